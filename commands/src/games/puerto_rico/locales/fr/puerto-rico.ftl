# Puerto Rico (français). Noms des règles françaises (seed 000). Chaque clé doit exister dans en/puerto-rico.ftl.

## Noms

pr-role-settler = Planteur
pr-role-mayor = Intendant
pr-role-builder = Maçon
pr-role-craftsman = Artisan
pr-role-trader = Marchand
pr-role-captain = Capitaine
pr-role-prospector = Chercheur d'or
pr-role-prospector-2 = Chercheur d'or (2e)
pr-good-corn = maïs
pr-good-indigo = indigo
pr-good-sugar = sucre
pr-good-tobacco = tabac
pr-good-coffee = café
pr-tile-quarry = carrière
pr-building-small-indigo-plant = petite teinturerie
pr-building-small-sugar-mill = petite raffinerie de sucre
pr-building-indigo-plant = teinturerie
pr-building-sugar-mill = raffinerie de sucre
pr-building-tobacco-storage = séchoir à tabac
pr-building-coffee-roaster = brûlerie de café
pr-building-small-market = petit marché
pr-building-hacienda = hacienda
pr-building-construction-hut = baraque de chantier
pr-building-small-warehouse = petit entrepôt
pr-building-hospice = hospice
pr-building-office = comptoir
pr-building-large-market = grand marché
pr-building-large-warehouse = grand entrepôt
pr-building-factory = manufacture
pr-building-university = université
pr-building-harbor = port
pr-building-wharf = quai
pr-building-guild-hall = guilde
pr-building-residence = résidence
pr-building-fortress = forteresse
pr-building-customs-house = douane
pr-building-city-hall = hôtel de ville
pr-step-choose-role = choix d'un personnage
pr-step-settle = plantation
pr-step-arrange = placement des colons
pr-step-build = construction
pr-step-craft-privilege = tonneau supplémentaire de l'artisan
pr-step-sell = vente
pr-step-load = chargement des navires
pr-step-store = stockage des tonneaux
pr-step-over = fin de partie
pr-end-colonists = la réserve de colons est épuisée
pr-end-city-full = une cité est complète
pr-end-vp-chips = les points de victoire sont épuisés
pr-none = rien

## Plateau

pr-board-round = Tour { $round } · gouverneur { $governor }
pr-board-phase = { $role } { DE($name) } : { $step }
pr-board-roles = Personnages : { $roles }
pr-board-colonists = Colons : { $ship } sur le navire, { $supply } en réserve · points de victoire restants : { $vp }
pr-board-ships = Navires marchands : { $ships }
pr-board-house = Magasin ({ $count }/4) : { $goods }
pr-board-supply = Tonneaux en réserve : { $goods }
pr-board-plantations = Plantations visibles : { $tiles } · carrières { $quarries } · pioche { $stack }
pr-board-end = ⚠ Dernier tour : { $reasons }.
pr-board-seat = <b>{ $name }</b> · { $doubloons ->
    [one] { $doubloons } doublon
   *[other] { $doubloons } doublons
} · tonneaux : { $goods } · San Juan { $sanjuan }
pr-board-island = île { $used }/12 : { $tiles }
pr-board-city = cité { $used }/12 : { $buildings }
pr-board-last = Derniers coups :
pr-private = Vos jetons de points de victoire : { $chips }
pr-tiebreak = doublons + tonneaux

## Libellés des coups (boutons, autocomplétion, /help)

pr-label-plant = Planter : { $what }
pr-label-hacienda = Hacienda : piocher une tuile
pr-label-colonists = Colons : { $what }
pr-label-build = Construire : { $what }
pr-label-craft = Tonneau de plus : { $what }
pr-label-sell = Vendre : { $what }
pr-label-ship = Charger { $good } → { $ship }
pr-label-wharf = Charger { $what } → quai
pr-label-keep = Garder tout { $all } + un { $one }
pr-label-keep-one = Garder un { $one }
pr-label-no-colonist = { $what } (sans colon)
pr-label-pass = Passer

## Événements

