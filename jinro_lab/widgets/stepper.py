"""Step through a recorded game: first / back / next / last / play, any seat's view.

A *step* is one decision point: step 0 is the table before the first choice, and
each later step is the table after one decision was taken (a simultaneous vote is
one step, all its ballots at once). The games shown are replays of the record's
first actions, cached per step, so stepping back never mutates anything.

The vote graph shows one round of one vote: by default the latest one held at or
before the shown step (as the chosen seat saw it); the "vote" menu picks another
vote of the game (``"turn 3"``, ``"turn 3 runoff 1"``...), told apart by the vote
id and round its ballots and result carry. The two graphs are two pictures side by
side (:class:`~jinro_lab.analysis.pictures.TablePicture`), each drawn again only
when what it shows changed.

The parts carry CSS classes (for browser tests and styling): ``jinro-stepper``
(the widget), ``jinro-first``, ``jinro-back``, ``jinro-next``, ``jinro-last`` (the
buttons), ``jinro-seat`` and ``jinro-vote`` (the menus), ``jinro-status``,
``jinro-table``, ``jinro-log`` and ``jinro-figures`` (the graphs' box).

With ``belief=True`` (off by default: belief costs time) a
:class:`~jinro_lab.widgets.belief_panel.BeliefPanel` (``jinro-belief``) follows the
graphs (issue 11, item 4): the shown seat's belief about the hidden facts as heat
maps, from its own view only, and the advice for its choice when it is to act; as
the game master, the belief of the seat to act (or one chosen in the panel's menu)
with the true cells outlined. It computes in a background thread, cached per step
and seat, so stepping stays responsive; ``stepper.belief_panel`` is the panel.

Example (in a notebook)::

    from jinro_lab.widgets import Stepper
    s = Stepper(game)          # or a GameRecord, or its JSON
    s                          # the widget
    s.seat = 2; s.last()       # seat 2's view of the end
    s.vote = ("turn 3", 0)     # the vote graph of turn 3's first round (None: the latest)
    print(s.text())
    Stepper(game, seat=2, belief=True)   # with seat 2's belief and advice
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import TYPE_CHECKING, Any, cast

import ipywidgets as widgets

from ..analysis.graphs import VoteRound, step_graphs
from ..analysis.graphs import latest_vote as _latest_vote
from ..core.browser import NotInBrowser
from ..core.display import current, using
from ..core.engine import Game
from ..core.errors import InvalidArgument, describe
from ..core.history import as_record, decision_bounds
from ..core.record import GameRecord, replay
from ..core.registry import load, lookup
from ..core.svg import checked_scale
from ..core.viewers import PUBLIC, Viewer, viewer_name
from ..variants import renderer
from .common import (
    SavedText,
    check_viewer,
    close_tree,
    events_html,
    events_text,
    label,
    offline_note,
    picture_html,
    projector_class,
    viewer_at,
    viewer_index,
    viewer_labels,
)

if TYPE_CHECKING:
    from ..analysis.pictures import Kind, TablePicture
    from .belief_panel import BeliefPanel

__all__ = ["Stepper", "as_record", "decision_bounds", "step_graphs"]


#: the graphs of a step, in the order shown: the vote graph, the information flow
GRAPHS: tuple[Kind, Kind] = ("vote", "flow")


class Stepper(SavedText, widgets.VBox):
    """A recorded game, one decision at a time, as the table, any seat or the game master saw it.

    It opens on the table (``seat=PUBLIC``, what everyone sees: safe on a projector);
    a seat's view or the game master's (every hand, the deck order, the secret
    choices) is shown only when chosen, in the menu or with ``seat=``. The main panel
    is the table picture (the renderer's ``table_svg``, drawn ``scale`` times its
    size), the event log below it in a box that folds.

    Programmatic API (used by notebooks and tests): ``step``, ``seat`` and ``vote``
    (settable), ``steps``, ``votes``, ``shown_vote``, ``next()``, ``back()``,
    ``first()``, ``last()``, ``game`` (the game at the shown step), ``text()`` and
    ``extend(record)`` (the same game further on: a live table's);
    ``belief_panel`` (``None`` unless ``belief`` is ``True`` or the panel's options,
    e.g. ``belief={"n": 100}``).
    """

    def __init__(
        self,
        game_or_record: Game | GameRecord | str,
        lang: str = "en",
        start: int = 0,
        seat: Viewer = PUBLIC,
        graphs: bool = True,
        interval: int = 1000,
        vote: VoteRound | None = None,
        belief: bool | Mapping[str, Any] = False,
        scale: float = 1.0,
    ):
        record = as_record(game_or_record)
        self.record = record
        self.lang = lang
        self.graphs = graphs
        self.scale = checked_scale(scale)
        self._render = renderer(record.variant)
        final = replay(record)  # checks the whole record (and its digest) once
        self._bounds = decision_bounds(record)
        self._games: dict[int, Game] = {len(self._bounds) - 1: final}
        self._players = final.players
        self._step = 0
        self._seat: Viewer = PUBLIC
        self._vote: VoteRound | None = None
        self._choices: list[VoteRound] = []  # the votes of the game the viewer saw, for the menu
        self._pictures: dict[Kind, TablePicture] = {}  # per graph, made at its first drawing

        last = len(self._bounds) - 1
        self._buttons = {
            # flex "none": in a narrow notebook the buttons keep their labels (the row wraps instead)
            name: widgets.Button(description=label(name, lang), layout=widgets.Layout(width="auto", flex="none"))
            for name in ("first", "back", "next", "last")
        }
        moves = {"first": self.first, "back": self.back, "next": self.next, "last": self.last}
        for name, button in self._buttons.items():
            button.on_click(lambda _, move=moves[name]: move())
            button.add_class(f"jinro-{name}")
        self._play = widgets.Play(value=0, min=0, max=last, step=1, interval=interval)
        self._slider = widgets.IntSlider(value=0, min=0, max=last, readout=True, continuous_update=True)
        # kept, so that close() closes the link too (jinro_lab.widgets.common.close_tree)
        self._link = widgets.jslink((self._play, "value"), (self._slider, "value"))
        self._slider.observe(self._on_slider, names="value")
        # the selector works by index (0: the table, 1: game master, s + 2: seat s; common.viewer_at)
        self._seats = widgets.Dropdown(options=viewer_labels(self._players, lang), index=0)
        self._seats.description = label("view", lang)
        self._seats.observe(self._on_seat, names="index")
        self._seats.add_class("jinro-seat")
        # by index too: 0 is "the latest vote at the shown step", k + 1 the game's k-th vote round
        self._votes = widgets.Dropdown(
            options=[label("latest vote", lang)], index=0, layout=widgets.Layout(width="auto", flex="none")
        )
        self._votes.description = label("vote", lang)
        self._votes.observe(self._on_vote, names="index")
        self._votes.add_class("jinro-vote")
        self._status = widgets.HTML().add_class("jinro-status")
        self._table = widgets.HTML().add_class("jinro-table")
        self._log = widgets.HTML().add_class("jinro-log")
        # the game's own graphs (LotRO's rooms): picture kind -> what builds it from the seen events
        self._extra: dict[Kind, str] = {cast("Kind", kind): ref for kind, ref in lookup(record.variant).graphs.items()}
        self._images = {kind: widgets.Image(format="png") for kind in (*GRAPHS, *self._extra)}
        pictures = list(self._images.values()) if graphs else []  # no empty images (a browser may show them broken)
        self._figures = widgets.HBox(pictures, layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"))
        self._figures.add_class("jinro-figures")
        self._key = widgets.HTML().add_class("jinro-key")
        menus = [self._seats, self._votes] if graphs else [self._seats]
        controls = widgets.HBox(
            [*self._buttons.values(), self._play, self._slider, *menus],
            layout=widgets.Layout(flex_flow="row wrap"),
        )
        controls.add_class("jinro-controls")
        self.belief_panel: BeliefPanel | None = None
        if belief:
            from .belief_panel import BeliefPanel

            self.belief_panel = BeliefPanel(lang, **(belief if isinstance(belief, Mapping) else {}))
        panel = [self.belief_panel] if self.belief_panel is not None else []
        figures = [self._figures, self._key] if graphs else [self._figures]
        parts = [offline_note(lang), controls, self._status, self._table, self._log, *figures, *panel]
        super().__init__(parts)
        self.add_class("jinro-stepper")
        self.add_class("jinro-widget")
        #: the display settings it was made with (``jinro_lab.display``): its pictures keep them
        self.display = projector_class(self, current())
        check_viewer(seat, self._players)
        self._check_step(start)
        self._seat, self._step = seat, start
        self._seats.index = viewer_index(seat)
        self._slider.value = start
        self._update_choices()
        self._check_vote(vote)
        self._set_vote(vote)
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
    def seat(self) -> Viewer:
        """The viewer shown: ``PUBLIC`` (the table, the default), ``None`` (the game
        master: everything) or a seat."""
        return self._seat

    @seat.setter
    def seat(self, value: Viewer) -> None:
        check_viewer(value, self._players)
        self._seat = value
        self._seats.index = viewer_index(value)  # the observer sees no change
        self._update_choices()
        self._set_vote(self._vote if self._vote in self._choices else None)
        self._refresh()

    @property
    def votes(self) -> list[VoteRound]:
        """The vote rounds the chosen seat saw up to the shown step, in order:
        ``(vote id, round)`` pairs such as ``("turn 3", 0)``; the choices of ``vote``
        (the menu lists no vote still to come: it would tell the class how long the
        game lasts)."""
        return list(self._choices)

    @property
    def vote(self) -> VoteRound | None:
        """The vote round the vote graph shows, one of ``votes``; ``None`` (the
        default) follows the step: the latest vote round at or before it."""
        return self._vote

    @vote.setter
    def vote(self, value: VoteRound | None) -> None:
        self._check_vote(value)
        self._set_vote(value)
        self._refresh()

    @property
    def shown_vote(self) -> VoteRound | None:
        """The vote round in the vote graph at the shown step: ``vote``, or if that is
        ``None`` the latest one the seat saw so far (``None`` before any vote)."""
        return self._shown_vote(self._seen(self._step))

    def _shown_vote(self, seen: Sequence[Any]) -> VoteRound | None:
        """:attr:`shown_vote`, from the events ``seen`` at the shown step."""
        return self._vote if self._vote is not None else _latest_vote(seen)

    def _check_vote(self, value: Any) -> None:
        if value is not None and (value.__class__ is not tuple or value not in self._choices):
            names = ", ".join(describe(v) for v in self._choices) or "none"
            raise InvalidArgument(
                f"no vote {describe(value)} seen by this viewer; choose None (the latest) or one of: {names}"
            )

    def _set_vote(self, value: VoteRound | None) -> None:
        self._vote = value
        self._votes.index = 0 if value is None else self._choices.index(value) + 1  # the observer sees no change

    def _update_choices(self) -> None:
        """The vote menu: the latest, then every vote round the seat saw up to the shown
        step; a picked vote not held yet at the step (the class stepped back) gives way
        to the latest."""
        from ..analysis.graphs import vote_label, votes_in

        self._choices = votes_in(self._seen(self._step))
        if self._vote is not None and self._vote not in self._choices:
            self._vote = None
        names = [label("latest vote", self.lang)] + [vote_label(v, r, self.lang) for v, r in self._choices]
        if list(self._votes.options) != names:
            self._votes.unobserve(self._on_vote, names="index")
            self._votes.options = names
            self._votes.observe(self._on_vote, names="index")
        wanted = 0 if self._vote is None else self._choices.index(self._vote) + 1
        if self._votes.index != wanted:
            self._votes.unobserve(self._on_vote, names="index")
            self._votes.index = wanted
            self._votes.observe(self._on_vote, names="index")

    def _check_step(self, value: Any) -> None:
        if value.__class__ is not int or not 0 <= value < self.steps:
            raise InvalidArgument(f"no step {describe(value)}; steps are 0..{self.steps - 1}")

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

    def extend(self, game_or_record: Game | GameRecord | str) -> None:
        """Show the same game further on (a live game that went on: the live table's
        teacher view): ``game_or_record`` must begin with this Stepper's actions. The
        shown step stays, unless it was the last: then the new last step is shown."""
        record = as_record(game_or_record)
        old = self.record
        same = (record.variant, dict(record.setup), record.seed) == (old.variant, dict(old.setup), old.seed)
        if not same or record.actions[: len(old.actions)] != old.actions:
            raise InvalidArgument("extend() takes a later record of the same game: its actions must begin with these")
        if record.actions == old.actions:
            return
        old_last = self.steps - 1  # its game may have stood inside a decision (some ballots cast): not kept
        following = self._step == old_last
        final = replay(record)
        self.record = record
        self._bounds = decision_bounds(record)
        last = len(self._bounds) - 1
        self._games = {k: g for k, g in self._games.items() if k < old_last}
        self._games[last] = final
        self._play.max = self._slider.max = last
        if following:
            self._step = last
            self._slider.value = last
        self._update_choices()
        self._refresh()

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
        viewer = viewer_at(change["new"])
        if viewer is not self._seat and viewer != self._seat:
            self.seat = viewer

    def _on_vote(self, change: dict[str, Any]) -> None:
        vote = None if change["new"] in (0, None) else self._choices[change["new"] - 1]
        if vote != self._vote:
            self.vote = vote

    # ----- what is shown -----------------------------------------------------------
    def _seen(self, step: int) -> tuple[Any, ...]:
        return self._game_at(step).events_seen_by(self._seat)

    def _new_from(self) -> int:
        """Index of the first event of the shown step in the viewer's log."""
        return len(self._seen(self._step - 1)) if self._step > 0 else 0

    def _status_text(self) -> str:
        who = viewer_name(self._seat, self.lang)
        return label("status", self.lang, label("step", self.lang, self._step, self.steps - 1), who)

    def close(self) -> None:
        """Close the Stepper and all its parts (see :func:`~jinro_lab.widgets.common.close_tree`)."""
        close_tree(self)

    def text(self) -> str:
        """The shown step as plain text: the table as the chosen seat sees it and
        the events it saw at this step."""
        game = self.game
        new = self._seen(self._step)[self._new_from() :]
        lines = [self._status_text(), self._render.view_text(game.view(self._seat), self.lang)]
        lines.append(label("new events", self.lang) if new else label("no new events", self.lang))
        lines.extend("  " + line for line in events_text(new, self._render, self.lang))
        return "\n".join(lines)

    def picture(self) -> str:
        """The table picture of the shown step as the viewer sees it (an HTML fragment
        holding the SVG; the seats to act are marked only where the viewer may know them)."""
        game = self.game
        view = game.view(self._seat)
        return picture_html(self._render, view, self.lang, self.scale, game.acting(self._seat), self.display)

    def _refresh(self) -> None:
        game = self.game
        seen = self._seen(self._step)
        self._update_choices()
        self._status.value = f"<b>{self._status_text()}</b>"
        self._table.value = self.picture()
        self._log.value = events_html(seen, self._render, self.lang, self._new_from())
        last = self.steps - 1
        self._buttons["first"].disabled = self._buttons["back"].disabled = self._step == 0
        self._buttons["next"].disabled = self._buttons["last"].disabled = self._step == last
        if self.graphs:
            try:
                self._draw_graphs(seen)
            except NotInBrowser as missing:  # the browser site offline: no matplotlib; the table still steps
                self._figures.layout.display = "none"
                self._key.value = f"<div class='jinro-missing'>{escape(missing.text(self.lang))}</div>"
        if self.belief_panel is not None:
            self.belief_panel.show(game, self._seat)

    def _draw_graphs(self, seen: tuple[Any, ...]) -> None:
        """The vote graph (of :attr:`shown_vote`), the information-flow graph and the
        game's own graphs (LotRO's rooms) of the shown step, as the chosen seat saw them
        (``seen``: its events; :func:`step_graphs`). A picture is drawn only if its graph
        changed since it was last drawn; an image that did not change sends nothing."""
        graphs = step_graphs(seen, self._players, seat=self._seat, vote=self._shown_vote(seen))
        keys: list[str] = []
        for kind, graph in zip(GRAPHS, graphs, strict=True):
            self._images[kind].value = self._picture(kind).png(graph)
            keys += self._picture(kind).key
        for kind, build in self._extra.items():
            self._images[kind].value = self._picture(kind).png(load(build)(seen))
        # the arrows whose labels found no room, tagged (1), (2)... in the pictures, in full
        text = "".join(f"<div>{escape(line)}</div>" for line in keys)
        self._key.value = f"<div style='font-size:90%;line-height:1.4'>{text}</div>" if keys else ""

    def _picture(self, kind: Kind) -> TablePicture:
        """The picture that draws the ``kind`` graph (matplotlib loads at the first)."""
        picture = self._pictures.get(kind)
        if picture is None:
            from ..analysis.pictures import TablePicture

            with using(self.display):  # a projector's pictures are larger
                picture = self._pictures[kind] = TablePicture(
                    kind, self._players, self.lang, variant=self.record.variant, scale=self.scale
                )
        return picture
