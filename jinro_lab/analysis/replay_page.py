"""A game's replay as one self-contained HTML file (issue 37, item 7): no server, no
kernel, no network; it opens from disk on a phone, a laptop or a projector.

:func:`replay_html` steps through a game with the same steps as the
:class:`~jinro_lab.widgets.Stepper` (:func:`~jinro_lab.core.history.walk`: step 0 is
the table before the first choice, each later step the table after one decision).
At each step, for each viewer in the file, it holds the table picture (the kit's
SVG, ``game.picture(viewer)``), the log lines that viewer saw so far, and the vote
graph, the information-flow graph and the game's own graphs (LotRO's rooms) as that
viewer saw them (:func:`~jinro_lab.analysis.graphs.step_graphs`, drawn by
:meth:`~jinro_lab.analysis.pictures.TablePicture.svg`). The controls (first, back,
next, last, a slider, the viewer menu, the arrow keys) are a few lines of inline
JavaScript.

**What is in the file is decided here, not hidden by the script.** ``viewers`` names
who the file is for: :data:`~jinro_lab.core.viewers.PUBLIC` (the table), seats, and
``None`` (the game master: everything). Only their pictures, log lines and graphs are
written, so a seat's file holds nothing that seat did not see; :func:`replay_viewers`
gives a seat's file the table and the seat, and the game master's view only once the
game is over.

A live table's record names its students (``GameRecord.names``, or ``names=``): the
log, the viewer menu and a line under the title show each nickname beside its seat
(``seat 3 (Aiko)``, ``席3（あいこ）``), escaped as every text of the page is.

Each distinct picture is stored once and the steps refer to it; a graph is drawn only
where it changed. A large file (over :data:`PACK_OVER` bytes of data) is stored
gzip-compressed and unpacked by the browser (``DecompressionStream``), unless
``compress=False``.

>>> import jinro_lab as jl
>>> from jinro_lab.agents import RandomAgent, play_game
>>> game = play_game(jl.new_game("nemuranai", players=3, seed=2), [RandomAgent(s) for s in range(3)])
>>> page = replay_html(game, viewers=replay_viewers(game, seat=1), lang="ja", graphs=False)
>>> page.startswith("<!DOCTYPE html>"), "http" in page
(True, False)
"""

from __future__ import annotations

import base64
import gzip
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING, Any

from ..core.engine import Game
from ..core.errors import InvalidArgument, InvalidRecord, describe
from ..core.history import as_record, walk
from ..core.i18n import LANGS, Labels, named, seat_label
from ..core.record import GameRecord, replay, with_names
from ..core.registry import load, lookup, renderer
from ..core.render import events_text
from ..core.viewers import PUBLIC, Viewer, check_viewer, viewer_name
from ..rules import annotate_html
from .report import FONTS

if TYPE_CHECKING:
    from .pictures import Kind, TablePicture

__all__ = ["PACK_OVER", "ReplayBuilder", "replay_html", "replay_viewers"]

#: data larger than this (bytes of JSON) are gzip-compressed in the file (``compress=None``)
PACK_OVER = 2_000_000

#: the page's words: key -> (English, Japanese)
_t = Labels(
    {
        "replay": ("Replay", "リプレイ"),
        "title": ("{}: replay", "{}のリプレイ"),
        "first": ("First", "最初"),
        "back": ("Back", "戻る"),
        "next": ("Next", "次へ"),
        "last": ("Last", "最後"),
        "step": ("Step", "ステップ"),
        "step of": ("Step {} of {}", "ステップ {}/{}"),
        "start": ("the start", "開始時"),
        "viewer": ("View", "視点"),
        "table": ("The table", "テーブル"),
        "log": ("What this view saw (newest last)", "この視点から見えた出来事（新しいものが下）"),
        "no events": ("Nothing yet.", "まだありません。"),
        "graphs": ("Graphs", "グラフ"),
        "vote": ("Vote graph: {}", "投票グラフ：{}"),
        "no vote": ("Vote graph: no vote yet", "投票グラフ：まだ投票なし"),
        "flow": ("Information flow", "情報の流れ"),
        "rooms": ("Rooms", "部屋"),
        "players": (("{} player", "{} players"), "{}人"),
        "names": ("Players: {}", "プレイヤー：{}"),
        "and": (", ", "、"),
        "facts": ("{} · {}", "{}、{}"),
        "zoom": ("Zoom", "拡大"),
        "finished": ("finished", "終了"),
        "unfinished": ("not finished: the game so far", "未終了（ここまでの記録）"),
        "keys": (
            "Keys: ← → step, Home / End the first and last step.",
            "キー操作：←→で1ステップずつ、Home/Endで最初と最後へ。",
        ),
        "script": (
            "This replay needs JavaScript (it uses no network).",
            "このリプレイにはJavaScriptが必要です（ネットワークは使いません）。",
        ),
        "old browser": (
            "This browser cannot unpack the replay: open it in a recent Chrome, Edge, Firefox or Safari.",
            "このブラウザではリプレイを展開できません。最新のChrome、Edge、Firefox、Safariで開いてください。",
        ),
    }
)


