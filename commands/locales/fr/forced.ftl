# Forced moves played by the host.
auto-board-line = ⚙ Joué automatiquement (seul coup possible) : { $moves }
auto-board-more = (et { $count } avant)
auto-board-count = ⚙ Joué automatiquement (seul coup possible) : { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}

load-not-automatic = Le coup { $number } (« { $move } », place { $seat }) est marqué automatique, mais l'hôte ne l'aurait pas joué : ce n'est pas le coup forcé de la première place appelée à jouer qui en a un.
load-forced-chosen = Le coup { $number } (« { $move } », place { $seat }) est marqué choisi par son joueur, mais l'hôte aurait d'abord joué lui-même le coup forcé « { $forced } » de la place { $forced_seat } : un coup forcé n'est jamais un choix (marqué comme tel, il changerait les coups repris par /annuler).
