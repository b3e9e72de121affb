"""What the conformance kit (:mod:`jinro_lab.testing`) needs to know of 魔法都市の人狼:
setups over every role and option, games from described positions, and privacy twins
(MAH-50). Imported only by the kit."""

from __future__ import annotations

import itertools
import random
from functools import partial
from typing import Any

from ...core.engine import Game
from ...core.errors import InvalidSetup
from ...core.events import Chance
from ...core.registry import new_game
from ...testing import Conformance, replayed
from ...testing.golden import Golden, every_role, known_roles, mask
from .roles import ROLES
from .setup import check_position, default_roles

__all__ = ["CONFORMANCE", "mahou_positions", "mahou_roles", "mahou_setup", "mahou_twins"]

VOTE_STYLES = ("simultaneous", "in_turn", "free")
FIRST_DAY_SEER = ("random_white", "free", "none")
#: the roles beyond the default setups, tried in turn in the conformance setups
EXTRAS = ("dragon", "spirit_user", "moneylender", "hunter", "golem", "madman", "chimera", "demon", "fox", "mason")


def mahou_roles(seed: int, players: int) -> list[str]:
    """The default roles for ``players`` (MAH-06) with one to three citizens replaced by
    other roles, in an order rotated by ``seed`` (masons as a pair), and the evil eye
    for a werewolf in every other game, then shuffled: over the seeds every one of the
    sixteen roles plays at every size where it fits (MAH-01, MAH-40)."""
    roles = default_roles(players)
    start, changes = seed % len(EXTRAS), 1 + seed // len(EXTRAS) % 3
    for i in range(len(EXTRAS)):
        role = EXTRAS[(start + i) % len(EXTRAS)]
        copies = 2 if role == "mason" else 1
        if changes == 0 or role in roles or roles.count("citizen") < copies:
            continue
        candidate = list(roles)
        for _ in range(copies):
            candidate[candidate.index("citizen")] = role
        if _playable(candidate):
            roles, changes = candidate, changes - 1
    if seed % 2 and "evil_eye" not in roles:
        roles[roles.index("werewolf")] = "evil_eye"
    random.Random(seed).shuffle(roles)
    return roles


def _playable(roles: list[str]) -> bool:
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
    position: dict[str, Any] = {"dead": [], "day": 1 + seed % 3, "phase": ("day", "night")[seed // 3 % 2]}
    for _ in range(20):
        dead = sorted(rng.sample(range(players), rng.randint(1, players // 3)))
        try:
            check_position({**position, "dead": dead}, players, tuple(options["roles"]))
        except InvalidSetup:
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
    setup = game.setup
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
            game, tuple(swapped), partial(new_game, "mahou_toshi", seed=game.seed, **{**setup, "roles": swapped})
        )
        if twin is None:
            continue
        if twin.over or twin.phase != game.phase or twin.to_act() != game.to_act() or twin.view(None).alive != alive:
            continue  # the swap changed what the table has seen happen (a knight alive that night, a fox attacked)
        twins.append(twin)
        if len(twins) == 2:
            break
    return twins


# ----- golden playthroughs (tests/golden): a seat's view and the game master's, one line each ----------------
def golden_seat(view: Any) -> str:
    """A seat's role, the roles it knows, the judgements it learned, who is alive."""
    status = "" if view.alive[view.seat] else " (dead)"
    judged = " ".join(f"{s}:{j}" for s, j in sorted(view.judged().items())) or "-"
    return f"{view.role}{status} | knows {known_roles(view)} | judged {judged} | alive {mask(view.alive)}"


def golden_master(view: Any) -> str:
    """Every role, who is alive."""
    roles = every_role(view)
    return f"{roles} | alive {mask(view.alive)}"


#: 3/9p: the illusionist's shifted attack and the legend tree's secret lovers, the citizens
#: win; 16/13p: lovers, the shifted attack, the mirror, the fox steals the win (MAH-42)
GOLDEN = Golden(games=((3, 9), (16, 13)), seat=golden_seat, master=golden_master)


#: MAH-06: 5 to 16 players; its third parties (the fox, MAH-42; the demon, MAH-41) may win
#: beside a side, tested in tests/variants/mahou_toshi
CONFORMANCE = Conformance(
    players=tuple(range(5, 17)),
    games=1200,
    setup=mahou_setup,
    hidden_twins=mahou_twins,
    privacy_games=12,
    positions=mahou_positions,
    picture_sizes=(5, 9, 12, 16),
    sides_win_whole=False,
    golden=GOLDEN,
)
