"""The visible checks of the lessons' exercises (issue 36, docs/lessons.md).

A lesson's check cell runs ``check(N, answer_N)`` before its hidden tests. The check
computes the right answer from the kit, never shows it, and answers in the notebook's
language:

- right: a short confirmation, with the reason folded (one click opens it);
- the wrong form (a string where a seat number is asked): what form is expected;
- a likely mistake (the four-player count where three players are asked): a hint aimed
  at that mistake;
- any other wrong answer: a hint on where to look again.

Each lesson's exercises are a tuple of :class:`Exercise` in
``jinro_lab/teach/lessons/lesson_NN.py``; :func:`checker` finds them by the lesson's
notebook name::

    from jinro_lab.teach.exercises import checker
    check = checker("01_nemuranai", LANG)
    check(1, answer_1)          # shows the feedback; returns nothing

The hidden tests still grade (nbgrader); this check only teaches, so it never raises on
a wrong answer. Nothing here imports IPython until a check is shown.
"""

from __future__ import annotations

import html
import importlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from ..core.errors import InvalidArgument
from ..core.i18n import check_lang

__all__ = [
    "Exercise",
    "Feedback",
    "Hint",
    "checker",
    "close_to",
    "exercises",
    "feedback",
    "lessons",
    "mistake",
    "same_rate",
    "unsorted",
    "wrong",
]

#: a text in English and in Japanese
Text = tuple[str, str]

#: each lesson's notebook name -> the module of its exercises (``jinro_lab.teach.lessons.*``)
LESSONS: Mapping[str, str] = {
    "01_nemuranai": "lesson_01",
    "02_seijika": "lesson_02",
    "03_lotro": "lesson_03",
    "04_mahou_toshi": "lesson_04",
    "05_game_theory": "lesson_05",
    "06_event_cards": "lesson_06",
    "07_class_game": "lesson_07",
    "08_tournament": "lesson_08",
}

_WORDS: Mapping[str, Text] = {
    "right": ("Right.", "正解です。"),
    "not yet": ("Not yet.", "まだ違います。"),
    "form": ("Check the form of your answer:", "答えの形を確かめましょう。"),
    "why": ("Why?", "なぜ？"),
    "exercise": ("Exercise {}", "演習{}"),
    "otherwise": (
        "Read the section's last output again and run the kit on your guess.",
        "この節の最後の出力を読み直し、自分の予想をキットで確かめてみましょう。",
    ),
}


def _say(key: str, lang: str, *args: Any) -> str:
    en, ja = _WORDS[key]
    return (ja if lang == "ja" else en).format(*args)


def _pick(text: Text, lang: str) -> str:
    return text[1] if lang == "ja" else text[0]


def _join(lang: str, *parts: str) -> str:
    """Sentences one after another: a space between English ones, none between Japanese
    ones (a space between two Japanese characters is a gap on the screen)."""
    return ("" if lang == "ja" else " ").join(parts)


@dataclass(frozen=True)
class Hint:
    """A likely mistake: ``matches(answer, expected)`` tells it apart, ``example(expected)``
    is an answer that makes it (the tests feed it to the check), ``text`` the hint
    (English, Japanese) aimed at it; the hint never states the right answer."""

    text: Text
    matches: Callable[[Any, Any], bool]
    example: Callable[[Any], Any]


def wrong(value: Any, en: str, ja: str) -> Hint:
    """The hint for one likely wrong answer, ``value`` (e.g. the four-player count)."""
    return Hint((en, ja), lambda answer, expected: _same(answer, value), lambda expected: value)


def mistake(matches: Callable[[Any, Any], bool], example: Callable[[Any], Any], en: str, ja: str) -> Hint:
    """The hint for a kind of mistake that ``matches(answer, expected)`` recognises
    (a rate given as a percentage, a list unsorted …), with an ``example(expected)`` of it."""
    return Hint((en, ja), matches, example)


def unsorted(en: str, ja: str) -> Hint:
    """The hint for a list with the right items in another order than asked (smallest first)."""
    return mistake(
        lambda answer, expected: sorted(answer) == sorted(expected) and answer != expected,
        lambda expected: sorted(expected, reverse=True),
        en,
        ja,
    )


def _same(a: Any, b: Any) -> bool:
    try:
        return bool(type(a) is type(b) and a == b) or (
            isinstance(a, int | float) and isinstance(b, int | float) and not isinstance(a, bool) and a == b
        )
    except Exception:
        return False


def _itself(expected: Any) -> Any:
    return expected


