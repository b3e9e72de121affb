"""Text and HTML pictures of a 政治家人狼 table, and its events in English and Japanese.

Presentation only: everything shown comes from a :class:`SeijikaView` (what one
seat, or the game master, sees). The widgets and the CLI find this module through
``jinro_lab.core.registry.renderer("seijika")``; the shared events (votes, chance,
knowledge, proposals, rule changes, the end) are written by ``jinro_lab.core.texts``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core import texts
from ...core.engine import Result
from ...core.events import Knowledge, RuleChanged
from ...core.i18n import Labels, seat_label
from ...core.phrases import Phrase, counted, english_name, phrase_text
from ...core.render import day_phase, fields_line, seat_role, table_html, table_name, table_text
from . import events as ev
from .actions import Ability, Announce, CarryOut, Favourite
from .manifestos import MIMIC, illustrative_deck
from .roles import PARTIES, ROLES
from .view import SeijikaView

__all__ = [
    "WORDS",
    "action_text",
    "card_name",
    "event_text",
    "head_lines",
    "result_line",
    "result_text",
    "role_name",
    "seat_rows",
    "view_html",
    "view_text",
]

_t = Labels(
    {
        "race": ("in the race", "選挙中"),
        "out": ("sits out", "欠席"),
        "elected": ("elected", "当選"),
        "recalled": ("recalled", "リコール"),
        "left": ("out", "除外"),
        "announced": ("announced {}", "公約：{}"),
        "manifesto": ("your manifesto: {}", "あなたのマニュフェスト：{}"),
        "member": ("a Wolf Party member", "おおかみの党の党員"),
        "not member": ("not a member", "党員ではない"),
        "hinted": ("hint: neither wolf nor lover", "通知：党員でも愛人でもない"),
    }
)

_PHASES_JA = {
    "night 0: role check": "役職確認",
    "night: back-room time": "裏工作タイム（夜）",
    "day: vote": "投票",
    "day: policy speeches": "立候補（所信表明）",
    "day: the winner's manifesto": "当選者のマニュフェスト実行",
    "favourite": "本命の指名",
    "announce": "マニュフェストの発表",
    "vote": "投票",
    "manifesto": "マニュフェストの実行",
    "night": "裏工作タイム",
    "over": "終了",
    "setup": "準備",
}
_ABILITIES_JA = {"smear": "ネガティブキャンペーン", "protect": "護衛", "investigate": "調査"}
_WORDS_JA = {
    "smear": "ネガティブキャンペーン",
    "success": "成功",
    "failure": "失敗",
    "vote_weight": "票の重み",
    "campaign_rounds": "選挙活動の長さ",
    "reporter_checks": "番記者の調査人数",
    "guard_protects": "警備員の護衛人数",
    "smear_targets": "ネガティブキャンペーンの人数",
    "human": "にんげん",
    "wolf": "おおかみ",
}
_CARDS = {c.id: c for c in illustrative_deck().cards}


def role_name(role: str | None, lang: str = "en") -> str:
    """A role's name: its id in English, its printed name in Japanese (SEI-01)."""
    return table_name(ROLES, role, lang)


def card_name(card: str | None, lang: str = "en") -> str:
    """A manifesto card's name in ``lang`` (``Press pass`` / ``記者証``, for the
    illustrative deck; a user deck's ids as they are in Japanese, their words in
    English: ``open_books`` -> ``open books``)."""
    if card is None:
        return "?"
    found = _CARDS.get(card)
    if lang == "ja":
        return found.ja if found is not None else card
    return found.name if found is not None else english_name(card)


def party_name(party: str, lang: str = "en") -> str:
    names = PARTIES.get(party)
    return party if names is None else names[1 if lang == "ja" else 0]


def _s(seat: Any) -> str:
    return seat_label(seat, "ja") if isinstance(seat, int) else str(seat)


def result_text(result: Result, lang: str = "en") -> str:
    """A result in ``lang`` (its rule ids as they are)."""
    return texts.result_text(result, lang, WORDS)


