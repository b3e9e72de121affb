"""Handouts (issue 19, part 6): the HTML report of a game and the role cards.

What a viewer may see is decided by the rules' privacy rules, and the report must
follow them: NEM-05 (all information is private except what is face-up), NEM-70
(what is public), SEI-60, LOT-70 and MAH-50 (each game's private facts), LOT-03 (role
counts are never revealed). The engine writes them as each event's ``visible_to``; these tests check the
report shows a viewer exactly the events it saw, and nothing that depends on the facts
hidden from it (a twin deal that differs only there gives the same page).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from games import GAMES, fewest_players

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.analysis import Report, report, role_cards
from jinro_lab.core.engine import Game
from jinro_lab.core.registry import dealt_roles, role_ids, role_name, role_rule
from jinro_lab.core.render import PRIVATE_MARK
from jinro_lab.testing import conformance
from jinro_lab.variants import renderer

#: every registered game at its smallest table, so the tests stay quick (the sizes the
#: browser test prints are larger)
PLAYERS = {game: fewest_players(game) for game in GAMES}
VARIANTS = sorted(PLAYERS)
LANGS = ("en", "ja")
#: elements whose content is not text (and never holds a name)
VOID = {"meta", "img", "br", "hr", "link", "input", "col", "area", "base", "source", "wbr"}


class _Page(HTMLParser):
    """The text a person can read in a page (text, SVG text and titles, alt and aria
    labels), and whether its elements are balanced."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []
        self.open: list[str] = []
        self.problems: list[str] = []
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("alt", "aria-label", "title") and value:
                self.texts.append(value)
            if name in ("src", "href", "xlink:href") and value and not value.startswith("data:"):
                self.urls.append(value)
        if tag not in VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("src", "href", "xlink:href") and value and not value.startswith("data:"):
                self.urls.append(value)

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1] != tag:
            self.problems.append(f"</{tag}> closes {self.open[-1] if self.open else 'nothing'}")
            return
        self.open.pop()

    def handle_data(self, data: str) -> None:
        if data.strip() and (not self.open or self.open[-1] != "style"):
            self.texts.append(data)


def parsed(html: str) -> _Page:
    page = _Page()
    page.feed(html)
    page.close()
    return page


def text_of(html: str) -> str:
    """Everything a person can read on the page, one piece a line."""
    return "\n".join(parsed(html).texts)


def lines_of(page: str) -> set[str]:
    """The pieces of text of a page, a private event's mark taken off its log line."""
    return {line.removeprefix(PRIVATE_MARK + " ") for line in page.splitlines()}


def played(variant: str, seed: int, actions: int | None = None) -> Game:
    """A seeded game of random agents: finished, or stopped after ``actions`` actions."""
    players = PLAYERS[variant]
    # the conformance suite's setups: the roles dealt explicitly, so that twin deals can be made
    game = jl.new_game(variant, players=players, seed=seed, **conformance(variant).setup(seed, players))
    agents = [RandomAgent(seed * 100 + s) for s in range(players)]
    if actions is None:
        return play_game(game, agents)
    for _ in range(actions):
        if game.over:
            break
        seat = game.to_act()[0]
        game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))
    return game


@pytest.fixture(scope="module")
def finished() -> dict[str, Game]:
    return {v: played(v, seed=5) for v in VARIANTS}


def texts(game: Game, lang: str, events: Any) -> set[str]:
    render = renderer(game.variant)
    return {render.event_text(e, lang) for e in events}


def secrets_from(game: Game, viewer: jl.Viewer, lang: str) -> set[str]:
    """The rendered texts of the events ``viewer`` did not see (but those that read the
    same as an event it saw: the same words say nothing more)."""
    seen = game.events_seen_by(viewer)
    hidden = [e for e in game.log if e not in seen]
    return texts(game, lang, hidden) - texts(game, lang, seen)


# ----- what a viewer sees ------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", VARIANTS)
def test_public_report_shows_no_private_event(finished: dict[str, Game], variant: str, lang: str) -> None:
    """NEM-05, SEI-60, LOT-70, MAH-50: no event the table did not see is in the public
    report, as the kit writes it; every public event is."""
    game = finished[variant]
    page = text_of(report(game, lang=lang, graphs=False).html)
    secrets = secrets_from(game, jl.PUBLIC, lang)
    assert secrets, "the game should have private events"
    assert not [s for s in secrets if s in page]
    assert texts(game, lang, game.events_seen_by(jl.PUBLIC)) <= lines_of(page)
    seed = {
        "en": "known to the game master only (the seed replays the deal)",
        "ja": "ゲームマスターのみ（シードから配役を再現できるため）",
    }
    assert seed[lang] in lines_of(page)  # the seed would let anyone replay the deal


