# Maracaibo (English). Every key here must exist in fr/maracaibo.ftl too.

game-maracaibo = Maracaibo
mc-help = Maracaibo names: locations by their number on the map (4, 21a…), cards by id (A12, B045), ship zones U1–U12, exploration spaces by id (B2), quest tiles Q01…, careers CR1…, buildings P1… Moves: /sail route:"2 3 4" · /city · /deliver card:A12 zone:U1 · /village (main action) or /village action:discard · /buy card:A12 · /quest tile:Q05 · /spy card:B030 · /combat action:"reveal 1" · /explore spaces:"B1 B2" · /draw card:pile · /plan card:A12 · /career career:"claim G1" · /invest building:P3 · /done. Decisions (nation, zone, pick, pay, boost, token, spies, cube, decline) go through /play, which lists them as you type. Set-up (privately, in any order): /plan card:A03 keep:"A01 A02 A05 A07" and /career career:CR3. Your hand and choices: /hand.
mc-level-easy = story card 75 (easy game)
mc-level-medium = story card 76 (medium game)
mc-level-hard = story card 77 (hard game)
mc-phase-setup = set-up: everyone chooses privately (DM or /hand)
mc-phase-sail = phase A (sail)
mc-phase-main = phase B (actions)
mc-phase-draw = phase C (draw)
mc-phase-round-over = end of round
mc-phase-scoring = { $kind ->
    [final] final scoring
   *[other] interim scoring
} after { $name }'s stop
mc-phase-word-scoring = a scoring
mc-phase-word-decision = a decision to settle first
mc-phase-over = game over
mc-choice-cards = cards
mc-choice-career = career
mc-nowhere = no village (rank only)

## Board

mc-board-head = <b>Round { $round }/4</b> · { $level } · { $phase }
mc-board-turn = { $name }'s turn: { $phase } · { $mp } MP sailed · main action { $main ->
    [yes] taken
   *[no] to take
}
mc-board-setup = Choices (cards, career): { $status }
mc-board-ships = Ships: { $ships }
mc-board-markets = Markets (delivered/spaces): { $markets }
mc-board-nation = { $nation } { $count } [{ $at }] reserve { $reserve }
mc-board-nations = Nations: { $nations }
mc-board-fleet = {" "}· fleet: { $cubes }
mc-board-quests = Quests: { $quests } · pile { $pile } (top { $top })
mc-board-spies = Spies: { $spies }
mc-board-exploration = Explorers: { $explorers } · lines crossed: { $lines } · at the end: { $end }
mc-board-display = Display: { $cards } · pile { $pile } · discard { $discard } · combat tokens { $first } + { $second } (piles 1 and 2)
mc-board-buildings = Prestige: { $buildings }
# A player's line: its parts joined by " · ", zero or empty parts left out.
mc-pl-head = { $number }. <b>{ $name }</b> { $d } d · { $cp } cp · { $vp } VP · income { $dincome } d/{ $vincome } VP
mc-pl-spies = spies { $reserve } reserve/{ $onmap } map/{ $career } career
mc-pl-hand = hand { $hand }/{ $limit }
mc-pl-explorer = explorer { $space }
mc-pl-quests = quests { $count }
mc-pl-tokens = tokens { $count }
mc-pl-upgrades = upgrades { $items }
mc-pl-planned = planned { $items }
mc-pl-bought = bought { $items }
mc-pl-career = career { $career }
# Exploration line colours, by the pack's colour name (a pack's other colours are shown as spelt).
mc-colour-red = red
mc-colour-blue = blue
mc-colour-green = green
mc-board-last = Last moves:

## City actions

mc-ca-combat = one combat
mc-ca-explore = explorer up to { $n }
mc-ca-1 = +1 influence and 1 village action
mc-ca-2 = +1 combat point, then remove 1 disc
mc-ca-3 = +3 combat points
mc-ca-4 = 2 doubloons, then 1 village action
mc-ca-5 = +1 combat point and +1 influence
mc-ca-6 = 1 village action per compass
mc-ca-7 = 1 VP per combat token; may discard your hand for 4 doubloons
mc-ca-8 = 4 doubloons, or 2 VP per spy on the map
mc-ca-9 = may pay 2 combat points for +1 influence and 6 doubloons
mc-ca-combat-or-explore = one combat or explorer up to { $n }
mc-ca-vp = { $n } VP
mc-ca-village-spy-vp = { $n } village actions; may return a reserve spy for { $vp } VP
mc-ca-quest = fulfil the city's quest

