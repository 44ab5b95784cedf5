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
