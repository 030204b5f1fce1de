"""Strings of the rooms store (registered by `cardkit/rooms/__init__.py`)."""

EN = {
    "rooms.unknown_scheme": "The rooms store address {url} is not understood: it starts with {sqlite} "
    "(a file on this computer) or {redis} (a Redis server).",
    "rooms.bad_url": "The rooms store address {url} is malformed: {reason}.",
    "rooms.no_redis": 'A {redis} store needs the Redis client: pip install "cardkit[rooms-redis]".',
    "rooms.unreachable": "The Redis server at {where} cannot be reached ({reason}). Start it, or use a "
    "{sqlite} store. Nothing was changed.",
    "rooms.damaged_file": "The rooms file {where} is damaged or is not a cardkit rooms file ({reason}). "
    "Nothing was changed: move the file aside to start with an empty one.",
    "rooms.newer_file": "The rooms store {where} was written by a newer cardkit (format version {version}; "
    "this cardkit reads up to version {supported}). Nothing was changed.",
    "rooms.unknown_room": "There is no room {code}: check the code (a room ends some time after its last move).",
    "rooms.damaged_room": "The record of room {code} is damaged ({reason}); no other room is affected.",
    "rooms.bad_token": "This key does not open a seat of room {code}: join the room again.",
    "rooms.no_seat": "There is no seat {seat} in this room: the seats are 1 to {count}.",
    "rooms.bot_seat": "Seat {n} is played by a bot: choose a person's seat.",
    "rooms.seat_taken": "Seat {n} is already taken: choose a free seat.",
    "rooms.full": "This room is full: every person's seat is taken.",
    "rooms.no_person": "A room needs at least one person's seat.",
    "rooms.waiting": "The game has not started yet: it starts when the seats are filled.",
    "rooms.not_host_stand_in": "Only the host, {name}, may let a bot play for a player who is away.",
    "rooms.stand_in_seat": "Seat {n} is not another player's seat: a bot may stand in only for a person who joined.",
    "rooms.not_away_long": "{name} has not been away for {minutes} minutes yet: wait a little, they may be back.",
    "rooms.started": "The game has already started.",
    "rooms.not_host": "Only the host, {name}, starts this room's game (the host is the one who made the room); "
    "nothing was changed.",
    "rooms.seats_open": "{count} {count|seat is|seats are} still free: wait for the people who will sit there, "
    "or let bots take the free seats.",
    "rooms.stale": "The table changed since this move was chosen (move {got}, now {now}): look again.",
    "rooms.not_finished": "The match is not over yet: a rematch is offered at its end.",
    "rooms.busy": "Room {code} is too busy right now: try again.",
    "rooms.not_alone": "A new game in place of this one is for a game of one person against bots: a room of "
    "friends plays a rematch once its match is over.",
    "rooms.deal_not_over": "A game is reviewed once it is over: it names every card, which must not help a game "
    "in progress.",
}

FR = {
    "rooms.unknown_scheme": "L'adresse de stockage des salles {url} n'est pas comprise\u00a0: elle commence par "
    "{sqlite} (un fichier sur cet ordinateur) ou {redis} (un serveur Redis).",
    "rooms.bad_url": "L'adresse de stockage des salles {url} est mal formée\u00a0: {reason}.",
    "rooms.no_redis": 'Un stockage {redis} demande le client Redis\u00a0: pip install "cardkit[rooms-redis]".',
    "rooms.unreachable": "Le serveur Redis {where} est injoignable ({reason}). Démarrez-le, ou utilisez un "
    "stockage {sqlite}. Rien n'a été modifié.",
    "rooms.damaged_file": "Le fichier des salles {where} est abîmé ou n'est pas un fichier de salles cardkit "
    "({reason}). Rien n'a été modifié\u00a0: mettez le fichier de côté pour repartir d'un fichier vide.",
    "rooms.newer_file": "Le stockage des salles {where} vient d'un cardkit plus récent (format version {version}\u00a0; "
    "ce cardkit lit jusqu'à la version {supported}). Rien n'a été modifié.",
    "rooms.unknown_room": "Il n'y a pas de salle {code}\u00a0: vérifiez le code (une salle se ferme quelque temps "
    "après son dernier coup).",
    "rooms.damaged_room": "L'enregistrement de la salle {code} est abîmé ({reason})\u00a0; aucune autre salle "
    "n'est touchée.",
    "rooms.bad_token": "Cette clé n'ouvre aucune place de la salle {code}\u00a0: rejoignez la salle à nouveau.",
    "rooms.no_seat": "Il n'y a pas de place {seat} dans cette salle\u00a0: les places vont de 1 à {count}.",
    "rooms.bot_seat": "La place {n} est tenue par un bot\u00a0: choisissez la place d'une personne.",
    "rooms.seat_taken": "La place {n} est déjà prise\u00a0: choisissez une place libre.",
    "rooms.full": "Cette salle est complète\u00a0: toutes les places des personnes sont prises.",
    "rooms.no_person": "Une salle demande au moins une place pour une personne.",
    "rooms.waiting": "La partie n'a pas encore commencé\u00a0: elle commence quand les places sont prises.",
    "rooms.not_host_stand_in": "Seul l'hôte, {name}, peut faire jouer un bot à la place d'un joueur absent.",
    "rooms.stand_in_seat": "La place {n} n'est pas celle d'un autre joueur\u00a0: un bot ne remplace qu'une personne qui a rejoint la salle.",
    "rooms.not_away_long": "{name} n'est pas absent depuis {minutes}\u00a0minutes\u00a0: attendez un peu, il ou elle va peut-être revenir.",
    "rooms.started": "La partie a déjà commencé.",
    "rooms.not_host": "Seul l'hôte, {name}, lance la partie de cette salle (l'hôte est celui qui a ouvert la "
    "salle)\u00a0; rien n'a été changé.",
    "rooms.seats_open": "{count} {count|place est encore libre|places sont encore libres}\u00a0: attendez "
    "les personnes qui s'y assiéront, ou laissez des bots prendre les places libres.",
    "rooms.stale": "La table a changé depuis le choix de ce coup (coup {got}, maintenant {now})\u00a0: regardez "
    "à nouveau.",
    "rooms.not_finished": "Le match n'est pas terminé\u00a0: une revanche est proposée à la fin.",
    "rooms.busy": "La salle {code} est trop occupée en ce moment\u00a0: réessayez.",
    "rooms.not_alone": "Une nouvelle partie à la place de celle-ci, c'est pour une partie d'une personne contre "
    "des bots\u00a0: une salle d'amis joue une revanche une fois son match terminé.",
    "rooms.deal_not_over": "Une partie s'analyse une fois finie\u00a0: l'analyse nomme chaque carte, ce qui ne "
    "doit pas aider une partie en cours.",
}

CATALOGS = {"en": EN, "fr": FR}
