# Words on the board pictures (plain text, no markup). Each key must exist in fr/picture.ftl too.
# Component names (roles, goods, buildings, steps, crops, phases, nations) are the text board's own keys
# (pr-building-*, sa-crop-*, mc-nation-*…), not repeated here, so the picture and the text cannot disagree.
# `$count` keys hold the number with its noun.

picture-to-play = To play:
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
picture-sa-canal-yes = personal canal: yes
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
picture-mc-reserve = reserve
picture-mc-on-map = on map
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
picture-mc-spies = spies
picture-mc-compasses = compasses
picture-mc-career = career