@pytest.mark.parametrize("variant", VARIANTS)
def test_seat_report_holds_its_own_secrets_only(finished: dict[str, Game], variant: str) -> None:
    """A seat's report has every event it saw (its private ones too) and no event it did not see."""
    game = finished[variant]
    for lang in LANGS:
        page = text_of(report(game, viewer=1, lang=lang, graphs=False).html)
        mine = [e for e in game.events_seen_by(1) if e.visible_to is not None]
        assert mine, "seat 1 should have seen private events"
        assert texts(game, lang, game.events_seen_by(1)) <= lines_of(page)
        assert not [s for s in secrets_from(game, 1, lang) if s in page]


@pytest.mark.parametrize("variant", VARIANTS)
def test_game_master_report_holds_everything(finished: dict[str, Game], variant: str) -> None:
    game = finished[variant]
    for lang in LANGS:
        page = report(game, viewer=None, lang=lang, graphs=False).html
        lines = lines_of(text_of(page))
        assert texts(game, lang, game.log) <= lines
        assert str(game.seed) in lines  # the game master's report names the seed (the others do not)
        assert renderer(variant).result_text(game.result, lang) in lines


def twin_of(variant: str) -> tuple[Game, Game]:
    """An unfinished game and a twin of it that differs only in facts hidden from a seat
    (so hidden from the table too): hidden roles swapped, hands or the pile rearranged."""
    spec = conformance(variant)
    for seed in range(40):
        for actions in (12, 6, 3):
            game = played(variant, seed, actions)
            if game.over:
                continue
            for seat in range(game.players):
                for twin in spec.hidden_twins(game, seat):
                    if twin.view(None) != game.view(None):
                        return game, twin
    raise AssertionError(f"no twin found for {variant}")


@pytest.mark.parametrize("variant", VARIANTS)
def test_public_report_does_not_depend_on_hidden_facts(variant: str) -> None:
    """The public report of a deal equals that of another deal which differs only in
    what the table cannot know (NEM-05, SEI-60, LOT-03, MAH-50), graphs included; the
    game master's reports of the two differ (the comparison can fail)."""
    game, twin = twin_of(variant)
    for lang in LANGS:
        assert report(game, lang=lang).html == report(twin, lang=lang).html
    assert report(game, viewer=None, graphs=False).html != report(twin, viewer=None, graphs=False).html


# ----- the page ------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", VARIANTS)
def test_report_is_valid_self_contained_html(finished: dict[str, Game], variant: str) -> None:
    html = report(finished[variant], lang="ja").html
    page = parsed(html)
    assert html.startswith('<!DOCTYPE html>\n<html lang="ja">')
    assert not page.problems and page.open == [], (page.problems, page.open)
    assert page.urls == [] and "http" not in html
    assert not re.findall(r"url\((?!#)", html)  # only the SVG's own markers (url(#arrow...))
    assert "<script" not in html.lower() and "<link" not in html.lower()
    assert html.count("<svg") >= 2 and "data:image/png;base64," in html  # table pictures and graphs inline
    assert "@page" in html and "break-inside: avoid" in html and "A4" in html
    assert not re.search(r"object at 0x|\['|\('|<jinro_lab", text_of(html))  # no Python repr for people


def test_report_takes_a_record_or_its_json_and_an_unfinished_game(finished: dict[str, Game]) -> None:
    game = finished[VARIANTS[0]]
    html = report(game, graphs=False).html
    assert report(game.record(), graphs=False).html == html
    assert report(game.record().to_json(), graphs=False).html == html
    start = played(VARIANTS[0], seed=5, actions=4)
    page = text_of(report(start, lang="ja", graphs=False).html)
    assert "ゲームはまだ終わっていません。" in page


