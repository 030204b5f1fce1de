"""Rooms: one match shared by several people, each at their own screen, kept outside any kernel.

A room is a record in a store -- the game, its options, the seed, the actions of each deal, the
seats (a person or a bot level), the players' names, the SHA-256 of each seat's secret token, a move
counter and a status -- so any kernel (a dashboard page, a script) can serve any seat, and a reload or
a restart loses nothing. Every change is checked in full by the engine first (a refusal changes
nothing) and committed only if the move counter is still the one it was computed from (optimistic
concurrency): two writers never both succeed on the same move. The bots whose turn follows a change
move in the same commit, seeded from the room's seed and the move counter, so they move exactly once
whichever kernel computed them.

What a client may get goes through three doors: :meth:`Store.view` (a seat's own View, for the holder
of its token), :meth:`Store.seen` (that seat's own views of the deal's moves, for its log and last-move
marks) and :meth:`Store.public` (what anybody with the code may see: seats, names, whose turn,
the scores of finished deals -- no card); :meth:`Store.read` gives all three from one read. The
stores: ``sqlite:///path`` (the default, a file) and ``redis://host:port/db`` (``pip install
"cardkit[rooms-redis]"``). docs/rooms.md has the details.
"""

from cardkit.rooms.store import FORMAT_VERSION, Room, RoomError, Seen, Store, default_url, open_store

__all__ = ["FORMAT_VERSION", "Room", "RoomError", "Seen", "Store", "default_url", "open_store"]
