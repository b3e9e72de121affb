"""The replay page (issue 37, item 7): one self-contained HTML file that steps through
a game as the table, a seat or the game master saw it.

Privacy is checked on the file itself, not on what its script shows: a seat's file
holds no event text it did not see (NEM-05, SEI-60, LOT-70, MAH-50), nothing of the
game master's view of a game still running, and is the same file, byte for byte, for
a twin deal that differs only in what the seat cannot know.
"""

from __future__ import annotations

import base64
import gzip
import html
import json
import re
from html import unescape
from html.parser import HTMLParser
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.analysis import ReplayBuilder, replay_html, replay_viewers
from jinro_lab.core.engine import Game
from jinro_lab.core.errors import InvalidArgument
from jinro_lab.core.history import decision_bounds
from jinro_lab.core.record import with_names
from jinro_lab.core.registry import lookup
from jinro_lab.core.render import PRIVATE_MARK
from jinro_lab.core.viewers import viewer_name
from jinro_lab.variants import renderer

from .test_report import LANGS, VARIANTS, played, secrets_from, texts, twin_of


def spread(i: int) -> str:
    """The ``i``-th registered game (round the list): the tests of one game each spread over the games."""
    return VARIANTS[i % len(VARIANTS)]


def shown(html: str) -> str:
    """The text a person reads in ``html``: its tags taken out (a cited rule ID's
    expansion, ``jinro_lab.rules.annotate_html``), unescaped."""
    return unescape(re.sub(r"<[^>]*>", "", html))


@pytest.fixture(scope="module")
def finished() -> dict[str, Game]:
    return {v: played(v, seed=5) for v in VARIANTS}


@pytest.fixture(scope="module")
def running() -> dict[str, Game]:
    """Games stopped halfway (every seat has seen private events by then)."""
    games = {}
    for v in VARIANTS:
        whole = len(played(v, seed=5).record().actions)
        games[v] = played(v, seed=5, actions=whole // 2)
        assert not games[v].over
    return games


def without_data(page: str) -> str:
    """The page less its data's contents (the steps' pictures and lines, JSON or gzip-packed base64)."""
    return re.sub(
        r'(<script type="application/(?:json|octet-stream)" id="jinro-data"[^>]*>).*?(</script>)',
        r"\1\2",
        page,
        flags=re.S,
    )


def data_of(page: str) -> dict[str, Any]:
    """The page's data as its script reads them (unpacked if gzip-packed)."""
    found = re.search(
        r'<script type="application/(json|octet-stream)" id="jinro-data"([^>]*)>(.*?)</script>', page, re.S
    )
    assert found, "no data in the page"
    text = found.group(3)
    if "gzip" in found.group(2):
        text = gzip.decompress(base64.b64decode(text)).decode()
    data: dict[str, Any] = json.loads(text)
    return data


def readable(page: str) -> str:
    """The file's text with the JSON and HTML escapes undone (what a search would find),
    and its log lines as a person reads them (a cited rule ID's expansion taken out)."""
    data = data_of(page)
    lines = "\n".join(shown(line) for line in data["lines"])
    return unescape(json.dumps(data, ensure_ascii=False)) + lines + unescape(page)


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.open: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag not in {"meta", "input", "br"}:
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.open and self.open[-1] == tag, f"</{tag}> closes <{self.open[-1] if self.open else None}>"
        self.open.pop()


# ----- the steps, the viewers, the languages ----------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", VARIANTS)
def test_a_replay_has_the_steppers_steps_for_every_viewer_in_its_language(
    finished: dict[str, Game], variant: str, lang: str
) -> None:
    game = finished[variant]
    page = replay_html(game, lang=lang, graphs=False)
    data = data_of(page)
    assert data["steps"] == len(decision_bounds(game.record())) > 1  # the Stepper's steps
    names = [v["name"] for v in data["viewers"]]
    assert names == [viewer_name(v, lang) for v in (jl.PUBLIC, *range(game.players), None)]
    for viewer in data["viewers"]:
        assert len(viewer["table"]) == len(viewer["span"]) == data["steps"]
    gm = data["viewers"][-1]
    start, end = gm["span"][-1]
    log = [data["lines"][k] for k in gm["log"][start:end]]
    render = renderer(variant)
    assert [shown(line).removeprefix(PRIVATE_MARK + " ") for line in log] == [
        render.event_text(e, lang) for e in game.log
    ]
    # the last picture of each viewer is its picture of the end
    assert unescape(data["store"][gm["table"][-1]]) == unescape(
        str(game.picture(None, lang=lang)).replace(' xmlns="http://www.w3.org/2000/svg"', "")
    )
    title = lookup(variant).title_ja
    assert f'<html lang="{lang}">' in page and title in page
    words = {"en": ("Next", "Step", "View"), "ja": ("次へ", "ステップ", "視点")}[lang]
    assert all(w in page for w in words)
    if lang == "ja":
        written = without_data(page)  # the packed data is base64: any letters may stand in it by chance
        assert "Next" not in written and "player" not in written
        assert "次へ" in written  # the stepper's own words are in what is left


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_replay_is_one_self_contained_valid_page(finished: dict[str, Game], variant: str) -> None:
    page = replay_html(finished[variant], lang="ja", graphs=False)
    assert page.startswith("<!DOCTYPE html>")
    assert "http://" not in page and "https://" not in page and "//" + "cdn" not in page
    parser = _Tags()
    parser.feed(page)
    parser.close()
    assert not parser.open
    assert not [(t, a) for t, a in parser.tags if "src" in a or "href" in a]  # nothing to fetch, no link
    assert [t for t, _ in parser.tags].count("script") == 2  # the data and the controls, inline
    assert '<meta name="viewport"' in page


def test_graphs_are_drawn_as_inline_svg_once_each(finished: dict[str, Game]) -> None:
    game = finished[spread(0)]
    page = replay_html(game, lang="en")
    data = data_of(page)
    assert len(data["store"]) == len(set(data["store"]))  # each picture once
    figures = {k for v in data["viewers"] for step in v["graphs"] for k in step}
    assert figures and all(data["store"][k].startswith("<figure>") for k in figures)
    assert all("<svg" in data["store"][k] for k in figures)
    assert "http" not in page
    references = [k for v in data["viewers"] for step in v["graphs"] for k in step]
    assert len(figures) < len(references)  # a figure kept for the steps (and viewers) where it is the same


def test_a_large_replay_is_packed_and_unpacks_to_the_same_data(finished: dict[str, Game]) -> None:
    game = finished[spread(1)]
    plain = replay_html(game, graphs=False, compress=False)
    packed = replay_html(game, graphs=False, compress=True)
    assert 'data-encoding="gzip"' in packed and 'data-encoding="gzip"' not in plain
    assert len(packed) < len(plain)
    assert data_of(packed) == data_of(plain)
    assert "DecompressionStream" in packed and "http" not in packed


def test_title_and_record_forms(finished: dict[str, Game]) -> None:
    game = finished[spread(2)]
    record = game.record()
    page = replay_html(record.to_json(), viewers=[jl.PUBLIC], title="A <b> & c", graphs=False)
    assert "<title>A &lt;b&gt; &amp; c</title>" in page
    assert data_of(page) == data_of(replay_html(record, viewers=[jl.PUBLIC], title="x", graphs=False))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"lang": "fr"}, "lang must be one of"),
        ({"viewers": [99]}, "no viewer 99"),
        ({"viewers": []}, "at least one viewer"),
        ({"viewers": "PUBLIC"}, "viewers must be a list"),
        ({"title": 3}, "title must be a string"),
    ],
)
def test_bad_arguments_are_refused(finished: dict[str, Game], kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidArgument, match=message):
        replay_html(finished[spread(0)], graphs=False, **kwargs)


