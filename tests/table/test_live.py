"""The live table without a network (issue 22, items 1, 5 and 6): who plays each
seat, when the game begins, refusals that change nothing, the store and resuming
from it, listeners, the discussion timers (MAH-10 in the game chosen for them; each game's
own timings are tested in its folder) and the teacher's notebook side (join cards, the
Stepper that follows the game). The games are chosen from the registry (``tests/games.py``):
a small one where any game does, one for eight players where a class-sized table matters."""

from __future__ import annotations

import random
import re
import sqlite3
from typing import Any

import pandas as pd
import pytest
from games import GAMES, a_game, a_small_game, each_game, games_with, players_near

import jinro_lab as jl
from jinro_lab.core.discussion import discussion
from jinro_lab.core.errors import IllegalAction, InvalidArgument, InvalidRecord, InvalidSetup
from jinro_lab.core.registry import VARIANTS
from jinro_lab.core.viewers import PUBLIC
from jinro_lab.core.voting import Vote
from jinro_lab.rules import RULE_ID, game_of
from jinro_lab.table import NotBegun, StaleAction, Table, TableServer
from jinro_lab.table.live import DiscussionOn
from jinro_lab.table.store import Store
from jinro_lab.table.views import seat_state

from .served import VOTERS, vote_game

pytest.importorskip("starlette")

#: a game the fewest players can play, at its count nearest a class group's (whole games stay short)
SMALL = a_small_game()
SMALL_PLAYERS = players_near(SMALL)
#: a game for a table of eight
EIGHT = a_game(players=8)
#: a game for eight whose rules time the discussion
TIMED = a_game("discussion", players=8)


def play_humans(table: Table, seed: int = 0, limit: int = 5000) -> int:
    """Play the table's joined human seats with seeded random choices until the game
    ends (or none of them can act, or a discussion holds the vote); returns the number
    of actions taken."""
    rng = random.Random(seed)
    taken = 0
    while not table.over and taken < limit and not table.held():
        to_act = table.read(lambda g: g.to_act())
        seats = [s for s in to_act if table.played_by(s) == "human" and s in table.joined]
        if not seats:
            break
        seat = seats[0]
        legal = table.read(lambda g, s=seat: g.legal_actions(s))
        table.act(seat, str(rng.choice(legal)))
        taken += 1
    return taken


def stored(table: Table) -> Table:
    """The table as a server started again on its store would rebuild it (kept in a
    store of its own, so the two copies can go on side by side)."""
    row = next(r for r in table._store.tables() if r.id == table.id)  # type: ignore[union-attr]
    return Table.resume(row.id, row.config, row.steps, Store())


def test_bad_arguments_are_refused_and_store_nothing() -> None:
    store = Store()
    for kwargs, words in [
        ({"agents": "clever"}, "agents must be one of heuristic, random"),
        ({"absent": "skip"}, "absent must be one of wait, agent"),
        ({"lang": "fr"}, "lang must be one of en, ja"),
        ({"humans": [0, SMALL_PLAYERS]}, f"{SMALL_PLAYERS} is not a seat; the seats are 0 to {SMALL_PLAYERS - 1}"),
        ({"humans": [1, 1]}, "names a seat twice"),
        ({"humans": "01"}, "humans must be a list of seats"),
    ]:
        with pytest.raises(InvalidArgument, match=words):
            Table(SMALL, players=SMALL_PLAYERS, **kwargs)
    with pytest.raises(InvalidSetup):
        Table(SMALL, players=max(VARIANTS[SMALL].players) + 1)
    assert store.tables() == []


def test_nobody_acts_before_the_game_begins_and_the_last_join_begins_it() -> None:
    table = Table(SMALL, players=SMALL_PLAYERS, humans=[0, 1], seed=3, agents="random")
    assert not table.begun
    first = table.read(lambda g: g.to_act())[0]
    before = table.record()
    with pytest.raises(NotBegun, match="0 of 2 seats have joined"):
        table.act(first, "anything")
    assert table.record() == before
    table.join(0)
    assert not table.begun
    table.join(1)
    assert table.begun and table.joined == (0, 1)
    # once begun, the agents played until a student must choose (or the game ended)
    to_act = table.read(lambda g: g.to_act())
    assert table.over or all(table.played_by(s) == "human" for s in to_act)