def replay_viewers(
    game: Game | GameRecord | str, seat: int | None = None, gm: bool | None = None
) -> tuple[Viewer, ...]:
    """Who a replay file is for. Without ``seat``: the table, every seat and the game
    master if ``gm`` (``None``, the default: once the game is over). With ``seat``: the
    table and that seat, and the game master only once the game is over (unless ``gm``
    is ``False``): a seat's file of a game still running is what that seat saw so far."""
    final = game if isinstance(game, Game) else replay(as_record(game))
    if seat is not None:
        if seat.__class__ is not int:
            raise InvalidArgument(f"seat must be a seat number 0..{final.players - 1}, got {describe(seat)}")
        check_viewer(seat, final.players)
        return (PUBLIC, seat, None) if gm is not False and final.over else (PUBLIC, seat)
    with_gm = final.over if gm is None else bool(gm)
    return (PUBLIC, *range(final.players), *((None,) if with_gm else ()))


def replay_html(
    game_or_record: Game | GameRecord | str,
    viewers: Iterable[Viewer] | None = None,
    lang: str = "en",
    title: str | None = None,
    *,
    graphs: bool = True,
    compress: bool | None = None,
    names: Mapping[int, str] | None = None,
) -> str:
    """The game's replay: one self-contained HTML page (a string; write it UTF-8).

    ``game_or_record``: a game (finished or not), a
    :class:`~jinro_lab.core.record.GameRecord` or its JSON. ``viewers``: who the file
    is for, in the menu's order (:data:`~jinro_lab.core.viewers.PUBLIC`, seats,
    ``None`` for the game master); by default :func:`replay_viewers` (the table, every
    seat, and the game master once the game is over). Nothing of a viewer not listed is
    written. ``lang``: ``"en"`` or ``"ja"``. ``title``: the page's title (by default the
    game's, in ``lang``). ``graphs``: the vote, information-flow and the game's own
    graphs (matplotlib; off: quicker, smaller). ``compress``: store the data
    gzip-compressed (``None``: when over :data:`PACK_OVER` bytes). ``names``: the
    players' nicknames by seat, shown beside their seats (by default the record's
    ``names``: a live table's students).

    Several files of one game (a class's seats): :class:`ReplayBuilder`, which draws
    each viewer's part once."""
    return ReplayBuilder(game_or_record, lang, graphs=graphs, names=names).html(viewers, title, compress=compress)


