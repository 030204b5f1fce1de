"""The static page's texts in English and French: its progress line, its messages, its form's notes.
The page needs them before Python starts, so ``cardkit lite build`` writes them into the page."""

EN = {
    "lite.starting": "Starting Python in this page…",
    "lite.installing": "Installing cardkit…",
    "lite.dealing": "Dealing…",
    "lite.ready": "Ready.",
    "lite.choose": "Choose a game and press Play: it runs in this browser, with no server.",
    "lite.opponent": "Against",
    "lite.hot_seat": "A person at this screen (hot-seat)",
    "lite.games": "All games",
    "lite.no_rooms": "Rooms for friends on several screens need a server (cardkit dashboard): this page has none.",
    "lite.reveals": "The whole game runs in this browser, the bots' hands too: it is for learning and "
    "playing for fun, never for stakes.",
    "lite.unknown_game": "There is no game named “{game}” here: choose one below.",
    "lite.unknown_opponent": "“{opponent}” is not an opponent here: choose one below.",
    "lite.no_wasm": "This browser cannot run WebAssembly, which the games need to run Python in the page. "
    "Open this page in a recent Firefox, Chrome, Edge or Safari, with WebAssembly enabled.",
    "lite.broken": "A file of this site could not be loaded ({what}). Reload the page; if this happens "
    "again, the site is damaged and must be built again (cardkit lite build).",
    "lite.no_storage": "Storage is off in this browser: the game runs, but the next visit will download "
    "everything again.",
    # My games on this page (the dashboard's own texts, dashboard.records_*, name its controls)
    "lite.records_where": "Your finished games against bots are kept in this browser only (its storage for "
    "this site, on this device): they are sent nowhere, and another browser or a private window does not see "
    "them. Clearing this browser's data for this site deletes them: Download all first to keep a copy, then "
    "Import it here or into a cardkit dashboard (the same file). Hot-seat games, several people at this screen, "
    "are not kept.",
    "lite.records_no_review": "Review is not offered here: the Expert's review takes minutes in a browser's "
    "Python. Import the file into a cardkit dashboard to review a game there.",
    "lite.records_unread": "The games kept in this browser could not be read. {reason} They are left as they "
    "are, and this visit's games are not kept: Delete all in My games starts afresh (it asks first).",
    "lite.records_full": "My games has outgrown what this page keeps ({mb} MB): this game is not kept. "
    "Download all, then delete older games.",
    "lite.records_no_storage": "This browser keeps no data for this page (its storage is off): finished games "
    "are not kept.",
    "lite.records_kept": "This game is kept in My games.",
}

FR = {
    "lite.starting": "Démarrage de Python dans la page…",
    "lite.installing": "Installation de cardkit…",
    "lite.dealing": "Distribution…",
    "lite.ready": "Prêt.",
    "lite.choose": "Choisissez un jeu et appuyez sur Jouer : il tourne dans ce navigateur, sans serveur.",
    "lite.opponent": "Contre",
    "lite.hot_seat": "Une personne devant cet écran (chacun son tour)",
    "lite.games": "Tous les jeux",
    "lite.no_rooms": "Les salons entre amis sur plusieurs écrans demandent un serveur (cardkit dashboard) : "
    "cette page n’en a pas.",
    "lite.reveals": "Toute la partie tourne dans ce navigateur, mains des robots comprises : c’est pour "
    "apprendre et jouer pour le plaisir, jamais pour de l’argent.",
    "lite.unknown_game": "Il n’y a pas de jeu nommé « {game} » ici : choisissez-en un ci-dessous.",
    "lite.unknown_opponent": "« {opponent} » n’est pas un adversaire proposé ici : choisissez-en un ci-dessous.",
    "lite.no_wasm": "Ce navigateur ne peut pas exécuter WebAssembly, dont les jeux ont besoin pour faire "
    "tourner Python dans la page. Ouvrez cette page dans un Firefox, Chrome, Edge ou Safari récent, "
    "avec WebAssembly activé.",
    "lite.broken": "Un fichier de ce site n’a pas pu être chargé ({what}). Rechargez la page ; si cela "
    "se reproduit, le site est abîmé et doit être reconstruit (cardkit lite build).",
    "lite.no_storage": "Le stockage est désactivé dans ce navigateur : la partie tourne, mais la prochaine "
    "visite téléchargera tout à nouveau.",
    "lite.records_where": "Vos parties terminées contre des robots sont gardées dans ce navigateur seulement "
    "(son stockage pour ce site, sur cet appareil)\u00a0: elles ne sont envoyées nulle part, et un autre "
    "navigateur ou une fenêtre privée ne les voit pas. Effacer les données de ce navigateur pour ce site les "
    "supprime\u00a0: téléchargez-les d’abord (Tout télécharger) pour en garder une copie, puis importez-la ici "
    "ou dans un tableau de bord cardkit (le même fichier). Les parties à plusieurs devant cet écran (chacun son "
    "tour) ne sont pas gardées.",
    "lite.records_no_review": "L’analyse n’est pas proposée ici\u00a0: l’analyse de l’Expert prend des minutes "
    "dans le Python d’un navigateur. Importez le fichier dans un tableau de bord cardkit pour y analyser une "
    "partie.",
    "lite.records_unread": "Les parties gardées dans ce navigateur n’ont pas pu être lues. {reason} Elles sont "
    "laissées telles quelles, et les parties de cette visite ne sont pas gardées\u00a0: «\u00a0Tout "
    "supprimer\u00a0» dans Mes parties repart de zéro (après confirmation).",
    "lite.records_full": "Mes parties dépasse ce que cette page garde ({mb}\u00a0Mo)\u00a0: cette partie n’est "
    "pas gardée. Téléchargez tout, puis supprimez d’anciennes parties.",
    "lite.records_no_storage": "Ce navigateur ne garde aucune donnée pour cette page (son stockage est "
    "désactivé)\u00a0: les parties terminées ne sont pas gardées.",
    "lite.records_kept": "Cette partie est gardée dans Mes parties.",
}

CATALOGS = {"en": EN, "fr": FR}
