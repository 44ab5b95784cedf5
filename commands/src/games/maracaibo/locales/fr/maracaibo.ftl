# Maracaibo (français). Chaque clé doit exister aussi dans en/maracaibo.ftl.

game-maracaibo = Maracaibo
mc-help = Noms de Maracaibo : les lieux par leur numéro sur le plateau (4, 21a…), les cartes par identifiant (A12, B045), les zones du navire U1–U12, les cases d'exploration par identifiant (B2), les quêtes Q01…, les carrières CR1…, les bâtiments P1… Coups : /sail route:"2 3 4" · /city · /deliver card:A12 zone:U1 · /village (action principale) ou /village action:défausser · /buy card:A12 · /quest tile:Q05 · /spy card:B030 · /combat action:"révéler 1" · /explore spaces:"B1 B2" · /draw card:pioche · /plan card:A12 · /career career:"revendiquer G1" · /invest building:P3 · /done. Les décisions (nation, zone, choisir, payer, renforcer, jeton, espions, cube, refuser) passent par /play, qui les propose à la frappe. Mise en place (en privé, dans n'importe quel ordre) : /plan card:A03 keep:"A01 A02 A05 A07" et /career career:CR3. Votre main et vos choix : /hand.
mc-level-easy = carte histoire 75 (partie facile)
mc-level-medium = carte histoire 76 (partie moyenne)
mc-level-hard = carte histoire 77 (partie difficile)
mc-phase-setup = mise en place : chacun choisit en privé (MP ou /hand)
mc-phase-sail = phase A (navigation)
mc-phase-main = phase B (actions)
mc-phase-draw = phase C (pioche)
mc-phase-round-over = fin de manche
mc-phase-scoring = { $kind ->
    [final] décompte final
   *[other] décompte intermédiaire
} après l'arrêt { DE($name) }
mc-phase-word-scoring = un décompte
mc-phase-word-decision = une décision à prendre d'abord
mc-phase-over = partie terminée
mc-choice-cards = cartes
mc-choice-career = carrière
mc-nowhere = aucun village (rang seulement)

## Board

mc-board-head = <b>Manche { $round }/4</b> · { $level } · { $phase }
mc-board-turn = au tour { DE($name) } : { $phase } · { $mp } { $mp ->
    [one] PM parcouru
   *[other] PM parcourus
} · action principale { $main ->
    [yes] faite
   *[no] à faire
}
mc-board-setup = Choix (cartes, carrière) : { $status }
mc-board-ships = Navires : { $ships }
mc-board-markets = Marchés (livrés/places) : { $markets }
mc-board-nation = { $nation } { $count } [{ $at }] réserve { $reserve }
mc-board-nations = Nations : { $nations }
mc-board-fleet = {" "}· flotte : { $cubes }
mc-board-quests = Quêtes : { $quests } · pile { $pile } (dessus { $top })
mc-board-spies = Espions : { $spies }
mc-board-exploration = Explorateurs : { $explorers } · lignes franchies : { $lines } · arrivés : { $end }
mc-board-display = Étalage : { $cards } · pioche { $pile } · défausse { $discard } · jetons de combat { $first } + { $second } (piles 1 et 2)
mc-board-buildings = Prestige : { $buildings }
# A player's line: its parts joined by " · ", zero or empty parts left out.
mc-pl-head = { $number }. <b>{ $name }</b> { $d } d · { $cp } pc · { $vp } PV · revenu { $dincome } d/{ $vincome } PV
mc-pl-spies = espions { $reserve } réserve/{ $onmap } carte/{ $career } carrière
mc-pl-hand = main { $hand }/{ $limit }
mc-pl-explorer = explorateur { $space }
mc-pl-quests = quêtes { $count }
mc-pl-tokens = jetons { $count }
mc-pl-upgrades = améliorations { $items }
mc-pl-planned = planifié { $items }
mc-pl-bought = achetées { $items }
mc-pl-career = carrière { $career }
# Exploration line colours, by the pack's colour name (a pack's other colours are shown as spelt).
mc-colour-red = rouge
mc-colour-blue = bleue
mc-colour-green = verte
mc-board-last = Derniers coups :

## City actions