## Decisions awaited (with how to settle them)

mc-pending-influence = +{ $n } influence with a nation of your choice: /play move:"nation fr|en|es"
mc-pending-rank = a nobility rank with a nation: /play move:"nation …"
mc-pending-discs = remove { $n } { $n ->
    [one] disc
   *[other] discs
} from your ship: /play move:"zone U…"
mc-pending-explore = move your explorer up to { $n }: /explore spaces:"…" (or /play move:decline)
mc-pending-choose = choose a reward: { $rewards } — /play move:"pick N"
mc-pending-village = { $n } village { $n ->
    [one] action
   *[other] actions
} left: /village action:…, /buy, /invest, or /play move:decline
mc-pending-quest = pay for quest { $subject }: /play move:"pay …"
mc-pending-combat = a combat: /combat action:"reveal 1" (or reveal 2)
mc-pending-deliver = delivery before the city action: /deliver card:… zone:… (or /play move:decline)
mc-pending-offer = an offer ({ $subject }): /play move:"pick 1" to accept, decline to refuse
mc-pending-spy-goods = pay { $n } identical goods for the spy action: /play move:"pay …"
mc-pending-extra-sail = sail 1 to { $n } MP for the spy action: /sail route:…
mc-pending-extra-main = one more main action where you stop: /city, /village, /quest…
mc-pending-fight = the nation you fight for: /combat action:"fight fr|en|es"
mc-pending-combat-actions = combat actions: /combat action:…, /play move:"boost cp|spy", or decline
mc-pending-synergy = a synergy token you lack: /play move:"token …"
mc-pending-spies-on-card = spies from your reserve onto the card: /play move:"spies N"
mc-pending-village-cube = a nation's cube onto an empty village: /play move:"cube fr 7"
mc-pending-village-rank = a nation's cube onto an empty village, and a rank: /play move:"cube fr 7"

## Private view

mc-private-dealt = <b>Set-up</b> — your 8 cards: plan 1, keep 4, the other 3 are discarded.
mc-private-dealt-how = Choose (only you see this): /plan card:{ $plan } keep:"{ $keep }"
mc-private-careers = Your two careers: keep one.
mc-private-careers-how = Choose: /career career:{ $career }
mc-private-hand = <b>Your hand</b> ({ $count }):
mc-private-planned = Planned: { $cards }
mc-private-career = Career: { $career }
mc-private-decide = ▶ Your decision: { $decision }
mc-goal = { $id } { $kind } { $modest }/{ $harder } (+{ $d } d + spy; +{ $vp } VP if { $harder })
mc-goal-combat_tokens = combat tokens
mc-goal-influence_one = influence with one nation
mc-goal-influence_two = influence with two nations
mc-goal-ship_upgrades = ship upgrades
mc-goal-exploration_line = exploration line
mc-goal-quest_tiles = quest tiles
mc-goal-synergy_tokens = synergy tokens
mc-goal-spies_on_map = spies on the map

## Move labels

mc-label-choose = Plan { $plan }; keep { $keep }
mc-label-career = Keep career { $career }
mc-label-sail = Sail to { $stop } ({ $mp } MP)
mc-label-city = City action
mc-label-village = Village actions
mc-label-quest = Quest { $tile }
mc-label-spy = Spy action of { $card }
mc-label-plan = Plan { $card }
mc-label-claim = Claim goal { $goal }
mc-label-spy-combat = A spy for 2 combat points
mc-label-done = Done
mc-label-draw-pile = Draw from the pile
mc-label-draw = Take { $card }
mc-label-buy = Buy { $card }
mc-label-buy-herbs = Buy { $card } (herbs: { $herbs })
mc-label-invest = Invest in { $building }
mc-label-deliver = Deliver { $card } (disc from { $zone })
mc-label-va-discard = Discard your whole hand for { $d ->
    [one] { $d } doubloon
   *[other] { $d } doubloons
}
mc-label-va-doubloon = Take 1 doubloon
mc-label-va-combat = +1 combat point
mc-label-va-goods = 3 goods: { $cards }
mc-label-va-cube = { $code ->
    [EN] An
   *[other] A
} { $nation } cube
mc-label-va-card = Action of { $card } (pay { $pay })
mc-label-va-quest = Quest { $tile } (pay { $pay })
mc-label-reveal = Reveal a token from pile { $pile }
mc-label-reveal-none = Fight without a token
mc-label-fight = Fight for { $nation }
mc-label-ca-influence = Influence (option { $n })
mc-label-annex = Annex { $location }
mc-label-capture = Capture { $location }
mc-label-ca-village = Cube on { $location }
mc-label-ca-card = Combat action of { $card }
mc-label-fleet = Treasure fleet
mc-label-boost-cp = +1 combat value for a combat point
mc-label-boost-spy = +1 combat value for a spy
mc-label-nation = { $nation }
mc-label-zone = Disc from { $zone }
mc-label-explore = Explorer to { $space } ({ $steps })
mc-label-pick = Choice { $n }
mc-label-pay = Pay
mc-label-pay-cards = Pay with { $cards }
mc-label-token = { $symbol } token
mc-label-spies = { $n ->
    [one] { $n } spy
   *[other] { $n } spies
} on the card
mc-label-cube = { $nation } cube: { $location }
mc-label-decline = Decline

