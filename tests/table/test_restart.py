"""The live table's fault test (issue 22, items 5 and 7): the server, a process of its
own (``python -m jinro_lab.cli table``), killed with SIGKILL in the middle of its
games and started again on the same ``--db``, resumes every table at the step it
had acknowledged, with the same links, and its games then play to their end.

Two tables of a 9-player game (the first the registry has for 9), every seat a seeded
random bot over the bot API.
Each test starts the server twice or three times (a second or two each) and plays
about a game and a half: well under 30 s on 2 cores.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from games import a_game

from .load import Load, finished, lost_actions, play_tables, read_records, run_async, seat_actions, served

TABLES, PLAYERS, SEED = 2, 9, 7
#: acknowledged actions (of both tables together) before the kill: part of the games (a
#: 9-player game of random bots takes 15 to 100 actions, 32 in the median)
BEFORE_KILL = 16
#: the most a run of the bots may take (seconds)
WALL = 60.0


def _args(db) -> list[str]:
    return [
        *(a_game(players=PLAYERS), "--players", str(PLAYERS), "--humans", "all", "--tables", str(TABLES)),
        *("--seed", str(SEED), "--agents", "random", "--port", "0", "--db", str(db)),
    ]


def _finish(links) -> Load:
    """Play the resumed tables to their end (fresh bots: a student reloading the page)."""
    load = run_async(play_tables(links, SEED + 1, WALL))
    assert load.failures == []
    assert all(finished(record) for record in load.records)
    return load


def _paths(tables: list[dict[str, str]]) -> list[dict[str, str]]:
    """The links without their origin (``--port 0`` takes another port each start: the
    tokens are what must stay)."""
    return [{name: urlsplit(url).path for name, url in links.items()} for links in tables]


async def _gm_records(links) -> list[str]:
    """Each table's record as the game master reads it, as JSON (its digest included)."""
    return [record.to_json() for record in await read_records(links)]


def test_a_killed_server_resumes_every_table_at_its_step_with_the_same_links(tmp_path):
    """Bots play part of each game and stop; the records (digests included) are read;
    SIGKILL; the server started again on the same --db says it resumed, prints the
    same links (but for the port), and each table's record is the one read before the kill, holding
    exactly the actions the bots were acknowledged, in order. The games then finish
    through the API with a result."""
    db, log = tmp_path / "class.db", tmp_path / "log"
    with served(_args(db), log) as first:
        before = run_async(play_tables(first.links, SEED, WALL, stop_after=BEFORE_KILL))
        assert before.failures == [] and not all(finished(r) for r in before.records)
        records = [r.to_json() for r in before.records]
        first.kill()
        assert first.process.returncode == -9
    with served(_args(db), log) as second:
        assert any(line.startswith(f"resumed {TABLES} tables from") for line in second.printed)
        assert _paths(second.links) == _paths(first.links)
        assert run_async(_gm_records(second.links)) == records
        for bots, record in zip(before.bots, before.records, strict=True):
            assert [seat_actions(record, seat) for seat in range(PLAYERS)] == [b.acted for b in bots]
        after = _finish(second.links)
        for old, new in zip(before.records, after.records, strict=True):
            assert new.actions[: len(old.actions)] == old.actions
        print("\nrestart (quiet kill):", before.actions, "actions before,", after.actions, "after")


def test_a_server_killed_while_bots_post_keeps_every_acknowledged_action(tmp_path):
    """SIGKILL while every bot plays on (requests in flight): started again, each
    table's record holds every action a bot was acknowledged, in order; at most one
    more per seat (an action the server stored, whose answer the kill lost); the
    bots saw the server go (connection errors), and the games then finish."""
    db, log = tmp_path / "class.db", tmp_path / "log"
    with served(_args(db), log) as first:
        crashed = run_async(play_tables(first.links, SEED, WALL, stop_after=BEFORE_KILL, crash=first.kill))
    assert first.process.returncode == -9
    assert crashed.posting >= 1 and crashed.failures, "no action was in flight, or the bots did not see the kill"
    with served(_args(db), log) as second:
        assert _paths(second.links) == _paths(first.links)
        records = run_async(read_records(second.links))
        assert lost_actions(crashed.acted(), records) == [[]] * TABLES
        for bots, record in zip(crashed.bots, records, strict=True):
            for seat, bot in enumerate(bots):
                assert len(seat_actions(record, seat)) - len(bot.acted) in (0, 1)
        unacknowledged = sum(len(r.actions) for r in records) - crashed.actions
        _finish(second.links)
        print(
            f"\nrestart (kill mid-post): {crashed.actions} acknowledged, {crashed.posting} in flight, "
            f"{unacknowledged} of them stored"
        )
