"""A fourth game, declared the way a game package declares itself, for the tests of the entry points
(the command line, the dashboard) that must offer any registered game without naming it.

It is Ipso under another name, with its own player counts, title, deal label and options form, so
it plays real games; ``registered()`` declares it and takes it out of the registry afterwards.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from cardkit import games
from cardkit.ipso import IpsoState, IpsoView, scene as ipso_scene

NAME = "mini_ipso"


class MiniIpsoState(IpsoState):
    name = NAME
    title = "Mini Ipso"


STRINGS = {
    "en": {
        "mini_ipso.title": "Mini Ipso",
        "mini_ipso.about": "Ipso for two or three, to try the kit's entry points.",
        "mini_ipso.deal": "Round {n}",
        "mini_ipso.form.first": "Who starts",
        "mini_ipso.form.seat": "Seat {n}",
        "mini_ipso.form.rows": "Rows",
        "mini_ipso.form.plain": "Plain",
        "mini_ipso.form.odd_even": "Odd and even",
    },
    "fr": {
        "mini_ipso.title": "Mini Ipso",
        "mini_ipso.about": "Ipso à deux ou trois, pour essayer les points d'entrée du kit.",
        "mini_ipso.deal": "Manche {n}",
        "mini_ipso.form.first": "Qui commence",
        "mini_ipso.form.seat": "Place {n}",
        "mini_ipso.form.rows": "Rangées",
        "mini_ipso.form.plain": "Simples",
        "mini_ipso.form.odd_even": "Pair et impair",
    },
}


def spec() -> games.GameSpec:
    ipso = games.spec("ipso")
    return games.GameSpec(
        name=NAME,
        state=MiniIpsoState,
        view=IpsoView,
        board=ipso_scene.BOARD,
        bots=ipso.bots,
        players=(2, 3),
        form=(
            games.Choice(
                "first_player",
                "mini_ipso.form.first",
                ((0, "mini_ipso.form.seat"), (1, "mini_ipso.form.seat")),
                default=0,
            ),
            # asked only when seat 0 starts: a question the form hides or shows
            games.Choice(
                "odd_even",
                "mini_ipso.form.rows",
                ((False, "mini_ipso.form.plain"), (True, "mini_ipso.form.odd_even")),
                default=False,
                only_if=(("first_player", 0),),
            ),
        ),
        rules=ipso.rules,
        strings=STRINGS,
    )


@contextmanager
def registered() -> Iterator[games.GameSpec]:
    """The fourth game in the registry for the duration of the ``with`` block."""
    games.names()  # the kit's own games first, as in any session
    declared = games.register(spec())
    try:
        yield declared
    finally:
        del games._SPECS[NAME]  # no public way to withdraw a game: a game is declared for good
