"""What the conformance suite needs to know about each variant.

Every variant registers the player counts to test, how many random games to play,
and ``hidden_twins(game, seat)``: copies of ``game`` in which facts hidden from
``seat`` differ, so the privacy test can check that ``game.view(seat)`` does not
depend on them. Twins are built through the public API only (a fixed arrangement
and the recorded actions).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import count
from typing import Any

import jinro_lab as jl
from jinro_lab.core.engine import Game
from jinro_lab.core.events import Chance
from jinro_lab.variants.mahou_toshi.roles import ROLES
from jinro_lab.variants.mahou_toshi.setup import check_position as mahou_check_position
from jinro_lab.variants.nemuranai import events as nev

from .lotro_spec import lotro_positions, lotro_setup, lotro_twins
from .replays import replayed
from .seijika_spec import seijika_setup, seijika_twins

__all__ = ["REGISTRY", "VariantSpec"]


def no_options(seed: int, players: int) -> dict[str, Any]:
    return {}


@dataclass(frozen=True)
class VariantSpec:
    """One variant's entry: ``players`` counts to test, ``games`` random games in the
    bulk run, ``hidden_twins`` for the privacy test, ``setup(seed, players)`` the
    options of each seeded game (so the suite covers the options' variations)."""

    id: str
    players: tuple[int, ...]
    games: int
    hidden_twins: Callable[[Game, int], list[Game]]
    setup: Callable[[int, int], dict[str, Any]] = no_options
    privacy_games: int = 40  # games whose every decision is checked against twins (slow: replays)
    #: ``positions(seed, players)``: the options of a game started from a described
    #: position (``position=``), for the variants that accept one; ``None``: no positions
    positions: Callable[[int, int], dict[str, Any]] | None = None


# ----- nemuranai -------------------------------------------------------------------------------------
def _nemuranai_start(game: Game) -> tuple[list[str], int]:
    """The dealt order (hands from seat 0, ruins, draw pile top first) and the first
    player, from the setup or the game master's log."""
    setup = game.record().setup
    order = setup["deck"]
    if order is None:
        order = next(e.outcome for e in game.log if isinstance(e, Chance) and e.what == "shuffle")
    first = next(e.seat for e in game.log if isinstance(e, nev.TurnBegan))
    return list(order), first


def _nemuranai_start_from(players: int, setup: Mapping[str, Any], order: Sequence[str], first: int) -> Game:
    """A new game dealt ``order`` with first player ``first`` (drawn from a seed that
    draws it, so the public Chance event agrees, when the game drew its first player)."""
    if setup["first_player"] is not None:
        return jl.new_game("nemuranai", players=players, seed=0, deck=list(order), first_player=first)
    for seed in count():
        twin = jl.new_game("nemuranai", players=players, seed=seed, deck=list(order))
        if twin.to_act() == (first,):
            return twin
    raise AssertionError("unreachable: count() never ends")


def _nemuranai_rebuild(game: Game, order: Sequence[str], first: int) -> Game:
    """``game`` again from the arrangement ``order``, with the same first player and
    the same actions (a replay that follows ``game``)."""
    start = partial(_nemuranai_start_from, game.players, game.record().setup, order, first)
    twin = replayed(game, tuple(order), start, errors=())
    assert twin is not None, "a replay that raises nothing is never dropped"
    return twin


def _rearrangements(cards: list[str]) -> list[list[str]]:
    """The hidden cards rotated by one and reversed: deterministic, different orders."""
    return [cards[1:] + cards[:1], cards[::-1]]


def nemuranai_twins(game: Game, seat: int) -> list[Game]:
    """NEM-05: nobody has seen the undrawn draw pile or the ruins (until a search
    reveals the ruins, NEM-52), so they may be rearranged; and before anyone has
    acted, the hands dealt to two other seats (or another seat's and the ruins) may
    be exchanged. The twins differ from ``game`` only in these facts."""
    order, first = _nemuranai_start(game)
    n = game.players
    drawn = game.day  # one card drawn per turn (NEM-10)
    hidden = list(range(n + 1 + drawn, len(order)))  # the undrawn pile
    ruins_seen = any(isinstance(e, nev.Searched) and e.target == "ruins" for e in game.log)
    if not ruins_seen:
        hidden.insert(0, n)
    arrangements = []
    for cards in _rearrangements([order[i] for i in hidden]):
        new = list(order)
        for i, card in zip(hidden, cards, strict=True):
            new[i] = card
        arrangements.append(new)
    if not game.record().actions:
        others = [s for s in range(n) if s != seat]
        for a, b in [(others[0], others[1]), (others[-1], n)]:  # two hands; a hand and the ruins
            new = list(order)
            new[a], new[b] = new[b], new[a]
            arrangements.append(new)
    unique = {tuple(a) for a in arrangements if a != order}
    return [_nemuranai_rebuild(game, arrangement, first) for arrangement in sorted(unique)]


# ----- mahou_toshi ------------------------------------------------------------------------------------
VOTE_STYLES = ("simultaneous", "in_turn", "free")
FIRST_DAY_SEER = ("random_white", "free", "none")


#: the roles beyond the default setups, tried in turn in the conformance setups
MAHOU_EXTRAS = ("dragon", "spirit_user", "moneylender", "hunter", "golem", "madman", "chimera", "demon", "fox", "mason")


def mahou_roles(seed: int, players: int) -> list[str]:
    """The default roles for ``players`` (MAH-06) with one to three citizens replaced by
    other roles, in an order rotated by ``seed`` (masons as a pair), and the evil eye
    for a werewolf in every other game, then shuffled: over the seeds every one of the
    sixteen roles plays at every size where it fits (MAH-01, MAH-40)."""
    from jinro_lab.variants.mahou_toshi.game import default_roles

    roles = default_roles(players)
    start, changes = seed % len(MAHOU_EXTRAS), 1 + seed // len(MAHOU_EXTRAS) % 3
    for i in range(len(MAHOU_EXTRAS)):
        role = MAHOU_EXTRAS[(start + i) % len(MAHOU_EXTRAS)]
        copies = 2 if role == "mason" else 1
        if changes == 0 or role in roles or roles.count("citizen") < copies:
            continue
        candidate = list(roles)
        for _ in range(copies):
            candidate[candidate.index("citizen")] = role
        if _mahou_playable(candidate):
            roles, changes = candidate, changes - 1
    if seed % 2 and "evil_eye" not in roles:
        roles[roles.index("werewolf")] = "evil_eye"
    random.Random(seed).shuffle(roles)
    return roles


def _mahou_playable(roles: list[str]) -> bool:
    """MAH-40: more humans (not the fox) than werewolves at the start."""
    wolves = sum(ROLES[r].counts_as_werewolf for r in roles)
    return sum(not ROLES[r].counts_as_werewolf and r != "fox" for r in roles) > wolves


def mahou_setup(seed: int, players: int) -> dict[str, Any]:
    """Setups with every role (:func:`mahou_roles`: fixed ``roles=``, so twins can
    permute them), every vote style and first-day seer option in turn, the knight
    options now and then (for every protector, MAH-04, MAH-11), the fox's win
    option (MAH-42) and a day limit (MAH-04) now and then, the event cards on (both selection methods, MAH-30) and off,
    claims on and off."""
    return {
        "roles": mahou_roles(seed, players),
        "vote_style": VOTE_STYLES[seed // 4 % 3],
        "first_day_seer": FIRST_DAY_SEER[seed // 12 % 3],
        "knight_self": seed % 5 == 0,
        "knight_repeat": seed % 7 != 0,
        "fox_steals_win": seed % 11 != 0,
        "day_limit": 3 if seed % 13 == 6 else None,  # MAH-04: now and then a game the limit ends
        # MAH-13, MAH-30: the default deck (random, then choice of two) and no events, in turn
        "events": None if seed % 3 else [],
        "event_selection": ("random", "choice_of_two")[seed // 3 % 2],
        "claims": seed % 2 == 1,  # MAH-10: the discussion's public claims (core.claims)
    }


def mahou_positions(seed: int, players: int) -> dict[str, Any]:
    """A :func:`mahou_setup` started from a described position: day 1 to 3, at its vote
    or its night, with up to a third of the seats dead and the game not decided (MAH-40)."""
    options = mahou_setup(seed, players)
    rng = random.Random(seed)
    position = {"dead": [], "day": 1 + seed % 3, "phase": ("day", "night")[seed // 3 % 2]}
    for _ in range(20):
        dead = sorted(rng.sample(range(players), rng.randint(1, players // 3)))
        try:
            mahou_check_position({**position, "dead": dead}, players, tuple(options["roles"]))
        except jl.InvalidSetup:
            continue
        position["dead"] = dead
        break
    if options["day_limit"] is not None:  # MAH-04: a position starts no later than the limit's vote
        options["day_limit"] = max(options["day_limit"], position["day"] + 1)
    return {**options, "position": position}


def mahou_twins(game: Game, seat: int) -> list[Game]:
    """MAH-50: a seat does not know the roles of the others, except teammates it met
    and judgements it learned. Twins exchange the roles of two such seats, both living
    or both dead (so the head count of MAH-40 is the same), and replay the same actions
    from the same seed; a twin whose actions are no longer legal (a seer's divination
    now taken by a citizen), or that stands elsewhere now (its night still waits for
    a knight who was dead in the game; a fox survived the attack that killed a
    citizen, MAH-21: other deaths), is not a twin. None once the
    game is over: the winners name the teams (MAH-51). At most two per seat."""
    if game.over:
        return []
    view = game.view(seat)
    known = set(view.judged()) | {s for s, r in enumerate(view.roles) if r is not None}
    # MAH-05: the random white is drawn among the humans, so a seer's white depends on
    # who is judged human: for that seer only swaps within one judgement are twins
    white = any(isinstance(e, Chance) and e.what == "random white" for e in view.events)
    hidden = [s for s in range(game.players) if s not in known]
    setup = game.record().setup
    roles = setup["roles"]
    alive = game.view(None).alive
    twins: list[Game] = []
    for a, b in itertools.combinations(hidden, 2):
        if roles[a] == roles[b] or alive[a] != alive[b]:
            continue
        if white and ROLES[roles[a]].judged != ROLES[roles[b]].judged:
            continue
        swapped = list(roles)
        swapped[a], swapped[b] = swapped[b], swapped[a]
        twin = replayed(
            game, tuple(swapped), partial(jl.new_game, "mahou_toshi", seed=game.seed, **{**setup, "roles": swapped})
        )
        if twin is None:
            continue
        if twin.over or twin.phase != game.phase or twin.to_act() != game.to_act() or twin.view(None).alive != alive:
            continue  # the swap changed what the table has seen happen (a knight alive that night, a fox attacked)
        twins.append(twin)
        if len(twins) == 2:
            break
    return twins


REGISTRY: dict[str, VariantSpec] = {
    "nemuranai": VariantSpec("nemuranai", players=(3, 4), games=3000, hidden_twins=nemuranai_twins),
    "mahou_toshi": VariantSpec(
        "mahou_toshi",
        players=tuple(range(5, 17)),
        games=1200,
        hidden_twins=mahou_twins,
        setup=mahou_setup,
        privacy_games=12,
        positions=mahou_positions,
    ),
    # LOT-01, LOT-62: 9 to 16 players, checkmate on and off (lotro_spec.py)
    "lotro": VariantSpec(
        "lotro",
        players=tuple(range(9, 17)),
        games=600,
        hidden_twins=lotro_twins,
        setup=lotro_setup,
        privacy_games=8,
        positions=lotro_positions,
    ),
    # SEI-03, SEI-50: 6 to 12 players, plain and manifesto rules, every vote style and option (seijika_spec.py)
    "seijika": VariantSpec(
        "seijika",
        players=tuple(range(6, 13)),
        games=700,
        hidden_twins=seijika_twins,
        setup=seijika_setup,
        privacy_games=6,
    ),
}
