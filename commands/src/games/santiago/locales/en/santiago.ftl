# Santiago (English). Every key here must exist in fr/santiago.ftl too.

game-santiago = Santiago

## Names

sa-crop-potato = potatoes
sa-crop-bean = beans
sa-crop-pepper = peppers
sa-crop-banana = bananas
sa-crop-cane = sugar cane
sa-letter-potato = P
sa-letter-bean = B
sa-letter-pepper = R
sa-letter-banana = Y
sa-letter-cane = S
sa-tile = { $crop } ({ $workers })
sa-word-pass = pass
sa-none = none
sa-no-spring = none
sa-private = Your money: { $money ->
    [one] { $money } escudo
   *[other] { $money } escudos
}
sa-phase-spring = placing the spring
sa-phase-bidding = bids
sa-phase-placement = placing tiles
sa-phase-neutral = the 4th tile
sa-phase-bribes = bribes
sa-phase-overseer = the overseer decides
sa-phase-canal = personal canals
sa-phase-over = game over

## Board

sa-board-head = { $round ->
    [0] Set-up
   *[other] Round { $round }/{ $rounds }
} · overseer { $overseer } · { $phase }
sa-board-legend = B12: crop, owner's number, workers on it (· nobody's) · P potatoes · B beans · R peppers · Y bananas · S sugar cane · ### desert · ~ watered · * palm (& on a watered square) · ═ ║ canal · ?? ? proposed canal · @ spring
sa-board-water = Spring: { $spring } · canals: { $canals } built, { $supply } in supply
sa-board-palms = {" "}· palms: { $palms }
sa-board-palm-covered = { $square } (under a tile: one more worker)
sa-board-palm-idle = { $square } (under a tile with no worker of its owner: counts nothing)
sa-board-auction = On auction: { $tiles } · stacks: { $stacks } × { $left }
sa-board-removed = {" "}· removed: { $tile }
sa-board-bids = Bids: { $bids }
sa-board-order = Placing: { $order }
sa-board-proposals = Proposals: { $proposals } · building elsewhere costs { $cost }
sa-board-open = A canal may go on: { $positions }
sa-board-seat = { $number }. <b>{ $name }</b> · { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
} left · personal canal { $canal ->
    [yes] unused
   *[no] used
}
sa-board-money = {" "}· { $money ->
    [one] { $money } escudo
   *[other] { $money } escudos
}
sa-board-last = Last moves:
sa-do-spring = { $name }: place the spring on an intersection (a to t); every canal will start from it: /spring position:<letter>
sa-do-bid = { $name }: bid or pass. Bids all differ, at most your money; the highest bid picks its tile first; the first to pass (or, if nobody passes, the lowest bid) becomes the canal overseer; a pass costs nothing but places one worker fewer{ $money ->
    [hidden] {" "}(Bid… and /hand show you alone the bids you can afford)
   *[open] {""}
}: /bid amount:<n> or /bid amount:pass
sa-do-place = { $name }: take a tile and place it on an empty square with its workers{ $passed ->
    [yes] {" "}(you passed: one worker fewer)
   *[no] {""}
}; at the drought a tile beside no canal loses a worker, and one with none left becomes a desert: /place tile:<tile> square:<square>
sa-do-neutral = { $name }: place the last tile, without worker, next to a tile that is not a desert; it belongs to nobody but makes a field bigger: /place tile:<tile> square:<square>
sa-do-bribe = { $name }: propose a canal position with a bribe, support a proposal, or pass. The overseer then accepts one proposal and its contributors pay him, or builds elsewhere and pays the highest total + 1 to the bank: /bribe position:<gh> amount:<n> · /support proposal:<gh> amount:<n> · /bribe position:pass
sa-do-overseer = { $name } (overseer): accept a proposal, or build on a position nobody proposed and pay { $cost } to the bank; accepting brings you the proposal's money: /overseer accept:<gh> · /overseer build:<gh>
sa-do-overseer-accept = { $name } (overseer): accept a proposal; its contributors pay you what they offered ({ $reason ->
    [money] building elsewhere costs { $cost }, more than you have
   *[proposed] every position open to a canal was proposed
}): /overseer accept:<gh>
sa-do-overseer-build = { $name } (overseer): nobody offered anything: build a canal on a position open to one{ $pay ->
    [free] {" "}for free (you have no money)
    [paid] {" "}and pay 1 escudo to the bank
   *[unknown] {" "}and pay 1 escudo to the bank (nothing if you have none)
}: /overseer build:<gh>
sa-do-canal = { $name }: place your personal canal, or pass and keep it for a later round; the first personal canal placed ends the phase: /canal position:<gh> · /canal position:pass

## Help

sa-help = Santiago names: squares A1 to H6 (column, row) · intersections a to t (the letters where ditches cross; @ is the spring) · canal positions: the letters at both ends of a ditch (gh across, gl down) · tiles: the crop then the workers printed on it, potato, bean, pepper, banana or cane + 1 or 2 (bean2). Moves: /bid amount:3 or amount:pass · /place tile:bean2 square:C3 · /bribe position:gh amount:3 (position:pass to pass) · /support proposal:gh amount:2 · /overseer accept:gh or build:gl · /canal position:gh or position:pass · /spring position:m · /pass.

