"""Step through a recorded game: first / back / next / last / play, any seat's view.

A *step* is one decision point: step 0 is the table before the first choice, and
each later step is the table after one decision was taken (a simultaneous vote is
one step, all its ballots at once). The games shown are replays of the record's
first actions, cached per step, so stepping back never mutates anything.

Example (in a notebook)::

    from jinro_lab.widgets import Stepper
    s = Stepper(game)          # or a GameRecord, or its JSON
    s                          # the widget
    s.seat = 2; s.last()       # seat 2's view of the end
    print(s.text())
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from ..core.engine import Game
from ..core.i18n import seat_label
from ..core.record import GameRecord, replay
from ..variants import new_game, renderer
from .common import events_html, events_text, label, seat_labels, show_figure

__all__ = ["Stepper", "as_record", "decision_bounds"]


def as_record(game_or_record: Game | GameRecord | str) -> GameRecord:
    """The record of a game, a record, or a record's JSON."""
    if isinstance(game_or_record, Game):
        return game_or_record.record()
    if isinstance(game_or_record, str | bytes):
        return GameRecord.from_json(game_or_record)
    if isinstance(game_or_record, GameRecord):
        return game_or_record
    raise TypeError(f"expected a game, a GameRecord or its JSON, got {type(game_or_record).__name__}")


def decision_bounds(record: GameRecord) -> tuple[int, ...]:
    """How many of the record's actions are taken at each step: ``(0, k1, k2, ...)``.

    A decision is complete when every seat in ``to_act()`` has chosen, so the
    actions of one simultaneous decision form one step.
    """
    game = new_game(record.variant, seed=record.seed, **record.setup)
    bounds, done, actions = [0], 0, record.actions
    while done < len(actions):
        size = max(1, len(game.to_act()))
        for seat, text in actions[done : done + size]:
            game.act(seat, text)
        done = min(done + size, len(actions))
        bounds.append(done)
    return tuple(bounds)


