"""Handouts: a game as a printable HTML report, and role cards for a real table.

:func:`report` writes a whole game as one viewer saw it: a self-contained HTML page
(inline CSS, the table pictures as inline SVG, the graphs as inline PNG, no script,
no external address, the system's fonts) that reads on screen and prints cleanly on
A4. It holds the title (the game, its players, the viewer, the language), the setup
as the viewer knew it, then each step at which the viewer saw something (the table
picture after it, the log lines it saw, the vote graph of each vote round it saw
closed), the information-flow graph of everything it saw, and the result and why
(the kit's result text; for a seat, the facts it learned).

Everything in a report is built from what the viewer saw: ``game.events_seen_by``,
``game.view`` and ``game.acting`` of that viewer at each step. The table
(:data:`~jinro_lab.core.viewers.PUBLIC`, the default) sees the public events only,
so a public report is safe on a projector or as a handout: it holds no hand, no role
and no private fact that the table did not see. The seed is printed in the game
master's report only: with the kit, the seed replays the deal.

:func:`role_cards` prints the cards for playing at a real table with the notebook as
the game master: a first page for the game master (the seating, every seat's secret,
what to do), then one page per seat with that seat's secret at the start only (its
own starting view and the private events it saw before the first choice), a
reminder of its role's one-line rule in the cards' language, and a fold line.

>>> import jinro_lab as jl
>>> from jinro_lab.agents import RandomAgent, play_game
>>> game = play_game(jl.new_game("nemuranai", players=3, seed=2), [RandomAgent(s) for s in range(3)])
>>> handout = report(game, lang="ja", graphs=False)      # the table's view, in Japanese
>>> handout.html.startswith("<!DOCTYPE html>"), "http" in handout.html
(True, False)
>>> cards = role_cards(game)                             # cards.save("cards.html"), then print it
>>> cards.html.count('class="jinro-card"')
3

In a notebook, a :class:`Report` shows itself (in a frame, so its page style stays
its own); ``report(game, viewer=2, path="seat2.html")`` also saves it.
"""

from __future__ import annotations

import base64
import os
from collections.abc import Callable, Iterable, Sequence
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.engine import Game
from ..core.errors import InvalidArgument, describe
from ..core.events import Knowledge, VoteResult
from ..core.history import as_record, walk
from ..core.i18n import LANGS, Labels
from ..core.record import GameRecord, replay
from ..core.registry import load, lookup, renderer, role_name, role_rule
from ..core.render import PRIVATE_MARK, events_text
from ..core.svg import FONT, checked_scale
from ..core.viewers import PUBLIC, Viewer, check_viewer, viewer_name

if TYPE_CHECKING:
    from .pictures import Kind, TablePicture

__all__ = ["Report", "report", "role_cards"]

#: the page's fonts: the pictures' (Japanese first), then the CJK fonts of other systems
FONTS = FONT.replace(", sans-serif", ", 'Hiragino Sans', 'Yu Gothic', Meiryo, sans-serif")
#: the graphs' resolution in a report (dots per inch): sharp enough to print
DPI = 110