def test_the_teacher_begins_with_seats_missing_and_absent_seats_wait_or_are_played() -> None:
    waiting = Table(EIGHT, players=8, humans=[0, 1, 2], seed=5, absent="wait", agents="random")
    waiting.join(0)
    waiting.begin()
    assert waiting.begun and waiting.played_by(1) == "human"
    play_humans(waiting)  # plays seat 0 only: 1 and 2 have not joined but are waited for
    assert not waiting.over
    assert {1, 2} & set(waiting.read(lambda g: g.to_act()))

    agent = Table(EIGHT, players=8, humans=[0, 1, 2], seed=5, absent="agent", agents="random")
    agent.join(0)
    assert agent.played_by(1) == "agent" and agent.played_by(0) == "human"
    agent.begin()
    play_humans(agent)
    assert agent.over  # seats 1 and 2 were played by their agents


def test_refused_actions_change_nothing() -> None:
    table = Table(SMALL, players=SMALL_PLAYERS, humans=list(range(SMALL_PLAYERS)), seed=11, agents="random")
    for seat in range(SMALL_PLAYERS):
        table.join(seat)
    seat = table.read(lambda g: g.to_act())[0]
    other = (seat + 1) % SMALL_PLAYERS
    before, version, steps = table.record(), table.version(seat), len(table._steps)
    with pytest.raises(IllegalAction):
        table.act(seat, "fly to the moon")
    with pytest.raises(IllegalAction):
        table.act(other, str(table.read(lambda g: g.legal_actions(seat))[0]))
    with pytest.raises(StaleAction, match=f"since version {version - 1}"):
        table.act(seat, str(table.read(lambda g: g.legal_actions(seat))[0]), at=version - 1)
    assert table.record() == before and table.version(seat) == version and len(table._steps) == steps
    taken = table.act(seat, str(table.read(lambda g: g.legal_actions(seat))[0]), at=version)
    assert table.record().actions[len(before.actions)] == (seat, taken)


def test_an_agent_seat_cannot_be_played_by_a_person() -> None:
    table = Table(EIGHT, players=8, humans=[0], seed=2, agents="random")
    with pytest.raises(InvalidArgument, match="not a human seat"):
        table.hand_over(3)
    table.join(0)
    table.hand_over(0, "agent")
    assert table.played_by(0) == "agent" and table.handed == (0,)
    assert table.over  # nobody human is left: the agents played it out
    with pytest.raises(IllegalAction, match="played by an agent"):
        table.act(0, "vote seat 1")


@each_game()
def test_a_resumed_table_is_the_same_game_and_goes_on_the_same(game: str) -> None:
    """Resuming replays every step, the heuristic agents' choices included (their state
    is rebuilt by asking them again): two copies given the same student choices from
    the same point play the same game, event for event."""
    store = Store()
    table = Table(game, players=players_near(game), humans=[0, 1], seed=4)
    table.attach(store)
    table.join(0)
    table.join(1)
    play_humans(table, seed=1, limit=6)
    again = stored(table)
    assert again.record() == table.record() and again.begun and again.joined == (0, 1)
    play_humans(table, seed=2)
    play_humans(again, seed=2)
    assert again.record().to_json() == table.record().to_json()
    assert table.over


