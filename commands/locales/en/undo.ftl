# /undo and the confirmation of costly buttons.
err-undo-over = The game is over: its moves can no longer be taken back.
err-undo-nothing = You have no move to take back.
err-undo-acted = Your last move can no longer be taken back: { $names } played since.
err-undo-broken = Your last move cannot be taken back: { $problem }
undo-reveal-plantations = Your last move cannot be taken back: plantations were drawn from the face-down stack.
undo-reveal-tiles = Your last move cannot be taken back: new plantation tiles were turned face up.
undo-reveal-random = Your last move cannot be taken back: something was drawn at random.
undo-reveal-card = Your last move cannot be taken back: a card was drawn from the pile.
undo-reveal-token = Your last move cannot be taken back: a combat token was revealed.
undo-reveal-quest = Your last move cannot be taken back: a quest tile was taken from the pile.
undo-reveal-building = Your last move cannot be taken back: a prestige building was turned face up.
undo-reveal-automa = Your last move cannot be taken back: Jeanne drew an Automa card.
undo-reveal-choices = Your last move cannot be taken back: everybody's set-up choices were revealed.
undo-reveal-hand = Your last move cannot be taken back: it showed one of your secret cards.
undo-done = { $name } took back: { $move }{ $forced ->
    [0] {""}
    [one] {" "}(and the forced move that followed)
   *[other] {" "}(and the { $forced } forced moves that followed)
}.
undo-done-secret = { $name } took back a secret choice{ $forced ->
    [0] {""}
    [one] {" "}(and the forced move that followed)
   *[other] {" "}(and the { $forced } forced moves that followed)
}.
undo-done-ai = { $name } took back: { $move } (and { $ai }{ $forced ->
    [0] {""}
    [one] {", "}with the forced move that followed
   *[other] {", "}with the { $forced } forced moves that followed
}).
undo-done-ai-secret = { $name } took back a secret choice (and { $ai }{ $forced ->
    [0] {""}
    [one] {", "}with the forced move that followed
   *[other] {", "}with the { $forced } forced moves that followed
}).
undo-ai-count = { $count ->
    [one] the move of { $names }
   *[other] { $count } moves of { $names }
}
confirm-ask = Play <b>{ $move }</b>? Press the button to confirm; to choose again, just ignore this message.
confirm-button = Confirm: { $move }
err-confirm-stale = This confirmation is out of date: the game has moved on since. Use the buttons of the current board.
