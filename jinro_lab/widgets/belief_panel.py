"""A seat's belief and the advice for its choice, as a widget (issue 11, item 4).

:class:`BeliefPanel` shows, for one position of a game and one viewer:

* a status line: whose belief, how many worlds (exact or sampled, with the effective
  sample size) and how long it took; or why there is nothing to show (a variant
  without a model of hidden information, a position no world agrees with);
* the heat maps of the hidden facts (:func:`~jinro_lab.analysis.belief_plots.belief_figure`
  of :func:`~jinro_lab.analysis.belief.belief`): seats x roles, cards or places;
* the advice for the seat if it is to choose (:func:`~jinro_lab.analysis.belief.advise`):
  each legal action's win probability for the seat's side with its interval, the best
  marked only when its interval separates from the others'.

A seat's view (``viewer`` a seat) shows that seat's posterior only, computed from its
own view: never the truth. The game master's view (``viewer=None``) shows the belief
of a seat chosen in the panel's menu (by default the seat to act) with the true cells
outlined (``hidden.facts`` of the real game).

Belief takes tenths of seconds to seconds, so the panel computes in a background
thread (``background=None``, the default: a thread except in the browser, see
``widgets.background``; :meth:`BeliefPanel.wait` joins it): only the
latest position asked for is computed after the one under way, results are cached per
position, viewer and settings, and the thread sets widget values only (pictures are
drawn on a plain matplotlib ``Figure``, not pyplot). ``background=False`` computes in
the caller's thread (tests, scripts).

The parts carry CSS classes: ``jinro-belief`` (the panel), ``jinro-belief-status``,
``jinro-belief-of`` (the seat menu of the game master's view), ``jinro-belief-map`` (the
picture) and ``jinro-belief-advice`` (the advice table).

Example (in a notebook)::

    from jinro_lab.widgets.belief_panel import BeliefPanel
    panel = BeliefPanel(lang="ja", n=60)
    panel.show(game, 2)          # seat 2's belief (and advice if seat 2 is to act)
    panel.wait(); panel.table    # the belief table shown; panel.advice, panel.message
    panel                        # the widget
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ..core.display import current, using
from ..core.engine import Game
from ..core.errors import JinroError
from ..core.i18n import Labels, seat_label
from ..core.registry import renderer
from ..core.viewers import PUBLIC, Viewer
from .background import use_background
from .common import SavedText, action_text, projector_class

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["DEFAULT_N", "DEFAULT_ROLLOUTS", "BeliefPanel", "BeliefView", "compute_view"]

#: worlds sampled per position (small: the panel should answer within a second or so)
DEFAULT_N = 40
#: rollouts per legal action for the advice
DEFAULT_ROLLOUTS = 40

say = Labels(
    {
        "status": ("belief of {}: {} worlds ({}), {:.1f} s", "{}の推測：世界{}個（{}）、{:.1f}秒"),
        "exact": ("exact", "厳密"),
        "sampled": ("sampled, ESS {:.1f}", "サンプリング、有効サンプル数 {:.1f}"),
        "computing": ("computing the belief of {}…", "{}の推測を計算中…"),
        "public": (
            "the table holds no secret to reason about: choose a seat, or the game master",
            "テーブルには推測する秘密がありません。席かゲームマスターを選んでください",
        ),
        "title": ("belief of {} (probability in %)", "{}から見た確率（%）"),
        "no model": (
            "no model of hidden information for {} yet: belief and advice are not available for its games",
            "{}には隠れた情報のモデルがまだありません。推測と助言は使えません",
        ),
        "no worlds": (
            "no world consistent with the view of {} was found in the attempts allowed (what it learned "
            "only indirectly is matched by trial); try another step or seat, or more worlds",
            "{}の視点と矛盾しない世界が試行回数内に見つかりませんでした（間接的に知ったことは試行で合わせます）。"
            "別のステップか席、またはより多くの世界を試してください",
        ),
        "error": ("could not compute: {}", "計算できません：{}"),
        "of": ("belief of", "推測する席"),
        "auto": ("the seat to act", "手番の席"),
        "advice": (
            "advice for {}: win probability of each action for its side ({} rollouts each with {} agents, "
            "95% Wilson intervals)",
            "{}への助言：行動ごとの陣営の勝率（各{}回のロールアウト、{}エージェント、95% Wilson区間）",
        ),
        "action": ("action", "行動"),
        "win rate": ("win rate", "勝率"),
        "interval": ("interval", "区間"),
        "best": ("★ best", "★ 最善"),
        "no best": (
            "no action is clearly best: the intervals overlap",
            "はっきり最善の行動はありません（区間が重なっています）",
        ),
        "one choice": ("{} has only one action now: nothing to advise", "{}の行動は今ひとつだけです。助言はありません"),
        "not to act": ("{} has nothing to choose now: no advice", "{}は今は選ぶことがありません。助言はありません"),
        "random": ("random", "ランダム"),
        "heuristic": ("heuristic", "ヒューリスティック"),
    }
)


@dataclass
class BeliefView:
    """What the panel shows for one position and viewer: the ``subject`` seat whose
    belief it is (in a game of ``variant``), its belief ``table``, the ``truth`` (fact -> value; game master
    only), the ``advice`` table and the ``legal`` actions it rates, the fact
    ``families`` in the hidden model's order, the ``png`` picture, and a
    ``message`` when there is nothing (or no advice) to show."""

    subject: int
    variant: str
    table: pd.DataFrame | None = None
    truth: dict[str, str] | None = None
    advice: pd.DataFrame | None = None
    legal: tuple[Any, ...] = ()
    families: tuple[str, ...] = ()
    png: bytes = b""
    message: str = ""
    advice_note: str = ""
    seconds: float = 0.0


def compute_view(
    game: Game,
    subject: int,
    truth: bool,
    lang: str = "en",
    n: int = DEFAULT_N,
    rollouts: int = DEFAULT_ROLLOUTS,
    seed: int = 0,
    model: Any = "random",
    agents: Any = "random",
    advice: bool = True,
) -> BeliefView:
    """The belief of ``subject`` in ``game`` from its own view (``n`` worlds under
    ``model``), with the truth if ``truth`` (the game master's view), the picture in
    ``lang``, and, if ``advice`` and the seat has two actions or more, the advice
    (``rollouts`` per action with ``agents``, on the same worlds). A variant without
    a hidden model or a position no world agrees with gives a :class:`BeliefView`
    with a ``message`` instead of raising."""
    import time

    from ..analysis.belief import HIDDEN_MODULES, advise, belief, hidden_model, sample_worlds
    from ..analysis.belief_plots import belief_figure, fact_family
    from ..analysis.figures import figure_png
    from ..core.registry import lookup

    who = seat_label(subject, lang)
    if game.variant not in HIDDEN_MODULES:
        title = lookup(game.variant).title_ja if lang == "ja" else game.variant
        return BeliefView(subject, game.variant, message=say("no model", lang, title))
    start = time.perf_counter()
    hidden = hidden_model(game.variant)
    try:
        worlds = sample_worlds(game, subject, n=n, seed=seed, model=model)
    except JinroError as exc:
        return BeliefView(subject, game.variant, message=say("error", lang, exc))
    if not len(worlds):
        return BeliefView(subject, game.variant, message=say("no worlds", lang, who))
    table = belief(game, subject, worlds=worlds)
    families = tuple(dict.fromkeys(fact_family(fact)[0] for fact in hidden.facts(worlds[0], subject)))
    true = hidden.facts(game, subject) if truth else None
    view = BeliefView(subject, game.variant, table, true, families=families)
    legal = game.legal_actions(subject) if advice and not game.over else ()
    if len(legal) > 1:
        view.advice = advise(game, subject, rollouts=rollouts, seed=seed, agents=agents, worlds=worlds)
        view.legal = tuple(legal)
    elif advice:
        view.advice_note = say("one choice" if legal else "not to act", lang, who)
    figure = belief_figure(
        table, true, lang=lang, variant=game.variant, families=families, title=say("title", lang, who)
    )
    view.png = figure_png(figure)
    view.seconds = time.perf_counter() - start
    return view


class BeliefPanel(SavedText, widgets.VBox):
    """The belief of a seat and the advice for its choice at one position of a game
    (see the module docstring). ``show(game, viewer)`` asks for a position; ``n``,
    ``rollouts``, ``seed``, ``model`` and ``agents`` go to
    :func:`~jinro_lab.analysis.belief.belief` and :func:`~jinro_lab.analysis.belief.advise`;
    ``advice=False`` leaves the advice out. ``view`` is what is shown
    (:class:`BeliefView`), ``table``, ``advice``, ``truth`` and ``message`` its parts."""

    def __init__(
        self,
        lang: str = "en",
        n: int = DEFAULT_N,
        rollouts: int = DEFAULT_ROLLOUTS,
        seed: int = 0,
        model: Any = "random",
        agents: Any = "random",
        advice: bool = True,
        background: bool | None = None,
    ):
        self.lang = lang
        self.n, self.rollouts, self.seed, self.model, self.agents = n, rollouts, seed, model, agents
        self.with_advice = advice
        self.background = use_background(background, "BeliefPanel")
        self.view: BeliefView | None = None
        self._cache: dict[tuple[Any, ...], BeliefView] = {}
        self._lock = threading.Lock()
        self._pending: tuple[tuple[Any, ...], Game, int, bool] | None = None
        self._thread: threading.Thread | None = None
        self._wanted: tuple[Any, ...] | None = None  # the key of the position shown (or to be)
        self._busy: tuple[Any, ...] | None = None  # the key being computed in the background
        self._running = False  # whether the background thread takes jobs (set under the lock)
        self._game: Game | None = None
        self._viewer: int | None = None
        self._status = widgets.HTML().add_class("jinro-belief-status")
        self._of = widgets.Dropdown(options=[say("auto", lang)], index=0, description=say("of", lang))
        self._of.layout = widgets.Layout(width="auto", display="none")
        self._of.add_class("jinro-belief-of")
        self._of.observe(self._again, names="index")
        self._image = widgets.Image(format="png", layout=widgets.Layout(display="none"))
        self._image.add_class("jinro-belief-map")
        self._advice = widgets.HTML().add_class("jinro-belief-advice")
        super().__init__([self._status, self._of, self._image, self._advice])
        self.add_class("jinro-belief")
        #: the display settings it was made with (``jinro_lab.display``): its heat maps keep them
        self.display = projector_class(self, current())

    # ----- the programmatic API -----------------------------------------------------
    @property
    def table(self) -> pd.DataFrame | None:
        """The belief table shown (``None``: none)."""
        return self.view.table if self.view else None

    @property
    def advice(self) -> pd.DataFrame | None:
        """The advice table shown (``None``: none), one row per legal action in order."""
        return self.view.advice if self.view else None

    @property
    def truth(self) -> dict[str, str] | None:
        """The true facts outlined in the picture (the game master's view only)."""
        return self.view.truth if self.view else None

    @property
    def message(self) -> str:
        """Why nothing (or no advice) is shown; "" otherwise."""
        return (self.view.message or self.view.advice_note) if self.view else ""

    @property
    def computing(self) -> bool:
        """Whether the background thread is computing."""
        return self._running

    def subject(self, game: Game, viewer: int | None) -> int:
        """Whose belief is shown for ``viewer``: the seat itself; for the game master
        (``None``) the seat chosen in the menu, by default the first seat to act (seat 0
        when nobody is)."""
        if viewer is not None:
            return viewer
        if self._of.index:
            return int(self._of.index) - 1
        pending = game.to_act() if not game.over else ()
        return pending[0] if pending else 0

    def show(self, game: Game, viewer: Viewer) -> None:
        """Show the belief at ``game`` as ``viewer`` sees it (a seat: its own
        posterior; ``None``: the game master's, the truth outlined; ``PUBLIC``, the
        table: nothing, with a note to choose a seat). Cached results are shown at
        once; others are computed (in the background by default)."""
        game.view(viewer)  # checks the seat
        if viewer is PUBLIC:
            self.clear()
            self._of.layout.display = "none"
            self._status.value = f"<i>{escape(say('public', self.lang))}</i>"
            return
        self._game, self._viewer = game, viewer
        self._set_menu(game.players, viewer)
        subject = self.subject(game, viewer)
        truth = viewer is None
        settings = (self.lang, self.n, self.rollouts, self.seed, self.with_advice, self.model, self.agents)
        key: tuple[Any, ...] = (game.record().to_json(), subject, truth)
        key += tuple(x if isinstance(x, str | int) else id(x) for x in settings)  # an agent by identity
        self._wanted = key
        cached = self._cache.get(key)
        if cached is not None:
            self._display(cached)
            return
        self._status.value = f"<i>{escape(say('computing', self.lang, seat_label(subject, self.lang)))}</i>"
        if not self.background:
            self._finish(key, self._compute(game, subject, truth))
            return
        with self._lock:
            if key == self._busy or (self._pending and self._pending[0] == key):
                return  # asked for again while under way (another redraw of the same step)
            self._pending = (key, game.clone(), subject, truth)  # a copy: the caller's game may move on
            if not self._running:
                self._running = True
                self._thread = threading.Thread(target=self._work, name="jinro-belief", daemon=True)
                self._thread.start()

    def clear(self) -> None:
        """Show nothing (a position that moved on: its belief is stale)."""
        self._wanted, self.view, self._game = None, None, None
        self._status.value = self._advice.value = ""
        self._image.layout.display = "none"

    def wait(self, timeout: float | None = None) -> None:
        """Wait until the background thread has computed what was asked."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def parts(self, css_class: str) -> list[widgets.Widget]:
        """The panel's widgets that carry ``css_class``."""
        from .player import with_class

        return with_class(self, css_class)

    # ----- computing ----------------------------------------------------------------
    def _compute(self, game: Game, subject: int, truth: bool) -> BeliefView:
        with using(self.display):  # in the background thread too
            return self._view(game, subject, truth)

    def _view(self, game: Game, subject: int, truth: bool) -> BeliefView:
        return compute_view(
            game,
            subject,
            truth,
            self.lang,
            n=self.n,
            rollouts=self.rollouts,
            seed=self.seed,
            model=self.model,
            agents=self.agents,
            advice=self.with_advice,
        )

    def _work(self) -> None:
        """The background thread: the latest position asked for, until none is left."""
        while True:
            with self._lock:
                job, self._pending = self._pending, None
                self._busy = job[0] if job else None
                if job is None:
                    self._running = False  # under the lock: a show() after this starts a new thread
                    return
            key, game, subject, truth = job
            try:
                view = self._compute(game, subject, truth)
            except Exception as exc:  # a thread cannot raise to the notebook: say it in the panel
                view = BeliefView(
                    subject, game.variant, message=say("error", self.lang, f"{type(exc).__name__}: {exc}")
                )
            self._finish(key, view)

    def _finish(self, key: tuple[Any, ...], view: BeliefView) -> None:
        self._cache[key] = view
        if key == self._wanted:
            self._display(view)

    def _again(self, change: dict[str, Any]) -> None:
        """The game master's seat menu changed: show that seat's belief."""
        if self._game is not None and self._viewer is None:
            self.show(self._game, None)

    # ----- drawing --------------------------------------------------------------------
    def _set_menu(self, players: int, viewer: int | None) -> None:
        """The seat menu: shown in the game master's view only."""
        names = [say("auto", self.lang)] + [seat_label(s, self.lang) for s in range(players)]
        if list(self._of.options) != names:
            self._of.unobserve(self._again, names="index")
            self._of.options = names  # resets the index to 0 (the seat to act)
            self._of.observe(self._again, names="index")
        self._of.layout.display = "" if viewer is None else "none"

    def _display(self, view: BeliefView) -> None:
        self.view = view
        lang = self.lang
        if view.table is None:
            self._status.value = f"<b>{escape(view.message)}</b>"
            self._image.layout.display = "none"
            self._advice.value = ""
            return
        attrs = view.table.attrs
        how = say("exact", lang) if attrs["exact"] else say("sampled", lang, attrs["ess"])
        who = seat_label(view.subject, lang)
        self._status.value = escape(say("status", lang, who, attrs["worlds"], how, view.seconds))
        self._image.value = view.png
        self._image.width = str(png_width(view.png))  # at its own pixels: never stretched, never blurred
        self._image.layout.display = ""
        self._advice.value = self._advice_html(view) if view.advice is not None else escape(view.advice_note)

    def _advice_html(self, view: BeliefView) -> str:
        """The advice as a table: action, win rate, interval, the best marked."""
        lang, advice = self.lang, view.advice
        assert advice is not None
        render = renderer(view.variant)
        agents = self.agents if isinstance(self.agents, str) else type(self.agents).__name__
        agents = say(agents, lang) if agents in say.table else agents
        games = int(advice["games"].iloc[0]) if len(advice) else 0
        cell = "padding:1px 0.7em;text-align:left"
        head = "".join(f"<th style='{cell}'>{escape(say(k, lang))}</th>" for k in ("action", "win rate", "interval"))
        rows = []
        for action, (_, row) in zip(view.legal, advice.iterrows(), strict=True):
            best = bool(row["best"])
            style = cell + (";font-weight:bold;background:#e8f3e8" if best else "")
            rows.append(
                f"<tr><td style='{style}'>{escape(action_text(render, action, lang))}</td>"
                f"<td style='{style}'>{row['win_rate']:.0%}</td>"
                f"<td style='{style}'>[{row['low']:.0%}, {row['high']:.0%}]</td>"
                f"<td style='{style}'>{escape(say('best', lang)) if best else ''}</td></tr>"
            )
        note = "" if advice["best"].any() else f"<div><i>{escape(say('no best', lang))}</i></div>"
        title = escape(say("advice", lang, seat_label(view.subject, lang), games, agents))
        return f"<div><b>{title}</b></div><table><tr>{head}<th></th></tr>{''.join(rows)}</table>{note}"


def png_width(png: bytes) -> int:
    """A PNG's width in pixels (its IHDR header)."""
    return int.from_bytes(png[16:20], "big")