_t = Labels(
    {
        "report": ("Game report", "ゲームの記録"),
        "page title": ("{}: {} — {}", "{}：{}（{}）"),
        "labelled": ("{}: {}", "{}：{}"),
        "game": ("game", "ゲーム"),
        "players": ("players", "人数"),
        "seed": ("seed", "シード"),
        "seed hidden": (
            "known to the game master only (the seed replays the deal)",
            "ゲームマスターのみ（シードから配役を再現できるため）",
        ),
        "viewer": ("viewer", "視点"),
        "language": ("language", "言語"),
        "language name": ("English", "日本語"),
        "status": ("status", "状況"),
        "finished": (("finished after {} step", "finished after {} steps"), "終了（{}ステップ）"),
        "unfinished": (
            ("not finished: {} step so far", "not finished: {} steps so far"),
            "未終了（ここまで{}ステップ）",
        ),
        "setup": ("Setup", "準備"),
        "setup note": ("What {} knew before the first choice.", "最初の選択の前に{}が知っていたこと。"),
        "step": ("Step {} of {}", "ステップ{}／{}"),
        "private": ("{} seen by some seats only", "{} 一部の席だけが見た出来事"),
        "no events": ("nothing", "なし"),
        "vote": ("Vote graph: {}", "投票グラフ：{}"),
        "graphs": ("The whole game", "ゲーム全体"),
        "flow": ("Information flow", "情報の流れ"),
        "rooms": ("Rooms", "部屋"),
        "result": ("Result", "結果"),
        "not over": ("The game is not over yet.", "ゲームはまだ終わっていません。"),
        "learned": ("What {} learned", "{}が知ったこと"),
        "picture": ("The table as {} saw it", "{}から見たテーブル"),
        # role cards
        "cards": ("Role cards", "役職カード"),
        "gm page": ("For the game master only", "ゲームマスター専用"),
        "gm steps": (
            "Print this file (one page per seat after this one). Fold each card along its dashed line, "
            "or cut along it, so that its secret is inside, and give each seat its card face down. "
            "Keep this page: it shows every seat's secret.",
            "このファイルを印刷してください（このページの後に1席1ページ）。各カードを点線で折るか切り、"
            "秘密が内側になるようにして、各席に伏せて配ってください。このページは全員の秘密が"
            "書かれているので、手元に置いてください。",
        ),
        "gm notebook": (
            "Run the game in the notebook as the game master: each seat tells you its choices.",
            "ゲームはノートブックをゲームマスターとして進めます。各席の選択を聞いて入力してください。",
        ),
        "seating": ("Seating", "席順"),
        "name": ("player's name", "プレイヤーの名前"),
        "start secrets": ("What each seat learns at the start", "各席が最初に知ること"),
        "card cover": (
            "Your card: open it only when the game master says so.",
            "あなたのカード：ゲームマスターの合図で開いてください。",
        ),
        "fold": ("fold here: the secret inside", "ここで折る（秘密は内側）"),
        "secret": ("Your secret", "あなたの秘密"),
        "start": ("At the start you see", "最初にあなたに見えるもの"),
        "you learn": ("You learn", "あなたが知ること"),
        "nothing secret": ("nothing secret yet", "まだ秘密はありません"),
        "reminder": ("Your rule", "あなたのルール"),
        "rule line": ("{}: {}", "{}：{}"),
    }
)

