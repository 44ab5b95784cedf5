# The store's checks of a table's entries (layout version 2), told when a table cannot be loaded.
load-damaged-head = The table's stored head is damaged (its checksum or its content does not read).
load-damaged-move = Stored move { $number } is damaged or missing (its checksum does not match).
load-damaged-chain = The stored moves do not match the table's checksum chain (a move is missing or foreign).
load-no-snapshot = The game has no stored snapshot of its state.
load-damaged-snapshot = The stored snapshot of the game after move { $number } is damaged (its checksum does not match).
load-damaged-archive = The archived record of the table's finished game is damaged or missing (its checksum, its moves or their chain do not match the table).
load-state-at-no-game = The record says after how many moves its game's state was saved (state_at), but it holds no game.
load-bad-state-at = The record says its game's state was saved after move { $at } (state_at), past the end of its log (move { $moves }).
