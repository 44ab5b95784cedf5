# Mots des images du plateau (texte simple, sans balises). Chaque clé doit exister aussi dans en/picture.ftl.
# Les noms des éléments du jeu (personnages, marchandises, bâtiments, étapes, cultures, phases, nations) sont
# les clés du plateau texte (pr-building-*, sa-crop-*, mc-nation-*…) : l'image et le texte ne peuvent différer.
# Les clés à `$count` portent le nombre et son nom.

picture-to-play = À jouer :
# Un joueur dont aucune police de la machine ne dessine le nom : le numéro de sa place ($count) à la place.
picture-player = Joueur { $count }
picture-result = Résultat :
picture-points = { $count } { $count ->
    [one] point
   *[other] points
} :
picture-doubloons = { $count } { $count ->
    [one] doublon
   *[other] doublons
}

## Puerto Rico

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

## Santiago

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

## Maracaibo

picture-mc-round = manche
# Formes courtes des phases de mise en place et de décompte du plateau (les siennes disent aussi quoi faire).
picture-mc-setup = mise en place
picture-mc-scoring = décompte
picture-mc-quests-left = Quêtes restantes :
picture-mc-next-quest = quête suivante
picture-mc-city-quest = quête de la ville
picture-mc-deck = pioche
picture-mc-combat-token = Jeton de combat
picture-mc-nation = nation
picture-mc-value = valeur
picture-mc-display = Étalage :
picture-mc-quest = Quête
picture-mc-tile = tuile
picture-mc-cubes-reserve = { $count } { $count ->
    [one] cube
   *[other] cubes
} en réserve
picture-mc-cubes-on-map = { $count } sur la carte
picture-mc-prestige = Bâtiments de prestige :
picture-mc-face-down = face cachée
picture-mc-fleet = Flotte au trésor :
picture-mc-track = Piste d'exploration
picture-mc-vp = PV
picture-mc-combat = combat
picture-mc-income = revenu
picture-mc-influence = influence
picture-mc-hand = main
picture-mc-discs = disques
picture-mc-upgrades = améliorations
picture-mc-bought = cartes achetées
picture-mc-quests = quêtes
picture-mc-spies = espions :
picture-mc-spies-reserve = { $count } en réserve
picture-mc-spies-on-map = { $count } sur la carte
picture-mc-compasses = boussoles
picture-mc-career = carrière
picture-mc-tokens = jetons de combat
picture-mc-discs-left = disques restants
picture-mc-next-income = prochain revenu
picture-mc-upgrades-emptied = améliorations libérées
picture-mc-cards-taken = cartes prises
picture-mc-automa-deck = pioche Automa
