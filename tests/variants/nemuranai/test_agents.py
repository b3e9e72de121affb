"""The heuristic agent of 人狼は眠らない: legal, private, sensible, and better than random.

Strength is measured on fixed seeds. Who is the Werewolf player depends on the deal
and the draws (NEM-06), so every seat gets a :class:`SideAgent` that plays the
villager side with one agent and the Werewolf with another, switching on its *own*
view (``view.werewolf == view.seat``): the wrapper reads nothing the seat cannot
see. The four setups play the same game seeds; a side's win rate counts
``result.side`` (NEM-60 ... NEM-63). Heuristic play must beat random play by more
than the 95% Wilson intervals of both rates (the intervals must not overlap).
"""

from __future__ import annotations

import copy
import math
import random
from collections import Counter
from itertools import product
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.events import Ballot, Knowledge
from jinro_lab.variants import heuristic_agent
from jinro_lab.variants.nemuranai.agents import HeuristicAgent, _vote_outcomes
from jinro_lab.variants.nemuranai.cards import DECK, arrange_deck
from jinro_lab.variants.nemuranai.events import Dealt, Drew, Played, Searched, Swapped

from .helpers import run

GAMES = 400  # per setup; the four setups take a few seconds together
Z95 = 1.959964


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate ``wins / n``."""
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return centre - half, centre + half


class SideAgent:
    """Plays with ``wolf`` while its seat's own view says it is the Werewolf player
    (NEM-06), otherwise with ``villager``."""

    def __init__(self, villager: Any, wolf: Any):
        self.villager, self.wolf = villager, wolf

    def choose(self, view: Any, legal: Any) -> Any:
        agent = self.wolf if view.werewolf == view.seat else self.villager
        return agent.choose(view, legal)


def _agent(kind: str, seed: int) -> Any:
    return HeuristicAgent(seed) if kind == "heuristic" else RandomAgent(seed)


def play_setup(villagers: str, wolf: str, games: int = GAMES, players: int = 4) -> Counter:
    """Winning sides over ``games`` fixed-seed games with ``villagers`` / ``wolf``
    agents ("heuristic" or "random")."""
    sides: Counter = Counter()
    for g in range(games):
        game = jl.new_game("nemuranai", players=players, seed=g)
        seats = [SideAgent(_agent(villagers, 8 * g + s), _agent(wolf, 8 * g + 4 + s)) for s in range(players)]
        sides[play_game(game, seats).result.side] += 1
    return sides


@pytest.fixture(scope="module")
def setups() -> dict[tuple[str, str], Counter]:
    """(villagers, werewolf) -> winning sides, for the four setups."""
    kinds = ("random", "heuristic")
    return {(v, w): play_setup(v, w) for v in kinds for w in kinds}


def _rate(setups: dict[tuple[str, str], Counter], villagers: str, wolf: str, side: str) -> tuple[float, float]:
    return wilson(setups[villagers, wolf][side], GAMES)


def test_wilson_interval_matches_reference_values():
    """The interval used for the margins below: 40/100 -> (0.3094, 0.4980); 0/10 starts at 0."""
    low, high = wilson(40, 100)
    assert (round(low, 4), round(high, 4)) == (0.3094, 0.4980)
    assert wilson(0, 10)[0] == pytest.approx(0.0, abs=1e-12) and wilson(10, 10)[1] == pytest.approx(1.0)


@pytest.mark.parametrize("wolf", ["random", "heuristic"])
def test_heuristic_villagers_beat_random_villagers(setups, wolf):
    """NEM-60: against the same Werewolf agent, the villager side wins more often when
    the villager players are heuristic (non-overlapping 95% Wilson intervals)."""
    heuristic_low, _ = _rate(setups, "heuristic", wolf, "villagers")
    _, random_high = _rate(setups, "random", wolf, "villagers")
    assert heuristic_low > random_high


@pytest.mark.parametrize("villagers", ["random", "heuristic"])
def test_heuristic_werewolf_beats_random_werewolf(setups, villagers):
    """NEM-61: against the same villager agents, the Werewolf side wins more often when
    the Werewolf player is heuristic (non-overlapping 95% Wilson intervals)."""
    heuristic_low, _ = _rate(setups, villagers, "heuristic", "werewolf")
    _, random_high = _rate(setups, villagers, "random", "werewolf")
    assert heuristic_low > random_high


# ----- legality and privacy -------------------------------------------------------------
def _decisions(game: Any, agents: list[Any]):
    """Play ``game`` to its end, yielding (seat, view, legal, choice) per decision."""
    while not game.over:
        for seat in game.to_act():
            view, legal = game.view(seat), game.legal_actions(seat)
            choice = agents[seat].choose(view, legal)
            yield seat, view, legal, choice
            game.act(seat, choice)


@pytest.mark.parametrize("players", [3, 4])
def test_always_returns_a_legal_action(players):
    """NEM-11 ... NEM-52: over thousands of decisions of every kind, against heuristic
    and random opponents, the agent's choice is one of the legal actions."""
    kinds: Counter = Counter()
    for g in range(300):
        game = jl.new_game("nemuranai", players=players, seed=50_000 + g)
        agents = [heuristic_agent("nemuranai", 10 * g + s) for s in range(players)]
        if g % 2:  # every other game, random opponents on odd seats
            agents = [a if s % 2 == 0 else RandomAgent(10 * g + s) for s, a in enumerate(agents)]
        for seat, _, legal, choice in _decisions(game, agents):
            if isinstance(agents[seat], HeuristicAgent):
                assert choice in legal, (seat, choice, legal)
                kinds[choice.kind] += 1
    assert set(kinds) == {"play", "vote", "sleep", "place", "search"}
    assert sum(kinds.values()) > 3000


