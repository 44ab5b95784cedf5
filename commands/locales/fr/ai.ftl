# Places de l'IA et reprises : /addbot, /removebot, tours de l'IA, /resign, /kick, la pendule, /object
# (commands/src/bots.rs, ai_turn.rs, takeover.rs).
ai-name = 🤖 Bot { $number } ({ $level })
ai-level-random = hasard
ai-level-easy = facile
ai-level-normal = normal
ai-level-hard = difficile
ai-added = { $bot } s'assoit à la table, ajouté par { $name } ({ $count } assis : { $names }).
ai-removed = { $name } a retiré { $bot } de la table ({ $count } assis).
err-ai-level = « { $value } » n'est pas un niveau d'IA : hasard, facile, normal ou difficile.
err-ai-none = Aucune IA n'est assise à cette table.
err-ai-no-such = Aucune IA assise ici ne s'appelle « { $bot } » : donnez son numéro ou son nom.
err-ai-impersonation = Ce nom est réservé aux joueurs IA : choisissez-en un autre.
ai-stood-in = 🤖 Le temps { DE($name) } est écoulé et personne ne s'y est opposé : l'IA a joué ce coup à sa place.
ai-clock-out = ⏰ Temps écoulé pour { $names } ({ $clock } par coup). Sauf objection d'un joueur assis avec /object d'ici { $grace }, l'IA joue ce coup à sa place.
ai-objected = { $name } fait objection : l'IA ne joue pas pour { $names }, dont la pendule repart ({ $clock }).
err-object-nothing = Le temps de personne n'est écoulé ici : il n'y a rien à contester.
err-takeover-no-game = Aucune partie n'est en cours ici.
err-takeover-last = La partie ne peut pas être laissée à l'IA seule : le dernier joueur assis y met fin avec /abort.
err-kick-not-seated = { $name } n'est pas une personne assise dans cette partie.
err-kick-yourself = Pour céder votre propre place à l'IA, utilisez /resign.
err-kick-too-soon = { $name } n'est attendu que depuis { $waited } : la table peut donner une place à l'IA quand elle a attendu { $wait } son joueur (la pendule de la partie, ou 12 heures sans pendule), ou quand sa pendule est écoulée.
err-kick-not-due = La table n'attend pas { $name } : seul un joueur qui bloque la partie (attendu depuis 12 heures ou la pendule de la partie, ou hors délai) peut être remplacé par l'IA.
ai-resign-confirm = Céder votre place à l'IA ? Elle joue pour vous dès votre prochain coup, et vous n'êtes plus assis. Vous pourrez revenir avec /join (si les joueurs assis sont d'accord, comme pour /remplacer). Fermez ce message pour continuer à jouer.
ai-resign-button = Céder ma place à l'IA
ai-kick-confirm = Votre vote donne la place { DE($player) } à l'IA, qui joue pour lui. Il pourra revenir avec /join (si les joueurs assis sont d'accord, comme pour /remplacer). Fermez ce message pour ne rien changer.
ai-kick-confirm-admin = Donner la place { DE($player) } à l'IA, en tant qu'admin du serveur ? Elle joue pour lui. Il pourra revenir avec /join (si les joueurs assis sont d'accord, comme pour /remplacer). Fermez ce message pour ne rien changer.
ai-kick-button = Donner la place à l'IA
ai-resigned = { $name } cède sa place.
ai-kicked-admin = { $admin } (administrateur du serveur) donne la place à l'IA.
ai-kicked-vote = { $votes } des { $voters } autres joueurs sont d'accord.
ai-kick-vote = { $name } vote pour donner la place { DE($player) } à l'IA ({ $votes } des { $needed } votes nécessaires ; les autres joueurs d'accord tapent /kick player:{ $player } ; la même commande une seconde fois retire un vote).
ai-kick-withdrawn = { $name } retire son vote pour donner la place { DE($player) } à l'IA ({ $votes } des { $needed } votes nécessaires).
ai-handed-over = ✅ C'est fait : la place est à l'IA désormais.
ai-took-over = { $bot } prend la place { DE($player) } (place { $seat }) et continue la partie. { $player } pourra revenir avec /join.
ai-finished-seat = place { $seat } ({ $player } { $how ->
    [resign] a cédé sa place
   *[kick] a été remplacé
  }{ $last ->
    [none] {""}
    [0] {" avant le premier coup"}
   *[other] {" après le coup "}{ $last }
  })