## Move labels (buttons, autocomplete, /help)

sa-label-spring = Spring on { $at }
sa-label-bid = Bid { $amount }
sa-label-bid-pass = Pass
sa-label-place = { $tile } on { $square }
sa-label-bribe = Offer { $amount } for { $position }
sa-label-support = Add { $amount } to { $position }
sa-label-bribe-pass = Offer nothing
sa-label-accept = Accept { $position }
sa-label-build = Build on { $position } (you pay)
sa-label-canal = Personal canal on { $position }
sa-label-canal-pass = Keep your canal

# /log: a played move as what was done (the buttons' words are the sa-label-… above).
sa-log-spring = spring on { $at }
sa-log-bid = bid of { $amount }
sa-log-bid-pass = no bid (passed)
sa-log-bribe = offer of { $amount } for { $position }
sa-log-support = { $amount } added to the offer for { $position }
sa-log-bribe-pass = no offer
sa-log-accept = canal on { $position }, the offers accepted
sa-log-build = canal on { $position }, paid by the overseer
sa-log-canal = personal canal on { $position }
sa-log-canal-pass = personal canal kept

## Events

sa-ev-removed = Tile removed face up: { $tile }.
sa-ev-spring = { $name } places the spring on { $at }.
sa-ev-spring-random = The spring rises on { $at }.
sa-ev-palms = Palms on { $squares }.
sa-ev-round = Round { $round } begins.
sa-ev-bid = { $name } bids { $amount }.
sa-ev-bid-pass = { $name } passes.
sa-ev-overseer = { $name } becomes the canal overseer.
sa-ev-placed = { $name }{ $paid ->
    [0] {""}
   *[other] {" "}pays { $paid } and
} places { $tile } on { $square } with { $workers ->
    [0] no worker
    [one] { $workers } worker
   *[other] { $workers } workers
}.
sa-ev-neutral = { $name } places { $tile } on { $square }, without worker.
sa-ev-proposed = { $name } offers { $amount } for a canal on { $position }.
sa-ev-supported = { $name } adds { $amount } to { $position }.
sa-ev-bribe-pass = { $name } offers nothing.
sa-ev-accepted = { $name } accepts { $position } and receives { $total }.
sa-ev-built = { $name } builds on { $position } and pays { $paid } to the bank.
sa-ev-canal = { $name } places a personal canal on { $position }.
sa-ev-canal-pass = { $name } keeps the personal canal.
sa-ev-drought = Drought: a worker lost on { $dried }; deserts: { $deserts }.
sa-ev-income = Income: { $amount } escudos each.
sa-ev-final-drought = Final drought: deserts: { $deserts }.
sa-ev-game-over = The game is over: fields are counted.

## Scores

sa-score-money = escudos
sa-score-fields = fields
sa-score-palms = palms

## Refusals

sa-wrong-phase = That move does not fit now: the game expects { $expected }.
sa-bid-taken = Somebody already bid { $amount }: every bid must differ.
sa-not-enough-money = You cannot spend { $amount ->
    [one] { $amount } escudo
   *[other] { $amount } escudos
}: you have { $money }.
sa-tile-not-offered = There is no { $tile } tile on auction.
sa-square-taken = A tile already lies on { $square }.
sa-neutral-not-adjacent = The last tile must go next to a tile that is not a desert, and { $square } is not.
sa-canal-taken = A canal already lies on { $position }.
sa-not-connected = { $position } touches neither the spring nor a canal.
sa-already-proposed = { $position } is already proposed: support that proposal instead (/support).
sa-no-proposal = Nobody proposed { $position } this round.
sa-amount-zero = Offer at least 1 escudo.
sa-build-on-proposal = { $position } was proposed: accept it instead (/overseer accept:{ $position }).
sa-cannot-pay = Building elsewhere costs { $cost ->
    [one] { $cost } escudo
   *[other] { $cost } escudos
} and you have { $money }: accept a proposal.
sa-overseer-choice = Say what you do: /overseer accept:<gh> to accept a proposal, or /overseer build:<gh> to build where nobody proposed (one of the two).
sa-bad-square = “{ $text }” is not a square (A1 to H6).
sa-bad-intersection = “{ $text }” is not an intersection (a letter from a to t).
sa-bad-position = “{ $text }” is not a canal position (the letters of two neighbouring intersections, e.g. gh).
sa-bad-tile = “{ $text }” is not a tile (a crop then 1 or 2, e.g. bean2).
sa-bad-amount = “{ $text }” is not an amount of escudos.

## /look and /info

