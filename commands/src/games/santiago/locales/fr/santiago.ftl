# Santiago (français). Chaque clé doit exister aussi dans en/santiago.ftl.

game-santiago = Santiago

## Noms

sa-crop-potato = pommes de terre
sa-crop-bean = haricots
sa-crop-pepper = piments
sa-crop-banana = bananes
sa-crop-cane = canne à sucre
sa-letter-potato = P
sa-letter-bean = H
sa-letter-pepper = M
sa-letter-banana = B
sa-letter-cane = C
sa-tile = { $crop } ({ $workers })
sa-word-pass = passe
sa-none = aucun
# La source (féminin).
sa-no-spring = aucune
sa-private = Votre argent : { $money ->
    [one] { $money } escudo
   *[other] { $money } escudos
}
sa-phase-spring = placement de la source
sa-phase-bidding = enchères
sa-phase-placement = placement des tuiles
sa-phase-neutral = la 4e tuile
sa-phase-bribes = offres au constructeur
sa-phase-overseer = le constructeur décide
sa-phase-canal = canaux personnels
sa-phase-over = partie terminée

## Plateau

sa-board-head = { $round ->
    [0] Mise en place
   *[other] Tour { $round }/{ $rounds }
} · constructeur { $overseer } · { $phase }
sa-board-legend = H12 : culture, n° du propriétaire, travailleurs agricoles dessus (· à personne) · P pommes de terre · H haricots · M piments · B bananes · C canne à sucre · ### désert · ~ irrigué · * palmier (& sur une case irriguée) · ═ ║ canal · ?? ? canal proposé · @ source
sa-board-water = Source : { $spring } · canaux : { $canals ->
    [one] { $canals } construit
   *[other] { $canals } construits
}, { $supply } en réserve
sa-board-palms = {" "}· palmiers : { $palms }
sa-board-palm-covered = { $square } (sous une tuile : un travailleur agricole de plus)
sa-board-palm-idle = { $square } (sous une tuile sans travailleur agricole de son propriétaire : ne compte pas)
sa-board-auction = Aux enchères : { $tiles } · piles : { $stacks } × { $left }
sa-board-removed = {" "}· retirée : { $tile }
sa-board-bids = Mises : { $bids }
sa-board-order = Pose : { $order }
sa-board-proposals = Offres : { $proposals } · construire ailleurs coûte { $cost }
sa-board-open = Un canal peut aller en : { $positions }
sa-board-seat = { $number }. <b>{ $name }</b> · { $workers ->
    [one] { $workers } travailleur agricole
   *[other] { $workers } travailleurs agricoles
} en réserve · canal personnel { $canal ->
    [yes] disponible
   *[no] posé
}
sa-board-money = {" "}· { $money ->
    [one] { $money } escudo
   *[other] { $money } escudos
}
sa-board-last = Derniers coups :
sa-do-spring = { $name } : placez la source sur une intersection (de a à t) ; tout canal partira d'elle : /spring position:<lettre>
sa-do-bid = { $name } : misez ou passez. Les mises sont toutes différentes, au plus votre argent ; la plus forte mise choisit sa tuile la première ; le premier à passer (ou, si personne ne passe, la plus petite mise) devient constructeur de canal ; passer ne coûte rien mais pose un travailleur agricole de moins{ $money ->
    [hidden] {" "}(Miser… et /hand vous montrent, à vous seul, les mises que vous pouvez payer)
   *[open] {""}
} : /bid amount:<n> ou /bid amount:passer
sa-do-place = { $name } : prenez une tuile et posez-la sur une case libre avec ses travailleurs agricoles{ $passed ->
    [yes] {" "}(vous avez passé : un travailleur agricole de moins)
   *[no] {""}
} ; à la sécheresse, une tuile sans canal voisin perd un travailleur agricole, et celle qui n'en a plus devient un désert : /place tile:<tuile> square:<case>
sa-do-neutral = { $name } : posez la dernière tuile, sans travailleur agricole, à côté d'une tuile non désertique ; elle n'appartient à personne mais agrandit un champ : /place tile:<tuile> square:<case>
sa-do-bribe = { $name } : proposez un emplacement de canal avec une offre, soutenez une offre, ou passez. Le constructeur accepte ensuite une offre et ses contributeurs le paient, ou construit ailleurs et paie à la banque la plus grosse offre + 1 : /bribe position:<gh> amount:<n> · /support proposal:<gh> amount:<n> · /bribe position:passe
sa-do-overseer = { $name } (constructeur) : acceptez une offre, ou construisez sur un emplacement non proposé et payez { $cost } à la banque ; accepter vous rapporte l'argent de l'offre : /overseer accept:<gh> · /overseer build:<gh>
sa-do-overseer-accept = { $name } (constructeur) : acceptez une offre ; ses contributeurs vous paient ce qu'ils ont offert ({ $reason ->
    [money] construire ailleurs coûte { $cost }, plus que votre argent
   *[proposed] tous les emplacements ouverts à un canal ont été proposés
}) : /overseer accept:<gh>
sa-do-overseer-build = { $name } (constructeur) : personne n'a rien offert : construisez un canal sur un emplacement ouvert{ $pay ->
    [free] {" "}gratuitement (vous n'avez pas d'argent)
    [paid] {" "}et payez 1 escudo à la banque
   *[unknown] {" "}et payez 1 escudo à la banque (rien si vous n'en avez pas)
} : /overseer build:<gh>
sa-do-canal = { $name } : posez votre canal personnel, ou passez et gardez-le pour un autre tour ; le premier canal personnel posé termine la phase : /canal position:<gh> · /canal position:passe

