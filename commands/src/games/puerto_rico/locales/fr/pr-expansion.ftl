# Puerto Rico : les bâtiments de l'extension (options extension et aléatoire) : leurs noms et les refus du moteur.
pr-building-aqueduct = aqueduc
pr-building-forest-house = maison forestière
pr-building-black-market = marché noir
pr-building-storehouse = remise
pr-building-guest-house = auberge
pr-building-trading-post = comptoir colonial
pr-building-church = église
pr-building-small-wharf = petit quai
pr-building-lighthouse = phare
pr-building-library = bibliothèque
pr-building-specialty-factory = manufacture spécialisée
pr-building-union-hall = maison des corporations
pr-building-cloister = cloître
pr-building-statue = statue
pr-short-aqueduct = aqueduc
pr-short-forest-house = maison forestière
pr-short-black-market = marché noir
pr-short-storehouse = remise
pr-short-guest-house = auberge
pr-short-trading-post = comptoir colonial
pr-short-church = église
pr-short-small-wharf = petit quai
pr-short-lighthouse = phare
pr-short-library = bibliothèque
pr-short-specialty-factory = manufacture spéciale
pr-short-union-hall = corporations
pr-short-cloister = cloître
pr-short-statue = statue

## Abréviations des bâtiments (liste serrée des plateaux les plus chargés : 5 joueurs en fin de partie)

pr-abbr-aqueduct = aqueduc
pr-abbr-forest-house = m.forest.
pr-abbr-black-market = m.noir
pr-abbr-storehouse = remise
pr-abbr-guest-house = auberge
pr-abbr-trading-post = c.colon.
pr-abbr-church = église
pr-abbr-small-wharf = p.quai
pr-abbr-lighthouse = phare
pr-abbr-library = biblio.
pr-abbr-specialty-factory = manuf.sp.
pr-abbr-union-hall = corpor.
pr-abbr-cloister = cloître
pr-abbr-statue = statue
pr-score-cloister = Cloître
pr-not-in-play = Ce bâtiment n'est pas en jeu dans cette partie : { $building }.
pr-pick-cost-full = Toutes les cases des bâtiments à { $cost } sont déjà prises : { $building } est écarté.
pr-needs-building = Il faut pour cela un bâtiment occupé : { $building }.
pr-building-used = Vous avez déjà utilisé ce bâtiment dans cette phase : { $building }.
pr-black-market-not-needed = Cela coûte { $cost ->
    [one] { $cost } doublon
   *[other] { $cost } doublons
} et vous en avez { $doubloons } : le marché noir ne sert qu'à construire ce que vous ne pouvez pas payer.
pr-black-market-payment = Cela coûte { $cost ->
    [one] { $cost } doublon
   *[other] { $cost } doublons
} : { $count ->
    [one] { $count } objet
   *[other] { $count } objets
} du marché noir et { $doubloons ->
    [one] { $doubloons } doublon
   *[other] { $doubloons } doublons
} ne paient pas le prix exact.
pr-no-colonist-there = Vous n'avez là aucun colon à donner : { $slot }.
pr-no-vp-chip = Vous n'avez aucun jeton de PV à donner.
pr-keep-loose-count = Gardez exactement { $allowed ->
    [one] { $allowed } tonneau
   *[other] { $allowed } tonneaux
} en vrac, pas { $count }.
pr-too-many-guests = Votre auberge accueille { $colonists ->
    [one] { $colonists } invité
   *[other] { $colonists } invités
}, pas { $count }.

## Coups et événements de l'extension
pr-label-pick = Retenir : { $what }
pr-label-guests = Invités : { $what }
pr-label-guests-stay = Les invités restent
pr-label-forest = Forêt au lieu de : { $what }
pr-label-hacienda-forest = Hacienda : une forêt
pr-label-black-market = Construire { $what }, marché noir : { $items }
pr-label-trading-post = Vendre : { $what } (comptoir colonial)
pr-label-small-wharf = Petit quai : { $what }
pr-label-keep-loose = Garder en vrac : { $loose }
pr-label-keep-all-loose = Garder tout : { $all } + en vrac : { $loose }
pr-bm-colonist = un colon ({ $from })
pr-bm-a-colonist = un colon
pr-bm-barrel = 1 { $good }
pr-bm-vp = 1 jeton PV
pr-ev-picked = { $name } choisit : { $building }.
pr-ev-placed = Mis en jeu sans choix : { $building }.
pr-ev-guests = { $name } fait sortir { $count ->
    [one] { $count } colon
   *[other] { $count } colons
} de l'auberge.
pr-ev-forest = { $name } plante une forêt{ $hospice ->
    [yes] {" "}avec un colon (hospice)
   *[no] {""}
}.
pr-ev-black-market = { $name } paie avec le marché noir : { $items }.
pr-ev-church = L'église { DE($name) } rapporte des jetons de points de victoire.
pr-ev-specialty-factory = { $name } gagne { $doubloons ->
    [one] { $doubloons } doublon
   *[other] { $doubloons } doublons
} (manufacture spécialisée).
pr-ev-trading-post = { $name } vend { $good } au comptoir colonial pour { $price ->
    [one] { $price } doublon
   *[other] { $price } doublons
}.
pr-ev-union-hall = La maison des corporations { DE($name) } rapporte des jetons de points de victoire.
pr-ev-small-wharf = { $name } expédie avec le petit quai : { $goods }.
pr-ev-lighthouse = { $name } gagne { $doubloons ->
    [one] { $doubloons } doublon
   *[other] { $doubloons } doublons
} (phare).
pr-step-draft = choix des bâtiments
pr-step-guests = sortie des colons de l'auberge
