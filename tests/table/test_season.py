"""The class season (issue 39, item 5): finished games kept once in the table's file,
ratings that are openskill's own updates in the order played, the board, the export
and the command. A few seconds in all: hand-built games, a short game of four seats
and a tournament of eight games, of the game with a heuristic agent that the fewest
players can play (``tests/games.py``); the hand-built games' sides are its first two."""

from __future__ import annotations

import sqlite3

import pandas as pd
import pytest
from games import GAMES, a_small_game, players_near

import jinro_lab as jl
from jinro_lab.cli import main
from jinro_lab.core.errors import InvalidArgument, InvalidRecord
from jinro_lab.core.registry import VARIANTS
from jinro_lab.table import Season, Table, TableServer
from jinro_lab.table.season import Z, read_csv
from jinro_lab.table.store import Played, PlayedSeat, Store

from .test_live import play_humans

openskill = pytest.importorskip("openskill.models")

#: the season's game, its players at a table, and two of its sides (the hand-built games'
GAME = a_small_game("heuristic")
PLAYERS = players_near(GAME, 4)
GOOD, BAD = list(VARIANTS[GAME].sides)[:2]


def seats(*rows: tuple[str, str, bool]) -> tuple[PlayedSeat, ...]:
    """Seats 0, 1, … of a hand-built game: (player, side, won) each, students all."""
    return tuple(PlayedSeat(s, player, "student", side, won) for s, (player, side, won) in enumerate(rows))


def played(key: str, *rows: tuple[str, str, bool]) -> Played:
    """A hand-built game of :data:`GAME`."""
    return Played(key, 0.0, GAME, "table", "hand-built", None, seats(*rows))


#: the good side's Aiko, Ben and Dan beat the bad side's Cho; then Cho's side beats them
FIRST = played("a", ("Aiko", GOOD, True), ("Ben", GOOD, True), ("Cho", BAD, False), ("Dan", GOOD, True))
SECOND = played("b", ("Ben", GOOD, False), ("Cho", BAD, True), ("Aiko", GOOD, False), ("Dan", BAD, True))


def season_of(*games: Played) -> Season:
    store = Store()
    store.add_played(games)
    return Season(store)


def rating(season: Season, player: str, side: str) -> tuple[float, float]:
    found = season.ratings()[(GAME, side, "student", player)]
    return found.mu, found.sigma


def test_the_ratings_are_openskills_own_updates_game_by_game() -> None:
    model = openskill.PlackettLuce()
    fresh = model.rating
    (aiko, ben, dan), (cho,) = model.rate([[fresh(), fresh(), fresh()], [fresh()]], ranks=[0, 1])
    season = season_of(FIRST)
    for name, expected in (("Aiko", aiko), ("Ben", ben), ("Dan", dan)):
        assert rating(season, name, GOOD) == pytest.approx((expected.mu, expected.sigma), abs=1e-12)
    assert rating(season, "Cho", BAD) == pytest.approx((cho.mu, cho.sigma), abs=1e-12)
    assert aiko.mu > 25 > cho.mu  # the test can fail: the winners went up

    # the second game starts from the first's ratings (Dan's bad side is a new rating, his good side kept)
    ((ben2, aiko2), (cho2, dan_wolf)) = model.rate([[ben, aiko], [cho, fresh()]], ranks=[1, 0])
    season = season_of(FIRST, SECOND)
    assert rating(season, "Aiko", GOOD) == pytest.approx((aiko2.mu, aiko2.sigma), abs=1e-12)
    assert rating(season, "Ben", GOOD) == pytest.approx((ben2.mu, ben2.sigma), abs=1e-12)
    assert rating(season, "Cho", BAD) == pytest.approx((cho2.mu, cho2.sigma), abs=1e-12)
    assert rating(season, "Dan", BAD) == pytest.approx((dan_wolf.mu, dan_wolf.sigma), abs=1e-12)
    assert rating(season, "Dan", GOOD) == pytest.approx((dan.mu, dan.sigma), abs=1e-12)


def test_the_same_games_give_the_same_ratings_and_their_order_counts() -> None:
    once, again = season_of(FIRST, SECOND), season_of(FIRST, SECOND)
    pd.testing.assert_frame_equal(once.standings(), again.standings())
    reversed_ = season_of(SECOND, FIRST)
    assert rating(reversed_, "Aiko", GOOD) != rating(once, "Aiko", GOOD)


