# Words on the board pictures (plain text, no markup). Each key must exist in fr/picture.ftl too.
# Component names (roles, goods, buildings, steps, crops, phases, nations) are the text board's own keys
# (pr-building-*, sa-crop-*, mc-nation-*…), not repeated here, so the picture and the text cannot disagree.
# `$count` keys hold the number with its noun.

picture-to-play = To play:
# A player whose name no font on the machine draws: the seat's number ($count) instead.
picture-player = Player { $count }
# The finished game's ranking (`Result: 1. alice 45 · 2. bob 40`), and a seat's score.
picture-result = Result:
picture-points = { $count } { $count ->
    [one] point
   *[other] points
}:
picture-doubloons = { $count } { $count ->
    [one] doubloon
   *[other] doubloons
}

## Puerto Rico

picture-pr-round = round
picture-pr-last-round = Last round!
picture-pr-ships = Cargo ships
picture-pr-trading-house = Trading house
picture-pr-colonist-ship = Colonist ship:
picture-pr-colonists-left = colonists left:
picture-pr-vp-left = VP chips left:
picture-pr-quarries = quarries:
picture-pr-barrels-left = Barrels left:
picture-pr-plantations = Plantations:
picture-pr-for-sale = Buildings for sale
picture-pr-vp-chips = VP chips:
picture-pr-chips-some = some
picture-pr-chips-none = none
picture-pr-governor = governor
# One letter per barrel (coffee is K so that C stays corn), and the quarry's.
picture-pr-letter-corn = C
picture-pr-letter-indigo = I
picture-pr-letter-sugar = S
picture-pr-letter-tobacco = T
picture-pr-letter-coffee = K
picture-pr-letter-quarry = Q

## Santiago

picture-sa-round = round
picture-sa-overseer = Overseer:
picture-sa-desert = desert
picture-sa-workers-left = workers left:
picture-sa-canal-yes = personal canal: unused
picture-sa-canal-used = personal canal: used
picture-sa-escudos = { $count } { $count ->
    [one] escudo
   *[other] escudos
}
picture-sa-auction = On auction:
picture-sa-bids = Bids:
picture-sa-canals = Canals in supply:
picture-sa-stacks = face-down stacks:

## Maracaibo

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
