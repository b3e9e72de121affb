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
from collections.abc import Mapping, Sequence
from enum import Enum
from html import escape
from typing import TYPE_CHECKING, Any

from ..core.engine import Game, Result
from ..core.i18n import Labels, seat_label
from ..core.picture import latest_ballots
from ..core.registry import explain_action, lookup, renderer
from ..core.render import PRIVATE_MARK
from ..core.texts import renderer_action_text, renderer_result_text
from ..core.viewers import PUBLIC, Viewer

if TYPE_CHECKING:
    from .live import Table

__all__ = ["gm_state", "jsonable", "say", "seat_state", "status_line", "table_state"]

#: the pages' own words: key -> (English, Japanese)
say = Labels(
    {
        "seat title": ("{} — {}", "{}：{}"),
        "waiting begin": (
            "Waiting for the game to begin: {} of {} {1|seat has|seats have} joined.",
            "ゲームの開始を待っています（{1}席中{0}席が参加）。",
        ),
        "your turn": ("Your turn: choose an action.", "あなたの番です。行動を選んでください。"),
        "agent plays": ("An agent plays your seat now.", "今はエージェントがあなたの席を担当しています。"),
        "others": ("Waiting for the others.", "他のプレイヤーを待っています。"),
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
        fields: dict[str, Any] = value._asdict()  # type: ignore[attr-defined]
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


def _picture(render: Any, game: Game, viewer: Viewer, lang: str) -> str:
    svg = render.table_svg(game.view(viewer), lang, acting=tuple(game.acting(viewer)))
    return str(svg)


def _log_html(events: list[dict[str, Any]], title: str) -> str:
    lines = "".join(
        f"<li class='{'private' if e['private'] else 'public'}'>"
        f"{PRIVATE_MARK + ' ' if e['private'] else ''}{escape(e['text'])}</li>"
        for e in events
    )
    return f"<h2>{escape(title)}</h2><ol class='log'>{lines}</ol>"


def seat_state(table: Table, seat: int, lang: str = "en", since: int = 0, pages: bool = False) -> dict[str, Any]:
    """What ``seat`` may read: its view and choices (the bot API's
    ``GET /api/seat/<token>``); events from index ``since`` on."""

    def build(game: Game) -> dict[str, Any]:
        render = renderer(table.variant)
        human = table.played_by(seat) == "human"
        held = table.held()
        legal = game.legal_actions(seat) if human and table.begun and not held else ()
        seen = game.events_seen_by(seat)
        events = _events(seen, render, lang, since)
        view = game.view(seat)
        explains = lookup(table.variant).explain is not None
        choices = [
            {
                "action": str(a),
                "text": renderer_action_text(render, a, lang),
                "explain": explain_action(table.variant, view, a, lang) if explains else "",
            }
            for a in legal
        ]
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
            "over": game.over,
            "events": events,
            "view": _view(game, seat),
            "result": _result(game.result, render, table.variant, lang),
        }
        if game.over:  # the full reveal: nothing is secret any more
            state["reveal"] = {"view": _view(game, None), "events": _events(game.log, render, lang, 0)}
        if pages:
            log = events if since == 0 else _events(seen, render, lang, 0)
            state["html"] = _seat_html(table, game, seat, lang, render, state, log)
        return state

    result: dict[str, Any] = table.read(build)
    return result


def _seat_html(
    table: Table,
    game: Game,
    seat: int,
    lang: str,
    render: Any,
    state: dict[str, Any],
    log: list[dict[str, Any]],
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
    else:
        status = say("your turn" if state["to_act"] else "others", lang)
    private = [e["text"] for e in log if e["private"]]
    secrets = "".join(f"<li>{escape(t)}</li>" for t in private) or f"<li>{escape(say('no secrets', lang))}</li>"
    outcome = ""
    result = game.result
    if result is not None:
        won = seat in result.winners
        outcome = (
            f"<div class='outcome {'won' if won else 'lost'}'>{escape(say('won' if won else 'lost', lang))}</div>"
            f"<div>{escape(say('why', lang, state['result']['text']))}</div>"
        )
    reveal = ""
    if game.over:
        reveal = (
            f"<details><summary>{escape(say('reveal', lang))}</summary>"
            f"<div class='picture'>{_picture(render, game, None, lang)}</div>"
            f"{_log_html(state['reveal']['events'], say('full log', lang))}</details>"
        )
    return {
        "title": escape(say("seat title", lang, table.name, seat_label(seat, lang))),
        "status": escape(status),
        "picture": _picture(render, game, seat, lang),
        "secrets": f"<h2>{escape(say('secrets', lang))}</h2><ul>{secrets}</ul>",
        "choices_title": escape(say("choices", lang)) if state["choices"] else "",
        "log": _log_html(log, say("log", lang)),
        "outcome": outcome,
        "reveal": reveal,
    }


def status_line(table: Table, lang: str = "en") -> str:
    """One line on a table for the teacher: its name, game, seats joined and state."""
    s = table.status()
    state = "over" if s["over"] else ("playing" if s["begun"] else "waiting")
    title = lookup(table.variant).title_ja if lang == "ja" else table.variant
    return say("line", lang, s["table"], title, s["players"], s["joined"], s["humans"], say(f"state {state}", lang))


def timer_state(table: Table, lang: str) -> dict[str, Any] | None:
    """The discussion the table is in: its minutes, rule, the seconds left on the
    server's clock, and whether the vote waits for it; or ``None``."""
    timer = table.timer()
    if timer is None:
        return None
    found, left = timer
    return {
        "minutes": found.minutes,
        "rule": found.rule,
        "remaining": round(left, 1),
        "holds_vote": table.held(),
        "text": say("timer", lang, f"{found.minutes:g}", found.rule),
    }


def table_state(table: Table, lang: str = "en", since: int = 0, pages: bool = False) -> dict[str, Any]:
    """What the table may read: the public view (``GET /api/table/<token>``), the
    timer and the latest vote as everyone saw it; events from index ``since`` on."""

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
            "events": _events(seen, render, lang, since),
            "view": _view(game, PUBLIC),
            "result": _result(game.result, render, table.variant, lang),
        }
        if pages:
            latest_events = _events(seen, render, lang, max(0, len(seen) - PROJECTOR_EVENTS))
            vote_lines = "".join(f"<li>{escape(v)}</li>" for v in votes) or f"<li>{escape(say('no votes', lang))}</li>"
            result = state["result"]
            state["html"] = {
                "title": escape(say("seat title", lang, table.name, say("projector", lang))),
                "status": escape(
                    say("result", lang, result["text"])
                    if result
                    else say("joined", lang, len(table.joined), len(table.humans))
                ),
                "picture": _picture(render, game, PUBLIC, lang),
                "votes": f"<h2>{escape(say('votes', lang))}</h2><ul>{vote_lines}</ul>",
                "log": _log_html(latest_events, say("announcements", lang)),
                "no_timer": escape(say("no timer", lang)),
            }
        return state

    result: dict[str, Any] = table.read(build)
    return result


def _gm_row(seat: dict[str, Any], table: Table, lang: str) -> str:
    """A row of the game master's seats: who plays it, and for a human seat the
    button that hands it to its agent or back."""
    number = seat["seat"]
    who = seat["played_by"] if seat["joined"] or not seat["human"] else "absent"
    button = ""
    if seat["human"]:
        to = "human" if number in table.handed else "agent"
        text = escape(say("hand back" if to == "human" else "hand to agent", lang))
        button = f"<button type='button' class='hand' data-seat='{number}' data-to='{to}'>{text}</button>"
    return f"<tr><td>{escape(seat_label(number, lang))}</td><td>{escape(say(who, lang))}</td><td>{button}</td></tr>"


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
            "record": game.record().to_json(),
        }
        if pages:
            rows = "".join(_gm_row(s, table, lang) for s in seats)
            state["html"] = {
                "title": escape(say("seat title", lang, table.name, say("gm", lang))),
                "status": escape(
                    say("result", lang, state["result"]["text"])
                    if state["result"]
                    else say("joined", lang, len(table.joined), len(table.humans))
                ),
                "picture": _picture(render, game, None, lang),
                "seats": f"<h2>{escape(say('seats', lang))}</h2><table>{rows}</table>",
                "log": _log_html(state["events"], say("gm log", lang)),
                "begin": escape(say("begin", lang)) if not table.begun else "",
                "end_discussion": escape(say("end discussion", lang)) if table.held() else "",
            }
        return state

    result: dict[str, Any] = table.read(build)
    return result