_CSS = """
* { box-sizing: border-box; }
body { font-family: FONTS; font-size: 11pt; line-height: 1.45; color: #111; background: #fff;
       margin: 1.5em; }
h1 { font-size: 18pt; margin: 0 0 0.4em; }
h2 { font-size: 13pt; margin: 0 0 0.4em; border-bottom: 1px solid #999; }
h3 { font-size: 11.5pt; margin: 0.8em 0 0.3em; }
table.jinro-facts td { padding: 1px 1.2em 1px 0; vertical-align: top; }
table.jinro-facts td:first-child { color: #444; }
section { margin: 0 0 1.6em; }
.jinro-picture { overflow-x: auto; line-height: 0; margin: 0.3em 0; }
.jinro-graph img { display: block; margin: 0.3em 0; height: auto; }
figure { margin: 0.6em 0; }
ol.jinro-log { margin: 0.3em 0; padding-left: 2.2em; }
ol.jinro-log li.jinro-private { color: #5a3800; }
p.jinro-note { color: #444; margin: 0.2em 0; }
.jinro-result p { font-weight: bold; }
table.jinro-seating { border-collapse: collapse; }
table.jinro-seating td, table.jinro-seating th { border: 1px solid #777; padding: 3px 0.8em; text-align: left; }
table.jinro-seating td.jinro-name { width: 11em; }
table.jinro-seating td:first-child { white-space: nowrap; }
.jinro-card .jinro-cover { min-height: 40vh; }
.jinro-card .jinro-seat-number { font-size: 40pt; font-weight: bold; margin: 0.2em 0; }
.jinro-fold { border-top: 2px dashed #444; margin: 1em 0; padding-top: 0.2em; color: #444; font-size: 10pt;
              text-align: center; }
@page { size: A4 PAGE; margin: 14mm 10mm 11mm 10mm;
        @top-center { content: "HEADER"; font-family: FONTS; font-size: 9pt; color: #444; }
        @bottom-right { content: counter(page) " / " counter(pages); font-family: FONTS; font-size: 9pt; } }
@media print {
  body { margin: 0; }
  section.jinro-step, section.jinro-setup, .jinro-graph, .jinro-result { break-inside: avoid; }
  h2, h3 { break-after: avoid; }
  ol.jinro-long { columns: 2; column-gap: 2.5em; }
  ol.jinro-log li { break-inside: avoid; }
  .jinro-picture { overflow: visible; }
  .jinro-picture svg, .jinro-graph img { max-width: 100%; height: auto; }
  .jinro-graph img { max-height: 165mm; width: auto; }
  .jinro-gm-page, .jinro-card { break-after: page; }
  .jinro-card:last-of-type { break-after: auto; }
  .jinro-card .jinro-cover { min-height: 90mm; }
  .jinro-card .jinro-picture svg { max-height: 85mm; width: auto; }
  .jinro-gm-page table.jinro-seating { font-size: 9.5pt; }
}
"""


