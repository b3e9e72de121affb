"""The heuristic agent of 政治家人狼: legal everywhere, sensible in fixed positions, and
better than random for each party.

Strength is measured on fixed seeds with the default 8-player setup dealt at random
(SEI-03), plain and manifesto rules. Each seat gets a :class:`SideAgent` that plays
the Human Party with one agent and the Wolf Party with another, switching on its own
view (``view.role``). For each party, its win rate (``result.side``, SEI-40) with
heuristic players must beat its rate with random players, against the same random
opponents, by more than the 95% Wilson intervals of both (no overlap).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from agents_support import assert_clearly_better, play_checked, side_wins

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.variants import heuristic_agent
from jinro_lab.variants.seijika.agents import HeuristicAgent
from jinro_lab.variants.seijika.roles import ROLES

from .helpers import EVERY, R8, everyone_for, new, night

GAMES = 200


def _of_the_wolf_party(view: Any) -> bool:
    return ROLES[view.role].party == "wolf"


def wins(party: str, humans: str, wolves: str, manifestos: bool, games: int = GAMES, players: int = 8) -> int:
    """``party``'s wins over ``games`` fixed-seed games with the given agent kinds (a
    :class:`SideAgent` plays the Wolf Party while its own view says it is of it)."""
    return side_wins(
        "seijika",
        party,
        humans,
        wolves,
        _of_the_wolf_party,
        games=games,
        players=players,
        seed=40_000,
        stride=32,
        manifestos=manifestos,
    )


def test_heuristic_agent_is_registered():
    """The registry builds this variant's heuristic agent with its seed."""
    assert isinstance(heuristic_agent("seijika", seed=3), HeuristicAgent)


@pytest.mark.parametrize("manifestos", [False, True])
def test_heuristic_humans_beat_random_humans(manifestos):
    """SEI-40: against random wolves, heuristic Human Party players win clearly more often
    than random ones (non-overlapping 95% Wilson intervals over 200 games each)."""
    assert_clearly_better(
        wins("human", "heuristic", "random", manifestos), wins("human", "random", "random", manifestos), GAMES
    )


@pytest.mark.parametrize("manifestos", [False, True])
def test_heuristic_wolves_beat_random_wolves(manifestos):
    """SEI-40, SEI-42, SEI-55: against random humans, heuristic Wolf Party players win
    clearly more often than random ones (non-overlapping 95% Wilson intervals)."""
    assert_clearly_better(
        wins("wolf", "random", "heuristic", manifestos), wins("wolf", "random", "random", manifestos), GAMES
    )


def test_always_legal_and_always_finishes():
    """SEI-22 ... SEI-53: over games of every size, plain and manifesto, every vote style,
    mixed with random opponents, the heuristic's choices are legal, of every kind."""
    kinds: Counter = Counter()
    for g in range(42):
        n = 6 + g % 7
        options: dict[str, Any] = {"players": n, "manifestos": g % 2 == 1}
        if g % 3 == 0:
            options = {"roles": list(EVERY), "manifestos": g % 2 == 1}
            n = len(EVERY)
        styles = (None, ["open"], ["simultaneous"])[g % 3]
        game = jl.new_game("seijika", seed=50_000 + g, vote_styles=styles, **options)
        agents = [HeuristicAgent(g * 20 + s) if (s + g) % 3 else RandomAgent(g * 20 + s) for s in range(n)]
        play_checked(game, agents, HeuristicAgent, kinds)
    # it never waits in an open vote (SEI-23): it knows whom it trusts when asked
    assert set(kinds) >= {"vote", "smear", "protect", "investigate", "announce", "carry_out", "favourite"}


def _ask(game: Any, seat: int, seed: int = 0) -> str:
    return str(HeuristicAgent(seed).choose(game.view(seat), game.legal_actions(seat)))


def test_wolves_vote_for_their_teammates_and_smear_the_trusted():
    """SEI-11, SEI-14, SEI-31: a wolf votes for a wolf it met; the wolves smear the player
    the humans trust most (who followed the day-1 convention), never a teammate."""
    game = new(R8)
    assert {_ask(game, 0, s) for s in range(10)} == {"vote seat 1"}
    assert {_ask(game, 2, s) for s in range(10)} <= {"vote seat 0", "vote seat 1"}
    game.act_together({v: ("vote seat 3" if v != 3 else "vote seat 2") for v in range(8)})
    assert _ask(game, 0) == _ask(game, 1)
    assert _ask(game, 0) not in ("smear seat 0", "smear seat 1", "smear seat 2")


