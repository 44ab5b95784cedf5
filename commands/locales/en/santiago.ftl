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
sa-board-legend = P potatoes · B beans · R peppers · Y bananas · S sugar cane · digits: workers (player number), · one missing · ### desert · * palm · ═ ║ canal · @ spring
sa-board-water = Spring: { $spring } · canals: { $canals } built, { $supply } in supply
sa-board-palms = {" "}· palms: { $palms }
sa-board-auction = On auction: { $tiles } · stacks: { $stacks } × { $left }
sa-board-removed = {" "}· removed: { $tile }
sa-board-bids = Bids: { $bids }
sa-board-order = Placing: { $order }
sa-board-proposals = Proposals: { $proposals } · building elsewhere costs { $cost }
sa-board-open = A canal may go on: { $positions }
sa-board-seat = { $number }. **{ $name }** · { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
} left · personal canal { $canal ->
    [yes] ✓
   *[no] used
}
sa-board-money = {" "}· { $money ->
    [one] { $money } escudo
   *[other] { $money } escudos
}
sa-board-last = Last moves:
sa-do-spring = { $name }: place the spring on an intersection (a to t): /spring position:<letter>
sa-do-bid = { $name }: bid (every bid differs, at most your money) or pass: /bid amount:<n> or /bid amount:pass
sa-do-place = { $name }: take a tile and place it on an empty square{ $passed ->
    [yes] {" "}(you passed: one worker fewer)
   *[no] {""}
}: /place tile:<tile> square:<square>
sa-do-neutral = { $name }: place the last tile, without worker, next to a tile that is not a desert: /place tile:<tile> square:<square>
sa-do-bribe = { $name }: propose a canal position with a bribe, support a proposal, or pass: /bribe position:<gh> amount:<n> · /support proposal:<gh> amount:<n> · /bribe position:pass
sa-do-overseer = { $name } (overseer): accept a proposal, or build on a position nobody proposed and pay { $cost } to the bank: /overseer accept:<gh> · /overseer build:<gh>
sa-do-overseer-accept = { $name } (overseer): accept a proposal ({ $reason ->
    [money] building elsewhere costs { $cost }, more than you have
   *[proposed] every position open to a canal was proposed
}): /overseer accept:<gh>
sa-do-overseer-build = { $name } (overseer): nobody offered anything: build a canal on a position open to one{ $pay ->
    [free] {" "}for free (you have no money)
    [paid] {" "}and pay 1 escudo to the bank
   *[unknown] {" "}and pay 1 escudo to the bank (nothing if you have none)
}: /overseer build:<gh>
sa-do-canal = { $name }: place your personal canal (the first one placed ends the phase) or pass: /canal position:<gh> · /canal position:pass

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
    [one] 1 worker
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
