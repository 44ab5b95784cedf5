# Les mots des commandes de l'hôte (français) : descriptions des commandes et des options, noms des choix, et
# noms français des commandes (command-name-<commande>) et de leurs options (option-name-<commande>-<option>).
# Voir commands/src/words/commands.rs.

command-join = S'asseoir à la table de ce salon
command-name-join = rejoindre

command-leave = Quitter la table avant le début
command-name-leave = quitter

command-start = Lancer une partie avec les joueurs assis
command-name-start = lancer
option-start-game = Le jeu à lancer
option-name-start-game = jeu
option-start-seed = Graine du hasard (pour rejouer une partie à l'identique)
option-name-start-seed = graine
option-start-lang = Langue des messages de la table
option-name-start-lang = langue
choice-start-lang-en = Anglais
choice-start-lang-fr = Français
choice-word-start-lang-en = anglais
choice-word-start-lang-fr = français
option-start-seats = Ordre des places : ordre d'arrivée (par défaut) ou tiré au hasard
option-name-start-seats = places
choice-start-seats-join = Ordre d'arrivée
choice-start-seats-random = Au hasard
choice-word-start-seats-join = arrivée
choice-word-start-seats-random = hasard
option-start-reminder = Rappeler un joueur que la table attend, toutes les : 30m, 12h (défaut), 2j… ou non
option-name-start-reminder = rappel
option-start-images = Montrer une image du plateau à côté du texte (oui par défaut)
option-name-start-images = images
choice-start-images-on = Oui
choice-start-images-off = Non
choice-word-start-images-on = oui
choice-word-start-images-off = non
option-start-clock = Temps par coup ; s'il est écoulé l'IA peut jouer ce coup : aucune, 12h, 24h, 48h, 72h
option-name-start-clock = pendule
choice-start-clock-none = Aucune
choice-word-start-clock-none = aucune
choice-start-clock-12h = 12 heures
choice-start-clock-24h = 24 heures
choice-start-clock-48h = 48 heures
choice-start-clock-72h = 72 heures
option-start-variant = Bâtiments : jeu de base (défaut), extension choisie par les joueurs, ou extension au hasard
option-name-start-variant = variante
choice-start-variant-basis = Base
choice-start-variant-extension = Extension
choice-start-variant-random = Aléatoire
choice-word-start-variant-basis = base
choice-word-start-variant-random = aléatoire
option-start-money = Argent caché ou visible
option-name-start-money = argent
choice-start-money-hidden = Caché
choice-start-money-open = Visible
choice-word-start-money-hidden = caché
choice-word-start-money-open = visible
option-start-palms = Variante des 3 palmiers
option-name-start-palms = palmiers
choice-start-palms-off = Sans
choice-start-palms-on = Avec
choice-word-start-palms-off = sans
choice-word-start-palms-on = avec
option-start-spring = Source placée par le premier constructeur ou au hasard
option-name-start-spring = source
choice-start-spring-chosen = Choisie
choice-start-spring-random = Au hasard
choice-word-start-spring-chosen = choisie
choice-word-start-spring-random = hasard
option-start-level = Maracaibo : carte 75 (facile) ou 76 (moyen) ; seul : niveau de Jeanne 1 (très facile) à 5
option-name-start-level = niveau
choice-start-level-easy = Facile (carte 75)
choice-start-level-medium = Moyen (carte 76)
choice-word-start-level-easy = facile
choice-word-start-level-medium = moyen
choice-start-level-1 = Solo contre Jeanne : 1, très facile
choice-start-level-2 = Solo contre Jeanne : 2, facile
choice-start-level-3 = Solo contre Jeanne : 3, moyen (par défaut en solo)
choice-start-level-4 = Solo contre Jeanne : 4, difficile
choice-start-level-5 = Solo contre Jeanne : 5, très difficile
option-start-pack = Maracaibo : le pack de contenu (par défaut : cartes, plateau et pistes de galleon)
option-name-start-pack = pack

command-abort = Abandonner la partie, après confirmation (qui a ouvert la table, ou tous les joueurs d'accord)
command-name-abort = abandonner

command-restore = Reprendre la dernière partie abandonnée de ce salon (dans les 7 jours)
command-name-restore = restaurer

command-board = Afficher de nouveau le plateau
command-name-board = plateau
command-tables = Vos parties en cours, celles qui vous attendent d'abord (en privé : tous les serveurs)
command-name-tables = tables

command-play = Jouer un coup légal
command-name-play = jouer
option-play-move = Votre coup, par ex. role settler, ship corn 6
option-name-play-move = coup

command-hand = Votre vue privée (vous seul la voyez)
command-name-hand = main

command-look = Tout ce qui est visible du jeu d'un joueur (vous seul le voyez)
command-name-look = regarder
option-look-player = Le jeu étalé de qui (par défaut : le vôtre)
option-name-look-player = joueur

command-info = Ce qu'est et ce que fait une carte, un bâtiment, une tuile, une quête, une case, un jeton
command-name-info = infos
option-info-thing = Une carte, un bâtiment, une tuile, une quête, une case, un jeton : son numéro ou son nom
option-name-info-thing = quoi

command-undo = Annuler votre coup et ceux des IA depuis, sauf si un autre humain a joué ou un secret est apparu
command-name-undo = annuler

command-help = Où en est la partie, à qui de jouer, vos coups possibles
option-help-topic = Une seule partie : vos coups, le jeu en bref, ou toutes les commandes
option-name-help-topic = sujet
choice-help-topic-moves = Mes coups
choice-help-topic-rules = Le jeu en bref
choice-help-topic-commands = Toutes les commandes
choice-word-help-topic-moves = coups
choice-word-help-topic-rules = règles
choice-word-help-topic-commands = commandes
command-name-help = aide

command-addbot = Asseoir une IA à la table avant le début
command-name-addbot = ajouter-ia
option-addbot-level = Quelle force : hasard, facile, normal (défaut) ou difficile
option-name-addbot-level = niveau

command-removebot = Retirer une IA de la table avant le début
command-name-removebot = retirer-ia
option-removebot-bot = Quelle IA : son numéro ou son nom (par défaut : la dernière assise)
option-name-removebot-bot = bot

command-replace = Donner une place (d'un joueur ou d'une IA) à quelqu'un (vote des joueurs, ou décision d'un admin)
command-name-replace = remplacer
option-replace-with = Qui prend sa place
option-name-replace-with = par
option-replace-player = Le joueur assis à remplacer (ou celui dont une IA a pris la place)
option-name-replace-player = joueur
option-replace-seat = Ou le numéro de la place, que la légende du plateau donne pour une IA (🤖1 = …, place 3)
option-name-replace-seat = place

command-resign = Céder votre place à l'IA : la partie continue sans vous
command-name-resign = ceder

command-kick = Donner la place d'un joueur absent à l'IA (vote des joueurs, ou décision d'un admin)
command-name-kick = exclure
option-kick-player = Le joueur assis dont la place passe à l'IA
option-name-kick-player = joueur

command-object = Empêcher l'IA de jouer le coup d'un joueur dont le temps est écoulé
command-name-object = objection

command-log = Tous les coups de la partie de ce salon, en toutes lettres (vous seul le voyez)
command-name-log = historique
option-log-page = Quelle page (par défaut : la dernière, les coups les plus récents)
option-name-log-page = page

command-replay = Revoir pas à pas une partie terminée de ce salon (vous seul la voyez)
command-name-replay = revoir
option-replay-game = Quelle partie de ce salon, par son numéro (par défaut : la dernière terminée)
option-name-replay-game = partie

command-stats = Les parties terminées d'un joueur sur ce serveur : parties, victoires, score moyen, meilleur, cote
command-name-stats = statistiques
option-stats-player = Les statistiques de qui (par défaut : les vôtres)
option-name-stats-player = joueur
option-stats-game = Quel jeu
option-name-stats-game = jeu

command-leaderboard = Les meilleurs joueurs d'un jeu sur ce serveur, par cote
command-name-leaderboard = classement
option-leaderboard-game = Quel jeu
option-name-leaderboard-game = jeu

command-notify = Comment être prévenu de votre tour (toutes les tables)
command-name-notify = prevenir
option-notify-mode = Comment être appelé à jouer : mention, mp ou non
option-name-notify-mode = mode
choice-notify-mode-mention = Mention dans le salon
choice-notify-mode-dm = Message privé
choice-notify-mode-off = Non
choice-word-notify-mode-dm = mp
choice-word-notify-mode-off = non

command-reminder = Les rappels de cette table : voir ou changer leur fréquence (tout joueur assis)
command-name-reminder = rappel
option-reminder-every = Rappeler un joueur que la table attend, toutes les : 30m, 6h, 2j… ou non
option-name-reminder-every = intervalle
