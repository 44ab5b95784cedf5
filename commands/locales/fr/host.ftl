# Messages de l'hôte (français). Chaque clé doit aussi exister dans en/host.ftl.

game-puerto-rico = Puerto Rico

## Refus communs à tous les jeux (galleon_rules::error::keys)

err-not-your-turn = Ce n'est pas votre tour.
err-game-over = La partie est terminée.
err-unknown-move = « { $text } » n'est pas un coup de ce jeu. Tapez /help pour voir vos coups.
err-player-count = Ce jeu se joue de { $min } à { $max } joueurs, et { $count } sont assis.
err-too-few-players = Ce jeu se joue de { $min } à { $max } joueurs, et { $count } { $count ->
    [one] est assis
   *[other] sont assis
}. Ajoutez des joueurs IA avec /ajouter-ia (un par place), ou attendez que d'autres fassent /rejoindre.
err-unknown-option = Option de jeu inconnue : « { $name } ».
err-bad-option-value = « { $value } » n'est pas une valeur valable pour l'option « { $name } ».

## Refus de l'hôte

err-unknown-command = Commande inconnue : /{ $command }. Tapez /help pour la liste des commandes.
err-no-table = Il n'y a pas de table dans ce salon. Tapez /join pour en ouvrir une.
err-no-game = Aucune partie n'est en cours dans ce salon.
err-not-seated = Vous n'êtes pas assis à cette table.
err-already-seated = Vous êtes déjà assis à cette table.
err-table-full = La table est complète ({ $max } joueurs).
err-game-running = Une partie est en cours à cette table.
err-leave-running = La partie a commencé : vous ne pouvez plus la quitter.
err-unknown-game = Jeu inconnu : « { $game } ». Jeux : { $games }.
err-bad-seed = « { $value } » n'est pas une graine valable (un nombre entier de 0 à 18446744073709551615).
err-bad-lang = « { $value } » n'est pas une langue que galleon parle (en ou fr).
err-missing-option = Il manque l'option « { $option } ».
err-no-such-option = La commande /{ $command } n'a pas d'option « { $option } ».
err-bad-choice = « { $value } » n'est pas une valeur de l'option « { $option } » : { $choices }.
err-not-a-number = L'option « { $option } » attend un nombre entier, pas « { $value } ».
err-wait-turn = Ce n'est pas votre tour : on attend { $names }.
err-no-suggestion = /{ $command } n'a rien à proposer pour l'instant : précisez l'option, ou tapez /help.
err-verb-other-game = /{ $command } n'est pas une commande de { $game }.
err-store = Le coup n'a pas pu être enregistré, il n'a donc pas été joué. Réessayez dans un instant. ({ $error })
err-disk-full = Le disque du serveur est plein : le coup n'a pas été enregistré, il n'a donc pas été joué. Prévenez l'administrateur du bot ; dès qu'il y aura de la place, rejouez-le.
err-store-damaged = Les données enregistrées de cette table ne peuvent pas être lues : les fichiers du bot sont endommagés à l'endroit où elle est gardée, on ne peut donc ni y jouer ni l'effacer. Prévenez qui fait tourner le bot : <code>galleon check</code> nomme le dommage, et restaurer le répertoire de données depuis une sauvegarde ramène la table.
err-broken-table = La table enregistrée de ce salon n'a pas pu être chargée : { $problem } Un joueur de cette table (ou un administrateur du serveur) peut l'effacer avec /abort ; son enregistrement est gardé pour <code>galleon export</code>.
err-broken-not-yours = Seul un joueur de cette table ou un administrateur du serveur peut l'effacer.
err-bad-id = Ce salon ou cet identifiant d'utilisateur ne peut pas tenir de table (1 à { $max } caractères, sans caractère de contrôle).
err-button-unknown = Ce bouton ne vient pas de moi.
err-button-stale = Ce bouton date d'un moment antérieur de la partie, ou d'une partie précédente. Utilisez les boutons du plateau actuel, ou /help.
err-button-foreign = Ce bouton est pour { $name }.
err-abort-stale = Cette confirmation concerne une partie qui n'est plus en cours ici : rien n'a été abandonné.
err-abort-foreign = Cette confirmation n'est pas la vôtre : tapez /abort vous-même.
err-abort-not-allowed = Vous ne pouvez plus arrêter cette partie seul : tapez /abort pour voter.
err-restore-running = Une partie est en cours ici : /restore ne reprend une partie que lorsqu'aucune n'est en cours.
err-restore-none = Il n'y a pas de partie abandonnée à reprendre dans ce salon.
err-restore-lost = La partie abandonnée ici manque ou est endommagée dans le stockage du bot (ses fichiers ont été endommagés ou remis depuis une copie plus ancienne) : elle ne peut pas être reprise. L'administrateur du bot peut remettre le dossier de données depuis une sauvegarde.
err-restore-not-yours = Seul un joueur de la partie abandonnée ou un administrateur du serveur peut la reprendre.
err-restore-expired = La dernière partie abandonnée ici l'a été il y a plus de { $days } jours : elle ne peut plus être reprise.
err-restore-broken = La partie abandonnée ne peut pas être reprise : { $problem }
note-dm-refused = Je n'ai pas pu vous envoyer de message privé. Utilisez /hand pour voir votre vue privée.


