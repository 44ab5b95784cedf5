# Puerto Rico (English). Every key here must exist in fr/puerto-rico.ftl too.

## Names

pr-role-settler = Settler
pr-role-mayor = Mayor
pr-role-builder = Builder
pr-role-craftsman = Craftsman
pr-role-trader = Trader
pr-role-captain = Captain
pr-role-prospector = Prospector
pr-role-prospector-2 = Prospector (2nd)
pr-good-corn = corn
pr-good-indigo = indigo
pr-good-sugar = sugar
pr-good-tobacco = tobacco
pr-good-coffee = coffee
pr-tile-quarry = quarry
pr-building-small-indigo-plant = Small Indigo Plant
pr-building-small-sugar-mill = Small Sugar Mill
pr-building-indigo-plant = Indigo Plant
pr-building-sugar-mill = Sugar Mill
pr-building-tobacco-storage = Tobacco Storage
pr-building-coffee-roaster = Coffee Roaster
pr-building-small-market = Small Market
pr-building-hacienda = Hacienda
pr-building-construction-hut = Construction Hut
pr-building-small-warehouse = Small Warehouse
pr-building-hospice = Hospice
pr-building-office = Office
pr-building-large-market = Large Market
pr-building-large-warehouse = Large Warehouse
pr-building-factory = Factory
pr-building-university = University
pr-building-harbor = Harbor
pr-building-wharf = Wharf
pr-building-guild-hall = Guild Hall
pr-building-residence = Residence
pr-building-fortress = Fortress
pr-building-customs-house = Customs House
pr-building-city-hall = City Hall
pr-step-choose-role = choosing a role
pr-step-settle = planting
pr-step-arrange = placing colonists
pr-step-build = building
pr-step-craft-privilege = the Craftsman's extra barrel
pr-step-sell = selling
pr-step-load = loading the ships
pr-step-store = storing barrels
pr-step-over = game over
pr-end-colonists = the colonist supply ran out
pr-end-city-full = a city is full
pr-end-vp-chips = the VP chips ran out
pr-none = none

## Board

pr-board-round = Round { $round } · governor { $governor }
pr-board-phase = { $role } of { $name }: { $step }
pr-board-roles = Roles: { $roles }
pr-board-colonists = Colonists: { $ship } on the ship, { $supply } in supply · VP chips left: { $vp }
pr-board-ships = Cargo ships: { $ships }
pr-board-house = Trading house ({ $count }/4): { $goods }
pr-board-supply = Barrels in supply: { $goods }
pr-board-plantations = Face-up plantations: { $tiles } · quarries { $quarries } · stack { $stack }
pr-board-end = ⚠ Last round: { $reasons }.
pr-board-seat = <b>{ $name }</b> · { $doubloons ->
    [one] { $doubloons } doubloon
   *[other] { $doubloons } doubloons
} · barrels: { $goods } · San Juan { $sanjuan }
pr-board-island = island { $used }/12: { $tiles }
pr-board-city = city { $used }/12: { $buildings }
pr-board-last = Last moves:
pr-private = Your VP chips: { $chips }
pr-tiebreak = doubloons + barrels

## Move labels (buttons, autocomplete, /help)

pr-label-plant = Plant { $what }
pr-label-hacienda = Hacienda: draw a tile
pr-label-colonists = Colonists: { $what }
pr-label-build = Build { $what }
pr-label-craft = Extra barrel: { $what }
pr-label-sell = Sell { $what }
pr-label-ship = Ship { $good } → { $ship }
pr-label-wharf = Ship { $what } → Wharf
pr-label-keep = Keep all { $all } + one { $one }
pr-label-keep-one = Keep one { $one }
pr-label-no-colonist = { $what } (no colonist)
pr-label-pass = Pass

## Events

