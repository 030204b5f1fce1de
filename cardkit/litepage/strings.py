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
}

CATALOGS = {"en": EN, "fr": FR}
