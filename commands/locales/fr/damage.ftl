# Une table que le manifeste à côté du stockage montre endommagée (le stockage l'a perdue ou est revenu en arrière), dit dans err-broken-table.
damage-lost-table = Le stockage ne contient plus cette table (le manifeste à côté de lui notait la partie { $game } avec { $moves } coups) : ses fichiers ont été endommagés ou remis depuis une copie plus ancienne.
damage-lost-game-number = Le stockage a perdu le compteur de parties de ce salon (le manifeste à côté de lui notait la partie { $game }) : la prochaine partie prendrait le numéro d'une partie antérieure.
damage-lost-aborted = Le stockage a perdu la partie abandonnée dans ce salon, ou elle a été endommagée (le manifeste à côté de lui l'avait notée) : elle ne peut plus être reprise.
damage-lost-finished = Le stockage a perdu la fiche d'une partie terminée, ou elle a été endommagée (le manifeste à côté de lui l'avait notée) : /statistiques et /classement ne la comptent plus.
damage-lost-notify = Le stockage a perdu le choix /prevenir de cet utilisateur, ou en garde un autre que celui qu'il avait rendu durable (le manifeste à côté de lui l'avait noté) : il est appelé comme par défaut jusqu'à ce qu'il choisisse de nouveau.
damage-older-table = Le stockage est revenu en arrière pour cette table : il contient { $stored_moves } coups de la partie { $stored_game }, mais le manifeste à côté de lui notait { $moves } coups de la partie { $game }.
damage-other-moves = Le stockage contient pour cette table d'autres coups que ceux notés dans le manifeste à côté de lui (partie { $game }, { $moves } coups).
damage-other-lobby = Le stockage contient une autre version du salon de cette table que celle notée dans le manifeste à côté de lui (une arrivée, un départ ou un réglage a été perdu).
