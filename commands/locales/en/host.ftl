# The host's own messages (English). Every key here must exist in fr/host.ftl too.

game-puerto-rico = Puerto Rico

## Refusals shared by every game (galleon_rules::error::keys)

err-not-your-turn = It is not your turn.
err-game-over = The game is over.
err-unknown-move = “{ $text }” is not a move of this game. Type /help to see your moves.
err-player-count = This game needs { $min } to { $max } players, and { $count } are seated.
err-too-few-players = This game needs { $min } to { $max } players, and { $count } { $count ->
    [one] is
   *[other] are
} seated. Add AI players with /addbot (one per seat), or wait for friends to /join.
err-unknown-option = Unknown game option “{ $name }”.
err-bad-option-value = “{ $value }” is not a valid value for the option “{ $name }”.

## The host's refusals

err-unknown-command = Unknown command /{ $command }. Type /help for the list of commands.
err-no-table = There is no table in this channel. Type /join to open one.
err-no-game = No game is being played in this channel.
err-not-seated = You are not seated at this table.
err-already-seated = You are already seated at this table.
err-table-full = The table is full ({ $max } players).
err-game-running = A game is in progress at this table.
err-leave-running = The game has started: you cannot leave it now.
err-unknown-game = Unknown game “{ $game }”. Games: { $games }.
err-bad-seed = “{ $value }” is not a valid seed (a whole number from 0 to 18446744073709551615).
err-bad-lang = “{ $value }” is not a language galleon speaks (en or fr).
err-missing-option = The option “{ $option }” is missing.
err-no-such-option = The command /{ $command } has no option “{ $option }”.
err-bad-choice = “{ $value }” is not a value of the option “{ $option }”: { $choices }.
err-not-a-number = The option “{ $option }” takes a whole number, not “{ $value }”.
err-wait-turn = It is not your turn: waiting for { $names }.
err-no-suggestion = /{ $command } has nothing to offer right now: give the option, or type /help.
err-verb-other-game = /{ $command } is not a command of { $game }.
err-store = The move could not be saved, so it was not played. Try again in a moment. ({ $error })
err-disk-full = The server's disk is full: the move was not saved, so it was not played. Tell the bot's admin; once there is room again, play it again.
err-store-damaged = This table's saved data cannot be read: the bot's data files are damaged where it is kept, so nothing can be played or cleared here. Tell whoever runs the bot: <code>galleon check</code> names the damage, and restoring the data directory from a backup brings the table back.
err-broken-table = This channel's saved table could not be loaded: { $problem } A player of that table (or a server administrator) can clear it with /abort; its record is kept for <code>galleon export</code>.
err-broken-not-yours = Only a player of this table or a server administrator can clear it.
err-bad-id = This channel or user id cannot hold a table (1 to { $max } characters, no control characters).
err-button-unknown = This button is not one of mine.
err-button-stale = This button belongs to an earlier moment of the game, or to an earlier game. Use the buttons of the current board, or /help.
err-button-foreign = This button is for { $name }.
err-abort-stale = This confirmation belongs to a game that is no longer being played here: nothing was aborted.
err-abort-foreign = This confirmation is not yours: type /abort yourself.
err-abort-not-allowed = You can no longer end this game alone: type /abort to vote.
err-restore-running = A game is being played here: /restore brings a game back only when none is running.
err-restore-none = There is no aborted game to bring back in this channel.
err-restore-lost = The game aborted here is missing or damaged in the bot's store (its files were damaged or put back from an older copy), so it cannot be brought back. The bot's admin can put back the data directory from a backup.
err-restore-not-yours = Only a player of the aborted game or a server administrator can bring it back.
err-restore-expired = The last game aborted here was aborted more than { $days } days ago: it can no longer be brought back.
err-restore-broken = The aborted game cannot be brought back: { $problem }
note-dm-refused = I could not send you a direct message. Use /hand to see your private view.


## Why a saved table could not be loaded (shown inside err-broken-table and by galleon import)

load-not-json = The record is not valid JSON ({ $detail }).
load-schema = The record has schema version { $found }; this galleon reads version { $expected }.
load-not-parsed = The record does not read as a table ({ $detail }).
load-other-channel = The record belongs to another channel.
load-unknown-game = The record's game “{ $game }” is not one this galleon offers.
load-bad-id = A channel or message id is empty, too long or holds control characters.
load-bad-user = A seated user's id or name is empty, too long or holds control characters.
load-seat-count = A table of this game seats { $min } to { $max } players; the record seats { $count }.
load-seat-twice = The user { $id } holds two seats.
load-not-seated = The opener or an abort vote is not one of the seated players.
load-stale-state = The saved game cannot resume here: { $reason }
load-setup = The game cannot be set up again: { $reason }
load-replay = Move { $number } (“{ $move }”, seat { $seat }) is refused on replay: { $reason }
load-not-canonical = Move { $number } (“{ $move }”) is not written in canonical form.
load-state-differs = The stored state differs from the replay of the moves.
load-state-unreadable = The stored state cannot be read ({ $detail }).
abort-broken = { $name } cleared this channel's table, which could not be loaded: { $problem } Everything of it that could still be read is kept (moves: { $moves }, snapshots: { $snapshots }, and its seats and settings): whoever runs the bot can get it with <code>galleon export { $channel } --cleared</code>, repair it and bring the game back with <code>galleon import</code>. Type /join to open a new table.

