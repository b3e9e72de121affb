"""What the live table says when it refuses a request, in English and Japanese.

A refusal is raised with a :class:`~jinro_lab.core.phrases.Phrase` as its message:
``str(exc)`` is the English (what a program reads, what the tests match), and the
server writes it in the language of the page that asked (``?lang=``, else the
table's): a student on a Japanese page reads Japanese.

>>> REFUSE("stale", 0, 2, 3).text("ja")
'席0の画面はバージョン2から変わりました（現在3）。もう一度読み込み、今ある選択肢から選んでください'
"""

from __future__ import annotations

from ..core.phrases import Phrase, PhraseBook

__all__ = ["REFUSE", "refusal_text"]

REFUSE = PhraseBook(
    __name__,
    "REFUSE",
    {
        # Table.act
        "not begun": (
            "the game has not begun: {} of {} {1|seat has|seats have} joined (it begins when all have, or when "
            "the teacher begins it)",
            "ゲームはまだ始まっていません。{1}席のうち{0}席が参加しました（全員がそろうか、先生が始めると始まります）",
        ),
        "stale": (
            "the view of seat {} has changed since version {} (now {}); read it again and choose from what it "
            "offers now",
            "席{}の画面はバージョン{}から変わりました（現在{}）。もう一度読み込み、今ある選択肢から選んでください",
        ),
        "agent seat": (
            "seat {} is played by an agent at this table, not by a person",
            "このテーブルでは席{}はエージェントが担当しています（人は操作できません）",
        ),
        "held": (
            "the discussion is on: {}:{:02d} left; the vote opens when it ends, or when the teacher ends it",
            "議論中です（残り{}分{:02d}秒）。議論が終わるか、先生が終えると投票が始まります",
        ),
        "illegal": (
            "{} is not an action this seat can take now",
            "今この席が選べる行動ではありません。表示されている選択肢から選んでください",
        ),
        # the server (app.py)
        "not found": ("not found", "見つかりません"),
        "body size": ("the request body must be at most {} bytes", "リクエストの本文は{}バイトまでです"),
        "json only": (
            "a request that changes the table must be sent with Content-Type: application/json (got {})",
            "テーブルを変える要求は Content-Type: application/json で送ってください（受け取ったのは {}）",
        ),
        "not json": ("the body must be JSON, like {}", "本文はJSONで送ってください（例：{}）"),
        "not object": ("the body must be a JSON object, like {}", "本文はJSONのオブジェクトで送ってください（例：{}）"),
        "no action": (
            'the body must name the action as a string, like {"action": "vote seat 3"}',
            '本文で行動を文字列として指定してください（例：{"action": "vote seat 3"}）',
        ),
        "bad at": (
            "at, if given, must be the version number the view had",
            "atには画面のバージョン番号を指定してください",
        ),
        "too many reads": (
            "too many reads: at most {} a second (bursts of {}); read again when the view changes",
            "読み込みが多すぎます。1秒に{}回まで（連続{}回まで）です。画面が変わったときに読み込んでください",
        ),
        "too many": (
            "too many actions: at most {} a second (bursts of {})",
            "操作が多すぎます。1秒に{}回まで（連続{}回まで）です",
        ),
    },
)


def refusal_text(message: str, lang: str) -> str:
    """A refusal's message in ``lang``: a phrase of :data:`REFUSE` from its templates,
    anything else (a message no phrase book holds) as it is."""
    return message.text(lang) if isinstance(message, Phrase) else message
