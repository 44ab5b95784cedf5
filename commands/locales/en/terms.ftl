# The words boards, pictures and rules use for what is not a component of its own: `/info <word>` explains
# each (commands/src/games/glossary.rs). `…-names`: every name it is found by, the first one shown.

## Puerto Rico

pr-term-vp-chips-names = VP chips, VP chip, VP, victory points, victory point chips, VP chips left
pr-term-vp-chips = Earned by shipping (1 per barrel loaded, +1 once for the Captain) and by some buildings; kept face down, so nobody sees another player's. The board shows the supply left: when it runs out, the game ends after that round. At the end they count with the buildings' VP and the large buildings' bonuses.
pr-term-governor-names = governor
pr-term-governor = The governor (👑 on the board) chooses the first role of each round; the others follow in turn, left of him. At the end of the round the governor passes to the next player.
pr-term-colonist-names = colonist, colonists, colonist supply, colonists left
pr-term-colonist = Colonists work plantations, quarries and buildings (● a filled circle, ○ an empty one); a building or plantation counts only when occupied. The Mayor hands out those on the colonist ship; the supply refills the ship after each Mayor, and when it cannot, the game ends after that round. Unplaced ones wait in San Juan.
pr-term-doubloon-names = doubloon, doubloons, money
pr-term-doubloon = The money: it pays for buildings (less one per occupied quarry, up to the building's column, and less one for the Builder). The Trader sells for doubloons, roles left untaken gain a doubloon each round, and the Prospector takes one. Everyone's doubloons are public.
pr-term-barrel-names = barrel, barrels, goods, good, barrels left
pr-term-barrel = Barrels of corn, indigo, sugar, tobacco or coffee: produced by the Craftsman (an occupied plantation with, except for corn, an occupied production building), sold to the trading house by the Trader, shipped by the Captain. After the Captain each player keeps one barrel (more with a warehouse); the rest go back to the supply.
pr-term-island-names = island
pr-term-island = A player's 12 spaces for plantations and quarries (the Settler's tiles).
pr-term-city-names = city, San Juan city
pr-term-city = A player's 12 spaces for buildings; a large building takes two. The game ends after the round in which a player fills the 12th space.
pr-term-privilege-names = privilege
pr-term-privilege = The player who takes a role gets its privilege (a quarry for the Settler, one more colonist for the Mayor, a doubloon off for the Builder, one more barrel for the Craftsman, a doubloon more for the Trader, 1 VP for the Captain); everyone then does the action in turn.
pr-term-tie-break-names = tie-break, tie-breaks, tiebreak
pr-term-tie-break = Players with the same score are ranked by their doubloons plus their barrels left: the more, the better. Equal there too, they share the rank.

pr-term-plantation-names = plantation, plantations, face-up plantations
pr-term-plantation = The plantation tiles (corn, indigo, sugar, tobacco, coffee): with the Settler each player takes one of the face-up plantations (or a quarry, by privilege or with a Construction Hut) for his island; those left are discarded and new ones turned up. Occupied, a plantation produces with the Craftsman (corn alone, the others with an occupied production building).
pr-term-building-names = building, buildings, buildings in play, buildings for sale
pr-term-building = Bought with the Builder for the city; the board lists those left by cost, with their VP and copies left. /info <building name> says what each does.

pr-term-role-names = role, roles
pr-term-role = Each round every player, from the governor on, takes one of the roles left (Settler, Mayor, Builder, Craftsman, Trader, Captain, and the Prospector with more players); everyone then does its action in turn, the chooser first with its privilege. A role left untaken gains a doubloon for the next round.

## Santiago

