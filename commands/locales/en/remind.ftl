# Turn reminders and /reminder
remind-channel = ⏰ { $names }: still your turn ({ $game }); the table has been waiting for { $waited }.
remind-dm = ⏰ Still your turn in { $channel } ({ $game }): the table has been waiting for you for { $waited }.
remind-status = Reminders at this table: a player the table waits for is reminded every { $every }. /reminder every:… changes it (e.g. 30m, 6h, 2d, off).
remind-status-off = Reminders at this table: off. /reminder every:12h turns them on.
remind-set = ⏰ { $name } set this table's reminders: a player the table waits for is reminded every { $every }.
remind-set-off = ⏰ { $name } turned this table's reminders off.
err-bad-reminder = “{ $value }” is not a reminder interval: write e.g. 30m, 12h, 2d, or off.
err-reminder-range = A reminder interval is 10 minutes to 7 days (or off); “{ $value }” is not.
load-bad-reminder = The reminder interval is not one a table may choose (10 minutes to 7 days, or off).
duration-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
duration-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
duration-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
load-wait-user = A reminder wait names no person (an AI's id, or an id empty, too long or with control characters).
load-wait-game = A reminder wait belongs to game { $wait }, not to the table's game { $game }.
load-wait-moves = A reminder wait starts at move { $from }, past the end of the game's log (move { $moves }).
load-wait-seat = A reminder wait concerns seat { $seat }, which its game did not have.
load-wait-twice = Two reminder waits concern seat { $seat }.

tables-none = You sit at no game in progress here.
tables-title = <b>Your tables</b> ({ $count ->
    [one] { $count } game
   *[other] { $count } games
}, { $waiting } waiting for you):
tables-place = { $game } in { $channel }
tables-place-stage = { $game } in { $channel }, { $stage }
tables-line-yours = ▶ { $place }: your turn, for { $waited }.
tables-line = • { $place }: waiting for { $names }.
tables-clock-left = Your clock leaves you { $left }.
tables-clock-out = Your clock has run out.
tables-more = … and { $count } more.