def test_report_saves_and_shows_itself(tmp_path: Path, finished: dict[str, Game]) -> None:
    game = finished[VARIANTS[0]]
    target = tmp_path / "public.html"
    handout = report(game, lang="ja", path=target, graphs=False)
    assert isinstance(handout, Report)
    assert target.read_text(encoding="utf-8") == handout.html
    assert handout.save(tmp_path / "again.html") == tmp_path / "again.html"
    frame = handout._repr_html_()
    assert frame.startswith("<iframe") and "srcdoc=" in frame and "<svg" not in frame  # escaped inside srcdoc
    assert "object at" not in repr(handout) and "KB" in repr(handout)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"viewer": "GM"}, "no viewer 'GM'"),
        ({"viewer": True}, "no viewer True"),
        ({"lang": "fr"}, "lang must be one of 'en', 'ja', got 'fr'"),
        ({"scale": 9}, "scale must be a number from 0.5 to 4"),
    ],
)
def test_bad_arguments_are_refused(finished: dict[str, Game], kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(jl.JinroError, match=message):
        report(finished[VARIANTS[0]], graphs=False, **kwargs)


def test_a_viewer_beyond_the_last_seat_is_refused_naming_the_viewers(finished: dict[str, Game]) -> None:
    game = finished[VARIANTS[0]]
    beyond, last = game.players, game.players - 1
    allowed = rf"choose PUBLIC \(the table\), None \(the game master\) or a seat 0\.\.{last}"
    with pytest.raises(jl.JinroError, match=rf"no viewer {beyond}; {allowed}"):
        report(game, graphs=False, viewer=beyond)


def test_a_bad_game_is_refused() -> None:
    with pytest.raises(jl.InvalidArgument, match="expected a game, a GameRecord or its JSON, got 42"):
        report(42)  # type: ignore[arg-type]
    with pytest.raises(jl.InvalidRecord):
        role_cards("{not json")
    with pytest.raises(jl.InvalidArgument, match="lang must be"):
        role_cards(jl.new_game(VARIANTS[0], seed=1), lang="de")


# ----- role cards ------------------------------------------------------------------------------
def cards_of(html: str) -> dict[int, str]:
    """Each seat's card (its section of the page), by seat."""
    found = re.findall(r'<section class="jinro-card" data-seat="(\d+)">(.*?)</section>', html, re.S)
    return {int(seat): body for seat, body in found}


def start_of(game: Game) -> Game:
    record = game.record()
    return jl.new_game(record.variant, seed=record.seed, **record.setup)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", VARIANTS)
def test_role_cards_one_page_per_seat_each_with_its_secret_only(
    finished: dict[str, Game], variant: str, lang: str
) -> None:
    """A game-master page, then one card per seat holding the private events that seat
    saw before the first choice, and no private event of the start that it did not see."""
    game = finished[variant]
    html = role_cards(game, lang=lang).html
    assert html.count('class="jinro-gm-page"') == 1
    assert html.count("break-after: page") >= 1 and "size: A4 portrait" in html
    cards = cards_of(html)
    assert sorted(cards) == list(range(game.players))
    start = start_of(game)
    render = renderer(variant)
    private = [e for e in start.log if e.visible_to is not None]
    assert private, "the deal should hold secrets"
    for seat, card in cards.items():
        page = text_of(card)
        own = [e for e in private if e.visible_to is not None and seat in e.visible_to]
        for e in own:
            assert render.event_text(e, lang) in page
        others = texts(start, lang, [e for e in private if e not in own]) - texts(start, lang, own)
        assert not [t for t in others if t in page], f"seat {seat}'s card shows another seat's secret"
        assert "jinro-fold" in card
    gm = text_of(html.split('<section class="jinro-card"')[0])
    seats_secrets = [e for e in private if e.visible_to]  # not the game master's own (the deck's order)
    assert texts(start, lang, seats_secrets) <= {t for line in gm.splitlines() for t in line.split("; ")}


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_card_does_not_depend_on_what_its_seat_cannot_know(variant: str) -> None:
    """A seat's card is the same in a deal that differs only in facts hidden from that
    seat at the start (others' hands or roles swapped): NEM-05, SEI-60, LOT-70, MAH-50."""
    spec = conformance(variant)
    compared = 0
    for seed in range(10):
        game = played(variant, seed, actions=0)
        for seat in range(game.players):
            for twin in spec.hidden_twins(game, seat):
                mine, theirs = role_cards(game).html, role_cards(twin).html
                assert cards_of(mine)[seat] == cards_of(theirs)[seat]
                if dealt_roles(game) != dealt_roles(twin):  # (a twin may differ only in the deck's order)
                    assert mine != theirs  # the deals differ: the game master's page shows it
                compared += 1
            if compared >= 3:
                return
    assert compared, f"no twin deal found for {variant}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", VARIANTS)
def test_each_card_shows_its_own_roles_rule_and_no_other(finished: dict[str, Game], variant: str, lang: str) -> None:
    """Each seat's card holds the rule of the role it was dealt (SEI-01, LOT-02, MAH-01;
    a game of cards in hand: each card of its starting hand, NEM-01) named as the kit names it, and
    no rule of a role it does not hold (a rule would tell the role: LOT-03, SEI-60, MAH-50)."""
    game = finished[variant]
    start = start_of(game)
    cards = cards_of(role_cards(game, lang=lang).html)
    colon = ": " if lang == "en" else "："
    for seat, card in cards.items():
        page = text_of(card)
        view = start.view(seat)
        hand = getattr(view, "hand", None)  # a game of cards in hand: each card of it
        own = set(hand) if hand else {dealt_roles(start)[seat]}
        assert own
        for role in own:
            assert role_name(variant, role, lang) + colon + role_rule(variant, role, lang) in page, (seat, role)
        shared = {role_rule(variant, r, lang) for r in own}  # (the two lawyers share one rule, SEI-05)
        for role in set(role_ids(variant)) - own:
            rule = role_rule(variant, role, lang)
            assert rule in shared or rule not in page, (seat, role)