def test_reporter_uses_its_results():
    """SEI-02, SEI-32: a reporter that found a wolf never votes for it; it investigates a
    player it does not know yet."""
    game = new(R8)
    everyone_for(game, 5, 6)
    night(game, {0: "smear seat 7", 1: "smear seat 7", 3: "investigate seat 1", 4: "protect seat 6"})
    assert all(_ask(game, 3, s) != "vote seat 1" for s in range(10))


def test_human_winner_invokes_the_human_side():
    """SEI-53: a Human Party winner's only side is its Human effect; a wolf's choice is
    legal and, for the endorsement, the Wolf effect."""
    game = new(
        R8,
        manifestos=["endorsement", *["press_pass"] * 2, "clean_politics"] + ["long_debate"] * 2 + ["disclosure"] * 2,
        vote_styles=None,
    )
    for seat in range(8):
        game.act(seat, HeuristicAgent(seat).choose(game.view(seat), game.legal_actions(seat)))
    everyone_for(game, 0, 1)
    assert _ask(game, 0).startswith("carry out endorsement: wolf side")


def test_reset_plays_like_a_fresh_agent():
    """``reset(seat, seed)`` makes a used agent play a new game like a fresh one."""
    used = [HeuristicAgent(s) for s in range(8)]
    play_game(jl.new_game("seijika", players=8, seed=1), used)
    for s, agent in enumerate(used):
        agent.reset(s, 100 + s)
    again = play_game(jl.new_game("seijika", players=8, seed=2, manifestos=True), used)
    fresh = play_game(
        jl.new_game("seijika", players=8, seed=2, manifestos=True), [HeuristicAgent(100 + s) for s in range(8)]
    )
    assert again.record() == fresh.record()


class _Unkept(HeuristicAgent):
    """A heuristic seat that checks each choice against a fresh agent (nothing kept, the
    same generator state): the trust and the ballot it keeps are pure functions of what
    it reads, and the kept ones are used (``kept``: the choices made from a kept one)."""

    def __init__(self, seed: int):
        super().__init__(seed)
        self.checked = self.kept = 0

    def choose(self, view: Any, legal: Any) -> Any:
        return super().choose(view, legal)

    def choose_observed(self, seen: Any, legal: Any) -> Any:
        fresh = HeuristicAgent()
        fresh.rng.setstate(self.rng.getstate())
        expected = fresh.choose_observed(seen, legal)
        before = (self._kept, self._voted)
        got = super().choose_observed(seen, legal)
        assert got is expected, (seen, legal)
        assert self.rng.getstate() == fresh.rng.getstate()
        self.checked += 1
        self.kept += legal[0].kind == "vote" and before[1] is not None and before == (self._kept, self._voted)
        return got


@pytest.mark.parametrize("options", [{"players": 9}, {"players": 10, "manifestos": True}])
def test_kept_trust_and_ballots_choose_as_a_fresh_agent(options: dict[str, Any]) -> None:
    """Issue 41: what the agent keeps between decisions (its trust, its last ballot) changes
    no choice and no draw, over heuristic games on the fast engine kept from game to game."""
    from jinro_lab.core.fast import fast_engine

    setup = fast_engine("seijika").prepare(options)
    agents = [_Unkept(seat) for seat in range(options["players"])]
    for seed in range(40):
        setup.play(seed, agents)
    assert sum(a.checked for a in agents) > 1000
    assert sum(a.kept for a in agents) > 100  # the kept trust and ballots were used


def test_the_heuristic_chooses_as_it_did() -> None:
    """Issue 41: the heuristic made faster makes the same choices with the same draws and
    plays the same games as the kit that wrote ``data/heuristic_choices.json`` (``choices_support``)."""
    from pathlib import Path

    from choices_support import assert_pinned

    assert_pinned("seijika", Path(__file__).parent / "data" / "heuristic_choices.json")
