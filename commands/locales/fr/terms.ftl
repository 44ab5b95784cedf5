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

## Santiago

sa-term-overseer-names = constructeur de canal, constructeur, contremaître, contremaître des canaux
sa-term-overseer = Le constructeur de canal : le premier joueur à passer aux enchères (ou, si personne ne passe, la plus petite mise). On lui offre des pots-de-vin pour un emplacement de canal ; il accepte une offre et ses contributeurs le paient, ou construit ailleurs et paie à la banque la plus grosse offre + 1.
sa-term-drought-names = sécheresse
sa-term-drought = Après les canaux de chaque tour, chaque tuile de plantation qui ne touche aucun canal perd un travailleur, et celle qui n'en a plus devient un désert. L'ultime sécheresse, en fin de partie, rend désertique d'un coup toute tuile non irriguée, travailleurs ou non.
sa-term-watered-names = irrigué, irriguée, irrigation, eau
sa-term-watered = Une case est irriguée quand un canal longe l'un de ses côtés (~ sur le plateau). Les tuiles irriguées gardent leurs travailleurs à la sécheresse.
sa-term-escudo-names = escudo, escudos
sa-term-escudo = L'argent, et le score : mises, pots-de-vin et canaux du constructeur se paient en escudos, chacun en reçoit 3 par tour, et à la fin chaque travailleur d'un champ rapporte à son propriétaire autant d'escudos que le champ a de tuiles. Le plus riche gagne.
sa-term-worker-names = travailleur, travailleurs, travailleur agricole, travailleurs agricoles, travailleurs en réserve
sa-term-worker = Chaque tuile se pose avec autant de travailleurs qu'elle en montre (un de moins après avoir passé aux enchères) ; la sécheresse les retire des tuiles sèches. À la fin, chaque travailleur d'un champ rapporte à son propriétaire autant d'escudos que le champ a de tuiles.
sa-term-canal-names = canal, canaux, canaux en réserve
sa-term-canal = Les canaux partent de la source le long des côtés des cases (emplacements nommés par leurs deux lettres d'extrémité, comme gh) : le constructeur en pose un à chaque tour, et chaque joueur a un canal personnel pour la partie. Une tuile qui touche un canal est irriguée. /info canal <emplacement> dit ce qu'un emplacement irrigue.
sa-term-personal-canal-names = canal personnel, irrigation complémentaire, canal personnel disponible, canal personnel posé
sa-term-personal-canal = Le canal de plus de chaque joueur pour toute la partie (disponible tant qu'il n'est pas posé, puis posé) : après le canal du constructeur, chacun à son tour peut le poser sur un emplacement non irrigué, et la phase s'arrête dès que l'un le fait (un par tour).
sa-term-bid-names = mise, mises, enchère, enchères, aux enchères
sa-term-bid = À chaque tour, depuis la gauche du constructeur, chacun mise des escudos ou passe ; les mises sont toutes différentes. La plus forte mise choisit sa tuile et la pose en premier ; le premier à passer (ou, si personne ne passe, la plus petite mise) devient le constructeur. Les mises sont payées à la banque.
sa-term-bribe-names = pot-de-vin, pots-de-vin, offre, offres, proposition, propositions, soutien
sa-term-bribe = Pour qu'un canal irrigue vos tuiles, proposez un emplacement avec un pot-de-vin ou ajoutez à l'offre d'un autre ; le constructeur accepte une offre (ses contributeurs le paient) ou construit ailleurs à ses frais.
sa-term-field-names = champ, champs
sa-term-field = Un groupe de tuiles voisines de la même culture. À la fin, chaque travailleur d'un champ rapporte à son propriétaire autant d'escudos que le champ a de tuiles.
sa-term-ditch-names = fossé, fossés
sa-term-ditch = Les lignes entre les cases, où passent les canaux : chaque fossé entre deux intersections (nommé par leurs lettres, comme gh) est un emplacement de canal ; les fossés se croisent aux intersections a à t, et la source est sur l'une d'elles.
sa-term-income-names = revenu, revenus
sa-term-income = À la fin de chaque tour sauf le dernier, après la sécheresse, chaque joueur reçoit 3 escudos de la banque.
sa-term-cell-names = code de case, codes de case
sa-term-cell = Le code d'une case sur le plateau : la lettre de sa culture (P pommes de terre, H haricots, M piments, B bananes, C canne à sucre), puis le numéro de son propriétaire (· à personne) et ses travailleurs agricoles. B32 : bananes du joueur 3 avec 2 travailleurs agricoles. /info suivi d'un code liste les cases qui le montrent.

## Maracaibo

mc-term-combat-token-names = jeton de combat, jetons de combat, jeton combat, jetons combat, jeton
mc-term-combat-token = Révélé au début d'un combat (le plateau dit combien il en reste) : il donne à chaque nation une valeur de combat et ses coûts ou récompenses. La nation qui a le plus de cubes Possession combat à −2, celle qui en a le moins à +3 ; sans jeton, chaque nation est à 3. Points de combat et espions augmentent la valeur ; les actions de combat la dépensent.
mc-term-synergy-names = combinaison, jeton combinaison, couronne, ancre, croix, plume, sabre
mc-term-synergy = Les cinq symboles Combinaison (couronne, ancre, croix, plume, sabre) de certaines cartes Projet et bâtiments de prestige : en acheter une vous donne son jeton, une fois ; certains effets de revenu ne comptent que si vous avez le jeton correspondant.
mc-term-jeanne-names = Jeanne, Automa, pioche Automa
mc-term-jeanne = En solo, l'Automa contre qui vous jouez : à chacun de ses tours elle pioche une carte Automa et fait ce qu'elle dit ; elle a un bateau et un explorateur mais ni espions, ni doublons, ni points de combat, et marque ses points de victoire sur sa propre piste.
mc-term-doubloon-names = doublon, doublons, d
mc-term-doubloon = L'argent (d sur le plateau) : il paie cartes, améliorations et quêtes ; le revenu en ajoute à chaque décompte intermédiaire.
mc-term-vp-names = PV, points de victoire, point de victoire, PV en cours de partie
mc-term-vp = Points de victoire : cartes, quêtes, piste d'exploration, influence et revenus en rapportent ; à la fin, le plus grand total gagne.
mc-term-combat-point-names = points de combat, point de combat, pc
mc-term-combat-point = Les points de combat (pc) de votre navire, 8 au plus : chacun dépensé augmente une valeur de combat de 1, et certaines quêtes en coûtent.
mc-term-influence-names = influence
mc-term-influence = L'influence de chaque joueur auprès de chaque nation, gagnée par le combat ; à la fin elle compte avec le multiplicateur de la nation (cases vides de sa réserve et part des cubes Possession).
mc-term-spy-names = espion, espions
mc-term-spy = Les espions (réserve/carte/carrière sur le plateau) se placent sur des lieux de la carte ou sur votre carte Carrière ; un espion rendu à la réserve générale augmente une valeur de combat de 1, et certaines quêtes en coûtent un.
mc-term-explorer-names = explorateur, exploration, piste d'exploration
mc-term-explorer = Votre explorateur avance sur la piste d'exploration ; franchir une ligne rapporte des points, et la case atteinte peut porter une récompense.
mc-term-quest-names = quête, quêtes, quêtes restantes, quête suivante, quête de la ville
mc-term-quest = Une quête s'accomplit à son lieu en payant son coût ; sa récompense compte une fois par boussole que vous possédez, plus une part fixe.
mc-term-income-names = revenu, revenus, prochain revenu, revenu en PV, revenu en doublons
mc-term-income = Vos pistes Revenu des doublons et des PV : à chaque décompte intermédiaire vous recevez les deux ; au décompte final, la piste des doublons donne ses PV à la place.
mc-term-career-names = carrière, carrières
mc-term-career = La carte Carrière que chacun garde à la mise en place (une sur deux), avec des espions dessus : chaque objectif atteint rapporte à la fin.
mc-term-prestige-names = prestige, bâtiment de prestige, bâtiments de prestige
mc-term-prestige = Les bâtiments de prestige, achetés comme des cartes Projet : chacun rapporte à la fin selon ce qu'il compte.
mc-term-display-names = étalage, cartes exposées, présentoir
mc-term-display = Les cartes Projet face visible à vendre sur le plateau, complétées depuis la pioche.
mc-term-market-names = marché, marchés
mc-term-market = Le marché de chaque ville accepte les livraisons de sa marchandise (une carte de cette marchandise de votre main) jusqu'à ce que ses espaces soient pleins.
mc-term-mp-names = PM, points de mouvement
mc-term-mp = Points de mouvement : jusqu'à 7 par tour pour naviguer ; on ne peut dépasser les lieux marqués d'un arrêt obligatoire. Naviguer de 4 à 6 PM permet deux actions Village, 7 en permet trois.
mc-term-hand-names = main, limite de main
mc-term-hand = Vos cartes Projet en main (secrètes) et votre limite de main : à la fin de votre tour vous piochez jusqu'à elle.
mc-term-nation-names = nation, nations
mc-term-nation = Les nations (France, Angleterre, Espagne) : chacune a des cubes Possession dans une réserve, placés sur la carte en combattant pour elle ; combattre pour une nation augmente aussi votre influence auprès d'elle. À la fin, l'influence compte avec le multiplicateur de chaque nation (cases vides de sa réserve, plus un bonus pour la majorité des cubes Possession sur la carte).
mc-term-upgrade-names = amélioration, améliorations, amélioration du navire, améliorations du navire, améliorations libérées, zones vidées, zone, zones
mc-term-upgrade = Les zones d'amélioration de votre navire (U1 à U12), couvertes de disques : certaines actions retirent des disques, et une zone vidée de ses disques donne son amélioration pour le reste de la partie (PV, limite de main, revenu, nouvelle action…). /info U3 dit ce que donne une zone.
mc-term-disc-names = disque, disques, disques restants
mc-term-disc = Les disques qui couvrent les zones d'amélioration de votre navire : retirer le dernier d'une zone la vide et vous donne son amélioration.
mc-term-planned-names = planifié, planifiée, planifiées, zone de planification, planification
mc-term-planned = La zone de planification au-dessus du navire d'un joueur (trois emplacements) : une action gratuite y place une carte de la main, face visible, hors de la limite de main ; elle peut être achetée plus tard comme une carte en main, mais ni défaussée ni utilisée comme marchandise ou objet.
mc-term-card-names = carte, cartes, carte projet, cartes projet, achetées, cartes achetées
mc-term-card = Les cartes Projet : achetées depuis votre main ou l'étalage pour leur coût en doublons ; chacune donne son effet et ses PV, et à la fin les PV des cartes achetées comptent. /info suivi de l'identifiant ou du nom d'une carte la décrit.
mc-term-majority-names = majorité, majorités
mc-term-majority = Décompte final : 3 PV à chaque joueur qui a le plus d'influence auprès d'une nation (égalités comprises, jamais sans influence).
mc-term-nobility-names = noblesse
mc-term-nobility = Décompte final, par nation : votre rang en influence auprès d'elle fois son multiplicateur (les cases vides de sa réserve plus le bonus des cubes sur la carte).