def test_a_file_is_resumed_by_a_new_server_with_the_same_links(tmp_path) -> None:
    path = tmp_path / "class.db"
    server = TableServer(db=str(path), port=0)
    first, second = GAMES[0], GAMES[-1]
    table = server.add(first, players=players_near(first), humans=[0, 1, 2], seed=8, name="table A")
    server.add(second, players=players_near(second), humans=[0], seed=1)
    for seat in (0, 1, 2):
        table.join(seat)
    play_humans(table, limit=10)
    record, links = table.record(), server.links(table)
    server.close()

    again = TableServer(db=str(path), port=0)
    assert again.tables[0].name == "table A" and len(again.tables) == 2
    assert again.tables[0].record() == record
    assert again.links(again.tables[0]) == {k: v.replace(str(server.port), str(again.port)) for k, v in links.items()}
    again.close()


def stored_game(path: Any) -> tuple[TableServer, Table]:
    """A server on the file ``path`` with a table of :data:`SMALL`, every seat a
    student's, three actions into its game."""
    server = TableServer(db=str(path), port=0)
    table = server.add(SMALL, players=SMALL_PLAYERS, humans=list(range(SMALL_PLAYERS)), seed=6, agents="random")
    for seat in range(SMALL_PLAYERS):
        table.join(seat)
    play_humans(table, limit=3)
    return server, table


def test_versions_only_go_up_across_restarts_and_a_stale_at_from_before_is_refused(tmp_path) -> None:
    """Issue 39, item 3: a seat's version after a restart is above every version it had
    before (a runoff offers the same action strings again, so an old ``at`` must not
    match a later view), and each further restart is above the last."""
    path = tmp_path / "class.db"
    server, table = stored_game(path)
    seat = table.read(lambda g: g.to_act())[0]
    before = {s: table.version(s) for s in range(SMALL_PLAYERS)}
    server.close()

    seen = before
    for _run in range(2):
        again = TableServer(db=str(path), port=0)
        resumed = again.tables[0]
        now = {s: resumed.version(s) for s in range(SMALL_PLAYERS)}
        assert all(now[s] > seen[s] for s in range(SMALL_PLAYERS)), (seen, now)
        action = str(resumed.read(lambda g: g.legal_actions(seat))[0])
        with pytest.raises(StaleAction):
            resumed.act(seat, action, at=before[seat])
        assert resumed.version(seat) == now[seat]  # refused: nothing changed
        seen = now
        again.close()


def test_an_edited_file_is_refused_with_the_step_that_fails(tmp_path) -> None:
    path = tmp_path / "class.db"
    server, _ = stored_game(path)
    server.close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE steps SET action = 'fly to the moon' WHERE kind = 'act'")
    with pytest.raises(InvalidRecord, match=r"step \d+ \(act\) cannot be replayed"):
        TableServer(db=str(path), port=0)


def test_a_file_of_another_kind_or_version_is_refused(tmp_path) -> None:
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not a database" * 100)
    with pytest.raises(InvalidRecord, match="is not a jinro_lab table database"):
        Store(junk)
    other = tmp_path / "other.db"
    Store(other).close()
    with sqlite3.connect(other) as db:
        db.execute("UPDATE meta SET value = '99' WHERE key = 'schema'")
    with pytest.raises(InvalidRecord, match="schema version 99"):
        Store(other)


def test_listeners_hear_their_own_viewer_only() -> None:
    """A seat's listener is called when its view changes, not when only another
    seat's private view does (a night's secret choices, as MAH-20's, in a game of eight)."""
    table = Table(EIGHT, players=8, humans=list(range(8)), seed=9, agents="random")
    heard: dict[object, list[int]] = {s: [] for s in range(8)}
    heard[PUBLIC] = []
    for viewer in heard:
        table.listen(viewer, heard[viewer].append)  # type: ignore[arg-type]
    for seat in range(8):
        table.join(seat)
    rng = random.Random(0)
    silent_seen = False
    for _ in range(200):
        if table.over:
            break
        seat = table.read(lambda g: g.to_act())[0]
        before = {v: len(h) for v, h in heard.items()}
        seen_before = {s: len(table.read(lambda g, s=s: g.events_seen_by(s))) for s in range(8)}
        table.act(seat, str(rng.choice(table.read(lambda g, s=seat: g.legal_actions(s)))))
        for s in range(8):
            changed = len(table.read(lambda g, s=s: g.events_seen_by(s))) != seen_before[s]
            if changed:
                assert len(heard[s]) > before[s], f"seat {s} saw new events but was not told"
            elif s != seat and len(heard[s]) == before[s]:
                silent_seen = True
    assert silent_seen  # some step changed nothing for some seat, and it heard nothing