pr-ev-role = { $name } prend le personnage { $role }{ $doubloons ->
    [0] {""}
    [one] {" "}(+{ $doubloons } doublon)
   *[other] {" "}(+{ $doubloons } doublons)
}.
pr-ev-prospector = { $name } prend 1 doublon.
pr-ev-hacienda = { $name } pioche une plantation cachée : { $tile } (hacienda).
pr-ev-planted = { $name } plante : { $tile }{ $hospice ->
    [yes] {" "}avec un colon (hospice)
   *[no] {""}
}.
pr-ev-passed = { $name } passe ({ $role }).
pr-ev-plantations = { $count ->
    [one] { $count } nouvelle plantation visible
   *[other] { $count } nouvelles plantations visibles
}{ $reshuffled ->
    [yes] {" "}(défausse remélangée)
   *[no] {""}
}.
pr-ev-privilege-colonist = { $name } prend le colon du privilège.
pr-ev-colonist-declined = { $name } refuse le colon gratuit.
pr-ev-colonists = { $name } reçoit { $count ->
    [one] { $count } colon
   *[other] { $count } colons
}.
pr-ev-arranged = { $name } place ses colons.
pr-ev-ship-refilled = Le navire des colons reçoit { $count ->
    [one] { $count } colon
   *[other] { $count } colons
}.
pr-ev-built = { $name } construit : { $building } pour { $cost ->
    [one] { $cost } doublon
   *[other] { $cost } doublons
}{ $university ->
    [yes] {" "}avec un colon (université)
   *[no] {""}
}.
pr-ev-produced = { $name } produit { $goods }.
pr-ev-factory = { $name } gagne { $doubloons ->
    [one] { $doubloons } doublon
   *[other] { $doubloons } doublons
} (manufacture).
pr-ev-privilege-barrel = { $name } prend un tonneau de plus : { $good } (artisan).
pr-ev-sold = { $name } vend { $good } pour { $price ->
    [one] { $price } doublon
   *[other] { $price } doublons
}.
pr-ev-house-emptied = Le magasin est vidé.
pr-ev-loaded = { $name } charge { $count } { $good } sur le navire de { $ship }.
pr-ev-wharf = { $name } expédie { $count } { $good } par le quai.
pr-ev-stored = { $name } garde { $kept } et jette { $discarded }.
pr-ev-unloaded = Le navire de { $ship } décharge { $count } { $good }.
pr-ev-round-ended = Fin du tour { $round }.
pr-ev-end-triggered = Dernier tour : { $reason } !
pr-ev-game-over = La partie est terminée.

## Scores

pr-score-chips = jetons de points de victoire
pr-score-buildings = bâtiments
pr-score-guild-hall = guilde
pr-score-residence = résidence
pr-score-fortress = forteresse
pr-score-customs-house = douane
pr-score-city-hall = hôtel de ville

## Refus