class ReplayBuilder:
    """The replay files of one game as it stands, in one language: ``html(viewers)``
    is :func:`replay_html` of those viewers. A viewer's part (its pictures, log and
    graphs at every step) is drawn at the first file that has it and kept for the next
    (a live table's seats share the table's and the game master's parts), and a graph
    is drawn once for every viewer that saw it the same."""

    def __init__(
        self,
        game_or_record: Game | GameRecord | str,
        lang: str = "en",
        *,
        graphs: bool = True,
        names: Mapping[int, str] | None = None,
    ):
        if lang not in LANGS:
            raise InvalidArgument(f"lang must be one of {', '.join(map(repr, LANGS))}, got {describe(lang)}")
        self.record = as_record(game_or_record)
        if names is not None:
            try:
                self.record = with_names(self.record, names)
            except InvalidRecord as exc:  # an argument here, not a file's field
                raise InvalidArgument(str(exc)) from None
        self.final = game_or_record if isinstance(game_or_record, Game) else replay(self.record)
        self.names: Mapping[int, str] = self.record.names or {}
        outside = [seat for seat in self.names if seat >= self.final.players]
        if outside:
            raise InvalidArgument(
                f"names: seat {outside[0]} is not a seat; the seats are 0 to {self.final.players - 1}"
            )
        self.lang = lang
        self.render = renderer(self.record.variant)
        self.extra = lookup(self.record.variant).graphs
        self.kinds: list[Kind] = ["vote", "flow", *self.extra] if graphs else []
        self._tracks: dict[Viewer, _Track] = {}
        self._pictures: dict[Kind, TablePicture] = {}
        self._drawn: dict[tuple[Kind, str], str] = {}
        self._same: dict[str, str] = {}  # one copy of each text (a picture seen by many)

    def html(
        self, viewers: Iterable[Viewer] | None = None, title: str | None = None, *, compress: bool | None = None
    ) -> str:
        """The replay page of ``viewers`` (:func:`replay_html`'s arguments)."""
        if title is not None and not isinstance(title, str):
            raise InvalidArgument(f"title must be a string or None, got {describe(title)}")
        final = self.final
        shown = _checked_viewers(replay_viewers(final) if viewers is None else viewers, final.players)
        self._build([v for v in shown if v not in self._tracks])
        game = lookup(self.record.variant).title_ja  # the game's name, in either language (no id: issue 37)
        heading = title if title is not None else _t("title", self.lang, game)
        return _page(heading, self.lang, final, self._json(shown), compress, self.names)

    def _one(self, text: str) -> str:
        return self._same.setdefault(text, text)

    def _build(self, viewers: list[Viewer]) -> None:
        """Walk the game once for the ``viewers`` not drawn yet."""
        if not viewers:
            return
        tracks = {viewer: _Track() for viewer in viewers}
        for step, (_, state) in enumerate(walk(self.record)):
            for viewer, track in tracks.items():
                seen = state.events_seen_by(viewer)
                picture = str(state.picture(viewer, lang=self.lang, names=self.names or None))
                track.tables.append(self._one(picture.replace(' xmlns="http://www.w3.org/2000/svg"', "", 1)))
                changed = not step or seen != track.seen
                if changed:
                    before = track.seen
                    if seen[: len(before)] == before:  # the usual case: new events after the old
                        new = seen[len(before) :]
                    else:  # the viewer's memory was rewritten: its log starts again here
                        new = seen
                        track.start = len(track.log)
                    lines = events_text(new, self.render, self.lang)
                    track.log += [self._one(annotate_html(escape(named(t, self.names)), self.lang)) for t in lines]
                    track.seen = seen
                track.spans.append((track.start, len(track.log)))
                if self.kinds:
                    track.graphs.append(self._graphs(seen, viewer) if changed else track.graphs[-1])
        for track in tracks.values():
            track.seen = ()  # not needed any more
        self._tracks.update(tracks)

    def _graphs(self, seen: tuple[Any, ...], viewer: Viewer) -> tuple[tuple[int, str], ...]:
        """The figures of the graphs of a step, ``(kind's index, figure)`` (each figure
        drawn only if not drawn before)."""
        from .graphs import latest_vote, step_graphs, vote_label

        players = self.final.players
        vote, flow = step_graphs(seen, players, seat=viewer)
        held = latest_vote(seen)
        captions = {
            "vote": _t("vote", self.lang, vote_label(*held, lang=self.lang)) if held else _t("no vote", self.lang),
            "flow": _t("flow", self.lang),
        }
        built: dict[Kind, Any] = {"vote": vote, "flow": flow}
        figures = []
        for index, kind in enumerate(self.kinds):
            graph = built[kind] if kind in built else load(self.extra[kind])(seen)
            if not graph.number_of_nodes():
                continue  # nothing to draw yet (no rooms)
            caption = captions.get(kind) or (_t(kind, self.lang) if kind in _t.table else kind)
            figures.append((index, self._figure(kind, graph, caption)))
        return tuple(figures)

    def _figure(self, kind: Kind, graph: Any, caption: str) -> str:
        from .pictures import TablePicture, graph_content

        key = (kind, caption + graph_content(graph))
        figure = self._drawn.get(key)
        if figure is None:
            picture = self._pictures.get(kind)
            if picture is None:
                players, variant = self.final.players, self.record.variant
                picture = self._pictures[kind] = TablePicture(kind, players, self.lang, variant=variant)
            svg = picture.svg(graph)
            lines = "".join(f"<div>{escape(line)}</div>" for line in picture.key)
            key_html = f'<div class="jinro-key">{lines}</div>' if lines else ""
            figure = f"<figure><figcaption>{escape(caption)}</figcaption>{svg}{key_html}</figure>"
            self._drawn[key] = figure
        return figure

    def _json(self, viewers: tuple[Viewer, ...]) -> str:
        """What the page's script reads: every distinct picture of these viewers once
        (``store``: table pictures and graph figures), every distinct log line once
        (``lines``), and per viewer its steps' references to them (``table``,
        ``graphs``; its log's line ids and each step's ``span`` of them). Nothing of
        another viewer."""
        stored: dict[str, int] = {}
        channels: list[tuple[int, int]] = []  # per stored picture: the (viewer, kind) that first showed it
        lined: dict[str, int] = {}

        def keep(text: str, channel: tuple[int, int]) -> int:
            if text not in stored:
                stored[text] = len(stored)
                channels.append(channel)
            return stored[text]

        tables = [[keep(t, (i, 0)) for t in self._tracks[v].tables] for i, v in enumerate(viewers)]
        graphs = [
            [[keep(f, (i, 1 + k)) for k, f in step] for step in self._tracks[v].graphs] for i, v in enumerate(viewers)
        ]
        # the pictures in the order of who first showed them and what (a viewer's tables, then
        # its vote graphs...), each after the one it differs least from: gzip finds them alike
        order = sorted(range(len(stored)), key=lambda k: (channels[k], k))
        new = {old: k for k, old in enumerate(order)}
        parts = [
            {
                "name": named(viewer_name(viewer, self.lang), self.names),
                "table": [new[k] for k in tables[i]],
                "log": [lined.setdefault(line, len(lined)) for line in self._tracks[viewer].log],
                "span": self._tracks[viewer].spans,
                "graphs": [[new[k] for k in step] for step in graphs[i]],
            }
            for i, viewer in enumerate(viewers)
        ]
        texts = list(stored)
        data = {
            "steps": len(self._tracks[viewers[0]].tables),
            "viewers": parts,
            "store": [texts[k] for k in order],
            "lines": list(lined),
        }
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _checked_viewers(viewers: Any, players: int) -> tuple[Viewer, ...]:
    if isinstance(viewers, str | bytes) or not isinstance(viewers, Iterable):
        raise InvalidArgument(f"viewers must be a list of viewers (PUBLIC, None or seats), got {describe(viewers)}")
    shown = tuple(viewers)
    for viewer in shown:
        check_viewer(viewer, players)
    if not shown:
        raise InvalidArgument("viewers must name at least one viewer (PUBLIC, None or a seat)")
    # one entry per viewer (True == 1 is no seat: check_viewer refused it)
    return tuple(dict.fromkeys(shown))