def test_choice_ignores_hidden_fields_filled_in():
    """NEM-05: handed its seat's view with every hidden field filled in from the game
    master's view (other hands, deck, ruins, face-down cards, who the Werewolf is), the
    agent chooses exactly as with its own view: it reads nothing hidden."""
    compared = 0
    for g in range(60):
        game = jl.new_game("nemuranai", players=4, seed=60_000 + g)
        agents = [HeuristicAgent(10 * g + s) for s in range(4)]
        while not game.over:
            for seat in game.to_act():
                view, legal, truth = game.view(seat), game.legal_actions(seat), game.view(None)
                leaked = view._replace(
                    hands=truth.hands,
                    deck=truth.deck,
                    ruins=truth.ruins,
                    discards=truth.discards,
                    werewolf=truth.werewolf,
                )
                mine = copy.deepcopy(agents[seat]).choose(view, legal)
                assert copy.deepcopy(agents[seat]).choose(leaked, legal) == mine
                choice = agents[seat].choose(view, legal)
                assert choice == mine  # and the copies behaved like the agent itself
                game.act(seat, choice)
                compared += 1
    assert compared > 900


def _twin_decks(seed: int, players: int, draws: int) -> tuple[list[str], list[str]]:
    """Two arrangements with the same hands and first ``draws`` draws, differing in the
    ruins and in the order of the rest of the draw pile."""
    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    cut = players + 1 + draws
    twin = [*deck[:players], deck[-1], *deck[players + 1 : cut], *reversed(deck[cut:-1]), deck[players]]
    return deck, twin