mc-ca-combat = un combat
mc-ca-explore = explorateur de { $n } au plus
mc-ca-1 = +1 influence et 1 action de village
mc-ca-2 = +1 point de combat, puis retirez 1 disque
mc-ca-3 = +3 points de combat
mc-ca-4 = 2 doublons, puis 1 action de village
mc-ca-5 = +1 point de combat et +1 influence
mc-ca-6 = 1 action de village par boussole
mc-ca-7 = 1 PV par jeton de combat ; vous pouvez défausser votre main pour 4 doublons
mc-ca-8 = 4 doublons, ou 2 PV par espion sur la carte
mc-ca-9 = vous pouvez payer 2 points de combat pour +1 influence et 6 doublons
mc-ca-combat-or-explore = un combat ou explorateur de { $n } au plus
mc-ca-vp = { $n } PV
mc-ca-village-spy-vp = { $n } actions de village ; vous pouvez rendre un espion de réserve pour { $vp } PV
mc-ca-quest = accomplir la quête de la ville

## Decisions awaited (with how to settle them)

mc-pending-influence = +{ $n } influence auprès d'une nation au choix : /play move:"nation fr|en|es"
mc-pending-rank = un rang de noblesse auprès d'une nation : /play move:"nation …"
mc-pending-discs = retirer { $n } { $n ->
    [one] disque
   *[other] disques
} de votre navire : /play move:"zone U…"
mc-pending-explore = avancer votre explorateur de { $n } au plus : /explore spaces:"…" (ou /play move:refuser)
mc-pending-choose = choisir une récompense : { $rewards } — /play move:"choisir N"
mc-pending-village = { $n ->
    [one] { $n } action de village restante
   *[other] { $n } actions de village restantes
} : /village action:…, /buy, /invest, ou /play move:refuser
mc-pending-quest = payer la quête { $subject } : /play move:"payer …"
mc-pending-combat = un combat : /combat action:"révéler 1" (ou reveal 2)
mc-pending-deliver = livraison avant l'action de la ville : /deliver card:… zone:… (ou /play move:refuser)
mc-pending-offer = une offre ({ $subject }) : /play move:"choisir 1" pour accepter, /play move:refuser pour refuser
mc-pending-spy-goods = payer { $n } marchandises identiques pour l'action d'espion : /play move:"payer …"
mc-pending-extra-sail = naviguer de 1 à { $n } PM pour l'action d'espion : /sail route:…
mc-pending-extra-main = une action principale de plus là où vous vous arrêtez : /city, /village, /quest…
mc-pending-fight = la nation pour laquelle vous combattez : /combat action:"fight fr|en|es"
mc-pending-combat-actions = actions de combat : /combat action:…, /play move:"renforcer pc|espion", ou /play move:refuser
mc-pending-synergy = un jeton de synergie que vous n'avez pas : /play move:"jeton …"
mc-pending-spies-on-card = des espions de votre réserve sur la carte : /play move:"espions N"
mc-pending-village-cube = un cube d'une nation sur un village vide : /play move:"cube fr 7"
mc-pending-village-rank = un cube d'une nation sur un village vide, et un rang : /play move:"cube fr 7"

## Private view

mc-private-dealt = <b>Mise en place</b> — vos 8 cartes : planifiez-en 1, gardez-en 4, les 3 autres sont défaussées.
mc-private-dealt-how = Choisissez (vous seul voyez ceci) : /plan card:{ $plan } keep:"{ $keep }"
mc-private-careers = Vos deux carrières : gardez-en une.
mc-private-careers-how = Choisissez : /career career:{ $career }
mc-private-hand = <b>Votre main</b> ({ $count }) :
mc-private-planned = Planifiée : { $cards }
mc-private-career = Carrière : { $career }
mc-private-decide = ▶ Votre décision : { $decision }
mc-goal = { $id } { $kind } { $modest }/{ $harder } (+{ $d } d + espion ; +{ $vp } PV si { $harder })
mc-goal-combat_tokens = jetons de combat
mc-goal-influence_one = influence auprès d'une nation
mc-goal-influence_two = influence auprès de deux nations
mc-goal-ship_upgrades = améliorations du navire
mc-goal-exploration_line = ligne d'exploration
mc-goal-quest_tiles = tuiles quête
mc-goal-synergy_tokens = jetons de synergie
mc-goal-spies_on_map = espions sur la carte

## Move labels