## Events

mc-ev-turn = Round { $round }: { $name }'s turn.
mc-ev-sailed = { $name } sails to { $to } ({ $mp } MP{ $spies ->
    [0] {""}
    [one] , passing { $spies } spy
   *[other] , passing { $spies } spies
}).
mc-ev-drew-pile = { $name } draws from the pile.
mc-ev-drew = { $name } takes a card from the display.
mc-ev-round-over = { $name } ends round { $round }.

## Scores

mc-score-play = VP during the game
mc-score-vp-income = VP income
mc-score-doubloon-income = doubloon income
mc-score-cards = cards
mc-score-buildings = prestige buildings
mc-score-majorities = majorities
mc-score-nobility = nobility
## Codes

mc-nation-FR = France
mc-nation-EN = England
mc-nation-ES = Spain
mc-good-sugar = sugar
mc-good-tobacco = tobacco
mc-good-corn = corn
mc-item-book = book
mc-item-telescope = telescope
mc-item-herbs = medicinal herbs
mc-item-map = map
mc-syn-crown = crown
mc-syn-anchor = anchor
mc-syn-cross = cross
mc-syn-quill = quill
mc-syn-cutlass = cutlass

## Decision details (labels, combat line)

mc-board-combat = ⚔ Combat, token { $token }
mc-board-combat-none = ⚔ Combat without a token: every nation at value { $value }
mc-board-combat-fight = → { $nation }, value now { $value }
mc-token-line = value { $value }, { $bonus }
mc-token-pay = pay { $n } { $n ->
    [one] doubloon
   *[other] doubloons
}
mc-token-inf = +{ $n } influence
mc-token-most = { $n } for the nation with the most cubes
mc-token-fewest = { $n } for the nation with the fewest cubes
mc-token-default = value { $value }, no token
mc-space-quest = the quest tile there
mc-space-end = end of the track
mc-zone-emptied = emptied: { $effect }
mc-zone-village-actions = more village actions per MP sailed
mc-zone-hand-limit = hand limit { $n }
mc-zone-free-display = display cards free in phase C
mc-zone-village-annex = new combat action: annex or capture a village
mc-zone-va-cp = new village action: +1 combat point and 1 doubloon
mc-zone-va-goods = new village action: 3 identical goods for 2 doubloons and 2 VP
mc-zone-va-cube = new village action: a cube on your cube-free village, +1 influence, 1 doubloon
mc-or = { " or " }
mc-qc-cp = { $n ->
    [one] { $n } combat point
   *[other] { $n } combat points
}
mc-qc-d = { $n ->
    [one] { $n } doubloon
   *[other] { $n } doubloons
}
mc-qc-sailed = { $n }+ MP sailed this turn
mc-qc-spies = return { $n ->
    [one] { $n } spy
   *[other] { $n } spies
}
mc-flag = flag: { $reward }

## Rewards (flags, exploration, quests, spy actions)

