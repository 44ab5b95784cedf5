# Mots des images du plateau (texte simple, sans balises). Chaque clé doit exister aussi dans en/sa-picture.ftl.
# Les noms des éléments du jeu (personnages, marchandises, bâtiments, étapes, cultures, phases, nations) sont
# les clés du plateau texte (pr-building-*, sa-crop-*, mc-nation-*…) : l'image et le texte ne peuvent différer.
# Les clés à `$count` portent le nombre et son nom.

picture-sa-round = tour
picture-sa-overseer = Constructeur :
picture-sa-desert = désert
picture-sa-workers-left = travailleurs en réserve :
picture-sa-canal-yes = canal personnel : disponible
picture-sa-canal-used = canal personnel : posé
picture-sa-escudos = { $count } { $count ->
    [one] escudo
   *[other] escudos
}
picture-sa-auction = Aux enchères :
picture-sa-bids = Mises :
picture-sa-canals = Canaux en réserve :
picture-sa-stacks = piles cachées :