mc-label-choose = Planifier { $plan } ; garder { $keep }
mc-label-career = Garder la carrière { $career }
mc-label-sail = Naviguer jusqu'à { $stop } ({ $mp } PM)
mc-label-city = Action de la ville
mc-label-village = Actions de village
mc-label-quest = Quête { $tile }
mc-label-spy = Action d'espion { DE($card) }
mc-label-plan = Planifier { $card }
mc-label-claim = Réclamer l'objectif { $goal }
mc-label-spy-combat = Un espion contre 2 points de combat
mc-label-done = Fini
mc-label-draw-pile = Piocher
mc-label-draw = Prendre { $card }
mc-label-buy = Acheter { $card }
mc-label-buy-herbs = Acheter { $card } (herbes : { $herbs })
mc-label-invest = Investir dans { $building }
mc-label-deliver = Livrer { $card } (disque { DE($zone) })
mc-label-va-discard = Défausser toute votre main pour { $d ->
    [one] { $d } doublon
   *[other] { $d } doublons
}
mc-label-va-doubloon = Prendre 1 doublon
mc-label-va-combat = +1 point de combat
mc-label-va-goods = 3 marchandises : { $cards }
mc-label-va-cube = Un cube { $code ->
    [FR] français
    [EN] anglais
    [ES] espagnol
   *[other] { $nation }
}
mc-label-va-card = Action { DE($card) } (payer { $pay })
mc-label-va-quest = Quête { $tile } (payer { $pay })
mc-label-reveal = Révéler un jeton de la pile { $pile }
mc-label-reveal-none = Combattre sans jeton
mc-label-fight = Combattre pour : { $nation }
mc-label-ca-influence = Influence (option { $n })
mc-label-annex = Annexer { $location }
mc-label-capture = Capturer { $location }
mc-label-ca-village = Cube sur { $location }
mc-label-ca-card = Action de combat { DE($card) }
mc-label-fleet = Flotte au trésor
mc-label-boost-cp = +1 en valeur de combat pour un point de combat
mc-label-boost-spy = +1 en valeur de combat pour un espion
mc-label-nation = { $nation }
mc-label-zone = Disque { DE($zone) }
mc-label-explore = Explorateur en { $space } ({ $steps })
mc-label-pick = Choix { $n }
mc-label-pay = Payer
mc-label-pay-cards = Payer avec { $cards }
mc-label-token = Jeton { $symbol }
mc-label-spies = { $n ->
    [one] { $n } espion
   *[other] { $n } espions
} sur la carte
mc-label-cube = Cube { $code ->
    [FR] français
    [EN] anglais
    [ES] espagnol
   *[other] { $nation }
} : { $location }
mc-label-decline = Refuser

## Events

mc-ev-turn = Manche { $round } : au tour { DE($name) }.
mc-ev-sailed = { $name } navigue jusqu'à { $to } ({ $mp } PM{ $spies ->
    [0] {""}
    [one] , en passant { $spies } espion
   *[other] , en passant { $spies } espions
}).
mc-ev-drew-pile = { $name } pioche.
mc-ev-drew = { $name } prend une carte dans l'étalage.
mc-ev-round-over = { $name } termine la manche { $round }.

## Scores

mc-score-play = PV en cours de partie
mc-score-vp-income = revenu en PV
mc-score-doubloon-income = revenu en doublons
mc-score-cards = cartes
mc-score-buildings = bâtiments de prestige
mc-score-majorities = majorités
mc-score-nobility = noblesse
## Codes

mc-nation-FR = France
mc-nation-EN = Angleterre
mc-nation-ES = Espagne
mc-good-sugar = sucre
mc-good-tobacco = tabac
mc-good-corn = maïs
mc-item-book = livre
mc-item-telescope = longue-vue
mc-item-herbs = herbes médicinales
mc-item-map = carte
mc-syn-crown = couronne
mc-syn-anchor = ancre
mc-syn-cross = croix
mc-syn-quill = plume
mc-syn-cutlass = sabre

## Détails des décisions (libellés, ligne de combat)

