"""The table pictures of a game (issue 18): valid SVG whose labels never overlap and
whose arrows never cross a label at every table size the game declares
(``Conformance.picture_sizes``) in both languages, text at least 10 pt, and nothing in
a picture that its viewer may not see. (A game's own marks are tested in its folder.)"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import jinro_lab as jl
from jinro_lab.core.engine import Game
from jinro_lab.testing import Conformance, agents_for, step
from jinro_lab.testing.checks import twins_or_skip
from jinro_lab.testing.pictures import check_picture, label_texts, picture
from jinro_lab.variants import renderer

__all__ = [
    "test_a_seat_sees_its_own_secrets_only",
    "test_hooks",
    "test_pictures_are_readable_at_every_size",
    "test_public_picture_does_not_depend_on_hidden_facts",
]


def _game(spec: Conformance, players: int, seed: int) -> Game:
    return jl.new_game(spec.variant, players=players, seed=seed, **spec.setup(seed, players))


@pytest.mark.parametrize("projector", [False, True], ids=["ordinary", "projector"])
def test_pictures_are_readable_at_every_size(spec: Conformance, projector: bool) -> None:
    """Seeded random games at each size: every few decisions and at the end, the
    public, game master's and two seats' pictures in English and Japanese, at the
    ordinary size and for a projector (``jl.display(projector=True)``)."""
    jl.display(projector=projector)
    drawn = 0
    for players in spec.picture_sizes:
        game = _game(spec, players, seed=players)
        agents = agents_for(game)
        steps = 0
        while True:
            if steps % 9 == 0 or game.over:
                for viewer in (jl.PUBLIC, None, 0, players - 1):
                    for lang in ("en", "ja"):
                        check_picture(picture(game, viewer, lang, acting=game.to_act()[:3] if viewer is None else ()))
                        drawn += 1
            if game.over:
                break
            step(game, agents)
            steps += 1
    assert drawn > 20


def test_hooks(spec: Conformance) -> None:
    """A view shows itself as SVG in Jupyter; the renderer has ``table_svg``; ``scale``."""
    game = _game(spec, spec.picture_sizes[0], seed=1)
    view = game.view(jl.PUBLIC)
    assert view._repr_svg_() == str(picture(game, jl.PUBLIC))
    big = renderer(spec.variant).table_svg(view, "ja", scale=2)
    root = ET.fromstring(str(big))
    assert float(root.get("width", "0")) == 2 * big.width


@pytest.mark.parametrize("projector", [False, True], ids=["ordinary", "projector"])
def test_public_picture_does_not_depend_on_hidden_facts(spec: Conformance, projector: bool) -> None:
    """At every decision of seeded games, the pictures of the public and of each seat
    are the same in every twin of the game that differs only in facts hidden from
    that seat (two seats per decision, in turn) (another deal of the hidden roles or cards, the same actions), while
    the game master's picture tells the twins apart; at the ordinary size and for a
    projector (whose layout must not give a hidden fact away either)."""
    twins_of = twins_or_skip(spec)
    jl.display(projector=projector)
    checked = differs = 0
    for seed in range(2):
        game = _game(spec, spec.players[seed % len(spec.players)], seed=20_000 + seed)
        agents = agents_for(game)
        steps = 0
        while True:
            public = str(picture(game, jl.PUBLIC, "ja"))
            gm = str(picture(game, None))
            n = game.players  # two seats per decision, in turn (twins are replays: slow)
            for seat in sorted({steps % n, (steps + n // 2) % n}):
                mine = str(picture(game, seat))
                for twin in twins_of(game, seat):
                    assert str(picture(twin, jl.PUBLIC, "ja")) == public
                    assert str(picture(twin, seat)) == mine
                    checked += 1
                    if checked % 5 == 0:
                        differs += str(picture(twin, None)) != gm
            if game.over:
                break
            step(game, agents)
            steps += 1
    assert checked > 20 and differs > 0


@pytest.mark.parametrize("projector", [False, True], ids=["ordinary", "projector"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_seat_sees_its_own_secrets_only(spec: Conformance, lang: str, projector: bool) -> None:
    """At the start of a game: the game master's picture names every secret (the hidden
    roles or cards, and the table's own, ``Conformance.secrets``), a seat's picture its
    own and none it does not know, the public picture none (at the ordinary size and for
    a projector, whose lines may wrap)."""
    jl.display(projector=projector)
    for seed in range(3):
        game = _game(spec, spec.players[seed % len(spec.players)], seed=seed)
        gm = label_texts(picture(game, None, lang))
        public = label_texts(picture(game, jl.PUBLIC, lang))
        truth = spec.secrets(game, None, lang)
        secret = truth.seats
        for name in truth.table:
            assert name in gm and name not in public
        for seat in range(game.players):
            assert set(secret[seat]) <= gm
            mine = label_texts(picture(game, seat, lang))
            assert set(secret[seat]) <= mine, (seat, secret[seat])
            known = {name for names in spec.secrets(game, seat, lang).seats for name in names}
            for other in range(game.players):
                for name in secret[other]:
                    if name not in known:
                        assert name not in mine, (seat, other, name)
                        assert name not in public, (other, name)