@pytest.mark.parametrize("draws", [3, 7])
def test_same_choices_when_only_undrawn_cards_differ(draws):
    """NEM-05/NEM-70: in two games whose decks differ only beyond the cards drawn so far
    (and in the ruins), every seat sees the same and the agents choose the same, until
    a differing card is drawn."""
    compared = 0
    for g in range(40):
        decks = _twin_decks(70_000 + g, 4, draws)
        games = [jl.new_game("nemuranai", players=4, seed=0, deck=d, first_player=g % 4) for d in decks]
        if games[0].view(None) == games[1].view(None):
            continue  # the shuffle made both arrangements equal: nothing hidden differs
        agents = [[HeuristicAgent(10 * g + s) for s in range(4)] for _ in games]
        drawn = 0
        while not games[0].over and drawn <= draws:
            assert games[0].to_act() == games[1].to_act()
            for seat in games[0].to_act():
                views = [game.view(seat) for game in games]
                assert views[0] == views[1]
                choices = [agents[i][seat].choose(views[i], games[i].legal_actions(seat)) for i in range(2)]
                assert choices[0] == choices[1]
                for game, choice in zip(games, choices, strict=True):
                    game.act(seat, choice)
                compared += 1
            drawn = 11 - games[0].view(None).deck_size
    assert compared > 150


def test_reset_starts_a_new_game_like_a_fresh_agent():
    """``reset(seat, seed)`` makes a used agent play a new game exactly like a fresh one
    with that seed; without it, a new game is noticed and play stays legal."""
    used = [HeuristicAgent(s) for s in range(4)]
    play_game(jl.new_game("nemuranai", players=4, seed=1), used)
    play_game(jl.new_game("nemuranai", players=4, seed=2), used)  # no reset: must still work
    for s, agent in enumerate(used):
        agent.reset(s, 100 + s)
    again = play_game(jl.new_game("nemuranai", players=4, seed=3), used)
    fresh = play_game(jl.new_game("nemuranai", players=4, seed=3), [HeuristicAgent(100 + s) for s in range(4)])
    assert again.record() == fresh.record()


# ----- sensible play in fixed deals ----------------------------------------------------------
def _deal(hands: list[str], ruins: str, draws: list[str]) -> Any:
    deck = arrange_deck(4, hands, ruins, draws)
    return jl.new_game("nemuranai", players=4, seed=0, deck=deck, first_player=0)


def _ask(game: Any, seat: int) -> str:
    return str(HeuristicAgent(0).choose(game.view(seat), game.legal_actions(seat)))


def test_villager_uses_its_seer_look_to_vote_keep_a_searcher_and_search():
    """NEM-25/NEM-30/NEM-51/NEM-52: seat 0 sees the werewolf in seat 3's hand; it votes
    for seat 3, on its last turn plays the madman and keeps the knight (order 4 searches
    before the werewolf's 5), and in the search phase names seat 3's hand."""
    draws = ["seer", "sleep", "attack_1", "attack_2", "vote", "seer", "vote", "attack_3", "madman", "sleep", "villager"]
    g = _deal(["knight", "vote", "sleep", "werewolf"], "medium", draws)
    run(
        g,
        (0, "play seer -> seat 3"),
        (1, "play sleep"),
        (2, "play attack_1"),
        (2, "place attack_1 face-down in discard of seat 0"),
        (3, "play attack_2"),
        (3, "place attack_2 face-down in discard of seat 1"),
        (0, "play vote"),
    )
    assert _ask(g, 0) == "vote seat 3"
    run(g, (0, "vote seat 3"), (1, "vote seat 0"), (2, "vote seat 1"), (3, "vote seat 0"))  # a tie
    run(g, (1, "play seer -> seat 0"), (2, "play vote"))
    run(g, (0, "vote seat 1"), (1, "vote seat 0"), (2, "vote seat 3"), (3, "vote seat 2"))  # a tie
    run(g, (3, "play attack_3"), (3, "place attack_3 face-down in discard of seat 2"))
    assert g.view(0).hand == ("knight", "madman") and g.view(0).deck_size < 4  # its last turn
    assert _ask(g, 0) == "play madman"
    run(g, (0, "play madman"), (1, "play sleep"), (2, "play villager, place villager face-down in discard of seat 1"))
    assert g.phase == "search" and g.to_act() == (0,)
    assert _ask(g, 0) == "search hand of seat 3"


