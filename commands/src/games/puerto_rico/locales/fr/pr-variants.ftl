# Puerto Rico avec les options de bâtiments (base, extension, aléatoire) : les bâtiments en jeu du plateau, la
# sélection, les forêts.
pr-board-in-play = Bâtiments en jeu — coût → nom (PV) ×restants :
pr-board-in-play-tight = Bâtiments (coût → nom×restants ; PV : /infos) :
pr-board-in-play-elsewhere = Bâtiments à vendre : /infos <bâtiment> (le plateau est plein).
pr-board-draft-picker = Sélection : { $name } retient un bâtiment (/retenir).
pr-board-draft-cost = { $cost } → { $free ->
    [one] { $free } place
   *[other] { $free } places
} : { $candidates }
pr-board-forests = { $count ->
    [one] { $count } forêt
   *[other] { $count } forêts
}
