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
sa-board-legend = P pommes de terre · H haricots · M piments · B bananes · C canne à sucre · chiffres : travailleurs agricoles (n° du joueur), · un manquant · ### désert · * palmier · ═ ║ canal · @ source
sa-board-water = Source : { $spring } · canaux : { $canals ->
    [one] { $canals } construit
   *[other] { $canals } construits
}, { $supply } en réserve
sa-board-palms = {" "}· palmiers : { $palms }
sa-board-auction = Aux enchères : { $tiles } · piles : { $stacks } × { $left }
sa-board-removed = {" "}· retirée : { $tile }
sa-board-bids = Mises : { $bids }
sa-board-order = Pose : { $order }
sa-board-proposals = Offres : { $proposals } · construire ailleurs coûte { $cost }
sa-board-open = Un canal peut aller en : { $positions }
sa-board-seat = { $number }. **{ $name }** · { $workers ->
    [one] { $workers } travailleur agricole
   *[other] { $workers } travailleurs agricoles
} en réserve · canal personnel { $canal ->
    [yes] ✓
   *[no] posé
}
sa-board-money = {" "}· { $money ->
    [one] { $money } escudo
   *[other] { $money } escudos
}
sa-board-last = Derniers coups :
sa-do-spring = { $name } : placez la source sur une intersection (de a à t) : /spring position:<lettre>
sa-do-bid = { $name } : misez (mises toutes différentes, au plus votre argent) ou passez : /bid amount:<n> ou /bid amount:passe
sa-do-place = { $name } : prenez une tuile et posez-la sur une case libre{ $passed ->
    [yes] {" "}(vous avez passé : un travailleur agricole de moins)
   *[no] {""}
} : /place tile:<tuile> square:<case>
sa-do-neutral = { $name } : posez la dernière tuile, sans travailleur agricole, à côté d'une tuile non désertique : /place tile:<tuile> square:<case>
sa-do-bribe = { $name } : proposez un emplacement de canal avec une offre, soutenez une offre, ou passez : /bribe position:<gh> amount:<n> · /support proposal:<gh> amount:<n> · /bribe position:passe
sa-do-overseer = { $name } (constructeur) : acceptez une offre, ou construisez sur un emplacement non proposé et payez { $cost } à la banque : /overseer accept:<gh> · /overseer build:<gh>
sa-do-overseer-accept = { $name } (constructeur) : acceptez une offre ({ $reason ->
    [money] construire ailleurs coûte { $cost }, plus que votre argent
   *[proposed] tous les emplacements ouverts à un canal ont été proposés
}) : /overseer accept:<gh>
sa-do-overseer-build = { $name } (constructeur) : personne n'a rien offert : construisez un canal sur un emplacement ouvert{ $pay ->
    [free] {" "}gratuitement (vous n'avez pas d'argent)
    [paid] {" "}et payez 1 escudo à la banque
   *[unknown] {" "}et payez 1 escudo à la banque (rien si vous n'en avez pas)
} : /overseer build:<gh>
sa-do-canal = { $name } : posez votre canal personnel (le premier posé termine la phase) ou passez : /canal position:<gh> · /canal position:passe

## Aide

sa-help = Noms de Santiago : cases A1 à H6 (colonne, ligne) · intersections a à t (les lettres aux croisements des fossés ; @ est la source) · emplacements de canal : les lettres des deux bouts d'un fossé (gh en travers, gl en long) · tuiles : la culture puis les travailleurs agricoles imprimés, potato, bean, pepper, banana ou cane (ou pomme, haricot, piment, banane, canne) + 1 ou 2 (bean2). Coups : /bid amount:3 ou amount:passe · /place tile:bean2 square:C3 · /bribe position:gh amount:3 (position:passe pour passer) · /support proposal:gh amount:2 · /overseer accept:gh ou build:gl · /canal position:gh ou position:passe · /spring position:m · /pass.

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
} pose { $tile } en { $square } avec { $workers ->
    [0] aucun travailleur agricole
    [one] { $workers } travailleur agricole
   *[other] { $workers } travailleurs agricoles
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
