"""The dashboard's texts in English and French: the form and the game around the board (dashboard.py), the
rooms' screens (rooms.py)."""

EN_APP = {
    "dashboard.title": "cardkit",
    "dashboard.tagline": "Card games to learn, play and explore",
    "dashboard.language": "Language",
    "dashboard.game": "Game",
    "dashboard.players": "Players",
    "dashboard.seat": "Player {n}",
    "dashboard.name": "Name",
    "dashboard.who": "Who plays",
    "dashboard.who_seat": "Who plays as player {n}",
    "dashboard.name_seat": "Name of player {n}",
    "dashboard.human": "A person at this screen",
    "dashboard.bot": "Bot: {level}",
    "dashboard.level.beginner": "Beginner",
    "dashboard.level.normal": "Normal",
    "dashboard.level.expert": "Expert",
    "dashboard.hot_seat": "Several people at this screen play hot-seat: each hand stays hidden until its "
    "player asks to see it. The browser still keeps the hands already shown in its memory "
    "(its developer tools can find them): hot-seat is for friends, not for money.",
    "dashboard.start": "Play",
    "dashboard.change": "Change the game",
    "dashboard.confirm_change": "Changing the game discards the one under way: are you sure?",
    "dashboard.confirm_yes": "Yes, change the game",
    "dashboard.scoreboard": "Scoreboard",
    "dashboard.total": "Total",
    "dashboard.playing": "being played",
    "dashboard.no_deal": "The first game is being played: its points appear here at the end.",
    "dashboard.bad_choice": "That choice is not on the form ({what}); nothing was started.",
    "dashboard.internal": "Something went wrong in the kernel ({kind} in {where}); nothing was started. "
    "Reload the page to start afresh.",
}

FR_APP = {
    "dashboard.title": "cardkit",
    "dashboard.tagline": "Des jeux de cartes pour apprendre, jouer et explorer",
    "dashboard.language": "Langue",
    "dashboard.game": "Jeu",
    "dashboard.players": "Joueurs",
    "dashboard.seat": "Joueur {n}",
    "dashboard.name": "Nom",
    "dashboard.who": "Qui joue",
    "dashboard.who_seat": "Qui joue comme joueur {n}",
    "dashboard.name_seat": "Nom du joueur {n}",
    "dashboard.human": "Une personne devant cet écran",
    "dashboard.bot": "Robot : {level}",
    "dashboard.level.beginner": "Débutant",
    "dashboard.level.normal": "Normal",
    "dashboard.level.expert": "Expert",
    "dashboard.hot_seat": "Plusieurs personnes devant cet écran jouent à tour de rôle : chaque main reste "
    "cachée jusqu'à ce que son joueur demande à la voir. Le navigateur garde pourtant en "
    "mémoire les mains déjà montrées (ses outils de développement les retrouvent) : le jeu "
    "à tour de rôle est fait pour jouer entre amis, pas pour de l'argent.",
    "dashboard.start": "Jouer",
    "dashboard.change": "Changer de jeu",
    "dashboard.confirm_change": "Changer de jeu abandonne la partie en cours : êtes-vous sûr ?",
    "dashboard.confirm_yes": "Oui, changer de jeu",
    "dashboard.scoreboard": "Tableau des scores",
    "dashboard.total": "Total",
    "dashboard.playing": "en cours",
    "dashboard.no_deal": "La première partie est en cours : ses points s'afficheront ici à la fin.",
    "dashboard.bad_choice": "Ce choix n'est pas dans le formulaire ({what}) ; rien n'a été lancé.",
    "dashboard.internal": "Un problème est survenu dans le noyau ({kind} dans {where}) ; rien n'a été lancé. "
    "Rechargez la page pour recommencer.",
}

