# Places : /start seats:random et /replace (commands/src/seats.rs).
seats-drawn = 🎲 Les places ont été tirées au hasard (à partir de la graine de la partie).
err-bad-seats = « { $value } » n'est pas une façon de placer les joueurs : arrivee ou hasard.
err-replace-no-game = Aucune partie n'est en cours ici : avant une partie, chacun fait /join et /leave lui-même.
err-replace-not-seated = { $name } n'est pas assis dans cette partie.
err-replace-no-seat = « { $seat } » n'est pas une place de cette partie : les places vont de 1 à { $count }, dans l'ordre du plateau.
err-replace-already-seated = { $name } est déjà assis dans cette partie.
err-replace-not-allowed = Seuls un joueur assis, le remplaçant lui-même ou un administrateur du serveur peuvent demander un remplacement.
err-replace-vote-running = Un vote est déjà ouvert pour { QUE($newcomer) } prenne la place { DE($player) } : attendez qu'il se termine.
err-replace-alone = { $player } est seul à jouer : seul un administrateur du serveur peut donner sa place à quelqu'un d'autre.
err-replace-vote-stale = Ce vote est terminé, ou concerne une partie précédente : rien n'a changé.
err-replace-vote-not-seated = Seuls les joueurs assis dans cette partie votent sur un remplacement.
err-replace-vote-yours = Ce vote concerne votre propre place : les autres joueurs décident.
err-replace-vote-again = Vous avez déjà { $agree ->
    [yes] accepté
   *[no] refusé
  } : rien n'a changé.
seats-vote-open = { $by } demande { QUE($newcomer) } prenne la place { DE($player) }. Les autres joueurs assis décident avec les boutons : il faut { $needed ->
    [one] { $needed } accord
   *[other] { $needed } accords
} sur { $voters } ({ $yes } pour l'instant).
seats-vote-volunteer = { $newcomer } propose de prendre la place { DE($player) }. Les autres joueurs assis décident avec les boutons : il faut { $needed ->
    [one] { $needed } accord
   *[other] { $needed } accords
} sur { $voters } ({ $yes } pour l'instant).
seats-vote-return = { $newcomer } demande à reprendre sa place ({ $player } la joue désormais). Les autres joueurs assis décident avec les boutons : il faut { $needed ->
    [one] { $needed } accord
   *[other] { $needed } accords
} sur { $voters } ({ $yes } pour l'instant).
seats-vote-agree = Accepter
seats-vote-refuse = Refuser
seats-vote-progress = { $name } { $agree ->
    [yes] accepte
   *[no] refuse
  } { QUE($newcomer) } prenne la place { DE($player) } : { $yes } pour, { $no } contre ({ $needed ->
    [one] { $needed } accord nécessaire
   *[other] { $needed } accords nécessaires
} sur { $voters }).
seats-vote-refused = { $name } refuse : { $newcomer } ne prend pas la place { DE($player) } ({ $no } refus sur { $voters }). Le vote est terminé.
seats-replaced-vote = La table a accepté ({ $yes } sur { $voters }).
seats-replaced-admin = { $admin }, administrateur du serveur, a décidé.
seats-replaced = { $newcomer } prend la place { DE($player) } (place { $seat }) et continue la partie avec. La vue privée arrive en message privé (ou /hand).
load-bad-replace-vote = Le vote de remplacement ouvert ne correspond pas à la table (sa partie, son joueur, le remplaçant ou les votants).
load-replace-vote-ai = Le vote de remplacement ouvert est demandé ou répondu par une IA, ou en assiérait une : une IA ne vote jamais, et seuls /addbot et les reprises en assoient une.
load-replace-vote-stranger = Le vote de remplacement ouvert a été demandé par « { $id } », qui n'est pas assis, n'est pas son remplaçant et n'a laissé aucune place de cette partie à l'IA : seul un joueur assis ou le remplaçant volontaire peut le demander.
load-replace-vote-left = Le vote de remplacement ouvert concerne « { $id } », dont l'IA « { $bot } » occupe déjà la place { $seat } : la reprise a clos le vote à son sujet, et un vote sur cette place nomme l'IA.
load-bad-replacement = Un remplacement nomme un utilisateur invalide, une IA prenant une place, une partie postérieure à celle de la table, ou une place que sa partie n'avait pas.
load-change-moves = Une place a changé de mains au coup { $at }, au-delà de la fin du journal de la partie (coup { $moves }).
load-replacement-gone = Un remplacement dit que « { $id } » a pris la place { $seat } de la partie de la table, mais « { $holder } » occupe cette place et « { $id } » ne l'a jamais quittée depuis.