def test_a_player_at_two_seats_of_a_side_counts_once_and_a_one_sided_game_rates_nobody() -> None:
    twice = played("a", *[(p.player, p.side, p.won) for p in FIRST.seats], ("Aiko", GOOD, True))
    assert season_of(twice).ratings() == season_of(FIRST).ratings()
    board = season_of(twice).standings(side=GOOD)
    assert board.set_index("player").loc["Aiko", "games"] == 1
    alone = played("c", ("Aiko", GOOD, True), ("Ben", GOOD, True))
    season = season_of(alone)
    assert rating(season, "Aiko", GOOD) == (25.0, 25.0 / 3.0)
    assert season.standings()["wins"].tolist() == [1, 1]


def test_the_board_says_which_pairs_cannot_yet_be_told_apart() -> None:
    """Aiko's bad side beats Ben's good side often, Cho's seldom: after a few games
    the pairs whose intervals (μ ± 2σ) overlap are the ones named."""
    games = []
    for i in range(12):
        games.append(played(f"ab{i}", ("Aiko", BAD, True), ("Ben", GOOD, False)))
        games.append(played(f"cb{i}", ("Cho", BAD, i % 3 == 0), ("Ben", GOOD, i % 3 != 0)))
        games.append(played(f"db{i}", ("Dan", BAD, i % 3 != 0), ("Ben", GOOD, i % 3 == 0)))
    season = season_of(*games)
    board = season.standings(side=BAD)
    assert board["player"].tolist() == ["Aiko", "Dan", "Cho"]
    expected = {
        (a.player, b.player)
        for a in board.itertuples()
        for b in board.itertuples()
        if a.rank < b.rank and a.low <= b.high and b.low <= a.high
    }
    assert set(season.indistinguishable(BAD)) == expected
    assert ("Aiko", "Cho") not in expected  # twelve games tell the best from the worst
    row = board.set_index("player").loc["Aiko"]
    assert row["low"] == pytest.approx(row["mu"] - Z * row["sigma"]) and row["ordinal"] == pytest.approx(
        row["mu"] - 3 * row["sigma"]
    )
    assert board.set_index("player").loc["Aiko", "overlaps"] == tuple(b for a, b in expected if a == "Aiko")
    english, japanese = season.board("en"), season.board("ja")
    assert "1. Aiko: " in english and "won 12 of 12" in english and "cannot yet be told apart" in english
    assert "1位 Aiko：" in japanese and "12ゲーム中12勝" in japanese
    assert f"{VARIANTS[GAME].title_ja}・{VARIANTS[GAME].sides[BAD][1]}" in japanese


def test_a_live_tables_game_is_kept_once_with_the_students_names_also_across_a_resume(tmp_path) -> None:
    path = tmp_path / "class.db"
    server = TableServer(db=str(path), port=0)
    table = server.add(GAME, players=PLAYERS, humans=[0, 1], seed=5, agents="random", name="table A")
    table.set_name(0, "Aiko")
    table.join(0)
    table.join(1)
    assert server.season.games().empty  # not over yet
    play_humans(table)
    assert table.over
    games = server.season.games()
    result = table.read(lambda g: g.result)
    bots = PLAYERS - 2
    assert games["player"].tolist() == ["Aiko", "table A #1", *["random"] * bots]
    assert games["kind"].tolist() == ["student", "student", *["bot"] * bots]
    assert games["won"].tolist() == [s in result.winners for s in range(PLAYERS)]
    assert games["side"].tolist() == [table.read(lambda g, s=s: g.seat_side(s)) for s in range(PLAYERS)]
    assert set(games["source"]) == {"table A"} and set(games["played_in"]) == {"table"}
    table.end_discussion()  # anything that moves the table again does not count the game again
    server.close()

    for _restart in range(2):
        again = TableServer(db=str(path), port=0)
        assert len(again.season.games()) == PLAYERS
        again.close()

    # killed after the game's last step but before the season kept it: the resume keeps it, once
    with sqlite3.connect(path) as db:
        db.execute("DELETE FROM played_seats")
        db.execute("DELETE FROM played")
    again = TableServer(db=str(path), port=0)
    pd.testing.assert_frame_equal(again.season.games(), games)
    again.close()


def test_a_table_of_agents_alone_and_a_tournaments_hosted_game_are_counted_as_they_should() -> None:
    server = TableServer(port=0)
    server.add(GAME, players=PLAYERS, agents="heuristic", seed=2)  # over before it was stored
    assert server.season.games()["player"].tolist() == ["heuristic"] * PLAYERS
    agents = [jl.agents.RandomAgent(s) for s in range(PLAYERS)]
    given = server.add(Table(GAME, players=PLAYERS, agents=agents, seed=2))  # a tournament's: added with it
    assert given.over and len(server.season.games()) == PLAYERS


