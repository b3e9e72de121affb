"""The event-card explorer of 魔法都市の人狼: tick a deck, see the linter's warnings,
measure what each card and each pair does to the win rates, and open a game.

The widget is a thin view over :func:`jinro_lab.variants.mahou_toshi.tools.explorer.event_effects`
(the measurements), :func:`jinro_lab.variants.mahou_toshi.lint.lint_deck` (the
rulebook's deck tips, MAH-35 ... MAH-38) and :class:`~jinro_lab.widgets.Stepper`:

* **Setup**: a player count (5 ... 16, MAH-06: the default roles are shown) or a
  role list (role ids or Japanese names, space- or comma-separated).
* **Deck**: one checkbox per card (MAH-E01 ... MAH-E25) with its full Japanese
  and English name (the columns as wide as the longest; a name wraps, never ends
  in "…") and its effect as tooltip; a counter ("event cards: 3 of 25 ticked");
  "all", "none" and "default deck"
  (:func:`~jinro_lab.variants.mahou_toshi.cards.default_deck`). The linter's
  warnings are shown at once whenever the deck or the setup changes.
* **Plan**: the status line follows the deck, the setup and the options at once
  (also after a run, or a cancel): "ready: 4 decks of 200 games = 800 games, about
  3 seconds", the time estimated from a few games timed here once per setup and
  agents (:func:`seconds_per_game`); or what is wrong (no cards, a bad setup).
* **Run**: games per deck, agents, pairs, seed, workers. When the estimate is
  above a minute, the Run button asks first: it becomes "Start (about 4
  minutes)", and a second click starts the run (any change calls it off).
  ``run()`` from code starts at once, without asking (``run(ask=True)`` asks as
  the button does). The run goes on in a background thread (``background=None``,
  the default: a thread except in the browser, ``widgets.background``; the notebook
  stays usable) with a progress bar, and **Cancel**
  stops it after the deck being played (the progress callback raises; the widget
  says so and stays usable).
* **Results**, in one unit (win rates in %, differences and interactions in
  percentage points, in the table, the charts and the menu): the table, a bar
  chart of the single cards' effects on the citizens' win rate (or another
  side's, chosen in a menu), and with pairs a heat map of the interactions
  (significant cells marked), drawn with :mod:`jinro_lab.variants.mahou_toshi.tools.effect_plots`
  and shown at their own pixels (96 dpi, sized by the number of cards).
* **A game**: a menu of the pairs (strongest interaction first) and the single
  cards; "Open game" finds the first game of that deck's games in the table (the
  same seeds and agents the run used) in which every card of the deck was drawn,
  and shows it in a :class:`~jinro_lab.widgets.Stepper`.

A saved table (:func:`~jinro_lab.variants.mahou_toshi.tools.explorer.read_event_effects`) is shown
without running anything: ``EventExplorer.from_table(path_or_table)``.

Every update from the background thread sets widget values only (no ``Output``
capture, which is not thread safe), and pictures are drawn on a plain matplotlib
``Figure`` (not pyplot).

The parts carry CSS classes: ``jinro-explorer`` (the widget), ``jinro-explorer-card``
(each checkbox), ``jinro-explorer-cards``, ``jinro-explorer-setup``,
``jinro-explorer-warnings``, ``jinro-explorer-run``, ``jinro-explorer-side`` (the side menu), ``jinro-explorer-cancel``,
``jinro-explorer-progress``, ``jinro-explorer-status``, ``jinro-explorer-table``,
``jinro-explorer-chart``, ``jinro-explorer-heatmap``, ``jinro-explorer-pick``,
``jinro-explorer-open`` and ``jinro-explorer-game``.

Example (in a notebook)::

    from jinro_lab.widgets import EventExplorer
    x = EventExplorer(players=9, cards=["prison", "guild", "graveyard"], lang="ja")
    x                                  # the widget; or from Python:
    x.warnings                         # [DeckWarning('MAH-35', ...)]
    x.status                           # 'ready: 4 decks of 200 games = 800 games, about 3 seconds'
    x.run(); x.wait(); x.table         # the event_effects table (from code: no confirmation asked)
    x.open_game(("guild", "prison"))   # a Stepper of a game that drew both
    EventExplorer.from_table("notebooks/data/event_effects_9p_pairs.csv")
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ....core.display import current, using
from ....core.errors import InvalidArgument, InvalidSetup, describe
from ....core.i18n import Labels, side_name
from ....widgets.background import use_background
from ....widgets.common import SavedText, close_tree, offline_note, projector_class
from ..cards import EVENT_CARDS, TIMING_JA, check_deck, default_deck
from ..lint import DeckWarning, lint_deck
from ..roles import ROLES
from ..setup import check_roles, default_roles
from . import VARIANT

if TYPE_CHECKING:
    import pandas as pd

    from ....core.engine import Game
    from ....widgets.stepper import Stepper

__all__ = ["GAME_TRIES", "EventExplorer", "RunCancelled", "deck_game", "duration", "seconds_per_game"]

#: how many of a deck's games "Open game" looks through for one that drew every card
GAME_TRIES = 200
#: the agents the widget offers (those whose games it can replay)
AGENTS = ("random", "heuristic")
#: the sides of an event_effects table (MAH-40 ... MAH-42)
SIDES = ("citizens", "werewolves", "third")

say = Labels(
    {
        "players": ("players", "人数"),
        "roles": ("roles", "役職"),
        "roles hint": ("default setup, or role ids: werewolf seer ...", "既定の構成、または役職：人狼、予言者…"),
        "setup": ("setup ({} players): {}", "構成（{}人）：{}"),
        "default": ("default", "既定"),
        "cards": ("event cards: {} of {} ticked", "イベントカード：{1}枚中{0}枚を選択"),  # (ticked, total)
        "all": ("all", "すべて"),
        "none": ("none", "なし"),
        "default deck": ("default deck", "既定のデッキ"),
        "all tip": ("tick every card", "すべてのカードを選ぶ"),
        "none tip": ("untick every card", "すべての選択を外す"),
        "default tip": (
            "the kit's default deck for this setup (passes the linter)",
            "この構成の既定のデッキ（デッキの点検を通る）",
        ),
        "golem": ("golem-effective", "ゴーレム有効"),
        "no warnings": (
            "✓ the deck follows the rulebook's tips (MAH-35 … MAH-38)",
            "✓ デッキは組み方のコツ（MAH-35〜MAH-38）に沿っています",
        ),
        "no cards": (
            "no cards ticked: tick at least one card to run",
            "カードが選ばれていません。実行するには1枚以上選んでください",
        ),
        "bad setup": ("setup: {}", "構成：{}"),
        "n": ("games/deck", "1デッキのゲーム数"),
        "agents": ("agents", "エージェント"),
        "random": ("random", "ランダム"),
        "heuristic": ("heuristic", "ヒューリスティック"),
        "pairs": ("pairs too", "ペアも"),
        "seed": ("seed", "シード"),
        "workers": ("workers", "プロセス数"),
        "run": ("Run", "実行"),
        "cancel": ("Cancel", "中止"),
        "run tip": ("play the games of every deck and measure the effects", "各デッキのゲームを行い、効果を測る"),
        "cancel tip": ("stop after the deck being played", "いま行っているデッキの後で止める"),
        "decks": (("{} deck", "{} decks"), "{}デッキ"),
        "n games": (("{:,} game", "{:,} games"), "{:,}ゲーム"),
        "ready": ("ready: {} of {} = {}, {}", "準備完了：{} × {} = {}、{}"),
        "now ready": ("{}; now {}", "{}。現在は{}"),
        "confirm": (
            (
                "{:,} game will take {}: click “{}” to start it, or change the deck",
                "{:,} games will take {}: click “{}” to start them, or change the deck",
            ),
            "{:,}ゲームで{}かかります。始めるには「{}」を押してください（またはデッキを変える）",
        ),
        "start": ("Start ({})", "開始（{}）"),
        "start tip": ("the run takes more than a minute: click to start it", "1分以上かかります。押すと始まります"),
        "under a second": ("under a second", "1秒未満"),
        "unknown time": ("time unknown", "所要時間は不明"),
        "seconds": ("about {} seconds", "約{}秒"),
        "second": ("about 1 second", "約1秒"),
        "minutes": ("about {} minutes", "約{}分"),
        "minute": ("about 1 minute", "約1分"),
        "hours": ("about {} h {} min", "約{}時間{}分"),
        "running": ("running: {} / {} games", "実行中：{}／{}ゲーム"),
        "cancelling": ("cancelling after the deck being played…", "いまのデッキの後で中止します…"),
        "cancelled": (
            "cancelled after {} of {} games; the controls are ready again",
            "中止しました（{}／{}ゲーム）。再び操作できます",
        ),
        "done": ("done: {}, {} each, {:.1f} s", "完了：{}、各{}、{:.1f}秒"),
        "loaded": ("saved table: {}, {} each", "保存された表：{}、各{}"),
        "busy": ("a run is going on: cancel it first", "実行中です。先に中止してください"),
        "error": ("could not run: {}", "実行できません：{}"),
        "deck": ("deck", "デッキ"),
        "games": ("games", "ゲーム数"),
        "no events": ("no events", "イベントなし"),
        "rate": ("{} win rate, %", "{}の勝率（%）"),
        "diff": ("{} diff, points", "{}の差（ポイント）"),
        "inter": ("{} interaction, points", "{}の相互作用（ポイント）"),
        "table note": (
            "win rates in % with {:.0%} Wilson intervals; differences from no events and interactions in "
            "percentage points; bold: the interval excludes 0",
            "勝率は%で{:.0%} Wilson区間つき。イベントなしとの差と相互作用はポイント。太字：区間が0を含まない",
        ),
        "pick": ("game with", "ゲーム"),
        "side": ("win rate of", "勝率の陣営"),
        "pick empty": ("(run first)", "（先に実行）"),
        "open": ("Open game", "ゲームを開く"),
        "open tip": (
            "a game of this deck (same seeds and agents as the table) in which every card was drawn",
            "この表と同じシードとエージェントで、デッキのカードがすべて引かれたゲーム",
        ),
        "pair option": (
            "{} + {}: interaction {:+.1f} points [{:+.1f}, {:+.1f}]{}",
            "{} + {}：相互作用 {:+.1f}ポイント [{:+.1f}, {:+.1f}]{}",
        ),
        "card option": (
            "{}: effect {:+.1f} points [{:+.1f}, {:+.1f}]{}",
            "{}：効果 {:+.1f}ポイント [{:+.1f}, {:+.1f}]{}",
        ),
        "game found": (
            "{}: game {} of the deck (seed {}), {} agents; every card was drawn",
            "{}：このデッキの{}番目のゲーム（シード{}）、{}エージェント。すべてのカードが引かれました",
        ),
        "game missing": (
            "{}: none of the deck's first {} games drew every card",
            "{}：このデッキの最初の{}ゲームに、すべてのカードが引かれたものはありません",
        ),
    }
)


class RunCancelled(Exception):
    """Raised in :func:`event_effects`'s progress callback when Cancel was pressed."""


