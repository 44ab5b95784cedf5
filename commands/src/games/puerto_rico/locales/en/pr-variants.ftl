# Puerto Rico with the building options (basis, extension, random): the board's buildings in play, the draft,
# forests.
pr-board-in-play = Buildings in play — cost → name (VP) ×left:
pr-board-in-play-tight = Buildings (cost → name×left; VP: /info):
pr-board-in-play-elsewhere = Buildings for sale: /info <building> (the board is full).
pr-board-draft-picker = Building draft: { $name } picks a building (/pick).
pr-board-draft-cost = { $cost } → { $free ->
    [one] { $free } space
   *[other] { $free } spaces
}: { $candidates }
pr-board-forests = { $count ->
    [one] { $count } forest
   *[other] { $count } forests
}
