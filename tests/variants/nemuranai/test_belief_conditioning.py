"""The sampler's conditioning in 人狼は眠らない stays exact (issue 41): the pool of unseen
cards is counted and drawn exactly under the attacks' bans; where a turn shows the
untouched hands (an attack after the first, the viewer's seer look, an elimination's
reveal), the sampled worlds follow the exact posterior of small positions (every
world enumerated) and agree with the sampler without those conditionings in dealt
games. Each check fails with a constant weight in place of the particle's own chance
of what was conditioned on (``test_a_constant_weight_is_caught``)."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from types import SimpleNamespace
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.analysis import belief, sample_worlds
from jinro_lab.analysis.calibration import random_point
from jinro_lab.variants.nemuranai import events as ev
from jinro_lab.variants.nemuranai import hidden

# ----- the pool: counted and drawn exactly -------------------------------------------------------------
POOL_CARDS = ["villager", "medium", "madman", "vote", "vote", "sleep"]


def _arrangements(bans: dict[int, frozenset[str]], fixed: dict[int, str]) -> list[tuple[str, ...]]:
    """Every distinct order of POOL_CARDS on slots 0-5 that keeps ``bans`` and ``fixed``."""
    return [
        order
        for order in sorted(set(itertools.permutations(POOL_CARDS)))
        if all(order[s] == c for s, c in fixed.items()) and all(order[s] not in b for s, b in bans.items())
    ]


BANS = [
    {},
    {0: frozenset({"villager"})},
    {0: frozenset({"villager", "medium"}), 1: frozenset({"medium"}), 2: frozenset({"madman", "villager"})},
    {1: frozenset({"villager", "medium", "madman"}), 4: frozenset({"medium"})},
]
FIXED = [{}, {3: "vote"}, {0: "sleep", 5: "vote"}, {2: "madman"}, {1: "villager"}]


@pytest.mark.parametrize("bans", BANS)
def test_the_pool_counts_every_arrangement(bans):
    """``_Pool.ways``: the number of orders of the pool's cards that keep the bans (of
    cards with one copy, NEM-01) and the fixed cards, as brute force counts them."""
    pool = hidden._Pool(POOL_CARDS, range(6))
    for fixed in FIXED:
        assert pool.ways(bans, fixed) == len(_arrangements(bans, fixed)), fixed


def test_the_pool_draws_every_arrangement_alike():
    """``_Pool.fill``: each allowed order as often as the others (a chi-square test over
    them, with 40 draws per order on average), never a forbidden one."""
    pool = hidden._Pool(POOL_CARDS, range(6))
    rng = random.Random(5)
    for bans, fixed in ((BANS[2], {}), (BANS[3], {0: "vote"})):
        allowed = _arrangements(bans, fixed)
        draws = 40 * len(allowed)
        items = tuple(bans.items()), tuple(fixed.items())
        seen = Counter(tuple(sorted(pool.fill(*items, rng).items())) for _ in range(draws))
        seen = Counter({tuple(c for _, c in order): k for order, k in seen.items()})
        assert set(seen) <= set(allowed)
        chi2 = sum((seen[a] - 40) ** 2 / 40 for a in allowed)
        df = len(allowed) - 1
        assert chi2 < df + 4 * math.sqrt(2 * df), (chi2, df)


#: a second pool with the same cards but one: a memo keyed on the card names and not their
#: copies, or not on the pool's size, would answer the first pool's counts for it
OTHER_POOL = ["villager", "medium", "madman", "vote", "sleep", "sleep", "seer"]


def _counted_options(
    cards: list[str],
    bans: dict[int, frozenset[str]],
    fixed: dict[int, str],
    focus: tuple[int, ...],
    card: str,
    held: str | None,
    keeps: frozenset[str] | None,
) -> dict[tuple[tuple[int, str], ...], int]:
    """What ``hidden._options`` must give, by brute force: each choice of the focus slots' cards
    (with ``fixed``) that holds a play of ``card`` keeping a card of ``keeps``, and the number of
    distinct orders of ``cards`` that make it and keep ``bans``."""
    counted: Counter[tuple[tuple[int, str], ...]] = Counter()
    for order in sorted(set(itertools.permutations(cards))):
        if any(order[s] != c for s, c in fixed.items()) or any(order[s] in b for s, b in bans.items()):
            continue
        pair = (order[focus[0]], order[focus[1]]) if len(focus) == 2 else (held, order[focus[0]])
        kept = pair[1] if pair[0] == card else pair[0]
        if hidden._playable(pair, card) and (keeps is None or kept in keeps):
            counted[tuple({**fixed, **dict(zip(focus, pair[-len(focus) :], strict=True))}.items())] += 1
    return dict(counted)


def test_the_memoised_options_are_counted_anew_for_every_question():
    """``hidden._options`` (memoised): for two pools, every ban, fixed card, focus, card played,
    card held and set of cards it may keep, asked in turn with the memo warm (the first pool
    again at the end: answered from the memo), the choices and their numbers of arrangements
    that brute force counts (a memo keyed on less than it reads answers one question with
    another's options)."""
    hidden._options.cache_clear()
    asked = 0
    for cards in (POOL_CARDS, OTHER_POOL, POOL_CARDS):  # the first pool again: from the memo
        pool = hidden._Pool(cards, range(len(cards)))
        for bans, fixed in itertools.product(BANS[:3], ({}, {3: "vote"})):
            for focus, held in (((0, 1), None), ((1, 2), None), ((5,), "seer"), ((5,), "villager")):
                for card in ("villager", "vote", "sleep"):
                    for keeps in (None, frozenset({"vote", "medium", "villager"}), frozenset({"sleep"})):
                        now = tuple(bans.items())
                        options, weights = hidden._options(
                            pool.key, now, tuple(fixed.items()), focus, card, held, keeps
                        )
                        want = _counted_options(list(cards), bans, fixed, focus, card, held, keeps)
                        assert dict(zip(options, weights, strict=True)) == want, (cards, bans, fixed, focus, card)
                        asked += 1
    assert asked == 3 * 3 * 2 * 4 * 3 * 3 and hidden._options.cache_info().hits == asked // 3


def test_the_next_event_table_is_the_scan_it_replaces():
    """``_Info.next_event`` (a table made once per kind of event): at every position of the
    viewer's memory of late games, for every kind the model looks ahead for and one it never
    saw, the first event of that kind from there on, as a scan of the memory finds it."""
    kinds = (ev.Played, ev.PlacedFaceDown, ev.Searched, ev.SearchPhase)
    for seed in range(6):
        game = random_point("nemuranai", 40 + seed, 4, 30)
        for seat in range(4):
            info = hidden.HIDDEN.prepare(game, seat)
            memory = game.events_seen_by(seat)
            for kind in kinds:
                for pos in range(len(memory) + 1):
                    want = next((e for e in memory[pos:] if type(e) is kind), None)
                    assert info.next_event(kind, pos) is want, (seed, seat, kind.__name__, pos)


def test_the_memoised_keeps_are_read_afresh(monkeypatch):
    """``_keeps`` (what a seat may keep after a play, memoised for a call of the sampler): at
    every play the sampler conditions in late games, the cards it answers are those the
    viewer's observations allow (``_kept``) for the world as it stands then, read afresh."""
    real = hidden._keeps
    asked: Counter[bool] = Counter()

    def checked(ctx: Any, pos: int, world: Any, seat: int, played: str) -> frozenset[str] | None:
        got = real(ctx, pos, world, seat, played)
        discard = world.discards[seat]
        wolf, down = ("werewolf", False) in discard, any(not up for _, up in discard)
        kept = hidden._kept(ctx, pos, seat, played, wolf, down)
        assert got == (None if kept is None else {c for c in hidden.CARD_IDS if kept(c)}), (pos, seat, played)
        asked[down] += 1
        return got

    monkeypatch.setattr(hidden, "_keeps", checked)
    # late games (seed, actions) where one seat's play at two positions, or with the werewolf
    # card face down in its discard or not, keeps different cards: a memo keyed on less errs
    for seed, steps in ((0, 20), (8, 20), (12, 20), (28, 30)):
        game = random_point("nemuranai", seed, 4, steps)
        sample_worlds(game, seed % 3, n=20, seed=seed, max_attempts=200)
    assert asked[True] and asked[False]  # with and without a card face down in the discard


def test_the_hands_read_on_are_the_hands_read_whole(monkeypatch):
    """``_untouched_hands`` reads each world's log on from where it stopped (the particle's
    notes): at every play the sampler conditions in late games, with the model random and an
    agent (whose ballots touch hands), the same untouched hands and bans as a reading of the
    whole log."""
    real = hidden._untouched_hands
    asked = 0

    def checked(particle: Any, viewer: int, ballots_touch: bool, down: Any) -> dict[int, frozenset[str]]:
        nonlocal asked
        got = real(particle, viewer, ballots_touch, down)
        whole = real(SimpleNamespace(world=particle.world, notes=None), viewer, ballots_touch, down)
        assert got == whole, (viewer, particle.world.history)
        asked += 1
        return got

    monkeypatch.setattr(hidden, "_untouched_hands", checked)
    for seed, steps in ((0, 20), (8, 20), (12, 20), (28, 30)):
        game = random_point("nemuranai", seed, 4, steps)
        sample_worlds(game, seed % 3, n=20, seed=seed, max_attempts=200)
        sample_worlds(game, seed % 3, n=5, seed=seed, max_attempts=50, model=RandomAgent(seed=1))
    assert asked > 100


# ----- small positions: the exact posterior --------------------------------------------------------------
#: four seats, seat 3 out (its discard face-up); seat 0, the viewer, holds seer and draws seer
#: then knight; seven cards are unseen: seats 1 and 2's hands, the ruins, a face-down card of
#: seat 1 and three cards of the pile, which seats 1 and 2 draw. ``attacks``: attack_1 among
#: them, seat 0 first; ``sleeps``: two sleeps, seat 2 first
TABLES = {
    "attacks": (
        ["werewolf", "villager", "medium", "attack_1", "vote", "vote", "vote"],
        ("madman", "sleep", "sleep", "sleep", "attack_2", "attack_3"),
        0,
    ),
    "sleeps": (
        ["werewolf", "villager", "sleep", "sleep", "vote", "vote", "vote"],
        ("madman", "medium", "sleep", "attack_1", "attack_2", "attack_3"),
        2,
    ),
}


def _position_game(table: str, seed: int, steps: int) -> jl.Game:
    """The position ``table`` with its unseen cards shuffled by ``seed``, played ``steps``
    actions by random agents."""
    unseen, out, first = TABLES[table]
    cards = list(unseen)
    random.Random(seed).shuffle(cards)
    pile = ["seer", cards[3], cards[4], "knight", cards[5]]
    if first == 2:
        pile = [cards[3], "seer", cards[4], cards[5], "knight"]
    position = {
        "hands": [["seer"], [cards[0]], [cards[1]], []],
        "discards": [[], [[cards[6], False]], [], [[c, True] for c in out]],
        "ruins": cards[2],
        "pile": pile,
        "eliminated": [3],
        "turn": first,
    }
    game = jl.new_game("nemuranai", players=4, seed=seed, position=position)
    agents = [RandomAgent(seed * 10 + s) for s in range(4)]
    for _ in range(steps):
        seat = game.to_act()[0]
        game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))
    return game


