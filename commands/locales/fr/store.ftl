# Les contrôles du stockage sur les entrées d'une table (organisation version 2), dits quand une table ne peut être chargée.
load-damaged-head = L'en-tête enregistré de la table est endommagé (sa somme de contrôle ou son contenu ne se lit pas).
load-damaged-move = Le coup enregistré n° { $number } est endommagé ou absent (sa somme de contrôle ne correspond pas).
load-damaged-chain = Les coups enregistrés ne correspondent pas à la chaîne de sommes de contrôle de la table (un coup manque ou n'est pas le sien).
load-no-snapshot = La partie n'a aucun instantané enregistré de son état.
load-damaged-snapshot = L'instantané enregistré de la partie après le coup { $number } est endommagé (sa somme de contrôle ne correspond pas).
load-damaged-archive = L'archive de la partie terminée de la table est endommagée ou manquante (sa somme de contrôle, ses coups ou leur chaîne ne correspondent pas à la table).
load-state-at-no-game = L'enregistrement indique après combien de coups l'état de sa partie a été enregistré (state_at), mais il ne contient aucune partie.
load-bad-state-at = L'enregistrement indique que l'état de sa partie a été enregistré après le coup { $at } (state_at), au-delà de la fin de son journal (coup { $moves }).
