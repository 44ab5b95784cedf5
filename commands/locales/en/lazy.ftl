# The store's check that a game kept its snapshots (a table then loads from an earlier one, see the store).
load-missing-snapshot = The stored snapshot of the game after move { $number } is missing (an earlier one was used).