EN_ROOMS = {
    "dashboard.room_kept": "Your game is kept: a reload of this page resumes it.",
    "dashboard.friends": "Play with friends",
    "dashboard.friends_note": "Play with friends makes a room: send its link to the others, each picks a free "
    "seat on their own screen. A seat marked 'A person' is kept for a friend.",
    "dashboard.room": "Room {code}",
    "dashboard.room_link": "Send this link to the players (and to anyone who wants to watch):",
    "dashboard.room_copy": "Copy the link",
    "dashboard.room_copied": "Copied: paste it in a message to the players.",
    "dashboard.room_copy_failed": "This browser did not let the page copy it: select the link above and copy it.",
    "dashboard.room_code": "Room code: {code}",
    "dashboard.room_seat": "Player {n}",
    "dashboard.room_free": "free",
    "dashboard.room_you": "you",
    "dashboard.room_away": "away",
    "dashboard.room_bot": "Bot: {level}",
    "dashboard.room_take": "Take seat {n}",
    "dashboard.room_name": "Your name",
    "dashboard.room_waiting": "You are the host: start the game when the players are seated (or give the free "
    "seats to bots).",
    "dashboard.room_host_wait": "Waiting for {name} to start the game (the host, who made the room).",
    "dashboard.room_host": "host",
    "dashboard.room_start": "Start the game",
    "dashboard.room_fill": "Free seats",
    "dashboard.room_fill_wait": "wait for people",
    "dashboard.room_fill_bot": "give to a bot: {level}",
    "dashboard.room_watching": "You are watching this room: you see who plays, whose turn it is and the scores, "
    "never a card.",
    "dashboard.room_turn": "{name} to play (move {moves}).",
    "dashboard.room_over": "The match is over: {result}",
    "dashboard.room_rematch": "Rematch",
    "dashboard.stand_in": "Let a bot play for {name}",
    "dashboard.stand_in_level": "Bot",
    "dashboard.room_leave": "Leave the table",
    "dashboard.room_players": "Players",
    "dashboard.room_open": "The room's link (for the players and the watchers)",
    "dashboard.room_gone": "This room is no longer open ({reason}).",
    "dashboard.room_store": "The rooms' store cannot be used: {reason}",
    "dashboard.new_form": "Start another game",
}
FR_ROOMS = {
    "dashboard.room_kept": "Votre partie est gardée\u00a0: recharger la page la reprend.",
    "dashboard.friends": "Jouer entre amis",
    "dashboard.friends_note": "Jouer entre amis ouvre une salle\u00a0: envoyez son lien aux autres, chacun choisit "
    "une place libre sur son propre écran. Une place «\u00a0Une personne\u00a0» est "
    "gardée pour un ami.",
    "dashboard.room": "Salle {code}",
    "dashboard.room_link": "Envoyez ce lien aux joueurs (et à qui veut regarder)\u00a0:",
    "dashboard.room_copy": "Copier le lien",
    "dashboard.room_copied": "Copié\u00a0: collez-le dans un message aux joueurs.",
    "dashboard.room_copy_failed": "Ce navigateur n'a pas laissé la page le copier\u00a0: sélectionnez le lien ci-dessus et copiez-le.",
    "dashboard.room_code": "Code de la salle\u00a0: {code}",
    "dashboard.room_seat": "Joueur {n}",
    "dashboard.room_free": "libre",
    "dashboard.room_you": "vous",
    "dashboard.room_away": "absent",
    "dashboard.room_bot": "Robot\u00a0: {level}",
    "dashboard.room_take": "Prendre la place {n}",
    "dashboard.room_name": "Votre nom",
    "dashboard.room_waiting": "Vous êtes l'hôte\u00a0: lancez la partie quand les joueurs sont assis (ou donnez les "
    "places libres à des robots).",
    "dashboard.room_host_wait": "En attente de {name} pour lancer la partie (l'hôte, qui a ouvert la salle).",
    "dashboard.room_host": "hôte",
    "dashboard.room_start": "Lancer la partie",
    "dashboard.room_fill": "Places libres",
    "dashboard.room_fill_wait": "attendre des personnes",
    "dashboard.room_fill_bot": "les donner à un robot\u00a0: {level}",
    "dashboard.room_watching": "Vous regardez cette salle\u00a0: vous voyez qui joue, à qui c'est le tour et les "
    "scores, jamais une carte.",
    "dashboard.room_turn": "À {name} de jouer (coup {moves}).",
    "dashboard.room_over": "Le match est terminé\u00a0: {result}",
    "dashboard.room_rematch": "Revanche",
    "dashboard.stand_in": "Faire jouer un bot pour {name}",
    "dashboard.stand_in_level": "Bot",
    "dashboard.room_leave": "Quitter la table",
    "dashboard.room_players": "Joueurs",
    "dashboard.room_open": "Le lien de la salle (pour les joueurs et les spectateurs)",
    "dashboard.room_gone": "Cette salle n'est plus ouverte ({reason}).",
    "dashboard.room_store": "Le stockage des salles est inutilisable\u00a0: {reason}",
    "dashboard.new_form": "Lancer une autre partie",
}