class Report:
    """A handout: one self-contained HTML page (:attr:`html`).

    ``save(path)`` writes it (UTF-8) and returns the path; a notebook shows it in a
    frame (:meth:`_repr_html_`); ``str()`` of it is the HTML."""

    def __init__(self, html: str, title: str):
        self.html = html
        self.title = title

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write the page to ``path`` (a ``.html`` file, UTF-8) and return its :class:`~pathlib.Path`."""
        if not isinstance(path, str | os.PathLike):
            raise InvalidArgument(f"path must be a file name or a path, got {describe(path)}")
        target = Path(path)
        target.write_text(self.html, encoding="utf-8")
        return target

    def _repr_html_(self) -> str:
        """The page in a frame of its own (its style and print rules do not touch the notebook's)."""
        return (
            f'<iframe title="{escape(self.title)}" srcdoc="{escape(self.html, quote=True)}"'
            ' style="width:100%;height:640px;border:1px solid #bbb;background:#fff"></iframe>'
        )

    def __str__(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return f"{self.title} ({len(self.html.encode()) // 1024} KB of HTML)"


# ----- the report ----------------------------------------------------------------------
def report(
    game: Game | GameRecord | str,
    viewer: Viewer = PUBLIC,
    lang: str = "en",
    path: str | os.PathLike[str] | None = None,
    scale: float = 1.0,
    *,
    graphs: bool = True,
) -> Report:
    """A game as ``viewer`` saw it, as a printable, self-contained HTML page.

    ``game``: a game (finished or not), a :class:`~jinro_lab.core.record.GameRecord`
    or its JSON. ``viewer``: :data:`~jinro_lab.core.viewers.PUBLIC` (the table: what
    everyone saw, the default), ``None`` (the game master: everything) or a seat.
    ``lang``: ``"en"`` or ``"ja"``. ``path``: also save it there. ``scale``: how much
    larger than their own size the pictures are drawn (0.5 .. 4). ``graphs``: draw the
    vote and information-flow graphs (matplotlib; off, the report is text and table
    pictures only, and quicker).

    >>> import jinro_lab as jl
    >>> game = jl.new_game("mahou_toshi", players=5, seed=4)
    >>> page = report(game, viewer=0, graphs=False)     # an unfinished game, as seat 0 saw it
    >>> "not over yet" in page.html
    True
    """
    record, final = _checked(game, lang, scale)
    check_viewer(viewer, final.players)
    info = lookup(record.variant)
    render = renderer(record.variant)
    players = final.players
    pictures = _Pictures(record.variant, players, lang, scale) if graphs else None
    who = viewer_name(viewer, lang)

    steps: list[tuple[int, list[str]]] = []
    seen: tuple[Any, ...] = ()
    own = _OwnGraphs(pictures, lang) if pictures is not None else None
    total = 0
    for step, (_, state) in enumerate(walk(record)):
        total = step
        before = len(seen)
        seen = state.events_seen_by(viewer)
        new = seen[before:]
        if step and not new:
            continue  # nothing this viewer saw happened at this step
        view = state.view(viewer)
        picture = _svg(render.table_svg(view, lang, scale=scale, acting=tuple(state.acting(viewer))))
        parts = [
            f'<div class="jinro-picture" role="img" aria-label="{escape(_t("picture", lang, who))}">{picture}</div>'
        ]
        parts.append(_log(new, render, lang))
        if pictures is not None:
            for vote, round_ in _closed_votes(new):
                parts.append(pictures.vote(seen, vote, round_))
            for kind, build in info.graphs.items():  # the game's own graphs (LotRO's rooms)
                assert own is not None  # made with the pictures
                own.see(kind, load(build)(seen), len(steps))
        steps.append((step, parts))

    if own is not None:
        own.place(steps)
    body = [_title_block(record, final, viewer, lang, total)]
    for step, parts in steps:
        content = "".join(parts)
        if step == 0:
            note = f'<p class="jinro-note">{escape(_t("setup note", lang, who))}</p>'
            body.append(f'<section class="jinro-setup"><h2>{escape(_t("setup", lang))}</h2>{note}{content}</section>')
        else:
            head = escape(_t("step", lang, step, total))
            body.append(f'<section class="jinro-step"><h2>{head}</h2>{content}</section>')
    if pictures is not None:
        flow = pictures.flow(seen, viewer)
        body.append(f'<section class="jinro-graphs"><h2>{escape(_t("graphs", lang))}</h2>{flow}</section>')
    body.append(_result_block(final, viewer, render, lang, seen))

    title = _page_title(record, viewer, lang)
    page = _page(title, lang, "landscape", "\n".join(body))
    result = Report(page, title)
    if path is not None:
        result.save(path)
    return result


def _checked(game: Any, lang: Any, scale: Any) -> tuple[GameRecord, Game]:
    """The record and the game at its end, after checking the arguments."""
    if lang not in LANGS:
        raise InvalidArgument(f"lang must be one of {', '.join(map(repr, LANGS))}, got {describe(lang)}")
    checked_scale(scale)
    record = as_record(game)
    return record, (game if isinstance(game, Game) else replay(record))


def _title_block(record: GameRecord, final: Game, viewer: Viewer, lang: str, steps: int) -> str:
    info = lookup(record.variant)
    status = _t("finished" if final.over else "unfinished", lang, steps)
    seed = str(record.seed) if viewer is None else _t("seed hidden", lang)
    facts = [
        ("game", _game_name(record.variant, lang)),
        ("players", str(final.players)),
        ("viewer", viewer_name(viewer, lang)),
        ("status", status),
        ("seed", seed),
        ("language", _t("language name", lang)),
    ]
    rows = "".join(f"<tr><td>{escape(_t(k, lang))}</td><td>{escape(v)}</td></tr>" for k, v in facts)
    head = _t("labelled", lang, _t("report", lang), info.title_ja)
    return f'<header><h1>{escape(head)}</h1><table class="jinro-facts">{rows}</table></header>'


def _game_name(variant: str, lang: str) -> str:
    info = lookup(variant)
    return info.title_ja if lang == "ja" else f"{info.title_ja} ({info.id})"


def _page_title(record: GameRecord, viewer: Viewer, lang: str) -> str:
    return _t("page title", lang, _t("report", lang), _game_name(record.variant, lang), viewer_name(viewer, lang))


def _log(events: Sequence[Any], render: Any, lang: str) -> str:
    """The log lines of ``events``, private ones marked (and a key to the mark)."""
    if not events:
        return f'<p class="jinro-note">{escape(_t("no events", lang))}</p>'
    lines = []
    for e, text in zip(events, events_text(events, render, lang), strict=True):
        cls = ' class="jinro-private"' if e.visible_to is not None else ""
        lines.append(f"<li{cls}>{escape(text)}</li>")
    key = ""
    if any(e.visible_to is not None for e in events):
        key = f'<p class="jinro-note">{escape(_t("private", lang, PRIVATE_MARK))}</p>'
    long = " jinro-long" if len(lines) > 8 else ""  # printed in two columns
    return f'<ol class="jinro-log{long}">{"".join(lines)}</ol>{key}'


def _closed_votes(events: Iterable[Any]) -> list[tuple[str, int]]:
    """The vote rounds whose result is among ``events``, in order."""
    return [(e.vote, e.round) for e in events if type(e) is VoteResult]


def _result_block(final: Game, viewer: Viewer, render: Any, lang: str, seen: Sequence[Any]) -> str:
    parts = [f"<h2>{escape(_t('result', lang))}</h2>"]
    if final.result is None:
        parts.append(f"<p>{escape(_t('not over', lang))}</p>")
    else:
        parts.append(f"<p>{escape(render.result_text(final.result, lang))}</p>")
    if isinstance(viewer, int):
        facts = [e for e in seen if type(e) is Knowledge and e.observer == viewer]
        parts.append(f"<h3>{escape(_t('learned', lang, viewer_name(viewer, lang)))}</h3>")
        if facts:
            items = "".join(f"<li>{escape(render.event_text(e, lang))}</li>" for e in facts)
            parts.append(f'<ol class="jinro-log">{items}</ol>')
        else:
            parts.append(f'<p class="jinro-note">{escape(_t("no events", lang))}</p>')
    return f'<section class="jinro-result">{"".join(parts)}</section>'


class _Pictures:
    """The graphs of one report, each kind drawn by one :class:`TablePicture` (made at
    its first graph: matplotlib loads then), as inline PNG."""

    def __init__(self, variant: str, players: int, lang: str, scale: float):
        self.variant, self.players, self.lang, self.scale = variant, players, lang, scale
        self._pictures: dict[str, TablePicture] = {}

    def png(self, kind: Kind, graph: Any) -> bytes:
        picture = self._pictures.get(kind)
        if picture is None:
            from .pictures import TablePicture

            picture = self._pictures[kind] = TablePicture(
                kind, self.players, self.lang, DPI, variant=self.variant, scale=self.scale
            )
        return picture.png(graph)

    def vote(self, seen: Sequence[Any], vote: str, round_: int) -> str:
        """The vote graph of one round, from the events the viewer saw."""
        from .graphs import vote_graph, vote_label

        graph = vote_graph(seen, players=self.players, vote=vote, round=round_)
        return _img(self.png("vote", graph), _t("vote", self.lang, vote_label(vote, round_, self.lang)), "jinro-graph")

    def flow(self, seen: Sequence[Any], viewer: Viewer) -> str:
        """The information flow of the whole game, from the events the viewer saw."""
        from .graphs import info_flow_graph

        graph = info_flow_graph(seen, seat=viewer if isinstance(viewer, int) else None, players=self.players)
        png = self.png("flow", graph)
        return _img(png, _t("flow", self.lang), "jinro-graph", self._pictures["flow"].key)


class _OwnGraphs:
    """A game's own graphs (LotRO's rooms of a night), one picture per graph as it was
    last drawn before the next one began (a graph's ``night``: a new night's rooms),
    placed at the step where it was last seen; a graph without ``night`` is shown at
    each step where it changed."""

    def __init__(self, pictures: _Pictures, lang: str):
        self.pictures, self.lang = pictures, lang
        self.shown: list[tuple[int, str, Any]] = []  # (step index, kind, graph)
        self.pending: dict[str, tuple[int, Any]] = {}

    def see(self, kind: str, graph: Any, index: int) -> None:
        last = self.pending.get(kind)
        if last is not None:
            if "night" in graph.graph:
                begun = last[1].graph.get("night") != graph.graph["night"]
            else:
                begun = _graph_key(last[1]) != _graph_key(graph)
            if begun:
                self.shown.append((last[0], kind, last[1]))
        self.pending[kind] = (index, graph)

    def place(self, steps: list[tuple[int, list[str]]]) -> None:
        """Add the pictures to the steps' parts."""
        shown = self.shown + [(index, kind, graph) for kind, (index, graph) in self.pending.items()]
        for index, kind, graph in shown:
            if not graph.number_of_nodes():
                continue  # no rooms yet
            png = self.pictures.png(kind, graph)
            steps[index][1].append(_img(png, _t(kind, self.lang) if kind in _t.table else kind, "jinro-graph"))


def _graph_key(graph: Any) -> tuple[Any, ...]:
    return (sorted(graph.nodes(data=True), key=repr).__repr__(), sorted(graph.edges(data=True), key=repr).__repr__())


def _img(png: bytes, caption: str, cls: str, key: Sequence[str] = ()) -> str:
    """A PNG inline, shown at the size it was drawn for (its pixels at :data:`DPI`),
    with its key (the tagged arrows in full) under it."""
    data = base64.b64encode(png).decode("ascii")
    width = int.from_bytes(png[16:20], "big") * 96 // DPI  # the IHDR chunk's width, in CSS pixels
    lines = "".join(f"<div>{escape(line)}</div>" for line in key)
    return (
        f'<figure class="{cls}"><figcaption><h3>{escape(caption)}</h3></figcaption>'
        f'<img alt="{escape(caption)}" width="{width}" src="data:image/png;base64,{data}">'
        + (f'<div class="jinro-key">{lines}</div>' if key else "")
        + "</figure>"
    )


def _svg(picture: Any) -> str:
    """A table picture for inline use: the SVG namespace is implied in HTML, so its
    ``xmlns`` goes (the page holds no address at all)."""
    return str(picture).replace(' xmlns="http://www.w3.org/2000/svg"', "", 1)


def _page(title: str, lang: str, orientation: str, body: str) -> str:
    css = _CSS.replace("FONTS", FONTS).replace("PAGE", orientation).replace("HEADER", _css_string(title))
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{escape(title)}</title>\n<style>{css}</style>\n</head>\n<body>\n{body}\n</body>\n</html>\n"
    )


def _css_string(text: str) -> str:
    """``text`` inside a CSS string (quotes and backslashes escaped; no ``<``: it sits in a style element)."""
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ").replace("<", "\\3c ")


# ----- role cards ----------------------------------------------------------------------
def role_cards(
    game: Game | GameRecord | str, lang: str = "en", path: str | os.PathLike[str] | None = None, scale: float = 1.0
) -> Report:
    """Printable role cards for playing ``game``'s deal at a real table, the notebook
    as the game master: a first page for the game master (the seating, what each
    seat learns at the start, what to do), then one page per seat (CSS ``break-after: page``)
    holding that seat's secret at the start and nothing else: its own starting view
    (``game.view(seat)`` before the first choice) and the private events it saw by
    then, its role's one-line rule in ``lang`` (the registry's ``role_rule``; in
    人狼は眠らない, its hand card's), and a fold line. A4 portrait.

    >>> import jinro_lab as jl
    >>> cards = role_cards(jl.new_game("seijika", players=6, seed=1), lang="ja")
    >>> cards.html.count('class="jinro-card"')
    6
    """
    record, final = _checked(game, lang, scale)
    render = renderer(record.variant)
    _, start = next(iter(walk(record)))  # the table before the first choice
    title = _t("labelled", lang, _t("cards", lang), _game_name(record.variant, lang))
    reminder = _reminder(record.variant, lang)

    gm = _gm_page(start, render, lang, title)
    cards = [_card(start, seat, render, lang, scale, title, reminder) for seat in range(final.players)]
    page = _page(title, lang, "portrait", "\n".join([gm, *cards]))
    result = Report(page, title)
    if path is not None:
        result.save(path)
    return result


def _secrets(start: Game, seat: int) -> list[Any]:
    """The private events ``seat`` saw before the first choice."""
    return [e for e in start.events_seen_by(seat) if e.visible_to is not None]


def _gm_page(start: Game, render: Any, lang: str, title: str) -> str:
    rows = []
    for seat in range(start.players):
        secret = "; ".join(render.event_text(e, lang) for e in _secrets(start, seat)) or _t("nothing secret", lang)
        rows.append(
            f"<tr><td>{escape(viewer_name(seat, lang))}</td><td class='jinro-name'></td><td>{escape(secret)}</td></tr>"
        )
    head = (
        f"<tr><th>{escape(_t('seating', lang))}</th><th>{escape(_t('name', lang))}</th>"
        f"<th>{escape(_t('start secrets', lang))}</th></tr>"
    )
    return (
        f'<section class="jinro-gm-page"><h1>{escape(title)}</h1><h2>{escape(_t("gm page", lang))}</h2>'
        f"<p>{escape(_t('gm steps', lang))}</p><p>{escape(_t('gm notebook', lang))}</p>"
        f'<table class="jinro-seating">{head}{"".join(rows)}</table></section>'
    )


def _card(
    start: Game, seat: int, render: Any, lang: str, scale: float, title: str, reminder: Callable[[Any], list[str]]
) -> str:
    who = viewer_name(seat, lang)
    view = start.view(seat)
    secrets = _secrets(start, seat)
    if secrets:
        learned = "".join(f"<li>{escape(render.event_text(e, lang))}</li>" for e in secrets)
        learned = f'<ol class="jinro-log">{learned}</ol>'
    else:
        learned = f'<p class="jinro-note">{escape(_t("nothing secret", lang))}</p>'
    rules = reminder(view)
    rule = ""
    if rules:
        items = "".join(f"<li>{escape(line)}</li>" for line in rules)
        rule = f"<h3>{escape(_t('reminder', lang))}</h3><ul>{items}</ul>"
    picture = _svg(render.table_svg(view, lang, scale=scale, acting=()))
    return (
        f'<section class="jinro-card" data-seat="{seat}">'
        f'<div class="jinro-cover"><p>{escape(title)}</p>'
        f'<p class="jinro-seat-number">{escape(who)}</p><p>{escape(_t("card cover", lang))}</p></div>'
        f'<div class="jinro-fold">{escape(_t("fold", lang))}</div>'
        f"<h2>{escape(_t('secret', lang))}: {escape(who)}</h2>"
        f"<h3>{escape(_t('you learn', lang))}</h3>{learned}{rule}"
        f"<h3>{escape(_t('start', lang))}</h3><div class='jinro-picture'>{picture}</div></section>"
    )


def _reminder(variant: str, lang: str) -> Callable[[Any], list[str]]:
    """What gives a seat's view the one-line rules of its own role (its hand's cards in
    人狼は眠らない), in ``lang``: ``name: rule`` lines from the registry's
    :func:`~jinro_lab.core.registry.role_rule`; none for a game that registers no roles."""
    if lookup(variant).roles is None:
        return lambda view: []

    def lines(view: Any) -> list[str]:
        role = getattr(view, "role", None)
        own = [role] if isinstance(role, str) else list(getattr(view, "hand", None) or ())
        return [
            _t("rule line", lang, role_name(variant, key, lang), role_rule(variant, key, lang))
            for key in dict.fromkeys(own)  # each role once, in order
        ]

    return lines