def _side(side: str, lang: str) -> str:
    return side_name(side, lang, VARIANT)


def _deck_name(deck: Sequence[str], lang: str) -> str:
    """A deck's cards by their full names (both names, the language's own first)."""
    from .effect_plots import card_label

    return " + ".join(card_label(c, lang, full=True) for c in deck) or say("no events", lang)


def _card_text(card: str, lang: str) -> str:
    """A checkbox's text: the card's full name (both names, the language's own first)."""
    from .effect_plots import card_label

    return card_label(card, lang, full=True)


def _em(text: str) -> float:
    """About how many ems ``text`` is wide (wide East Asian characters one em, others 0.6)."""
    import unicodedata

    return sum(1.0 if unicodedata.east_asian_width(ch) in "WF" else 0.6 for ch in text)


def duration(seconds: float, lang: str = "en") -> str:
    """A time to wait, as a person says it: ``about 4 minutes``, ``約4分``."""
    if seconds < 1:
        return say("under a second", lang)
    if seconds < 59.5:
        whole = round(seconds)
        return say("second", lang) if whole == 1 else say("seconds", lang, whole)
    minutes = round(seconds / 60)
    if minutes < 60:
        return say("minute", lang) if minutes == 1 else say("minutes", lang, minutes)
    return say("hours", lang, minutes // 60, minutes % 60)


#: seconds per game measured on this machine, by setup and agents (a few games each, once)
_PER_GAME: dict[tuple[Any, ...], float] = {}
#: how many games a measurement times (after one more to warm up)
TIMED_GAMES = 3
#: from this many seconds (estimated), the Run button asks to confirm first
CONFIRM_SECONDS = 60.0


def seconds_per_game(players: int, roles: Sequence[str] | None, agents: str, cards: Sequence[str] = ()) -> float:
    """About how long one game of the setup takes here: :data:`TIMED_GAMES` games
    (with up to two of ``cards``, the largest deck a run plays) timed once per setup
    and agents, after one game to warm up."""
    import time

    from ....analysis.simulate import simulate

    key = (players, tuple(roles) if roles is not None else None, agents)
    if key not in _PER_GAME:
        options: dict[str, Any] = {"players": players, "events": list(cards[:2])}
        if roles is not None:
            options["roles"] = list(roles)
        simulate(VARIANT, 1, 10**6, agents=agents, options=options, workers=1, progress=False)
        started = time.perf_counter()
        simulate(VARIANT, TIMED_GAMES, 10**6 + 1, agents=agents, options=options, workers=1, progress=False)
        _PER_GAME[key] = (time.perf_counter() - started) / TIMED_GAMES
    return _PER_GAME[key]


def _role_name(role: str, lang: str) -> str:
    return ROLES[role].ja if lang == "ja" else role


def _parse_roles(text: str) -> tuple[str, ...] | None:
    """Role ids (or Japanese role names) separated by spaces or commas; ``None`` if empty."""
    words = [w for w in re.split(r"[\s,、，]+", text.strip()) if w]
    if not words:
        return None
    by_ja = {r.ja: r.id for r in ROLES.values()}
    return tuple(by_ja.get(w, w) for w in words)


def _in_spec_order(deck: Sequence[str]) -> tuple[str, ...]:
    chosen = set(check_deck(tuple(deck)))
    return tuple(c for c in EVENT_CARDS if c in chosen)


def deck_game(
    deck: Sequence[str],
    index: int,
    players: int = 9,
    roles: Sequence[str] | None = None,
    seed: int = 0,
    agents: str = "random",
    options: dict[str, Any] | None = None,
    common_seeds: bool = True,
) -> Game:
    """Game ``index`` of ``deck``'s games in ``event_effects(players, roles, seed=seed,
    agents=agents, options=options, common_seeds=common_seeds)`` (its first batch),
    played to the end: the same seed, setup, deck and agent seeds as the run."""
    from ....agents import RandomAgent, play_game
    from ....analysis.simulate import agent_seed
    from ....core.registry import heuristic_agent, new_game
    from .explorer import deck_game_seed

    if agents not in AGENTS:
        raise InvalidArgument(f"agents must be one of {', '.join(AGENTS)} to replay a game, got {describe(agents)}")
    cards = _in_spec_order(deck)
    seed_of_game = deck_game_seed(seed, cards, index, common_seeds)
    setup: dict[str, Any] = {"players": players, **(options or {}), "events": list(cards)}
    if roles is not None:
        setup["roles"] = list(roles)
    game = new_game(VARIANT, seed=seed_of_game, **setup)
    seats = range(game.players)
    if agents == "random":
        chosen: list[Any] = [RandomAgent(agent_seed(seed_of_game, s)) for s in seats]
    else:
        chosen = [heuristic_agent(VARIANT, seed=agent_seed(seed_of_game, s)) for s in seats]
    return play_game(game, chosen)


def drawn_cards(game: Game) -> set[str]:
    """The event cards that took effect in ``game`` (MAH-13: drawn, chosen or triggered)."""
    from ..events import EventDrawn

    return {e.card for e in game.log if e.__class__ is EventDrawn}


#: the style of the result table's cells
CELL = "padding:1px 0.7em;text-align:left"
#: the explorer's own CSS: card names wrap rather than end in "…" (ipywidgets cuts labels)
CSS = (
    "<style>.jinro-explorer .jinro-explorer-card{height:auto;min-height:var(--jp-widgets-inline-height)}"
    ".jinro-explorer .jinro-explorer-card .widget-label-basic,"
    ".jinro-explorer .jinro-explorer-card .jupyter-widget-label-basic"
    "{white-space:normal;overflow:visible;text-overflow:clip;line-height:1.3}</style>"
)


def _points(value: float) -> str:
    return f"{value * 100:+.1f}"


class EventExplorer(SavedText, widgets.VBox):
    """Explore the event cards of 魔法都市の人狼: a deck, its warnings, its effects, its games.

    ``players`` (5 ... 16) and ``roles`` (``None``: the default setup) choose the
    setup; ``cards`` the ticked cards (``None``: the default deck for the setup);
    ``n``, ``agents`` (``"random"`` or ``"heuristic"``), ``pairs``, ``seed`` and
    ``workers`` the run (:func:`~jinro_lab.variants.mahou_toshi.tools.explorer.event_effects`);
    ``lang`` ``"en"`` or ``"ja"``; ``table``: a table to show at once (or a path
    to one saved by :func:`~jinro_lab.variants.mahou_toshi.tools.explorer.write_event_effects`);
    ``background=False`` runs in the caller's thread (tests, scripts);
    ``graphs``: the Stepper's graphs.

    Programmatic API: ``players``, ``roles``, ``ticked`` (settable), ``setup``,
    ``warnings``, ``side`` (settable), ``tick_all()``, ``tick_none()``, ``tick_default()``,
    ``planned_games``, ``estimate`` (seconds), ``run()`` (``run(ask=True)``: as the button),
    ``cancel()``, ``wait()``, ``running``, ``status``, ``table``,
    ``show_table(table)``, ``choices`` (the decks of the game menu),
    ``open_game(deck)``, ``stepper``, ``error`` (the last run's exception).
    """

    def __init__(
        self,
        players: int = 9,
        roles: Sequence[str] | None = None,
        cards: Sequence[str] | None = None,
        *,
        lang: str = "en",
        n: int = 200,
        agents: str = "random",
        pairs: bool = False,
        seed: int = 0,
        workers: int = 1,
        table: pd.DataFrame | str | Path | None = None,
        background: bool | None = None,
        graphs: bool = True,
    ):
        if lang not in ("en", "ja"):
            raise InvalidArgument(f"lang must be 'en' or 'ja', got {describe(lang)}")
        if agents not in AGENTS:
            raise InvalidArgument(f"agents must be one of {', '.join(AGENTS)}, got {describe(agents)}")
        self.lang = lang
        self.background = use_background(background, "EventExplorer")
        self.graphs = graphs
        self.error: BaseException | None = None
        self.stepper: Stepper | None = None
        self._table: pd.DataFrame | None = None
        self._thread: threading.Thread | None = None
        self._cancel = threading.Event()
        self._hold = False  # while many boxes change at once: lint once at the end
        self._armed: tuple[Any, ...] | None = None  # the plan the Run button asks to confirm
        self._job_plan: tuple[Any, ...] | None = None  # the plan of the run going on
        self._setup: tuple[str, ...] | None = None  # the roles in use (None: the setup is invalid)
        self._setup_error = ""
        self._warnings: list[DeckWarning] = []
        self._choices: list[tuple[str, ...]] = []

        # ----- setup
        self._players = widgets.IntSlider(value=9, min=5, max=16, description=say("players", lang))
        self._players.observe(self._on_setup, names="value")
        self._roles = widgets.Text(
            description=say("roles", lang),
            placeholder=say("roles hint", lang),
            layout=widgets.Layout(width="34em"),
        )
        self._roles.observe(self._on_setup, names="value")
        self._setup_html = widgets.HTML().add_class("jinro-explorer-setup")

        # ----- the deck
        self._boxes: dict[str, widgets.Checkbox] = {}
        for card in EVENT_CARDS.values():
            box = widgets.Checkbox(
                value=False,
                description=_card_text(card.id, lang),
                tooltip=self._tooltip(card.id),
                indent=False,
                layout=widgets.Layout(width="auto"),
            )
            box.add_class("jinro-explorer-card")
            box.observe(self._on_deck, names="value")
            self._boxes[card.id] = box
        column = 3 + max(_em(_card_text(c, lang)) for c in EVENT_CARDS)  # the longest name and its box
        self._cards = widgets.GridBox(
            list(self._boxes.values()),
            layout=widgets.Layout(
                grid_template_columns=f"repeat(auto-fill, minmax({column:.0f}em, 1fr))", width="100%"
            ),
        ).add_class("jinro-explorer-cards")
        # a name that still does not fit (a narrow screen) wraps instead of being cut with "…"
        self._style = widgets.HTML(CSS, layout=widgets.Layout(display="none"))
        self._count = widgets.HTML()
        deck_buttons = []
        for key, act in (("all", self.tick_all), ("none", self.tick_none), ("default deck", self.tick_default)):
            button = widgets.Button(
                description=say(key, lang),
                tooltip=say(f"{key.split()[0]} tip", lang),
                layout=widgets.Layout(width="auto"),
            )
            button.on_click(lambda _, act=act: act())
            button.add_class(f"jinro-explorer-{key.split()[0]}")
            deck_buttons.append(button)
        self._warnings_html = widgets.HTML().add_class("jinro-explorer-warnings")

        # ----- the run
        narrow = widgets.Layout(width="13em")
        wide = {"description_width": "initial"}
        self._n = widgets.BoundedIntText(
            value=1, min=1, max=10**7, description=say("n", lang), style=wide, layout=widgets.Layout(width="18em")
        )
        self._agents = widgets.Dropdown(
            options=[(say(a, lang), a) for a in AGENTS], value="random", description=say("agents", lang), style=wide
        )
        self._agents.layout.width = "auto"  # not a new Layout: the old one would stay, an orphan model
        self._pairs = widgets.Checkbox(value=False, description=say("pairs", lang), indent=False)
        self._pairs.layout.width = "auto"
        self._seed = widgets.IntText(value=0, description=say("seed", lang), style=wide, layout=narrow)
        cpus = max(os.cpu_count() or 1, 1)
        self._workers = widgets.BoundedIntText(
            value=1, min=1, max=max(cpus, 1), description=say("workers", lang), style=wide, layout=narrow
        )
        for option in (self._n, self._pairs, self._agents, self._workers, self._seed):
            option.observe(self._on_plan, names="value")
        self._run = widgets.Button(description=say("run", lang), button_style="primary", tooltip=say("run tip", lang))
        self._run.layout.width = "auto"
        self._run.on_click(lambda _: self.run(ask=True))
        self._run.add_class("jinro-explorer-run")
        self._cancel_button = widgets.Button(
            description=say("cancel", lang), button_style="warning", disabled=True, tooltip=say("cancel tip", lang)
        )
        self._cancel_button.on_click(lambda _: self.cancel())
        self._cancel_button.add_class("jinro-explorer-cancel")
        self._progress = widgets.IntProgress(value=0, min=0, max=1).add_class("jinro-explorer-progress")
        self._status = widgets.HTML().add_class("jinro-explorer-status")

        # ----- results
        self._table_html = widgets.HTML().add_class("jinro-explorer-table")
        # the pictures are made when first drawn: a widget never shown would still be saved with the notebook
        self._chart: widgets.Image | None = None
        self._heatmap: widgets.Image | None = None
        self._figures = widgets.HBox([], layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"))
        self._figures.add_class("jinro-explorer-figures")
        self._side = widgets.Dropdown(
            options=[(_side(s, lang), s) for s in SIDES], value="citizens", description=say("side", lang), style=wide
        )
        self._side.layout.width = "auto"
        self._side.observe(self._on_side, names="value")
        self._side.add_class("jinro-explorer-side")
        self._side_row = widgets.HBox([])  # the side menu, once there are results
        self._pick = widgets.Dropdown(
            options=[(say("pick empty", lang), None)],
            description=say("pick", lang),
            layout=widgets.Layout(width="38em"),
            style=wide,
        )
        self._pick.add_class("jinro-explorer-pick")
        self._open = widgets.Button(description=say("open", lang), tooltip=say("open tip", lang), disabled=True)
        self._open.on_click(lambda _: self.open_game())
        self._open.add_class("jinro-explorer-open")
        self._game_box = widgets.VBox([]).add_class("jinro-explorer-game")

        row = widgets.Layout(flex_flow="row wrap", align_items="center")
        run_row = widgets.HBox([self._run, self._cancel_button, self._progress, self._status], layout=row)
        game_row = widgets.HBox([self._pick, self._open], layout=row)
        for dead_offline in (run_row, game_row):  # hidden in a saved notebook before the kernel runs
            dead_offline.add_class("jinro-controls")
        super().__init__(
            [
                offline_note(lang),
                widgets.HBox([self._players, self._roles], layout=row),
                self._setup_html,
                widgets.HBox([*deck_buttons, self._count], layout=row),
                self._cards,
                self._warnings_html,
                widgets.HBox([self._n, self._agents, self._pairs, self._seed, self._workers], layout=row),
                run_row,
                self._table_html,
                self._side_row,
                self._figures,
                game_row,
                self._game_box,
                self._style,
            ]
        )
        self.add_class("jinro-explorer")
        self.add_class("jinro-widget")
        #: the display settings it was made with (``jinro_lab.display``): its charts keep them
        self.display = projector_class(self, current())

        self._hold = True
        self._players.value = players if isinstance(players, int) and 5 <= players <= 16 else 9
        self._roles.value = " ".join(roles) if roles is not None else ""
        self._n.value, self._agents.value, self._pairs.value = n, agents, pairs
        self._seed.value, self._workers.value = seed, workers
        self._hold = False
        self._update_setup()
        if roles is None and players != self._players.value:
            raise InvalidSetup(f"players must be an int from 5 to 16 (MAH-06), got {players!r}")
        if cards is None:
            self.tick_default()
        else:
            self.ticked = cards
        self._on_plan()
        if table is not None:
            self.show_table(table)

    @classmethod
    def from_table(cls, table: pd.DataFrame | str | Path, **kwargs: Any) -> EventExplorer:
        """An explorer showing a saved :func:`~.explorer.event_effects` table (a DataFrame,
        or a path read by :func:`~.explorer.read_event_effects`), its setup and run options
        taken from the table's ``attrs`` (``kwargs`` win)."""
        table = _load(table)
        attrs = table.attrs
        settings: dict[str, Any] = {
            "players": attrs.get("players", 9),
            "roles": attrs.get("roles"),
            "cards": [deck[0] for deck in table["deck"] if len(deck) == 1],
            "n": attrs.get("n", 200),
            "seed": attrs.get("seed", 0),
            "pairs": bool((table["cards"] == 2).any()),
        }
        if attrs.get("agents") in AGENTS:
            settings["agents"] = attrs["agents"]
        settings.update(kwargs)
        return cls(table=table, **settings)

    # ----- texts -------------------------------------------------------------------
    def _tooltip(self, card: str) -> str:
        c = EVENT_CARDS[card]
        if self.lang == "ja":
            golem = f"（{say('golem', self.lang)}）" if c.golem else ""
            return f"{c.rule}・{TIMING_JA[c.timing]}{golem}：{c.ja_text}"
        golem = f" ({say('golem', self.lang)})" if c.golem else ""
        return f"{c.rule}, {c.timing.replace('_', ' ')}{golem}: {c.en}"

    def _say(self, key: str, *args: Any) -> str:
        return say(key, self.lang, *args)

    @property
    def status(self) -> str:
        """The status line, as plain text."""
        return re.sub(r"<[^>]+>", "", self._status.value)

    def _set_status(self, text: str, error: bool = False) -> None:
        color = "#b00020" if error else "inherit"
        self._status.value = f"<span style='color:{color}'>{escape(text)}</span>"

    # ----- setup -------------------------------------------------------------------
    @property
    def players(self) -> int:
        return int(self._players.value)

    @players.setter
    def players(self, value: int) -> None:
        if value.__class__ is not int or not 5 <= value <= 16:
            raise InvalidSetup(f"players must be an int from 5 to 16 (MAH-06), got {value!r}")
        self._players.value = value

    @property
    def roles(self) -> tuple[str, ...] | None:
        """The role list typed in (``None``: the default setup for ``players``)."""
        return _parse_roles(self._roles.value)

    @roles.setter
    def roles(self, value: Sequence[str] | None) -> None:
        self._roles.value = "" if value is None else " ".join(value)

    @property
    def setup(self) -> tuple[str, ...] | None:
        """The roles the games are played with (``None`` while the roles typed in are not a setup)."""
        return self._setup

    def _on_setup(self, change: dict[str, Any] | None = None) -> None:
        if not self._hold:
            self._update_setup()
            self._lint()
            self._on_plan()

    def _update_setup(self) -> None:
        roles = self.roles
        self._setup_error = ""
        if roles is None:
            self._players.disabled = False
            self._setup = tuple(default_roles(self.players))
        else:
            try:
                self._setup = check_roles(roles, len(roles))
            except InvalidSetup as exc:
                self._setup, self._setup_error = None, str(exc)
            else:
                self._players.disabled = True
                self._hold, self._players.value, self._hold = True, len(roles), False
        if self._setup is None:
            self._setup_html.value = ""
            return
        counts: dict[str, int] = {}
        for role in self._setup:
            counts[role] = counts.get(role, 0) + 1
        names = ", ".join(_role_name(r, self.lang) + (f" ×{k}" if k > 1 else "") for r, k in counts.items())
        kind = "" if roles is not None else f" ({self._say('default')})"
        self._setup_html.value = f"<small>{escape(self._say('setup', len(self._setup), names))}{kind}</small>"

    # ----- the deck ----------------------------------------------------------------
    @property
    def ticked(self) -> tuple[str, ...]:
        """The ticked cards, in the spec's order (MAH-E01 first)."""
        return tuple(c for c, box in self._boxes.items() if box.value)

    @ticked.setter
    def ticked(self, cards: Sequence[str]) -> None:
        chosen = set(check_deck(tuple(cards)))
        self._set_ticked(chosen)

    def _set_ticked(self, chosen: set[str]) -> None:
        self._hold = True
        try:
            for card, box in self._boxes.items():
                box.value = card in chosen
        finally:
            self._hold = False
        self._on_deck()

    def tick_all(self) -> None:
        self._set_ticked(set(EVENT_CARDS))

    def tick_none(self) -> None:
        self._set_ticked(set())

    def tick_default(self) -> None:
        """The kit's default deck for the setup (MAH-35, MAH-37 followed)."""
        roles = self._setup if self._setup is not None else default_roles(self.players)
        self._set_ticked(set(default_deck(roles)))

    def _on_deck(self, change: dict[str, Any] | None = None) -> None:
        if self._hold:
            return
        self._count.value = escape(self._say("cards", len(self.ticked), len(self._boxes)))
        self._lint()
        self._on_plan()

    @property
    def warnings(self) -> list[DeckWarning]:
        """The linter's warnings for the ticked deck and the setup (MAH-35 ... MAH-37)."""
        return list(self._warnings)

    def _lint(self) -> None:
        deck = self.ticked
        self._warnings = lint_deck(deck, roles=self._setup) if self._setup is not None else lint_deck(deck)
        lines = []
        if self._setup_error:
            lines.append(f"<div style='color:#b00020'>⚠ {escape(self._say('bad setup', self._setup_error))}</div>")
        if not deck:
            lines.append(f"<div style='color:#b00020'>⚠ {escape(self._say('no cards'))}</div>")
        for w in self._warnings:
            text = w.ja if self.lang == "ja" else w.en
            lines.append(f"<div style='color:#8a5a00'>⚠ <b>{escape(w.rule)}</b> {escape(text)}</div>")
        if not lines:
            lines.append(f"<div style='color:#2e7d32'>{escape(self._say('no warnings'))}</div>")
        self._warnings_html.value = "".join(lines)

    def _decks(self) -> int:
        k = len(self.ticked)
        return 1 + k + (k * (k - 1) // 2 if self._pairs.value else 0)

    @property
    def planned_games(self) -> int:
        """How many games a run with the ticked deck and the options plays (all decks)."""
        return self._decks() * int(self._n.value)

    @property
    def estimate(self) -> float | None:
        """About how many seconds the run would take on this machine: the planned
        games times a few games' time per game of this setup and agents, measured
        here once (:func:`seconds_per_game`), shared among the workers; ``None``
        while the setup is not valid (or its games could not be timed)."""
        if self._setup is None:
            return None
        roles = self._setup if self.roles is not None else None
        try:
            per_game = seconds_per_game(len(self._setup), roles, self._agents.value, self.ticked)
        except Exception:  # the run will say what is wrong; the status line must not break
            return None
        workers = min(int(self._workers.value), max(os.cpu_count() or 1, 1))
        return per_game * self.planned_games / max(workers, 1)

    def _plan(self) -> tuple[Any, ...]:
        """What a run would do now (a run asked to confirm starts only if it is unchanged)."""
        return (
            self._setup,
            self.ticked,
            int(self._n.value),
            bool(self._pairs.value),
            self._agents.value,
            int(self._workers.value),
            int(self._seed.value),
        )

    def _plan_text(self) -> tuple[str, bool]:
        """The status line for the plan as it is now, and whether it says what is wrong."""
        if self._setup is None:
            return self._say("bad setup", self._setup_error), True
        if not self.ticked:
            return self._say("no cards"), True
        estimate = self.estimate
        when = self._say("unknown time") if estimate is None else duration(estimate, self.lang)
        decks, games = self._say("decks", self._decks()), self._say("n games", self._n.value)
        return self._say("ready", decks, games, self._say("n games", self.planned_games), when), False

    def _on_plan(self, change: dict[str, Any] | None = None) -> None:
        """The status follows the deck, the setup and the options at once (after a
        run too); a Run waiting for its confirmation is called off."""
        if self._hold or self.running:
            return
        self._disarm()
        self._set_status(*self._plan_text())

    def _disarm(self) -> None:
        self._armed = None
        self._run.description, self._run.button_style = self._say("run"), "primary"
        self._run.tooltip = self._say("run tip")

    # ----- the run -----------------------------------------------------------------
    @property
    def running(self) -> bool:
        thread = getattr(self, "_thread", None)  # (None too while a failed constructor's widget is collected)
        return thread is not None and thread.is_alive()

    def run(self, ask: bool = False) -> bool:
        """Run :func:`event_effects` on the ticked cards with the chosen options: in a
        background thread (``background=True``; :meth:`wait` joins it) or here. Says
        what is wrong instead of running (no cards, a bad setup, a run going on);
        returns whether a run started.

        Called from code it runs at once, however long it takes. The **Run** button
        calls ``run(ask=True)``: when the :attr:`estimate` is above a minute
        (:data:`CONFIRM_SECONDS`), the first call only says how many games and how
        long, and turns the button into **Start (about … minutes)**; a second call
        with the same plan starts the run (any change of the deck or the options
        calls it off)."""
        if self.running:
            self._set_status(self._say("busy"), error=True)
            return False
        cards = self.ticked
        if not cards:
            self._set_status(self._say("no cards"), error=True)
            return False
        if self._setup is None:
            self._set_status(self._say("bad setup", self._setup_error), error=True)
            return False
        if ask and self._armed != self._plan():
            estimate = self.estimate or 0.0
            if estimate > CONFIRM_SECONDS:
                self._armed = self._plan()
                when = duration(estimate, self.lang)
                self._run.description = self._say("start", when)
                self._run.button_style, self._run.tooltip = "danger", self._say("start tip")
                self._set_status(self._say("confirm", self.planned_games, when, self._run.description))
                return False
        self._disarm()
        job = {
            "players": len(self._setup),
            "roles": list(self._setup) if self.roles is not None else None,
            "cards": list(cards),
            "pairs": bool(self._pairs.value),
            "n": int(self._n.value),
            "seed": int(self._seed.value),
            "agents": self._agents.value,
            "workers": int(self._workers.value),
        }
        self.error = None
        self._cancel.clear()
        planned = self._decks() * job["n"]
        self._progress.max, self._progress.value = max(planned, 1), 0
        self._progress.bar_style = "info"
        self._run.disabled, self._cancel_button.disabled = True, False
        self._set_status(self._say("running", 0, planned))
        self._job_plan = self._plan()
        if self.background:
            self._thread = threading.Thread(target=self._work, args=(job,), name="jinro-explorer", daemon=True)
            self._thread.start()
        else:
            self._work(job)
        return True

    def cancel(self) -> None:
        """Stop the run after the deck being played (the next progress report)."""
        if self.running or not self._cancel_button.disabled:
            self._cancel.set()
            self._cancel_button.disabled = True
            self._set_status(self._say("cancelling"))

    def wait(self, timeout: float | None = None) -> None:
        """Wait for a background run to end."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def _progress_report(self, played: int, planned: int) -> None:
        """event_effects' callback (in the run's thread): the bar, and a cancel."""
        self._progress.max = max(planned, 1)
        self._progress.value = played
        if self._cancel.is_set():
            raise RunCancelled(played, planned)
        self._set_status(self._say("running", played, planned))

    def _work(self, job: dict[str, Any]) -> None:
        from .explorer import event_effects

        try:
            table = event_effects(**job, progress=False, callback=self._progress_report)
        except RunCancelled as stop:
            self._progress.bar_style = "warning"
            self._end(self._say("cancelled", *stop.args))
        except Exception as exc:  # shown, not raised: the widget stays usable
            self.error = exc
            self._progress.bar_style = "danger"
            self._end(self._say("error", exc), error=True)
        else:
            self._progress.value = self._progress.max
            self._progress.bar_style = "success"
            self._show(table)
            attrs = table.attrs
            decks, games = self._say("decks", len(table)), self._say("n games", attrs["games_per_deck"])
            self._end(self._say("done", decks, games, attrs["seconds"]))

    def _end(self, text: str, error: bool = False) -> None:
        """The run's last word; if the deck or the options changed while it ran, the
        plan as it is now follows (the status never says what no longer holds)."""
        self._cancel.clear()
        if self._plan() != self._job_plan:
            now, wrong = self._plan_text()
            text, error = self._say("now ready", text, now), error or wrong
        self._set_status(text, error=error)
        self._run.disabled, self._cancel_button.disabled = False, True

    def close(self) -> None:
        """Close the explorer and everything it made: its boxes, figures, menu and the
        Stepper of an opened game (:func:`~jinro_lab.widgets.common.close_tree`), so a
        notebook that drove it from code saves none of its state."""
        if self.running:
            self.cancel()
            self.wait()
        close_tree(self)

    # ----- results -----------------------------------------------------------------
    @property
    def table(self) -> pd.DataFrame | None:
        """The table shown (the last run's, or one loaded), or ``None``."""
        return self._table

    def show_table(self, table: pd.DataFrame | str | Path) -> None:
        """Show a saved table (or a path to one) as if it had just been run."""
        table = _load(table)
        self._show(table)
        games = int(table["games"].max()) if len(table) else 0
        self._set_status(self._say("loaded", self._say("decks", len(table)), self._say("n games", games)))

    def _show(self, table: pd.DataFrame) -> None:
        self._table = table
        self._table_html.value = self._html(table)
        sides = [(_side(s, self.lang), s) for s in SIDES if table[f"{s}_diff"].notna().any()]
        self._side.unobserve(self._on_side, names="value")
        self._side.options = sides
        if self._side.value not in (s for _, s in sides):
            self._side.value = "citizens"
        self._side.observe(self._on_side, names="value")
        self._draw(table)

    @property
    def side(self) -> str:
        """The side whose win rate the chart, the heat map and the game menu show:
        ``"citizens"`` (the default), ``"werewolves"`` or ``"third"`` (with a fox or a demon)."""
        return str(self._side.value)

    @side.setter
    def side(self, value: str) -> None:
        if value not in [s for _, s in self._side.options]:
            raise InvalidArgument(
                f"side must be one of {', '.join(s for _, s in self._side.options)}, got {describe(value)}"
            )
        self._side.value = value

    def _on_side(self, change: dict[str, Any]) -> None:
        if self._table is not None:
            self._draw(self._table)

    def _draw(self, table: pd.DataFrame) -> None:
        """The chart, the heat map (with pairs) and the game menu, for the chosen side."""
        from .effect_plots import plot_card_effects, plot_interactions

        side = self.side
        if self._chart is None:
            self._chart = widgets.Image(format="png").add_class("jinro-explorer-chart")
        with using(self.display):  # a projector's charts are larger, whichever thread draws them
            _picture(self._chart, plot_card_effects(table, lang=self.lang, side=side))
        self._side_row.children = [self._side]
        figures: list[widgets.Widget] = [self._chart]
        if (table["cards"] == 2).any():
            if self._heatmap is None:
                self._heatmap = widgets.Image(format="png").add_class("jinro-explorer-heatmap")
            with using(self.display):
                _picture(self._heatmap, plot_interactions(table, lang=self.lang, side=side))
            figures.append(self._heatmap)
        self._figures.children = figures
        self._update_choices(table)

    @property
    def figures(self) -> list[str]:
        """The pictures shown: ``"chart"`` and, with pairs, ``"heatmap"``."""
        return ["chart" if w is self._chart else "heatmap" for w in self._figures.children]

    def _html(self, table: pd.DataFrame) -> str:
        from .effect_plots import significant

        sides = [s for s in ("citizens", "werewolves", "third") if table[s].notna().any()]
        pairs = bool((table["cards"] == 2).any())
        head = [self._say("deck"), self._say("games")]
        for s in sides:
            head += [self._say("rate", _side(s, self.lang)), self._say("diff", _side(s, self.lang))]
            if pairs:
                head.append(self._say("inter", _side(s, self.lang)))
        rows = []
        for row in table.itertuples(index=False):
            r = row._asdict()
            cells = [escape(_deck_name(r["deck"], self.lang)), str(r["games"])]
            for s in sides:
                cells.append(f"{r[s] * 100:.1f} [{r[f'{s}_lo'] * 100:.1f}, {r[f'{s}_hi'] * 100:.1f}]")
                kinds = ("_diff", "_inter") if pairs else ("_diff",)
                for kind in kinds:
                    v, lo, hi = r[f"{s}{kind}"], r[f"{s}{kind}_lo"], r[f"{s}{kind}_hi"]
                    if v != v or (kind == "_diff" and not r["deck"]):  # NaN, or the baseline itself
                        cells.append("")
                        continue
                    text = f"{_points(v)} [{_points(lo)}, {_points(hi)}]"
                    cells.append(f"<b>{text}</b>" if significant(lo, hi) else text)
            rows.append("<tr>" + "".join(f"<td style='{CELL}'>{c}</td>" for c in cells) + "</tr>")
        confidence = float(table.attrs.get("confidence", 0.95))
        header = "".join(f"<th style='{CELL}'>{escape(h)}</th>" for h in head)
        return (
            f"<div style='font-size:85%'>{escape(self._say('table note', confidence))}</div>"
            "<div style='max-height:22em;overflow:auto'><table style='border-collapse:collapse;font-size:85%;"
            f"white-space:nowrap'><thead><tr>{header}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
        )

    # ----- a game ------------------------------------------------------------------
    @property
    def choices(self) -> list[tuple[str, ...]]:
        """The decks of the game menu: the pairs, strongest interaction on the
        chosen side's win rate (:attr:`side`) first, then the single cards,
        strongest effect first."""
        return list(self._choices)

    def _update_choices(self, table: pd.DataFrame) -> None:
        from .effect_plots import card_label, significant

        pairs = table[table["cards"] == 2]
        singles = table[table["cards"] == 1]
        side = self.side
        pairs = pairs.iloc[pairs[f"{side}_inter"].abs().argsort(kind="stable")[::-1]]
        singles = singles.iloc[singles[f"{side}_diff"].abs().argsort(kind="stable")[::-1]]
        options: list[tuple[str, tuple[str, ...]]] = []
        for row in pairs.itertuples(index=False):
            r = row._asdict()
            v, lo, hi = r[f"{side}_inter"], r[f"{side}_inter_lo"], r[f"{side}_inter_hi"]
            a, b = (card_label(c, self.lang, full=True) for c in r["deck"])
            mark = " *" if significant(lo, hi) else ""
            options.append((self._say("pair option", a, b, v * 100, lo * 100, hi * 100, mark), tuple(r["deck"])))
        for row in singles.itertuples(index=False):
            r = row._asdict()
            v, lo, hi = r[f"{side}_diff"], r[f"{side}_diff_lo"], r[f"{side}_diff_hi"]
            mark = " *" if significant(lo, hi) else ""
            name = card_label(r["deck"][0], self.lang, full=True)
            options.append((self._say("card option", name, v * 100, lo * 100, hi * 100, mark), tuple(r["deck"])))
        self._choices = [deck for _, deck in options]
        if options:
            self._pick.options = options
            self._pick.value = options[0][1]
        else:
            self._pick.options = [(self._say("pick empty"), None)]
        # as wide as its longest option (a menu cuts what does not fit), the description aside
        longest = max(_em(text) for text, _ in self._pick.options)
        self._pick.layout.width = f"{max(longest + 4, 20) + _em(self._say('pick')) + 1:.0f}em"
        self._open.disabled = not options

    def _game_settings(self) -> dict[str, Any]:
        """How the shown table's games were played (its ``attrs``), else the widget's options."""
        attrs = self._table.attrs if self._table is not None else {}
        settings: dict[str, Any] = {
            "players": self.players,
            "roles": list(self._setup) if self.roles is not None and self._setup is not None else None,
            "seed": int(self._seed.value),
            "agents": self._agents.value,
            "options": {},
            "common_seeds": True,
        }
        if "players" in attrs and "seed" in attrs:
            settings |= {"players": attrs["players"], "roles": attrs.get("roles"), "seed": attrs["seed"]}
            settings["options"] = dict(attrs.get("options") or {})
            settings["common_seeds"] = bool(attrs.get("common_seeds", True))
            if attrs.get("agents") in AGENTS:
                settings["agents"] = attrs["agents"]
        return settings

    def find_game(self, deck: Sequence[str], tries: int = GAME_TRIES) -> tuple[int, Game] | None:
        """The first of ``deck``'s games (as the shown table played them, see
        :func:`deck_game`) in which every card of ``deck`` was drawn, with its index
        in the deck's games; ``None`` if none of the first ``tries`` did."""
        cards = _in_spec_order(deck)
        settings = self._game_settings()
        for index in range(tries):
            game = deck_game(cards, index, **settings)
            if set(cards) <= drawn_cards(game):
                return index, game
        return None

    def open_game(self, deck: Sequence[str] | None = None) -> Stepper | None:
        """Show in a :class:`Stepper` a game of ``deck`` (default: the one chosen in
        the menu) in which every card of it was drawn; returns the Stepper, or
        ``None`` (and says so) when none is found."""
        from ....widgets.stepper import Stepper

        if deck is None:
            deck = self._pick.value
            if deck is None:
                return None
        cards = _in_spec_order(deck)
        name = _deck_name(cards, self.lang)
        found = self.find_game(cards)
        if found is None:
            self.stepper = None
            note = widgets.HTML(escape(self._say("game missing", name, GAME_TRIES)))
            self._game_box.children = [note]
            return None
        index, game = found
        settings = self._game_settings()
        agents = self._say(settings["agents"])
        note = widgets.HTML(f"<b>{escape(self._say('game found', name, index, game.seed, agents))}</b>")
        with using(self.display):
            self.stepper = Stepper(game, lang=self.lang, graphs=self.graphs)
        self._game_box.children = [note, self.stepper]
        return self.stepper


def _picture(image: widgets.Image, ax: Any) -> None:
    """Show ``ax``'s figure in ``image`` at its own pixels (its cells and text keep
    their size: 1 point in the figure is 1 point on a 96-dpi screen)."""
    from .effect_plots import SCREEN_DPI, figure_png, root

    png = figure_png(root(ax), dpi=SCREEN_DPI)
    image.value = png
    image.width = str(int.from_bytes(png[16:20], "big"))  # the PNG's own width (its IHDR chunk)
    image.layout.max_width = "100%"


def _load(table: pd.DataFrame | str | Path) -> pd.DataFrame:
    """A table, or one read from a path (:func:`read_event_effects`)."""
    if isinstance(table, str | Path):
        from .explorer import read_event_effects

        return read_event_effects(table)
    missing = {"deck", "cards", "games", "citizens", "citizens_diff", "citizens_inter"} - set(table.columns)
    if missing:
        raise InvalidArgument(f"not an event_effects table: no column {', '.join(sorted(missing))}")
    return table