sa-look-tiles = Tiles ({ $count }, { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
} on them): { $tiles }
sa-look-bid = Bid this round: { $bid }
sa-look-offers = Offers to the overseer this round: { $offers }
sa-info-square-empty = { $square }: empty{ $watered ->
    [yes] , watered
   *[no] {""}
}{ $palm ->
    [yes] , a palm
   *[no] {""}
}
sa-info-square-desert = { $square }: a desert (it was { $crop })
sa-info-square-tile = { $square }: { $tile }, { $workers ->
    [0] no worker
    [one] { $workers } worker
   *[other] { $workers } workers
}, { $watered ->
    [yes] watered
   *[no] dry
}{ $palm ->
    [yes] , a palm under it (one more worker while one stands there)
    [idle] , a palm under it (no worker of the owner left there: it counts nothing)
   *[no] {""}
}
sa-info-square-owner = {" "}· { $name }'s tile (player { $number })
sa-info-square-canals = {" "}· canals that water it: { $positions }
sa-info-cell = <b>{ $code }</b> — a board cell's code: { $crop }, { $owner }, { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
} on it · squares showing it now: { $squares }
sa-info-cell-owner = { $name }'s tile (player { $number })
sa-info-cell-nobody = the tile nobody owns
sa-info-spring-name = spring
sa-info-palm-name = palm
sa-info-desert-name = desert
sa-info-position-name = canal { $position }
sa-info-spring = The spring (on { $at }): every canal starts from it; a new canal must touch the spring or another canal. It waters no square by itself.
sa-info-palm = Palms (variant { $variant ->
    [on] in play
   *[off] not in play
}): set on 3 empty squares at set-up. A tile placed on a palm counts one more worker while its owner still has a worker there; a palm under a tile that turns desert is removed. Palms on: { $squares }
sa-info-desert = A desert: a tile that stood dry at a drought with no worker left, or at the final drought. It holds no worker and belongs to no field. Deserts on: { $squares }
sa-info-crop = { $crop } (letter { $letter }): { $two } tiles show 2 workers and { $one } show 1. A field is a group of touching { $crop } tiles; at the end each worker in a field earns its owner as many escudos as the field has tiles. On the board: { $squares }
sa-info-tile = { $tile }: a tile of { $crop } showing { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
}: whoever places it puts that many workers on it (one fewer after passing the bid). The box holds { $box }; on the board: { $placed }, on auction now: { $offered }{ $removed ->
    [0] {""}
   *[other] , removed at set-up: { $removed }
}.
sa-info-position = Canal position { $position }: a canal here waters { $squares }. Now: { $state ->
    [canal] a canal is built
    [open] open (it touches the spring or a canal)
   *[closed] not reachable yet (it touches neither the spring nor a canal)
}.
sa-info-position-proposed = Canal position { $position }: a canal here waters { $squares }. Now: proposed to the overseer for { $total } ({ $who }).
sa-log-stage = { $round ->
    [0] Set-up
   *[other] Round { $round }/{ $rounds }
} · { $phase }

## Verbs: the game's slash commands (see commands/src/words/commands.rs for the keys)

command-bid = Phase 1: bid for the tiles (an amount, or pass)
option-bid-amount = Escudos, or pass

command-place = Phase 3: take a face-up tile and place it on an empty square
option-place-tile = Crop and printed workers, e.g. bean2
option-place-square = Square, e.g. C3

command-bribe = Phase 4: propose a canal position with a bribe (or position:pass)
option-bribe-position = Canal position, e.g. gh (or pass)
option-bribe-amount = Escudos

command-support = Phase 4: add escudos to a proposal
option-support-proposal = The proposed position, e.g. gh
option-support-amount = Escudos

command-overseer = Phase 4, overseer: accept a proposal or build elsewhere
option-overseer-accept = The proposal you accept
option-overseer-build = Where you build instead (you pay)

command-canal = Phase 5: place your personal canal (or pass)
option-canal-position = Canal position, e.g. gh, or pass

command-spring = Set-up: the first overseer places the spring
option-spring-position = Intersection letter a to t

## Panels (hidden money): a board button answering its presser alone with the amounts they can pay
sa-panel-bid-button = Bid…
sa-panel-bribe-button = Offer for { $position }…
sa-panel-support-button = Add to { $position }…
sa-panel-build-button = Build elsewhere…
sa-panel-bid = Your bid: you have { $money ->
    [one] { $money } escudo
   *[other] { $money } escudos
}; bids all differ, so those taken are left out. Another amount: /bid amount:<n>
sa-panel-bid-none = You have { $money ->
    [one] { $money } escudo
   *[other] { $money } escudos
} and every bid you could pay is taken: pass.
sa-panel-bribe = Your offer for { $position }: you have { $money ->
    [one] { $money } escudo
   *[other] { $money } escudos
}. Another amount: /bribe position:{ $position } amount:<n>
sa-panel-support = What you add to the proposal on { $position }: you have { $money ->
    [one] { $money } escudo
   *[other] { $money } escudos
}. Another amount: /support proposal:{ $position } amount:<n>
sa-panel-offer-none = You have no escudo to offer: pass (it costs nothing).
sa-panel-build = Building elsewhere costs { $cost } escudos and you have { $money }: where?
sa-panel-build-none = Building elsewhere costs { $cost } escudos and you have { $money }: accept a proposal.
