# /look et /info (français). Chaque clé doit exister aussi dans en/look.ftl.

look-title = <b>{ $name }</b> à { $game } (ce que tout le monde voit) :
err-look-not-seated = { $name } n'a pas de place dans cette partie.
err-look-whom = Vous n'avez pas de place dans cette partie : nommez un joueur avec /look player:…
err-look-unsupported = Ce jeu n'a rien à montrer de plus que son plateau.
err-info-unknown = Rien ne s'appelle « { $thing } » dans ce jeu : tapez quelques lettres d'un numéro ou d'un nom et choisissez dans la liste.
