"""simulate(): one row per game, reproducible from the master seed whatever runs it."""

from __future__ import annotations

import sys

import pandas as pd
import pytest
from games import GAMES, a_game, games_with

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.analysis import simulate as simulate_function
from jinro_lab.analysis.simulate import agent_seed, game_seed, simulate
from jinro_lab.core.registry import heuristic_agent, lookup, option_table
from jinro_lab.rules import RULE_ID, game_of

N = 120  # more than the in-process probe, so processes and dask get chunks too

#: the game simulated: one whose table is 4 players unless told (its default), with a heuristic
GAME = a_game("heuristic", where=lambda info: option_table(info.id)["players"].default == 4)
#: a game for 3 players
GAME3 = a_game(players=3)


@pytest.fixture(scope="module")
def table() -> pd.DataFrame:
    return simulate(GAME, N, seed=2024, workers=1, progress=False)


def test_one_row_per_game_with_the_documented_columns(table):
    summary = list(jl.new_game(GAME, seed=0).summary())
    fixed = ["game", "seed", "players", "winners", "side", "reason", "day"]
    assert list(table.columns) == [*fixed, "win_seat_0", "win_seat_1", "win_seat_2", "win_seat_3", *summary]
    assert table["game"].tolist() == list(range(N))
    assert table["seed"].tolist() == [game_seed(2024, i) for i in range(N)]
    assert set(table["players"]) == {4}
    for _, row in table.iterrows():
        assert isinstance(row["winners"], tuple)
        assert [row[f"win_seat_{s}"] for s in range(4)] == [s in row["winners"] for s in range(4)]
        cited = RULE_ID.search(row["reason"])  # the rule that ended it, one of the game's
        assert cited is not None and game_of(cited.group(0)) == GAME and row["day"] >= 1


def test_each_row_replays_from_its_seeds(table):
    """A row is the game with the row's seed and agents seeded by agent_seed(seed, seat)."""
    for _, row in table.head(10).iterrows():
        game = jl.new_game(GAME, seed=int(row["seed"]))
        play_game(game, [RandomAgent(agent_seed(int(row["seed"]), s)) for s in range(4)])
        assert tuple(sorted(game.result.winners)) == row["winners"]
        assert (game.result.reason, game.result.day) == (row["reason"], row["day"])
        for column, value in game.summary().items():  # the game's own columns (a missing value: NA)
            assert row[column] == value or (value is None and pd.isna(row[column])), column


def test_rows_do_not_depend_on_the_number_of_games(table):
    pd.testing.assert_frame_equal(simulate(GAME, 40, seed=2024, workers=1), table.head(40))


def test_same_seed_same_table_in_two_processes(table, monkeypatch):
    module = sys.modules["jinro_lab.analysis.simulate"]
    pools = []

    class RecordingPool(module.ProcessPoolExecutor):
        def __init__(self, max_workers, **kwargs):
            pools.append(max_workers)
            super().__init__(max_workers, **kwargs)

    monkeypatch.setattr(module, "ProcessPoolExecutor", RecordingPool)
    pd.testing.assert_frame_equal(simulate(GAME, N, seed=2024, workers=2, progress=False), table)
    assert pools == [2]


def test_same_seed_same_table_on_a_dask_cluster(table):
    distributed = pytest.importorskip("distributed")
    with (
        distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=":0") as cluster,
        distributed.Client(cluster) as client,
    ):
        pd.testing.assert_frame_equal(simulate(GAME, N, seed=2024, workers=client), table)


def test_a_different_seed_gives_different_games(table):
    other = simulate(GAME, N, seed=2025, workers=1)
    assert not set(other["seed"]) & set(table["seed"])
    assert other["winners"].tolist() != table["winners"].tolist()


def test_small_jobs_stay_in_process(monkeypatch):
    """workers=None: a job that takes well under a second starts no processes."""

    def no_processes(*args, **kwargs):
        raise AssertionError("a process pool was started")

    monkeypatch.setattr(sys.modules["jinro_lab.analysis.simulate"], "ProcessPoolExecutor", no_processes)
    assert len(simulate(GAME, 40, seed=1)) == 40


