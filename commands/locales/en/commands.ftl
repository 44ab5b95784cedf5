# The words of the host's slash commands (English): descriptions of commands and options, names of choices.
# Keys are made of the canonical names (see commands/src/words/commands.rs): command-<command>,
# option-<command>-<option>, choice-<command>-<option>-<value>. Every key here must exist in fr/commands.ftl too,
# which also holds the French names (command-name-…, option-name-…).

command-join = Sit down at this channel's table

command-leave = Leave the table before the game starts

command-start = Start a game with the seated players
option-start-game = The game to play
option-start-seed = Seed of the shuffles (to replay a game exactly)
option-start-lang = Language of the table's posts
choice-start-lang-en = English
choice-start-lang-fr = French
option-start-seats = Seat order: join order (default) or drawn at random
choice-start-seats-join = Join order
choice-start-seats-random = At random
option-start-reminder = Remind a player the table waits for, every: 30m, 12h (default), 2d… or off
option-start-images = Show a picture of the board beside its text (default on)
choice-start-images-on = On
choice-start-images-off = Off
option-start-clock = Time per move; when it runs out the AI may play that move: none, 12h, 24h, 48h, 72h
choice-start-clock-none = None
choice-start-clock-12h = 12 hours
choice-start-clock-24h = 24 hours
choice-start-clock-48h = 48 hours
choice-start-clock-72h = 72 hours
option-start-variant = Buildings: base game (default), expansion drafted by the players, or expansion at random
choice-start-variant-basis = Base game
choice-start-variant-extension = Expansion, drafted
choice-start-variant-random = Expansion, at random
option-start-money = Money hidden or open
choice-start-money-hidden = Hidden
choice-start-money-open = Open
option-start-palms = The 3 palms variant
choice-start-palms-off = Off
choice-start-palms-on = On
option-start-spring = Spring placed by the first overseer or at random
choice-start-spring-chosen = Chosen
choice-start-spring-random = Random
option-start-level = Maracaibo: card 75 (easy) or 76 (medium); alone: Jeanne's level 1 (very easy) to 5
choice-start-level-easy = Easy (card 75)
choice-start-level-medium = Medium (card 76)
choice-start-level-1 = Solo vs Jeanne: 1, very easy
choice-start-level-2 = Solo vs Jeanne: 2, easy
choice-start-level-3 = Solo vs Jeanne: 3, medium (solo default)
choice-start-level-4 = Solo vs Jeanne: 4, hard
choice-start-level-5 = Solo vs Jeanne: 5, very hard
option-start-pack = Maracaibo: the content pack (default: galleon's own cards, map and tracks)

command-abort = End the game, after a confirmation (the opener, or everyone seated agreeing)

command-restore = Bring back this channel's last aborted game (within 7 days)

command-board = Post the board again
command-tables = Your tables with a game in progress, those waiting for you first (from a DM: every server)

command-play = Play any legal move
option-play-move = Your move, e.g. role settler, ship corn 6

command-hand = Your private view (only you see it)

command-look = Everything public about a player's tableau (only you see it)
option-look-player = Whose tableau (default: yours)

command-info = What a card, building, tile, quest, space or token is and does (only you see it)
option-info-thing = A card, building, tile, quest, space or token: its id or name

command-undo = Take back your last move and the AI moves since, unless another person played or a secret showed

command-help = What is happening, whose turn it is, your legal moves
option-help-topic = Only one part: your moves, the game's rules in brief, or every command
choice-help-topic-moves = My moves
choice-help-topic-rules = The game in brief
choice-help-topic-commands = Every command

command-addbot = Seat an AI player at the table before the start
option-addbot-level = How strong: random, easy, normal (default) or hard

command-removebot = Remove an AI player from the table before the start
option-removebot-bot = Which AI: its number or name (default: the last seated)

command-replace = Hand a seat (a player's or an AI's) to someone else (seated players vote, or a server admin decides)
option-replace-with = Who takes the seat
option-replace-player = The seated player to replace (or one whose seat an AI took)
option-replace-seat = Or the seat's number, as the board's legend gives an AI's (🤖1 = …, seat 3)

command-resign = Hand your seat to the AI: the game goes on without you

command-kick = Hand an absent player's seat to the AI (seated players vote, or an admin decides)
option-kick-player = The seated player whose seat goes to the AI

command-object = Stop the AI from playing the move of a player whose time ran out

command-log = Every move of this channel's game, in words (only you see it)
option-log-page = Which page (default: the last, newest moves)

command-replay = Step through a finished game of this channel, move by move (only you see it)
option-replay-game = Which game of this channel, by its number (default: the last finished)

command-stats = A player's finished games on this server: games, wins, mean score, best, rating
option-stats-player = Whose statistics (default: yours)
option-stats-game = Which game

command-leaderboard = This server's best players of a game, by rating
option-leaderboard-game = Which game

command-notify = How you are called when it is your turn (all tables)
option-notify-mode = How you are called to play: mention, dm or off
choice-notify-mode-mention = Mention in the channel
choice-notify-mode-dm = Direct message
choice-notify-mode-off = Off

command-reminder = This table's turn reminders: tell or change how often (any seated player)
option-reminder-every = Remind a player the table waits for, every: 30m, 6h, 2d… or off