## Lobby

lobby-joined = { $name } joins the table. Seated ({ $count }): { $names }.
lobby-left = { $name } leaves the table. { $count ->
    [0] The table is closed.
   *[other] Seated ({ $count }): { $names }.
}
lobby-new-opener = { $name } now leads the table.
lobby-board = <b>Table</b>: { $count ->
    [one] { $count } player seated
   *[other] { $count } players seated
} ({ $names }). Type /join to sit down, then /start game:puerto-rico to begin.
start-announce = <b>{ $game }</b> begins! Seats: { $seats }. Your private view comes by direct message (or /hand).
abort-vote = { $name } wants to stop the game ({ $votes }/{ $needed } votes). { $opener } can stop it alone; otherwise everyone seated must type /abort.
abort-done = { $name } closed the table.
abort-board = ❌ Game aborted.
abort-confirm = Abort this game of <b>{ $game }</b> for everyone? It will be kept for { $days } days: a player of the game can bring it back with /restore. To keep playing, just dismiss this message.
abort-confirm-button = Abort the game
abort-archived = { $name } aborted the game of <b>{ $game }</b>. It is kept for { $days } days: a player of this game (or a server administrator) can bring it back with /restore. Type /join to open a new table.
restore-done = { $name } brought back the aborted game of <b>{ $game }</b> (move { $move }). Seats: { $seats }.
restore-replaced = The table that was open here ({ $names }) is closed.

## Board, private view, result

board-title = <b>{ $game }</b> · move { $move }
board-ai-legend = { $short } = { $name }, seat { $seat }
board-waiting = ▶ Waiting for { $names }.
board-over = 🏁 Game over.
private-title = <b>{ $game }</b> · #{ $channel } · only for you
result-title = 🏁 <b>{ $game }: final result</b>
result-line = { $rank }. { $name }: { $score } points ({ $details })
result-tiebreak = · tie-break: { $rule } { $value }
result-line-automa = { $rank }. { $name } (automa): { $score } points
result-part = { $part } { $points }
result-tie-broken = Tie on { $score } points between { $names }: { $rule } decides ({ $values }).
result-tie-shared = Tie on { $score } points between { $names }, and on { $rule } too ({ $values }): they share the rank.
result-tie-none = Tie on { $score } points between { $names }: they share the rank (this game has no tie-break).
result-winners = { $count ->
    [one] Winner: { $names }!
   *[other] Shared victory: { $names }!
}

## Help

help-no-table = No table in this channel yet. Type /join to sit down; when everyone has joined, /start game:puerto-rico.
help-lobby = Table open, { $count } seated: { $names }. More players: /join. Leave: /leave. Start: /start game:<game> [seed:<number>] [lang:en|fr].
help-over = The game is over (players: { $names }). /board shows the final board; /start plays again with the same seats; /join or /leave changes the seats.
help-games = Games:
help-game-line = • { $id }: { $game }, { $min } to { $max } players
help-playing = <b>{ $game }</b>, move { $move }. Waiting for { $names }.
help-spectator = You are watching: you are not seated at this table.
help-not-your-turn = It is not your turn. /hand shows your private view.
help-your-moves = Your moves ({ $count }):
help-more-moves = … and { $count } more: type /play and let autocomplete help.
help-more-in-group = • … { $count } more “{ $head } …”: type /play move:"{ $head } " and let autocomplete help.
help-topics = More: /help topic:moves (all your moves) · /help topic:rules (the game in brief) · /help topic:commands (every command).
help-commands-short = Commands: { $commands } · /board
err-help-topic = /help has no topic “{ $topic }”: { $topics }.
info-move-word = <b>{ $word }</b> ({ $other } in French) — a word of the moves you type: { $what }
info-move-verb = { $command }, { $does }.
info-move-part = part of a move, as /help topic:moves and the autocomplete of /play show them.
help-commands = Commands, by group:
help-group-table = Table:
help-group-game = Game:
help-group-seats = Seats and AI:
help-group-records = Records:
help-group-settings = Settings:

## galleon local

local-banner = galleon local: play at a table in this terminal. Type one line per action, as the player who acts:
    alice> /join        (then bob> /join, carol> /join)
    alice> /start game:puerto-rico
    alice> /role role:settler      or      alice> /play move:"role settler"
    alice> !click 2     presses the 2nd button shown under the board
    /help               your moves; a line without "name>" acts as the last player named
    !wait 13h           moves the clock forward (turn reminders: /reminder)
    Another table: [other] dave> /join. !restart reloads from the store; !quit leaves.
local-restarted = (restarted: every table was reloaded from the store)
local-malformed = Not understood
local-who = Say who acts first, e.g. alice> /join

# Turn pings and /notify
ping-turn = 🔔 { $names }: your turn ({ $game }).
ping-turn-dm = 🔔 Your turn in { $channel } ({ $game }).
notify-mention = Turn calls: you are mentioned in the channel when it is your turn (at every table).
notify-dm = Turn calls: you get a direct message when it is your turn (at every table).
notify-off = Turn calls: off (at every table). /notify mode:mention calls you again.
err-bad-notify = “{ $value }” is not a way to be called: mention, dm or off.