# "My games" (records.py)
EN_RECORDS = {
    "dashboard.my_games": "My games",
    "dashboard.records": "My games",
    "dashboard.records_where": "Your finished games are kept on this dashboard's server, beside its rooms, under "
    "a player id that this browser keeps (never in a link). Another browser, or this one after its data is "
    "cleared, has another id and sees none of them: download them first (Download all) to keep a copy, which “Import a file…” brings back here or into another "
    "browser.",
    "dashboard.records_none": "No finished game yet: play one, and it is kept here.",
    "dashboard.records_no_id": "this browser keeps no data for this page",
    "dashboard.records_list": "The last {shown} of {count} {count|game|games}",
    "dashboard.records_all": "{count} {count|game|games}",
    "dashboard.records_game": "{date} · {game} against {others} · {result} · {score}",
    "dashboard.records_won": "won",
    "dashboard.records_shared": "shared win",
    "dashboard.records_lost": "lost ({result})",
    "dashboard.records_review": "Review",
    "dashboard.records_replay": "Replay",
    "dashboard.records_download": "Download",
    "dashboard.records_delete": "Delete",
    "dashboard.records_download_all": "Download all",
    "dashboard.records_delete_all": "Delete all",
    "dashboard.records_confirm_one": "Delete this game from My games? It cannot be undone.",
    "dashboard.records_confirm_all": "Delete every game from My games? It cannot be undone: download them first "
    "to keep a copy.",
    "dashboard.records_yes": "Yes, delete",
    "dashboard.records_no": "No, keep",
    "dashboard.records_back": "Back to the form",
    "dashboard.records_import": "Import a file…",
    "dashboard.records_imported": "{n} {n|game|games} imported from the file; those already kept here stayed as "
    "they were.",
    "dashboard.records_import_too_large": "This file is larger than {mb} MB: no file of cardkit records is. "
    "Nothing was imported.",
    "dashboard.records_import_unreadable": "The browser could not read this file. Nothing was imported.",
    "dashboard.records_import_broken": "The file did not arrive whole: choose it again. Nothing was imported.",
    "dashboard.records_start": "The deal, before the first move",
    "dashboard.records_summary": "How you fare",
    "dashboard.records_col_game": "Game",
    "dashboard.records_col_against": "Against",
    "dashboard.records_col_games": "Games",
    "dashboard.records_col_wins": "Wins",
    "dashboard.records_col_margin": "Average margin",
    "dashboard.records_interval": "95%: {low}–{high}%",
    "dashboard.records_margin_label": "Running average margin, now {last} {last|point|points}",
    "dashboard.records_people": "people",
    "dashboard.records_mixed": "people and bots",
}
FR_RECORDS = {
    "dashboard.my_games": "Mes parties",
    "dashboard.records": "Mes parties",
    "dashboard.records_where": "Vos parties terminées sont gardées sur le serveur de ce tableau de bord, à côté de "
    "ses salles, sous un identifiant de joueur que ce navigateur garde (jamais dans un lien). Un autre navigateur, "
    "ou celui-ci une fois ses données effacées, a un autre identifiant et n'en voit aucune : téléchargez-les "
    "d'abord (Tout télécharger) pour en garder une copie, que «\u00a0Importer un fichier…\u00a0» ramène ici ou "
    "dans un autre navigateur.",
    "dashboard.records_none": "Aucune partie terminée pour l'instant : jouez-en une, elle sera gardée ici.",
    "dashboard.records_no_id": "ce navigateur ne garde aucune donnée pour cette page",
    "dashboard.records_list": "Les {shown} dernières de {count} {count|partie|parties}",
    "dashboard.records_all": "{count} {count|partie|parties}",
    "dashboard.records_game": "{date} · {game} contre {others} · {result} · {score}",
    "dashboard.records_won": "gagnée",
    "dashboard.records_shared": "victoire partagée",
    "dashboard.records_lost": "perdue ({result})",
    "dashboard.records_review": "Analyser",
    "dashboard.records_replay": "Revoir",
    "dashboard.records_download": "Télécharger",
    "dashboard.records_delete": "Supprimer",
    "dashboard.records_download_all": "Tout télécharger",
    "dashboard.records_delete_all": "Tout supprimer",
    "dashboard.records_confirm_one": "Supprimer cette partie de Mes parties ? C'est définitif.",
    "dashboard.records_confirm_all": "Supprimer toutes les parties de Mes parties ? C'est définitif : "
    "téléchargez-les d'abord pour en garder une copie.",
    "dashboard.records_yes": "Oui, supprimer",
    "dashboard.records_no": "Non, garder",
    "dashboard.records_back": "Retour au formulaire",
    "dashboard.records_import": "Importer un fichier…",
    "dashboard.records_imported": "{n} {n|partie importée|parties importées} du fichier\u00a0; celles déjà gardées "
    "ici sont restées telles quelles.",
    "dashboard.records_import_too_large": "Ce fichier dépasse {mb}\u00a0Mo\u00a0: aucun fichier de parties cardkit "
    "n'est si grand. Rien n'a été importé.",
    "dashboard.records_import_unreadable": "Le navigateur n'a pas pu lire ce fichier. Rien n'a été importé.",
    "dashboard.records_import_broken": "Le fichier n'est pas arrivé en entier\u00a0: choisissez-le à nouveau. Rien "
    "n'a été importé.",
    "dashboard.records_start": "La donne, avant le premier coup",
    "dashboard.records_summary": "Vos résultats",
    "dashboard.records_col_game": "Jeu",
    "dashboard.records_col_against": "Contre",
    "dashboard.records_col_games": "Parties",
    "dashboard.records_col_wins": "Victoires",
    "dashboard.records_col_margin": "Écart moyen",
    "dashboard.records_interval": "95 % : {low}–{high} %",
    "dashboard.records_margin_label": "Écart moyen au fil des parties, maintenant {last} points",
    "dashboard.records_people": "des personnes",
    "dashboard.records_mixed": "des personnes et des bots",
}

