# The words boards, pictures and rules use for what is not a component of its own: `/info <word>` explains
# each (commands/src/games/glossary.rs). `…-names`: every name it is found by, the first one shown.

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