sa-term-overseer-names = overseer, canal overseer
sa-term-overseer = The canal overseer: the player who passed first at the auction (or, if nobody passed, the lowest bid). Bribes are offered to him for a canal position; he accepts one and its contributors pay him, or builds the canal elsewhere and pays the bank the highest offer + 1.
sa-term-drought-names = drought
sa-term-drought = After the canals of each round, every plantation tile beside no canal loses a worker, and one with no worker left turns to desert. The final drought, at the end of the game, turns every unwatered tile to desert at once, workers or not.
sa-term-watered-names = watered, water, irrigated
sa-term-watered = A square is watered when a canal runs along one of its sides (~ on the board). Watered tiles keep their workers at the drought.
sa-term-escudo-names = escudo, escudos
sa-term-escudo = The money, and the score: bids, bribes and the overseer's canals are paid with it, each player receives 3 each round, and at the end each worker in a field earns its owner as many escudos as the field has tiles. The richest wins.
sa-term-worker-names = worker, workers, workers left
sa-term-worker = Each tile is placed with as many workers as it shows (one fewer after a pass at the auction); the drought takes them from dry tiles. At the end, each worker on a field earns its owner as many escudos as the field has tiles.
sa-term-canal-names = canal, canals, canals in supply
sa-term-canal = Canals run from the spring along the squares' sides (positions named by their two end letters, such as gh): each round the overseer builds one, and each player has one personal canal for the game. A tile beside a canal is watered. /info canal <position> says what a position waters.
sa-term-personal-canal-names = personal canal, personal canal unused, personal canal used
sa-term-personal-canal = Each player's one extra canal for the whole game (unused until placed, then used): after the overseer's canal, players in turn may place it on an unwatered position, and the phase ends as soon as one does (one per round).
sa-term-bid-names = bid, bids, auction, on auction
sa-term-bid = Each round, from the overseer's left, each player bids escudos or passes; bids all differ. The highest bid picks its tile and places it first; the first to pass (or, if nobody passed, the lowest bid) becomes the overseer. Bids are paid to the bank.
sa-term-bribe-names = bribe, bribes, proposal, proposals, support
sa-term-bribe = To get a canal where it waters your tiles, propose a position with a bribe or add to another's proposal; the overseer accepts one proposal (its contributors pay him) or builds elsewhere at his own cost.
sa-term-field-names = field, fields
sa-term-field = A group of touching tiles of the same crop. At the end, each worker on a field earns its owner as many escudos as the field has tiles.
sa-term-ditch-names = ditch, ditches
sa-term-ditch = The lines between the squares, where canals may run: each ditch between two intersections (named by their letters, such as gh) is a canal position; ditches cross at the intersections a to t, and the spring sits on one.
sa-term-income-names = income
sa-term-income = At the end of each round but the last, after the drought, every player receives 3 escudos from the bank.
sa-term-cell-names = cell code, cell codes, square code
sa-term-cell = A square's code on the board: its crop's letter (P potatoes, B beans, R peppers, Y bananas, S sugar cane), then its owner's number (· for nobody's) and the workers on it. Y32: bananas of player 3 with 2 workers. /info with a code lists the squares that show it.

## Maracaibo

