# Les mots des plateaux, images et règles pour ce qui n'est pas un élément de jeu à part entière : `/infos <mot>`
# explique chacun (commands/src/games/glossary.rs). `…-names` : les noms qui le trouvent, le premier affiché.

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