mc-rw-d = +{ $n } { $n ->
    [one] doubloon
   *[other] doubloons
}
mc-rw-vp = +{ $n } VP
mc-rw-cp = +{ $n } combat { $n ->
    [one] point
   *[other] points
}
mc-rw-d-vp = +{ $d ->
    [one] { $d } doubloon
   *[other] { $d } doubloons
} and +{ $vp } VP
mc-rw-discs = remove { $n ->
    [one] { $n } disc
   *[other] { $n } discs
} from your ship
mc-rw-inf-any = +{ $n } influence (any nation)
mc-rw-inf = +{ $n } influence with { $nation }
mc-rw-spies = { $n ->
    [one] { $n } spy
   *[other] { $n } spies
} from the supply
mc-rw-explore = explorer up to { $n } { $n ->
    [one] space
   *[other] spaces
}
mc-rw-combat = one combat
mc-rw-skull = remove a skull tile (nothing in classic mode)
mc-rw-rank = next nobility rank with one nation
mc-rw-d-per-compass = { $n ->
    [one] { $n } doubloon
   *[other] { $n } doubloons
} per compass
mc-rw-vp-per-compass = { $n } VP per compass

## Card effects (the effect notation of docs/maracaibo-pack.md)

mc-eff-none = no effect (compass only)
mc-eff-inc-d = +{ $n } doubloon income
mc-eff-inc-v = +{ $n } VP income
mc-eff-requires = { $effect } while you hold the { $symbol } token
mc-eff-perm-item = counts as one { $item } for good
mc-eff-perm-discount = cards and investments cost { $n } less
mc-eff-perm-combat-before = +1 combat point before each of your combat actions
mc-eff-perm-explorer-plus1 = your explorer may move 1 extra space
mc-eff-perm-explorer-thief = take 1 VP from each explorer you pass
mc-eff-perm-spy-tax = 1 VP or 2 doubloons whenever anyone stops where you have a spy
mc-eff-perm-spy-to-combat = any time: return a spy from your reserve → +2 combat points
mc-eff-perm-patron = +2 combat points whenever you fight for { $nation }
mc-eff-perm-cube-removed = +3 VP whenever you remove a possession cube from the game
mc-eff-va-cards-vp = new village action (ultimate): pay 2 cards → 2 VP + explorer up to 2
mc-eff-va-cards-d = new village action (ultimate): pay 2 cards → 3 doubloons + explorer up to 2
mc-eff-va-books = new village action (ultimate): pay 2 books → { $n ->
    [one] { $n } doubloon
   *[other] { $n } doubloons
} + { $n } VP
mc-eff-va-goods = new village action: pay 2 identical goods → 4 doubloons
mc-eff-ca-inf-vp = new combat action: −2 combat value → +1 influence with the nation + { $n } VP
mc-eff-ca-3d = new combat action: −1 combat value → 3 doubloons (+2 VP if you hold the { $symbol } token)
mc-eff-imm-inf2 = now: +2 influence with { $nation }
mc-eff-imm-village-cube = now: a nation's cube on an empty village, then take the { $symbol } token
mc-eff-imm-combat = now: +{ $n } combat { $n ->
    [one] point
   *[other] points
}
mc-eff-imm-disc = now: remove 1 disc from your ship
mc-eff-imm-inf1 = now: +1 influence (any nation)
mc-eff-imm-quest-on-card = now: the top quest tile goes on this card, to fulfil once (ultimate village action)
mc-eff-imm-vp-per-token = now: 1 VP per combat token on your ship
mc-eff-imm-vp-per-spy = now: 2 VP per spy of yours on the map
mc-eff-imm-vp-per-quest = now: 1 VP per quest tile on your ship
mc-eff-imm-vp-per-compass = now: 2 VP per compass you own (this one included)
mc-eff-imm-spies2 = now: 2 spies from the supply
mc-eff-imm-syn-any = now: a synergy token you do not hold
mc-eff-imm-village-rank = now: a nation's cube on an empty village and your next nobility rank with that nation
mc-eff-imm-spies-on-card = now: spies from your reserve onto this card, +2 doubloon income each
mc-eff-imm-vp-per-syn = now: 2 VP per synergy token you hold
mc-eff-imm-vp-per-nation3 = now: 3 VP per nation with which you have 3+ influence
mc-eff-spy = spy action S{ $number } at { $location }: { $steps }
mc-step-village = { $n ->
    [one] { $n } village action
   *[other] { $n } village actions
}
mc-step-sail = sail 1–{ $n } MP and take one more main action
mc-step-pay-goods = pay { $n } identical goods
mc-step-pay-cp = pay { $n } combat { $n ->
    [one] point
   *[other] points
}
mc-step-vp-per-spy = { $n } VP per spy of yours on the map
mc-step-vp-per-token = { $n } VP per combat token on your ship
mc-cond-herbs3 = discard 3 medicinal herbs
mc-cond-nation3 = { $nation } holds 3+ locations
mc-cond-combat = pay { $n } combat { $n ->
    [one] point
   *[other] points
}
mc-spy-location = a spy from your reserve goes there
mc-spy-return = return 1 spy from your reserve
mc-spy-on-card = 1 spy from your reserve on this card
mc-card-cost = { $n } d
mc-card-compass = compass
mc-card-synergy = { $symbol } token
mc-card-vp = { $n } VP
mc-card-needs = {" "}· needs: { $needs }
## Refusals

