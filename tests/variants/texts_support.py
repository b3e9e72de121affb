"""What the readable-text tests of the role games share (``from texts_support import ...``:
pytest puts ``tests/variants`` on the path for the variants' test packages).

* :func:`texts_of_a_game`: play a game to its end and collect, in both languages,
  everything it writes for a person: every event, every legal action met, the result
  and the text views of the game master, the public and the seat to act;
* :func:`assert_bilingual`: a phrase book's templates match field for field;
* :func:`unreadable`: what in one such text is not for a person: a Python tuple
  (``(7, 1)``, ``(0,)``, ``('a', ...)``), ``None``, ``True``/``False``, a ``key = value``,
  and in Japanese a snake_case id or any Latin word but a rule id (``MAH-E15``) and
  ``GM``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from jinro_lab import PUBLIC
from jinro_lab.core.events import Chance
from jinro_lab.core.phrases import PhraseBook
from jinro_lab.core.registry import renderer

#: a Python tuple, None, a bool or a ``key = value``
_REPR = re.compile(r"\(\d+,\)|\(\d+(?:, \d+)+\)|\('|\bNone\b|\bTrue\b|\bFalse\b| = ")
_RULE_ID = re.compile(r"\b[A-Z]{3}-[RE]?\d+(?!\d)")
_LATIN = re.compile(r"[A-Za-z_]+")
_FIELD = re.compile(r"\{[^}]*\}")


def unreadable(text: str, lang: str) -> list[str]:
    """What in ``text`` (written in ``lang``) is not for a person (see the module)."""
    found = [m.group() for m in _REPR.finditer(text)]
    if lang == "ja":
        found += [w for w in _LATIN.findall(_RULE_ID.sub("", text)) if w != "GM"]
    return found


def texts_of_a_game(game: Any, agents: Sequence[Any], every: int = 3) -> list[tuple[str, Any, str]]:
    """Play ``game`` to its end with ``agents`` (one per seat); ``(lang, what, text)``
    for every event, every legal action met, the result and, every ``every`` steps
    and at the end, the views of the game master, the public and the seat to act."""
    draw = renderer(game.variant)
    texts: list[tuple[str, Any, str]] = []

    def views(seats: Sequence[Any]) -> None:
        for viewer in seats:
            for lang in ("en", "ja"):
                texts.append((lang, ("view", viewer), draw.view_text(game.view(viewer), lang)))

    step = 0
    while not game.over:
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        for action in legal:
            texts += [(lang, action, draw.action_text(action, lang)) for lang in ("en", "ja")]
        if step % every == 0:
            views((None, PUBLIC, seat))
        game.act(seat, agents[seat].choose(game.view(seat), legal))
        step += 1
    views((None, PUBLIC, *range(game.players)))
    texts += [(lang, e, draw.event_text(e, lang)) for e in game.log for lang in ("en", "ja")]
    texts += [(lang, game.result, draw.result_text(game.result, lang)) for lang in ("en", "ja")]
    return texts


def assert_readable(texts: Sequence[tuple[str, Any, str]], own_chances: set[str]) -> None:
    """Every text is for a person (:func:`unreadable`). A ``Chance``'s outcome is
    written by ``core.texts`` (``tests/conformance`` reads it): in English (its
    ``str``, the record's line) and for the core's own draws (the order of an open
    vote, a lot among tied proposals) only its Japanese words are checked here; the
    draws of ``own_chances`` (the game's) are checked whole in Japanese."""
    for lang, what, text in texts:
        found = unreadable(text, lang)
        if type(what) is Chance and (lang == "en" or what.what not in own_chances):
            found = [f for f in found if not _REPR.fullmatch(f)]
        assert not found, (found, text)


def assert_bilingual(book: PhraseBook) -> None:
    """Each phrase of ``book`` has English and Japanese templates with as many fields,
    and its Japanese no Latin word but rule ids."""
    for key, (en, ja) in book.templates.items():
        for one in (en,) if isinstance(en, str) else en:  # an English pair: (when the count is 1, otherwise)
            assert len(_FIELD.findall(one)) == len(_FIELD.findall(ja)), key
        assert not unreadable(_FIELD.sub("", ja), "ja"), key
