"""What a seat's token reads holds no secret of another (issue 22, item 6): for random
games of every registered game played through a :class:`Table`, a seat's state (the bot
API's JSON, with its page's HTML fragments) holds no text of an event that seat did not
see, until the game ends (then everything is revealed); and its version, which its
WebSocket pushes, moves exactly when that state does."""

from __future__ import annotations

import html
import random
from collections.abc import Iterator
from typing import Any

from games import GAMES as REGISTERED
from hypothesis import given, settings
from hypothesis import strategies as st

from jinro_lab.core.engine import Game
from jinro_lab.core.registry import VARIANTS, renderer
from jinro_lab.core.viewers import PUBLIC
from jinro_lab.table import Table
from jinro_lab.table.views import gm_state, seat_state, table_state

#: the games and the player counts their games are drawn from (each game's three smallest: quick games)
PLAYERS = {game: VARIANTS[game].players[:3] for game in REGISTERED}
#: at most this many actions of a game are played (every game drawn here ends sooner)
MOST_ACTIONS = 600


def strings(value: Any) -> Iterator[str]:
    """Every text in ``value`` (JSON data), HTML unescaped."""
    if isinstance(value, str):
        yield html.unescape(value)
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def secrets_from(table: Table, seat: int, lang: str) -> set[str]:
    """The texts of the events ``seat`` did not see, but for those equal to the text
    of one it did see."""
    render = renderer(table.variant)

    def texts(game: Game) -> set[str]:
        seen = game.events_seen_by(seat)
        ids = {id(e) for e in seen}
        mine = {render.event_text(e, lang) for e in seen}
        return {render.event_text(e, lang) for e in game.log if id(e) not in ids} - mine

    found: set[str] = table.read(texts)
    return found


def leaked(secrets: set[str], state: dict[str, Any]) -> list[str]:
    """The ``secrets`` that some text of ``state`` holds."""
    texts = list(strings(state))
    return sorted(s for s in secrets if any(s in t for t in texts))


def play_one(table: Table, rng: random.Random) -> None:
    """A human seat that must choose chooses any of its legal actions."""
    acting = [s for s in table.read(lambda game: game.to_act()) if table.played_by(s) == "human"]
    seat = rng.choice(acting)
    table.act(seat, rng.choice(table.read(lambda game: [str(a) for a in game.legal_actions(seat)])))


def played(table: Table, rng: random.Random) -> Iterator[None]:
    """Play ``table`` to its end: yields before the game begins (the roles are dealt,
    the students read them), then every seat joins (the agents play until a student
    must choose, or to the end), and it yields before each action (:func:`play_one`)
    and at the end."""
    yield
    for seat in table.humans:
        table.join(seat)
    for _ in range(MOST_ACTIONS):
        yield
        if table.over:
            return
        play_one(table, rng)
    raise AssertionError(f"the game did not end in {MOST_ACTIONS} actions")


def drawn_table(data: Any, variant: str, seed: int) -> Table:
    """A table of ``variant`` with a drawn number of players, some of them human
    (none joined yet), the others random agents."""
    players = data.draw(st.sampled_from(PLAYERS[variant]), label="players")
    humans = data.draw(st.sets(st.integers(0, players - 1), min_size=1), label="humans")
    return Table(variant, humans=sorted(humans), agents="random", players=players, seed=seed)


#: what draws a game: its variant, its seed, and the data its players are drawn from
GAMES = {"variant": st.sampled_from(sorted(PLAYERS)), "data": st.data(), "seed": st.integers(0, 2**32 - 1)}


@settings(max_examples=8, deadline=None)
@given(**GAMES, lang=st.sampled_from(["en", "ja"]))
def test_a_seat_reads_no_text_of_an_event_it_did_not_see(variant: str, data: Any, seed: int, lang: str) -> None:
    """At every step, for every seat (a student's or an agent's), seat_state holds no
    text of an event hidden from it; the game master's state holds them (the check
    finds a leak where there is one)."""
    table = drawn_table(data, variant, seed)
    hidden = 0
    for _ in played(table, random.Random(seed)):
        if table.over:
            break
        for seat in range(table.players):
            secrets = secrets_from(table, seat, lang)
            assert leaked(secrets, seat_state(table, seat, lang, pages=True)) == [], (seat, table.record().to_json())
            assert leaked(secrets, gm_state(table, lang)) == sorted(secrets)
            hidden += len(secrets)
    assert hidden > 0  # at least the roles dealt before the game began


def states(table: Table) -> dict[Any, dict[str, Any]]:
    """Every seat's state and the table's, without the timer (its seconds run on)."""
    found: dict[Any, dict[str, Any]] = {s: seat_state(table, s) for s in range(table.players)}
    found[PUBLIC] = table_state(table)
    for state in found.values():
        state.pop("timer", None)
    return found


def without_version(state: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in state.items() if k != "version"}


@settings(max_examples=6, deadline=None)
@given(**GAMES)
def test_a_version_changes_exactly_when_its_state_does(variant: str, data: Any, seed: int) -> None:
    """A seat's version (what its WebSocket pushes) moves when its state changes, and
    only then: a push tells no seat that something happened out of its sight, and no
    change goes unannounced; the same for the table's."""
    table = drawn_table(data, variant, seed)
    before: dict[Any, dict[str, Any]] = {}
    for _ in played(table, random.Random(seed)):
        now = states(table)
        for viewer, old in before.items():
            moved = now[viewer]["version"] != old["version"]
            assert moved == (without_version(now[viewer]) != without_version(old)), (viewer, table.record().to_json())
        before = now