def _learned(view: SeijikaView, lang: str) -> dict[int, list[str]]:
    """What the viewer learned of each seat beyond its role (SEI-02, SEI-13, SEI-56):
    the reporter's results and hint, the parties found or announced."""
    notes: dict[int, list[str]] = {}
    if view.seat is None:
        return notes
    for seat, member in view.facts("member").items():
        notes.setdefault(seat, []).append(_t("member" if member else "not member", lang))
    for seat in view.facts("hint"):
        notes.setdefault(seat, []).append(_t("hinted", lang))
    for seat, party in view.parties().items():
        if view.roles[seat] is None:
            notes.setdefault(seat, []).append(party_name(party, lang))
    return notes


def seat_rows(view: SeijikaView, lang: str) -> list[tuple[int, str, str, str]]:
    """Each seat's row in ``lang``, as the text view lists them and the picture draws them."""
    learned = _learned(view, lang)
    rows = []
    for seat in range(view.players):
        if seat in view.recalled:
            status = _t("recalled", lang)
        elif seat in view.elected:
            status = _t("elected", lang)
        elif view.sitting_out[seat]:
            status = _t("out", lang)
        elif view.in_race[seat]:
            status = _t("race", lang)
        else:
            status = _t("left", lang)
        role = seat_role(role_name(view.roles[seat], lang), seat == view.seat, lang)
        card = view.announced[seat]
        notes = [_t("announced", lang, card_name(card, lang))] if card else []
        notes += learned.get(seat, [])
        rows.append((seat, status, role, ("; " if lang != "ja" else "。").join(notes)))
    return rows


def head_lines(view: SeijikaView, lang: str) -> list[str]:
    """The heading lines in ``lang`` (day and phase first), as the text view and the picture show them."""
    head = day_phase(view.day, view.phase, lang, _PHASES_JA)
    if view.manifesto is not None:
        head = fields_line((head, _t("manifesto", lang, card_name(view.manifesto, lang))), lang)
    return [head]


def result_line(view: SeijikaView, lang: str) -> str | None:
    """The result as one line in ``lang``, or ``None`` while the game goes on."""
    return result_text(view.result, lang) if view.result is not None else None


def view_text(view: SeijikaView, lang: str = "en") -> str:
    """The table as ``view``'s seat sees it, as plain text (one line per seat)."""
    return table_text(head_lines(view, lang), seat_rows(view, lang), (12, 18), result_line(view, lang), lang)


def view_html(view: SeijikaView, lang: str = "en") -> str:
    """The table as an HTML table (for the widgets)."""
    return table_html(
        head_lines(view, lang),
        seat_rows(view, lang),
        lambda seat: not (view.in_race[seat] and not view.sitting_out[seat]),
        result_line(view, lang),
        lang,
    )


def _term(word: str, lang: str) -> str:
    """This game's words in the shared texts: role and card ids, rule changes, the
    wolves' team decision; anything else as it is (the texts the rules make are
    phrases of ``events.SAY``, written from their own templates)."""
    if lang != "ja":
        return card_name(word, lang) if word in _CARDS else word
    if word in _WORDS_JA:
        return _WORDS_JA[word]
    if word in ROLES:
        return role_name(word, lang)
    if word in _CARDS:
        return card_name(word, lang)
    return word


def _fact(e: Knowledge, lang: str) -> str | None:
    if lang != "ja":
        return None
    kind, subject = e.key[0], e.key[1]
    if kind == "role":
        return f"{_s(subject)}は{role_name(e.key[2], lang)}"
    if kind == "favourite":
        return f"{_s(subject)}があなたの本命（SEI-12）"
    if kind == "hint":
        return f"{_s(subject)}はおおかみの党の党員でも政治家の愛人でもない（SEI-13）"
    if kind == "member":
        return f"{_s(subject)}はおおかみの党の党員{'である' if e.key[2] else 'ではない'}"
    if kind == "party":
        return f"{_s(subject)}は{party_name(e.key[2], lang)}"
    return None


