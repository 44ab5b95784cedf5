# Forced moves played by the host.
auto-board-line = ⚙ Joué automatiquement (seul coup possible) : { $moves }
auto-board-more = (et { $count } avant)
auto-board-count = ⚙ Joué automatiquement (seul coup possible) : { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}

load-not-automatic = Le coup { $number } (« { $move } », place { $seat }) est marqué automatique, mais l'hôte ne l'aurait pas joué : ce n'est pas le coup forcé de la première place appelée à jouer qui en a un.
