"""What the conformance kit (:mod:`jinro_lab.testing`) needs to know of LotROで人狼:
setups over every option, games from described positions, and privacy twins (LOT-70).
Imported only by the kit."""

from __future__ import annotations

import itertools
import random
from functools import partial
from typing import Any

from ...core.engine import Game
from ...core.errors import IllegalAction, InvalidSetup
from ...core.registry import new_game
from ...testing import Conformance, replayed
from ...testing.golden import Golden, every_role, mask
from .rooms import room_sizes
from .setup import check_position, default_setup, refuse_checkmated, setup_roles

__all__ = ["CONFORMANCE", "lotro_positions", "lotro_roles", "lotro_setup", "lotro_twins"]


def lotro_roles(seed: int, players: int, rangers_day: int, checkmate: bool) -> list[str]:
    """The default setup (LOT-03) or, for two seeds in three, a custom one (1 to 4 wolves,
    0 to 2 apostles, friends and healers) that does not start checkmated, shuffled."""
    rng = random.Random(seed)
    counts = default_setup(players)
    if seed % 3:
        for _ in range(20):
            trial = {r: rng.randint(0, 2) for r in ("apostle", "friend", "healer")}
            trial["wolf"] = rng.randint(1, 4)
            trial["villager"] = players - sum(trial.values())
            if trial["villager"] < 0:
                continue
            try:
                if checkmate:
                    refuse_checkmated(setup_roles(trial), rangers_day)
            except InvalidSetup:
                continue
            counts = trial
            break
    roles = setup_roles(counts)
    rng.shuffle(roles)
    return roles