err-mc-already-chosen = You have already made that choice ({ $choice }).
err-mc-not-a-dealt-card = { $card } is not one of the cards dealt to you, or you named it twice.
err-mc-not-an-offered-career = { $career } is not one of the two careers offered to you.
err-mc-no-move = A voyage must enter at least one location.
err-mc-no-route = There is no route from { $from } to { $to } this round.
err-mc-must-stop = Your ship must stop at { $location }: it cannot sail past it.
err-mc-too-far = That voyage costs { $mp } movement points; you have { $budget }.
err-mc-gated = { $location } opens only once your explorer has reached its space.
err-mc-hand-full = Your hand is at its limit.
err-mc-nothing-to-draw = The draw pile and the discard pile are empty.
err-mc-no-such-display-card = There is no card at display slot { $slot }.
err-mc-cannot-pay = That costs { $cost ->
    [one] { $cost } doubloon
   *[other] { $cost } doubloons
}: you cannot pay it.
err-mc-zone-locked = Ship zone { $zone } has no disc left, or its prerequisite is not met.
err-mc-no-explorer-move = Your explorer cannot move like that now.
err-mc-wrong-phase = That move does not belong to this part of the turn ({ $phase }).
err-mc-decide-first = Settle the pending decision first (see your /hand).
err-mc-nothing-to-decide = There is no decision to make now.
err-mc-not-a-choice = That is not one of the choices of the pending decision.
err-mc-not-offered = That main action is not offered here now, or you have already taken your main action.

## Content packs

err-mc-content-missing-file = Maracaibo pack: the file { $file } is missing.
err-mc-content-unknown-file = Maracaibo pack: { $file } is not one of the 13 files of a pack.
err-mc-content-duplicate-file = Maracaibo pack: { $file } is given twice.
err-mc-content-syntax = Maracaibo pack, { $file }: not valid TOML: { $detail }
err-mc-content-field = Maracaibo pack, { $file } [{ $entry }]: { $detail }
err-mc-content-duplicate-id = Maracaibo pack, { $file }: the id { $id } is used twice.
err-mc-content-count = Maracaibo pack, { $file } [{ $entry }]: expected { $expected } { $what }, found { $found }.
err-mc-content-reference = Maracaibo pack, { $file } [{ $entry }]: unknown { $what } { $id }.
err-mc-content-notation = Maracaibo pack, { $file } [{ $entry }]: cannot read “{ $text }” (expected { $expected }).
err-mc-content-value = Maracaibo pack, { $file } [{ $entry }]: { $field } = { $value }, expected { $expected }.
err-mc-content-route = Maracaibo pack, { $file }: the route is broken at { $place } ({ $problem }).
err-mc-unknown-pack = There is no Maracaibo content pack named { $name }.
err-mc-pack-changed = The Maracaibo content pack { $name } has changed since this game was saved; a game never resumes on changed content.
err-mc-bad-pack-name = { $name } is not a valid pack name (1 to 32 characters among a-z, 0-9, _ and -).
err-mc-pack-taken = A Maracaibo pack is already registered as { $name }.
err-mc-unknown-id = There is no { $kind } { $id } in this game.
err-mc-keep-count = Keep exactly { $count } of your dealt cards.
err-mc-not-in-display = { $card } is not in the display.
err-mc-solo-level-with-players = Level { $level } is a solo level (1 to 5: you alone against the Automa Jeanne) and needs exactly one seated player; { $players } are seated. With 2 to 4 players the level is easy or medium, e.g. /start game:maracaibo level:medium; for a solo game, the other players type /leave first.

