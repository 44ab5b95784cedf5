# Words on the board pictures (plain text, no markup). Each key must exist in fr/pr-picture.ftl too.
# Component names (roles, goods, buildings, steps, crops, phases, nations) are the text board's own keys
# (pr-building-*, sa-crop-*, mc-nation-*…), not repeated here, so the picture and the text cannot disagree.
# `$count` keys hold the number with its noun.

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
