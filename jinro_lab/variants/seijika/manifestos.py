"""Manifesto cards as data: effects composed from primitives (SEI-50 ... SEI-56).

The published card list is not in the rulebook we have (SEI-56). A card here is
two :class:`Effect` s, one for each party (「相反する２つの効果」), each one of the
:data:`PRIMITIVES`, or the mimic (真似フェスト, SEI-51). The kit ships
:func:`illustrative_deck`, **the kit's own illustrative deck, not the published
one** (decision, SEI-56), and reads user decks with :func:`load_deck` from a TOML
or JSON file (or a mapping of the same shape), naming the file, the card and the
field of anything wrong::

    name = "my deck"
    [[cards]]
    id = "endorsement"              # an identifier, unique in the deck
    name = "Endorsement"            # optional (default: the id)
    ja = "推薦状"                    # optional (default: the name)
    copies = 2                      # optional (default 1)
    reveals_side = false            # optional: the GM announces which side fired (SEI-53 (5))
    human = { effect = "vote_weight", value = 2, target = "player" }
    wolf = { effect = "vote_weight", value = 0, target = "player" }

    [[cards]]
    id = "mimic"
    mimic = true                    # 真似フェスト: no effects of its own

Targets (SEI-53): ``player``: a player in the race other than the winner,
sitting-out players included; ``seat``: an elected player not yet recalled, never
the winner themself (a recall targets a seat holder; any elected player is offered,
so that the options do not tell who holds a seat, SEI-60: an elected reporter,
prosecutor or guard holds none, and recalling one takes no seat but, like every
recall, adds a day to the limit, SEI-55; decision);
``winner``: the elected player, named by nobody.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...core.errors import InvalidSetup, describe
from ...core.phrases import Phrase, PhraseBook

__all__ = [
    "EFFECTS",
    "ILLUSTRATIVE_LABEL",
    "MIMIC",
    "PRIMITIVES",
    "Card",
    "Deck",
    "Effect",
    "InvalidDeck",
    "Primitive",
    "effect_phrase",
    "effect_text",
    "illustrative_deck",
    "load_deck",
]

ILLUSTRATIVE_LABEL = "the kit's illustrative deck (not the published card list, SEI-56)"
ILLUSTRATIVE_LABEL_JA = "キット独自の説明用デッキ（公式のカード一覧ではない、SEI-56）"
MIMIC = "mimic"


class InvalidDeck(InvalidSetup):
    """A manifesto deck that cannot be used; the message names the file, the card and the field."""


@dataclass(frozen=True, slots=True)
class Primitive:
    """An effect primitive: the values and targets it takes and when it acts (SEI-54):
    ``night`` (tonight, before the ordinary night actions), ``election`` (the next
    election, runoffs included), ``day`` (the next day), ``morning`` (announced the
    next morning)."""

    id: str
    when: str
    values: tuple[int, ...] = ()
    targets: tuple[str, ...] = ()


#: SEI-56: the primitives every card is built from
PRIMITIVES: dict[str, Primitive] = {
    p.id: p
    for p in (
        Primitive("vote_weight", "election", values=(0, 1, 2, 3), targets=("player",)),
        Primitive("reporter_checks", "night", values=(0, 1, 2, 3)),
        Primitive("guard_protects", "night", values=(0, 1, 2, 3)),
        Primitive("smear_targets", "night", values=(0, 1, 2, 3)),
        Primitive("announce_party", "morning", targets=("winner", "player", "seat")),
        Primitive("recall", "night", targets=("seat",)),
        Primitive("campaign_rounds", "day", values=(-3, -2, -1, 1, 2, 3)),
        Primitive("nothing", "night"),
    )
}
#: targets a winner names before the draw (SEI-53 (2))
NAMED = ("player", "seat")


@dataclass(frozen=True, slots=True)
class Effect:
    """One side of a card: a primitive with its value and its target kind."""

    primitive: str
    value: int | None = None
    target: str | None = None

    def __str__(self) -> str:
        return effect_text(self, "en")


@dataclass(frozen=True, slots=True)
class Card:
    """A manifesto card: its Human effect and its Wolf effect (``None`` for the mimic)."""

    id: str
    name: str
    ja: str
    human: Effect | None
    wolf: Effect | None
    copies: int = 1
    mimic: bool = False
    reveals_side: bool = False

    def effect(self, side: str) -> Effect:
        effect = self.human if side == "human" else self.wolf
        assert effect is not None, f"{self.id} (the mimic) has no effect of its own"
        return effect

    @property
    def slots(self) -> tuple[str, ...]:
        """The kinds of target the winner names before the draw (SEI-53): one per
        distinct kind the two effects need (one target if both need the same kind)."""
        kinds: list[str] = []
        for effect in (self.human, self.wolf):
            if effect is not None and effect.target in NAMED and effect.target not in kinds:
                kinds.append(effect.target)
        return tuple(kinds)


@dataclass(frozen=True, slots=True)
class Deck:
    """A manifesto deck: its cards (one entry per kind, with its copies), where it came
    from, and whether it is the kit's illustrative deck."""

    name: str
    cards: tuple[Card, ...]
    source: str
    illustrative: bool = False

    def by_id(self) -> dict[str, Card]:
        return {c.id: c for c in self.cards}

    def dealt(self) -> list[str]:
        """Every card id, each as many times as its copies (the pile that is dealt, SEI-50)."""
        return [c.id for c in self.cards for _ in range(c.copies)]

    def listed(self) -> tuple[str, ...]:
        """The card list players may announce from (SEI-51): every card but the mimic."""
        return tuple(c.id for c in self.cards if not c.mimic)


