"""How the kit's pictures, graphs and widgets are drawn for the screen in front of the
class: the ordinary size, or the projector mode (issue 36), with larger text that a
back row can read, laid out to fit a notebook's width.

A lesson's first cell turns the projector mode on for the whole notebook::

    >>> import jinro_lab as jl
    >>> jl.display(projector=True)
    Display(projector=True, width=1080, height=580)
    >>> jl.display().projector
    True
    >>> jl.display(projector=False)
    Display(projector=False, width=1080, height=580)

and a ``with`` block turns it on (or off) for a few cells' worth of code only, the
setting before it coming back at its end::

    >>> with jl.display(projector=True):
    ...     jl.display().projector
    True
    >>> jl.display().projector
    False

:func:`reset` puts every setting back to the kit's default. The setting is read when
a picture, a graph or a widget is made: a widget made in projector mode stays so
(its pictures, as it steps or plays, too).

What the projector mode does (the sizes are CSS pixels; a picture that is not scaled
down shows its own pixels):

* **table pictures** (``game.picture()``, the widgets' pictures, the handouts):
  text of :data:`PROJECTOR_TEXT` px or more, laid out no wider than ``width`` (the
  side panel and the legend go under the table when beside it they would not fit)
  and, where a layout can, no taller than ``height`` (the seats in rows around a
  wide table rather than around the oval);
* **graphs** (the vote and information-flow graphs, the kit's charts): text of at
  least :data:`PROJECTOR_TEXT` px at the figure's resolution, tick labels of at
  least :data:`PROJECTOR_TICK_PT` points, legends outside the data; a figure the kit
  makes is no wider than ``width``;
* **widgets**: their text (buttons, menus, logs, status) at :data:`PROJECTOR_TEXT` px.

Nothing here imports matplotlib or ipywidgets: the drawing code reads the setting.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from types import TracebackType
from typing import Any

from .errors import InvalidArgument, describe

__all__ = [
    "DEFAULT_TEXT",
    "HEIGHT",
    "PROJECTOR_TEXT",
    "PROJECTOR_TICK_PT",
    "WIDTH",
    "Display",
    "current",
    "display",
    "reset",
    "using",
]

#: the width (CSS px) a picture is laid out to fit: JupyterLab's output area at
#: 1280×720 with the file browser folded is 1100 px wide; 20 px are kept spare
WIDTH = 1080
#: the smallest width (CSS px) that may be asked for, and the largest
MIN_WIDTH, MAX_WIDTH = 480, 4000
#: the height (CSS px) a picture is laid out to fit where it can: JupyterLab's notebook
#: at 1280×720 shows 598 px between its toolbar and its status bar; 18 px are kept spare
HEIGHT = 580
#: the smallest height (CSS px) that may be asked for, and the largest
MIN_HEIGHT, MAX_HEIGHT = 200, 4000
#: the smallest text of a picture in projector mode (CSS px on the screen)
PROJECTOR_TEXT = 18.0
#: the text of a picture in the ordinary mode (CSS px: 10.5 pt)
DEFAULT_TEXT = 14.0
#: the smallest tick label of a chart in projector mode (points)
PROJECTOR_TICK_PT = 12.0


@dataclass(frozen=True)
class Display:
    """The display settings: ``projector`` (larger text, for a class at the back of a
    room), ``width`` (the CSS pixels a picture is laid out to fit) and ``height`` (the
    CSS pixels a picture is laid out to fit where a layout can; ``None``: any height).

    :func:`display` returns one; used as a context manager (``with jl.display(...):``)
    it puts back, at the end of the block, the settings from before the call that
    made it."""

    projector: bool = False
    width: int = WIDTH
    height: int | None = HEIGHT
    #: the pictures' page says beside them who looks, the latest vote and the result (the room's
    #: projector page, :mod:`jinro_lab.table`, its own): a table picture leaves them out (``Look.aside``)
    aside: bool = field(default=False, repr=False)
    _before: Display | None = field(default=None, repr=False, compare=False)

    @property
    def text_px(self) -> float:
        """The body text of a table picture, in CSS px (at ``scale=1``)."""
        return PROJECTOR_TEXT if self.projector else DEFAULT_TEXT

    def __enter__(self) -> Display:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        global _current
        if self._before is not None:
            _current = self._before


#: the settings in force (module level: a lesson sets them once, in its first cell)
_current = Display()
#: the settings a widget draws with, in the thread or task that draws (:func:`using`)
_override: ContextVar[Display | None] = ContextVar("jinro_lab_display", default=None)


def current() -> Display:
    """The settings in force (what :func:`display` with no argument returns): those
    of an enclosing :func:`using`, else the module's."""
    override = _override.get()
    return _current if override is None else override


@contextmanager
def using(settings: Display) -> Iterator[Display]:
    """Draw with ``settings`` inside the block, in this thread (or task) only, without
    changing the module's settings: a widget draws its pictures with the settings it
    was made with, whatever the notebook has set since."""
    if not isinstance(settings, Display):
        raise InvalidArgument(f"settings must be a Display (from jinro_lab.display()), got {describe(settings)}")
    token = _override.set(replace(settings, _before=None))
    try:
        yield settings
    finally:
        _override.reset(token)


def display(*, projector: bool | None = None, width: int | None = None, height: int | None = None) -> Display:
    """Set the kit's display settings (those given; the others stay as they are) and
    return them; with no argument, return the settings in force.

    ``projector``: ``True`` draws every table picture, graph and widget made from now
    on for a projector (see the module's documentation), ``False`` at the ordinary
    size. ``width``: the CSS pixels the pictures are laid out to fit (default
    :data:`WIDTH`, a JupyterLab notebook at 1280×720; 850 with the file browser open).
    ``height``: the CSS pixels a picture is laid out to fit where a layout can (default
    :data:`HEIGHT`, the notebook's height at 1280×720).

    The result is also a context manager: ``with jl.display(projector=True): ...``
    sets the mode for the block only. Raises
    :class:`~jinro_lab.core.errors.InvalidArgument` for a value of the wrong kind."""
    global _current
    if projector is None and width is None and height is None:
        return current()
    changes: dict[str, Any] = {}
    if projector is not None:
        if type(projector) is not bool:
            raise InvalidArgument(f"projector must be True or False, got {describe(projector)}")
        changes["projector"] = projector
    if width is not None:
        if type(width) is not int or not MIN_WIDTH <= width <= MAX_WIDTH:
            raise InvalidArgument(
                f"width must be a whole number of pixels from {MIN_WIDTH} to {MAX_WIDTH}, got {describe(width)}"
            )
        changes["width"] = width
    if height is not None:
        if type(height) is not int or not MIN_HEIGHT <= height <= MAX_HEIGHT:
            raise InvalidArgument(
                f"height must be a whole number of pixels from {MIN_HEIGHT} to {MAX_HEIGHT}, got {describe(height)}"
            )
        changes["height"] = height
    before = replace(_current, _before=None)
    _current = replace(_current, **changes, _before=None)
    return replace(_current, _before=before)


def reset() -> Display:
    """Put the kit's default settings back (the ordinary size, :data:`WIDTH`) and return them."""
    global _current
    _current = Display()
    return _current