mc-board-combat = ⚔ Combat, jeton { $token }
mc-board-combat-none = ⚔ Combat sans jeton : chaque nation à la valeur { $value }
mc-board-combat-fight = → { $nation }, valeur actuelle { $value }
mc-token-line = valeur { $value }, { $bonus }
mc-token-pay = payer { $n } { $n ->
    [one] doublon
   *[other] doublons
}
mc-token-inf = +{ $n } influence
mc-token-most = { $n } pour la nation qui a le plus de cubes
mc-token-fewest = { $n } pour la nation qui a le moins de cubes
mc-token-default = valeur { $value }, sans jeton
mc-space-quest = la tuile Quête qui s'y trouve
mc-space-end = fin de la piste
mc-zone-emptied = une fois vidée : { $effect }
mc-zone-village-actions = plus d'actions de village selon les PM parcourus
mc-zone-hand-limit = limite de main { $n }
mc-zone-free-display = cartes de l'étalage gratuites en phase C
mc-zone-village-annex = nouvelle action de combat : annexer ou capturer un village
mc-zone-va-cp = nouvelle action de village : +1 point de combat et 1 doublon
mc-zone-va-goods = nouvelle action de village : 3 marchandises identiques pour 2 doublons et 2 PV
mc-zone-va-cube = nouvelle action de village : un cube sur votre village sans cube, +1 influence, 1 doublon
mc-or = { " ou " }
mc-qc-cp = { $n ->
    [one] { $n } point de combat
   *[other] { $n } points de combat
}
mc-qc-d = { $n ->
    [one] { $n } doublon
   *[other] { $n } doublons
}
mc-qc-sailed = { $n } PM ou plus parcourus ce tour
mc-qc-spies = rendre { $n ->
    [one] { $n } espion
   *[other] { $n } espions
}
mc-flag = drapeau : { $reward }

## Rewards (flags, exploration, quests, spy actions)

mc-rw-d = +{ $n } { $n ->
    [one] doublon
   *[other] doublons
}
mc-rw-vp = +{ $n } PV
mc-rw-cp = +{ $n } { $n ->
    [one] point
   *[other] points
} de combat
mc-rw-d-vp = +{ $d ->
    [one] { $d } doublon
   *[other] { $d } doublons
} et +{ $vp } PV
mc-rw-discs = retirez { $n ->
    [one] { $n } disque
   *[other] { $n } disques
} de votre navire
mc-rw-inf-any = +{ $n } influence (nation au choix)
mc-rw-inf = +{ $n } influence auprès de : { $nation }
mc-rw-spies = { $n ->
    [one] { $n } espion
   *[other] { $n } espions
} de la réserve générale
mc-rw-explore = explorateur de { $n } { $n ->
    [one] case
   *[other] cases
} au plus
mc-rw-combat = un combat
mc-rw-skull = retirez une tuile tête de mort (rien en mode classique)
mc-rw-rank = rang de noblesse suivant auprès d'une nation
mc-rw-d-per-compass = { $n ->
    [one] { $n } doublon
   *[other] { $n } doublons
} par boussole
mc-rw-vp-per-compass = { $n } PV par boussole

## Card effects (the effect notation of docs/maracaibo-pack.md)