def _e(primitive: str, value: int | None = None, target: str | None = None) -> Effect:
    return Effect(primitive, value, target)


_ILLUSTRATIVE = (
    Card("endorsement", "Endorsement", "推薦状", _e("vote_weight", 2, "player"), _e("vote_weight", 0, "player"), 2),
    Card("press_pass", "Press pass", "記者証", _e("reporter_checks", 2), _e("reporter_checks", 0), 2),
    Card("security_budget", "Security budget", "警備予算", _e("guard_protects", 2), _e("guard_protects", 0), 2),
    Card("clean_politics", "Clean politics", "クリーン政治", _e("smear_targets", 0), _e("smear_targets", 2), 2),
    Card("disclosure", "Disclosure", "情報公開", _e("announce_party", None, "player"), _e("nothing"), 2),
    Card(
        "recall_petition", "Recall petition", "リコール請願", _e("recall", None, "seat"), _e("vote_weight", 0, "player")
    ),
    Card("long_debate", "Long debate", "討論会延長", _e("campaign_rounds", 1), _e("campaign_rounds", -1), 2),
    Card(
        "open_books",
        "Open books",
        "収支報告",
        _e("announce_party", None, "winner"),
        _e("vote_weight", 2, "player"),
        reveals_side=True,
    ),
    Card("grassroots", "Grassroots", "草の根運動", _e("vote_weight", 2, "player"), _e("smear_targets", 2)),
    Card(MIMIC, "Mimic-festo", "真似フェスト", None, None, mimic=True),
)


def illustrative_deck() -> Deck:
    """SEI-56: the kit's own illustrative deck (16 cards, 10 kinds, the mimic included);
    **not the published card list**, which the rulebook we have does not give."""
    return Deck(ILLUSTRATIVE_LABEL, _ILLUSTRATIVE, "illustrative", illustrative=True)


# ----- loading and validating a user deck ----------------------------------------------------
_CARD_FIELDS = ("id", "name", "ja", "copies", "mimic", "reveals_side", "human", "wolf")
_EFFECT_FIELDS = ("effect", "value", "target")


def load_deck(source: str | Path | Mapping[str, Any]) -> Deck:
    """A deck from a TOML or JSON file (by its suffix), or from a mapping of the same
    shape (see the module docstring). :class:`InvalidDeck` names the file, the card
    and the field that is wrong, and what is allowed."""
    if isinstance(source, Mapping):
        return _deck(source, "<mapping>")
    if not isinstance(source, str | Path):
        raise InvalidDeck(f"a manifesto deck is a TOML or JSON file or a mapping, got {describe(source)}")
    path = Path(source)
    where = describe(str(path), readable=True)
    if path.suffix not in (".toml", ".json"):
        raise InvalidDeck(f"{where}: a manifesto deck is a .toml or .json file")
    if "\0" in str(path):
        raise InvalidDeck(f"{where}: a file name cannot hold a NUL byte")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise InvalidDeck(f"{where}: cannot read the manifesto deck ({exc.strerror or exc})") from None
    except UnicodeDecodeError as exc:
        raise InvalidDeck(f"{where}: not UTF-8 text (byte {exc.start}); save the deck as UTF-8") from None
    kind = path.suffix[1:].upper()
    try:
        data = tomllib.loads(text) if path.suffix == ".toml" else json.loads(text)
    except RecursionError:
        raise InvalidDeck(f"{where}: not valid {kind}: it nests too deep for a deck (a deck nests 3 deep)") from None
    except ValueError as exc:  # a syntax error, or an int too long to read (Python's int-string limit)
        raise InvalidDeck(f"{where}: not valid {kind}: {describe(str(exc), readable=True)}") from None
    if not isinstance(data, Mapping):
        raise InvalidDeck(f"{where}: the deck must be a table with 'name' and 'cards'")
    return _deck(data, where)


