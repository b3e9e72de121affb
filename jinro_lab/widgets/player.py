"""Take a seat: a person plays one seat, agents play the others.

The widget opens on the table, what everyone sees (safe on a projector: no hand, no
role, no secret choice). "Show my seat" turns it to the table as the person's seat
sees it (the seat's picture and the events it saw) and one button per legal
action, each with a line saying what it does and the rule that allows it (a
dropdown and a "Play" button when there are many). After each choice the agents
play until the person must choose again or the game ends. At the end it says "you
won" or "you lost" and why, offers the whole table (the game master's view) and
the full log, private events included, in a folded box a click opens, and offers a
new game. Everything goes through the public game API; an illegal choice is refused
by the game itself (``IllegalAction``) and shown in the widget.

With ``role="seer"`` the person plays the seer: the first seat dealt that role, in
the first seed from ``seed`` on that deals it (each new game too). Once "Show my
seat" is on, a "Play as" menu offers every seat and every role of the setup (hidden
on the table: a role named beside a seat number would tell the room who holds it).

With ``min_choices=3`` the game starts from the first seed from ``seed`` on in
which the seat gets to choose at least three times (see :class:`PlayerSeat`).

With ``hint=True`` a "hint" button (issue 11, item 4) shows, on demand, the belief
of the person's seat about the hidden facts and the advice for the choice at hand
(:class:`~jinro_lab.widgets.belief_panel.BeliefPanel`: each legal action's win
probability with its interval), computed from the seat's own view only, with modest
sample sizes, in a background thread. A choice clears it (it is about the moment).

Example (in a notebook)::

    from jinro_lab.widgets import PlayerSeat
    p = PlayerSeat("nemuranai", seat=0, seed=3, min_choices=3)
    PlayerSeat("mahou_toshi", role="seer", claims=True)   # play the seer, with table claims
    p                          # the widget: click the buttons, or
    p.legal()                  # what seat 0 may do now
    p.explain(p.legal()[0])    # what that does, and the rule that allows it
    p.choose(p.legal()[0])     # an action or its exact string
    p.new_game()               # the next game (the next seed)

The widget's parts carry stable CSS classes (``jinro-player``, ``jinro-status``,
``jinro-outcome``, ``jinro-table``, ``jinro-actions``, ``jinro-action``,
``jinro-explain``, ``jinro-action-menu``, ``jinro-play``, ``jinro-feedback``,
``jinro-log``, ``jinro-reveal``, ``jinro-new-game``, ``jinro-show-seat`` (the toggle
between the table and the seat), ``jinro-play-as`` (the seat-or-role menu), ``jinro-controls``; with ``hint=True`` also
``jinro-hint``, the button, and ``jinro-belief``, the panel), for styling and browser tests.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ..agents import RandomAgent
from ..analysis.simulate import make_agents
from ..core.display import current, using
from ..core.engine import Game, Result
from ..core.errors import IllegalAction, InvalidArgument, InvalidSetup, describe
from ..core.i18n import Labels, role_word, seat_label
from ..core.record import GameRecord
from ..core.registry import (
    dealt_roles,
    explain_action,
    heuristic_agent,
    lookup,
    new_game,
    renderer,
    role_ids,
    role_name,
)
from ..core.svg import checked_scale
from ..core.texts import renderer_result_text
from ..core.viewers import PUBLIC, Viewer
from ..rules import annotate_html
from .common import (
    SavedText,
    action_text,
    events_html,
    events_text,
    label,
    offline_note,
    picture_html,
    projector_class,
)
from .stepper import Stepper

if TYPE_CHECKING:
    from .belief_panel import BeliefPanel

__all__ = ["MAX_BUTTONS", "SEED_TRIES", "PlayerSeat", "count_choices", "make_agents", "stand_in"]

#: with more legal actions than this, the widget offers a dropdown instead of buttons
MAX_BUTTONS = 8

#: how many seeds ``min_choices`` tries before giving up
SEED_TRIES = 200

#: the player's own labels: key -> (English, Japanese)
say = Labels(
    {
        "won": ("You won", "あなたの勝ち"),
        "lost": ("You lost", "あなたの負け"),
        "why": ("Why: {}", "理由：{}"),
        "outcome": ("{}. Why: {}", "{}。理由：{}"),
        "new game": ("New game", "新しいゲーム"),
        "show seat": ("Show my seat", "自分の席を見る"),
        "show seat tip": (
            "show what your seat sees and your choices (your secrets: not on a projector)",
            "あなたの席から見えるものと選択肢を表示します（秘密の情報です。プロジェクターに映さないでください）",
        ),
        "hidden": (
            "{}: the table as everyone sees it; click “Show my seat” to see your seat and choose",
            "{}：全員に見えるテーブルです。「自分の席を見る」を押すと、自分の席と選択肢が表示されます",
        ),
        "new game tip": ("start a new game with the next seed", "次のシードで新しいゲームを始める"),
        "reveal": ("Everything revealed: the game master's view", "種明かし：ゲームマスターの視点"),
        "full log": ("The whole game, private events included:", "ゲームのすべての出来事（非公開のものも含む）："),
        "play as": ("Play as", "担当"),
        "play as tip": (
            "choose the seat or the role you play: a new game starts",
            "担当する席か{}を選ぶと、新しいゲームが始まります",  # the game's word for a role (LotROで人狼: 役割)
        ),
        "role choice": ("role: {1}", "{0}：{1}"),
        "hint": ("hint", "ヒント"),
        "hint tip": (
            "what your seat can infer, and each action's chance to win (from your view only)",
            "あなたの席から推測できることと、行動ごとの勝つ見込み（あなたの視点のみから）",
        ),
    }
)


def stand_in(variant: str, seat: int, seed: int) -> Any:
    """The agent that stands in for the person when ``min_choices`` looks ahead:
    the variant's heuristic agent (a random one if it registers none), seeded like
    the agent that would sit at ``seat`` in the game with ``seed``."""
    from ..analysis.simulate import agent_seed

    own = agent_seed(seed, seat)
    agent = heuristic_agent(variant, seed=own) if lookup(variant).heuristic else RandomAgent(seed=own)
    if hasattr(agent, "reset"):
        agent.reset(seat, own)
    return agent


def count_choices(
    variant: str, seat: int, agents: str | Sequence[Any], seed: int, enough: int | None = None, **options: Any
) -> int:
    """How many times ``seat`` gets a real choice (two legal actions or more) in the
    game of ``variant`` with ``seed`` and ``options`` when :func:`stand_in` plays it
    and ``agents`` the others, as in a :class:`PlayerSeat`; the count stops at ``enough``."""
    game = new_game(variant, seed=seed, **options)
    game.view(seat)  # checks the seat
    players = make_agents(variant, game.players, seat, agents, seed)
    players[seat] = stand_in(variant, seat, seed)
    choices = 0
    while not game.over and (enough is None or choices < enough):
        for s in game.to_act():
            legal = game.legal_actions(s)
            choices += s == seat and len(legal) > 1
            agent = players[s]
            game.act(s, agent.choose(game.view(s) if getattr(agent, "needs_view", True) else None, legal))
    return choices


def _first_seed(
    variant: str, seat: int, agents: str | Sequence[Any], seed: int, min_choices: int, options: dict[str, Any]
) -> int:
    """The first seed from ``seed`` on whose game gives ``seat`` ``min_choices`` choices
    (:func:`count_choices`); :class:`InvalidSetup` after :data:`SEED_TRIES` seeds."""
    if min_choices <= 0:
        return seed
    for s in range(seed, seed + SEED_TRIES):
        if count_choices(variant, seat, agents, s, min_choices, **options) >= min_choices:
            return s
    raise InvalidSetup(
        f"no seed from {seed} to {seed + SEED_TRIES - 1} gives seat {seat} of {variant} at least "
        f"{min_choices} choices; lower min_choices, or pick another seat, seed or options"
    )


def _first_role_seed(
    variant: str, role: str, agents: str | Sequence[Any], seed: int, min_choices: int, options: dict[str, Any]
) -> tuple[int, int]:
    """The first seed from ``seed`` on whose deal gives ``role`` to a seat (the first
    such seat) that gets ``min_choices`` choices, and that seat; :class:`InvalidSetup`
    after :data:`SEED_TRIES` seeds."""
    for s in range(seed, seed + SEED_TRIES):
        seats = [i for i, dealt in enumerate(dealt_roles(new_game(variant, seed=s, **options))) if dealt == role]
        if seats and (
            min_choices <= 0 or count_choices(variant, seats[0], agents, s, min_choices, **options) >= min_choices
        ):
            return s, seats[0]
    wanted = f" with at least {min_choices} choices" if min_choices > 0 else ""
    raise InvalidSetup(
        f"no seed from {seed} to {seed + SEED_TRIES - 1} deals {role} to a seat of {variant}{wanted}; "
        "pick a role of this setup (roles=... adds one), or lower min_choices"
    )


class PlayerSeat(SavedText, widgets.VBox):
    """Play ``seat`` of a new game of ``variant`` against agents.

    Programmatic API: ``legal()``, ``explain(action)``, ``choose(action_or_str)``,
    ``outcome()``, ``text()``, ``new_game()``, ``game``, ``seed``, ``record()``,
    ``stepper()`` (the game so far in a :class:`Stepper`) and ``parts(css_class)``
    (its widgets by CSS class). ``options`` go to
    ``new_game`` (e.g. ``players=3``, ``deck=[...]``).

    ``role`` (a role id of the variant, :func:`~jinro_lab.core.registry.role_ids`):
    play the first seat dealt it, in the first seed from ``seed`` on that deals it
    (with ``min_choices``, that also gives it the choices); :meth:`play_as` (the "Play
    as" menu) switches seat or role and starts again from ``seed``.

    ``min_choices=n`` starts from the first seed from ``seed`` on (``seed`` tells
    which one was taken) in which the seat gets at least ``n`` real choices (two
    legal actions or more) when :func:`stand_in`, the variant's heuristic agent,
    plays it. That is a forecast, not a promise: a person's choices change the
    game, and a game can then end sooner (or later). ``0`` (the default) takes
    ``seed`` as it is. No seed among :data:`SEED_TRIES` raises :class:`InvalidSetup`.

    ``hint=True`` (or the panel's options, e.g. ``hint={"n": 20}``) adds the "hint"
    button and ``hint_panel`` (a :class:`~jinro_lab.widgets.belief_panel.BeliefPanel`;
    ``None`` without hints); :meth:`hint` is the button.
    """

    def __init__(
        self,
        variant: str = "nemuranai",
        seat: int = 0,
        role: str | None = None,
        agents: str | Sequence[Any] = "heuristic",
        seed: int = 0,
        lang: str = "en",
        min_choices: int = 0,
        hint: bool | Mapping[str, Any] = False,
        show_seat: bool = False,
        scale: float = 1.0,
        **options: Any,
    ):
        self.variant = lookup(variant).id
        self.scale = checked_scale(scale)
        if role is not None and role not in role_ids(self.variant):
            raise InvalidArgument(
                f"role must be one of {', '.join(role_ids(self.variant))} for {self.variant}, got {describe(role)}"
            )
        self.seat = seat
        self.role = role
        self._first_seed_asked = seed
        self.lang = lang
        self.min_choices = min_choices
        self._agent_spec = agents
        self._options = options
        self._render = renderer(self.variant)
        self._explains = lookup(self.variant).explain is not None

        self._status = _html("jinro-status")
        self._outcome = _html("jinro-outcome")
        self._table = _html("jinro-table")
        self._actions = widgets.VBox()
        self._actions.add_class("jinro-actions")
        self._feedback = _html("jinro-feedback")
        self._log = _html("jinro-log")
        self._reveal = _html("jinro-reveal")
        self._new_game_button = widgets.Button(description=say("new game", lang), tooltip=say("new game tip", lang))
        self._new_game_button.add_class("jinro-new-game")
        self._new_game_button.on_click(lambda _: self.new_game())
        self._stepper_button = widgets.Button(
            description=label("show stepper", lang), disabled=True, tooltip=label("stepper after", lang)
        )
        self._stepper_button.on_click(lambda _: self._show_stepper())
        self._stepper_box = widgets.VBox()
        self._peek = widgets.ToggleButton(
            value=bool(show_seat), description=say("show seat", lang), tooltip=say("show seat tip", lang), icon="eye"
        )
        self._peek.add_class("jinro-show-seat")
        self._peek.observe(lambda _: self._refresh(), names="value")
        self._play_as = widgets.Dropdown(
            description=say("play as", lang), tooltip=say("play as tip", lang, role_word(variant, lang))
        )
        self._play_as.add_class("jinro-play-as")
        self.hint_panel: BeliefPanel | None = None
        hints: list[widgets.Widget] = []
        if hint:
            from .belief_panel import BeliefPanel

            self.hint_panel = BeliefPanel(lang, **(hint if isinstance(hint, Mapping) else {}))
            self._hint_button = widgets.Button(description=say("hint", lang), tooltip=say("hint tip", lang))
            self._hint_button.add_class("jinro-hint")
            self._hint_button.on_click(lambda _: self.hint())
            hints = [self._hint_button, self.hint_panel]
        controls = widgets.VBox(
            [
                self._peek,
                self._play_as,
                self._actions,
                *hints,
                self._feedback,
                widgets.HBox([self._new_game_button, self._stepper_button]),
            ]
        )
        controls.add_class("jinro-controls")
        super().__init__(
            [
                offline_note(lang),
                self._status,
                self._outcome,
                self._table,
                controls,
                self._log,
                self._reveal,
                self._stepper_box,
            ]
        )
        self.add_class("jinro-player")
        self.add_class("jinro-widget")
        #: the display settings it was made with (``jinro_lab.display``): its pictures keep them
        self.display = projector_class(self, current())
        self._start(seed)
        self._play_as.options = self._play_as_options()
        self._play_as.value = ("role", role) if role is not None else ("seat", self.seat)
        self._play_as.observe(self._play_as_chosen, names="value")

    # ----- the programmatic API -----------------------------------------------------
    @property
    def game(self) -> Game:
        """The live game (read it; act through :meth:`choose`)."""
        return self._game

    @property
    def showing_seat(self) -> bool:
        """Whether the widget shows the seat's own view and choices (``True``) or the
        table, what everyone sees (``False``, the default: the "Show my seat" toggle)."""
        return bool(self._peek.value)

    @showing_seat.setter
    def showing_seat(self, value: bool) -> None:
        self._peek.value = bool(value)  # the observer redraws

    @property
    def viewer(self) -> Viewer:
        """Whose view the widget shows: the seat, or ``PUBLIC`` (the table)."""
        return self.seat if self.showing_seat else PUBLIC

    def legal(self) -> tuple[Any, ...]:
        """The actions this seat may take now (empty while others choose or after the end)."""
        return self._game.legal_actions(self.seat)

    def explain(self, action: Any) -> str:
        """What ``action`` does for this seat and the rule that allows it, in the
        widget's language, from the seat's own view ("" if the variant registers no
        explanations)."""
        return self._explain(self._game.view(self.seat), action)

    def choose(self, action: Any) -> None:
        """Take ``action`` (an action, its exact string or its text as shown in the
        widget's language) for this seat, then let the
        agents play until this seat must choose again or the game ends.

        An illegal action raises :class:`IllegalAction` and changes nothing; its
        message is also shown in the widget.
        """
        if isinstance(action, str):  # the text shown on a button (ids named: ``play attack ①``)
            shown = {self._action_text(a): a for a in self.legal()}
            action = shown.get(action, action)
        seen = len(self._game.events_seen_by(self.seat))
        try:
            self._game.act(self.seat, action)
        except IllegalAction as exc:
            self._message = str(exc)
            self._refresh()
            raise
        self._seen_before, self._message = seen, ""
        self._play_agents()
        self._refresh()

    def hint(self) -> None:
        """Show the seat's belief and the advice for its choice now, from its own view
        (``hint=True`` only; computed in the background: ``hint_panel.wait()``)."""
        if self.hint_panel is None:
            raise InvalidArgument("this PlayerSeat has no hints; make it with hint=True")
        self.hint_panel.show(self._game, self.seat)

    def outcome(self) -> str:
        """At the end, ``You won`` or ``You lost`` (in the widget's language) with why:
        the result, its side and its rule; "" while the game goes on."""
        result = self._game.result
        if result is None:
            return ""
        lang = self.lang
        return say("outcome", lang, say("won" if self.seat in result.winners else "lost", lang), self._why(result))

    def new_game(self) -> None:
        """Start the next game in this widget: the next seed (then the first that
        gives ``min_choices``, and with ``role`` the first that deals it), the same
        variant, seat or role, agents and options."""
        self._start(self.seed + 1)

    def play_as(self, seat: int | None = None, role: str | None = None) -> None:
        """Play another seat or role (what the "Play as" menu does): a new game from
        the widget's first seed. Give one of ``seat`` and ``role``."""
        if (seat is None) == (role is None):
            raise InvalidArgument("play_as takes one of seat= and role=")
        self._play_as.value = ("seat", seat) if role is None else ("role", role)

    def parts(self, css_class: str) -> list[widgets.Widget]:
        """The widgets of this seat that carry ``css_class`` (one of the classes in
        the module docstring), in display order: what a browser finds by that class."""
        return with_class(self, css_class)

    def record(self) -> GameRecord:
        """The game so far as a record (replayable, JSON)."""
        return self._game.record()

    def stepper(self, **kwargs: Any) -> Stepper:
        """The game so far in a :class:`Stepper` (the game master's view unless
        ``seat=`` is given)."""
        with using(self.display):  # drawn as this seat's pictures are
            return Stepper(self.record(), lang=self.lang, **kwargs)

    def text(self) -> str:
        """What the seat sees now as plain text: status, table, the events it saw
        since its last choice, and its legal actions with what each does; at the
        end the outcome and the whole game revealed."""
        lang, game = self.lang, self._game
        seen = game.events_seen_by(self.seat)[self._seen_before :]
        view = game.view(self.seat)
        lines = [self._status_text(), self._render.view_text(view, lang)]
        lines.append(label("new events", lang) if seen else label("no new events", lang))
        lines.extend("  " + line for line in events_text(seen, self._render, lang))
        for i, action in enumerate(self.legal()):
            lines.append(f"  [{i}] {self._action_text(action)}")
            if self._explains:
                lines.append(f"      {self._explain(view, action)}")
        if self._message:
            lines.append(self._message)
        if game.over:
            lines += [self.outcome(), say("reveal", lang), self._render.view_text(game.view(None), lang)]
            lines += [say("full log", lang), *("  " + line for line in events_text(game.log, self._render, lang))]
        return "\n".join(lines)

    # ----- a game: start, agents, drawing ------------------------------------------------
    def _play_as_options(self) -> list[tuple[str, tuple[str, Any]]]:
        """The "Play as" menu: every seat, then every role of this setup."""
        seats = [(seat_label(s, self.lang), ("seat", s)) for s in range(self._game.players)]
        dealt = set(dealt_roles(self._game))
        if self.role is not None:
            dealt.add(self.role)
        roles = [r for r in role_ids(self.variant) if r in dealt]
        return seats + [
            (
                say(
                    "role choice", self.lang, role_word(self.variant, self.lang), role_name(self.variant, r, self.lang)
                ),
                ("role", r),
            )
            for r in roles
        ]

    def _play_as_chosen(self, change: dict[str, Any]) -> None:
        kind, value = change["new"]
        self.role = value if kind == "role" else None
        if kind == "seat":
            self.seat = value
        self._start(self._first_seed_asked)

    def _start(self, seed: int) -> None:
        """A new game from the first seed from ``seed`` on that gives ``min_choices``
        (with ``role``: that deals the role; the seat is the first holding it); the
        agents play until this seat must choose."""
        variant = self.variant
        if self.role is None:
            self.seed = _first_seed(variant, self.seat, self._agent_spec, seed, self.min_choices, self._options)
        else:
            self.seed, self.seat = _first_role_seed(
                variant, self.role, self._agent_spec, seed, self.min_choices, self._options
            )
        seat = self.seat
        game = new_game(variant, seed=self.seed, **self._options)
        game.view(seat)  # checks the seat
        self._game = game
        self._agents = make_agents(variant, game.players, seat, self._agent_spec, self.seed)
        self._seen_before = 0  # events the seat had seen at its last choice
        self._message = ""
        _replace(self._stepper_box, [])
        self._play_agents()
        self._refresh()

    def _play_agents(self) -> None:
        """Let the agents choose until this seat must choose or the game is over."""
        game = self._game
        while not game.over:
            others = [s for s in game.to_act() if s != self.seat]
            if not others:
                return
            for s in others:
                agent = self._agents[s]
                view = game.view(s) if getattr(agent, "needs_view", True) else None
                game.act(s, agent.choose(view, game.legal_actions(s)))

    def _status_text(self) -> str:
        lang, seat = self.lang, seat_label(self.seat, self.lang)
        if self._game.over:
            return label("status", lang, label("you are", lang, seat), label("game over", lang))
        if not self.showing_seat:
            return say("hidden", lang, seat)
        return label("your turn", lang, seat) if self.legal() else label("waiting", lang, seat)

    def _why(self, result: Result) -> str:
        """The result in the widget's language: who won, for which side, by which rule."""
        return renderer_result_text(self._render, self.variant, result, self.lang)

    def _explain(self, view: Any, action: Any) -> str:
        return explain_action(self.variant, view, action, self.lang) if self._explains else ""

    def _refresh(self) -> None:
        game, lang = self._game, self.lang
        self._status.value = f"<b>{escape(self._status_text())}</b>"
        self._outcome.value = self._outcome_html()
        viewer = self.viewer
        view = game.view(viewer)
        acting = game.acting(viewer)
        self._table.value = picture_html(self._render, view, lang, self.scale, acting, self.display)
        seen = self._seen_before if viewer is not PUBLIC else len(game.events_seen_by(PUBLIC))
        self._log.value = events_html(game.events_seen_by(viewer), self._render, lang, seen)
        self._feedback.value = (
            f"<div style='color:#b00020;white-space:pre-wrap'>{escape(self._message)}</div>" if self._message else ""
        )
        _replace(self._actions, self._action_widgets(view) if viewer is not PUBLIC else [])
        self._play_as.layout.display = None if viewer is not PUBLIC else "none"  # a role shown is a secret
        self._reveal.value = self._reveal_html() if game.over else ""
        self._stepper_button.disabled = not game.over
        if self.hint_panel is not None:
            self.hint_panel.clear()  # a hint is about one moment: gone once the game moved on (or hidden)
            self._hint_button.disabled = game.over or viewer is PUBLIC  # a hint tells the seat's secrets
        self._new_game_button.button_style = "primary" if game.over else ""

    def _outcome_html(self) -> str:
        """The outcome, large and coloured (green: won, red: lost); "" before the end."""
        result = self._game.result
        if result is None:
            return ""
        won = self.seat in result.winners
        style = "font-size:150%;font-weight:bold;color:" + ("#1b7a1b" if won else "#b00020")
        head = escape(say("won" if won else "lost", self.lang))
        why = annotate_html(escape(say("why", self.lang, self._why(result))), self.lang)
        return f"<div style='{style}'>{head}</div><div>{why}</div>"

    def _reveal_html(self) -> str:
        """The game master's view (every hidden card or role) and the whole log, in a
        folded box (opened by a click: a projector shows nothing secret by itself)."""
        game, lang = self._game, self.lang
        picture = picture_html(self._render, game.view(None), lang, self.scale, (), self.display)
        return (
            f"<details><summary><b>{escape(say('reveal', lang))}</b></summary>{picture}"
            f"<div>{escape(say('full log', lang))}</div>{events_html(game.log, self._render, lang, len(game.log))}"
            "</details>"
        )

    def _action_text(self, action: Any) -> str:
        """An action in the widget's language (the renderer's ``action_text``;
        ``str(action)`` for a renderer without one)."""
        return action_text(self._render, action, self.lang)

    def _action_widgets(self, view: Any) -> list[widgets.Widget]:
        """One row per legal action (its button and what it does), or with many a
        dropdown, its play button and what the selected action does."""
        legal = self.legal()
        if not legal:
            return []
        lines = [self._explain(view, action) for action in legal]
        if len(legal) <= MAX_BUTTONS:
            rows = []
            for action, line in zip(legal, lines, strict=True):
                button = widgets.Button(description=self._action_text(action), tooltip=line)
                button.layout.width = "auto"
                button.add_class("jinro-action")
                button.on_click(lambda _, a=action: self.choose(a))
                rows.append(widgets.HBox([button, _explanation(line, self.lang)]))
            return rows
        menu = widgets.Dropdown(options=[(self._action_text(a), i) for i, a in enumerate(legal)], index=0)
        menu.layout.width = "auto"
        menu.add_class("jinro-action-menu")
        go = widgets.Button(description=label("play", self.lang), button_style="primary", tooltip=lines[0])
        go.add_class("jinro-play")
        go.on_click(lambda _: self.choose(legal[menu.value]))
        shown = _explanation(lines[0], self.lang)

        def selected(change: dict[str, Any]) -> None:
            shown.value = annotate_html(escape(lines[change["new"]]), self.lang)
            go.tooltip = menu.tooltip = lines[change["new"]]

        menu.tooltip = lines[0]
        menu.observe(selected, names="value")
        return [widgets.HBox([menu, go]), shown]

    def _show_stepper(self) -> None:
        _replace(self._stepper_box, [self.stepper()])


def walk_widgets(widget: widgets.Widget) -> list[widgets.Widget]:
    """``widget`` and every widget inside it, in display order."""
    inside = getattr(widget, "children", ())
    return [widget, *(w for child in inside for w in walk_widgets(child))]


def with_class(widget: widgets.Widget, css_class: str) -> list[widgets.Widget]:
    """The widgets in ``widget`` (itself too) that carry ``css_class``, in display order.
    ipywidgets has no public read of a widget's CSS classes: they are its ``_dom_classes``
    trait, which ``add_class`` and ``remove_class`` change."""
    return [w for w in walk_widgets(widget) if css_class in w._dom_classes]


def _html(css_class: str) -> widgets.HTML:
    """An HTML widget with a stable CSS class."""
    box = widgets.HTML()
    box.add_class(css_class)
    return box


def _explanation(line: str, lang: str) -> widgets.HTML:
    """What an action does, beside its button (CSS class ``jinro-explain``), its rule IDs
    showing their rules on hover."""
    box = widgets.HTML(annotate_html(escape(line), lang))
    box.add_class("jinro-explain")
    box.layout.margin = "0 0 0 0.6em"
    return box


def _replace(box: widgets.Box, children: Sequence[widgets.Widget]) -> None:
    """Show ``children`` in ``box`` and close the widgets they replace (frees their comms)."""
    old = box.children
    box.children = tuple(children)
    for child in old:
        if isinstance(child, widgets.Box):
            _replace(child, [])
        child.close()
