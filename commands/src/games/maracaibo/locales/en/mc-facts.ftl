# Maracaibo facts (English): the latest moves, /look, /info and the tableau under /hand.
# Every key here must exist in fr/mc-facts.ftl too.

mc-a-card = a card
mc-n-cards = { $n } { $n ->
    [one] card
   *[other] cards
} from the hand
mc-ev-moved = { $name }: { $move }
mc-ev-token = {" "}(token { $token })
mc-private-tableau = <b>Your tableau</b>: { $head } (the rest, and everyone's: /look)
mc-private-brief = Cards in short, to fit one message: /info and a card's id tells it in full.

## /look

mc-look-head = { $d } { $d ->
    [one] doubloon
   *[other] doubloons
} · { $cp } { $cp ->
    [one] combat point
   *[other] combat points
} · { $vp } VP · income { $dincome } d and { $vincome } VP · hand { $hand } { $hand ->
    [one] card
   *[other] cards
} (limit { $limit })
mc-look-influence = Influence: { $nations }
mc-look-ship = Ship: { $left } { $left ->
    [one] disc
   *[other] discs
} left ({ $discs }) · emptied zones: { $emptied }
mc-look-none = none
mc-look-explorer = Explorer on space { $space }{ $reward }
mc-look-spies = Spies: { $reserve } in reserve · { $map } on the map{ $at } · { $career } on the career · { $buildings } on buildings · { $cards } on cards · { $supply } in the supply
mc-look-planned = Planning zone ({ $count }):
mc-look-bought = Bought cards ({ $count }):
mc-look-career = Career { $career } ({ $claimed } claimed): { $goals }
mc-look-tokens = Quests done: { $quests }{ $oncards } · combat tokens: { $combat } · synergy tokens: { $synergy } · compasses: { $compasses }
mc-look-buildings = Invested in: { $buildings }

## /info

mc-info-kind-card = card
mc-info-kind-quest = quest tile
mc-info-kind-location = map location
mc-info-kind-space = exploration space
mc-info-kind-zone = ship zone
mc-info-kind-token = combat token
mc-info-kind-career = career
mc-info-kind-building = prestige building
mc-info-kind-tile = city tile
mc-info-bought-by = Bought by { $name }.
mc-info-planned-by = In { $name }'s planning zone.
mc-info-on-display = On the display.
mc-info-on-space = on exploration space { $space }
mc-info-city-quest = on the city quest space of L1
mc-info-pile-top = on top of the quest pile
mc-info-lies = Lies: { $places }
mc-info-loc-start = the start
mc-info-loc-village = a village
mc-info-loc-tile-slot = a city whose tile is laid at set-up
mc-info-loc-city = a city
mc-info-loc-homeward = a homeward city
mc-info-tile-here = tile { $tile }
mc-info-cube = { $code ->
    [EN] an
   *[other] a
} { $nation } cube
mc-info-ships = ships: { $names }
mc-info-spies = spies: { $names }
mc-info-quests = quests: { $quests }
mc-info-now = Now: { $what }
mc-space-start = the start of the track
mc-info-space = Landing here: { $reward } · next: { $next } · { $steps } { $steps ->
    [one] step
   *[other] steps
} to the end
mc-info-explorers = Explorers here: { $names }
mc-info-zone = { $discs } { $discs ->
    [one] disc
   *[other] discs
}; once emptied: { $effect }{ $needs }
mc-info-needs-zone = {" "}(only once { $zone } is emptied)
mc-info-needs-zones = {" "}(only once { $n } other zones are emptied)
mc-info-token = Each nation's value (with the modifiers that apply now) and what fighting for it costs or gives: { $lines }
mc-info-token-now = It is the token of the combat in progress.
mc-info-building = { $cost } doubloons · { $symbol } token · at the end: { $per } VP per { $basis }{ $max ->
    [0] {""}
   *[other] {" "}(at most { $max })
}
mc-basis-lines = exploration line crossed
mc-basis-quests = quest tile
mc-basis-spies_on_map = spy on the map
mc-basis-reserve_spies_and_cp = reserve spy and combat point
mc-basis-synergy = synergy token
mc-basis-combat_tokens = combat token
mc-basis-upgrades = ship upgrade
mc-basis-income_vp = VP of income
mc-info-investors = Investors: { $names }
mc-info-market = market: { $good }
mc-info-tile-at = lies at { $location }
