"""What each token may read of a live table, as JSON (issue 22, items 2 to 4).

Three readers, three functions, each built from one viewer's view and the events
that viewer saw, nothing else:

* :func:`seat_state`: a seat (its token): its view, its legal actions (as strings,
  with what each does), the events it saw; at the end the result and the whole game
  revealed (nothing is secret once the game is over).
* :func:`table_state`: the table (the projector): the public view, the discussion
  timer, the latest announcements and votes; never a secret, even at the end.
* :func:`gm_state`: the game master (the teacher): everything, the record included.

With ``pages=True`` each also carries the HTML fragments its page shows (the table
picture as SVG, the log…), written in ``lang``: the page's script only puts them in
place. Texts are the renderers' (English and Japanese templates), never a repr.
"""

from __future__ import annotations

import dataclasses
import re
import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from enum import Enum
from html import escape
from typing import TYPE_CHECKING, Any

from ..core.display import current, using
from ..core.engine import Game, Result
from ..core.events import Knowledge, shown_fields
from ..core.i18n import Labels, named, seat_label
from ..core.picture import latest_ballots, vote_part
from ..core.registry import explain_action, lookup, renderer
from ..core.render import PRIVATE_MARK
from ..core.texts import audience_text, renderer_action_text, renderer_result_text
from ..core.viewers import PUBLIC, Viewer
from ..core.voting import Vote
from ..rules import RULE_ID, annotate_html
from .cards import table_title

if TYPE_CHECKING:
    from .live import Table

__all__ = ["gm_state", "jsonable", "named", "say", "seat_state", "status_line", "table_state"]

#: the pages' own words: key -> (English, Japanese)
say = Labels(
    {
        "seat title": ("{} — {}", "{}：{}"),
        "names": ("Players", "プレイヤー"),
        "waiting begin": (
            "Waiting for the game to begin: {} of {} {1|seat has|seats have} joined.",
            "ゲームの開始を待っています（{1}席中{0}席が参加）。",
        ),
        "your turn": ("Your turn: choose an action.", "あなたの番です。行動を選んでください。"),
        "agent plays": ("An agent plays your seat now.", "今はエージェントがあなたの席を担当しています。"),
        "others": ("Waiting for the others.", "他のプレイヤーを待っています。"),
        "chosen": ("Your choice: {}. Waiting for the others.", "あなたの選択：{}。他のプレイヤーを待っています。"),
        "your vote": ("Your vote: {}. Waiting for the others.", "あなたの投票：{}。他のプレイヤーを待っています。"),
        "held": (
            "Discussion time: the vote opens when the timer runs out.",
            "議論の時間です。タイマーが終わると投票できます。",
        ),
        "over": ("The game is over.", "ゲーム終了。"),
        "won": ("You won", "あなたの勝ち"),
        "lost": ("You lost", "あなたの負け"),
        "why": ("Why: {}", "理由：{}"),
        "secrets": ("What only you know", "あなただけが知っていること"),
        "no secrets": ("Nothing yet.", "まだありません。"),
        "choices": ("Your choices", "選択肢"),
        "log": ("What you saw (newest last)", "見えた出来事（新しいものが下）"),
        "table log": ("What the table saw (newest last)", "テーブルの出来事（新しいものが下）"),
        "gm log": ("Every event (newest last; ◆ private)", "すべての出来事（新しいものが下、◆は非公開）"),
        "reveal": ("Everything revealed: the game master's view", "種明かし：ゲームマスターの視点"),
        "full log": ("The whole game, private events included", "ゲームのすべての出来事（非公開のものも含む）"),
        "timer": (("{} minute ({})", "{} minutes ({})"), "{}分（{}）"),
        "no timer": ("No timed discussion now.", "今は時間制限のある議論はありません。"),
        "votes": ("The latest vote as the table saw it", "テーブルから見えた最新の投票"),
        "no votes": ("No vote seen yet.", "まだ投票はありません。"),
        "announcements": ("Latest announcements", "最新のアナウンス"),
        "result": ("Result: {}", "結果：{}"),
        "joined": ("{} of {} {1|seat|seats} joined", "{1}席中{0}席が参加"),
        "seats": ("Seats", "席"),
        "human": ("student", "生徒"),
        "agent": ("agent", "エージェント"),
        "absent": ("not joined", "未参加"),
        "begin": ("Begin the game", "ゲームを始める"),
        "print cards": ("Print the join cards", "参加カードを印刷"),
        "end discussion": ("End the discussion: open the vote", "議論を終えて投票を始める"),
        "hand to agent": ("hand to agent", "エージェントに任せる"),
        "hand back": ("give back", "生徒に戻す"),
        "projector": ("The table (projector)", "テーブル（プロジェクター用）"),
        "line": (
            "{}: {}, {} players, {} of {} {4|seat|seats} joined, {}",
            "{0}：{1}、{2}人、{4}席中{3}席が参加、{5}",
        ),
        "link": (" — {}", "　{}"),
        "state over": ("over", "終了"),
        "state playing": ("playing", "進行中"),
        "state waiting": ("waiting for students", "生徒の参加待ち"),
        "gm": ("Game master", "ゲームマスター"),
    }
)

