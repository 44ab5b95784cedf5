err-bad-images = « { $value } » n'est pas un choix pour les images (on ou off).