class Stepper(widgets.VBox):
    """A recorded game, one decision at a time, as any seat or the game master saw it.

    Programmatic API (used by notebooks and tests): ``step`` and ``seat`` (settable),
    ``steps``, ``next()``, ``back()``, ``first()``, ``last()``, ``game`` (the game
    at the shown step) and ``text()``.
    """

    def __init__(
        self,
        game_or_record: Game | GameRecord | str,
        lang: str = "en",
        start: int = 0,
        seat: int | None = None,
        graphs: bool = True,
        interval: int = 1000,
    ):
        record = as_record(game_or_record)
        self.record = record
        self.lang = lang
        self.graphs = graphs
        self._render = renderer(record.variant)
        final = replay(record)  # checks the whole record (and its digest) once
        self._bounds = decision_bounds(record)
        self._games: dict[int, Game] = {len(self._bounds) - 1: final}
        self._players = final.players
        self._step = 0
        self._seat: int | None = None

        last = len(self._bounds) - 1
        self._buttons = {
            # flex "none": in a narrow notebook the buttons keep their labels (the row wraps instead)
            name: widgets.Button(description=label(name, lang), layout=widgets.Layout(width="auto", flex="none"))
            for name in ("first", "back", "next", "last")
        }
        moves = {"first": self.first, "back": self.back, "next": self.next, "last": self.last}
        for name, button in self._buttons.items():
            button.on_click(lambda _, move=moves[name]: move())
        self._play = widgets.Play(value=0, min=0, max=last, step=1, interval=interval)
        self._slider = widgets.IntSlider(value=0, min=0, max=last, readout=True, continuous_update=True)
        widgets.jslink((self._play, "value"), (self._slider, "value"))
        self._slider.observe(self._on_slider, names="value")
        # the selector works by index (0: game master, s + 1: seat s): a Dropdown's value None means "nothing"
        self._seats = widgets.Dropdown(options=seat_labels(self._players, lang), index=0)
        self._seats.description = label("view", lang)
        self._seats.observe(self._on_seat, names="index")
        self._status = widgets.HTML()
        self._table = widgets.HTML()
        self._log = widgets.HTML()
        self._figures = widgets.Output()
        controls = widgets.HBox(
            [*self._buttons.values(), self._play, self._slider, self._seats],
            layout=widgets.Layout(flex_flow="row wrap"),
        )
        super().__init__([controls, self._status, self._table, self._log, self._figures])
        self._check_seat(seat)
        self._check_step(start)
        self._seat, self._step = seat, start
        self._seats.index = 0 if seat is None else seat + 1
        self._slider.value = start
        self._refresh()

    # ----- state -----------------------------------------------------------------
    @property
    def steps(self) -> int:
        """How many steps the game has (decision points, plus the start)."""
        return len(self._bounds)

    @property
    def step(self) -> int:
        return self._step

    @step.setter
    def step(self, value: int) -> None:
        self._check_step(value)
        self._step = value
        self._slider.value = value  # moves the Play too (jslink); the observer redraws
        self._refresh()

    @property
    def seat(self) -> int | None:
        """The seat whose view is shown; ``None`` is the game master (omniscient)."""
        return self._seat

    @seat.setter
    def seat(self, value: int | None) -> None:
        self._check_seat(value)
        self._seat = value
        self._seats.index = 0 if value is None else value + 1  # the observer sees no change
        self._refresh()

    def _check_step(self, value: Any) -> None:
        if value.__class__ is not int or not 0 <= value < self.steps:
            raise ValueError(f"no step {value!r}; steps are 0..{self.steps - 1}")

    def _check_seat(self, value: Any) -> None:
        if value is not None and (value.__class__ is not int or not 0 <= value < self._players):
            raise ValueError(f"no seat {value!r}; choose None (game master) or 0..{self._players - 1}")

    @property
    def game(self) -> Game:
        """The game as it stood at the shown step (a replay; do not act on it)."""
        return self._game_at(self._step)

    def _game_at(self, step: int) -> Game:
        game = self._games.get(step)
        if game is None:
            r = self.record
            game = replay(GameRecord(r.variant, r.setup, r.seed, r.actions[: self._bounds[step]]))
            self._games[step] = game
        return game

    # ----- moves -------------------------------------------------------------------
    def first(self) -> None:
        self.step = 0

    def back(self) -> None:
        self.step = max(0, self._step - 1)

    def next(self) -> None:
        self.step = min(self.steps - 1, self._step + 1)

    def last(self) -> None:
        self.step = self.steps - 1

    def _on_slider(self, change: dict[str, Any]) -> None:
        if change["new"] != self._step:
            self.step = change["new"]

    def _on_seat(self, change: dict[str, Any]) -> None:
        seat = None if change["new"] in (0, None) else change["new"] - 1
        if seat != self._seat:
            self.seat = seat

    # ----- what is shown -----------------------------------------------------------
    def _seen(self, step: int) -> tuple[Any, ...]:
        return self._game_at(step).events_seen_by(self._seat)

    def _new_from(self) -> int:
        """Index of the first event of the shown step in the viewer's log."""
        return len(self._seen(self._step - 1)) if self._step > 0 else 0

    def _status_text(self) -> str:
        who = seat_label(self._seat, self.lang)
        return f"{label('step', self.lang, self._step, self.steps - 1)} — {who}"

    def text(self) -> str:
        """The shown step as plain text: the table as the chosen seat sees it and
        the events it saw at this step."""
        game = self.game
        new = self._seen(self._step)[self._new_from() :]
        lines = [self._status_text(), self._render.view_text(game.view(self._seat), self.lang)]
        lines.append(label("new events", self.lang) if new else label("no new events", self.lang))
        lines.extend("  " + line for line in events_text(new, self._render, self.lang))
        return "\n".join(lines)

    def _refresh(self) -> None:
        game = self.game
        self._status.value = f"<b>{self._status_text()}</b>"
        self._table.value = self._render.view_html(game.view(self._seat), self.lang)
        self._log.value = events_html(self._seen(self._step), self._render, self.lang, self._new_from())
        last = self.steps - 1
        self._buttons["first"].disabled = self._buttons["back"].disabled = self._step == 0
        self._buttons["next"].disabled = self._buttons["last"].disabled = self._step == last
        if self.graphs:
            self._draw_graphs(game)

    def _draw_graphs(self, game: Game) -> None:
        """The vote graph and the information-flow graph of the shown step, as the
        chosen seat saw them."""
        from matplotlib.figure import Figure

        from ..analysis.graphs import info_flow_graph, vote_graph
        from ..analysis.plots import draw_info_flow, draw_vote_graph

        seen = game.events_seen_by(self._seat)
        fig = Figure(figsize=(10, 4.2))
        ax_vote, ax_info = fig.subplots(1, 2)
        draw_vote_graph(vote_graph(seen, players=game.players), ax=ax_vote, lang=self.lang)
        draw_info_flow(info_flow_graph(game.log, seat=self._seat, players=game.players), ax=ax_info, lang=self.lang)
        show_figure(self._figures, fig)
