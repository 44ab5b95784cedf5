# Puerto Rico: the expansion buildings (options extension and random): the buildings' names and the engine's
# refusals.
pr-building-aqueduct = Aqueduct
pr-building-forest-house = Forest House
pr-building-black-market = Black Market
pr-building-storehouse = Storehouse
pr-building-guest-house = Guest House
pr-building-trading-post = Trading Post
pr-building-church = Church
pr-building-small-wharf = Small Wharf
pr-building-lighthouse = Lighthouse
pr-building-library = Library
pr-building-specialty-factory = Specialty Factory
pr-building-union-hall = Union Hall
pr-building-cloister = Cloister
pr-building-statue = Statue
pr-short-aqueduct = Aqueduct
pr-short-forest-house = Forest House
pr-short-black-market = Black Market
pr-short-storehouse = Storehouse
pr-short-guest-house = Guest House
pr-short-trading-post = Trading Post
pr-short-church = Church
pr-short-small-wharf = Small Wharf
pr-short-lighthouse = Lighthouse
pr-short-library = Library
pr-short-specialty-factory = Specialty Factory
pr-short-union-hall = Union Hall
pr-short-cloister = Cloister
pr-short-statue = Statue

## Abbreviated building names (the tight list of the most crowded boards: 5 players late in a game)

pr-abbr-aqueduct = Aqued.
pr-abbr-forest-house = Forest H.
pr-abbr-black-market = B.Market
pr-abbr-storehouse = Storeh.
pr-abbr-guest-house = Guest H.
pr-abbr-trading-post = Tr.Post
pr-abbr-church = Church
pr-abbr-small-wharf = S.Wharf
pr-abbr-lighthouse = Lighth.
pr-abbr-library = Library
pr-abbr-specialty-factory = Sp.Fact.
pr-abbr-union-hall = Union
pr-abbr-cloister = Cloister
pr-abbr-statue = Statue
pr-score-cloister = Cloister
pr-not-in-play = The { $building } is not in play in this game.
pr-pick-cost-full = Every space for buildings costing { $cost } is already filled: the { $building } is out.
pr-needs-building = That needs an occupied { $building }.
pr-building-used = You already used your { $building } in this phase.
pr-black-market-not-needed = That costs { $cost ->
    [one] { $cost } doubloon
   *[other] { $cost } doubloons
} and you have { $doubloons }: the Black Market only helps with what you cannot afford.
pr-black-market-payment = That costs { $cost ->
    [one] { $cost } doubloon
   *[other] { $cost } doubloons
}: { $count ->
    [one] { $count } Black Market item
   *[other] { $count } Black Market items
} and { $doubloons ->
    [one] { $doubloons } doubloon
   *[other] { $doubloons } doubloons
} do not pay it exactly.
pr-no-colonist-there = You have no colonist to give there: { $slot }.
pr-no-vp-chip = You have no VP chip to give.
pr-keep-loose-count = Keep exactly { $allowed } loose { $allowed ->
    [one] barrel
   *[other] barrels
}, not { $count }.
pr-too-many-guests = Your Guest House holds { $colonists ->
    [one] { $colonists } guest
   *[other] { $colonists } guests
}, not { $count }.

## Moves and events of the expansion
pr-label-pick = Pick { $what }
pr-label-guests = Guests: { $what }
pr-label-guests-stay = Guests stay
pr-label-forest = Forest instead of { $what }
pr-label-hacienda-forest = Hacienda: a forest
pr-label-black-market = Build { $what }, Black Market: { $items }
pr-label-trading-post = Sell { $what } (Trading Post)
pr-label-small-wharf = Small Wharf: { $what }
pr-label-keep-loose = Keep loose { $loose }
pr-label-keep-all-loose = Keep all { $all } + loose { $loose }
pr-bm-colonist = a colonist ({ $from })
pr-bm-a-colonist = a colonist
pr-bm-barrel = 1 { $good }
pr-bm-vp = 1 VP chip
pr-ev-picked = { $name } picks the { $building }.
pr-ev-placed = The { $building } is put in play.
pr-ev-guests = { $name } moves { $count ->
    [one] { $count } colonist
   *[other] { $count } colonists
} out of the Guest House.
pr-ev-forest = { $name } plants a forest{ $hospice ->
    [yes] {" "}with a colonist (Hospice)
   *[no] {""}
}.
pr-ev-black-market = { $name } pays with the Black Market: { $items }.
pr-ev-church = { $name }'s Church gives VP chips.
pr-ev-specialty-factory = { $name } earns { $doubloons ->
    [one] { $doubloons } doubloon
   *[other] { $doubloons } doubloons
} (Specialty Factory).
pr-ev-trading-post = { $name } sells { $good } at the Trading Post for { $price ->
    [one] { $price } doubloon
   *[other] { $price } doubloons
}.
pr-ev-union-hall = { $name }'s Union Hall gives VP chips.
pr-ev-small-wharf = { $name } ships { $goods } with the Small Wharf.
pr-ev-lighthouse = { $name } earns { $doubloons ->
    [one] { $doubloons } doubloon
   *[other] { $doubloons } doubloons
} (Lighthouse).
pr-step-draft = drafting the buildings
pr-step-guests = moving Guest House colonists