# ----- who is in the file -----------------------------------------------------------------------
def test_replay_viewers(finished: dict[str, Game], running: dict[str, Game]) -> None:
    done, live = finished[spread(1)], running[spread(1)]
    assert replay_viewers(done) == (jl.PUBLIC, *range(done.players), None)
    assert replay_viewers(done, seat=2) == (jl.PUBLIC, 2, None)
    assert replay_viewers(live, seat=2) == (jl.PUBLIC, 2)  # no game master's view while it runs
    assert replay_viewers(live, seat=2, gm=True) == (jl.PUBLIC, 2)  # not even when asked
    assert replay_viewers(done, seat=2, gm=False) == (jl.PUBLIC, 2)
    assert replay_viewers(live) == (jl.PUBLIC, *range(live.players))
    assert replay_viewers(live, gm=True) == (jl.PUBLIC, *range(live.players), None)  # the teacher asks
    assert replay_viewers(done, gm=False) == (jl.PUBLIC, *range(done.players))
    with pytest.raises(InvalidArgument):
        replay_viewers(done, seat=done.players)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", VARIANTS)
def test_a_seats_file_of_a_running_game_holds_only_what_it_saw(
    running: dict[str, Game], variant: str, lang: str
) -> None:
    game = running[variant]
    for seat in range(game.players):
        page = replay_html(game, viewers=replay_viewers(game, seat=seat), lang=lang, graphs=seat == 1)
        text = readable(page)
        secrets = secrets_from(game, seat, lang)
        assert not [s for s in secrets if s in text], f"seat {seat}'s file holds what it did not see"
        assert texts(game, lang, game.events_seen_by(seat)) <= {
            shown(data_of(page)["lines"][k]).removeprefix(PRIVATE_MARK + " ")
            for k in data_of(page)["viewers"][1]["log"]
        }
        gm_picture = str(game.picture(None, lang=lang)).replace(' xmlns="http://www.w3.org/2000/svg"', "")
        assert gm_picture != str(game.picture(seat, lang=lang)).replace(' xmlns="http://www.w3.org/2000/svg"', "")
        assert unescape(gm_picture) not in text  # the game master's table is not in the file
        assert viewer_name(None, lang) not in [v["name"] for v in data_of(page)["viewers"]]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_seats_file_does_not_depend_on_what_it_cannot_know(variant: str) -> None:
    """A twin deal that differs only in facts hidden from a seat gives that seat the same
    file, byte for byte, graphs included; the game master's files differ."""
    game, twin = twin_of(variant)
    compared = 0
    for seat in range(game.players):
        if twin.view(seat) != game.view(seat) or twin.events_seen_by(seat) != game.events_seen_by(seat):
            continue  # a twin of another seat's secrets
        viewers = replay_viewers(game, seat=seat)
        assert replay_html(game, viewers=viewers, graphs=compared == 0) == replay_html(
            twin, viewers=viewers, graphs=compared == 0
        )
        compared += 1
    assert compared
    assert replay_html(game, viewers=[None], graphs=False) != replay_html(twin, viewers=[None], graphs=False)


