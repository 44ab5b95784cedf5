# Words on the board pictures (plain text, no markup). Each key must exist in fr/mc-picture.ftl too.
# Component names (roles, goods, buildings, steps, crops, phases, nations) are the text board's own keys
# (pr-building-*, sa-crop-*, mc-nation-*…), not repeated here, so the picture and the text cannot disagree.
# `$count` keys hold the number with its noun.

picture-mc-round = round
# Short forms of the board's set-up and scoring phases (the board's own say what to do, too long here).
picture-mc-setup = set-up
picture-mc-scoring = scoring
picture-mc-quests-left = Quests left:
picture-mc-next-quest = next quest
picture-mc-city-quest = city quest
picture-mc-deck = deck
picture-mc-combat-token = Combat token
picture-mc-nation = nation
picture-mc-value = value
picture-mc-display = Display:
picture-mc-quest = Quest
picture-mc-tile = tile
# A nation's cubes: `12 cubes in reserve · 1 on the map`.
picture-mc-cubes-reserve = { $count } { $count ->
    [one] cube
   *[other] cubes
} in reserve
picture-mc-cubes-on-map = { $count } on the map
picture-mc-prestige = Prestige buildings:
picture-mc-face-down = face down
picture-mc-fleet = Treasure fleet:
picture-mc-track = Exploration track
picture-mc-vp = VP
picture-mc-combat = combat
picture-mc-income = income
picture-mc-influence = influence
picture-mc-hand = hand
picture-mc-discs = discs
picture-mc-upgrades = upgrades
picture-mc-bought = cards bought
picture-mc-quests = quests
# A player's spies: `spies: 2 in reserve, 0 on the map`.
picture-mc-spies = spies:
picture-mc-spies-reserve = { $count } in reserve
picture-mc-spies-on-map = { $count } on the map
picture-mc-compasses = compasses
picture-mc-career = career
# Jeanne's Automa board (solo).
picture-mc-tokens = combat tokens
picture-mc-discs-left = discs left
picture-mc-next-income = next income
picture-mc-upgrades-emptied = upgrades emptied
picture-mc-cards-taken = cards taken
picture-mc-automa-deck = Automa deck
