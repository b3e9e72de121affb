"""The heuristic agent of LotROで人狼: legal, sensible in fixed positions, and better
than random for each side.

Strength is measured on fixed seeds with the default 12-player setup dealt at
random (LOT-03). Every seat gets a :class:`SideAgent` that plays the Village with
one agent and Sauron with another, switching on its *own* view. For each side, its
win rate with heuristic players must beat its rate with random players, against
the same random opponents, by more than the 95% Wilson intervals of both.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from agents_support import assert_clearly_better, play_checked, side_wins

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.variants import heuristic_agent
from jinro_lab.variants.lotro.agents import TOOTH_SURVIVORS, HeuristicAgent, observe
from jinro_lab.variants.lotro.roles import ROLES

from .helpers import BASIC9, ROOMS1, form_rooms, new, night

GAMES = 300


def _on_saurons_side(view: Any) -> bool:
    return ROLES[view.role].side == "sauron"


def village_wins(village: str, sauron: str, games: int = GAMES, players: int = 12) -> int:
    """The Village's wins over ``games`` fixed-seed games with the given agent kinds
    (a :class:`SideAgent` plays Sauron's side while its own view says it is on it)."""
    return side_wins(
        "lotro", "village", village, sauron, _on_saurons_side, games=games, players=players, seed=70_000, stride=16
    )


def test_heuristic_agent_is_registered():
    """The registry builds this variant's heuristic agent with its seed."""
    assert isinstance(heuristic_agent("lotro", seed=3), HeuristicAgent)


def test_heuristic_village_beats_random_village():
    """LOT-60: against random Sauron players, heuristic village players win clearly more
    often than random ones (non-overlapping 95% Wilson intervals over 300 games each)."""
    assert_clearly_better(village_wins("heuristic", "random"), village_wins("random", "random"), GAMES)


def test_heuristic_sauron_beats_random_sauron():
    """LOT-61: against random village players, heuristic wolves and apostles win clearly
    more often than random ones (non-overlapping 95% Wilson intervals)."""
    heuristic = GAMES - village_wins("random", "heuristic")
    randomly = GAMES - village_wins("random", "random")
    assert_clearly_better(heuristic, randomly, GAMES)


def test_always_legal_and_always_finishes():
    """LOT-20, LOT-31, LOT-40 ... LOT-45: over games of every size, mixed with random
    opponents, the heuristic agent's choices are legal, of every kind, and every game ends."""
    kinds: Counter = Counter()
    for g in range(40):
        n = 9 + g % 8
        game = jl.new_game("lotro", players=n, seed=80_000 + g, checkmate=g % 2 == 0, rangers_day=4 + g % 5)
        agents: list[Any] = [heuristic_agent("lotro", seed=g * 20 + s) for s in range(n)]
        if g % 3 == 0:
            agents = [a if s % 2 else RandomAgent(g * 20 + s) for s, a in enumerate(agents)]
        play_checked(game, agents, HeuristicAgent, kinds)
    assert set(kinds) >= {"vote", "point", "present", "hold", "answer"}


def _ask(game: Any, seat: int, seed: int = 0) -> str:
    return str(HeuristicAgent(seed).choose(game.view(seat), game.legal_actions(seat)))


def test_survivor_of_a_tooth_votes_for_the_wolf():
    """LOT-46: the healer saved by its leaf knows the wolf and votes for it, every seed;
    the healer and the friend always answer the tooth with their item (LOT-41)."""
    game = form_rooms(new(checkmate=False), ([0, 5], [1, 4], [2, 3], [6, 7, 8]))
    game.act(0, "hold")
    game.act(1, "present warg_tooth to seat 4")
    assert {_ask(game, 4, seed) for seed in range(10)} == {"present athelas_leaf"}
    game.act(4, "present athelas_leaf")
    night(game)
    assert {_ask(game, 4, seed) for seed in range(20)} == {"vote seat 1"}


def test_a_witness_suspects_the_roommate_and_wolves_spare_each_other():
    """LOT-46, LOT-31: a villager who saw its roommate die votes for the other roommate;
    a wolf never votes for a fellow wolf, nor points at one for a room of three."""
    roles = ("apostle", *["villager"] * 5, "wolf", "villager", "villager")
    game = form_rooms(new(roles, checkmate=False), ([0, 1], [2, 3], [4, 5], [6, 7, 8]))
    night(game, {6: ["present warg_tooth to seat 7"]})
    assert {_ask(game, 8, seed) for seed in range(20)} == {"vote seat 6"}
    assert all(_ask(game, 6, seed) != "vote seat 6" for seed in range(20))
    twelve = new((*BASIC9, "villager", "villager", "villager"), checkmate=False)  # rooms of 3 (LOT-30)
    assert all(_ask(twelve, 0, seed) != "point at seat 1" for seed in range(20))


def test_wolves_pair_up_in_a_room_of_two():
    """LOT-30, LOT-40, LOT-43: with 9 alive the first room is a room of two; the wolf the GM
    names points at its fellow wolf: a room of wolves only has no kill, no pass and no trace."""
    game = new(checkmate=False)
    assert {_ask(game, 0, seed) for seed in range(20)} == {"point at seat 1"}


def test_a_wolf_spends_its_pass_first_then_presents_at_once():
    """LOT-42, LOT-71: every death points at its room's survivors, so a wolf alone with a
    villager spends its one pass the first time; with the pass spent, it presents at once."""
    game = form_rooms(new(checkmate=False), ROOMS1)
    assert {_ask(game, 0, seed) for seed in range(10)} == {"hold"}
    later = new(checkmate=False, position={"day": 2, "phase": "night", "passes": [0]})
    form_rooms(later, ROOMS1)
    assert {_ask(later, 0, seed) for seed in range(10)} == {"present warg_tooth to seat 5"}


def test_wolves_vote_as_one():
    """LOT-06, LOT-20: the wolves share a channel; the heuristic wolves read the table alike
    and break its ties alike (``core.policy.shared_noise``), so every living wolf votes for
    the same seat, whatever its own seed, over many heuristic games at 12 players, unless one
    of them knows a survivor of its tooth (private to that wolf, LOT-46: it votes that one out)."""
    votes = 0
    for g in range(12):
        game = jl.new_game("lotro", players=12, seed=500 + g)
        agents = [HeuristicAgent(g * 16 + s) for s in range(12)]
        while not game.over:
            seats = game.to_act()
            if game.phase == "vote":
                wolves = [s for s in seats if game.roles[s] == "wolf"]
                if any(r in TOOTH_SURVIVORS for w in wolves for r in observe(game.view(w)).roles):
                    wolves = []
                ballots = {_ask(game, w, seed) for w in wolves for seed in range(3)}
                assert len(ballots) <= 1, ballots
                votes += len(wolves) > 1
            for s in seats:
                game.act(s, agents[s].choose(game.view(s), game.legal_actions(s)))
    assert votes >= 6  # the check met wolves voting together, not only lone wolves


def test_reset_plays_like_a_fresh_agent():
    """``reset(seat, seed)`` makes a used agent play a new game like a fresh one."""
    used = [HeuristicAgent(s) for s in range(12)]
    play_game(jl.new_game("lotro", players=12, seed=1), used)
    for s, agent in enumerate(used):
        agent.reset(s, 100 + s)
    again = play_game(jl.new_game("lotro", players=12, seed=2), used)
    fresh = play_game(jl.new_game("lotro", players=12, seed=2), [HeuristicAgent(100 + s) for s in range(12)])
    assert again.record() == fresh.record()


def test_the_apostle_frames_its_roommates():
    """LOT-45, LOT-71: the heuristic apostle kills themself at once when it shares the room
    with a living player (the room's survivors fall under suspicion)."""
    game = form_rooms(new(checkmate=False), ROOMS1)
    game.act(0, "hold")
    game.act(1, "hold")
    assert game.to_act() == (2,)
    assert {_ask(game, 2, seed) for seed in range(10)} == {"kill self"}


def test_the_heuristic_chooses_as_it_did() -> None:
    """Issue 41: the heuristic made faster makes the same choices with the same draws and
    plays the same games as the kit that wrote ``data/heuristic_choices.json`` (``choices_support``)."""
    from pathlib import Path

    from choices_support import assert_pinned

    assert_pinned("lotro", Path(__file__).parent / "data" / "heuristic_choices.json")
