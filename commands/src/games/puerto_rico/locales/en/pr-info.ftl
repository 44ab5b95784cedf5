# Puerto Rico: /look (a seat's tableau) and /info (what a component is and does).
pr-look-head = <b>{ $name }</b> · { $doubloons ->
    [one] { $doubloons } doubloon
   *[other] { $doubloons } doubloons
} · barrels: { $goods } · San Juan { $sanjuan }
pr-look-island = Island { $used }/12: { $tiles }
pr-look-city = City { $used }/12 (● colonist, ○ empty circle):
pr-info-building = cost { $cost }, { $vp } VP, { $circles ->
    [one] { $circles } circle
   *[other] { $circles } circles
}, quarries take off up to { $column }{ $spaces ->
    [2] {""}, large (2 city spaces)
   *[other] {""}
}.
pr-info-left = In play: { $count } left.
pr-info-not-in-play = Not in play in this game.
pr-effect-production = Craftsman phase: 1 { $good } barrel for each occupied { $good } plantation, at most 1 per occupied circle here ({ $circles ->
    [one] { $circles } circle
   *[other] { $circles } circles
}).
pr-effect-small-market = Trader phase: +1 doubloon when you sell a barrel.
pr-effect-hacienda = Settler phase: before your pick, you may draw one more plantation face down from the stack.
pr-effect-construction-hut = Settler phase: you may take a quarry instead of a face-up plantation.
pr-effect-small-warehouse = End of the Captain phase: you keep all your barrels of one more kind.
pr-effect-hospice = Settler phase: the tile you take comes with a colonist from the supply.
pr-effect-office = Trader phase: you may sell a kind the trading house already holds.
pr-effect-large-market = Trader phase: +2 doubloons when you sell a barrel.
pr-effect-large-warehouse = End of the Captain phase: you keep all your barrels of two more kinds.
pr-effect-factory = Craftsman phase: doubloons for the kinds you produce: 2 kinds 1, 3 kinds 2, 4 kinds 3, 5 kinds 5.
pr-effect-university = Builder phase: the building you build comes with a colonist from the supply.
pr-effect-harbor = Captain phase: +1 VP each time you deliver barrels.
pr-effect-wharf = Captain phase, once: ship all your barrels of one kind to the bank, as onto an empty ship of any size.
pr-effect-guild-hall = End of the game: +1 VP per small production building, +2 per large one.
pr-effect-residence = End of the game: 4 VP with up to 9 island spaces filled, 5 with 10, 6 with 11, 7 with 12.
pr-effect-fortress = End of the game: +1 VP per 3 colonists you own.
pr-effect-customs-house = End of the game: +1 VP per 4 VP chips you hold.
pr-effect-city-hall = End of the game: +1 VP per violet building in your city.
pr-effect-aqueduct = Craftsman phase: 1 more indigo if your (large) Indigo Plant gave you indigo, 1 more sugar if your (large) Sugar Mill gave you sugar.
pr-effect-forest-house = Settler phase: you may place the plantation you take face down as a forest. Builder phase: every 2 forests take 1 doubloon off.
pr-effect-black-market = Builder phase, for a building you cannot afford otherwise: pay up to 3 doubloons of it with at most 1 colonist, 1 barrel and 1 VP chip (1 doubloon each).
pr-effect-storehouse = End of the Captain phase: you keep up to 3 more barrels of any kinds.
pr-effect-guest-house = Holds 2 colonists; at the start of each phase you may move them to empty circles of your other tiles and buildings.
pr-effect-trading-post = Trader phase: instead of the trading house, sell 1 barrel of any kind to the bank (the trader's bonus applies, the markets do not).
pr-effect-church = Builder phase: +1 VP chip when you build a building of column 2 or 3, +2 for a large one.
pr-effect-small-wharf = Captain phase, once, instead of loading: ship any barrels to the bank, 1 VP chip per 2 barrels (captain's bonus, Harbor and Lighthouse apply).
pr-effect-lighthouse = Captain phase: +1 doubloon per delivery, and 1 more at the end of the phase if you chose the Captain.
pr-effect-library = When you choose a role, its privilege is doubled for you.
pr-effect-specialty-factory = Craftsman phase: +1, +2 or +3 doubloons when you receive 2, 3 or 4 or more barrels of one kind.
pr-effect-union-hall = Start of the Captain phase: +1 VP chip per 2 barrels of one kind you hold.
pr-effect-cloister = End of the game: sets of 3 identical island tiles (one good's plantations, quarries, forests): 1, 2, 3, 4 sets give 1, 3, 6, 10 VP.
pr-effect-statue = No circle, no effect: 8 VP.
pr-info-role-settler = Each player in turn takes a face-up plantation. Privilege: a quarry instead.
pr-info-role-mayor = The colonist ship's colonists are handed out round the table and everyone places his colonists. Privilege: 1 more colonist from the supply.
pr-info-role-builder = Each player in turn may build one building. Privilege: 1 doubloon off.
pr-info-role-craftsman = Everyone produces barrels. Privilege: 1 more barrel of a kind you produced.
pr-info-role-trader = Each player in turn may sell 1 barrel to the trading house. Privilege: +1 doubloon.
pr-info-role-captain = Players load barrels onto the cargo ships in turn (1 VP per barrel) as long as they can; then each keeps 1 barrel plus what his warehouses hold. Privilege: +1 VP on his first load.
pr-info-role-prospector = No phase. Privilege: 1 doubloon from the bank.
pr-info-plantation = an island tile: { $kind ->
    [corn] occupied, it gives 1 barrel in the Craftsman phase (corn needs no building).
   *[other] occupied, with an occupied circle of a production building for { $good } ({ $buildings }), it gives 1 barrel in the Craftsman phase.
} Sells for { $price ->
    [one] { $price } doubloon
   *[other] { $price } doubloons
}; { $tiles } plantations and { $barrels } barrels in the game.
pr-info-quarry = an island tile: when occupied, it takes 1 doubloon off a building, up to the building's column (1 to 4).
pr-topic-forest = Forest
pr-topic-cargo-ships = Cargo ships
pr-topic-trading-house = Trading house
pr-topic-colonist-ship = Colonist ship
pr-topic-san-juan = San Juan
pr-info-forest = a plantation placed face down with an occupied Forest House: it fills an island space, has no circle and produces nothing; every 2 forests take 1 doubloon off your buildings.
pr-info-cargo-ships = sizes { $sizes }. Each carries one kind of barrel and no two ships the same kind; a full ship is emptied at the end of the Captain phase.
pr-info-trading-house = holds 4 barrels of different kinds (the Office allows the same kind); prices: { $prices }. Emptied once full, after the Trader phase.
pr-info-colonist-ship = brings colonists for the Mayor; refilled after his phase with one colonist per empty building circle (at least one per player). The game ends when the supply cannot refill it.
pr-info-san-juan = where a player's colonists wait when no circle of his takes them.