mc-eff-none = aucun effet (boussole seule)
mc-eff-inc-d = +{ $n } de revenu en doublons
mc-eff-inc-v = +{ $n } de revenu en PV
mc-eff-requires = { $effect } tant que vous avez le jeton { $symbol }
mc-eff-perm-item = compte pour un objet { $item } à demeure
mc-eff-perm-discount = cartes et investissements coûtent { $n } de moins
mc-eff-perm-combat-before = +1 point de combat avant chacune de vos actions de combat
mc-eff-perm-explorer-plus1 = votre explorateur peut avancer d'1 case de plus
mc-eff-perm-explorer-thief = prenez 1 PV à chaque explorateur que vous dépassez
mc-eff-perm-spy-tax = 1 PV ou 2 doublons quand quelqu'un s'arrête là où vous avez un espion
mc-eff-perm-spy-to-combat = à tout moment : rendez un espion de votre réserve → +2 points de combat
mc-eff-perm-patron = +2 points de combat quand vous combattez pour : { $nation }
mc-eff-perm-cube-removed = +3 PV chaque fois que vous retirez un cube de possession du jeu
mc-eff-va-cards-vp = nouvelle action de village (ultime) : payez 2 cartes → 2 PV + explorateur de 2 au plus
mc-eff-va-cards-d = nouvelle action de village (ultime) : payez 2 cartes → 3 doublons + explorateur de 2 au plus
mc-eff-va-books = nouvelle action de village (ultime) : payez 2 livres → { $n ->
    [one] { $n } doublon
   *[other] { $n } doublons
} + { $n } PV
mc-eff-va-goods = nouvelle action de village : payez 2 marchandises identiques → 4 doublons
mc-eff-ca-inf-vp = nouvelle action de combat : −2 en valeur de combat → +1 influence auprès de la nation + { $n } PV
mc-eff-ca-3d = nouvelle action de combat : −1 en valeur de combat → 3 doublons (+2 PV si vous avez le jeton { $symbol })
mc-eff-imm-inf2 = aussitôt : +2 influence auprès de : { $nation }
mc-eff-imm-village-cube = aussitôt : un cube d'une nation sur un village vide, puis prenez le jeton { $symbol }
mc-eff-imm-combat = aussitôt : +{ $n } { $n ->
    [one] point
   *[other] points
} de combat
mc-eff-imm-disc = aussitôt : retirez 1 disque de votre navire
mc-eff-imm-inf1 = aussitôt : +1 influence (nation au choix)
mc-eff-imm-quest-on-card = aussitôt : la quête du dessus de la pile va sur cette carte, à accomplir une fois (action de village ultime)
mc-eff-imm-vp-per-token = aussitôt : 1 PV par jeton de combat sur votre navire
mc-eff-imm-vp-per-spy = aussitôt : 2 PV par espion à vous sur la carte
mc-eff-imm-vp-per-quest = aussitôt : 1 PV par tuile quête sur votre navire
mc-eff-imm-vp-per-compass = aussitôt : 2 PV par boussole (celle-ci comprise)
mc-eff-imm-spies2 = aussitôt : 2 espions de la réserve générale
mc-eff-imm-syn-any = aussitôt : un jeton de synergie que vous n'avez pas
mc-eff-imm-village-rank = aussitôt : un cube d'une nation sur un village vide et votre rang de noblesse suivant auprès d'elle
mc-eff-imm-spies-on-card = aussitôt : des espions de votre réserve sur cette carte, +2 de revenu en doublons chacun
mc-eff-imm-vp-per-syn = aussitôt : 2 PV par jeton de synergie
mc-eff-imm-vp-per-nation3 = aussitôt : 3 PV par nation auprès de laquelle vous avez 3 d'influence ou plus
mc-eff-spy = action d'espion S{ $number } à { $location } : { $steps }
mc-step-village = { $n ->
    [one] { $n } action de village
   *[other] { $n } actions de village
}
mc-step-sail = naviguez de 1 à { $n } PM et faites une action principale de plus
mc-step-pay-goods = payez { $n } marchandises identiques
mc-step-pay-cp = payez { $n } { $n ->
    [one] point
   *[other] points
} de combat
mc-step-vp-per-spy = { $n } PV par espion à vous sur la carte
mc-step-vp-per-token = { $n } PV par jeton de combat sur votre navire
mc-cond-herbs3 = défaussez 3 herbes médicinales
mc-cond-nation3 = { $nation } possède 3 lieux ou plus
mc-cond-combat = payez { $n } { $n ->
    [one] point
   *[other] points
} de combat
mc-spy-location = un espion de votre réserve y va
mc-spy-return = rendez 1 espion de votre réserve
mc-spy-on-card = 1 espion de votre réserve sur cette carte
mc-card-cost = { $n } d
mc-card-compass = boussole
mc-card-synergy = jeton { $symbol }
mc-card-vp = { $n } PV
mc-card-needs = {" "}· exige : { $needs }
## Refusals

err-mc-already-chosen = Vous avez déjà fait ce choix ({ $choice }).
err-mc-not-a-dealt-card = { $card } ne fait pas partie des cartes qui vous ont été distribuées, ou vous l'avez nommée deux fois.
err-mc-not-an-offered-career = { $career } n'est pas l'une des deux carrières qui vous sont proposées.
err-mc-no-move = Un voyage doit entrer dans au moins un lieu.
err-mc-no-route = Aucune route ne mène { DE($from) } à { $to } pendant cette manche.
err-mc-must-stop = Votre navire doit s'arrêter à { $location } : il ne peut pas le dépasser.
err-mc-too-far = Ce voyage coûte { $mp } points de mouvement ; vous en avez { $budget }.
err-mc-gated = { $location } n'ouvre que lorsque votre explorateur a atteint sa case.
err-mc-hand-full = Votre main est à sa limite.
err-mc-nothing-to-draw = La pioche et la défausse sont vides.
err-mc-no-such-display-card = Il n'y a pas de carte à l'emplacement { $slot } de l'étalage.
err-mc-cannot-pay = Cela coûte { $cost ->
    [one] { $cost } doublon
   *[other] { $cost } doublons
} : vous ne pouvez pas payer.
err-mc-zone-locked = La zone { $zone } du navire n'a plus de disque, ou son prérequis n'est pas rempli.
err-mc-no-explorer-move = Votre explorateur ne peut pas se déplacer ainsi maintenant.
err-mc-wrong-phase = Ce coup n'appartient pas à cette partie du tour ({ $phase }).
err-mc-decide-first = Réglez d'abord la décision en attente (voir /hand).
err-mc-nothing-to-decide = Il n'y a aucune décision à prendre maintenant.
err-mc-not-a-choice = Ce n'est pas l'un des choix de la décision en attente.
err-mc-not-offered = Cette action principale n'est pas proposée ici maintenant, ou vous avez déjà fait votre action principale.