def _announcement(e: ev.Announcement) -> str:
    if isinstance(e.text, Phrase):  # written from its templates (a position's, ``events.SAY``)
        return e.text.text("ja", _term)
    a = e.args
    key = e.key
    if key == "policy speeches":
        return "立候補：全員が所信表明を行う（SEI-20）"
    if key == "campaign":
        return f"選挙活動：{a[0]}ラウンドの議論（SEI-20）"
    if key == "no election":
        return "投票できる者がいないため、今日の選挙はない（SEI-22）"
    if key == "no votes":
        return "数えられた票がないため、今日は誰も当選しない（SEI-22）"
    if key == "final speech":
        return f"{_s(a[0])}が最後の演説を行う（SEI-25）"
    if key == "lover out":
        return f"{_s(a[0])}は復帰できない：政治家の愛人（SEI-34）"
    if key == "returns":
        return f"{_s(a[0])}が選挙に復帰する（SEI-27）"
    if key == "recalled":
        return f"{_s(a[0])}はリコールされ除外される（SEI-55）"
    if key == "named":
        named = "・".join(_s(t) for t in a[2:])
        return f"{_s(a[0])}は{card_name(str(a[1]), 'ja')}で{named}を指名した（SEI-54）"
    if key == "vote weight":
        return f"今日、{_s(a[0])}の票は{a[1]}票（SEI-54）"
    if key == "sits out":
        return f"{_s(a[0])}はネガティブキャンペーンを受け、今日は欠席（SEI-33）"
    if key == "nobody sits out":
        return "今日の欠席者はいない（SEI-33）"
    return e.text


_STYLES_JA = {"open": "挙手制", "simultaneous": "一斉投票"}


def _setup(e: ev.SetupAnnounced) -> str:
    roles = "、".join(f"{role_name(r, 'ja')}×{n}" if n > 1 else role_name(r, "ja") for r, n in e.roles)
    if e.manifestos:
        deck = "キット独自の説明用デッキ（公式のカード一覧ではない、SEI-56）" if "illustrative" in e.deck else e.deck
        rules = f"マニュフェスト有りのルール（{deck}：{'、'.join(card_name(c, 'ja') for c in e.cards)}）"
    else:
        rules = "プレーンルール"
    styles = "、".join(_STYLES_JA.get(s, s) for s in e.vote_styles)
    return f"使用する役職：{roles}。{rules}。日ごとの投票形式：{styles}"


_HOW_JA = {"vote": "", "lot": "（くじ）", "unopposed": "（無投票）"}
_OUTCOMES_JA = {"smeared": "成功", "protected": "護衛された", "failed": "失敗（マニュフェスト）"}

_JA: dict[type, Callable[[Any], str]] = {
    ev.SetupAnnounced: _setup,
    ev.RoleDealt: lambda e: f"{_s(e.seat)}に{role_name(e.role, 'ja')}が配られる",
    ev.ManifestoDealt: lambda e: f"{_s(e.seat)}にマニュフェスト「{card_name(e.card, 'ja')}」が配られる",
    ev.Dusk: lambda e: (
        f"{e.night}日目の夜：裏工作タイム、全員が目を閉じる" if e.night else "役職確認：全員が目を閉じる（SEI-10）"
    ),
    ev.Dawn: lambda e: f"{e.day}日目の朝",
    ev.Announcement: _announcement,
    ev.Elected: lambda e: f"{_s(e.seat)}が当選{_HOW_JA[e.how]}し、選挙から退場する",
    ev.SeatFilled: lambda e: (
        f"{_s(e.seat)}が{party_name(e.party, 'ja')}の議席を埋める" if e.party else f"{_s(e.seat)}は議席を埋められない"
    ),
    ev.Protected: lambda e: f"{_s(e.seat)}が{'・'.join(_s(t) for t in e.targets)}を護衛",
    ev.SmearResolved: lambda e: f"{_s(e.target)}へのネガティブキャンペーン：{_OUTCOMES_JA[e.outcome]}",
    ev.ManifestoAnnounced: lambda e: (
        f"{_s(e.seat)}がマニュフェスト「{card_name(e.card, 'ja')}」を発表"
        + ("（真似フェストとして）" if e.mimic else "")
    ),
    ev.SideChosen: lambda e: (
        f"{_s(e.seat)}が{card_name(e.card, 'ja')}の{_WORDS_JA[e.side]}側の効果を指定"
        + (
            f"、{'・'.join(_s(t) for t in e.targets if t is not None)}を指名"
            if any(t is not None for t in e.targets)
            else ""
        )
    ),
    ev.PromiseDrawn: lambda e: f"{_s(e.seat)}が公約実行カードを引く：{_WORDS_JA[e.card]}",
    ev.SideFired: lambda e: f"{card_name(e.card, 'ja')}の{_WORDS_JA[e.side]}側の効果が発動",
    ev.ManifestoExecuted: lambda e: (
        f"{_s(e.seat)}がマニュフェスト「{card_name(e.card, 'ja')}」を実行："
        f"にんげんの党の効果：{phrase_text(e.human, 'ja')}。"
        f"おおかみの党の効果：{phrase_text(e.wolf, 'ja')}"
    ),
    ev.RolesRevealed: lambda e: (
        "政党の発表：" + "、".join(f"{_s(s)}は{role_name(r, 'ja')}" for s, r in enumerate(e.roles))
    ),
}


