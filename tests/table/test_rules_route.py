"""The rules where the live table's pages cite them (issue 38 item 2): ``GET /rules/<game>``
serves a game's rules, and the log, the result and what an action does expand each
cited rule ID (``jinro_lab.rules.annotate_html``)."""

from __future__ import annotations

import re

import httpx
import pytest

from jinro_lab.rules import rule, rule_ids
from jinro_lab.table import TableServer

from .served import vote_table


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_games_rules_are_served_with_an_anchor_per_rule(client: httpx.Client, lang: str) -> None:
    answer = client.get("/rules/mahou_toshi", params={"lang": lang})
    assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/html")
    page = answer.text
    assert re.findall(r"<section id='([^']+)'>", page) == [i.lower() for i in rule_ids("mahou_toshi")]
    assert f"<html lang='{lang}'>" in page and "魔法都市の人狼" in page
    assert rule("MAH-E05", lang).title in page and "<script" not in page


def test_an_unknown_game_is_a_404_and_an_unknown_lang_a_400(client: httpx.Client) -> None:
    assert client.get("/rules/chess").status_code == 404
    answer = client.get("/rules/lotro", params={"lang": "fr"})
    assert answer.status_code == 400 and "en, ja" in answer.json()["error"]


def test_the_pages_expand_the_rule_ids_they_cite(server: TableServer, client: httpx.Client) -> None:
    """A seat's log links each ID to its rule on the served page (its text the tooltip);
    what an action does shows its IDs expanded, without a link (it is inside a button)."""
    seats = vote_table(server)
    for s in seats.table.humans:
        client.get(f"/api/seat/{seats.seat(s)}")
    state = client.get(f"/api/seat/{seats.seat(0)}", params={"html": 1, "lang": "ja"}).json()
    log = state["html"]["log"]
    assert '<a class="jinro-rule" href="/rules/mahou_toshi?lang=ja#mah-10" target="_blank"' in log
    assert f'title="MAH-10 {rule("MAH-10", "ja").title}' in log
    explained = [c["explain_html"] for c in state["choices"]]
    assert explained and all('<abbr class="jinro-rule"' in e and "<a " not in e for e in explained)