## Pourquoi une table enregistrée n'a pas pu être chargée (dans err-broken-table et pour galleon import)

load-not-json = L'enregistrement n'est pas du JSON valide ({ $detail }).
load-schema = L'enregistrement est au format { $found } ; ce galleon lit le format { $expected }.
load-not-parsed = L'enregistrement ne se lit pas comme une table ({ $detail }).
load-other-channel = L'enregistrement appartient à un autre salon.
load-unknown-game = Le jeu « { $game } » de l'enregistrement n'est pas proposé par ce galleon.
load-bad-id = Un identifiant de salon ou de message est vide, trop long ou contient des caractères de contrôle.
load-bad-user = L'identifiant ou le nom d'un joueur assis est vide, trop long ou contient des caractères de contrôle.
load-seat-count = Une table de ce jeu accueille { $min } à { $max } joueurs ; l'enregistrement en assoit { $count }.
load-seat-twice = L'utilisateur { $id } occupe deux places.
load-not-seated = L'ouvreur ou un vote d'abandon n'est pas l'un des joueurs assis.
load-stale-state = La partie enregistrée ne peut pas reprendre ici : { $reason }
load-setup = La partie ne peut pas être remise en place : { $reason }
load-replay = Le coup { $number } (« { $move } », place { $seat }) est refusé à la relecture : { $reason }
load-not-canonical = Le coup { $number } (« { $move } ») n'est pas écrit sous sa forme canonique.
load-state-differs = L'état enregistré diffère de la relecture des coups.
load-state-unreadable = L'état enregistré est illisible ({ $detail }).
abort-broken = { $name } a effacé la table de ce salon, qui n'avait pas pu être chargée : { $problem } Tout ce qui pouvait encore en être lu est gardé (coups : { $moves }, instantanés : { $snapshots }, et ses places et réglages) : qui fait tourner le bot peut le retrouver avec <code>galleon export { $channel } --cleared</code>, le réparer et ramener la partie avec <code>galleon import</code>. Tapez /join pour ouvrir une nouvelle table.

## Table d'attente

lobby-joined = { $name } s'assoit à la table. Assis ({ $count }) : { $names }.
lobby-left = { $name } quitte la table. { $count ->
    [0] La table est fermée.
   *[other] Assis ({ $count }) : { $names }.
}
lobby-new-opener = { $name } mène désormais la table.
lobby-board = <b>Table</b> : { $count ->
    [one] { $count } joueur assis
   *[other] { $count } joueurs assis
} ({ $names }). Tapez /join pour vous asseoir, puis /start game:puerto-rico pour commencer.
start-announce = La partie de <b>{ $game }</b> commence ! Places : { $seats }. Votre vue privée arrive en message privé (ou /hand).
abort-vote = { $name } veut arrêter la partie ({ $votes }/{ $needed } voix). { $opener } peut l'arrêter seul ; sinon tous les joueurs assis doivent taper /abort.
abort-done = { $name } a fermé la table.
abort-board = ❌ Partie abandonnée.
abort-confirm = Abandonner cette partie de <b>{ $game }</b> pour tout le monde ? Elle sera gardée { $days } jours : un joueur de la partie pourra la reprendre avec /restore. Pour continuer à jouer, ignorez simplement ce message.
abort-confirm-button = Abandonner la partie
abort-archived = { $name } a abandonné la partie de <b>{ $game }</b>. Elle est gardée { $days } jours : un joueur de cette partie (ou un administrateur du serveur) peut la reprendre avec /restore. Tapez /join pour ouvrir une nouvelle table.
restore-done = { $name } a repris la partie abandonnée de <b>{ $game }</b> (coup { $move }). Places : { $seats }.
restore-replaced = La table qui était ouverte ici ({ $names }) est fermée.

