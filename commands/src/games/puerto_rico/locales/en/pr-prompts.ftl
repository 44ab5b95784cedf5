# Puerto Rico: what each decision does (the board's ▶ line, /help, /hand). Every key here must exist in
# fr/pr-prompts.ftl too.

pr-prompt-draft = { $names } picks a building to put in play for this game, from a cost still open (below).
pr-prompt-guests = { $names }: move your Guest House colonists to empty circles for this phase, or keep them.
pr-prompt-choose-role = { $names }: choose a role. Everyone does its action; you also get its privilege and the doubloons on it (each role: /help topic:rules).
pr-prompt-settle = { $names }: take a face-up plantation (a quarry: Settler or Construction Hut) or pass. Occupied, a plantation produces, a quarry saves on building.
pr-prompt-arrange = { $names }: place your colonists. Only occupied plantations and buildings work; empty circles do nothing.
pr-prompt-build = { $names }: build 1 building or pass. Price: cost − 1 per occupied quarry (up to its column), − 1 for the Builder; /hand lists yours.
pr-prompt-craft-privilege = { $names }: Craftsman's privilege, take 1 more barrel of a kind you just produced.
pr-prompt-sell = { $names }: sell 1 barrel or pass. Corn 0, indigo 1, sugar 2, tobacco 3, coffee 4, +1 Trader, +1/+2 markets; no kind twice (Office: allowed).
pr-prompt-load = { $names }: you must load if you can, all you can of one kind, 1 VP per barrel. A ship takes one kind, not one already on another ship.
pr-prompt-store = { $names }: keep 1 barrel, plus whole kinds with warehouses; every other barrel goes back to the supply.
pr-prompt-short = { $names } · /help: what this choice does

pr-help-roles = <b>Roles</b>: each player in turn picks one; everyone does its action, the chooser also gets its privilege and the doubloons on it (+1 on each role nobody took in a round).
pr-help-settler = • <b>Settler</b>: each in turn takes a face-up plantation or passes; privilege: a quarry instead (also with a Construction Hut). Hacienda: first draw one more face down. Hospice: the tile comes with a colonist. An occupied quarry takes 1 doubloon off a building, up to its column (1 to 4).
pr-help-mayor = • <b>Mayor</b>: the ship's colonists are handed out round the table (privilege: 1 more). Place every colonist you can: only occupied plantations and buildings produce, work and score their bonus; the rest wait in San Juan.
pr-help-builder = • <b>Builder</b>: each in turn builds 1 building or passes. Price = cost − occupied quarries (up to the column) − 1 for the Builder (privilege). University: with a colonist. Expansion: Forest House (−1 per 2 forests), Black Market (pay up to 3 with a colonist, a barrel, a VP chip). /hand lists your prices, /info what a building does.
pr-help-craftsman = • <b>Craftsman</b>: everyone produces; privilege: 1 more barrel of a kind you produced.
pr-help-trader = • <b>Trader</b>: each in turn sells 1 barrel or passes: corn 0, indigo 1, sugar 2, tobacco 3, coffee 4; +1 for the Trader (privilege), +1 Small Market, +2 Large Market. The house takes 4 barrels, each kind once (Office: again). /hand has your prices.
pr-help-captain = • <b>Captain</b>: in turn, load if you can, all you can of one kind onto one ship: 1 VP per barrel (privilege: +1 on the first load). A ship takes one kind, never a kind on another ship; Wharf: once, any kind as onto an empty ship. Then keep 1 barrel plus whole kinds with warehouses; the rest are lost.
pr-help-prospector = • <b>Prospector</b>: no phase; privilege: 1 doubloon.
pr-help-expansion = • <b>Expansion</b>: in the draft each in turn puts one building in play at a cost with room left. Guest House: at each phase's start, move its colonists to empty circles.

pr-hand-build = Your prices (quarries, privilege, forests counted):
pr-hand-build-line = • { $building }: { $price ->
    [one] { $price } doubloon
   *[other] { $price } doubloons
} · { $effect }
pr-hand-sell = What each barrel you may sell brings you: { $prices }.
