# /look and /info (English). Every key here must exist in fr/look.ftl too.

look-title = <b>{ $name }</b> at { $game } (what everyone sees):
err-look-not-seated = { $name } has no seat in this game.
err-look-whom = You have no seat in this game: name a player with /look player:…
err-look-unsupported = This game has nothing more to show than its board.
err-info-unknown = Nothing in this game is called “{ $thing }”: type a few letters of an id or a name and pick from the list.