## Plateau, vue privée, résultat

board-title = <b>{ $game }</b> · coup { $move }
board-ai-legend = { $short } = { $name }, place { $seat }
board-waiting = ▶ On attend { $names }.
board-over = 🏁 Partie terminée.
private-title = <b>{ $game }</b> · #{ $channel } · pour vous seul
result-title = 🏁 <b>{ $game } : résultat final</b>
result-line = { $rank }. { $name } : { $score } points ({ $details })
result-tiebreak = · départage : { $rule } { $value }
result-line-automa = { $rank }. { $name } (automa) : { $score } points
result-part = { $part } { $points }
result-tie-broken = Égalité à { $score } points entre { $names } : { $rule } départage ({ $values }).
result-tie-shared = Égalité à { $score } points entre { $names }, et aussi en { $rule } ({ $values }) : ils partagent le rang.
result-tie-none = Égalité à { $score } points entre { $names } : ils partagent le rang (ce jeu n'a pas de départage).
result-winners = { $count ->
    [one] Vainqueur : { $names } !
   *[other] Victoire partagée : { $names } !
}

## Aide

help-no-table = Pas encore de table dans ce salon. Tapez /join pour vous asseoir ; quand tout le monde est là, /start game:puerto-rico.
help-lobby = Table ouverte, { $count } assis : { $names }. D'autres joueurs : /join. Partir : /leave. Lancer : /start game:<jeu> [seed:<nombre>] [lang:en|fr].
help-over = La partie est terminée (joueurs : { $names }). /board montre le plateau final ; /start relance avec les mêmes places ; /join ou /leave change les places.
help-games = Jeux :
help-game-line = • { $id } : { $game }, de { $min } à { $max } joueurs
help-playing = <b>{ $game }</b>, coup { $move }. On attend { $names }.
help-spectator = Vous regardez : vous n'êtes pas assis à cette table.
help-not-your-turn = Ce n'est pas votre tour. /hand montre votre vue privée.
help-your-moves = Vos coups ({ $count }) :
help-more-moves = … et { $count } de plus : tapez /play et laissez l'autocomplétion vous aider.
help-more-in-group = • … { $count } de plus « { $head } … » : tapez /play move:"{ $head } " et laissez l'autocomplétion vous aider.
help-topics = Plus : /help topic:coups (tous vos coups) · /help topic:règles (le jeu en bref) · /help topic:commandes (toutes les commandes).
help-commands-short = Commandes : { $commands } · /board
err-help-topic = /help n'a pas de sujet « { $topic } » : { $topics }.
info-move-word = <b>{ $word }</b> ({ $other } en anglais) — un mot des coups que vous tapez : { $what }
info-move-verb = { $command }, { $does }.
info-move-part = une partie d'un coup, comme /help topic:coups et l'autocomplétion de /play les montrent.
help-commands = Commandes, par groupe :
help-group-table = Table :
help-group-game = Partie :
help-group-seats = Places et IA :
help-group-records = Archives :
help-group-settings = Réglages :

## galleon local

local-banner = galleon local : jouez à une table dans ce terminal. Une ligne par action, au nom du joueur qui agit :
    alice> /join        (puis bob> /join, carol> /join)
    alice> /start game:puerto-rico
    alice> /role role:planteur     ou      alice> /play move:"rôle planteur"
    alice> !click 2     appuie sur le 2e bouton affiché sous le plateau
    /help               vos coups ; une ligne sans « nom> » agit pour le dernier joueur nommé
    !wait 13h           avance l'horloge (rappels de tour : /reminder)
    Une autre table : [autre] dave> /join. !restart recharge depuis le stockage ; !quit quitte.
local-restarted = (redémarrage : toutes les tables ont été rechargées depuis le stockage)
local-malformed = Pas compris
local-who = Dites d'abord qui agit, par ex. alice> /join

# Appels à jouer et /notify
ping-turn = 🔔 { $names } : à vous de jouer ({ $game }).
ping-turn-dm = 🔔 À vous de jouer dans { $channel } ({ $game }).
notify-mention = Appels à jouer : vous êtes mentionné dans le salon quand c'est votre tour (à toutes les tables).
notify-dm = Appels à jouer : vous recevez un message privé quand c'est votre tour (à toutes les tables).
notify-off = Appels à jouer : désactivés (à toutes les tables). /notify mode:mention vous appelle de nouveau.
err-bad-notify = « { $value } » n'est pas une façon d'être appelé : mention, mp ou non.