pr-ev-role = { $name } takes the { $role }{ $doubloons ->
    [0] {""}
    [one] {" "}(+1 doubloon)
   *[other] {" "}(+{ $doubloons } doubloons)
}.
pr-ev-prospector = { $name } takes 1 doubloon.
pr-ev-hacienda = { $name } draws a face-down { $tile } plantation (Hacienda).
pr-ev-planted = { $name } plants { $tile }{ $hospice ->
    [yes] {" "}with a colonist (Hospice)
   *[no] {""}
}.
pr-ev-passed = { $name } passes ({ $role }).
pr-ev-plantations = { $count ->
    [one] { $count } new plantation
   *[other] { $count } new plantations
} turned face up{ $reshuffled ->
    [yes] {" "}(discards reshuffled)
   *[no] {""}
}.
pr-ev-privilege-colonist = { $name } takes the privilege colonist.
pr-ev-colonist-declined = { $name } declines the free colonist.
pr-ev-colonists = { $name } receives { $count ->
    [one] { $count } colonist
   *[other] { $count } colonists
}.
pr-ev-arranged = { $name } places their colonists.
pr-ev-ship-refilled = The colonist ship is refilled with { $count ->
    [one] { $count } colonist
   *[other] { $count } colonists
}.
pr-ev-built = { $name } builds the { $building } for { $cost ->
    [one] { $cost } doubloon
   *[other] { $cost } doubloons
}{ $university ->
    [yes] {" "}with a colonist (University)
   *[no] {""}
}.
pr-ev-produced = { $name } produces { $goods }.
pr-ev-factory = { $name } earns { $doubloons ->
    [one] { $doubloons } doubloon
   *[other] { $doubloons } doubloons
} (Factory).
pr-ev-privilege-barrel = { $name } takes one more { $good } barrel (Craftsman).
pr-ev-sold = { $name } sells { $good } for { $price ->
    [one] { $price } doubloon
   *[other] { $price } doubloons
}.
pr-ev-house-emptied = The trading house is emptied.
pr-ev-loaded = { $name } ships { $count } { $good } on the { $ship } ship.
pr-ev-wharf = { $name } ships { $count } { $good } with the Wharf.
pr-ev-stored = { $name } keeps { $kept } and discards { $discarded }.
pr-ev-unloaded = The { $ship } ship unloads { $count } { $good }.
pr-ev-round-ended = End of round { $round }.
pr-ev-end-triggered = Last round: { $reason }!
pr-ev-game-over = The game is over.

## Scores

pr-score-chips = VP chips
pr-score-buildings = buildings
pr-score-guild-hall = Guild Hall
pr-score-residence = Residence
pr-score-fortress = Fortress
pr-score-customs-house = Customs House
pr-score-city-hall = City Hall

## Refusals

pr-not-now = That move does not fit now: the game is at { $step }.
pr-role-taken = The { $role } has already been taken this round.
pr-role-not-in-game = The { $role } card is not used with { $players } players.
pr-plantation-not-offered = There is no face-up { $tile } plantation.
pr-no-quarry-left = No quarry is left.
pr-quarry-not-allowed = Only the Settler, or the owner of an occupied Construction Hut, may take a quarry.
pr-island-full = Your island is full (12 spaces).
pr-no-hacienda = You have no occupied Hacienda.
pr-hacienda-used = You already drew with your Hacienda this turn.
pr-no-face-down-tile = There is no face-down plantation left.
pr-slot-not-owned = You have no { $slot }.
pr-slot-over-capacity = { $count ->
    [one] { $count } colonist does not fit
   *[other] { $count } colonists do not fit
} on { $slot } (room for { $capacity }).
pr-too-many-colonists = That arrangement places { $placed ->
    [one] { $placed } colonist
   *[other] { $placed } colonists
}, but you have { $colonists }.
pr-fill-circles-first = Place exactly { $required ->
    [one] { $required } colonist
   *[other] { $required } colonists
}, not { $placed }: colonists may stay in San Juan only once every circle is filled.
pr-building-sold-out = No { $building } is left.
pr-building-owned = You already own this building: { $building }.
pr-city-full = The { $building } needs { $needed ->
    [one] { $needed } city space
   *[other] { $needed } city spaces
}, and you have { $free } free.
pr-not-enough-doubloons = That costs { $cost ->
    [one] { $cost } doubloon
   *[other] { $cost } doubloons
}, and you have { $doubloons }.
pr-not-produced = You did not produce { $good } in this phase.
pr-good-supply-empty = No { $good } barrel is left in the supply.
pr-no-barrel = You have no { $good } barrel.
pr-house-full = The trading house is full.
pr-house-has-good = The trading house already holds { $good } (only an occupied Office allows a second one).
pr-no-such-ship = There is no cargo ship of capacity { $capacity }.
pr-ship-full = The { $capacity } ship is full.
pr-ship-other-good = The { $capacity } ship already carries { $good }.
pr-good-on-other-ship = The { $capacity } ship already carries { $good }: a kind on a ship may not start another ship.
pr-ship-not-best = That ship would take { $count ->
    [one] { $count } barrel
   *[other] { $count } barrels
}, but another empty ship takes { $best }: use that one.
pr-no-wharf = You have no occupied Wharf.
pr-wharf-used = You already used your Wharf in this phase.
pr-must-load = You can load on a cargo ship, so you must (or use your Wharf instead): only the Wharf alone may be declined.
pr-no-free-colonist = That move brings no free colonist, so there is none to decline.
pr-colonists-plentiful = The colonist supply still holds { $supply }: the free colonist is taken with the move (declining it is offered once the supply runs low).
pr-keep-wrong-kinds = You keep { $kinds ->
    [one] { $kinds } whole kind
   *[other] { $kinds } whole kinds
}, but your warehouses allow exactly { $allowed }.