#: how many of the latest public events the projector lists
PROJECTOR_EVENTS = 12


def jsonable(value: Any) -> Any:
    """``value`` as JSON data: named tuples and dataclasses as objects (with their
    type's name under ``"type"``), sets as sorted lists, enums as their values;
    anything else as its text."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Enum):
        return jsonable(value.value)
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        fields = dict(shown_fields(value))  # an event's later fields left out at their defaults
        return {"type": type(value).__name__, **{k: jsonable(v) for k, v in fields.items()}}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        named = {f.name: jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return {"type": type(value).__name__, **named}
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, set | frozenset):
        items = [jsonable(v) for v in value]
        return sorted(items, key=lambda v: (str(type(v)), str(v)))
    if isinstance(value, list | tuple):
        return [jsonable(v) for v in value]
    return str(value)


def _events(events: Sequence[Any], render: Any, lang: str, since: int) -> list[dict[str, Any]]:
    return [
        {"n": i, "type": type(e).__name__, "text": render.event_text(e, lang), "private": e.visible_to is not None}
        for i, e in enumerate(events)
        if i >= since
    ]


def _facts(events: Sequence[Any], render: Any, lang: str, seat: int) -> list[dict[str, Any]]:
    """What ``seat`` learned in private, as data (a program need not parse the
    sentences): each :class:`~jinro_lab.core.events.Knowledge` event it observed, its
    index ``n`` among the events it saw, the fact's ``kind`` and ``key`` (the agents'
    machine-readable form, e.g. ``["judged", 4, "human"]``), its ``subject``, the rule
    IDs its sentence cites (``["MAH-05"]``) and its text."""
    return [
        {
            "n": i,
            "kind": str(e.key[0]),
            "subject": jsonable(e.subject),
            "key": jsonable(e.key),
            "rules": [m.group(0) for m in RULE_ID.finditer(render.event_text(e, "en"))],
            "text": render.event_text(e, lang),
        }
        for i, e in enumerate(events)
        if isinstance(e, Knowledge) and e.observer == seat
    ]


def _result(result: Result | None, render: Any, variant: str, lang: str) -> dict[str, Any] | None:
    if result is None:
        return None
    return {
        "winners": sorted(result.winners),
        "side": result.side,
        "reason": result.reason,
        "day": result.day,
        "text": renderer_result_text(render, variant, result, lang),
    }


def _view(game: Game, viewer: Viewer) -> Any:
    """The viewer's view as JSON, without its events (they are listed apart; dropped
    before the conversion, which they would take most of the time of)."""
    view = game.view(viewer)
    if "events" in getattr(view, "_fields", ()):
        view = view._replace(events=())
    data = jsonable(view)
    if isinstance(data, dict):
        data.pop("events", None)
    return data


#: the narrowest and widest page a picture is laid out for (CSS px)
PAGE_WIDTHS = (280, 4000)
#: the lowest and highest box a picture is laid out to fit (CSS px)
PAGE_HEIGHTS = (200, 4000)


def _picture(
    render: Any,
    game: Game,
    viewer: Viewer,
    lang: str,
    width: int | None = None,
    *,
    names: Mapping[int, str] | None = None,
    projector: bool = False,
    height: int | None = None,
) -> str:
    """The viewer's table picture, the students' ``names`` beside their seats; laid out
    for a page ``width`` CSS px wide when given (a phone's: the table's portrait shape,
    its side panel under it, issue 37) and a box ``height`` px high when given (the
    projector's screen below the picture's top: its seats in rows around a wide table
    when the oval would run below it); in the projector's look (text of 18 px, read
    across a room) for the ``projector`` page, without what that page's column shows
    beside it (the viewer, the latest vote's ballots, the result: ``Look.aside``)."""
    changes: dict[str, Any] = {}
    if width is not None:
        changes["width"] = width
    if height is not None:
        changes["height"] = height
    if projector:  # the room's projector page: its column names the viewer, lists the latest vote, says the result
        changes["projector"] = changes["aside"] = True
    with using(replace(current(), **changes)):
        return str(render.table_svg(game.view(viewer), lang, acting=tuple(game.acting(viewer)), names=names or None))


#: a log line longer than this (characters) is folded: its start shown, the rest one tap away
LONG_LINE = 120


#: a seat's number cut short at the end of a folded line's first words (``席1`` of ``席12``)
_CUT_SEAT = re.compile(r"(?:seat |席)\d*$")


def _line_html(text: str, names: Mapping[int, str] | None = None) -> str:
    """A log line as HTML, each seat it names with its student's nickname; a long one (a
    deck of 21 cards) folded under its first words (issue 37). How long a line is, and
    where its first words end, is the kit's text's: a vote's line of nine named seats
    stays whole, and no fold ends inside a nickname or a seat's number."""
    if len(text) <= LONG_LINE:
        return escape(named(text, names))
    head = text[: LONG_LINE * 2 // 3].rsplit(" ", 1)[0] if " " in text[: LONG_LINE * 2 // 3] else text[:60]
    head = _CUT_SEAT.sub("", head)
    return f"<details><summary>{escape(named(head, names))}…</summary>{escape(named(text, names))}</details>"


#: where a rule ID cited on the pages links: the rules page the server serves (``app.py``)
RULES_LINK = "/rules/{game}?lang={lang}#{anchor}"


def cited(html: str, lang: str) -> str:
    """``html`` (escaped) with each cited rule ID a link to its rule, its text as the tooltip."""
    return annotate_html(html, lang, RULES_LINK)


def _log_html(events: list[dict[str, Any]], title: str, names: Mapping[int, str] | None, lang: str) -> str:
    lines = "".join(
        f"<li class='{'private' if e['private'] else 'public'}'>"
        f"{PRIVATE_MARK + ' ' if e['private'] else ''}{cited(_line_html(e['text'], names), lang)}</li>"
        for e in events
    )
    return f"<h2>{escape(title)}</h2><ol class='log'>{lines}</ol>"


def _own(event: Any, render: Any, lang: str) -> str:
    """A private event's line for the seat's "what only you know" list: without the
    note of who saw it (``[seen by seat 0]``, ``［席0のみ］``), which there says only "you"
    (issue 37)."""
    text: str = render.event_text(event, lang)
    note = audience_text(event.visible_to, lang)
    return text[: -len(note)].rstrip() if note and text.endswith(note) else text


def _vote_lines(seen: Sequence[Any], lang: str) -> tuple[str, ...]:
    """The latest vote the table saw as the projector's column lists it: a line per seat
    voted for, its voters before it (``seat 0, seat 5 → seat 1``), the most voted first, as
    the picture's vote section has them (:func:`~jinro_lab.core.picture.vote_part`): a
    vote of thirteen in a few lines a column beside the picture has room for, not thirteen;
    the seats by number only, the picture beside names them."""
    section = vote_part(seen, lang)[2]
    return tuple(line for line in section.lines[1:] if isinstance(line, str)) if section else ()


def _names_html(table: Table, lang: str, players: int) -> str:
    """The seats and their students' nicknames, for the projector (issue 37)."""
    names = table.names
    if not names:
        return ""
    rows = "".join(f"<li>{escape(named(seat_label(s, lang), names))}</li>" for s in range(players) if s in names)
    return f"<h2>{escape(say('names', lang))}</h2><ul class='names'>{rows}</ul>"


def seat_state(
    table: Table, seat: int, lang: str = "en", since: int = 0, pages: bool = False, width: int | None = None
) -> dict[str, Any]:
    """What ``seat`` may read: its view and choices (the bot API's
    ``GET /api/seat/<token>``); events from index ``since`` on; with ``pages``, the
    page's HTML, its picture laid out for a page ``width`` CSS px wide if given.

    Built once per version of the seat's view (and language, page and width): a
    read of a view already built (a reloaded page, a second tab, a flood of reads)
    costs a look-up, not a rendering; only the timer is read afresh. A bot's read of
    its new events alone (``since`` without ``pages``) is built for it: it costs only
    those events, and no other read asks the same."""

    def build(game: Game, first: int) -> dict[str, Any]:
        render = renderer(table.variant)
        human = table.played_by(seat) == "human"
        held = table.held()
        legal = game.legal_actions(seat) if human and table.begun and not held else ()
        seen = game.events_seen_by(seat)
        events = _events(seen, render, lang, first)
        view = game.view(seat)
        explains = lookup(table.variant).explain is not None
        names = table.names
        pending = game.decision
        mine = pending.chosen.get(seat) if pending is not None and not game.over else None
        choices = [
            {
                "action": str(a),
                "text": named(renderer_action_text(render, a, lang), names),
                "explain": explain_action(table.variant, view, a, lang) if explains else "",
            }
            for a in legal
        ]
        for choice in choices:  # the page shows what an action does with its rules' IDs expanded (no link: a button)
            choice["explain_html"] = annotate_html(escape(choice["explain"]), lang)
        state: dict[str, Any] = {
            "table": table.name,
            "variant": table.variant,
            "seat": seat,
            "players": game.players,
            "lang": lang,
            "version": table.version(seat),
            "begun": table.begun,
            "played_by": table.played_by(seat),
            "to_act": bool(legal),
            "held": held and human and seat in game.to_act(),
            "timer": timer_state(table, lang),
            "legal": [c["action"] for c in choices],
            "choices": choices,
            "chosen": None
            if mine is None
            else {"action": str(mine), "text": named(renderer_action_text(render, mine, lang), names)},
            "names": {str(s): n for s, n in names.items()},
            "over": game.over,
            "events": events,
            "facts": _facts(seen, render, lang, seat),
            "view": _view(game, seat),
            "result": _result(game.result, render, table.variant, lang),
        }
        if game.over:  # the full reveal: nothing is secret any more
            state["reveal"] = {"view": _view(game, None), "events": _events(game.log, render, lang, 0)}
        if pages:
            log = events if first == 0 else _events(seen, render, lang, 0)
            state["html"] = _seat_html(table, game, seat, lang, render, state, log, width)
        return state

    if since and not pages:
        fresh: dict[str, Any] = table.read(lambda game: build(game, since))
        return fresh

    def cached(game: Game) -> dict[str, Any]:
        return _built(table, (seat, lang, pages, width), table.version(seat), lambda: build(game, 0))

    return _since(table.read(cached), since, table, lang)


#: the states built, per table: (reader, language, page, width) -> (version, state)
_BUILT: weakref.WeakKeyDictionary[Table, dict[tuple[Any, ...], tuple[int, dict[str, Any]]]] = (
    weakref.WeakKeyDictionary()
)


def _built(table: Table, key: tuple[Any, ...], version: int, build: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """The state ``key`` of ``table`` at ``version``: built before, or built now and kept
    (one per key: the latest version). Called under the table's lock."""
    kept = _BUILT.setdefault(table, {})
    found = kept.get(key)
    if found is not None and found[0] == version:
        return found[1]
    state = build()
    kept[key] = (version, state)
    return state


def _since(state: dict[str, Any], since: int, table: Table, lang: str) -> dict[str, Any]:
    """A built ``state`` as one read answers it: its events from index ``since`` on,
    the timer as it stands now (the one thing that changes between versions)."""
    return {**state, "events": state["events"][since:], "timer": timer_state(table, lang)}


def _seat_html(
    table: Table,
    game: Game,
    seat: int,
    lang: str,
    render: Any,
    state: dict[str, Any],
    log: list[dict[str, Any]],
    width: int | None = None,
) -> dict[str, str]:
    """The seat page's fragments, from the state already built (``log``: every event
    the seat saw, as the state lists events)."""
    if game.over:
        status = say("over", lang)
    elif not table.begun:
        status = say("waiting begin", lang, len(table.joined), len(table.humans))
    elif state["played_by"] == "agent":
        status = say("agent plays", lang)
    elif state["held"]:
        status = say("held", lang)
    elif state["chosen"] is not None:  # a simultaneous choice taken: the seat sees what it chose
        status = _chosen_line(game, seat, lang, state["chosen"]["text"], table.names)
    else:
        status = say("your turn" if state["to_act"] else "others", lang)
    names = table.names
    private = [named(_own(e, render, lang), names) for e in game.events_seen_by(seat) if e.visible_to is not None]
    secrets = (
        "".join(f"<li>{cited(escape(t), lang)}</li>" for t in private) or f"<li>{escape(say('no secrets', lang))}</li>"
    )
    outcome = ""
    result = game.result
    if result is not None:
        won = seat in result.winners
        outcome = (
            f"<div class='outcome {'won' if won else 'lost'}'>{escape(say('won' if won else 'lost', lang))}</div>"
            f"<div>{cited(escape(named(say('why', lang, state['result']['text']), names)), lang)}</div>"
        )
    reveal = ""
    if game.over:
        reveal = (
            f"<details><summary>{escape(say('reveal', lang))}</summary>"
            f"<div class='picture'>{_picture(render, game, None, lang, names=names)}</div>"
            f"{_log_html(state['reveal']['events'], say('full log', lang), names, lang)}</details>"
        )
    return {
        "title": escape(say("seat title", lang, table_title(table, lang), named(seat_label(seat, lang), names))),
        "status": escape(status),
        "picture": _picture(render, game, seat, lang, width, names=names),
        "secrets": f"<h2>{escape(say('secrets', lang))}</h2><ul>{secrets}</ul>",
        "choices_title": escape(say("choices", lang)) if state["choices"] else "",
        "log": _log_html(log, say("log", lang), names, lang),
        "outcome": outcome,
        "reveal": reveal,
        "replay": _replay_link(game, lang),
    }


def _chosen_line(game: Game, seat: int, lang: str, text: str, names: Mapping[int, str]) -> str:
    """The seat's status once its part of a simultaneous decision is sent (issue 37): a
    vote as ``Your vote: seat 4 (Aiko).`` until it resolves, another choice by its text
    (``text``, the names already in it)."""
    pending = game.decision
    mine = pending.chosen.get(seat) if pending is not None else None
    if isinstance(mine, Vote):
        return say("your vote", lang, named(seat_label(mine.target, lang), names))
    return say("chosen", lang, text)


def _replay_link(game: Game, lang: str) -> str:
    """The replay's download link text, once the game is over (the page makes the link)."""
    from .replay import link_text

    return escape(link_text(game.over, lang))


def status_line(table: Table, lang: str = "en") -> str:
    """One line on a table for the teacher: its name, game, seats joined and state."""
    s = table.status()
    state = "over" if s["over"] else ("playing" if s["begun"] else "waiting")
    title = lookup(table.variant).title_ja if lang == "ja" else table.variant
    return say("line", lang, s["table"], title, s["players"], s["joined"], s["humans"], say(f"state {state}", lang))


def timer_state(table: Table, lang: str) -> dict[str, Any] | None:
    """The discussion the table is in: its minutes, rule, the seconds left on the
    server's clock, whether that clock runs (not before the game has begun: a page
    shows the whole time, standing, while the class joins), and whether the vote
    waits for it; or ``None``."""
    timer = table.timer()
    if timer is None:
        return None
    found, left = timer
    return {
        "minutes": found.minutes,
        "rule": found.rule,
        "remaining": round(left, 1),
        "running": table.begun and left > 0,
        "holds_vote": table.held(),
        "text": say("timer", lang, f"{found.minutes:g}", found.rule),
    }


def table_state(
    table: Table,
    lang: str = "en",
    since: int = 0,
    pages: bool = False,
    width: int | None = None,
    height: int | None = None,
) -> dict[str, Any]:
    """What the table may read: the public view (``GET /api/table/<token>``), the
    timer and the latest vote as everyone saw it; events from index ``since`` on; with
    ``pages``, the page's HTML, its picture in the projector's look laid out for a box
    ``width`` CSS px wide and ``height`` px high if given (the screen below the
    picture's top: the whole table seen without scrolling). Built once per version of
    the public view (as :func:`seat_state`)."""

    def build(game: Game) -> dict[str, Any]:
        render = renderer(table.variant)
        seen = game.events_seen_by(PUBLIC)
        latest = latest_ballots(seen)
        votes = [render.event_text(b, lang) for b in latest[2]] if latest else []
        state: dict[str, Any] = {
            "table": table.name,
            "variant": table.variant,
            "players": game.players,
            "lang": lang,
            "version": table.version(PUBLIC),
            "begun": table.begun,
            "joined": len(table.joined),
            "humans": len(table.humans),
            "phase": game.label,
            "over": game.over,
            "timer": timer_state(table, lang),
            "votes": votes,
            "names": {str(s): n for s, n in table.names.items()},
            "events": _events(seen, render, lang, 0),
            "view": _view(game, PUBLIC),
            "result": _result(game.result, render, table.variant, lang),
        }
        if pages:
            latest_events = _events(seen, render, lang, max(0, len(seen) - PROJECTOR_EVENTS))
            names = table.names
            vote_lines = "".join(f"<li>{escape(v)}</li>" for v in _vote_lines(seen, lang))
            vote_lines = vote_lines or f"<li>{escape(say('no votes', lang))}</li>"
            result = state["result"]
            state["html"] = {
                "title": escape(say("seat title", lang, table_title(table, lang), say("projector", lang))),
                "status": escape(
                    named(say("result", lang, result["text"]), names)
                    if result
                    else say("joined", lang, len(table.joined), len(table.humans))
                ),
                "picture": _picture(render, game, PUBLIC, lang, width, names=names, projector=True, height=height),
                "votes": f"<h2>{escape(say('votes', lang))}</h2><ul class='votes'>{vote_lines}</ul>",
                "seats": _names_html(table, lang, game.players),
                "log": _log_html(latest_events, say("announcements", lang), names, lang),
                "no_timer": escape(say("no timer", lang)),
            }
        return state

    def cached(game: Game) -> dict[str, Any]:
        key = (PUBLIC, lang, pages, width, height, game.label)
        return _built(table, key, table.version(PUBLIC), lambda: build(game))

    return _since(table.read(cached), since, table, lang)


def _gm_row(seat: dict[str, Any], table: Table, lang: str) -> str:
    """A row of the game master's seats: who plays it, and for a human seat the
    button that hands it to its agent or back (none once the game is over)."""
    number = seat["seat"]
    who = seat["played_by"] if seat["joined"] or not seat["human"] else "absent"
    button = ""
    if seat["human"] and not table.over:
        to = "human" if number in table.handed else "agent"
        text = escape(say("hand back" if to == "human" else "hand to agent", lang))
        button = f"<button type='button' class='hand' data-seat='{number}' data-to='{to}'>{text}</button>"
    label = named(seat_label(number, lang), table.names)
    return f"<tr><td>{escape(label)}</td><td>{escape(say(who, lang))}</td><td>{button}</td></tr>"


def gm_state(table: Table, lang: str = "en", since: int = 0, pages: bool = False) -> dict[str, Any]:
    """Everything, for the game master's token: the whole view, every event, who
    plays each seat, and the record (``GET /api/gm/<token>``)."""

    def build(game: Game) -> dict[str, Any]:
        render = renderer(table.variant)
        seats = [
            {
                "seat": s,
                "human": s in table.humans,
                "joined": s in table.joined,
                "played_by": table.played_by(s),
                "to_act": s in game.to_act() if not game.over else False,
                "name": table.names.get(s),
            }
            for s in range(game.players)
        ]
        state: dict[str, Any] = {
            "table": table.name,
            "variant": table.variant,
            "players": game.players,
            "lang": lang,
            "version": table.version(None),
            "begun": table.begun,
            "phase": game.label,
            "over": game.over,
            "seats": seats,
            "timer": timer_state(table, lang),
            "events": _events(game.log, render, lang, since),
            "view": _view(game, None),
            "result": _result(game.result, render, table.variant, lang),
            "record": table.record().to_json(),  # with the nicknames
        }
        if pages:
            rows = "".join(_gm_row(s, table, lang) for s in seats)
            state["html"] = {
                "title": escape(say("seat title", lang, table_title(table, lang), say("gm", lang))),
                "status": escape(
                    named(say("result", lang, state["result"]["text"]), table.names)
                    if state["result"]
                    else say("joined", lang, len(table.joined), len(table.humans))
                ),
                "picture": _picture(render, game, None, lang, names=table.names),
                "seats": f"<h2>{escape(say('seats', lang))}</h2><table>{rows}</table>",
                "log": _log_html(state["events"], say("gm log", lang), table.names, lang),
                "begin": escape(say("begin", lang)) if not table.begun else "",
                "cards": escape(say("print cards", lang)) if table.humans and not game.over else "",
                "end_discussion": escape(say("end discussion", lang)) if table.held() else "",
                "replay": _replay_link(game, lang),
            }
        return state

    result: dict[str, Any] = table.read(build)
    return result
