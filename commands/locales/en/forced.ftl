# Forced moves played by the host.
auto-board-line = ⚙ Played automatically (only legal move): { $moves }
auto-board-more = (and { $count } before)
auto-board-count = ⚙ Played automatically (only legal move): { $count ->
    [one] { $count } move
   *[other] { $count } moves
}

load-not-automatic = Move { $number } (“{ $move }”, seat { $seat }) is marked automatic, but the host would not have played it: it is not the forced move of the first seat due to act that has one.