## Aide

sa-help = Noms de Santiago : cases A1 à H6 (colonne, ligne) · intersections a à t (les lettres aux croisements des fossés ; @ est la source) · emplacements de canal : les lettres des deux bouts d'un fossé (gh en travers, gl en long) · tuiles : la culture puis les travailleurs agricoles imprimés, pomme, haricot, piment, banane ou canne + 1 ou 2 (haricot2). Coups : /bid amount:3 ou /bid amount:passer · /place tile:haricot2 square:C3 · /bribe position:gh amount:3 (/bribe position:passer pour passer) · /support proposal:gh amount:2 · /overseer accept:gh ou /overseer build:gl · /canal position:gh ou /canal position:passer · /spring position:m · /pass.

## Libellés des coups (boutons, autocomplétion, /help)

sa-label-spring = Source en { $at }
sa-label-bid = Miser { $amount }
sa-label-bid-pass = Passer
sa-label-place = { $tile } en { $square }
sa-label-bribe = Offrir { $amount } pour { $position }
sa-label-support = Ajouter { $amount } à { $position }
sa-label-bribe-pass = Ne rien offrir
sa-label-accept = Accepter { $position }
sa-label-build = Construire en { $position } (vous payez)
sa-label-canal = Canal personnel en { $position }
sa-label-canal-pass = Garder votre canal

# /log : un coup joué, tel qu'il a été fait (les mots des boutons sont les sa-label-… ci-dessus).
sa-log-spring = source en { $at }
sa-log-bid = mise de { $amount }
sa-log-bid-pass = pas de mise (passe)
sa-log-bribe = offre de { $amount } pour { $position }
sa-log-support = { $amount } ajouté à l'offre pour { $position }
sa-log-bribe-pass = aucune offre
sa-log-accept = canal en { $position }, offres acceptées
sa-log-build = canal en { $position }, payé par le constructeur
sa-log-canal = canal personnel en { $position }
sa-log-canal-pass = canal personnel gardé

## Événements

sa-ev-removed = Tuile retirée face visible : { $tile }.
sa-ev-spring = { $name } place la source en { $at }.
sa-ev-spring-random = La source jaillit en { $at }.
sa-ev-palms = Palmiers en { $squares }.
sa-ev-round = Le tour { $round } commence.
sa-ev-bid = { $name } mise { $amount }.
sa-ev-bid-pass = { $name } passe.
sa-ev-overseer = { $name } devient constructeur de canal.
sa-ev-placed = { $name }{ $paid ->
    [0] {""}
   *[other] {" "}paie { $paid } et
} pose { $tile } en { $square } { $workers ->
    [0] sans travailleur agricole
    [one] avec { $workers } travailleur agricole
   *[other] avec { $workers } travailleurs agricoles
}.
sa-ev-neutral = { $name } pose { $tile } en { $square }, sans travailleur agricole.
sa-ev-proposed = { $name } offre { $amount } pour un canal en { $position }.
sa-ev-supported = { $name } ajoute { $amount } à { $position }.
sa-ev-bribe-pass = { $name } n'offre rien.
sa-ev-accepted = { $name } accepte { $position } et reçoit { $total }.
sa-ev-built = { $name } construit en { $position } et paie { $paid } à la banque.
sa-ev-canal = { $name } pose un canal personnel en { $position }.
sa-ev-canal-pass = { $name } garde son canal personnel.
sa-ev-drought = Sécheresse : un travailleur agricole perdu en { $dried } ; déserts : { $deserts }.
sa-ev-income = Revenus : { $amount } escudos chacun.
sa-ev-final-drought = Ultime sécheresse : déserts : { $deserts }.
sa-ev-game-over = La partie est finie : on compte les champs.

## Scores

sa-score-money = escudos
sa-score-fields = champs
sa-score-palms = palmiers