@contextmanager
def _spied() -> Iterator[Counter[str]]:
    """Counts what the conditioning uses: bans of earlier attacks, the turn's bans, its fixed
    hands, a kept card's observations; and the Werewolf's sleep choices steered."""
    used: Counter[str] = Counter()
    untouched, turn, kept = hidden._untouched_hands, hidden._turn_facts, hidden._kept

    def untouched_spy(*args: Any) -> Any:
        found = untouched(*args)
        used["earlier bans"] += any(found.values())
        return found

    def turn_spy(*args: Any) -> Any:
        bans, fixed = turn(*args)
        used["turn bans"] += bool(bans)
        used["fixed hands"] += bool(fixed)
        return bans, fixed

    def kept_spy(*args: Any) -> Any:
        test = kept(*args)
        used["kept"] += test is not None
        return test

    proposal = hidden.NemuranaiHidden.proposal

    def proposal_spy(self: Any, *args: Any) -> Any:
        weights = proposal(self, *args)
        used["sleep proposal"] += weights is not None
        return weights

    with pytest.MonkeyPatch.context() as m:
        m.setattr(hidden, "_untouched_hands", untouched_spy)
        m.setattr(hidden, "_turn_facts", turn_spy)
        m.setattr(hidden, "_kept", kept_spy)
        m.setattr(hidden.NemuranaiHidden, "proposal", proposal_spy)
        yield used