def action_text(action: Any, lang: str = "en") -> str:
    """An action as a player reads it: ``str(action)`` in English with its ids named, in Japanese
    ``席2の護衛``; the vote is the core's (``席1に投票``)."""
    if lang != "ja":
        return texts.action_text(action, lang, WORDS)
    if isinstance(action, Ability):
        particle = "へ" if action.ability == "smear" else ""  # SEI-31: a smear is aimed at a player
        return f"{'・'.join(_s(t) for t in action.targets)}{particle}の{_ABILITIES_JA[action.ability]}"
    if isinstance(action, Favourite):
        return f"{_s(action.target)}を本命にする"
    if isinstance(action, Announce):
        return f"マニュフェスト「{card_name(action.card, lang)}」を発表" + (
            "（真似フェストとして）" if action.mimic else ""
        )
    if isinstance(action, CarryOut):
        slots = {"player": "指名", "seat": "リコール等の対象"}
        named = "".join(
            f"、{slots.get(slot, slot)}: " + ("なし" if t is None else _s(t))
            for slot, t in zip(action.slots, action.targets, strict=True)
        )
        return f"「{card_name(action.card, lang)}」の{_WORDS_JA[action.side]}側を指定{named}"
    return texts.action_text(action, lang)


#: what this game adds to the core's texts: its words, its own events and actions
WORDS = texts.Words(variant="seijika", term=_term, fact=_fact, events=_JA, action=action_text)


def _rule_change(e: RuleChanged, lang: str) -> str:
    """SEI-54, SEI-56: a manifesto's rule change as a sentence (``events.SAY``): when it
    holds, what it does, and the manifesto behind it (its name in ``lang``)."""
    name, value = e.name, e.value
    if name == "campaign_rounds":  # a change of the campaign's length, up or down
        name, value = ("campaign_rounds more" if value >= 0 else "campaign_rounds fewer"), abs(value)
    parts = ([] if e.subject is None else [e.subject]) + ([] if isinstance(value, bool) else [value])
    source = card_name(e.source, lang)
    if not e.active:
        ends = f"{name} ends" if f"{name} ends" in ev.SAY.templates else name
        what = ev.SAY(ends, *parts[: ev.SAY.templates[ends][1].count("{}")])  # the fields (the English may be a pair)
        return ev.SAY("rule change ends", what, source).text(lang, _term)
    return ev.SAY("rule change", e.scope, ev.SAY(name, *parts), source).text(lang, _term)


def event_text(event: Any, lang: str = "en") -> str:
    """One event as a line of the log: ``str(event)`` in English, but a rule change as a
    sentence in both languages (:func:`_rule_change`; its ``str`` stays the record's);
    in Japanese from the table above, or from the core's texts for the shared events."""
    if type(event) is RuleChanged:
        return _rule_change(event, lang) + texts.audience_text(event.visible_to, lang)
    if lang != "ja" and type(event) is ev.Announcement and event.key == "named":  # its text names the card's id
        winner, card, *named = event.args
        who = ", ".join(f"seat {t}" for t in named)
        line = f"seat {winner} named {who} for {card_name(str(card), lang)} (SEI-54)"
        return line + texts.audience_text(event.visible_to, lang)
    if lang != "ja" and type(event) is ev.Announcement and event.key == "campaign":  # str: "1 round(s)", recorded
        rounds = counted(int(str(event.args[0])), "round")
        return f"campaign: {rounds} of discussion (SEI-20)" + texts.audience_text(event.visible_to, lang)
    return texts.event_text(event, lang, WORDS)


assert MIMIC in _CARDS


def table_svg(view: SeijikaView, lang: str = "en", *, scale: float = 1.0, acting: Any = (), names: Any = None) -> Any:
    """The table as ``view`` shows it, as an SVG picture (``picture.table_svg``,
    imported when first drawn); ``names``: the students' nicknames by seat."""
    from .picture import table_svg as draw

    return draw(view, lang, scale=scale, acting=acting, names=names)
