# The Puerto Rico Mayor step by step: the draft, its steps and their refusals.
pr-label-move = Déplacer { $count } { DE($from) } vers { $to }
pr-label-confirm = Valider le brouillon
pr-board-draft = Brouillon : { $what } (pas : /play move:"déplacer 1 de … à …", puis /play move:valider)
pr-step-no-place = Vous n'avez pas cet emplacement pour y prendre ou y mettre des colons : { $slot }.
pr-step-same-place = Déplacez les colons { DE($slot) } vers un autre emplacement.
pr-step-too-few = Votre brouillon a { $there ->
    [one] { $there } colon
   *[other] { $there } colons
} sur { $slot } : impossible d'en déplacer { $count }.
pr-step-no-room = Votre brouillon a de la place sur { $slot } pour { $room ->
    [one] { $room } colon de plus
   *[other] { $room } colons de plus
}, pas { $count }.
pr-no-draft = Rien à valider : déplacez d'abord un colon (par ex. /play move:"déplacer 1 de carrière à café"), ou placez une répartition entière avec /colons.