## Refus

sa-wrong-phase = Ce coup ne convient pas maintenant : le jeu attend { $expected }.
sa-bid-taken = Quelqu'un a déjà misé { $amount } : toutes les mises doivent différer.
sa-not-enough-money = Vous ne pouvez pas dépenser { $amount ->
    [one] { $amount } escudo
   *[other] { $amount } escudos
} : vous en avez { $money }.
sa-tile-not-offered = Aucune tuile { $tile } n'est aux enchères.
sa-square-taken = Une tuile occupe déjà { $square }.
sa-neutral-not-adjacent = La dernière tuile doit toucher une tuile non désertique, et { $square } n'en touche pas.
sa-canal-taken = Un canal occupe déjà { $position }.
sa-not-connected = { $position } ne touche ni la source ni un canal.
sa-already-proposed = { $position } est déjà proposé : soutenez plutôt cette offre (/support).
sa-no-proposal = Personne n'a proposé { $position } ce tour-ci.
sa-amount-zero = Offrez au moins 1 escudo.
sa-build-on-proposal = { $position } a été proposé : acceptez plutôt l'offre (/overseer accept:{ $position }).
sa-cannot-pay = Construire ailleurs coûte { $cost ->
    [one] { $cost } escudo
   *[other] { $cost } escudos
} et vous en avez { $money } : acceptez une offre.
sa-overseer-choice = Dites ce que vous faites : /overseer accept:<gh> pour accepter une offre, ou /overseer build:<gh> pour construire où personne n'a proposé (l'un des deux).
sa-bad-square = « { $text } » n'est pas une case (A1 à H6).
sa-bad-intersection = « { $text } » n'est pas une intersection (une lettre de a à t).
sa-bad-position = « { $text } » n'est pas un emplacement de canal (les lettres de deux intersections voisines, ex. gh).
sa-bad-tile = « { $text } » n'est pas une tuile (une culture puis 1 ou 2, ex. bean2).
sa-bad-amount = « { $text } » n'est pas un montant en escudos.

## /look et /info

