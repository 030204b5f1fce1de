"""Strings of the records (registered by `cardkit/records/__init__.py`)."""

EN = {
    "records.bad_player": "This browser's player id is malformed ({reason}): nothing was read or changed.",
    "records.bad_file": "This is not a file of cardkit records ({reason}). Nothing was imported.",
    "records.nothing_new": "Every game in this file is already kept here. Nothing was imported.",
    "records.bad_game": "Game {n} of this file is damaged ({reason}). Nothing was imported.",
    "records.unknown_game": "There is no kept game {id}.",
    "records.unknown_puzzle": "There is no puzzle {id}: nothing was kept.",
    "records.bad_answer": "An answer is right or not, not {answer}: nothing was kept.",
}

FR = {
    "records.bad_player": "L'identifiant de joueur de ce navigateur est mal formé ({reason})\u00a0: rien n'a été "
    "lu ni modifié.",
    "records.bad_file": "Ce n'est pas un fichier de parties cardkit ({reason}). Rien n'a été importé.",
    "records.nothing_new": "Toutes les parties de ce fichier sont déjà gardées ici. Rien n'a été importé.",
    "records.bad_game": "La partie {n} de ce fichier est abîmée ({reason}). Rien n'a été importé.",
    "records.unknown_game": "Il n'y a pas de partie gardée {id}.",
    "records.unknown_puzzle": "Il n'y a pas d'énigme {id}\u00a0: rien n'a été gardé.",
    "records.bad_answer": "Une réponse est juste ou non, pas {answer}\u00a0: rien n'a été gardé.",
}

CATALOGS = {"en": EN, "fr": FR}
