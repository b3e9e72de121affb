"""What the conformance kit (:mod:`jinro_lab.testing`) needs to know of 政治家人狼:
setups over every option and privacy twins (SEI-60). Imported only by the kit."""

from __future__ import annotations

import itertools
import random
from functools import partial
from typing import Any

from ...core.engine import Game
from ...core.registry import new_game
from ...testing import Conformance, replayed
from ...testing.golden import Golden, every_role, known_roles, mask
from .manifestos import illustrative_deck
from .setup import default_roles

__all__ = ["CONFORMANCE", "seijika_roles", "seijika_setup", "seijika_twins"]

#: roles beyond the default setups, tried in turn in place of a human (SEI-01)
EXTRAS = ("lover", "lawyer", "corrupt_lawyer", "prosecutor", "lover", "spy")
#: the roles the reporter's hint is never drawn from (SEI-13)
HINTLESS = ("wolf", "lover")
STYLES = (None, ["open"], ["simultaneous"], ["open", "simultaneous"], ["simultaneous", "open"])


def seijika_roles(seed: int, players: int) -> list[str]:
    """The kit's default setup (SEI-03) with a human turned into another role in two
    games out of three (every role plays at every size), shuffled by the seed."""
    roles = default_roles(players)
    if seed % 3 and roles.count("human") > 2:
        roles[roles.index("human")] = EXTRAS[seed // 3 % len(EXTRAS)]
    random.Random(seed).shuffle(roles)
    return roles


def seijika_setup(seed: int, players: int) -> dict[str, Any]:
    """SEI-03, SEI-14, SEI-23, SEI-32, SEI-50: fixed roles (so twins can permute them);
    plain and manifesto rules in turn (the manifestos dealt by the seed, fixed so that
    twins can permute them); every vote-style list, open-vote order, spy and guard
    option in turn."""
    manifestos: bool | list[str] = False
    if seed % 2:
        pile = illustrative_deck().dealt()
        random.Random(seed).shuffle(pile)
        manifestos = pile[:players]
    return {
        "roles": seijika_roles(seed, players),
        "manifestos": manifestos,
        "vote_styles": STYLES[seed // 2 % len(STYLES)],
        "open_vote_order": ("volunteer", "seat")[seed // 10 % 2],
        "spy_meets_wolves": seed % 3 != 0,
        "guard_self": seed % 5 == 0,
        "guard_repeat": seed % 7 != 0,
    }


def _same_table(twin: Game, game: Game) -> bool:
    """The twin stands where the game stands, as the table sees it."""
    a, b = twin.view(None), game.view(None)
    return (
        not twin.over
        and twin.phase == game.phase
        and twin.to_act() == game.to_act()
        and (a.in_race, a.sitting_out, a.elected, a.recalled) == (b.in_race, b.sitting_out, b.elected, b.recalled)
    )


def _replayed(game: Game, key: tuple[Any, ...], setup: dict[str, Any]) -> Game | None:
    """The twin of ``game`` from ``setup`` (a replay that follows ``game``), if its table agrees."""
    twin = replayed(game, key, partial(new_game, "seijika", seed=game.seed, **setup))
    return twin if twin is not None and _same_table(twin, game) else None


def seijika_twins(game: Game, seat: int) -> list[Game]:
    """SEI-60: a seat does not know the others' roles (but those it met or learned) nor
    the manifesto cards they hold. Twins exchange the roles, or the manifesto cards, of
    two seats hidden from ``seat`` and replay the same actions from the same seed; a
    twin whose actions are no longer legal, or whose table now differs (someone else
    acts, a seat was filled for another party), is not a twin. None once the game is
    over (every role is revealed, SEI-43). For the reporter, role swaps stay on one
    side of the hint's line (SEI-13: wolves and lover or not). At most two per seat."""
    if game.over:
        return []
    view = game.view(seat)
    known = {s for s, r in enumerate(view.roles) if r is not None}
    for kind in ("member", "party", "hint", "favourite"):
        known |= set(view.facts(kind))
    hidden = [s for s in range(game.players) if s not in known]
    setup = game.setup
    twins: list[Game] = []
    roles = setup["roles"]
    for a, b in itertools.combinations(hidden, 2):
        if roles[a] == roles[b]:
            continue
        if view.role == "reporter" and (roles[a] in HINTLESS) != (roles[b] in HINTLESS):
            continue  # SEI-13: the hint is drawn among the others: a swap across that line changes it
        swapped = list(roles)
        swapped[a], swapped[b] = swapped[b], swapped[a]
        twin = _replayed(game, ("roles", *swapped), {**setup, "roles": swapped})
        if twin is not None:
            twins.append(twin)
            break
    cards = setup["manifestos"]
    if isinstance(cards, list):
        for a, b in itertools.combinations([s for s in range(game.players) if s != seat], 2):
            if cards[a] == cards[b]:
                continue
            dealt = list(cards)
            dealt[a], dealt[b] = dealt[b], dealt[a]
            twin = _replayed(game, ("manifestos", *dealt), {**setup, "manifestos": dealt})
            if twin is not None:
                twins.append(twin)
                break
    return twins


# ----- golden playthroughs (tests/golden): a seat's view and the game master's, one line each ----------------
def _table(view: Any) -> str:
    elected = ",".join(map(str, view.elected)) or "-"
    return f"in race {mask(view.in_race)} | sitting out {mask(view.sitting_out)} | elected {elected}"


def golden_seat(view: Any) -> str:
    """A seat's role and manifesto, the roles it knows, the race."""
    manifesto = f" manifesto {view.manifesto}" if view.manifesto else ""
    return f"{view.role}{manifesto} | knows {known_roles(view)} | {_table(view)}"


def golden_master(view: Any) -> str:
    """Every role, the race."""
    roles = every_role(view)
    return f"{roles} | {_table(view)}"


#: 37/8p: three Human Party seats (SEI-41); 24/8p: two Wolf Party seats on day 2
GOLDEN = Golden(games=((37, 8), (24, 8)), seat=golden_seat, master=golden_master)


#: SEI-03, SEI-50: 6 to 12 players, plain and manifesto rules, every vote style and option
CONFORMANCE = Conformance(
    players=tuple(range(6, 13)),
    games=700,
    setup=seijika_setup,
    hidden_twins=seijika_twins,
    privacy_games=6,
    picture_sizes=(6, 9, 12),
    golden=GOLDEN,
)
