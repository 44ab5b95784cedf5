# Faits de Maracaibo (français) : les derniers coups, /look, /info et le jeu étalé sous /hand.
# Chaque clé doit exister aussi dans en/mc-facts.ftl.

mc-a-card = une carte
mc-n-cards = { $n } { $n ->
    [one] carte
   *[other] cartes
} de la main
mc-ev-moved = { $name } : { $move }
mc-ev-token = {" "}(jeton { $token })
mc-private-tableau = <b>Votre jeu étalé</b> : { $head } (le reste, et celui de chacun : /look)
mc-private-brief = Cartes en bref, pour tenir en un message : /info et l'identifiant d'une carte la décrit en entier.

## /look

mc-look-head = { $d } { $d ->
    [one] doublon
   *[other] doublons
} · { $cp } { $cp ->
    [one] point de combat
   *[other] points de combat
} · { $vp } PV · revenu { $dincome } d et { $vincome } PV · main { $hand } { $hand ->
    [one] carte
   *[other] cartes
} (limite { $limit })
mc-look-influence = Influence : { $nations }
mc-look-ship = Navire : { $left } { $left ->
    [one] disque restant
   *[other] disques restants
} ({ $discs }) · zones vidées : { $emptied }
mc-look-none = aucune
mc-look-explorer = Explorateur sur la case { $space }{ $reward }
mc-look-spies = Espions : { $reserve } en réserve · { $map } sur le plateau{ $at } · { $career } sur la carrière · { $buildings } sur des bâtiments · { $cards } sur des cartes · { $supply } dans la réserve générale
mc-look-planned = Zone de planification ({ $count }) :
mc-look-bought = Cartes achetées ({ $count }) :
mc-look-career = Carrière { $career } ({ $claimed } { $claimed ->
    [one] objectif atteint
   *[other] objectifs atteints
}) : { $goals }
mc-look-tokens = Quêtes accomplies : { $quests }{ $oncards } · jetons Combat : { $combat } · jetons Synergie : { $synergy } · boussoles : { $compasses }
mc-look-buildings = A investi dans : { $buildings }

## /info

mc-info-kind-card = carte
mc-info-kind-quest = tuile Quête
mc-info-kind-location = lieu du plateau
mc-info-kind-space = case d'exploration
mc-info-kind-zone = zone du navire
mc-info-kind-token = jeton Combat
mc-info-kind-career = carrière
mc-info-kind-building = bâtiment de prestige
mc-info-kind-tile = tuile Ville
mc-info-bought-by = Achetée par { $name }.
mc-info-planned-by = Dans la zone de planification { DE($name) }.
mc-info-on-display = Dans l'étalage.
mc-info-on-space = sur la case d'exploration { $space }
mc-info-city-quest = sur l'emplacement de quête de la ville L1
mc-info-pile-top = au sommet de la pile de quêtes
mc-info-lies = Se trouve : { $places }
mc-info-loc-start = le départ
mc-info-loc-village = un village
mc-info-loc-tile-slot = une ville dont la tuile est posée à la mise en place
mc-info-loc-city = une ville
mc-info-loc-homeward = une ville de retour
mc-info-tile-here = tuile { $tile }
mc-info-cube = un cube { $code ->
    [FR] français
    [EN] anglais
    [ES] espagnol
   *[other] { $nation }
}
mc-info-ships = navires : { $names }
mc-info-spies = espions : { $names }
mc-info-quests = quêtes : { $quests }
mc-info-now = En ce moment : { $what }
mc-space-start = le début de la piste
mc-info-space = En s'y arrêtant : { $reward } · suivantes : { $next } · { $steps } { $steps ->
    [one] pas
   *[other] pas
} jusqu'à la fin
mc-info-explorers = Explorateurs ici : { $names }
mc-info-zone = { $discs } { $discs ->
    [one] disque
   *[other] disques
} ; une fois vidée : { $effect }{ $needs }
mc-info-needs-zone = {" "}(seulement une fois { $zone } vidée)
mc-info-needs-zones = {" "}(seulement une fois { $n } autres zones vidées)
mc-info-token = La valeur de chaque nation (avec les modificateurs qui jouent maintenant) et ce que combattre pour elle coûte ou rapporte : { $lines }
mc-info-token-now = C'est le jeton du combat en cours.
mc-info-building = { $cost } doublons · jeton { $symbol } · en fin de partie : { $per } PV par { $basis }{ $max ->
    [0] {""}
   *[other] {" "}(au plus { $max })
}
mc-basis-lines = ligne d'exploration franchie
mc-basis-quests = tuile Quête
mc-basis-spies_on_map = espion sur le plateau
mc-basis-reserve_spies_and_cp = espion en réserve et point de combat
mc-basis-synergy = jeton Synergie
mc-basis-combat_tokens = jeton Combat
mc-basis-upgrades = amélioration du navire
mc-basis-income_vp = PV de revenu
mc-info-investors = Investisseurs : { $names }
mc-info-market = marché : { $good }
mc-info-tile-at = posée sur { $location }
