# Mots des images du plateau (texte simple, sans balises). Chaque clé doit exister aussi dans en/picture.ftl.
# Les noms des éléments du jeu (personnages, marchandises, bâtiments, étapes, cultures, phases, nations) sont
# les clés du plateau texte (pr-building-*, sa-crop-*, mc-nation-*…) : l'image et le texte ne peuvent différer.
# Les clés à `$count` portent le nombre et son nom.

picture-to-play = À jouer :
# Un joueur dont aucune police de la machine ne dessine le nom : le numéro de sa place ($count) à la place.
picture-player = Joueur { $count }
picture-result = Résultat :
picture-points = { $count } { $count ->
    [one] point
   *[other] points
} :
picture-doubloons = { $count } { $count ->
    [one] doublon
   *[other] doublons
}

## Puerto Rico

## Santiago

## Maracaibo