def test_discussion_timers_follow_the_rules() -> None:
    """A table's timer is the discussion its game's rules time from what the public saw
    (MAH-10 in :data:`TIMED` today; each game's timings are tested in its folder); none
    in the games whose rules time no talk."""
    table = Table(TIMED, players=8, humans=[0], seed=1, agents="random")
    seen = table.read(lambda g: g.events_seen_by(PUBLIC))
    found = discussion(TIMED, seen)
    assert found is not None and found.minutes > 0
    timer = table.timer()
    assert timer is not None and timer[0] == found and 0 < timer[1] <= found.minutes * 60
    untimed = [game for game in GAMES if game not in games_with("discussion")]
    assert untimed, "every game times its discussion: this test's last part tests nothing"
    for game in untimed:
        played = jl.new_game(game, players=players_near(game), seed=1)
        assert discussion(game, played.events_seen_by(PUBLIC)) is None
        assert Table(game, players=players_near(game), humans=[0], seed=1).timer() is None


def test_the_stepper_follows_a_live_table() -> None:
    pytest.importorskip("ipywidgets")
    from jinro_lab.table import LiveStepper

    table = Table(SMALL, players=SMALL_PLAYERS, humans=list(range(SMALL_PLAYERS)), seed=2, agents="random")
    for seat in range(SMALL_PLAYERS):
        table.join(seat)
    stepper = LiveStepper(table, seat=None)
    steps = stepper.steps
    assert stepper.step == steps - 1
    play_humans(table, limit=4)
    assert stepper.steps > steps and stepper.step == stepper.steps - 1
    assert stepper.record == table.record()
    stepper.back()
    shown = stepper.step
    play_humans(table, limit=2)
    assert stepper.step == shown  # a teacher looking back is not pulled forward
    with pytest.raises(InvalidArgument, match="later record of the same game"):
        stepper.extend(jl.new_game(SMALL, players=SMALL_PLAYERS, seed=99).record())
    stepper.close()
    play_humans(table)
    assert stepper.record != table.record()  # closed: it no longer follows


def test_join_cards_are_a_printable_page_never_shown_in_the_notebook(tmp_path) -> None:
    """Issue 37, item 1: the cards (a QR code and a link per human seat, the game's and
    the class's name) are a page of their own, written to a file; the notebook (which
    may be on the projector) shows where to print them, never a card or a link."""
    from jinro_lab.table import join_cards

    table = Table(SMALL, players=SMALL_PLAYERS, humans=[1, 3], seed=2, lang="ja", name="2年B組")
    with pytest.raises(InvalidArgument, match=r"table\.start"):
        join_cards(table)
    server = TableServer(port=0)
    server.add(table)
    cards = join_cards(table, path=tmp_path / "cards.html")
    page = (tmp_path / "cards.html").read_text(encoding="utf-8")
    assert page == cards.html() and page.startswith("<!doctype html>")
    assert page.count('class="card"') == 2 and page.count("<svg") == 2
    assert "席1" in page and "席3" in page and f"{VARIANTS[SMALL].title_ja}　2年B組" in page
    assert list(cards.links()) == ["seat 1", "seat 3"]
    assert all(url in page for url in cards.links().values())
    assert table.config["tokens"]["gm"] not in page and table.config["tokens"]["table"] not in page
    assert "@page" in page and "break-inside: avoid" in page and "<script" not in page
    shown = cards._repr_html_() + repr(cards)
    assert "<svg" not in shown and not any(url in shown for url in cards.links().values())
    assert "cards.html" in shown and "2枚" in shown and "参加カードを印刷" in shown
    assert "Join cards of" in repr(join_cards(table, lang="en"))


