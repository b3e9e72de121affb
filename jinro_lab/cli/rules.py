"""The commands ``jinro-lab variants`` and ``jinro-lab rules``: the games and their rules.

``variants`` lists the registered games: id, title, player counts, sides and the
command that prints its rules. ``rules`` prints a game's rules (``jinro_lab.rules``),
or the rules whose IDs are given (``jinro-lab rules mahou_toshi MAH-10 MAH-E12``), in
``--lang``, each with its ID, title and whether it is a decision of the kit, wrapped to
the terminal.
"""

from __future__ import annotations

import argparse
import shutil
import textwrap
import unicodedata

from ..core.i18n import Labels, side_name
from ..core.registry import lookup, variants
from .common import Commands, Refused, counts, lang_argument, variant_argument

#: a game's line in ``jinro-lab variants``, English and Japanese
say = Labels(
    {
        "variant": (
            "{}  {}  players: {}  sides: {}  rules: {}",
            "{}　{}　人数：{}　陣営：{}　ルール：{}",
        ),
    }
)

#: the widest a rule's text is wrapped (terminal columns)
RULES_WIDTH = 100
#: characters a Japanese line does not start with (they stay on the line before)
_NO_LINE_START = "、。，．）」』：・ー"


def add(commands: Commands) -> None:
    """The ``variants`` and ``rules`` commands and their arguments."""
    listing = commands.add_parser("variants", help="list the games: id, title, players, sides, rules")
    lang_argument(listing)

    book = commands.add_parser("rules", help="print a game's rules, or the rules of the IDs given")
    variant_argument(book, "game")
    book.add_argument("ids", metavar="ID", nargs="*", help="rule IDs of that game, e.g. MAH-10 (default: every rule)")
    lang_argument(book)


def run_variants(args: argparse.Namespace) -> int:
    """One line per registered game, from its registration; its rules as the command that prints
    them (``jinro-lab rules ID``), or its spec's file for a game without a rules reference."""
    from ..rules import games

    lang = args.lang
    for info in variants():
        players = counts(info.players)
        sides = ("、" if lang == "ja" else ", ").join(side_name(s, lang, info.id) for s in info.sides)
        book = f"jinro-lab rules {info.id}" if info.id in games() else info.spec
        print(say("variant", lang, info.id, info.title_ja, players, sides, book))
    return 0


def run_rules(args: argparse.Namespace) -> int:
    """A game's rules, or the rules of the IDs given (all checked before any is printed)."""
    from ..rules import decision_note, game_of, rule, rules

    game = lookup(args.game).id
    for rule_id in args.ids:
        if game_of(rule_id) != game:
            raise Refused(f"error: {rule_id} is a rule of {game_of(rule_id)}, not of {game}")
    chosen = [rule(i, args.lang) for i in args.ids] if args.ids else rules(game, args.lang)
    width = min(RULES_WIDTH, shutil.get_terminal_size((RULES_WIDTH, 24)).columns)
    ja = args.lang == "ja"
    blocks = []
    for r in chosen:
        mark = (f"　（{decision_note('ja')}）" if ja else f"  ({decision_note('en')})") if r.decision else ""
        head = f"{r.id}　{r.title}{mark}" if ja else f"{r.id}  {r.title}{mark}"
        body = (
            _wrap_wide(r.text, width - 4, "　　")
            if ja
            else textwrap.fill(r.text, width, initial_indent="    ", subsequent_indent="    ")
        )
        blocks.append(f"{head}\n{body}")
    print("\n\n".join(blocks))
    return 0


def _wrap_wide(text: str, width: int, indent: str) -> str:
    """``text`` (Japanese) in lines of at most ``width`` terminal columns (a wide character
    counts two), each after ``indent``; a comma or closing bracket never starts a line."""
    lines, line, used = [], "", 0
    for char in text:
        cols = 2 if unicodedata.east_asian_width(char) in "WF" else 1
        if used + cols > width and line and char not in _NO_LINE_START:
            lines.append(line)
            line, used = "", 0
        line, used = line + char, used + cols
    return "\n".join(indent + part for part in [*lines, line])