def _to_turn_8(ruins: str, draws: list[str]) -> Any:
    """Seats 0-2 hold seer, knight, seer; seat 3 the werewolf. Seven quiet turns (votes
    tie) bring seat 3 to its last turn, with attack_1 already played."""
    g = _deal(["seer", "knight", "seer", "werewolf"], ruins, draws)
    tie = [(0, "vote seat 1"), (1, "vote seat 0"), (2, "vote seat 3"), (3, "vote seat 2")]
    run(
        g,
        (0, "play sleep"),
        (1, "play sleep"),
        (2, "play attack_1"),
        (2, "place attack_1 face-down in discard of seat 0"),
        (3, f"play {draws[3]}"),
        (3, f"place {draws[3]} face-down in discard of seat 1"),
        (0, "play vote"),
        *tie,
        (1, "play vote"),
        *[(0, "vote seat 1"), (1, "vote seat 0"), (2, "vote seat 1"), (3, "vote seat 2")],
        (2, "play vote"),
        *tie,
    )
    assert g.to_act() == (3,) and g.view(3).deck_size == 3
    return g


def test_werewolf_hides_the_card_keeps_it_hidden_and_searches_there():
    """NEM-23/NEM-26/NEM-53: on its last turn the Werewolf holding werewolf and villager
    hides the werewolf in its own discard and keeps the villager (order 1: it searches
    first); during a later sleep it keeps it hidden; it searches where it hid it."""
    draws = [
        "sleep",
        "sleep",
        "attack_1",
        "attack_2",
        "vote",
        "vote",
        "vote",
        "villager",
        "sleep",
        "attack_3",
        "medium",
    ]
    g = _to_turn_8("madman", draws)
    assert _ask(g, 3) == "play villager, place werewolf face-down in discard of seat 3"
    run(g, (3, "play villager, place werewolf face-down in discard of seat 3"), (0, "play sleep"), pause=True)
    assert g.phase == "sleep" and _ask(g, 3) == "sleep: keep hand"
    run(g, (3, "sleep: keep hand"), (1, "play attack_3"), (1, "place attack_3 face-down in discard of seat 0"))
    run(g, (2, "play seer -> seat 0"))
    assert g.phase == "search" and g.to_act() == (3,)
    assert _ask(g, 3) == "search discard of seat 3, card 0"


def test_madman_holder_keeps_it_when_the_werewolf_is_likely_to_win():
    """NEM-07/NEM-62: seat 0, on its last turn with seer and madman and no idea where the
    werewolf is (seat 3 just hid a card in its own discard and holds the villager,
    order 1), keeps the madman and plays the seer."""
    draws = [
        "sleep",
        "sleep",
        "attack_1",
        "attack_3",
        "vote",
        "vote",
        "vote",
        "villager",
        "madman",
        "attack_2",
        "medium",
    ]
    g = _to_turn_8("sleep", draws)
    run(g, (3, "play villager, place werewolf face-down in discard of seat 3"))
    assert g.view(0).hand == ("seer", "madman")
    assert _ask(g, 0).startswith("play seer")


def test_searches_and_ballots_are_never_wasted():
    """NEM-53: every search by a heuristic Werewolf player finds the werewolf, also after
    sleep swaps (known only from its own Swapped events, NEM-26); NEM-52: no search names
    a card already revealed. NEM-31: a heuristic ballot never goes to a seat with a
    face-up knight while another target is open."""
    wolf_searches = swapped = ballots = 0
    for g in range(200):
        game = jl.new_game("nemuranai", players=4, seed=80_000 + g)
        agents = [HeuristicAgent(10 * g + s) for s in range(4)]
        for _, view, legal, choice in _decisions(game, agents):
            if choice.kind == "vote":
                open_targets = [a for a in legal if ("knight", True) not in view.discards[a.target]]
                assert not open_targets or choice in open_targets
                ballots += 1
        wolf = game.view(None).werewolf
        searched = [e.target for e in game.log if type(e) is Searched]
        assert len(searched) == len(set(searched))
        for e in game.log:
            if type(e) is Searched and e.seat == wolf:
                assert e.card == "werewolf"
                wolf_searches += 1
                swapped += any(type(x) is Swapped for x in game.log)
    assert wolf_searches > 30 and swapped > 5 and ballots > 300