def test_the_summary_has_a_row_per_table() -> None:
    server = TableServer(port=0)
    a = server.add(SMALL, players=SMALL_PLAYERS, humans=[0], seed=2, agents="random", name="A")
    server.add(EIGHT, players=8, humans=[0], seed=2, agents="random", name="B")
    a.join(0)
    play_humans(a)
    summary = server.summary()
    assert list(summary["table"]) == ["A", "B"]
    result = a.read(lambda g: g.result)
    assert summary.loc[0, "over"] and summary.loc[0, "side"] == result.side
    assert summary.loc[0, "winners"] == ", ".join(map(str, sorted(result.winners)))
    assert not summary.loc[1, "begun"]
    assert repr(a) == f"A: {SMALL}, {SMALL_PLAYERS} players, 1 of 1 seat joined, over"
    assert summary.loc[0, "result"].endswith(f" {result.day})") and pd.isna(summary.loc[1, "result"])
    ja = server.summary("ja")  # the end of the game as the class reads it (its day or turn, the rule that ended it)
    assert re.search(rf"（{result.day}[^\d（）]+）$", ja.loc[0, "result"]), ja.loc[0, "result"]
    cited = RULE_ID.search(ja.loc[0, "result"])
    assert cited is not None and game_of(cited.group(0)) == SMALL
    assert ja.loc[0, "side"] == result.side  # the ids stay for programs
    a.lang = "ja"
    assert repr(a) == f"A：{VARIANTS[SMALL].title_ja}、{SMALL_PLAYERS}人、1席中1席が参加、終了"


def test_the_class_game_is_a_record_for_the_tutorials_analysis() -> None:
    """When the class's game ends, its record is an ordinary one: replayed event for
    event, and the vote graph, information flow and report run on it."""
    from jinro_lab.analysis.graphs import info_flow_graph, vote_graph
    from jinro_lab.analysis.report import report

    table = Table(EIGHT, players=8, humans=[0, 1, 2], seed=12, agents="random")
    for seat in (0, 1, 2):
        table.join(seat)
    play_humans(table)
    record = table.record()
    game = jl.replay(record.to_json())
    assert game.over and game.log == table.read(lambda g: g.log)
    assert vote_graph(game.log).number_of_edges() > 0
    assert info_flow_graph(game.log).number_of_edges() > 0
    assert "<html" in report(record, graphs=False).html.lower()


def test_a_held_vote_opens_when_the_discussion_ends() -> None:
    """MAH-10 with ``discussion="hold"``: nobody votes (agents included) while the
    discussion's time runs; the teacher's "end the discussion" opens the vote."""
    table = Table(TIMED, players=8, humans=list(range(8)), seed=1, agents="random", discussion="hold")
    for seat in range(8):
        table.join(seat)
    play_humans(table, limit=40)  # the first night and the night's choices, up to the held vote
    decision = table.read(lambda g: g.decision)
    assert decision is not None and decision.kind == "vote" and table.held()
    seat = decision.seats[0]
    state = seat_state(table, seat)
    assert state["held"] and state["legal"] == [] and state["timer"]["holds_vote"]
    before = table.record()
    with pytest.raises(DiscussionOn, match="the discussion is on"):
        table.act(seat, str(table.read(lambda g: g.legal_actions(seat))[0]))
    assert table.record() == before
    version = table.version(seat)
    table.end_discussion()
    assert not table.held() and table.version(seat) > version
    assert seat_state(table, seat)["legal"]
    assert table.timer()[1] == 0.0  # type: ignore[index]
    guide = Table(TIMED, players=8, humans=list(range(8)), seed=1, agents="random")
    for seat in range(8):
        guide.join(seat)
    while guide.read(lambda g: g.decision.kind) != "vote":
        play_humans(guide, limit=1)
    assert not guide.held() and guide.timer()[1] > 0  # type: ignore[index]  # a guide only: the vote is open
    seat = guide.read(lambda g: g.decision.seats[0])
    assert seat_state(guide, seat)["legal"]


