"""Tournaments (issue 23): round-robin seatings on common seeds, standings per side
with Wilson intervals, pairwise paired differences, the games again, bad input."""

from __future__ import annotations

import warnings
from collections import Counter

import pytest
from games import a_game

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, heuristic_agent
from jinro_lab.analysis import simulate, wilson_interval
from jinro_lab.analysis.simulate import game_seed
from jinro_lab.core.registry import lookup


class FirstChoice:
    """Always the first legal action: a deterministic, weak entrant."""

    def choose(self, view, legal):
        return legal[0]


def first_choice(seat, seed):
    return FirstChoice()


#: the game of the tournaments: one of 4 players with a heuristic; its sides, in order
GAME = a_game("heuristic", players=4)
FOUR = {"players": 4}
SIDES = list(lookup(GAME).sides)


@pytest.fixture(scope="module")
def three():
    entrants = {"heuristic": "heuristic", "random": "random", "first": first_choice}
    return jl.tournament(GAME, entrants, games=240, seed=5, workers=1, progress=False, options=FOUR)


def test_every_entrant_sits_every_seat_of_every_deal_once(three):
    games = three.games
    assert len(games) == 240 and three.deals == 80 and three.players == 4
    assert list(games["game"]) == list(range(240))
    for deal, block in games.groupby("deal"):
        assert set(block["seed"]) == {game_seed(5, deal)}  # the deal's seed, common to its rotations
        for seat in range(4):
            assert sorted(seating[seat] for seating in block["seating"]) == ["first", "heuristic", "random"]
    per_seat = Counter((seat, name) for seating in games["seating"] for seat, name in enumerate(seating))
    assert set(per_seat.values()) == {80}


def test_a_rotation_plays_the_games_simulate_plays_with_that_seating(three):
    """The tournament's game (deal d, rotation r) is simulate's game d with the entrants
    of rotation r at the seats: same seed, same winners."""
    names = three.entrants
    rotation = 1
    seating = [names[(s + rotation) % 3] for s in range(4)]
    specs = {"heuristic": "heuristic", "random": "random", "first": first_choice}
    alone = simulate(GAME, 80, seed=5, agents=[specs[n] for n in seating], options=FOUR, workers=1)
    mine = three.games[three.games["rotation"] == rotation].reset_index(drop=True)
    assert list(mine["winners"]) == list(alone["winners"])
    assert list(mine["seed"]) == list(alone["seed"])


def test_standings_count_every_seat_and_rank_by_win_rate(three):
    st = three.standings
    assert list(dict.fromkeys(st["side"])) == ["all", *SIDES]
    overall = st[st["side"] == "all"]
    assert set(overall["seats"]) == {320}  # 80 deals x 4 seats
    sides = st[st["side"] != "all"].groupby("entrant")["seats"].sum()
    assert dict(sides) == {"first": 320, "heuristic": 320, "random": 320}
    for block in st.groupby("side"):
        rows = block[1]
        assert list(rows["rank"]) == list(range(1, 4))
        assert list(rows["rate"]) == sorted(rows["rate"], reverse=True)
    for row in st.itertuples():
        assert row.rate == pytest.approx(row.wins / row.seats)
        assert (row.low, row.high) == pytest.approx(wilson_interval(row.wins, row.seats))
    # the wins recounted from the games table
    wins = Counter()
    for seating, winners in zip(three.games["seating"], three.games["winners"], strict=True):
        for seat in winners:
            wins[seating[seat]] += 1
    assert dict(zip(overall["entrant"], overall["wins"], strict=True)) == dict(wins)


def test_the_heuristic_beats_random_play_with_an_interval_clear_of_zero(three):
    pair = three.pairwise.set_index(["side", "a", "b"])
    row = pair.loc[("all", "heuristic", "random")]
    assert row["pairs"] == 320
    assert row["low"] > 0, row
    assert three.standings.iloc[0]["entrant"] == "heuristic"


def test_pairwise_differences_are_antisymmetric_and_paired(three):
    pair = three.pairwise.set_index(["side", "a", "b"])
    for (side, a, b), row in pair.iterrows():
        other = pair.loc[(side, b, a)]
        assert row["difference"] == pytest.approx(-other["difference"])
        assert (row["low"], row["high"]) == pytest.approx((-other["high"], -other["low"]))
        assert row["low"] <= row["difference"] <= row["high"]
    # all: the difference of the two entrants' overall rates (the same (deal, seat) places)
    st = three.standings[three.standings["side"] == "all"].set_index("entrant")["rate"]
    assert pair.loc[("all", "heuristic", "first"), "difference"] == pytest.approx(st["heuristic"] - st["first"])