mc-term-combat-token-names = combat token, combat tokens, token
mc-term-combat-token = Drawn at the start of a combat (the board shows how many are left): it gives each nation a combat value and its costs or rewards. The nation with the most possession cubes fights at −2, the one with the fewest at +3; with no token left every nation is at 3. Combat points and spies raise the value; combat actions spend it.
mc-term-synergy-names = synergy, synergy token, crown, anchor, cross, quill, cutlass
mc-term-synergy = The five synergy symbols (crown, anchor, cross, quill, cutlass) on some project cards and prestige buildings: buying one gives you its token, once; some income effects count only while you hold the matching token.
mc-term-jeanne-names = Jeanne, Automa, Automa deck
mc-term-jeanne = In a solo game, the Automa you play against: she draws an Automa card on each of her turns and does what it says; she has a ship and an explorer but no spies, doubloons or combat points, and scores victory points on her own track.
mc-term-doubloon-names = doubloon, doubloons, d
mc-term-doubloon = The money (d on the board): it pays for cards, upgrades and quests; income adds some at each interim scoring.
mc-term-vp-names = VP, victory points, victory point, VP during the game
mc-term-vp = Victory points: from cards, quests, the exploration track, influence and income; at the end the most wins.
mc-term-combat-point-names = combat points, combat point, cp
mc-term-combat-point = Combat points (cp) on your ship, 8 at most: each one spent raises a combat value by 1, and some quests cost them.
mc-term-influence-names = influence
mc-term-influence = Each player's influence with each nation, raised by combat; at the end it scores with the nation's multiplier (empty spaces of its reserve and its share of possession cubes).
mc-term-spy-names = spy, spies
mc-term-spy = Spies (reserve/map/career on the board) are placed on locations of the map or on your career card; a spy sent back to the supply raises a combat value by 1, and some quests cost one.
mc-term-explorer-names = explorer, exploration, exploration track
mc-term-explorer = Your explorer moves along the exploration track; crossing a line scores and the space reached may hold a reward.
mc-term-quest-names = quest, quests, quests left, next quest, city quest
mc-term-quest = Quests are fulfilled at their location by paying their cost; the reward counts once per compass you own, plus a fixed part.
mc-term-income-names = income, next income, VP income, doubloon income
mc-term-income = Your doubloon and VP income tracks: at each interim scoring you receive both; at the final scoring the doubloon track gives its VP instead.
mc-term-career-names = career, careers
mc-term-career = The career card each player keeps at set-up (one of two), with spies on it: each goal reached scores at the end.
mc-term-prestige-names = prestige, prestige building, prestige buildings
mc-term-prestige = Prestige buildings, bought like project cards: each scores at the end by what it counts.
mc-term-display-names = display
mc-term-display = The project cards face up for sale on the board, refilled from the pile.
mc-term-market-names = market, markets
mc-term-market = Each city's market takes deliveries of its good (a card of that good from your hand) until its spaces are full.
mc-term-mp-names = MP, movement points
mc-term-mp = Movement points: up to 7 per turn to sail; locations with the stop symbol cannot be passed. Sailing 4 to 6 MP allows two village actions, 7 allows three.
mc-term-hand-names = hand, hand limit
mc-term-hand = Your project cards in hand (kept secret) and your hand limit: at the end of your turn you draw up to it.
mc-term-nation-names = nation, nations
mc-term-nation = The nations (France, England, Spain): each has possession cubes in a reserve, placed on the map by combat for it; combat for a nation also raises your influence with it. At the end influence scores with each nation's multiplier (the empty spaces of its reserve, plus a bonus for the most possession cubes on the map).
mc-term-upgrade-names = upgrade, upgrades, ship upgrade, ship upgrades, upgrades emptied, emptied zones, zone, zones
mc-term-upgrade = Your ship's upgrade zones (U1 to U12), covered with discs: some actions remove discs, and a zone emptied of its discs gives its upgrade for the rest of the game (VP, hand limit, income, a new action…). /info U3 says what a zone gives.
mc-term-disc-names = disc, discs, discs left
mc-term-disc = The discs covering your ship's upgrade zones: removing the last one of a zone empties it and gives you its upgrade.
mc-term-planned-names = planned, planning zone, planning
mc-term-planned = The planning zone above a player's ship (three spaces): a free action moves a hand card there, face up, out of the hand limit; it can be bought later like a card in hand, but not discarded nor used as a good or an item.
mc-term-card-names = card, cards, project card, project cards, bought, bought cards, cards bought
mc-term-card = The project cards: bought from your hand or the display for their cost in doubloons; each gives its effect and VP, and at the end the VP of the cards you bought count. /info with a card's id or name tells one.
mc-term-majority-names = majority, majorities
mc-term-majority = Final scoring: 3 VP to every player with the most influence with a nation (ties included, never with none).
mc-term-nobility-names = nobility
mc-term-nobility = Final scoring, per nation: your rank in influence with it times its multiplier (the empty spaces of its reserve plus the bonus of the cubes on the map).
