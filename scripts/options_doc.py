"""``docs/options.md``: every game's options, written from their declarations.

Each game declares its options once (its ``Options``, ``jinro_lab.core.options``);
this writes their table: name, default, what is allowed, the rule, what it does.
``tests/test_docs_options.py`` checks the file is up to date.

    python scripts/options_doc.py          # write docs/options.md
    python scripts/options_doc.py --check  # exit 1 if it is out of date
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "docs" / "options.md"

INTRO = """# The games' options

Written by `scripts/options_doc.py` from each game's `Options` (`jinro_lab/variants/<game>/options.py`,
declared with `jinro_lab.core.options`): do not edit by hand.

Give an option to `jinro_lab.new_game(game, name=value, ...)`, to the game's class, or on the
command line as `--option name=value` (`jinro-lab demo`, `play` and `simulate`; a list as
`a,b,c`, a mapping as JSON, `none` for none). A list given for a fixed arrangement (a deck, a
pile, the event cards) is taken in the order given, top first. A bad value is refused with a
message naming the option, what is allowed and the rule; `seed` (a non-negative int) is every
game's too. Where a game starts from described positions, `position` is a typed value
(`jinro_lab.variants.<game>.options.Position`) or its JSON form (`Position.to_json()`).
"""


def text() -> str:
    import jinro_lab  # noqa: F401  (registers the games)
    from jinro_lab.core.registry import option_table, variants

    parts = [INTRO]
    for info in variants():
        parts.append(f"## {info.title_ja} (`{info.id}`)\n\nRules: `shared/rules/{info.spec}`.\n")
        parts.append(option_table(info.id).markdown() + "\n")
    return "\n".join(parts)


def main(argv: list[str]) -> int:
    new = text()
    if "--check" in argv:
        if not TARGET.exists() or TARGET.read_text(encoding="utf-8") != new:
            print(f"{TARGET.relative_to(ROOT)} is out of date: run python scripts/options_doc.py", file=sys.stderr)
            return 1
        return 0
    TARGET.write_text(new, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