def test_a_tournament_is_added_once_its_entrants_rated_as_bots(tmp_path) -> None:
    result = jl.tournament(GAME, {"kit": "heuristic", "dice": "random"}, games=8, seed=3, workers=1)
    season = Season(tmp_path / "season.db", create=True)
    assert season.add_tournament(result, name="week 1") == 8
    games = season.games()
    assert len(games) == 8 * result.players and set(games["kind"]) == {"bot"}
    assert games["number"].tolist() == [g for g in range(8) for _ in range(result.players)]
    first = result.games.iloc[0]
    assert games["player"].tolist()[: result.players] == list(first["seating"])
    assert games["won"].tolist()[: result.players] == [s in first["winners"] for s in range(result.players)]
    board = season.standings()
    assert set(board["player"]) == {"kit", "dice"} and set(board["side"]) == set(first["sides"])
    assert "kit (agent)" in season.board() and "ランダム" not in season.board("ja")
    with pytest.raises(InvalidArgument, match="in the season already, as 'week 1'"):
        season.add_tournament(result, name="week 2")
    other = jl.tournament(GAME, {"kit": "heuristic", "dice": "random"}, games=2, seed=4, workers=1)
    with pytest.raises(InvalidArgument, match="a tournament named 'week 1' already"):
        season.add_tournament(other, name="week 1")
    assert season.add_tournament(other) == 2 and len(season.games()) == 10 * result.players
    season.close()


def test_the_games_go_to_csv_and_back_unchanged(tmp_path) -> None:
    server = TableServer(port=0)
    server.add(GAME, players=PLAYERS, agents="random", seed=1, name="table, with a comma")
    season = server.season
    season.add_tournament(jl.tournament(GAME, {"a": "heuristic", "b": "random"}, games=2, seed=1, workers=1))
    path = tmp_path / "season.csv"
    tournament = len(season.games()) - PLAYERS  # its two games' seats
    assert season.to_csv(path) == PLAYERS + tournament
    back = read_csv(path)
    pd.testing.assert_frame_equal(back, season.games())
    assert back["number"].isna().tolist() == [True] * PLAYERS + [False] * tournament
    (tmp_path / "other.csv").write_text("a,b\n1,2\n")
    with pytest.raises(InvalidArgument, match="is not a season's games: it has no column game"):
        read_csv(tmp_path / "other.csv")


def test_the_command_prints_the_board_and_writes_the_games(tmp_path, capsys) -> None:
    path = tmp_path / "class.db"
    server = TableServer(db=str(path), port=0)
    server.add(GAME, players=PLAYERS, agents="heuristic", seed=2)
    server.close()
    assert main(["season", "--db", str(path), "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("シーズン：1ゲーム") and "ヒューリスティック（エージェント）" in out
    assert main(["season", "--db", str(path), "--csv", str(tmp_path / "out.csv")]) == 0
    assert f"{PLAYERS} rows written" in capsys.readouterr().out and len(read_csv(tmp_path / "out.csv")) == PLAYERS
    assert main(["season", "--db", str(path), "--csv", "-"]) == 0
    written = capsys.readouterr()
    assert written.out.startswith("game,at,variant") and written.err.startswith("Season: 1 game\n")

    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not a database" * 100)
    for args, words in [
        (["--db", str(tmp_path / "missing.db")], "no season file"),
        (["--db", str(junk)], "is not a jinro_lab table database"),
        (["--db", str(path), "--csv", str(tmp_path / "no" / "out.csv")], "cannot write"),
    ]:
        assert main(["season", *args]) == 2
        err = capsys.readouterr().err
        assert words in err and err.count("\n") == 1, err
    assert not (tmp_path / "missing.db").exists()


def test_bad_input_is_refused_saying_what_is_allowed(tmp_path) -> None:
    with pytest.raises(InvalidArgument, match="db must be a file path"):
        Season(3)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="no season file"):
        Season(tmp_path / "missing.db")
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not a database" * 100)
    with pytest.raises(InvalidRecord, match="not a jinro_lab table database"):
        Season(junk)
    season = season_of(FIRST)
    with pytest.raises(InvalidArgument, match=rf"side must be one the season's games were played on \({GOOD}"):
        season.standings(side="no such side")
    other = next(game for game in GAMES if game != GAME)
    with pytest.raises(InvalidArgument, match=f"the season has no game of {other}; it has: {GAME}"):
        season.standings(variant=other)
    with pytest.raises(InvalidArgument, match="side must be a side id"):
        season.indistinguishable(None)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="lang must be one of en, ja"):
        season.board("fr")
    with pytest.raises(InvalidArgument, match=r"takes what jinro_lab\.tournament returned"):
        season.add_tournament(season.games())
    result = jl.tournament(GAME, {"a": "heuristic", "b": "random"}, games=2, seed=1, workers=1)
    with pytest.raises(InvalidArgument, match="name must be a non-empty string"):
        season.add_tournament(result, name=" ")
    assert Season().board() == "Season: no finished game yet"