def _setup_key(world: jl.Game) -> tuple[Any, ...]:
    pos = world.setup["position"]
    down = tuple(c for pile in pos["discards"] for c, up in pile if not up)
    return tuple(h[0] if h else "" for h in pos["hands"]), pos["ruins"], tuple(pos["pile"]), down


def _far_from_exact(game: jl.Game, n: int) -> list[str]:
    """How the sampled worlds' setups differ from the exact posterior's (every world
    enumerated): a setup it cannot hold; a chi-square distance over the setups (ESS times
    the sum of squared differences over the exact probabilities) past four standard
    deviations of its degrees of freedom; a fact's probability (``belief``) off by more
    than four standard errors and 0.005."""
    exact = sample_worlds(game, 0, exact=True, exact_limit=20000)
    sampled = sample_worlds(game, 0, n=n, seed=1, exact=False)
    want: Counter[tuple[Any, ...]] = Counter()
    for world, weight in zip(exact, exact.weights, strict=True):
        want[_setup_key(world)] += weight
    got: Counter[tuple[Any, ...]] = Counter()
    for world, weight in zip(sampled, sampled.weights, strict=True):
        got[_setup_key(world)] += weight
    far = [f"impossible setup {k}" for k in got if k not in want]
    chi2 = sampled.ess * sum((got[k] - p) ** 2 / p for k, p in want.items())
    df = len(want) - 1
    if chi2 > df + 4 * math.sqrt(2 * df):
        far.append(f"chi-square {chi2:.0f} over {df} degrees of freedom")
    p = belief(game, 0, worlds=exact).set_index(["fact", "value"])["probability"]
    q = belief(game, 0, worlds=sampled).set_index(["fact", "value"])
    for key, want_p in p.items():
        got_p, se = (q.loc[key, "probability"], q.loc[key, "se"]) if key in q.index else (0.0, 0.0)
        if abs(got_p - want_p) > 4 * se + 0.005:
            far.append(f"{key}: {got_p:.3f} sampled, {want_p:.3f} exact (se {se:.3f})")
    return far