## Content packs

err-mc-content-missing-file = Pack Maracaibo : le fichier { $file } manque.
err-mc-content-unknown-file = Pack Maracaibo : { $file } n'est pas l'un des 13 fichiers d'un pack.
err-mc-content-duplicate-file = Pack Maracaibo : { $file } est donné deux fois.
err-mc-content-syntax = Pack Maracaibo, { $file } : TOML invalide : { $detail }
err-mc-content-field = Pack Maracaibo, { $file } [{ $entry }] : { $detail }
err-mc-content-duplicate-id = Pack Maracaibo, { $file } : l'identifiant { $id } est utilisé deux fois.
err-mc-content-count = Pack Maracaibo, { $file } [{ $entry }] : { $expected } { $what } attendus, { $found } trouvés.
err-mc-content-reference = Pack Maracaibo, { $file } [{ $entry }] : { $what } { $id } inconnu.
err-mc-content-notation = Pack Maracaibo, { $file } [{ $entry }] : impossible de lire « { $text } » (attendu : { $expected }).
err-mc-content-value = Pack Maracaibo, { $file } [{ $entry }] : { $field } = { $value }, attendu : { $expected }.
err-mc-content-route = Pack Maracaibo, { $file } : la route est rompue en { $place } ({ $problem }).
err-mc-unknown-pack = Aucun pack de contenu Maracaibo ne s'appelle { $name }.
err-mc-pack-changed = Le pack de contenu Maracaibo { $name } a changé depuis l'enregistrement de cette partie ; une partie ne reprend jamais sur un contenu modifié.
err-mc-bad-pack-name = { $name } n'est pas un nom de pack valide (1 à 32 caractères parmi a-z, 0-9, _ et -).
err-mc-pack-taken = Un pack Maracaibo est déjà enregistré sous le nom { $name }.
err-mc-unknown-id = Il n'y a pas { DE($kind) } { $id } dans cette partie.
err-mc-keep-count = Gardez exactement { $count } des cartes distribuées.
err-mc-not-in-display = { $card } n'est pas dans l'étalage.
err-mc-solo-level-with-players = Le niveau { $level } est un niveau solo (1 à 5 : seul contre l'Automa Jeanne) et demande un seul joueur assis ; { $players } sont assis. De 2 à 4 joueurs, le niveau est easy (facile) ou medium (moyen), par exemple /start game:maracaibo level:medium ; pour une partie solo, les autres joueurs tapent d'abord /leave.

# Solo
# (vous contre l'Automa Jeanne ; rendu par commands/src/games/maracaibo/solo.rs)

mc-solo-level-1 = niveau 1, très facile
mc-solo-level-2 = niveau 2, facile
mc-solo-level-3 = niveau 3, moyen
mc-solo-level-4 = niveau 4, difficile
mc-solo-level-5 = niveau 5, très difficile
mc-solo-last-turn = 🤖 Dernier tour { DE($name) } : { $steps }
mc-solo-player = { $number }. 🤖 <b>{ $name }</b> ({ $level }) { $vp } PV · FR { $fr } EN { $en } ES { $es } · explorateur { $explorer } · quêtes { $quests } · jetons { $tokens } · disques restants { $discs } · prochain revenu { $income } PV · améliorations libérées { $upgrades } · cartes prises { $cards } · pioche Automa { $deck }, jouées { $discard }
mc-solo-won = 🏆 { $name } bat { $jeanne }, { $you } PV à { $her } !
mc-solo-tie = 🤝 { $name } et { $jeanne } à égalité avec { $you } PV : victoire partagée.
mc-solo-lost = 🤖 { $jeanne } gagne, { $her } PV à { $you }. Retentez votre chance !
mc-jeanne-drew = pioche { $card }
mc-jeanne-reshuffled = mélange ses cartes jouées en une nouvelle pioche
mc-jeanne-sailed = navigue jusqu'à { $to }
mc-jeanne-quest = prend la quête { $quest } { $from }
mc-jeanne-quest-from = { $kind ->
    [track] sur la case d'exploration { $at }
    [pile] de la pile
   *[location] à { $at }
}
mc-jeanne-delivered = livre un disque à { $to }
mc-jeanne-card = prend { $card } (emplacement { $slot } de l'étalage)
mc-jeanne-influence = +{ $steps } d'influence ({ $nation })
mc-jeanne-vp = +{ $n } PV
mc-jeanne-disc = un disque de son plateau quitte la partie
mc-jeanne-explored = avance son explorateur sur la case { $to }
mc-jeanne-fought = combat ({ $nation }, jeton { $token }, valeur { $value })
mc-jeanne-fought-no-token = combat ({ $nation }, plus de jeton, valeur { $value })
mc-jeanne-annexed = annexe { $location } ({ $nation })
mc-jeanne-cube-removed = un cube ({ $nation }) quitte la partie (plus rien à annexer)
mc-jeanne-income = revenu +{ $n } PV
mc-jeanne-end-bonus = bonus de fin : quêtes +{ $quests }, navire +{ $ship }, explorateur +{ $explorer } PV
mc-log-round = Manche { $round }/4
mc-log-setup = Mise en place

## Verbes : les commandes du jeu (clés : voir commands/src/words/commands.rs)

command-sail = Maracaibo, phase A : naviguer (chaque lieu traversé, le dernier est l'arrêt)
command-name-sail = naviguer
option-sail-route = Lieux traversés, ex. 2 3 4
option-name-sail-route = trajet

command-deliver = Maracaibo : livrer une carte de la main au marché (un disque d'une zone du navire)
command-name-deliver = livrer
option-deliver-card = La carte livrée
option-name-deliver-card = carte
option-deliver-zone = La zone du navire d'où vient le disque
option-name-deliver-zone = zone

command-city = Maracaibo : action principale, l'action de la ville (avec sa livraison)
command-name-city = ville

command-village = Maracaibo : l'action principale villages, ou une action de village
command-name-village = village
option-village-action = Une action de village (vide : l'action principale)
option-name-village-action = action

command-buy = Maracaibo : acheter une carte de votre main
command-name-buy = acheter
option-buy-card = La carte achetée
option-name-buy-card = carte
option-buy-herbs = Cartes défaussées comme 3 herbes médicinales (si la carte l'exige)
option-name-buy-herbs = herbes

command-quest = Maracaibo : action principale, accomplir une quête là où vous êtes
command-name-quest = quete
option-quest-tile = La tuile quête
option-name-quest-tile = tuile

command-spy = Maracaibo : une action d'espion, ou card:combat (un espion contre 2 points de combat)
command-name-spy = espion
option-spy-card = La carte d'action d'espion, ou combat
option-name-spy-card = carte

command-combat = Maracaibo : une étape de combat (révéler, combattre pour une nation, une action de combat)
command-name-combat = combat
option-combat-action = ex. reveal 1, fight fr, annex 7
option-name-combat-action = action

command-explore = Maracaibo : avancer votre explorateur (chaque case traversée)
command-name-explore = explorer
option-explore-spaces = Cases traversées, ex. B1 B2
option-name-explore-spaces = cases

command-draw = Maracaibo, phase C : piocher ou prendre une carte de l'étalage
command-name-draw = piocher
option-draw-card = pile, ou une carte de l'étalage
option-name-draw-card = carte

command-plan = Maracaibo : planifier une carte (mise en place : en planifier 1 et en garder 4 sur 8)
command-name-plan = planifier
option-plan-card = La carte planifiée
option-name-plan-card = carte
option-plan-keep = Mise en place : les 4 cartes gardées
option-name-plan-keep = garder

command-career = Maracaibo : garder une carrière (mise en place) ou réclamer un objectif (claim G1)
command-name-career = carriere
option-career-career = La carrière gardée, ou claim <objectif>
option-name-career-career = carriere

command-invest = Maracaibo : investir dans un bâtiment de prestige
command-name-invest = investir
option-invest-building = Le bâtiment de prestige
option-name-invest-building = batiment

command-done = Maracaibo : finir la phase d'action principale (décompte : prendre les 2 PV)
command-name-done = fini
