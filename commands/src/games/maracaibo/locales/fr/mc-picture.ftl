# Mots des images du plateau (texte simple, sans balises). Chaque clé doit exister aussi dans en/mc-picture.ftl.
# Les noms des éléments du jeu (personnages, marchandises, bâtiments, étapes, cultures, phases, nations) sont
# les clés du plateau texte (pr-building-*, sa-crop-*, mc-nation-*…) : l'image et le texte ne peuvent différer.
# Les clés à `$count` portent le nombre et son nom.

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