#: (table, seed, steps, worlds sampled, what is conditioned there)
EXACT_POINTS = [
    # seat 0's seer looks at a hand an attack banned a card from; a second attack bans another;
    # a seat's first turn under bans (192 setups, weights that differ between worlds)
    ("attacks", 4, 7, 2000, ("earlier bans", "turn bans", "fixed hands")),
    # a hand that an attack missed is voted out and revealed before it played (10 setups)
    ("attacks", 26, 7, 600, ("earlier bans", "turn bans", "fixed hands")),
    # a sleep while an untouched hand has a face-down card (it may be the Werewolf's and swap,
    # NEM-26), then seat 0's seer looks at it: the hand is touched, the look not conditioned,
    # the Werewolf's choice drawn towards a hand that agrees with the look (280 setups)
    ("sleeps", 6, 6, 800, ("sleep proposal",)),
    # seat 1 plays sleep with a face-down card, seat 0's seer looks at its hand later: the card
    # it kept is what the look shows unless it is the werewolf card, which may be swapped (16 setups)
    ("sleeps", 6, 14, 800, ("kept",)),
]


@pytest.mark.parametrize(("table", "seed", "steps", "n", "uses"), EXACT_POINTS)
def test_conditioning_follows_the_exact_posterior(table, seed, steps, n, uses):
    """Sampled worlds against every world enumerated (``_far_from_exact``). At the first
    point the chi-square is 0.6-0.8 of its degrees of freedom in five seeds; a constant
    weight gives 1.4-1.9 (``test_a_constant_weight_is_caught``); a hand left untouched
    by the sleep puts the werewolf card in seat 1's discard half as often as it is at the
    third point, and a kept werewolf card read through its own sleep as if it could not
    be swapped makes the chi-square many times its degrees of freedom at the fourth."""
    game = _position_game(table, seed, steps)
    with _spied() as used:
        far = _far_from_exact(game, n)
    assert all(used[u] for u in uses), used
    assert not far, far


