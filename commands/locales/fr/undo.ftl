# /undo (/annuler) et la confirmation des boutons coûteux.
err-undo-over = La partie est terminée : ses coups ne peuvent plus être annulés.
err-undo-nothing = Vous n'avez aucun coup à annuler.
err-undo-acted = Votre dernier coup ne peut plus être annulé : { $names } a joué depuis.
err-undo-broken = Votre dernier coup ne peut pas être annulé : { $problem }
undo-reveal-plantations = Votre dernier coup ne peut pas être annulé : des plantations ont été piochées face cachée.
undo-reveal-tiles = Votre dernier coup ne peut pas être annulé : de nouvelles tuiles plantation ont été retournées.
undo-reveal-random = Votre dernier coup ne peut pas être annulé : quelque chose a été tiré au hasard.
undo-reveal-card = Votre dernier coup ne peut pas être annulé : une carte a été piochée.
undo-reveal-token = Votre dernier coup ne peut pas être annulé : un jeton combat a été révélé.
undo-reveal-quest = Votre dernier coup ne peut pas être annulé : une tuile quête a été prise dans la pile.
undo-reveal-building = Votre dernier coup ne peut pas être annulé : un bâtiment de prestige a été retourné.
undo-reveal-automa = Votre dernier coup ne peut pas être annulé : Jeanne a pioché une carte Automa.
undo-reveal-choices = Votre dernier coup ne peut pas être annulé : les choix de mise en place de tous ont été révélés.
undo-reveal-hand = Votre dernier coup ne peut pas être annulé : il a montré une de vos cartes secrètes.
undo-done = { $name } a annulé : { $move }{ $forced ->
    [0] {""}
    [one] {" "}(et le coup forcé qui a suivi)
   *[other] {" "}(et les { $forced } coups forcés qui ont suivi)
}.
undo-done-secret = { $name } a annulé un choix secret{ $forced ->
    [0] {""}
    [one] {" "}(et le coup forcé qui a suivi)
   *[other] {" "}(et les { $forced } coups forcés qui ont suivi)
}.
undo-done-ai = { $name } a annulé : { $move } (et { $ai }{ $forced ->
    [0] {""}
    [one] {", "}avec le coup forcé qui a suivi
   *[other] {", "}avec les { $forced } coups forcés qui ont suivi
}).
undo-done-ai-secret = { $name } a annulé un choix secret (et { $ai }{ $forced ->
    [0] {""}
    [one] {", "}avec le coup forcé qui a suivi
   *[other] {", "}avec les { $forced } coups forcés qui ont suivi
}).
undo-ai-count = { $count ->
    [one] le coup de { $names }
   *[other] les { $count } coups de { $names }
}
confirm-ask = Jouer <b>{ $move }</b> ? Appuyez sur le bouton pour confirmer ; pour choisir autrement, ignorez simplement ce message.
confirm-button = Confirmer : { $move }
err-confirm-stale = Cette confirmation n'est plus à jour : la partie a avancé depuis. Utilisez les boutons du plateau actuel.
