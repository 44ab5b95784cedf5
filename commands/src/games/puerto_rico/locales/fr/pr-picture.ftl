# Mots des images du plateau (texte simple, sans balises). Chaque clé doit exister aussi dans en/pr-picture.ftl.
# Les noms des éléments du jeu (personnages, marchandises, bâtiments, étapes, cultures, phases, nations) sont
# les clés du plateau texte (pr-building-*, sa-crop-*, mc-nation-*…) : l'image et le texte ne peuvent différer.
# Les clés à `$count` portent le nombre et son nom.

picture-pr-round = tour
picture-pr-last-round = Dernier tour !
picture-pr-ships = Navires marchands
picture-pr-trading-house = Magasin
picture-pr-colonist-ship = Navire de colons :
picture-pr-colonists-left = colons en réserve :
picture-pr-vp-left = points de victoire restants :
picture-pr-quarries = carrières :
picture-pr-barrels-left = Tonneaux en réserve :
picture-pr-plantations = Plantations :
picture-pr-for-sale = Bâtiments à vendre
picture-pr-vp-chips = jetons PV :
picture-pr-chips-some = oui
picture-pr-chips-none = aucun
picture-pr-governor = gouverneur
# Une lettre par tonneau, et celle de la carrière.
picture-pr-letter-corn = M
picture-pr-letter-indigo = I
picture-pr-letter-sugar = S
picture-pr-letter-tobacco = T
picture-pr-letter-coffee = C
picture-pr-letter-quarry = Ca
