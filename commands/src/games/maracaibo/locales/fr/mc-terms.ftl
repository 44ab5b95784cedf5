# Les mots des plateaux, images et règles pour ce qui n'est pas un élément de jeu à part entière : `/infos <mot>`
# explique chacun (commands/src/games/glossary.rs). `…-names` : les noms qui le trouvent, le premier affiché.

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