def test_villager_searches_where_its_seer_or_medium_saw_the_werewolf():
    """NEM-24/NEM-25/NEM-52: over many games, a villager searcher whose last own look at the
    werewolf card (seer or medium) was not followed by any chance for the Werewolf to
    move it (a villager play or a sleep) names that very place."""
    checked = 0
    for g in range(300):
        game = jl.new_game("nemuranai", players=4, seed=90_000 + g)
        agents = [HeuristicAgent(10 * g + s) for s in range(4)]
        for seat, view, _, choice in _decisions(game, agents):
            if choice.kind != "search" or view.werewolf == seat:
                continue
            sighting = None
            for e in view.events:
                if type(e) is Knowledge and e.key[-1] == "werewolf":
                    sighting = e.key
                elif sighting and type(e) is Played and e.card in ("villager", "sleep"):
                    sighting = None
            if sighting is None:
                continue
            where = f"hand of seat {sighting[1]}" if sighting[0] == "hand" else None
            where = where or f"discard of seat {sighting[1]}, card {sighting[2]}"
            assert str(choice) == f"search {where}"
            checked += 1
    assert checked > 5


def test_villager_ballots_follow_suspicion():
    """NEM-30: once there is a Werewolf player, heuristic villagers' ballots land on it
    more often than uniform ballots would (1 in the number of other survivors)."""
    on_wolf = total = 0
    uniform = 0.0
    for g in range(200):
        game = play_game(
            jl.new_game("nemuranai", players=4, seed=95_000 + g), [HeuristicAgent(10 * g + s) for s in range(4)]
        )
        wolf = game.view(None).werewolf
        became = next((i for i, e in enumerate(game.log) if type(e) in (Dealt, Drew) and e.card == "werewolf"), None)
        if wolf is None or became is None:
            continue
        for e in game.log[became:]:
            if type(e) is Ballot and e.voter != wolf:
                voters = sum(1 for b in game.log if type(b) is Ballot and b.day == e.day)
                on_wolf += e.target == wolf
                uniform += 1 / (voters - 1)
                total += 1
    low, _ = wilson(on_wolf, total)
    assert total > 200 and low > uniform / total


def _recounted(
    alive: tuple[int, ...], extras: tuple[int, ...], protected: tuple[bool, ...], me: int, mine: int
) -> dict[int | None, float]:
    """A vote's outcomes counted ballot by ballot, by seat (what the heuristic first did)."""
    others = [[t for t in alive if t != v] for v in alive if v != me]
    weight = 1.0
    for choices in others:
        weight /= len(choices)
    outcome: dict[int | None, float] = {}
    for ballots in product(*others):
        totals = dict(zip(alive, extras, strict=True))
        totals[mine] += 1
        for t in ballots:
            totals[t] += 1
        top = max(totals.values())
        leaders = [x for x, n in totals.items() if n == top]
        safe = leaders[0] if len(leaders) == 1 and not protected[alive.index(leaders[0])] else None
        outcome[safe] = outcome.get(safe, 0.0) + weight
    return outcome


def test_a_votes_outcomes_are_the_ballot_by_ballot_count() -> None:
    """NEM-30, NEM-31: the heuristic's kept vote outcomes (``agents._vote_outcomes``) are
    those of a count ballot by ballot, to the last bit and in the same order (its scores,
    and so its choices and tie breaks, are what they were)."""
    rng = random.Random(0)
    for _ in range(400):
        players = rng.choice((3, 4, 5))
        alive = tuple(sorted(rng.sample(range(players), rng.randrange(2, players + 1))))
        extras = tuple(rng.randrange(4) for _ in alive)
        protected = tuple(rng.random() < 0.3 for _ in alive)
        me = rng.choice(alive)
        mine = rng.choice([t for t in alive if t != me])
        kept = _vote_outcomes(alive, extras, protected, me, mine)
        assert list(kept.items()) == list(_recounted(alive, extras, protected, me, mine).items())