pr-not-now = Ce coup ne convient pas maintenant : la partie en est à l'étape « { $step } ».
pr-role-taken = Le personnage { $role } a déjà été choisi ce tour-ci.
pr-role-not-in-game = Le personnage { $role } n'est pas utilisé à { $players } joueurs.
pr-plantation-not-offered = Aucune plantation visible de ce type : { $tile }.
pr-no-quarry-left = Il ne reste aucune carrière.
pr-quarry-not-allowed = Seul le planteur, ou le propriétaire d'une baraque de chantier occupée, peut prendre une carrière.
pr-island-full = Votre île est complète (12 cases).
pr-no-hacienda = Vous n'avez pas d'hacienda occupée.
pr-hacienda-used = Vous avez déjà pioché avec votre hacienda ce tour-ci.
pr-no-face-down-tile = Il ne reste aucune plantation cachée.
pr-slot-not-owned = Vous n'avez pas cet emplacement : { $slot }.
pr-slot-over-capacity = { $count ->
    [one] { $count } colon ne tient pas
   *[other] { $count } colons ne tiennent pas
} sur { $slot } (place pour { $capacity }).
pr-too-many-colonists = Cette répartition place { $placed ->
    [one] { $placed } colon
   *[other] { $placed } colons
}, mais vous en avez { $colonists }.
pr-fill-circles-first = Placez exactement { $required ->
    [one] { $required } colon
   *[other] { $required } colons
}, pas { $placed } : des colons ne peuvent rester à San Juan qu'une fois tous les cercles occupés.
pr-building-sold-out = Ce bâtiment est épuisé : { $building }.
pr-building-owned = Vous possédez déjà : { $building }.
pr-city-full = Le bâtiment { $building } occupe { $needed ->
    [one] { $needed } case
   *[other] { $needed } cases
} de la cité, et il vous en reste { $free }.
pr-not-enough-doubloons = Cela coûte { $cost ->
    [one] { $cost } doublon
   *[other] { $cost } doublons
}, et vous en avez { $doubloons }.
pr-not-produced = Vous n'avez pas produit cette marchandise dans cette phase : { $good }.
pr-good-supply-empty = Plus aucun tonneau de cette sorte en réserve : { $good }.
pr-no-barrel = Vous n'avez aucun tonneau de cette sorte : { $good }.
pr-house-full = Le magasin est plein.
pr-house-has-good = Le magasin contient déjà cette marchandise : { $good } (seul un comptoir occupé permet d'en vendre une seconde).
pr-no-such-ship = Il n'y a pas de navire marchand de capacité { $capacity }.
pr-ship-full = Le navire de { $capacity } est plein.
pr-ship-other-good = Le navire de { $capacity } transporte déjà une autre marchandise : { $good }.
pr-good-on-other-ship = Cette marchandise est déjà sur le navire de { $capacity } : { $good }.
pr-ship-not-best = Ce navire prendrait { $count ->
    [one] { $count } tonneau
   *[other] { $count } tonneaux
}, mais un autre navire vide en prend { $best } : utilisez celui-là.
pr-no-wharf = Vous n'avez pas de quai occupé.
pr-wharf-used = Vous avez déjà utilisé votre quai dans cette phase.
pr-must-load = Vous pouvez charger sur un navire, donc vous devez le faire (ou utiliser votre quai à la place) : seul le quai peut être refusé.
pr-no-free-colonist = Cette action n'apporte aucun colon gratuit : il n'y a rien à refuser.
pr-colonists-plentiful = La réserve compte encore { $supply ->
    [one] { $supply } colon
   *[other] { $supply } colons
} : le colon gratuit est pris avec l'action (le refuser n'est proposé que quand la réserve s'épuise).
pr-keep-wrong-kinds = Vous gardez { $kinds ->
    [one] { $kinds } sorte entière
   *[other] { $kinds } sortes entières
}, mais vos entrepôts en permettent exactement { $allowed }.

## Noms courts des bâtiments (plateaux chargés)

pr-short-small-indigo-plant = petite teinturerie
pr-short-small-sugar-mill = petite raffinerie
pr-short-indigo-plant = teinturerie
pr-short-sugar-mill = raffinerie
pr-short-tobacco-storage = séchoir
pr-short-coffee-roaster = brûlerie
pr-short-small-market = petit marché
pr-short-hacienda = hacienda
pr-short-construction-hut = baraque
pr-short-small-warehouse = petit entrepôt
pr-short-hospice = hospice
pr-short-office = comptoir
pr-short-large-market = grand marché
pr-short-large-warehouse = grand entrepôt
pr-short-factory = manufacture
pr-short-university = université
pr-short-harbor = port
pr-short-wharf = quai
pr-short-guild-hall = guilde
pr-short-residence = résidence
pr-short-fortress = forteresse
pr-short-customs-house = douane
pr-short-city-hall = hôtel de ville

## Abréviations des bâtiments (liste serrée des plateaux les plus chargés : 5 joueurs en fin de partie)

pr-abbr-small-indigo-plant = p.teint.
pr-abbr-small-sugar-mill = p.raff.
pr-abbr-indigo-plant = teint.
pr-abbr-sugar-mill = raff.
pr-abbr-tobacco-storage = séchoir
pr-abbr-coffee-roaster = brûlerie
pr-abbr-small-market = p.marché
pr-abbr-hacienda = hacienda
pr-abbr-construction-hut = baraque
pr-abbr-small-warehouse = p.entrep.
pr-abbr-hospice = hospice
pr-abbr-office = comptoir
pr-abbr-large-market = g.marché
pr-abbr-large-warehouse = g.entrep.
pr-abbr-factory = manuf.
pr-abbr-university = univ.
pr-abbr-harbor = port
pr-abbr-wharf = quai
pr-abbr-guild-hall = guilde
pr-abbr-residence = résid.
pr-abbr-fortress = forteresse
pr-abbr-customs-house = douane
pr-abbr-city-hall = h.ville
pr-log-stage = Tour { $round } · { $role }
pr-log-round = Tour { $round }

## Verbes : les commandes du jeu (clés : voir commands/src/words/commands.rs)

command-role = Choisir un personnage
command-name-role = rôle
option-role-role = Le personnage
option-name-role-role = rôle
option-role-colonist = Refuser le colon gratuit (proposé quand la réserve s'épuise)
option-name-role-colonist = colon
choice-role-colonist-no-colonist = Sans colon

command-plant = Planteur : prendre une plantation visible ou une carrière
command-name-plant = planter
option-plant-tile = Plantation ou carrière
option-name-plant-tile = tuile
option-plant-forest = Avec une maison forestière : poser la tuile face cachée, en forêt
option-name-plant-forest = forêt
choice-plant-forest-forest = Forêt
option-plant-colonist = Refuser le colon gratuit (proposé quand la réserve s'épuise)
option-name-plant-colonist = colon
choice-plant-colonist-no-colonist = Sans colon

command-hacienda = Planteur : piocher une plantation cachée avec votre hacienda
command-name-hacienda = hacienda
option-hacienda-forest = Avec une maison forestière : poser la tuile face cachée, en forêt
option-name-hacienda-forest = forêt
choice-hacienda-forest-forest = Forêt

command-colonists = Intendant : placer vos colons (vide = la répartition suggérée)
command-name-colonists = colons
option-colonists-arrangement = par ex. corn:1 quarry:1 small-market:1, ou none
option-name-colonists-arrangement = répartition

command-build = Maçon : construire un bâtiment
command-name-build = construire
option-build-building = Le bâtiment
option-name-build-building = bâtiment
option-build-black-market = Marché noir : payer en partie avec colonist:<lieu> barrel:<marchandise> vp
option-name-build-black-market = marché-noir
option-build-colonist = Refuser le colon gratuit (proposé quand la réserve s'épuise)
option-name-build-colonist = colon
choice-build-colonist-no-colonist = Sans colon

command-craft = Privilège de l'artisan : un tonneau de plus
command-name-craft = artisan
option-craft-good = La sorte de tonneau
option-name-craft-good = marchandise

command-sell = Marchand : vendre un tonneau
command-name-sell = vendre
option-sell-good = La sorte de tonneau
option-name-sell-good = marchandise
option-sell-trading-post = Vendre à la banque avec votre comptoir colonial
option-name-sell-trading-post = comptoir
choice-sell-trading-post-trading-post = Comptoir colonial

command-ship = Capitaine : charger des tonneaux sur un navire (ou votre quai)
command-name-ship = charger
option-ship-good = La sorte de tonneau (petit quai : par ex. corn:2 sugar:1)
option-name-ship-good = marchandise
option-ship-ship = Capacité du navire, wharf ou small-wharf
option-name-ship-ship = navire

command-keep = Fin de la phase du capitaine : les tonneaux que vous gardez
command-name-keep = garder
option-keep-all = Sortes gardées entières (une par entrepôt)
option-name-keep-all = tous
option-keep-one = Le tonneau isolé que vous gardez
option-name-keep-one = un
option-keep-loose = Avec une remise : les tonneaux en vrac gardés, par ex. corn:2 sugar:1
option-name-keep-loose = vrac

command-pick = Sélection : mettre un bâtiment en jeu pour cette partie
command-name-pick = retenir
option-pick-building = Le bâtiment
option-name-pick-building = bâtiment

command-guests = Auberge : déplacer vos invités vers des cercles libres, ou les garder
command-name-guests = invités
option-guests-where = par ex. quarry:1 harbor:1, ou keep
option-name-guests-where = où

# /pass est aussi celle de Santiago : une seule commande Discord, les mêmes mots pour les deux jeux.
command-pass = Passer : votre tour dans ce rôle (Puerto Rico) ; une mise, une offre, le canal personnel (Santiago)
command-name-pass = passer