sa-look-tiles = Tuiles ({ $count }, { $workers ->
    [one] { $workers } travailleur agricole
   *[other] { $workers } travailleurs agricoles
} dessus) : { $tiles }
sa-look-bid = Mise de ce tour : { $bid }
sa-look-offers = Offres au constructeur ce tour : { $offers }
sa-info-square-empty = { $square } : libre{ $watered ->
    [yes] , irriguée
   *[no] {""}
}{ $palm ->
    [yes] , un palmier
   *[no] {""}
}
sa-info-square-desert = { $square } : un désert (c'était { $crop })
sa-info-square-tile = { $square } : { $tile }, { $workers ->
    [0] aucun travailleur agricole
    [one] { $workers } travailleur agricole
   *[other] { $workers } travailleurs agricoles
}, { $watered ->
    [yes] irriguée
   *[no] sèche
}{ $palm ->
    [yes] , un palmier dessous (un travailleur agricole de plus tant qu'il en reste un)
    [idle] , un palmier dessous (plus aucun travailleur agricole du propriétaire : il ne compte pas)
   *[no] {""}
}
sa-info-square-owner = {" "}· tuile { DE($name) } (joueur { $number })
sa-info-square-canals = {" "}· canaux qui l'irriguent : { $positions }
sa-info-cell = <b>{ $code }</b> — le code d'une case du plateau : { $crop }, { $owner }, { $workers ->
    [one] { $workers } travailleur agricole
   *[other] { $workers } travailleurs agricoles
} dessus · cases qui le montrent : { $squares }
sa-info-cell-owner = tuile { DE($name) } (joueur { $number })
sa-info-cell-nobody = la tuile qui n'est à personne
sa-info-spring-name = source
sa-info-palm-name = palmier
sa-info-desert-name = désert
sa-info-position-name = canal { $position }
sa-info-spring = La source (en { $at }) : tout canal part d'elle ; un nouveau canal doit toucher la source ou un autre canal. Elle n'irrigue aucune case à elle seule.
sa-info-palm = Palmiers (variante { $variant ->
    [on] en jeu
   *[off] pas en jeu
}) : posés sur 3 cases libres à la mise en place. Une tuile posée sur un palmier compte un travailleur agricole de plus tant que son propriétaire y a encore un travailleur agricole ; le palmier d'une tuile devenue désertique est retiré. Palmiers en : { $squares }
sa-info-desert = Un désert : une tuile restée sèche à une sécheresse sans plus aucun travailleur agricole, ou à l'ultime sécheresse. Il ne porte aucun travailleur agricole et n'appartient à aucun champ. Déserts en : { $squares }
sa-info-crop = { $crop } (lettre { $letter }) : { $two } tuiles montrent 2 travailleurs agricoles et { $one } en montrent 1. Un champ est un ensemble de tuiles { DE($crop) } contiguës ; à la fin, chaque travailleur agricole d'un champ rapporte à son propriétaire autant d'escudos que le champ a de tuiles. Sur le plateau : { $squares }
sa-info-tile = { $tile } : une tuile { DE($crop) } montrant { $workers ->
    [one] { $workers } travailleur agricole
   *[other] { $workers } travailleurs agricoles
} : qui la pose y met autant de travailleurs agricoles (un de moins s'il a passé aux enchères). La boîte en contient { $box } ; sur le plateau : { $placed }, aux enchères maintenant : { $offered }{ $removed ->
    [0] {""}
   *[other] , retirée à la mise en place : { $removed }
}.
sa-info-position = Emplacement de canal { $position } : un canal ici irrigue { $squares }. Maintenant : { $state ->
    [canal] un canal est construit
    [open] ouvert (il touche la source ou un canal)
   *[closed] pas encore accessible (il ne touche ni la source ni un canal)
}.
sa-info-position-proposed = Emplacement de canal { $position } : un canal ici irrigue { $squares }. Maintenant : proposé au constructeur pour { $total } ({ $who }).
sa-log-stage = { $round ->
    [0] Mise en place
   *[other] Tour { $round }/{ $rounds }
} · { $phase }

## Verbes : les commandes du jeu (clés : voir commands/src/words/commands.rs)

command-bid = Phase 1 : miser pour les tuiles (un montant, ou pass)
command-name-bid = miser
option-bid-amount = Escudos, ou pass
option-name-bid-amount = montant

command-place = Phase 3 : prendre une tuile visible et la poser sur une case libre
command-name-place = poser
option-place-tile = Culture et travailleurs agricoles imprimés, ex. bean2
option-name-place-tile = tuile
option-place-square = Case, ex. C3
option-name-place-square = case

command-bribe = Phase 4 : proposer un emplacement de canal avec une offre (ou position:pass)
command-name-bribe = soudoyer
option-bribe-position = Emplacement de canal, ex. gh (ou pass)
option-name-bribe-position = position
option-bribe-amount = Escudos
option-name-bribe-amount = montant

command-support = Phase 4 : ajouter des escudos à une offre
command-name-support = soutenir
option-support-proposal = L'emplacement proposé, ex. gh
option-name-support-proposal = offre
option-support-amount = Escudos
option-name-support-amount = montant

command-overseer = Phase 4, constructeur : accepter une offre ou construire ailleurs
command-name-overseer = constructeur
option-overseer-accept = L'offre acceptée
option-name-overseer-accept = accepter
option-overseer-build = Où construire à la place (vous payez)
option-name-overseer-build = construire

command-canal = Phase 5 : poser votre canal personnel (ou pass)
command-name-canal = canal
option-canal-position = Emplacement, ex. gh, ou pass
option-name-canal-position = position

command-spring = Mise en place : le premier constructeur place la source
command-name-spring = source
option-spring-position = Lettre d'intersection, de a à t
option-name-spring-position = position

## Panneaux (argent caché) : un bouton du plateau qui répond à lui seul à qui le presse, avec les montants qu'il peut payer
sa-panel-bid-button = Miser…
sa-panel-bribe-button = Offrir pour { $position }…
sa-panel-support-button = Ajouter à { $position }…
sa-panel-build-button = Construire ailleurs…
sa-panel-bid = Votre mise : vous avez { $money ->
    [one] { $money } escudo
   *[other] { $money } escudos
} ; les mises sont toutes différentes, celles déjà prises sont donc absentes. Un autre montant : /bid amount:<n>
sa-panel-bid-none = Vous avez { $money ->
    [one] { $money } escudo
   *[other] { $money } escudos
} et toute mise que vous pourriez payer est prise : passez.
sa-panel-bribe = Votre offre pour { $position } : vous avez { $money ->
    [one] { $money } escudo
   *[other] { $money } escudos
}. Un autre montant : /bribe position:{ $position } amount:<n>
sa-panel-support = Ce que vous ajoutez à l'offre en { $position } : vous avez { $money ->
    [one] { $money } escudo
   *[other] { $money } escudos
}. Un autre montant : /support proposal:{ $position } amount:<n>
sa-panel-offer-none = Vous n'avez pas d'escudo à offrir : passez (cela ne coûte rien).
sa-panel-build = Construire ailleurs coûte { $cost } escudos et vous avez { $money } : où ?
sa-panel-build-none = Construire ailleurs coûte { $cost } escudos et vous avez { $money } : acceptez une offre.
