# The Puerto Rico Mayor step by step: the draft, its steps and their refusals.
pr-label-move = Move { $count } from { $from } to { $to }
pr-label-confirm = Confirm the draft
pr-board-draft = Draft: { $what } (steps: /play move:"move 1 from … to …", then /play move:confirm)
pr-step-no-place = You have no { $slot } to move colonists from or to.
pr-step-same-place = Move colonists from { $slot } to another place.
pr-step-too-few = Your draft has { $there ->
    [one] { $there } colonist
   *[other] { $there } colonists
} on { $slot }: you cannot move { $count }.
pr-step-no-room = Your draft has room on { $slot } for { $room ->
    [one] { $room } more colonist
   *[other] { $room } more colonists
}, not { $count }.
pr-no-draft = Nothing to confirm yet: move a colonist first (e.g. /play move:"move 1 from quarry to coffee"), or place a whole arrangement with /colonists.
