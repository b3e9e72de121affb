"""Students' nicknames (issue 37, item 2): a student joins with a name, kept beside the
seat's number on every page (the projector's list, the other seats' logs and votes,
the game master's seats), normalised, length-limited, unique at the table, escaped
everywhere, stored so a resumed table keeps it; refused names change nothing."""

from __future__ import annotations

import httpx
import pytest
from games import a_game, a_small_game, games_with, players_near

from jinro_lab.core.registry import VARIANTS
from jinro_lab.table import Table, TableServer
from jinro_lab.table.live import MAX_NAME, BadName
from jinro_lab.table.store import Store
from jinro_lab.table.views import gm_state, named, seat_state, table_state

pytest.importorskip("starlette")

#: a game for six, whose seats 3 to 5 are the agents' at these tests' tables
SIX = a_game(players=6)
#: a game for five
FIVE = a_game(players=5)


def test_a_name_is_normalised_and_kept_beside_the_seat() -> None:
    table = Table(SIX, players=6, humans=[0, 1, 2], seed=2, agents="random")
    assert table.set_name(0, "  Ａｉｋｏ   Sato ") == "Aiko Sato"  # NFKC, one space
    assert table.set_name(1, "けん") == "けん"
    assert table.names == {0: "Aiko Sato", 1: "けん"}
    assert table.set_name(0, "Aiko") == "Aiko"  # a student may change it
    assert table.names[0] == "Aiko"


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("", "empty"),
        ("   ", "empty"),
        (None, "empty"),
        (7, "empty"),
        ("x" * (MAX_NAME + 1), "long"),
        ("A\u0007", "control"),
        ("A\u200bB", "control"),  # a zero-width space: a format character
        ("aiko", "taken"),  # another seat's, without case
        ("ＡＩＫＯ", "taken"),
    ],
)
def test_a_refused_name_changes_nothing(name: object, reason: str) -> None:
    store = Store()
    table = Table(SIX, players=6, humans=[0, 1, 2], seed=2, agents="random")
    table.attach(store)
    table.set_name(0, "Aiko")
    steps = len(next(r for r in store.tables() if r.id == table.id).steps)
    version = table.version(None)
    with pytest.raises(BadName) as refused:
        table.set_name(1, name)
    assert refused.value.reason == reason
    assert table.names == {0: "Aiko"} and table.version(None) == version
    assert len(next(r for r in store.tables() if r.id == table.id).steps) == steps


def test_only_a_students_seat_takes_a_name() -> None:
    table = Table(SIX, players=6, humans=[0], seed=2, agents="random")
    with pytest.raises(Exception, match="not a student's seat"):
        table.set_name(3, "bot")


def test_a_resumed_table_keeps_the_names() -> None:
    store = Store()
    game = a_small_game()
    table = Table(game, players=players_near(game), humans=[0, 1], seed=1)
    table.attach(store)
    table.set_name(1, "Ken")
    row = next(r for r in store.tables() if r.id == table.id)
    assert Table.resume(row.id, row.config, row.steps, Store()).names == {1: "Ken"}


def test_seats_are_named_in_every_language() -> None:
    names = {3: "Aiko", 1: "けん"}
    assert named("seat 3 votes for seat 13", names) == "seat 3 (Aiko) votes for seat 13"
    assert named("席3が席1に投票（×2）", names) == "席3（Aiko）が席1（けん）に投票（×2）"
    assert named("seat 3 (order 1) searches", names) == "seat 3 (Aiko) (order 1) searches"
    assert named("seat 3", {}) == "seat 3"


def test_the_pages_show_the_names_escaped() -> None:
    table = Table(FIVE, players=5, humans=[0, 1], seed=3, agents="random")
    TableServer(port=0).add(table)
    table.set_name(0, "<b>Aiko</b>")
    seat = seat_state(table, 1, pages=True)
    assert seat["names"] == {"0": "<b>Aiko</b>"}  # data: as given (a program escapes)
    projector = table_state(table, pages=True)["html"]
    assert "&lt;b&gt;Aiko&lt;/b&gt;" in projector["seats"] and "<b>Aiko" not in projector["seats"]
    gm = gm_state(table, pages=True)
    assert gm["seats"][0]["name"] == "<b>Aiko</b>" and "seat 0 (&lt;b&gt;Aiko&lt;/b&gt;)" in gm["html"]["seats"]
    mine = seat_state(table, 0, pages=True)["html"]["title"]
    assert mine == f"{VARIANTS[FIVE].title_ja} — seat 0 (&lt;b&gt;Aiko&lt;/b&gt;)"
    assert "<b>" not in "".join(seat_state(table, 0, pages=True)["html"].values())


def test_a_student_names_themselves_through_the_api() -> None:
    server = TableServer(port=0)
    table = server.add(FIVE, players=5, humans=[0, 1], seed=3, agents="random", lang="ja")
    server.start()
    try:
        tokens = table.config["tokens"]
        with httpx.Client(base_url=server.url, timeout=10, trust_env=False) as client:
            seat0 = f"/api/seat/{tokens['seats']['0']}/name"
            answer = client.post(seat0, json={"name": "あいこ"})
            assert answer.status_code == 200 and answer.json()["name"] == "あいこ"
            refused = client.post(f"/api/seat/{tokens['seats']['1']}/name", json={"name": "アイコ" * 9})
            assert refused.status_code == 400 and refused.json()["reason"] == "long"
            assert client.post(f"/api/seat/{tokens['table']}/name", json={"name": "x"}).status_code == 404
            page = client.get(f"/api/table/{tokens['table']}?html=1").json()
            assert "席0（あいこ）" in page["html"]["seats"] and page["names"] == {"0": "あいこ"}
            assert 0 in table.joined
    finally:
        server.close()


def test_a_long_log_line_is_folded() -> None:
    """Issue 37, item 5: the setup's line (every role and event card of a table, in the
    game for nine whose line is longest) shows its first words; the whole line is one tap away."""

    def first_line(game: str) -> str:
        text: str = seat_state(Table(game, players=9, humans=[0], seed=2, agents="random"), 0)["events"][0]["text"]
        return text

    game = max(games_with(players=9), key=lambda g: len(first_line(g)))
    table = Table(game, players=9, humans=[0], seed=2, agents="random")
    html = seat_state(table, 0, pages=True)["html"]["log"]
    first = html.split("<li", 2)[1]
    assert "<details><summary>" in first and "…</summary>" in first
    text = seat_state(table, 0)["events"][0]["text"]
    assert len(text) > 120 and text.replace("&", "&amp;") in first.replace("&#x27;", "'")
