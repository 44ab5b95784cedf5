# Forced moves played by the host.
auto-board-line = ⚙ Played automatically (only legal move): { $moves }
auto-board-more = (and { $count } before)
auto-board-count = ⚙ Played automatically (only legal move): { $count ->
    [one] { $count } move
   *[other] { $count } moves
}

load-not-automatic = Move { $number } (“{ $move }”, seat { $seat }) is marked automatic, but the host would not have played it: it is not the forced move of the first seat due to act that has one.
load-forced-chosen = Move { $number } (“{ $move }”, seat { $seat }) is marked chosen by its player, but the host would have played seat { $forced_seat }'s forced move “{ $forced }” by itself before it: a forced move is never a choice (marked as one, it would change what /undo takes back).
