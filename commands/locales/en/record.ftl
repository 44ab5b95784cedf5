# The game's record: /log, the record file at the end of a game, /replay, /stats and /leaderboard, <code>galleon replay</code>.

log-title = <b>Moves of { $game }, game #{ $number }</b> (page { $page }/{ $pages })
log-line = { $number }. { $name }: { $move }
log-line-auto = { $number }. { $name }: { $move } *(played by the host: their only legal move)*
log-hidden = a hidden move (it names something still secret)
log-mark = ── { $stage } ──
log-empty = No move has been played yet in this game.
err-log-bad-page = “{ $value }” is not a page number (a whole number from 1).
err-log-page = { $pages ->
    [one] The history has only { $pages } page.
   *[other] The history has only { $pages } pages.
}
err-log-replay = The history could not be rebuilt: { $problem }

record-caption = The record of { $game } game #{ $number } (seed, options, players, moves and result). Replay it move by move with /replay game:{ $number }.

replay-title = <b>Replay of { $game }, game #{ $number }</b>: move { $step }/{ $total }
err-replay-bad-game = “{ $value }” is not a game number (a whole number from 1).
err-replay-none = No game has finished in this channel yet: there is nothing to replay.
err-replay-no-game = No finished game #{ $number } in this channel.
err-replay-step = This replay has no move { $step } (it has { $total }): use /replay again.
err-replay-stale = This replay button is not for this channel: use /replay here.
err-replay-broken = This game could not be replayed: { $problem }

stats-empty = No finished game is recorded on this server yet.
stats-none = { $name } has no finished game recorded on this server.
stats-none-game = { $name } has no finished game of { $game } recorded on this server.
stats-rating = rating { $rating }
stats-title = <b>Statistics of { $name }</b> on this server:
stats-line = • { $game }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, mean score { $mean }, best { $best }
err-stats-no-player = No player called “{ $player }” has finished a game on this server.
leaderboard-empty = No game of { $game } has been finished on this server yet.
leaderboard-title = <b>Leaderboard of { $game }</b> on this server ({ $games ->
    [one] { $games } game
   *[other] { $games } games
}):
leaderboard-line = { $rank }. { $name }: rating { $rating }, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} in { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}
leaderboard-unrated = No game of { $game } is rated yet (a game an AI took over a seat in is not rated).
rating-ai = 🤖 { $level }
rating-automa = 🤖 { $name }, level { $level }

replay-not-json = The file is not JSON: { $detail }
replay-not-record = The file is neither a game record nor a table exported by <code>galleon export</code>.
replay-version = This game record has version { $found }; this galleon reads version { $expected }.
replay-not-parsed = The game record is damaged: { $detail }
replay-no-game = The exported table holds no game.
replay-result-differs = The replayed game does not end on the result the record states.
replay-start = { $game }, game #{ $number }: { $names }
replay-move = Move { $number }/{ $total }: { $name }: { $move }
replay-not-over = The game is not over ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} played).