def deck_data(deck: Deck) -> dict[str, Any]:
    """A deck as the plain mapping :func:`load_deck` reads (what a game's record keeps)."""

    def effect(e: Effect | None) -> dict[str, Any] | None:
        if e is None:
            return None
        out: dict[str, Any] = {"effect": e.primitive}
        if e.value is not None:
            out["value"] = e.value
        if e.target is not None:
            out["target"] = e.target
        return out

    cards = []
    for c in deck.cards:
        row: dict[str, Any] = {"id": c.id, "name": c.name, "ja": c.ja, "copies": c.copies}
        if c.mimic:
            row["mimic"] = True
        else:
            row["human"], row["wolf"] = effect(c.human), effect(c.wolf)
        if c.reveals_side:
            row["reveals_side"] = True
        cards.append(row)
    return {"name": deck.name, "cards": cards}


def _deck(data: Mapping[str, Any], where: str) -> Deck:
    unknown = sorted(set(data) - {"name", "cards"})
    if unknown:
        raise InvalidDeck(f"{where}: unknown field(s) {', '.join(map(repr, unknown))}; allowed: name, cards")
    name = data.get("name", where)
    if not isinstance(name, str) or not name:
        raise InvalidDeck(f"{where}: field 'name' must be a non-empty string, got {describe(name)}")
    rows = data.get("cards")
    if not isinstance(rows, list) or not rows:
        raise InvalidDeck(f"{where}: field 'cards' must be a non-empty list of cards, got {describe(rows)}")
    cards: list[Card] = []
    seen: set[str] = set()
    for i, row in enumerate(rows):
        card = _card(row, f"{where}: card {i + 1}")
        if card.id in seen:
            raise InvalidDeck(f"{where}: card {i + 1} ({card.id}): field 'id': {describe(card.id)} is used twice")
        seen.add(card.id)
        cards.append(card)
    if not any(not c.mimic for c in cards):
        raise InvalidDeck(f"{where}: the deck needs a card that is not the mimic (SEI-51: the mimic copies one)")
    return Deck(name, tuple(cards), where)


def _card(row: Any, where: str) -> Card:
    if not isinstance(row, Mapping):
        raise InvalidDeck(f"{where}: a card must be a table, got {describe(row)}")
    cid = row.get("id")
    if not isinstance(cid, str) or not cid.isidentifier():
        raise InvalidDeck(f"{where}: field 'id' must be an identifier (letters, digits, _), got {describe(cid)}")
    at = f"{where} ({cid})"
    unknown = sorted(set(row) - set(_CARD_FIELDS))
    if unknown:
        raise InvalidDeck(f"{at}: unknown field(s) {', '.join(map(repr, unknown))}; allowed: {', '.join(_CARD_FIELDS)}")
    name = row.get("name", cid)
    ja = row.get("ja", name)
    for field_name, value in (("name", name), ("ja", ja)):
        if not isinstance(value, str) or not value:
            raise InvalidDeck(f"{at}: field '{field_name}' must be a non-empty string, got {describe(value)}")
    copies = row.get("copies", 1)
    if copies.__class__ is not int or not 1 <= copies <= 20:
        raise InvalidDeck(f"{at}: field 'copies' must be an int from 1 to 20, got {describe(copies)}")
    flags = {}
    for flag in ("mimic", "reveals_side"):
        value = row.get(flag, False)
        if value.__class__ is not bool:
            raise InvalidDeck(f"{at}: field '{flag}' must be true or false, got {describe(value)}")
        flags[flag] = value
    if flags["mimic"]:
        extra = [f for f in ("human", "wolf") if f in row]
        if extra:
            raise InvalidDeck(f"{at}: field '{extra[0]}': the mimic has no effect of its own (SEI-51); remove it")
        return Card(cid, name, ja, None, None, copies, True, flags["reveals_side"])
    human = _effect(row.get("human"), f"{at}: field 'human'")
    wolf = _effect(row.get("wolf"), f"{at}: field 'wolf'")
    return Card(cid, name, ja, human, wolf, copies, False, flags["reveals_side"])


