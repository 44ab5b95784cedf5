# Puerto Rico : ce que fait chaque décision (la ligne ▶ du plateau, /help, /hand). Chaque clé existe aussi dans
# en/pr-prompts.ftl.

pr-prompt-draft = { $names } met en jeu un bâtiment pour cette partie, d'un coût encore ouvert (ci-dessous).
pr-prompt-guests = { $names } : déplacez les colons de votre auberge vers des cercles libres pour cette phase, ou gardez-les.
pr-prompt-choose-role = { $names } : choisissez un personnage. Tous font son action ; vous avez en plus son privilège et ses doublons (chaque rôle : /help topic:règles).
pr-prompt-settle = { $names } : prenez une plantation visible (une carrière : planteur ou baraque de chantier) ou passez. Occupée, une plantation produit, une carrière réduit les prix.
pr-prompt-arrange = { $names } : placez vos colons. Seuls les plantations et bâtiments occupés fonctionnent ; un cercle vide ne fait rien.
pr-prompt-build = { $names } : construisez 1 bâtiment ou passez. Prix : coût − 1 par carrière occupée (jusqu'à sa colonne), − 1 pour le maçon ; /hand donne les vôtres.
pr-prompt-craft-privilege = { $names } : privilège de l'artisan, prenez 1 tonneau de plus d'une sorte que vous venez de produire.
pr-prompt-sell = { $names } : vendez 1 tonneau ou passez. Maïs 0, indigo 1, sucre 2, tabac 3, café 4, +1 marchand, +1/+2 marchés ; pas deux fois la même sorte (comptoir : permis).
pr-prompt-load = { $names } : chargez si vous le pouvez, tout ce que vous pouvez d'une sorte, 1 PV par tonneau. Un navire prend une sorte, pas une déjà sur un autre.
pr-prompt-store = { $names } : gardez 1 tonneau, plus des sortes entières avec vos entrepôts ; tout autre tonneau retourne à la réserve.
pr-prompt-short = { $names } · /help : ce que fait ce choix

pr-help-roles = <b>Personnages</b> : chacun à son tour en choisit un ; tous font son action, qui le choisit a en plus son privilège et les doublons posés dessus (+1 par tour sur chaque personnage resté libre).
pr-help-settler = • <b>Planteur</b> : chacun à son tour prend une plantation visible ou passe ; privilège : une carrière à la place (aussi avec une baraque de chantier). Hacienda : piochez d'abord une tuile de plus, face cachée. Hospice : la tuile arrive avec un colon. Une carrière occupée retire 1 doublon d'un bâtiment, jusqu'à sa colonne (1 à 4).
pr-help-mayor = • <b>Intendant</b> : les colons du navire sont distribués autour de la table (privilège : 1 de plus). Placez tous les colons que vous pouvez : seuls les plantations et bâtiments occupés produisent, agissent et donnent leur bonus ; les autres attendent à San Juan.
pr-help-builder = • <b>Maçon</b> : chacun à son tour construit 1 bâtiment ou passe. Prix = coût − carrières occupées (jusqu'à la colonne) − 1 pour le maçon (privilège). Université : avec un colon. Extension : maison forestière (−1 par 2 forêts), marché noir (payer jusqu'à 3 avec un colon, un tonneau, un jeton PV). /hand donne vos prix, /info ce que fait un bâtiment.
pr-help-craftsman = • <b>Artisan</b> : tous produisent ; privilège : 1 tonneau de plus d'une sorte produite.
pr-help-trader = • <b>Marchand</b> : chacun à son tour vend 1 tonneau ou passe : maïs 0, indigo 1, sucre 2, tabac 3, café 4 ; +1 pour le marchand (privilège), +1 petit marché, +2 grand marché. Le magasin prend 4 tonneaux, chaque sorte une fois (comptoir : à nouveau). /hand donne vos prix.
pr-help-captain = • <b>Capitaine</b> : à tour de rôle, chargez si vous le pouvez, tout ce que vous pouvez d'une sorte sur un navire : 1 PV par tonneau (privilège : +1 au premier chargement). Un navire prend une sorte, jamais une sorte déjà sur un autre ; quai : une fois, n'importe quelle sorte comme sur un navire vide. Puis gardez 1 tonneau plus des sortes entières avec vos entrepôts ; le reste est perdu.
pr-help-prospector = • <b>Chercheur d'or</b> : pas de phase ; privilège : 1 doublon.
pr-help-expansion = • <b>Extension</b> : à la sélection, chacun à son tour met en jeu un bâtiment d'un coût où il reste de la place. Auberge : au début de chaque phase, déplacez ses colons vers des cercles libres.

pr-hand-build = Vos prix (carrières, privilège, forêts comptés) :
pr-hand-build-line = • { $building } : { $price ->
    [one] { $price } doublon
   *[other] { $price } doublons
} · { $effect }
pr-hand-sell = Ce que vous rapporte chaque tonneau que vous pouvez vendre : { $prices }.