## Short building names (crowded boards)

pr-short-small-indigo-plant = Small Indigo
pr-short-small-sugar-mill = Small Sugar
pr-short-indigo-plant = Indigo Plant
pr-short-sugar-mill = Sugar Mill
pr-short-tobacco-storage = Tobacco Storage
pr-short-coffee-roaster = Coffee Roaster
pr-short-small-market = Small Market
pr-short-hacienda = Hacienda
pr-short-construction-hut = Construction Hut
pr-short-small-warehouse = Small Warehouse
pr-short-hospice = Hospice
pr-short-office = Office
pr-short-large-market = Large Market
pr-short-large-warehouse = Large Warehouse
pr-short-factory = Factory
pr-short-university = University
pr-short-harbor = Harbor
pr-short-wharf = Wharf
pr-short-guild-hall = Guild Hall
pr-short-residence = Residence
pr-short-fortress = Fortress
pr-short-customs-house = Customs House
pr-short-city-hall = City Hall

## Abbreviated building names (the tight list of the most crowded boards: 5 players late in a game)

pr-abbr-small-indigo-plant = S.Indigo
pr-abbr-small-sugar-mill = S.Sugar
pr-abbr-indigo-plant = Indigo
pr-abbr-sugar-mill = Sugar
pr-abbr-tobacco-storage = Tobacco
pr-abbr-coffee-roaster = Coffee
pr-abbr-small-market = S.Market
pr-abbr-hacienda = Hacienda
pr-abbr-construction-hut = Hut
pr-abbr-small-warehouse = S.Wareh.
pr-abbr-hospice = Hospice
pr-abbr-office = Office
pr-abbr-large-market = L.Market
pr-abbr-large-warehouse = L.Wareh.
pr-abbr-factory = Factory
pr-abbr-university = Univ.
pr-abbr-harbor = Harbor
pr-abbr-wharf = Wharf
pr-abbr-guild-hall = Guild
pr-abbr-residence = Resid.
pr-abbr-fortress = Fortress
pr-abbr-customs-house = Customs
pr-abbr-city-hall = C.Hall
pr-log-stage = Round { $round } · { $role }
pr-log-round = Round { $round }

## Verbs: the game's slash commands (see commands/src/words/commands.rs for the keys)

command-role = Choose a role card
option-role-role = The role card
option-role-colonist = Decline the free colonist (offered when the supply runs low)
choice-role-colonist-no-colonist = No colonist

command-plant = Settler: take a face-up plantation or a quarry
option-plant-tile = Plantation or quarry
option-plant-forest = With a Forest House: place the tile face down as a forest
choice-plant-forest-forest = Forest
option-plant-colonist = Decline the free colonist (offered when the supply runs low)
choice-plant-colonist-no-colonist = No colonist

command-hacienda = Settler: draw a face-down plantation with your Hacienda
option-hacienda-forest = With a Forest House: place the tile face down as a forest
choice-hacienda-forest-forest = Forest

command-colonists = Mayor: place your colonists (empty = the suggested arrangement)
option-colonists-arrangement = e.g. corn:1 quarry:1 small-market:1, or none

command-build = Builder: build a building
option-build-building = The building
option-build-black-market = Black Market: pay part with colonist:<place> barrel:<good> vp
option-build-colonist = Decline the free colonist (offered when the supply runs low)
choice-build-colonist-no-colonist = No colonist

command-craft = Craftsman's privilege: one more barrel
option-craft-good = The kind of barrel

command-sell = Trader: sell one barrel
option-sell-good = The kind of barrel
option-sell-trading-post = Sell to the bank with your Trading Post
choice-sell-trading-post-trading-post = Trading Post

command-ship = Captain: load barrels on a cargo ship (or your Wharf)
option-ship-good = The kind of barrel (Small Wharf: e.g. corn:2 sugar:1)
option-ship-ship = Capacity of the ship, wharf or small-wharf

command-keep = End of the Captain phase: the barrels you keep
option-keep-all = Kinds kept whole (one per warehouse)
option-keep-one = The single barrel you keep
option-keep-loose = With a Storehouse: the loose barrels you keep, e.g. corn:2 sugar:1

command-pick = Draft: put a building in play for this game
option-pick-building = The building

command-guests = Guest House: move your guests to empty circles, or keep them
option-guests-where = e.g. quarry:1 harbor:1, or keep

# /pass is also Santiago's: one Discord command, one set of words for both games.
command-pass = Pass: decline your turn in this role (Puerto Rico); a bid, bribe or personal canal (Santiago)
