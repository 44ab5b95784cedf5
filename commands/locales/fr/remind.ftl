# Rappels et /reminder
remind-channel = ⏰ { $names } : c'est toujours à vous ({ $game }) ; la table attend depuis { $waited }.
remind-dm = ⏰ C'est toujours à vous dans { $channel } ({ $game }) : la table vous attend depuis { $waited }.
remind-status = Rappels à cette table : intervalle de { $every } (un joueur que la table attend depuis ce temps est rappelé, puis de nouveau à chaque intervalle). /reminder every:… les change (par ex. 30m, 6h, 2j, non).
remind-status-off = Rappels à cette table : désactivés. /reminder every:12h les réactive.
remind-set = ⏰ { $name } a réglé les rappels de cette table : intervalle de { $every } (un joueur que la table attend depuis ce temps est rappelé, puis de nouveau à chaque intervalle).
remind-set-off = ⏰ { $name } a désactivé les rappels de cette table.
err-bad-reminder = « { $value } » n'est pas un intervalle de rappel : écrivez par ex. 30m, 12h, 2j, ou non.
err-reminder-range = Un intervalle de rappel va de 10 minutes à 7 jours (ou non) ; « { $value } » n'en est pas un.
load-bad-reminder = L'intervalle de rappel n'est pas de ceux qu'une table peut choisir (10 minutes à 7 jours, ou non).
duration-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
duration-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
duration-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
load-wait-user = Une attente de rappel ne nomme aucune personne (un identifiant d'IA, ou un identifiant vide, trop long ou avec des caractères de contrôle).
load-wait-game = Une attente de rappel appartient à la partie { $wait }, et non à la partie { $game } de la table.
load-wait-moves = Une attente de rappel commence au coup { $from }, au-delà de la fin du journal de la partie (coup { $moves }).
load-wait-seat = Une attente de rappel concerne la place { $seat }, que sa partie n'avait pas.
load-wait-twice = Deux attentes de rappel concernent la place { $seat }.

tables-none = Vous n'êtes assis à aucune partie en cours ici.
tables-title = <b>Vos tables</b> ({ $count ->
    [one] { $count } partie
   *[other] { $count } parties
}, { $waiting } vous { $waiting ->
    [one] attend
   *[other] attendent
}) :
tables-place = { $game } dans { $channel }
tables-place-stage = { $game } dans { $channel }, { $stage }
tables-line-yours = ▶ { $place } : à vous, depuis { $waited }.
tables-line = • { $place } : on attend { $names }.
tables-clock-left = Votre pendule vous laisse { $left }.
tables-clock-out = Votre pendule est écoulée.
tables-more = … et { $count } de plus.