def test_a_finished_games_seat_file_includes_the_game_master_when_asked(finished: dict[str, Game]) -> None:
    game = finished[spread(3)]
    page = replay_html(game, viewers=replay_viewers(game, seat=0), graphs=False)
    secrets = secrets_from(game, 0, "en")
    assert secrets and all(s in readable(page) for s in secrets)  # after the end: the reveal
    only = replay_html(game, viewers=replay_viewers(game, seat=0, gm=False), graphs=False)
    assert not [s for s in secrets if s in readable(only)]


def test_a_builder_makes_each_seats_file_drawing_each_viewer_once(finished: dict[str, Game]) -> None:
    """A live table's files: one builder, the table's and the game master's parts drawn
    once for every seat's file, each file the same as replay_html's."""
    game = finished[spread(0)]
    builder = ReplayBuilder(game, "ja", graphs=False)
    calls = []
    real = game.__class__.picture

    def counted(self: Game, viewer: Any = jl.PUBLIC, lang: str = "en", scale: float = 1.0, **named: Any) -> Any:
        calls.append(viewer)
        return real(self, viewer, lang, scale, **named)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(game.__class__, "picture", counted)
        files = [builder.html(replay_viewers(game, seat=s)) for s in range(game.players)]
    steps = data_of(files[0])["steps"]
    assert calls.count(jl.PUBLIC) == calls.count(None) == steps  # once, not once per seat
    assert all(calls.count(s) == steps for s in range(game.players))
    for seat, page in enumerate(files):
        assert page == replay_html(game, viewers=replay_viewers(game, seat=seat), lang="ja", graphs=False)


# ----- the players' names (issue 37) -------------------------------------------------------------
NAMES = {0: "<b>Aiko</b>", 2: "はると & 'Ren'"}
#: per language: seat 0 and seat 2 as the file names them (the menu's and status's text)
NAMED = {
    "en": ("seat 0 (<b>Aiko</b>)", "seat 2 (はると & 'Ren')"),
    "ja": ("席0（<b>Aiko</b>）", "席2（はると & 'Ren'）"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_players_names_are_shown_beside_their_seats_escaped(finished: dict[str, Game], lang: str) -> None:
    """A live table's record names its students: the viewer menu, the log and the line
    under the title show each name beside its seat, in the page's language; a name is
    text, never HTML (the record's ``names`` and ``names=`` alike)."""
    game = finished[spread(3)]
    page = replay_html(game, lang=lang, graphs=False, names=NAMES)
    record = with_names(game.record(), NAMES)
    assert page == replay_html(record.to_json(), lang=lang, graphs=False)  # the same from the table's saved record
    data = data_of(page)
    menu = [v["name"] for v in data["viewers"]]
    assert menu[1] == NAMED[lang][0] and menu[3] == NAMED[lang][1] and menu[2] == viewer_name(1, lang)
    escaped = {seat: html.escape(name) for seat, name in zip((0, 2), NAMED[lang], strict=True)}
    assert any(escaped[0] in line for line in data["lines"]), "no log line names seat 0"
    assert not any("<b>" in line for line in data["lines"]), "a name is HTML in the log"
    players = {"en": "Players: {}, {}", "ja": "プレイヤー：{}、{}"}[lang].format(escaped[0], escaped[2])
    assert f'<p class="jinro-names">{players}</p>' in page
    assert "<b>Aiko" not in page  # the data's names are JSON-escaped (\u003c), the page's HTML-escaped
    pictures = [p for p in data["store"] if isinstance(p, str) and p.startswith("<svg")]
    assert pictures and all(html.escape(NAMES[0], quote=False) in p for p in pictures)  # on the seats, escaped
    unnamed = replay_html(game, lang=lang, graphs=False)
    assert 'class="jinro-names"' not in unnamed and "Aiko" not in unnamed


@pytest.mark.parametrize(
    ("names", "message"), [({9: "Kai"}, "names: seat 9 is not a seat"), ({0: ""}, "'names' gives seat 0 ''")]
)
def test_bad_names_are_refused(finished: dict[str, Game], names: dict[int, str], message: str) -> None:
    with pytest.raises(InvalidArgument, match=re.escape(message)):
        replay_html(finished[spread(3)], graphs=False, names=names)