def test_options_and_a_list_of_agents():
    df = simulate(lookup(GAME3).title_ja, 20, seed=3, options={"players": 3}, agents=["random"] * 3)  # by its title
    assert set(df["players"]) == {3}
    assert [c for c in df.columns if c.startswith("win_seat_")] == ["win_seat_0", "win_seat_1", "win_seat_2"]


def first_legal(seat: int, seed: int) -> object:
    """An agent factory (module level, so processes can pickle it)."""
    return FirstLegal()


class FirstLegal:
    needs_view = False

    def choose(self, view, legal):
        return legal[0]


def test_callable_agents_run_in_processes_and_lambdas_in_process():
    expected = simulate(GAME, 60, seed=4, agents=first_legal, workers=1)
    pd.testing.assert_frame_equal(simulate(GAME, 60, seed=4, agents=first_legal, workers=2), expected)
    with pytest.warns(RuntimeWarning, match="pickled"):
        by_lambda = simulate(GAME, 60, seed=4, agents=lambda seat, seed: FirstLegal(), workers=2)
    pd.testing.assert_frame_equal(by_lambda, expected)


def test_progress_bar_on_request(capsys):
    simulate(GAME, 40, seed=5, progress=True)
    assert "40/40" in capsys.readouterr().err
    simulate(GAME, 40, seed=5, progress=False)
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"n": -1}, "n must be"),
        ({"agents": "clever"}, "agents must be"),
        ({"agents": ["random"] * 3}, "3 seats"),
        ({"workers": 0}, "workers must be"),
        ({"seed": "x"}, "seed must be"),
    ],
)
def test_bad_arguments_are_refused(kwargs, match):
    with pytest.raises(ValueError, match=match):
        simulate(**({"variant": GAME, "n": 5, "seed": 0} | kwargs))


def test_bad_options_raise_the_games_own_error():
    with pytest.raises(jl.InvalidSetup, match="players"):
        simulate(GAME, 5, seed=0, options={"players": max(lookup(GAME).players) + 1})


def test_heuristic_agents():
    """The variant's heuristic agent, on every seat or mixed with random agents."""
    a = simulate(GAME, 60, seed=6, agents="heuristic", workers=1)
    pd.testing.assert_frame_equal(simulate(GAME, 60, seed=6, agents="heuristic", workers=2), a)
    mixed = simulate(GAME, 20, seed=6, agents=["heuristic", "random", "random", "random"], workers=1)
    assert len(mixed) == 20


def test_the_seeds_are_stable():
    """game_seed and agent_seed are part of the tables' meaning (a row names the game to
    open in the Stepper): pinned, so a faster derivation cannot change them."""
    assert game_seed(2024, 0) == 8527534462851402007
    assert game_seed(-3, 17) == 9046717186334487942
    assert agent_seed(8527534462851402007, 3) == 5701312150183355388
    module = sys.modules["jinro_lab.analysis.simulate"]
    for master in (0, -5, 2024, 2**70):
        game, agent = module._hashed(b"game:%d:" % master), module._hashed(b"agent:%d:" % master)
        for i in (0, 1, 99, 12345):  # the same hash state continued for several games and seats
            assert module._derived(game, b"%d" % i) == game_seed(master, i)
            assert module._derived(agent, b"%d" % i) == agent_seed(master, i)


def test_rows_do_not_depend_on_the_batches(table, monkeypatch):
    """Batches of one game each, in this process and in processes: the same table."""
    module = sys.modules["jinro_lab.analysis.simulate"]
    monkeypatch.setattr(module, "LOCAL_BATCH_S", 1e-9)
    monkeypatch.setattr(module, "BATCH_S", 1e-9)
    monkeypatch.setattr(module, "PROBE_GAMES", 3)
    pd.testing.assert_frame_equal(simulate(GAME, N, seed=2024, workers=1), table)
    pd.testing.assert_frame_equal(simulate(GAME, N, seed=2024, workers=2), table)


def test_a_shared_executor_runs_the_same_job(table):
    """One ProcessPoolExecutor passed to many calls (no processes started per call)."""
    from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

    with ProcessPoolExecutor(2) as pool:
        pd.testing.assert_frame_equal(simulate(GAME, N, seed=2024, workers=pool), table)
        pd.testing.assert_frame_equal(simulate(GAME, N, seed=2024, workers=pool), table)
    with ThreadPoolExecutor(2) as threads:
        pd.testing.assert_frame_equal(simulate(GAME, N, seed=2024, workers=threads), table)