@dataclass(frozen=True)
class Exercise:
    """One exercise of a lesson.

    ``expected(**given)`` computes the right answer from the kit (``given``: the keyword
    arguments the notebook passes to the check, e.g. a seed it chose); ``form`` tells
    whether an answer has the asked form and ``form_hint`` says what that form is;
    ``is_right(answer, expected)`` decides (equality unless said otherwise: a rate
    within an interval …); ``why`` explains the right answer (shown folded, after a
    right answer only); ``hints`` are the likely mistakes, tried in order, and
    ``otherwise`` the hint for any other wrong answer. For the tests,
    ``given_for_tests()`` builds the keyword arguments the way the notebook does and
    ``right_for_tests(expected)`` is a right answer (``expected`` itself unless the answer
    is judged against something else, such as a simulated rate's interval)."""

    number: str
    expected: Callable[..., Any]
    form: Callable[[Any], bool]
    form_hint: Text
    why: Text
    hints: tuple[Hint, ...] = ()
    otherwise: Text = _WORDS["otherwise"]
    is_right: Callable[[Any, Any], bool] = _same
    given_for_tests: Callable[[], dict[str, Any]] = field(default=dict)
    right_for_tests: Callable[[Any], Any] = field(default=_itself)

    def judge(self, answer: Any, lang: str = "en", **given: Any) -> Feedback:
        """The feedback on ``answer`` (nothing is shown)."""
        check_lang(lang)
        title = _say("exercise", lang, self.number)

        def hint(key: str, text: Text) -> Feedback:
            return Feedback(self.number, False, _join(lang, _say(key, lang), _pick(text, lang)), None, lang, title)

        if not _holds(self.form, answer):
            return hint("form", self.form_hint)
        expected = self.expected(**given)
        if _holds(lambda a: self.is_right(a, expected), answer):
            return Feedback(self.number, True, _say("right", lang), _pick(self.why, lang), lang, title)
        for mistake in self.hints:
            if _holds(partial(_matches, mistake, expected), answer):
                return hint("not yet", mistake.text)
        return hint("not yet", self.otherwise)


def _matches(mistake: Hint, expected: Any, answer: Any) -> bool:
    return mistake.matches(answer, expected)


def _holds(test: Callable[[Any], Any], answer: Any) -> bool:
    try:
        return bool(test(answer))
    except Exception:
        return False


#: the feedback box: large enough for a projector, its reason folded
_STYLE = {
    True: "border-left:6px solid #1b7f3b;background:#eef8f0;",
    False: "border-left:6px solid #b85c00;background:#fff5e8;",
}
_BOX = "padding:6px 12px;margin:4px 0;font-size:18px;line-height:1.5;color:#1a1a1a;"


@dataclass(frozen=True)
class Feedback:
    """What a check says: ``right`` or not, the ``headline`` (the confirmation or the
    hint) and, for a right answer, ``why`` (folded in the notebook)."""

    number: str
    right: bool
    headline: str
    why: str | None
    lang: str
    title: str

    def __str__(self) -> str:
        mark = "✓" if self.right else "✗"
        colon = "：" if self.lang == "ja" else ": "
        lines = [f"{mark} {self.title}{colon}{self.headline}"]
        if self.why:
            why = _say("why", self.lang)
            lines.append(f"  （{why}{self.why}）" if self.lang == "ja" else f"  ({why} {self.why})")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        kind = "jl-check-right" if self.right else "jl-check-hint"
        mark = "✓" if self.right else "✗"
        dash = "：" if self.lang == "ja" else " — "
        body = f"<b>{mark} {html.escape(self.title)}</b>{dash}{html.escape(self.headline)}"
        if self.why:
            body += (
                f'<details class="jl-check-why"><summary>{html.escape(_say("why", self.lang))}</summary>'
                f"{html.escape(self.why)}</details>"
            )
        return f'<div class="jl-check {kind}" lang="{self.lang}" style="{_BOX}{_STYLE[self.right]}">{body}</div>'


def lessons() -> tuple[str, ...]:
    """The lessons that have exercises, by notebook name."""
    return tuple(LESSONS)


def exercises(lesson: str) -> dict[str, Exercise]:
    """``lesson``'s exercises by number (``"1"``, ``"2b"`` …)."""
    if lesson not in LESSONS:
        raise InvalidArgument(f"no lesson {lesson!r}; the lessons are {', '.join(LESSONS)}")
    module = importlib.import_module(f"{__package__}.lessons.{LESSONS[lesson]}")
    return {ex.number: ex for ex in module.EXERCISES}


def _number(number: Any) -> str:
    text = str(number)
    if not re.fullmatch(r"\d+[a-z]?", text):
        raise InvalidArgument(f"an exercise number is like 1 or '2b', got {number!r}")
    return text


def feedback(lesson: str, number: int | str, answer: Any, lang: str = "en", **given: Any) -> Feedback:
    """The feedback on ``answer`` to exercise ``number`` of ``lesson``, without showing it."""
    found = exercises(lesson)
    key = _number(number)
    if key not in found:
        raise InvalidArgument(f"{lesson} has no exercise {key}; it has {', '.join(found)}")
    return found[key].judge(answer, lang, **given)


def checker(lesson: str, lang: str = "en") -> Callable[..., None]:
    """The ``check(N, answer_N, **given)`` of ``lesson``'s notebook in ``lang``: it shows
    the feedback (HTML in a notebook, text elsewhere) and returns nothing."""
    check_lang(lang)
    exercises(lesson)  # refuse an unknown lesson now, not at the first check

    def check(number: int | str, answer: Any, **given: Any) -> None:
        result = feedback(lesson, number, answer, lang, **given)
        try:
            from IPython.display import display
        except ImportError:  # pragma: no cover - the kit without IPython
            print(result)
        else:
            display(result)

    return check


def close_to(tolerance: float) -> Callable[[Any, Any], bool]:
    """``is_right`` for a number read from a table or computed by hand: within
    ``tolerance`` of the expected value (a student rounds)."""

    def is_right(answer: Any, expected: Any) -> bool:
        return abs(float(answer) - float(expected)) < tolerance

    return is_right


def same_rate(within: Callable[[Any], tuple[float, float]]) -> Callable[[Any, Any], bool]:
    """``is_right`` for a rate: ``within(expected)`` gives the interval a right answer
    lies in (a simulated rate's confidence interval)."""

    def is_right(answer: Any, expected: Any) -> bool:
        low, high = within(expected)
        return bool(low <= float(answer) <= high)

    return is_right