def test_a_held_vote_opens_by_itself_when_the_time_is_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """MAH-10 held: once the discussion's minutes have passed, the waiting agents vote
    and the students' choices appear, with nobody clicking."""
    import jinro_lab.table.live as live

    table = Table(TIMED, players=8, humans=[0, 1], seed=1, agents="random", discussion="hold")
    table.join(0)
    table.join(1)
    while not table.held() and not table.over:
        play_humans(table, limit=1)
    assert table.held() and table._wake is not None  # the wake-up is set for the end of the discussion
    voted = len(table.record().actions)
    later = live.time.time() + table.timer()[1] + 1  # type: ignore[index]
    monkeypatch.setattr(live.time, "time", lambda: later)
    assert not table.held()
    table._wake.cancel()
    table._time_up()  # what the timer thread does when the time is up
    assert len(table.record().actions) > voted or table.over  # the agents voted


def test_the_discussion_clock_stands_until_the_game_begins(monkeypatch) -> None:
    """MAH-10's timer does not run while the class joins (issue 37, item 4): before the
    game begins every page gets the whole time, standing (``running`` false); from the
    beginning it counts down on the server's clock, and a held vote waits from there."""
    from jinro_lab.table import live
    from jinro_lab.table.views import table_state

    clock = [1000.0]
    monkeypatch.setattr(live.time, "time", lambda: clock[0])
    table = Table(TIMED, players=8, humans=[0, 1], seed=1, agents="random", discussion="hold")
    found, left = table.timer()  # type: ignore[misc]
    assert left == found.minutes * 60
    clock[0] += 62  # a minute of joining
    assert table.timer()[1] == found.minutes * 60  # type: ignore[index]
    state = table_state(table)["timer"]
    assert state["remaining"] == found.minutes * 60 and state["running"] is False
    table.join(0)
    table.join(1)
    assert table.begun
    clock[0] += 30
    found_now, left = table.timer()  # type: ignore[misc]
    assert found_now == found and left == found.minutes * 60 - 30
    assert table.held() and table_state(table)["timer"]["running"] is True


def test_a_seat_sees_the_choice_it_sent_until_the_vote_resolves() -> None:
    """Issue 37, item 3: after a seat sends its part of a simultaneous choice (a night's
    or a vote), its page says what it chose (a vote as "Your vote: seat 4 (Aiko)", the
    nickname once) until the choice resolves; no other seat's state holds it."""
    table = Table(vote_game(), players=VOTERS, humans=list(range(VOTERS)), seed=4, agents="random")
    for seat in range(VOTERS):
        table.join(seat)
        table.set_name(seat, f"N{seat}")
    rng = random.Random(1)
    while True:  # play to a simultaneous choice that nobody has made yet
        decision = table.read(lambda g: g.decision)
        if decision is not None and len(decision.seats) > 1 and not decision.chosen:
            break
        seat = table.read(lambda g: g.to_act())[0]
        table.act(seat, str(rng.choice(table.read(lambda g, s=seat: g.legal_actions(s)))))
    voter, other = table.read(lambda g: g.to_act())[:2]
    choice = table.read(lambda g: g.legal_actions(voter))[0]
    table.act(voter, str(choice))
    mine = seat_state(table, voter, "ja", pages=True)
    assert mine["chosen"]["action"] == str(choice) and not mine["to_act"]
    assert isinstance(choice, Vote), f"the first simultaneous choice of this game is day 1's vote, not {choice!r}"
    status = mine["html"]["status"]
    assert status == f"あなたの投票：席{choice.target}（N{choice.target}）。他のプレイヤーを待っています。"
    english = seat_state(table, voter, "en", pages=True)["html"]["status"]
    assert english == f"Your vote: seat {choice.target} (N{choice.target}). Waiting for the others."
    assert seat_state(table, other)["chosen"] is None
    assert all(str(choice) not in str(seat_state(table, s)["chosen"]) for s in range(VOTERS) if s != voter)
