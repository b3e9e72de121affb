"""Whether a widget does its long work in a background thread (the belief panel, the
hint, the event explorer): yes, except in the browser (Pyodide, ``sys.platform ==
"emscripten"``, issue 21), which has no threads. There the work runs in the caller when
it is asked for: the progress is still drawn as it goes, but nothing can be clicked
(Cancel) until it ends."""

from __future__ import annotations

from ..core.browser import in_browser
from ..core.errors import InvalidArgument, describe

__all__ = ["in_browser", "use_background"]


def use_background(background: bool | None, owner: str) -> bool:
    """A widget's ``background`` argument resolved: ``None`` (the default) is a thread
    where there are threads; ``True`` in the browser is refused, naming ``owner``."""
    if background is None:
        return not in_browser()
    if background.__class__ is not bool:
        raise InvalidArgument(f"{owner}'s background must be true, false or none, got {describe(background)}")
    if background and in_browser():
        raise InvalidArgument(
            f"{owner}(background=True) needs a thread, and the browser (Pyodide) has none; "
            "leave background out (or set it to False): the work then runs when asked, its progress shown"
        )
    return background