def lotro_setup(seed: int, players: int) -> dict[str, Any]:
    """LOT-03, LOT-04, LOT-31, LOT-62: fixed roles (so twins can permute them), every
    few games a random deal, now and then a start from a position; the rangers' day
    2 ... 8; nomination random or by seat; checkmate on and off."""
    rangers_day = 2 + seed % 7
    checkmate = seed % 2 == 0
    options: dict[str, Any] = {"rangers_day": rangers_day, "nominate": ("random", "seat")[seed // 2 % 2]}
    options["checkmate"] = checkmate
    if seed % 5 == 4:  # the default setup dealt from the seed, on a day where it is not checkmated
        try:
            refuse_checkmated(setup_roles(default_setup(players)), rangers_day) if checkmate else None
        except InvalidSetup:
            options["rangers_day"] = 6
        return options
    roles = options["roles"] = lotro_roles(seed, players, rangers_day, checkmate)
    try:
        refuse_checkmated(roles, rangers_day) if checkmate else None
    except InvalidSetup:  # the default setup starts checkmated that early (LOT-62): play it without checkmate
        options["checkmate"] = False
    if seed % 7 == 3:  # now and then from a described position: a villager dead, the night of day 1 or 2
        villagers = [s for s, r in enumerate(roles) if r == "villager"]
        start = {"dead": villagers[:1], "day": 1 + seed % 2, "phase": "night", "last_rooms": []}
        try:
            check_position(start, roles, rangers_day, options["checkmate"])
            options["position"] = start
        except InvalidSetup:
            pass
    return options


def lotro_twins(game: Game, seat: int) -> list[Game]:
    """LOT-03, LOT-46, LOT-70: a seat does not know the others' roles, except the wolves a
    wolf knows and a wolf that presented the tooth to it. Twins exchange the roles of two
    such seats (both living or both dead) and replay the same actions; a twin whose
    actions are no longer legal, or where the table saw something else happen (who
    acts, who is alive), is not a twin. None once the game is over (the winners name
    the sides). At most two per seat."""
    if game.over:
        return []
    setup = game.setup
    roles = setup["roles"]
    if roles is None:
        return []
    view = game.view(seat)
    hidden = [s for s in range(game.players) if view.roles[s] is None]
    alive = game.view(None).alive
    twins: list[Game] = []
    for a, b in itertools.combinations(hidden, 2):
        if roles[a] == roles[b] or alive[a] != alive[b]:
            continue
        swapped = list(roles)
        swapped[a], swapped[b] = swapped[b], swapped[a]
        start = partial(new_game, "lotro", seed=game.seed, **{**setup, "roles": swapped})
        twin = replayed(game, tuple(swapped), start, errors=(IllegalAction, InvalidSetup))
        if twin is None:
            continue
        if twin.over or twin.phase != game.phase or twin.to_act() != game.to_act() or twin.view(None).alive != alive:
            continue
        twins.append(twin)
        if len(twins) == 2:
            break
    return twins


def lotro_positions(seed: int, players: int) -> dict[str, Any]:
    """LOT-03, LOT-32, LOT-41, LOT-42: a start from a described position with every key:
    up to a third of the seats dead (both sides left, LOT-60, LOT-61), the evening vote
    or the night of a day before the rangers (LOT-04, LOT-13), some items spent, some
    wolves having passed once, last night's rooms (LOT-30) for the ban; checkmate on in
    every other game where the position allows it (LOT-62, LOT-63)."""
    rng = random.Random(seed)
    rangers_day = 3 + seed % 5
    roles = lotro_roles(seed, players, rangers_day, False)
    phase = ("evening", "night")[seed % 2]
    day = rng.randint(2, rangers_day) if phase == "evening" else rng.randint(1, rangers_day - 1)
    while True:
        dead = sorted(rng.sample(range(players), rng.randint(0, players // 3)))
        living = [s for s in range(players) if s not in dead]
        if "wolf" in (roles[s] for s in living) and any(roles[s] not in ("wolf", "apostle") for s in living):
            break
    used = [s for s, r in enumerate(roles) if r in ("healer", "friend") and rng.random() < 0.5]
    passes = [s for s, r in enumerate(roles) if r == "wolf" and rng.random() < 0.3]
    last_rooms: list[list[int]] = []
    if day > 1:
        rng.shuffle(living)
        for size in room_sizes(len(living)):
            last_rooms.append(living[:size])
            living = living[size:]
    position = {"dead": dead, "day": day, "phase": phase, "used": used, "passes": passes, "last_rooms": last_rooms}
    checkmate = seed % 4 < 2
    if checkmate:
        try:
            check_position(position, roles, rangers_day, True)
        except InvalidSetup:
            checkmate = False
    return {
        "roles": roles,
        "rangers_day": rangers_day,
        "nominate": ("random", "seat")[seed // 4 % 2],
        "checkmate": checkmate,
        "position": position,
    }


# ----- golden playthroughs (tests/golden): a seat's view and the game master's, one line each ----------------
def _rooms(view: Any) -> str:
    return " ".join("(" + ",".join(map(str, room)) + ")" for room in view.rooms) or "-"


def golden_seat(view: Any) -> str:
    """A seat's role, item and passes, the roles it knows, who is alive, the rooms."""
    seat = view.seat
    status = "" if view.alive[seat] else " (dead)"
    item = "" if view.item_used is None else (" item used" if view.item_used else " item unused")
    passes = f" passes {view.passes}" if view.role == "wolf" else ""
    known = " ".join(f"{s}:{r}" for s, r in enumerate(view.roles) if r is not None and s != seat)
    return f"{view.role}{status}{item}{passes} | knows {known or '-'} | alive {mask(view.alive)} | rooms {_rooms(view)}"


def golden_master(view: Any) -> str:
    """Every role, who is alive, the rooms."""
    roles = every_role(view)
    return f"{roles} | alive {mask(view.alive)} | rooms {_rooms(view)}"


#: 17/9p: a tooth to a wolf, the leaf, passes, the apostle's suicide, a revote; 46/9p: the
#: water and the leaf, ending with the Village checkmated (LOT-63)
GOLDEN = Golden(games=((17, 9), (46, 9)), seat=golden_seat, master=golden_master)


#: LOT-01, LOT-62: 9 to 16 players, checkmate on and off
CONFORMANCE = Conformance(
    players=tuple(range(9, 17)),
    games=600,
    setup=lotro_setup,
    hidden_twins=lotro_twins,
    privacy_games=8,
    positions=lotro_positions,
    picture_sizes=(9, 12, 16),
    golden=GOLDEN,
)