@dataclass
class _Track:
    """One viewer's part of a replay: per step its table picture, the span of its log
    lines, and its graphs' figures ``(kind's index, figure)``."""

    tables: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)
    graphs: list[tuple[tuple[int, str], ...]] = field(default_factory=list)
    seen: tuple[Any, ...] = ()  # the events it saw so far (while it is drawn)
    start: int = 0  # where its log begins at the current step


def _page(title: str, lang: str, final: Game, data: str, compress: bool | None, names: Mapping[int, str]) -> str:
    """The page: its words, style, data and script; the players' ``names`` under the title."""
    words = {k: _t(k, lang) for k in ("first", "back", "next", "last", "no events", "old browser")}
    words["step of"] = _t("step of", lang, "{step}", "{last}")
    words["start"] = _t("start", lang)
    packed = len(data.encode()) > PACK_OVER if compress is None else bool(compress)
    if packed:
        payload = base64.b64encode(gzip.compress(data.encode(), 9, mtime=0)).decode("ascii")
        script_data = f'<script type="application/octet-stream" id="jinro-data" data-encoding="gzip">{payload}</script>'
    else:
        safe = data.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
        script_data = f'<script type="application/json" id="jinro-data">{safe}</script>'
    words_json = json.dumps(words, ensure_ascii=False).replace("<", "\\u003c")
    status = _t("finished" if final.over else "unfinished", lang)
    facts = _t("facts", lang, _t("players", lang, final.players), status)
    buttons = "".join(
        f'<button type="button" id="jinro-{name}" class="jinro-{name}">{escape(_t(name, lang))}</button>'
        for name in ("first", "back", "next", "last")
    )
    players = _t("and", lang).join(named(seat_label(seat, lang), names) for seat in names)
    who = f'<p class="jinro-names">{escape(_t("names", lang, players))}</p>' if names else ""
    body = f"""<header><h1>{escape(title)}</h1><p class="jinro-facts">{escape(facts)}</p>{who}</header>
<noscript><p>{escape(_t("script", lang))}</p></noscript>
<nav class="jinro-controls" aria-label="{escape(_t("replay", lang))}">
<div class="jinro-buttons">{buttons}</div>
<label class="jinro-slider"><span>{escape(_t("step", lang))}</span>
<input type="range" id="jinro-slider" min="0" max="0" value="0"></label>
<label class="jinro-viewer"><span>{escape(_t("viewer", lang))}</span><select id="jinro-viewer"></select></label>
<p id="jinro-status" class="jinro-status" role="status" aria-live="polite"></p>
</nav>
<main>
<section class="jinro-table"><div class="jinro-head"><h2>{escape(_t("table", lang))}</h2>
<button type="button" id="jinro-zoom" aria-pressed="false">{escape(_t("zoom", lang))}</button></div>
<div id="jinro-picture" class="jinro-picture"></div></section>
<section class="jinro-log"><h2>{escape(_t("log", lang))}</h2><ol id="jinro-log"></ol></section>
<section class="jinro-graphs"><h2>{escape(_t("graphs", lang))}</h2><div id="jinro-figures"></div></section>
</main>
<footer><p>{escape(_t("keys", lang))}</p></footer>
{script_data}
<script>const WORDS = {words_json};
{_SCRIPT}</script>"""
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)}</title>\n<style>{_CSS.replace('FONTS', FONTS)}</style>\n</head>\n"
        f'<body class="jinro-replay">\n{body}\n</body>\n</html>\n'
    )


