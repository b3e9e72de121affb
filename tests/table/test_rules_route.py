"""The rules where the live table's pages cite them (issue 38 item 2): ``GET /rules/<game>``
serves a game's rules, and the log, the result and what an action does expand each
cited rule ID (``jinro_lab.rules.annotate_html``)."""

from __future__ import annotations

import re

import httpx
import pytest
from games import a_game, each_game

from jinro_lab.core.registry import VARIANTS, renderer
from jinro_lab.rules import RULE_ID, anchor, rule, rule_ids
from jinro_lab.table import TableServer

from .served import vote_table


@each_game()
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_games_rules_are_served_with_an_anchor_per_rule(client: httpx.Client, lang: str, game: str) -> None:
    answer = client.get(f"/rules/{game}", params={"lang": lang})
    assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/html")
    page = answer.text
    ids = rule_ids(game)
    assert re.findall(r"<section id='([^']+)'>", page) == [i.lower() for i in ids]
    assert f"<html lang='{lang}'>" in page and VARIANTS[game].title_ja in page
    assert rule(ids[0], lang).title in page and rule(ids[-1], lang).title in page and "<script" not in page


def test_an_unknown_game_is_a_404_and_an_unknown_lang_a_400(client: httpx.Client) -> None:
    assert client.get("/rules/chess").status_code == 404
    answer = client.get(f"/rules/{a_game()}", params={"lang": "fr"})
    assert answer.status_code == 400 and "en, ja" in answer.json()["error"]


def test_the_pages_expand_the_rule_ids_they_cite(server: TableServer, client: httpx.Client) -> None:
    """A seat's log links each ID to its rule on the served page (its text the tooltip);
    what an action does shows its IDs expanded, without a link (it is inside a button).
    The IDs are those the seat's events cite (MAH-10's discussion in the game
    :func:`vote_table` chooses today)."""
    seats = vote_table(server)
    for s in seats.table.humans:
        client.get(f"/api/seat/{seats.seat(s)}")
    state = client.get(f"/api/seat/{seats.seat(0)}", params={"html": 1, "lang": "ja"}).json()
    log = state["html"]["log"]
    variant, render = seats.table.variant, renderer(seats.table.variant)
    seen = seats.table.read(lambda game: game.events_seen_by(0))
    cited = {m.group(0) for e in seen for m in RULE_ID.finditer(render.event_text(e, "ja"))}
    assert cited, "the first day's log of the vote table's game cites no rule"
    for rule_id in sorted(cited):
        assert f'<a class="jinro-rule" href="/rules/{variant}?lang=ja#{anchor(rule_id)}" target="_blank"' in log
        assert f'title="{rule_id} {rule(rule_id, "ja").title}' in log
    explained = [c["explain_html"] for c in state["choices"]]
    assert explained and all('<abbr class="jinro-rule"' in e and "<a " not in e for e in explained)
