# Les mots des plateaux, images et règles pour ce qui n'est pas un élément de jeu à part entière : `/infos <mot>`
# explique chacun (commands/src/games/glossary.rs). `…-names` : les noms qui le trouvent, le premier affiché.

## Puerto Rico

pr-term-vp-chips-names = jetons de PV, jeton de PV, jetons PV, jeton PV, jetons, PV, points de victoire, jetons de points de victoire, points de victoire restants
pr-term-vp-chips = Gagnés en expédiant (1 par tonneau chargé, +1 une fois pour le capitaine) et par certains bâtiments ; gardés face cachée, personne ne voit ceux des autres. Le plateau montre la réserve restante : quand elle s'épuise, la partie s'arrête à la fin du tour. À la fin, ils s'ajoutent aux PV des bâtiments et aux bonus des grands bâtiments.
pr-term-governor-names = gouverneur
pr-term-governor = Le gouverneur (👑 sur le plateau) choisit le premier personnage de chaque tour ; les autres suivent à sa gauche. À la fin du tour, le gouverneur passe au joueur suivant.
pr-term-colonist-names = colon, colons, réserve de colons, colons en réserve
pr-term-colonist = Les colons occupent plantations, carrières et bâtiments (● cercle plein, ○ cercle vide) ; un bâtiment ou une plantation ne compte qu'occupé. L'intendant distribue ceux du navire de colons ; la réserve remplit le navire après chaque intendant, et quand elle n'y suffit plus, la partie s'arrête à la fin du tour. Les colons non placés attendent à San Juan.
pr-term-doubloon-names = doublon, doublons, argent
pr-term-doubloon = L'argent : il paie les bâtiments (moins un par carrière occupée, jusqu'à la colonne du bâtiment, et moins un pour le maçon). Le marchand vend contre des doublons, chaque personnage non pris gagne un doublon par tour, et le chercheur d'or en prend un. Les doublons de chacun sont publics.
pr-term-barrel-names = tonneau, tonneaux, marchandise, marchandises, tonneaux en réserve
pr-term-barrel = Tonneaux de maïs, indigo, sucre, tabac ou café : produits par l'artisan (une plantation occupée avec, sauf pour le maïs, un bâtiment de production occupé), vendus au magasin par le marchand, expédiés par le capitaine. Après le capitaine, chacun garde un tonneau (plus avec un entrepôt) ; les autres retournent à la réserve.
pr-term-island-names = île
pr-term-island = Les 12 cases d'un joueur pour ses plantations et carrières (les tuiles du planteur).
pr-term-city-names = cité, ville
pr-term-city = Les 12 cases d'un joueur pour ses bâtiments ; un grand bâtiment en prend deux. La partie s'arrête à la fin du tour où un joueur occupe sa 12e case.
pr-term-privilege-names = privilège
pr-term-privilege = Le joueur qui prend un personnage a son privilège (une carrière pour le planteur, un colon de plus pour l'intendant, un doublon de moins pour le maçon, un tonneau de plus pour l'artisan, un doublon de plus pour le marchand, 1 PV pour le capitaine) ; puis chacun fait l'action à son tour.
pr-term-tie-break-names = départage, départages
pr-term-tie-break = Des joueurs à égalité de points sont départagés par leurs doublons plus leurs tonneaux restants : le plus en a, mieux il est classé. Encore à égalité, ils partagent le rang.

pr-term-plantation-names = plantation, plantations, plantations visibles
pr-term-plantation = Les tuiles Plantation (maïs, indigo, sucre, tabac, café) : avec le planteur, chacun prend une des plantations visibles (ou une carrière, par privilège ou avec une baraque de chantier) pour son île ; celles qui restent sont défaussées et de nouvelles retournées. Occupée, une plantation produit avec l'artisan (le maïs seul, les autres avec un bâtiment de production occupé).
pr-term-building-names = bâtiment, bâtiments, bâtiments en jeu, bâtiments à vendre
pr-term-building = Achetés avec le maçon pour la cité ; le plateau liste ceux qui restent par coût, avec leurs PV et le nombre d'exemplaires. /infos <nom du bâtiment> dit ce que fait chacun.

pr-term-role-names = personnage, personnages
pr-term-role = À chaque tour, chaque joueur, en commençant par le gouverneur, prend l'un des personnages restants (planteur, intendant, maçon, artisan, marchand, capitaine, et le chercheur d'or à plus de joueurs) ; puis chacun fait son action à son tour, celui qui l'a choisi en premier avec son privilège. Un personnage non pris gagne un doublon pour le tour suivant.