_CSS = """
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { font-family: FONTS; font-size: 16px; line-height: 1.5; color: #111; background: #fff;
       margin: 0 auto; padding: 8px 12px 24px; max-width: 1600px; }
h1 { font-size: 1.3em; margin: 0.2em 0; }
h2 { font-size: 1.05em; margin: 0.4em 0; }
.jinro-facts, .jinro-names, footer { color: #444; margin: 0.2em 0; }
.jinro-controls { position: sticky; top: 0; z-index: 1; background: #fff; padding: 6px 0;
                  border-bottom: 1px solid #ccc; display: flex; flex-wrap: wrap; gap: 6px 16px; align-items: center; }
.jinro-buttons { display: flex; gap: 6px; flex-wrap: wrap; }
button, select { font: inherit; min-height: 44px; min-width: 44px; padding: 4px 12px; border: 1px solid #777;
                 border-radius: 6px; background: #f4f4f4; color: #111; }
button:disabled { color: #999; border-color: #ccc; }
button:focus-visible, select:focus-visible, input:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 1px; }
label { display: flex; align-items: center; gap: 8px; min-width: 0; }
.jinro-slider { flex: 1 1 220px; }
.jinro-slider input { flex: 1 1 auto; min-width: 0; height: 44px; margin: 0; }
.jinro-viewer select { max-width: 100%; min-width: 0; }
.jinro-viewer { max-width: 100%; }
.jinro-status { margin: 0; font-weight: bold; flex: 1 1 100%; }
main { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px 24px; }
section { min-width: 0; }
.jinro-picture svg, .jinro-graphs svg { display: block; max-width: 100%; height: auto; }
.jinro-picture svg { width: 100%; max-height: 80vh; }
.jinro-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
#jinro-zoom[aria-pressed="true"] { background: #dbe8f7; }
.jinro-picture.jinro-zoomed { overflow-x: auto; }
.jinro-picture.jinro-zoomed svg { width: auto; max-width: none; max-height: none; }
#jinro-log { margin: 0; padding-left: 2.4em; max-height: 60vh; overflow-y: auto; overflow-wrap: anywhere; }
#jinro-log li.jinro-new { background: #fff3bf; }
/* a cited rule ID: its rule on hover */
abbr.jinro-rule { text-decoration: underline dotted; cursor: help; white-space: nowrap; }
#jinro-figures { display: flex; flex-wrap: wrap; gap: 12px 24px; align-items: flex-start; }
figure { margin: 0; min-width: 0; max-width: 100%; flex: 0 1 auto; }
figcaption { font-weight: bold; }
.jinro-key { font-size: 0.9em; overflow-wrap: anywhere; }
@media (min-width: 900px) {
  main { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
  .jinro-table { grid-column: 1; grid-row: 1; }
  .jinro-log { grid-column: 2; grid-row: 1; }
  .jinro-graphs { grid-column: 1 / 3; }
  #jinro-log { max-height: 70vh; }
  figure { flex-basis: 45%; }
}
@media print { .jinro-controls { position: static; } #jinro-log { max-height: none; } }
"""

