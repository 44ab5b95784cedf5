# AI seats and takeovers: /addbot, /removebot, AI turns, /resign, /kick, the turn clock, /object
# (commands/src/bots.rs, ai_turn.rs, takeover.rs).
ai-name = 🤖 Bot { $number } ({ $level })
ai-level-random = random
ai-level-easy = easy
ai-level-normal = normal
ai-level-hard = hard
ai-added = { $bot } sits down at the table, added by { $name } ({ $count } seated: { $names }).
ai-removed = { $name } removed { $bot } from the table ({ $count } seated).
err-ai-level = “{ $value }” is not an AI level: random, easy, normal or hard.
err-ai-none = No AI is seated at this table.
err-ai-no-such = No AI seated here is called “{ $bot }”: give its number or its name.
err-ai-impersonation = This name belongs to the AI players: choose another one.
ai-stood-in = 🤖 { $name }'s time ran out and nobody objected: the AI played this move for them.
ai-clock-out = ⏰ Time is up for { $names } ({ $clock } per move). Unless a seated player objects with /object within { $grace }, the AI plays this move for them.
ai-objected = { $name } objects: the AI does not play for { $names }, whose clock starts again ({ $clock }).
err-object-nothing = Nobody's time has run out here: there is nothing to object to.
err-takeover-no-game = No game is being played here.
err-takeover-last = You cannot leave the game to the AI alone: the last player seated ends it with /abort.
err-kick-not-seated = { $name } is not a person seated in this game.
err-kick-yourself = To hand your own seat to the AI, use /resign.
err-kick-too-soon = { $name } has been due for { $waited } only: the table can hand a seat to the AI once it has waited { $wait } for its player (the game's turn clock, or 12 hours without one), or once their turn clock ran out.
err-kick-not-due = The table is not waiting for { $name }: only a player who holds up the game (due to act for 12 hours or the game's turn clock, or out of time) can be handed to the AI.
ai-resign-confirm = Hand your seat to the AI? It plays on for you from your next move, and you are no longer seated. You can come back later with /join (the seated players agree, as for /replace). Dismiss this message to keep playing.
ai-resign-button = Hand my seat to the AI
ai-kick-confirm = Your vote hands { $player }'s seat to the AI, which plays on for them. They can come back later with /join (the seated players agree, as for /replace). Dismiss this message to change nothing.
ai-kick-confirm-admin = Hand { $player }'s seat to the AI, as a server admin? It plays on for them. They can come back later with /join (the seated players agree, as for /replace). Dismiss this message to change nothing.
ai-kick-button = Hand the seat to the AI
ai-resigned = { $name } resigns.
ai-kicked-admin = { $admin } (server administrator) hands the seat to the AI.
ai-kicked-vote = { $votes } of the { $voters } other players agreed.
ai-kick-vote = { $name } votes to hand { $player }'s seat to the AI ({ $votes } of { $needed } votes needed; the other players agree with /kick player:{ $player }; the same command again withdraws a vote).
ai-kick-withdrawn = { $name } withdraws their vote to hand { $player }'s seat to the AI ({ $votes } of { $needed } votes needed).
ai-handed-over = ✅ Done: the seat is the AI's now.
ai-took-over = { $bot } takes { $player }'s seat (seat { $seat }) and plays on. { $player } can come back with /join.
ai-finished-seat = seat { $seat } ({ $player } { $how ->
    [resign] resigned
   *[kick] was replaced
  }{ $last ->
    [none] {""}
    [0] {" before the first move"}
   *[other] {" after move "}{ $last }
  })
ai-finished = 🤖 Finished by the AI: { $seats }.
err-bad-clock = “{ $value }” is not a turn clock: none, 12h, 24h, 48h or 72h.
stats-ai-line = { $game }: { $count } games finished with an AI taking over a seat (counted apart).
# Why a stored or imported record cannot be a table (commands/src/record.rs, TableRecord::check).
load-bad-ai-seat = Seat { $seat } holds the id “{ $id }”, which is no AI id this galleon gives (ai:level:number, the level random, easy, normal or hard, the number from 1).
load-no-person = Only AIs are seated: a table always has a person seated.
load-ai-leads = The opener is an AI seat: an AI never leads a table.
load-ai-abort-vote = An abort vote is an AI seat's: an AI never votes.
load-ai-number-twice = Two different AIs of the table (seated, or in a takeover) carry the number { $number }.
load-kick-vote-id = A kick vote holds an id that is empty, too long or holds control characters.
load-kick-vote-ai = A kick vote is about an AI seat or cast by one: an AI is never kicked and never votes.
load-kick-vote-voters = A kick vote counts a voter twice, or its own player among its voters.
load-kick-vote-later = A kick vote belongs to game { $game }, after the table's game { $current }.
load-kick-vote-twice = Two kick votes of game { $game } are about the same player.
load-kick-vote-stranger = A kick vote of the table's game is about or by someone who is not seated at the table.
load-takeover-user = A takeover's player is not a person a table could seat (an AI's id, or an id or name empty, too long or with control characters).
load-takeover-bot = A takeover's AI “{ $id }” is not one the host seats in a takeover (ai:normal:number).
load-takeover-bot-twice = Two takeovers name the same AI “{ $id }”.
load-takeover-how = A takeover says the seat was left by “{ $how }”: only resign and kick hand a seat to the AI.
load-takeover-later = A takeover belongs to game { $game }, after the table's game { $current }.
load-takeover-seat = A takeover of game { $game } concerns seat { $seat }, which that game did not have.
load-takeover-held = A takeover says the AI “{ $bot }” took seat { $seat } of the table's game, but “{ $holder }” holds that seat and no replacement took it from that AI since.
load-clock-off = The turn clock is off but keeps a game number or timeouts.
load-bad-clock = The turn clock ({ $limit } s per move) is not one /start offers (none, 12h, 24h, 48h or 72h).
load-clock-game = The turn clock belongs to game { $clock }, not to the table's game { $game }.
load-timeout-seat = A timeout of the turn clock concerns seat { $seat }, which its game did not have.
load-timeout-user = A timeout of the turn clock names no person (an AI's id, or an id empty, too long or with control characters).
load-timeout-twice = Two timeouts of the turn clock concern seat { $seat }.
