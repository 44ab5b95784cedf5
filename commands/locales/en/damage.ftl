# A table the manifest beside the store shows damaged (the store lost it or went back in time), told inside err-broken-table.
damage-lost-table = The store no longer holds this table (the manifest beside it recorded game { $game } with { $moves } moves): its files were damaged or put back from an older copy.
damage-lost-game-number = The store lost this channel's game counter (the manifest beside it recorded game { $game }): the next game would take an earlier game's number.
damage-lost-aborted = The store lost the game aborted in this channel, or it was damaged (the manifest beside it recorded it): /restore cannot bring it back.
damage-lost-finished = The store lost the record of a finished game, or it was damaged (the manifest beside it recorded it): /stats and /leaderboard miss that game.
damage-lost-cleared = The store lost what it kept of a cleared table, or it was damaged (the manifest beside it recorded it): that table can no longer be exported with <code>galleon export --cleared</code>; restore the data directory from a backup to get it back.
damage-lost-notify = The store lost this user's /notify choice, or holds another one than it made durable (the manifest beside it recorded it): they are called as by default until they choose again.
damage-older-table = The store went back in time for this table: it holds { $stored_moves } moves of game { $stored_game }, but the manifest beside it recorded { $moves } moves of game { $game }.
damage-other-moves = The store holds other moves for this table than those it recorded in the manifest beside it (game { $game }, { $moves } moves).
damage-other-lobby = The store holds another version of this table's lobby than the one it recorded in the manifest beside it (a join, a leave or a setting was lost).
