"""Take a seat: a person plays one seat, agents play the others.

The widget shows the table as the person's seat sees it and the events it saw,
and one button per legal action (a dropdown and a "Play" button when there are
many). After each choice the agents play until the person must choose again or
the game ends. Everything goes through the public game API; an illegal choice
is refused by the game itself (``IllegalAction``) and shown in the widget.

Example (in a notebook)::

    from jinro_lab.widgets import PlayerSeat
    p = PlayerSeat("nemuranai", seat=0, seed=3)
    p                          # the widget: click the buttons, or
    p.legal()                  # what seat 0 may do now
    p.choose(p.legal()[0])     # an action or its exact string
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as widgets

from ..agents import RandomAgent
from ..core.engine import Game
from ..core.errors import IllegalAction
from ..core.i18n import Labels, seat_label, side_name
from ..core.record import GameRecord
from ..core.registry import heuristic_agent, new_game, renderer
from .common import action_text, events_html, events_text, label
from .stepper import Stepper

__all__ = ["MAX_BUTTONS", "PlayerSeat", "make_agents"]

#: with more legal actions than this, the widget offers a dropdown instead of buttons
MAX_BUTTONS = 8

#: how the game ended for the person: key -> (English, Japanese)
_outcome = Labels(
    {
        "won": ("you won{}", "あなたの勝ち{}"),
        "lost": ("you lost{}", "あなたの負け{}"),
        "side won": (" ({} won)", "（{}の勝ち）"),
        "side": (" ({})", "（{}）"),
        "nobody": ("nobody won", "勝者なし"),
    }
)


def make_agents(variant: str, players: int, seat: int, agents: str | Sequence[Any], seed: int) -> dict[int, Any]:
    """The agents of every seat but ``seat``: ``"heuristic"`` (the variant's
    heuristic agent), ``"random"`` (:class:`RandomAgent`), or a list with one
    agent per seat (the entry for ``seat`` is ignored). Agents are seeded as in
    :func:`~jinro_lab.analysis.simulate.simulate` (``agent_seed(seed, seat)``) and
    one with a ``reset`` gets ``reset(its seat, that seed)`` (the agent protocol's
    start of a game), so a game is the same for the same choices."""
    from ..analysis.simulate import agent_seed

    others = [s for s in range(players) if s != seat]
    seeds = {s: agent_seed(seed, s) for s in others}
    if agents == "heuristic":
        chosen = {s: heuristic_agent(variant, seed=seeds[s]) for s in others}
    elif agents == "random":
        chosen = {s: RandomAgent(seed=seeds[s]) for s in others}
    elif isinstance(agents, str) or not isinstance(agents, Sequence) or len(agents) != players:
        raise ValueError(f'agents must be "heuristic", "random" or a list of {players} agents, got {agents!r}')
    else:
        chosen = {s: agents[s] for s in others}
    for s, agent in chosen.items():
        if hasattr(agent, "reset"):
            agent.reset(s, seeds[s])
    return chosen


class PlayerSeat(widgets.VBox):
    """Play ``seat`` of a new game of ``variant`` against agents.

    Programmatic API: ``legal()``, ``choose(action_or_str)``, ``text()``, ``game``,
    ``record()`` and ``stepper()`` (the game so far in a :class:`Stepper`).
    ``options`` go to ``new_game`` (e.g. ``players=3``, ``deck=[...]``).
    """

    def __init__(
        self,
        variant: str = "nemuranai",
        seat: int = 0,
        agents: str | Sequence[Any] = "heuristic",
        seed: int = 0,
        lang: str = "en",
        **options: Any,
    ):
        self._game = new_game(variant, seed=seed, **options)
        self._game.view(seat)  # checks the seat
        self.seat = seat
        self.lang = lang
        self._render = renderer(variant)
        self._agents = make_agents(variant, self._game.players, seat, agents, seed)
        self._seen_before = 0  # events the seat had seen at its last choice
        self._message = ""

        self._status = widgets.HTML()
        self._table = widgets.HTML()
        self._log = widgets.HTML()
        self._actions = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self._feedback = widgets.HTML()
        self._stepper_button = widgets.Button(
            description=label("show stepper", lang), disabled=True, tooltip=label("stepper after", lang)
        )
        self._stepper_button.on_click(lambda _: self._show_stepper())
        self._stepper_box = widgets.VBox()
        super().__init__(
            [
                self._status,
                self._table,
                self._actions,
                self._feedback,
                self._log,
                self._stepper_button,
                self._stepper_box,
            ]
        )
        self._play_agents()
        self._refresh()

    # ----- the programmatic API -----------------------------------------------------
    @property
    def game(self) -> Game:
        """The live game (read it; act through :meth:`choose`)."""
        return self._game

    def legal(self) -> tuple[Any, ...]:
        """The actions this seat may take now (empty while others choose or after the end)."""
        return self._game.legal_actions(self.seat)

    def choose(self, action: Any) -> None:
        """Take ``action`` (an action, its exact string or its text as shown in the
        widget's language) for this seat, then let the
        agents play until this seat must choose again or the game ends.

        An illegal action raises :class:`IllegalAction` and changes nothing; its
        message is also shown in the widget.
        """
        if isinstance(action, str) and self.lang != "en":  # the text shown on a button
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

    def record(self) -> GameRecord:
        """The game so far as a record (replayable, JSON)."""
        return self._game.record()

    def stepper(self, **kwargs: Any) -> Stepper:
        """The game so far in a :class:`Stepper` (the game master's view unless
        ``seat=`` is given)."""
        return Stepper(self.record(), lang=self.lang, **kwargs)

    def text(self) -> str:
        """What the seat sees now as plain text: status, table, the events it saw
        since its last choice, and its legal actions."""
        seen = self._game.events_seen_by(self.seat)[self._seen_before :]
        lines = [self._status_text(), self._render.view_text(self._game.view(self.seat), self.lang)]
        lines.append(label("new events", self.lang) if seen else label("no new events", self.lang))
        lines.extend("  " + line for line in events_text(seen, self._render, self.lang))
        lines.extend(f"  [{i}] {self._action_text(action)}" for i, action in enumerate(self.legal()))
        if self._message:
            lines.append(self._message)
        return "\n".join(lines)

    # ----- agents and drawing ----------------------------------------------------------
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
            return f"{label('you are', lang, seat)} — {label('game over', lang)}: {self._outcome_text()}"
        return label("your turn", lang, seat) if self.legal() else label("waiting", lang, seat)

    def _outcome_text(self) -> str:
        """Won or lost, with the winning side's name from the variant's registration."""
        result, lang = self._game.result, self.lang
        assert result is not None
        if not result.winners:
            return _outcome("nobody", lang)
        side = side_name(result.side, lang, self._game.variant) if result.side else ""
        if self.seat in result.winners:
            return _outcome("won", lang, _outcome("side", lang, side) if side else "")
        return _outcome("lost", lang, _outcome("side won", lang, side) if side else "")

    def _refresh(self) -> None:
        game, lang = self._game, self.lang
        self._status.value = f"<b>{self._status_text()}</b>"
        self._table.value = self._render.view_html(game.view(self.seat), lang)
        seen = game.events_seen_by(self.seat)
        self._log.value = events_html(seen, self._render, lang, self._seen_before)
        self._feedback.value = (
            f"<div style='color:#b00020;white-space:pre-wrap'>{escape(self._message)}</div>" if self._message else ""
        )
        _replace(self._actions, self._action_widgets())
        self._stepper_button.disabled = not game.over

    def _action_text(self, action: Any) -> str:
        """An action in the widget's language (the renderer's ``action_text``;
        ``str(action)`` for a renderer without one)."""
        return action_text(self._render, action, self.lang)

    def _action_widgets(self) -> list[widgets.Widget]:
        legal = self.legal()
        if len(legal) <= MAX_BUTTONS:
            buttons = []
            for action in legal:
                button = widgets.Button(description=self._action_text(action), layout=widgets.Layout(width="auto"))
                button.on_click(lambda _, a=action: self.choose(a))
                buttons.append(button)
            return buttons
        menu = widgets.Dropdown(options=[(self._action_text(a), i) for i, a in enumerate(legal)], index=0)
        menu.layout.width = "auto"
        go = widgets.Button(description=label("play", self.lang), button_style="primary")
        go.on_click(lambda _: self.choose(legal[menu.value]))
        return [menu, go]

    def _show_stepper(self) -> None:
        _replace(self._stepper_box, [self.stepper()])


def _replace(box: widgets.Box, children: Sequence[widgets.Widget]) -> None:
    """Show ``children`` in ``box`` and close the widgets they replace (frees their comms)."""
    old = box.children
    box.children = tuple(children)
    for child in old:
        child.close()
