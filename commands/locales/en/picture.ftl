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

## Santiago

## Maracaibo
