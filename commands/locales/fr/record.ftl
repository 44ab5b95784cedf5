# Le compte rendu de partie : /historique, le fichier de fin de partie, /revoir, /statistiques et /classement, <code>galleon replay</code>.

log-title = <b>Coups de { $game }, partie n° { $number }</b> (page { $page }/{ $pages })
log-line = { $number }. { $name } : { $move }
log-line-auto = { $number }. { $name } : { $move } *(joué d'office : seul coup possible)*
log-hidden = un coup caché (il nomme quelque chose encore secret)
log-mark = ── { $stage } ──
log-empty = Aucun coup n'a encore été joué dans cette partie.
err-log-bad-page = « { $value } » n'est pas un numéro de page (un nombre entier à partir de 1).
err-log-page = { $pages ->
    [one] L'historique n'a que { $pages } page.
   *[other] L'historique n'a que { $pages } pages.
}
err-log-replay = L'historique n'a pas pu être reconstitué : { $problem }

record-caption = Le compte rendu de { $game }, partie n° { $number } (graine, options, joueurs, coups et résultat). Revoyez-la coup par coup avec /replay game:{ $number }.

replay-title = <b>Revoir { $game }, partie n° { $number }</b> : coup { $step }/{ $total }
err-replay-bad-game = « { $value } » n'est pas un numéro de partie (un nombre entier à partir de 1).
err-replay-none = Aucune partie n'est encore terminée dans ce salon : rien à revoir.
err-replay-no-game = Pas de partie n° { $number } terminée dans ce salon.
err-replay-step = Cette relecture n'a pas de coup { $step } (elle en a { $total }) : relancez /replay.
err-replay-stale = Ce bouton de relecture n'est pas pour ce salon : lancez /replay ici.
err-replay-broken = Cette partie n'a pas pu être rejouée : { $problem }

stats-empty = Aucune partie terminée n'est encore enregistrée sur ce serveur.
stats-none = { $name } n'a aucune partie terminée enregistrée sur ce serveur.
stats-none-game = { $name } n'a aucune partie terminée de { $game } enregistrée sur ce serveur.
stats-rating = cote { $rating }
stats-title = <b>Statistiques { DE($name) }</b> sur ce serveur :
stats-line = • { $game } : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, score moyen { $mean }, meilleur { $best }
err-stats-no-player = Aucun joueur nommé « { $player } » n'a terminé de partie sur ce serveur.
leaderboard-empty = Aucune partie de { $game } n'a encore été terminée sur ce serveur.
leaderboard-title = <b>Classement de { $game }</b> sur ce serveur ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
}) :
leaderboard-line = { $rank }. { $name } : cote { $rating }, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} en { $games ->
    [one] { $games } partie cotée
   *[other] { $games } parties cotées
}
leaderboard-unrated = Aucune partie de { $game } n'est encore cotée (une partie où une IA a repris une place n'est pas cotée).
rating-ai = 🤖 { $level }
rating-automa = 🤖 { $name }, niveau { $level }

replay-not-json = Le fichier n'est pas du JSON : { $detail }
replay-not-record = Le fichier n'est ni un compte rendu de partie ni une table exportée par <code>galleon export</code>.
replay-version = Ce compte rendu est en version { $found } ; ce galleon lit la version { $expected }.
replay-not-parsed = Le compte rendu est abîmé : { $detail }
replay-no-game = La table exportée ne contient aucune partie.
replay-result-differs = La partie rejouée ne finit pas sur le résultat qu'annonce le compte rendu.
replay-start = { $game }, partie n° { $number } : { $names }
replay-move = Coup { $number }/{ $total } : { $name } : { $move }
replay-not-over = La partie n'est pas finie ({ $moves ->
    [one] { $moves } coup joué
   *[other] { $moves } coups joués
}).
