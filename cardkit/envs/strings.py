"""Strings of the PettingZoo environments (registered by `cardkit/envs/__init__.py`)."""

EN = {
    "envs.not_an_index": "{action} is not an action of {game}: an action is a whole number from 0 to {last} "
    "(cardkit.envs.{module}.action_of reads one). Legal now for {agent}: {legal}.",
    "envs.bad_index": "{action} is not an action of {game}: an action is a whole number from 0 to {last}.",
    "envs.not_legal": "Action {index} ({move}) is not legal for {agent} now (the action mask leaves it out): "
    "{why} Legal now: {legal}.",
    "envs.over": "The match is over: {agent} has no more moves. Step with None to take each player out, "
    "or reset() to start a new match.",
    "envs.dead_step": "{agent}'s match is over: its only action is None.",
    "envs.legal_item": "{index} ({move})",
    "envs.sep": "; ",
    "envs.not_an_action": "{action} is not a move of {game}, so it has no index in the action space.",
    "envs.bad_render_mode": 'render_mode is None, "ansi" (the text board) or "svg" (the picture), not {mode}.',
    "envs.bad_seat": "The learning seat is a seat from 0 to {last}, not {seat}.",
}

FR = {
    "envs.not_an_index": "{action} n'est pas une action de {game} : une action est un nombre entier de 0 à {last} "
    "(cardkit.envs.{module}.action_of en lit une). Coups permis maintenant pour {agent} : {legal}.",
    "envs.bad_index": "{action} n'est pas une action de {game}\u00a0: une action est un nombre entier de 0 à {last}.",
    "envs.not_legal": "L'action {index} ({move}) n'est pas permise à {agent} maintenant (le masque des actions "
    "l'écarte) : {why} Coups permis maintenant : {legal}.",
    "envs.over": "Le match est terminé : {agent} n'a plus de coup. Passez None pour faire sortir chaque joueur, "
    "ou reset() pour un nouveau match.",
    "envs.dead_step": "Le match de {agent} est terminé : sa seule action est None.",
    "envs.legal_item": "{index} ({move})",
    "envs.sep": " ; ",
    "envs.not_an_action": "{action} n'est pas un coup de {game} : il n'a pas de numéro dans l'espace des actions.",
    "envs.bad_render_mode": "render_mode vaut None, « ansi » (le plateau en texte) ou « svg » (l'image), pas {mode}.",
    "envs.bad_seat": "Le siège qui apprend est un siège de 0 à {last}, pas {seat}.",
}

CATALOGS = {"en": EN, "fr": FR}