ai-finished = 🤖 Terminé par l'IA : { $seats }.
err-bad-clock = « { $value } » n'est pas une pendule : aucune, 12h, 24h, 48h ou 72h.
stats-ai-line = { $game } : { $count } parties terminées avec une IA reprenant une place (comptées à part).
# Pourquoi un enregistrement stocké ou importé ne peut pas être une table (commands/src/record.rs, TableRecord::check).
load-bad-ai-seat = La place { $seat } porte l'identifiant « { $id } », qui n'est pas un identifiant d'IA que donne ce galleon (ai:niveau:numéro, de niveau random, easy, normal ou hard, de numéro 1 ou plus).
load-no-person = Seules des IA sont assises : une table a toujours une personne assise.
load-ai-leads = L'ouvreur est une place d'IA : une IA ne mène jamais une table.
load-ai-abort-vote = Un vote d'abandon vient d'une place d'IA : une IA ne vote jamais.
load-ai-number-twice = Deux IA différentes de la table (assises, ou dans une reprise) portent le numéro { $number }.
load-kick-vote-id = Un vote d'exclusion contient un identifiant vide, trop long ou avec des caractères de contrôle.
load-kick-vote-ai = Un vote d'exclusion vise une place d'IA ou vient d'une IA : une IA n'est jamais exclue et ne vote jamais.
load-kick-vote-voters = Un vote d'exclusion compte un votant deux fois, ou son propre joueur parmi ses votants.
load-kick-vote-later = Un vote d'exclusion appartient à la partie { $game }, postérieure à la partie { $current } de la table.
load-kick-vote-twice = Deux votes d'exclusion de la partie { $game } visent le même joueur.
load-kick-vote-stranger = Un vote d'exclusion de la partie de la table vise ou compte quelqu'un qui n'est pas assis à la table.
load-takeover-user = Le joueur d'une reprise n'est pas une personne qu'une table pourrait asseoir (un identifiant d'IA, ou un identifiant ou un nom vide, trop long ou avec des caractères de contrôle).
load-takeover-bot = L'IA « { $id } » d'une reprise n'est pas de celles que l'hôte assoit lors d'une reprise (ai:normal:numéro).
load-takeover-bot-twice = Deux reprises nomment la même IA « { $id } ».
load-takeover-how = Une reprise dit que la place a été quittée par « { $how } » : seuls resign et kick donnent une place à l'IA.
load-takeover-later = Une reprise appartient à la partie { $game }, postérieure à la partie { $current } de la table.
load-takeover-seat = Une reprise de la partie { $game } concerne la place { $seat }, que cette partie n'avait pas.
load-takeover-held = Une reprise dit que l'IA « { $bot } » a pris la place { $seat } de la partie de la table, mais « { $holder } » occupe cette place et aucun remplacement ne l'a reprise à cette IA depuis.
load-clock-off = La pendule est arrêtée mais garde un numéro de partie ou des dépassements.
load-bad-clock = La pendule ({ $limit } s par coup) n'est pas de celles que propose /start (aucune, 12h, 24h, 48h ou 72h).
load-clock-game = La pendule appartient à la partie { $clock }, et non à la partie { $game } de la table.
load-timeout-seat = Un dépassement de la pendule concerne la place { $seat }, que sa partie n'avait pas.
load-timeout-user = Un dépassement de la pendule ne nomme aucune personne (un identifiant d'IA, ou un identifiant vide, trop long ou avec des caractères de contrôle).
load-timeout-twice = Deux dépassements de la pendule concernent la place { $seat }.