# "Puzzles" (puzzles.py), and the puzzles solved on "My games"
EN_PUZZLES = {
    "dashboard.puzzles": "Puzzles",
    "dashboard.puzzles_where": "Positions from real games where a bot went wrong: find the best move. Your first "
    "answer to each puzzle is kept with My games, under this browser's player id: a puzzle is solved when that "
    "first answer is right. Try again as often as you like: a later answer shows its verdict and the why, but "
    "counts for nothing. Download all carries your games, not your puzzles solved.",
    "dashboard.puzzle_heading": "Puzzle {n} of {count} · {game}",
    "dashboard.puzzle_untried": "Not answered yet.",
    "dashboard.puzzle_solved": "Solved: your first answer was right.",
    "dashboard.puzzle_missed": "Not solved: your first answer was not the best move (a new answer does not count).",
    "dashboard.puzzle_previous": "Previous puzzle",
    "dashboard.puzzle_next": "Next puzzle",
    "dashboard.puzzle_counted": "Your first answer to this puzzle: it counts in My games.",
    "dashboard.puzzle_not_counted": "You had answered this puzzle before: only your first answer counts.",
    "dashboard.puzzle_not_shown": "That answer is for a puzzle no longer shown: nothing was kept.",
    "dashboard.puzzle_bad_choice": "Choose one of the moves 1 to {count}: nothing was kept.",
    "dashboard.records_puzzles": "Puzzles solved",
    "dashboard.records_puzzles_line": "{game} · puzzles solved: {solved} of {of}",
    "dashboard.records_puzzles_note": "Solved: right at the first answer (the Puzzles page, on the form). "
    "Download all and Import carry the games only: the puzzles solved stay on this server, under this browser's id.",
}
FR_PUZZLES = {
    "dashboard.puzzles": "Énigmes",
    "dashboard.puzzles_where": "Des positions de vraies parties où un bot s'est trompé\u00a0: trouvez le meilleur "
    "coup. Votre première réponse à chaque énigme est gardée avec Mes parties, sous l'identifiant de joueur de ce "
    "navigateur\u00a0: une énigme est résolue quand cette première réponse est juste. Réessayez autant que vous "
    "voulez\u00a0: une réponse suivante montre son verdict et le pourquoi, mais ne compte pas. Tout télécharger "
    "emporte vos parties, pas vos énigmes résolues.",
    "dashboard.puzzle_heading": "Énigme {n} sur {count} · {game}",
    "dashboard.puzzle_untried": "Pas encore de réponse.",
    "dashboard.puzzle_solved": "Résolue\u00a0: votre première réponse était juste.",
    "dashboard.puzzle_missed": "Non résolue\u00a0: votre première réponse n'était pas le meilleur coup (une nouvelle "
    "réponse ne compte pas).",
    "dashboard.puzzle_previous": "Énigme précédente",
    "dashboard.puzzle_next": "Énigme suivante",
    "dashboard.puzzle_counted": "Votre première réponse à cette énigme\u00a0: elle compte dans Mes parties.",
    "dashboard.puzzle_not_counted": "Vous aviez déjà répondu à cette énigme\u00a0: seule votre première réponse "
    "compte.",
    "dashboard.puzzle_not_shown": "Cette réponse est celle d'une énigme qui n'est plus affichée\u00a0: rien n'a été "
    "gardé.",
    "dashboard.puzzle_bad_choice": "Choisissez l'un des coups 1 à {count}\u00a0: rien n'a été gardé.",
    "dashboard.records_puzzles": "Énigmes résolues",
    "dashboard.records_puzzles_line": "{game} · énigmes résolues\u00a0: {solved} sur {of}",
    "dashboard.records_puzzles_note": "Résolue\u00a0: juste à la première réponse (la page Énigmes, depuis le "
    "formulaire). Tout télécharger et Importer n'emportent que les parties\u00a0: les énigmes résolues restent sur "
    "ce serveur, sous l'identifiant de ce navigateur.",
}

CATALOGS = {
    "en": {**EN_APP, **EN_ROOMS, **EN_RECORDS, **EN_PUZZLES},
    "fr": {**FR_APP, **FR_ROOMS, **FR_RECORDS, **FR_PUZZLES},
}