def test_the_same_arguments_give_the_same_tables_whatever_the_workers(three):
    """Two processes, or ``workers=None`` (the first rotation's first games timed in this
    process and kept, the rest where the timing says), give the tables of one process."""
    entrants = {"heuristic": "heuristic", "random": "random", "first": first_choice}
    for workers in (2, None):
        again = jl.tournament(GAME, entrants, games=240, seed=5, workers=workers, progress=False, options=FOUR)
        assert again.games.equals(three.games)
        assert again.standings.equals(three.standings)
        assert again.pairwise.equals(three.pairwise)


def test_a_game_replays_to_its_result_and_record(three):
    for game in (0, 7, 239):
        played = three.replay(game)
        assert tuple(sorted(played.result.winners)) == three.games.at[game, "winners"]
        assert tuple(played.seat_side(s) for s in range(4)) == three.games.at[game, "sides"]
        record = three.record(game)
        assert jl.replay(record).result == played.result
    with pytest.raises(jl.InvalidArgument, match=r"game must be an int 0\.\.239"):
        three.replay(240)


def test_a_notebook_style_agent_and_a_lambda_play(recwarn):
    """An entrant is any (seat, seed) -> agent; a lambda cannot go to processes and plays here."""
    entrants = {"lambda": lambda seat, seed: RandomAgent(seed), "heuristic": "heuristic"}
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        result = jl.tournament(GAME, entrants, games=8, workers=2, progress=False)
    assert any("cannot be pickled" in str(w.message) for w in recwarn.list)
    assert len(result.games) == 8


def test_the_watch_sees_the_standings_grow_and_end():
    seen = []
    entrants = {"a": "heuristic", "b": lambda seat, seed: heuristic_agent(GAME, seed=seed)}
    result = jl.tournament(GAME, entrants, games=40, workers=1, progress=False,
                           watch=lambda st, games, done: seen.append((games, done, st)))  # fmt: skip
    games = [g for g, _, _ in seen]
    assert games == sorted(games) and games[-1] == 40
    assert [done for _, done, _ in seen].count(True) == 1 and seen[-1][1]
    assert seen[-1][2].equals(result.standings)
    assert int(seen[0][2][seen[0][2]["side"] == "all"]["seats"].sum()) == games[0] * result.players


def test_identical_entrants_differ_by_nothing_but_their_seats():
    """Two names for the same agent: the same seat of the same deal is the same game, so every
    paired difference is exactly 0."""
    result = jl.tournament(GAME, {"x": "heuristic", "y": "heuristic"}, games=20, workers=1, progress=False)
    assert set(result.pairwise["difference"]) == {0.0}


def test_summary_reads_in_both_languages(three):
    en = three.summary()
    assert en.splitlines()[0] == "every side: win rates with 95% intervals"
    assert en.splitlines()[1].startswith("1. heuristic: ")
    ja = three.summary(SIDES[-1], lang="ja")
    assert ja.splitlines()[0].startswith(lookup(GAME).sides[SIDES[-1]][1])  # the side's Japanese name
    assert "席中" in ja
    with pytest.raises(jl.InvalidArgument, match=f"side must be one of: all, {', '.join(SIDES)}"):
        three.summary("fox")
    with pytest.raises(jl.InvalidArgument, match="lang must be one of en, ja"):
        three.summary(lang="fr")


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"entrants": {"a": "heuristic"}}, "at least two entrants"),
        ({"entrants": ["heuristic", "random"]}, "entrants must be a dict"),
        ({"entrants": {"a": "heuristic", 3: "random"}}, "name must be a non-empty string"),
        ({"entrants": {"a": "heuristic", "b": "clever"}}, "entrant 'b': agents must be one of"),
        ({"entrants": {"a": "heuristic", "b": FirstChoice}}, "entrant 'b' is a class"),
        ({"games": 7}, "games must be a positive multiple of the 2 entrants .*such as 6 or 8"),
        ({"games": 0}, "games must be a positive multiple"),
        ({"games": True}, "games must be a positive multiple"),
        ({"seed": "x"}, "seed must be an integer"),
        ({"seats": "random"}, "seats must be one of"),
        ({"workers": 0}, "workers must be None"),
        ({"options": {"players": 2}}, "players"),
        ({"options": {"seed": 3}}, "options may not hold a seed"),
        ({"watch": 5}, "watch must be a function"),
    ],
)
def test_bad_input_is_refused_before_any_game(kwargs, message):
    args = {"variant": GAME, "entrants": {"a": "heuristic", "b": "random"}, "games": 4}
    args.update(kwargs)
    with pytest.raises(jl.JinroError, match=message):
        jl.tournament(**args)


def test_an_unknown_variant_is_refused():
    with pytest.raises(jl.JinroError, match=GAME):  # the allowed names listed
        jl.tournament(f"{GAME}i", {"a": "random", "b": "random"}, games=2)