def test_a_constant_weight_is_caught(monkeypatch):
    """The check above fails when the conditioning's weight is a constant (the chance of
    what was conditioned on left out) instead of each world's own chance."""
    condition = hidden.NemuranaiHidden.condition

    def constant(self: Any, *args: Any) -> Any:
        changed = condition(self, *args)
        return changed if changed is None or changed[1] == -math.inf else (changed[0], 0.0)

    monkeypatch.setattr(hidden.NemuranaiHidden, "condition", constant)
    table, seed, steps, n, _ = EXACT_POINTS[0]
    assert _far_from_exact(_position_game(table, seed, steps), n)


# ----- dealt games: with and without the turn's conditioning ---------------------------------------------
@pytest.mark.parametrize(
    ("seed", "steps", "seat"),
    [(3012, 6, 0), (3032, 4, 3)],  # a hand voted out on turn 1 before it played; two attacks, two hands untouched
)
def test_turn_conditioning_agrees_with_rejection(monkeypatch, seed, steps, seat):
    """What a turn shows of the untouched hands (and of a kept card after its first
    observation) conditioned, or left to rejection (each play's card still conditioned,
    no hand exchanged after an attack): the same estimates within sampling error."""
    game = random_point("nemuranai", seed, 4, steps=steps)
    with _spied() as used:
        conditioned = belief(game, seat, n=500, seed=1)
    assert used["fixed hands"] or used["turn bans"], used
    untouched = hidden._untouched_hands
    monkeypatch.setattr(hidden, "_turn_facts", lambda *args: ({}, {}))
    monkeypatch.setattr(hidden, "_kept", lambda *args: None)
    monkeypatch.setattr(
        hidden, "_untouched_hands", lambda *args: {} if any((found := untouched(*args)).values()) else found
    )
    plain = belief(game, seat, n=500, seed=2, exact=False)
    both = conditioned.merge(plain, on=["fact", "value"], how="outer", suffixes=("_c", "_r")).fillna(0.0)
    z = (both.probability_c - both.probability_r) / ((both.se_c**2 + both.se_r**2) ** 0.5 + 1e-9)
    assert z.abs().max() < 4.0, both.assign(z=z).sort_values("probability_c").to_string()


class _Forgetful(dict):  # type: ignore[type-arg]
    """A memo that keeps nothing: every question is worked out afresh."""

    def __setitem__(self, key: Any, value: Any) -> None:
        pass


def _sampled(points: list[tuple[int, int, int]]) -> list[Any]:
    """The worlds' records, log weights and attempts at each (seed, steps, players) point,
    the others modelled at random (and by an agent, every third point)."""
    out = []
    for k, (seed, steps, players) in enumerate(points):
        game = random_point("nemuranai", seed, players, steps)
        model = RandomAgent(seed=seed) if k % 3 == 2 else "random"
        worlds = sample_worlds(game, seed % players, n=15, seed=seed, max_attempts=150, model=model)
        out.append(([w.record() for w in worlds], worlds.log_weights, worlds.attempts))
    return out


def test_the_memos_change_no_world(monkeypatch):
    """What the conditioning memoises for a call of the sampler (a turn's reading by position,
    seat, turn and untouched hands, ``_Info.turns``; its options and weights by the pool's
    cards, the card held and what may be kept, ``_Turn.counted``; the pool's plans by bans
    and fixed cards, ``_Pool.plans``): with every memo forgetting, the same worlds, log
    weights and attempts at late points of 3- and 4-player games (a memo keyed on less than
    it reads answers one world with another's reading, and the worlds differ)."""
    points = [(seed, steps, 3 + seed % 2) for seed in range(40, 52) for steps in (14, 24)]
    points.append((4, 20, 4))  # one world's play keeps what another's at that turn may not (of 266 points)
    remembered = _sampled(points)
    for cls, name in ((hidden._Info, "turns"), (hidden._Turn, "counted"), (hidden._Pool, "plans")):
        init = cls.__init__

        def forgetting(self: Any, *args: Any, _init: Any = init, _name: str = name) -> None:
            _init(self, *args)
            setattr(self, _name, _Forgetful())

        monkeypatch.setattr(cls, "__init__", forgetting)
    assert _sampled(points) == remembered