def _effect(data: Any, at: str) -> Effect:
    if not isinstance(data, Mapping):
        raise InvalidDeck(
            f"{at} must be a table {{effect = ..., value = ..., target = ...}} (SEI-56), got {describe(data)}"
        )
    unknown = sorted(set(data) - set(_EFFECT_FIELDS))
    if unknown:
        raise InvalidDeck(f"{at}: unknown field(s) {', '.join(map(repr, unknown))}; allowed: effect, value, target")
    kind = data.get("effect")
    primitive = PRIMITIVES.get(kind) if isinstance(kind, str) else None
    if primitive is None:
        raise InvalidDeck(f"{at}.effect: unknown primitive {describe(kind)} (SEI-56); allowed: {', '.join(PRIMITIVES)}")
    value = data.get("value")
    if primitive.values:
        if value.__class__ is not int or value not in primitive.values:
            allowed = ", ".join(map(str, primitive.values))
            raise InvalidDeck(f"{at}.value: {kind} takes a value in {allowed}, got {describe(value)}")
    elif value is not None:
        raise InvalidDeck(f"{at}.value: {kind} takes no value, got {describe(value)}")
    target = data.get("target")
    if primitive.targets:
        if target is None and len(primitive.targets) == 1:
            target = primitive.targets[0]
        if target not in primitive.targets:
            raise InvalidDeck(
                f"{at}.target: {kind} targets one of {', '.join(primitive.targets)}, got {describe(target)}"
            )
    elif target is not None:
        raise InvalidDeck(f"{at}.target: {kind} takes no target, got {describe(target)}")
    return Effect(primitive.id, value, target)


# ----- the effect texts the GM reads (SEI-53 (5)) -----------------------------------------------
#: who an effect names, and the effects' texts, English and Japanese side by side: an
#: executed manifesto records its effects as these phrases (``ManifestoExecuted``)
EFFECTS = PhraseBook(
    __name__,
    "EFFECTS",
    {
        "player": ("the named player", "指名した者"),
        "seat": ("the named elected player", "指名した当選者"),
        "winner": ("the winner", "当選者"),
        "nobody named": ("", ""),
        "vote void": ("{}'s vote counts for nothing in the next election", "{}の票は次の選挙で数えられない"),
        "vote weight": ("{}'s vote counts {} in the next election", "{}の票は次の選挙で{}票になる"),
        "checks none": ("the reporter investigates nobody tonight", "今夜、番記者は誰も調査することができない"),
        "checks": (
            ("the reporter investigates {} player tonight", "the reporter investigates {} players tonight"),
            "今夜、番記者は{}人を調査する",
        ),
        "protects none": ("the guard protects nobody tonight", "今夜、警備員は誰も護衛することができない"),
        "protects": (
            ("the guard protects {} player tonight", "the guard protects {} players tonight"),
            "今夜、警備員は{}人を護衛する",
        ),
        "smear fails": ("tonight's smear fails", "今夜のネガティブキャンペーンは失敗する"),
        "smears": (
            ("the wolves smear {} player tonight", "the wolves smear {} players tonight"),
            "今夜、おおかみの党は{}人にネガティブキャンペーンをかける",
        ),
        "announce party": ("{}'s party is announced the next morning", "{}の所属政党を翌朝発表する"),
        "recall": ("{} is recalled (loses the seat, out)", "{}をリコールする（議席を失い除外される）"),
        "longer": (
            ("the next campaign is {} round longer", "the next campaign is {} rounds longer"),
            "翌日の選挙活動が{}ラウンド長くなる",
        ),
        "shorter": (
            ("the next campaign is {} round shorter", "the next campaign is {} rounds shorter"),
            "翌日の選挙活動が{}ラウンド短くなる",
        ),
        "nothing": ("nothing happens", "何も起こらない"),
    },
)


def effect_phrase(effect: Effect) -> Phrase:
    """An effect as the GM reads it (SEI-53 (5)), as a phrase: its English is the
    effect's text, ``.text("ja")`` its Japanese."""
    kind, v = effect.primitive, effect.value
    who = EFFECTS(effect.target if effect.target in ("player", "seat", "winner") else "nobody named")
    if kind == "vote_weight":
        return EFFECTS("vote void", who) if v == 0 else EFFECTS("vote weight", who, v)
    if kind == "reporter_checks":
        return EFFECTS("checks none") if v == 0 else EFFECTS("checks", v)
    if kind == "guard_protects":
        return EFFECTS("protects none") if v == 0 else EFFECTS("protects", v)
    if kind == "smear_targets":
        return EFFECTS("smear fails") if v == 0 else EFFECTS("smears", v)
    if kind == "announce_party":
        return EFFECTS("announce party", who)
    if kind == "recall":
        return EFFECTS("recall", who)
    if kind == "campaign_rounds":
        assert v is not None
        return EFFECTS("longer" if v > 0 else "shorter", abs(v))
    return EFFECTS("nothing")


def effect_text(effect: Effect, lang: str = "en") -> str:
    """An effect as the GM reads it (SEI-53 (5)), in English or Japanese."""
    return effect_phrase(effect).text(lang)
