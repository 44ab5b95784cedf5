# The words boards, pictures and rules use for what is not a component of its own: `/info <word>` explains
# each (commands/src/games/glossary.rs). `…-names`: every name it is found by, the first one shown.

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
