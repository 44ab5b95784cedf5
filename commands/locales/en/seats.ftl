# Seats: /start seats:random and /replace (commands/src/seats.rs).
seats-drawn = 🎲 The seats were drawn at random (from the game's seed).
err-bad-seats = “{ $value }” is not a way to seat the players: join or random.
err-replace-no-game = No game is being played here: before a game, players /join and /leave by themselves.
err-replace-not-seated = { $name } is not seated in this game.
err-replace-no-seat = “{ $seat }” is not a seat of this game: seats are numbered 1 to { $count }, in the board's order.
err-replace-already-seated = { $name } is already seated in this game.
err-replace-not-allowed = Only a seated player, the newcomer or a server administrator can ask to replace a player.
err-replace-vote-running = A vote is already open on { $newcomer } taking { $player }'s seat: wait until it ends.
err-replace-alone = { $player } is the only player: only a server administrator can give this seat to someone else.
err-replace-vote-stale = This vote is over, or belongs to an earlier game: nothing changed.
err-replace-vote-not-seated = Only the players seated in this game vote on a replacement.
err-replace-vote-yours = This vote is about your own seat: the other players decide.
err-replace-vote-again = You already { $agree ->
    [yes] agreed
   *[no] refused
  }: nothing changed.
seats-vote-open = { $by } asks that { $newcomer } take { $player }'s seat. The other seated players decide with the buttons: { $needed } of { $voters } must agree ({ $yes } so far).
seats-vote-volunteer = { $newcomer } offers to take { $player }'s seat. The other seated players decide with the buttons: { $needed } of { $voters } must agree ({ $yes } so far).
seats-vote-return = { $newcomer } asks for their seat back ({ $player } plays it now). The other seated players decide with the buttons: { $needed } of { $voters } must agree ({ $yes } so far).
seats-vote-agree = Agree
seats-vote-refuse = Refuse
seats-vote-progress = { $name } { $agree ->
    [yes] agrees
   *[no] refuses
  } that { $newcomer } take { $player }'s seat: { $yes } agree, { $no } refuse ({ $needed } of { $voters } needed).
seats-vote-refused = { $name } refuses: { $newcomer } does not take { $player }'s seat ({ $no } of { $voters } refuse). The vote is over.
seats-replaced-vote = The table agreed ({ $yes } of { $voters }).
seats-replaced-admin = { $admin }, a server administrator, decided.
seats-replaced = { $newcomer } takes { $player }'s seat (seat { $seat }) and plays on with it. The private view comes by direct message (or /hand).
load-bad-replace-vote = The open replacement vote does not fit the table (its game, its player, its newcomer or its voters).
load-replace-vote-ai = The open replacement vote is asked or answered by an AI, or would seat one: an AI never votes, and only /addbot and takeovers seat one.
load-replace-vote-stranger = The open replacement vote was asked by “{ $id }”, who is not seated, is not its newcomer and left no seat of this game to the AI: only a seated player or the newcomer volunteering may ask.
load-replace-vote-left = The open replacement vote is about “{ $id }”, whose seat { $seat } the AI “{ $bot }” already holds: the takeover closed the vote about them, and a vote about that seat names the AI.
load-bad-replacement = A replacement names an invalid user, an AI taking a seat, a game after the table's, or a seat its game did not have.
load-change-moves = A seat changed hands at move { $at }, past the end of the game's log (move { $moves }).
load-replacement-gone = A replacement says “{ $id }” took seat { $seat } of the table's game, but “{ $holder }” holds that seat and “{ $id }” never left it since.