# Solo
# (you against the Automa Jeanne; rendered by commands/src/games/maracaibo/solo.rs)

mc-solo-level-1 = level 1, very easy
mc-solo-level-2 = level 2, easy
mc-solo-level-3 = level 3, medium
mc-solo-level-4 = level 4, hard
mc-solo-level-5 = level 5, very hard
mc-solo-last-turn = 🤖 { $name }'s last turn: { $steps }
mc-solo-player = { $number }. 🤖 <b>{ $name }</b> ({ $level }) { $vp } VP · FR { $fr } EN { $en } ES { $es } · explorer { $explorer } · quests { $quests } · tokens { $tokens } · discs left { $discs } · next income { $income } VP · upgrades emptied { $upgrades } · cards taken { $cards } · Automa deck { $deck }, played { $discard }
mc-solo-won = 🏆 { $name } beats { $jeanne }, { $you } VP to { $her }!
mc-solo-tie = 🤝 { $name } and { $jeanne } tie at { $you } VP: a shared victory.
mc-solo-lost = 🤖 { $jeanne } wins, { $her } VP to { $you }. Try again!
mc-jeanne-drew = draws { $card }
mc-jeanne-reshuffled = shuffles her played cards into a new deck
mc-jeanne-sailed = sails to { $to }
mc-jeanne-quest = takes quest { $quest } { $from }
mc-jeanne-quest-from = { $kind ->
    [track] from exploration space { $at }
    [pile] from the pile
   *[location] at { $at }
}
mc-jeanne-delivered = delivers a disc to { $to }
mc-jeanne-card = takes { $card } (display slot { $slot })
mc-jeanne-influence = +{ $steps } influence with { $nation }
mc-jeanne-vp = +{ $n } VP
mc-jeanne-disc = a disc of her board leaves the game
mc-jeanne-explored = moves her explorer to space { $to }
mc-jeanne-fought = fights for { $nation } (token { $token }, value { $value })
mc-jeanne-fought-no-token = fights for { $nation } (no token left, value { $value })
mc-jeanne-annexed = annexes { $location } for { $nation }
mc-jeanne-cube-removed = a cube of { $nation } leaves the game (nothing left to annex)
mc-jeanne-income = income +{ $n } VP
mc-jeanne-end-bonus = end bonuses: quests +{ $quests }, ship +{ $ship }, explorer +{ $explorer } VP
mc-log-round = Round { $round }/4
mc-log-setup = Set-up

## Verbs: the game's slash commands (see commands/src/words/commands.rs for the keys)

command-sail = Maracaibo, phase A: sail (every location entered, the last is your stop)
option-sail-route = Locations entered, e.g. 2 3 4

command-deliver = Maracaibo: deliver a hand card to the market (a disc from a ship zone)
option-deliver-card = The card delivered
option-deliver-zone = The ship zone the disc comes from

command-city = Maracaibo: main action, the city action (with its delivery)

command-village = Maracaibo: the main action village actions, or one village action
option-village-action = One village action (empty: the main action)

command-buy = Maracaibo: buy a card from your hand
option-buy-card = The card bought
option-buy-herbs = Cards discarded as 3 medicinal herbs (if the card asks)

command-quest = Maracaibo: main action, fulfil a quest tile where you stand
option-quest-tile = The quest tile

command-spy = Maracaibo: a spy action, or card:combat (a spy for 2 combat points)
option-spy-card = The spy-action card, or combat

command-combat = Maracaibo: a combat step (reveal, fight for a nation, a combat action)
option-combat-action = e.g. reveal 1, fight fr, annex 7

command-explore = Maracaibo: move your explorer (every space entered)
option-explore-spaces = Spaces entered, e.g. B1 B2

command-draw = Maracaibo, phase C: draw from the pile or take a display card
option-draw-card = pile, or a display card

command-plan = Maracaibo: plan a card (set-up: plan 1 and keep 4 of your 8)
option-plan-card = The card planned
option-plan-keep = Set-up: the 4 cards kept

command-career = Maracaibo: keep a career (set-up) or claim a goal (claim G1)
option-career-career = The career kept, or claim <goal>

command-invest = Maracaibo: invest in a prestige building
option-invest-building = The prestige building

command-done = Maracaibo: end your main-action phase (scoring: take the 2 VP)