def test_heuristic_rows_replay_from_their_seeds():
    """A heuristic row is the game with heuristic_agent(variant, agent_seed(seed, seat)) per seat."""
    df = simulate(GAME, 5, seed=12, agents="heuristic", workers=1)
    for _, row in df.iterrows():
        seed = int(row["seed"])
        game = jl.new_game(GAME, seed=seed)
        play_game(game, [heuristic_agent(GAME, agent_seed(seed, s)) for s in range(game.players)])
        assert tuple(sorted(game.result.winners)) == row["winners"] and game.result.reason == row["reason"]


def test_random_agents_are_reused_but_play_as_new_ones():
    """A random seat's agent is one object reseeded per game: the games are those of new agents."""
    module = sys.modules["jinro_lab.analysis.simulate"]
    player = module._Player((GAME, 3, "random", {}, False, "auto"))
    rows = [player.row(i) for i in range(20)]
    fresh = [module._Player((GAME, 3, [first_random] * 4, {}, False, "auto")).row(i) for i in range(20)]
    assert rows == fresh


def first_random(seat: int, seed: int) -> RandomAgent:
    return RandomAgent(seed)


def test_workers_of_another_kind_are_refused():
    with pytest.raises(ValueError, match="Executor or a dask Client"):
        simulate(GAME, 5, seed=0, workers="two")


def test_the_package_name_is_the_function():
    assert simulate_function is simulate


def test_batches_are_sized_by_time_and_balance():
    module = sys.modules["jinro_lab.analysis.simulate"]
    # 20,000 games of 0.3 ms on 2 workers: 0.1 s batches of ~333 games
    batches = module._batches(32, 20_000, 2, 0.1, 0.0003)
    assert batches[0] == (32, 32 + 333) and batches[-1][1] == 20_000
    assert all(a < b for a, b in batches) and [a for a, _ in batches[1:]] == [b for _, b in batches[:-1]]
    # few games: still several batches per worker, for balance
    assert len(module._batches(0, 40, 2, 0.1, 0.0003)) == 8
    assert module._batches(0, 1, 4, 0.1, 0.0) == [(0, 1)]


def _kinds(game: str) -> list[str]:
    return ["random", "heuristic", "mixed"] if game in games_with("heuristic") else ["random"]


@pytest.mark.parametrize("engine", ["auto", "readable"])
@pytest.mark.parametrize(("game", "kind"), [(game, kind) for game in GAMES for kind in _kinds(game)])
def test_every_games_table_is_its_games_played_one_by_one(game, kind, engine):
    """Every game's table, on either engine, random, heuristic and mixed agents: each row,
    whole, is the game ``new_game(seed=game_seed(master, i))`` played by ``play_game`` with
    new agents seeded ``agent_seed(that seed, seat)`` (a heuristic one on even seats when
    mixed). What a faster loop may not change: which seeds, which agents, which row."""
    table = simulate(game, 4, seed=31, agents=kind if kind != "mixed" else _mixed(game), workers=1, engine=engine)
    for i, row in enumerate(table.to_dict("records")):
        seed = game_seed(31, i)
        played = jl.new_game(game, seed=seed)
        agents = [
            heuristic_agent(game, agent_seed(seed, s))
            if kind == "heuristic" or (kind == "mixed" and s % 2 == 0)
            else RandomAgent(agent_seed(seed, s))
            for s in range(played.players)
        ]
        play_game(played, agents)
        result = played.result
        expected = {
            "game": i,
            "seed": seed,
            "players": played.players,
            "winners": tuple(sorted(result.winners)),
            "side": result.side,
            "reason": result.reason,
            "day": result.day,
            **{f"win_seat_{s}": s in result.winners for s in range(played.players)},
            **played.summary(),
        }
        assert list(row) == list(expected)
        for column, value in expected.items():
            assert row[column] == value or (value is None and pd.isna(row[column])), (i, column)


def _mixed(game: str) -> list[str]:
    players = jl.new_game(game, seed=0).players
    return ["heuristic" if s % 2 == 0 else "random" for s in range(players)]
