# Puerto Rico : /regarder (le jeu d'une place) et /info (ce qu'est et fait un élément).
pr-look-head = <b>{ $name }</b> · { $doubloons ->
    [one] { $doubloons } doublon
   *[other] { $doubloons } doublons
} · tonneaux : { $goods } · San Juan { $sanjuan }
pr-look-island = Île { $used }/12 : { $tiles }
pr-look-city = Cité { $used }/12 (● colon, ○ cercle libre) :
pr-info-building = coût { $cost }, { $vp } PV, { $circles ->
    [one] { $circles } cercle
   *[other] { $circles } cercles
}, les carrières ôtent jusqu'à { $column }{ $spaces ->
    [2] {""}, grand bâtiment (2 places de la cité)
   *[other] {""}
}.
pr-info-left = En jeu : { $count ->
    [one] { $count } restant
   *[other] { $count } restants
}.
pr-info-not-in-play = Pas en jeu dans cette partie.
pr-effect-production = Phase de l'artisan : 1 tonneau ({ $good }) par plantation occupée de cette sorte, au plus 1 par cercle occupé ici ({ $circles ->
    [one] { $circles } cercle
   *[other] { $circles } cercles
}).
pr-effect-small-market = Phase du marchand : +1 doublon quand vous vendez un tonneau.
pr-effect-hacienda = Phase du planteur : avant votre choix, vous pouvez piocher une plantation de plus, face cachée.
pr-effect-construction-hut = Phase du planteur : vous pouvez prendre une carrière au lieu d'une plantation visible.
pr-effect-small-warehouse = Fin de la phase du capitaine : vous gardez tous vos tonneaux d'une sorte de plus.
pr-effect-hospice = Phase du planteur : la tuile que vous prenez arrive avec un colon de la réserve.
pr-effect-office = Phase du marchand : vous pouvez vendre une sorte que le magasin contient déjà.
pr-effect-large-market = Phase du marchand : +2 doublons quand vous vendez un tonneau.
pr-effect-large-warehouse = Fin de la phase du capitaine : vous gardez tous vos tonneaux de deux sortes de plus.
pr-effect-factory = Phase de l'artisan : des doublons selon les sortes produites : 2 sortes 1, 3 sortes 2, 4 sortes 3, 5 sortes 5.
pr-effect-university = Phase du maçon : le bâtiment construit arrive avec un colon de la réserve.
pr-effect-harbor = Phase du capitaine : +1 PV à chaque livraison de tonneaux.
pr-effect-wharf = Phase du capitaine, une fois : expédiez à la banque tous vos tonneaux d'une sorte, comme sur un navire vide de toute taille.
pr-effect-guild-hall = Fin de partie : +1 PV par petit bâtiment de production, +2 par grand.
pr-effect-residence = Fin de partie : 4 PV jusqu'à 9 places de l'île remplies, 5 pour 10, 6 pour 11, 7 pour 12.
pr-effect-fortress = Fin de partie : +1 PV par 3 colons possédés.
pr-effect-customs-house = Fin de partie : +1 PV par 4 jetons de PV détenus.
pr-effect-city-hall = Fin de partie : +1 PV par bâtiment violet de votre cité.
pr-effect-aqueduct = Phase de l'artisan : 1 indigo de plus si votre (grande) teinturerie vous a donné de l'indigo, 1 sucre de plus si votre (grande) raffinerie vous a donné du sucre.
pr-effect-forest-house = Phase du planteur : vous pouvez poser face cachée, en forêt, la plantation prise. Phase du maçon : toutes les 2 forêts ôtent 1 doublon.
pr-effect-black-market = Phase du maçon, pour un bâtiment que vous ne pouvez pas payer autrement : payez-en jusqu'à 3 doublons avec au plus 1 colon, 1 tonneau et 1 jeton de PV (1 doublon chacun).
pr-effect-storehouse = Fin de la phase du capitaine : vous gardez jusqu'à 3 tonneaux de plus, de toutes sortes.
pr-effect-guest-house = Accueille 2 colons ; au début de chaque phase, vous pouvez les déplacer vers des cercles libres de vos autres tuiles et bâtiments.
pr-effect-trading-post = Phase du marchand : au lieu du magasin, vendez 1 tonneau de toute sorte à la banque (le privilège du marchand compte, pas les marchés).
pr-effect-church = Phase du maçon : +1 jeton de PV quand vous construisez un bâtiment de la colonne 2 ou 3, +2 pour un grand.
pr-effect-small-wharf = Phase du capitaine, une fois, au lieu de charger : expédiez des tonneaux au choix à la banque, 1 jeton de PV par 2 tonneaux (privilège du capitaine, port et phare comptent).
pr-effect-lighthouse = Phase du capitaine : +1 doublon par livraison, et 1 de plus en fin de phase si vous avez choisi le capitaine.
pr-effect-library = Quand vous choisissez un personnage, son privilège est doublé pour vous.
pr-effect-specialty-factory = Phase de l'artisan : +1, +2 ou +3 doublons quand vous recevez 2, 3 ou 4 tonneaux ou plus d'une sorte.
pr-effect-union-hall = Début de la phase du capitaine : +1 jeton de PV par 2 tonneaux d'une sorte détenus.
pr-effect-cloister = Fin de partie : les séries de 3 tuiles identiques de l'île (plantations d'une marchandise, carrières, forêts) : 1, 2, 3, 4 séries donnent 1, 3, 6, 10 PV.
pr-effect-statue = Ni cercle ni effet : 8 PV.
pr-info-role-settler = Chaque joueur à son tour prend une plantation visible. Privilège : une carrière à la place.
pr-info-role-mayor = Les colons du navire sont distribués autour de la table, puis chacun place ses colons. Privilège : 1 colon de plus pris dans la réserve.
pr-info-role-builder = Chaque joueur à son tour peut construire un bâtiment. Privilège : 1 doublon de moins.
pr-info-role-craftsman = Chacun produit des tonneaux. Privilège : 1 tonneau de plus d'une sorte produite.
pr-info-role-trader = Chaque joueur à son tour peut vendre 1 tonneau au magasin. Privilège : +1 doublon.
pr-info-role-captain = Les joueurs chargent à tour de rôle des tonneaux sur les navires (1 PV par tonneau) tant qu'ils le peuvent ; puis chacun garde 1 tonneau et ce que ses entrepôts contiennent. Privilège : +1 PV à son premier chargement.
pr-info-role-prospector = Pas de phase. Privilège : 1 doublon de la banque.
pr-info-plantation = une tuile de l'île : { $kind ->
    [corn] occupée, elle donne 1 tonneau à la phase de l'artisan (le maïs n'a pas besoin de bâtiment).
   *[other] occupée, avec un cercle occupé d'un bâtiment de production ({ $buildings }), elle donne 1 tonneau à la phase de l'artisan.
} Se vend { $price ->
    [one] { $price } doublon
   *[other] { $price } doublons
} ; { $tiles } plantations et { $barrels } tonneaux dans le jeu.
pr-info-quarry = une tuile de l'île : occupée, elle ôte 1 doublon du prix d'un bâtiment, jusqu'à la colonne du bâtiment (1 à 4).
pr-topic-forest = Forêt
pr-topic-cargo-ships = Navires marchands
pr-topic-trading-house = Magasin
pr-topic-colonist-ship = Navire de colons
pr-topic-san-juan = San Juan
pr-info-forest = une plantation posée face cachée grâce à une maison forestière occupée : elle remplit une place de l'île, sans cercle, et ne produit rien ; toutes les 2 forêts ôtent 1 doublon à vos bâtiments.
pr-info-cargo-ships = tailles { $sizes }. Chacun porte une seule sorte de tonneau, et deux navires jamais la même ; un navire plein est vidé à la fin de la phase du capitaine.
pr-info-trading-house = contient 4 tonneaux de sortes différentes (le comptoir permet la même sorte) ; prix : { $prices }. Vidé une fois plein, après la phase du marchand.
pr-info-colonist-ship = apporte les colons de l'intendant ; rempli après sa phase d'un colon par cercle libre des bâtiments (au moins un par joueur). La partie s'achève quand la réserve ne peut plus le remplir.
pr-info-san-juan = où attendent les colons d'un joueur qu'aucun de ses cercles n'accueille.
