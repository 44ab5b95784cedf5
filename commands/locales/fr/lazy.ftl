# Le contrôle du stockage qu'une partie a gardé ses instantanés (la table se charge alors d'un instantané plus ancien).
load-missing-snapshot = L'instantané enregistré de la partie après le coup { $number } manque (un instantané plus ancien a servi).