# The page's script: plain JavaScript, no library, no network (a gzip-packed file is
# unpacked by the browser's own DecompressionStream).
_SCRIPT = r"""
"use strict";
(async function () {
  const $ = (id) => document.getElementById(id);
  const el = $("jinro-data");
  let text = el.textContent;
  if (el.dataset.encoding === "gzip") {
    try {
      const bytes = Uint8Array.from(atob(text.trim()), (c) => c.charCodeAt(0));
      const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
      text = await new Response(stream).text();
    } catch (e) {
      $("jinro-status").textContent = WORDS["old browser"];
      return;
    }
  }
  const data = JSON.parse(text);
  const last = data.steps - 1;
  let step = 0;
  let viewer = 0;
  const slider = $("jinro-slider");
  slider.max = String(last);
  const menu = $("jinro-viewer");
  data.viewers.forEach((v, i) => {
    const option = document.createElement("option");
    option.value = String(i);
    option.textContent = v.name;
    menu.appendChild(option);
  });
  const shown = {};
  function put(id, html) {
    if (shown[id] !== html) {
      $(id).innerHTML = html;
      shown[id] = html;
    }
  }
  function draw() {
    const v = data.viewers[viewer];
    put("jinro-picture", data.store[v.table[step]]);
    const [from, to] = v.span[step];
    const before = step > 0 && v.span[step - 1][0] === from ? v.span[step - 1][1] : from;
    let items = "";
    for (let k = from; k < to; k++) {
      items += (k >= before ? '<li class="jinro-new">' : "<li>") + data.lines[v.log[k]] + "</li>";
    }
    put("jinro-log", items || "<li>" + WORDS["no events"] + "</li>");
    const newest = $("jinro-log").querySelector(".jinro-new");
    if (newest) $("jinro-log").scrollTop = newest.offsetTop - $("jinro-log").offsetTop;
    const figures = v.graphs[step] || [];
    put("jinro-figures", figures.map((k) => data.store[k]).join(""));
    document.querySelector(".jinro-graphs").hidden = figures.length === 0;
    const where = step === 0 ? WORDS.start : WORDS["step of"].replace("{step}", step).replace("{last}", last);
    $("jinro-status").textContent = where + " — " + v.name;
    slider.value = String(step);
    $("jinro-first").disabled = $("jinro-back").disabled = step === 0;
    $("jinro-next").disabled = $("jinro-last").disabled = step === last;
  }
  function go(to) {
    step = Math.max(0, Math.min(last, to));
    draw();
  }
  $("jinro-first").addEventListener("click", () => go(0));
  $("jinro-back").addEventListener("click", () => go(step - 1));
  $("jinro-next").addEventListener("click", () => go(step + 1));
  $("jinro-last").addEventListener("click", () => go(last));
  slider.addEventListener("input", () => go(Number(slider.value)));
  $("jinro-zoom").addEventListener("click", () => {
    const zoomed = $("jinro-picture").classList.toggle("jinro-zoomed");
    $("jinro-zoom").setAttribute("aria-pressed", String(zoomed));
  });
  menu.addEventListener("change", () => {
    viewer = Number(menu.value);
    draw();
  });
  document.addEventListener("keydown", (event) => {
    const tag = event.target.tagName;
    if (tag === "SELECT" || tag === "INPUT" || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      go(moves[event.key]);
    }
  });
  draw();
})();
"""
