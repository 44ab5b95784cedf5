# Words on the board pictures (plain text, no markup). Each key must exist in fr/sa-picture.ftl too.
# Component names (roles, goods, buildings, steps, crops, phases, nations) are the text board's own keys
# (pr-building-*, sa-crop-*, mc-nation-*…), not repeated here, so the picture and the text cannot disagree.
# `$count` keys hold the number with its noun.

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
