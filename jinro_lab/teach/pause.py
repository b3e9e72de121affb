"""Stop a lesson's Run All at a chosen cell, on purpose and quietly (issue 37).

Lesson 07 in class (``CLASS = True``) starts a table for the students' phones and must
then wait for them: :func:`pause_here` ends Run All after the join cards with one
line in the lesson's language, no traceback, and the teacher goes on from the next
section's cells when the class is ready. IPython shows an exception's
``_render_traceback_`` instead of its traceback; Jupyter stops Run All at it as at
any error.
"""

from __future__ import annotations

from typing import NoReturn

from ..core.i18n import Labels, check_lang

__all__ = ["LessonPaused", "pause_here"]

_say = Labels(
    {
        "paused": (
            "Run All stopped here on purpose (CLASS = True): the class is joining. When it is ready, "
            "go on from the next section's cells.",
            "CLASS = Trueなので、「すべて実行」はここで止めています。生徒の参加を待ち、準備ができたら"
            "次の節のセルから続けてください。",
        ),
    }
)


class LessonPaused(Exception):
    """Run All stopped on purpose: shown as its one-line message, not a traceback."""

    def _render_traceback_(self) -> list[str]:
        return [str(self)]


def pause_here(lang: str = "en") -> NoReturn:
    """Stop Run All here with one line in ``lang`` saying why and how to go on."""
    check_lang(lang)
    raise LessonPaused(_say("paused", lang))
