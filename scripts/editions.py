"""The Japanese editions of the tutorials (``notebooks/ja/``), built from the English ones.

A Japanese edition has the English notebook's cells, in order, with the same ids and
metadata; its markdown comes from ``notebooks/ja/text/NAME.md`` and its code cells are
the English code with ``LANG = "ja"``, or the text file's Japanese version of a cell
(translated comments and strings only). See ``docs/lessons.md``.

    python scripts/editions.py text [NAME ...]    # bring the text files up to date
    python scripts/editions.py build [NAME ...]   # write and run notebooks/ja/NAME.ipynb
    python scripts/editions.py check              # what tests/test_lessons.py checks

NAME is a tutorial's file name without ``.ipynb`` (all tutorials if none is given).
"""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
import tokenize
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
JA = NOTEBOOKS / "ja"
TEXTS = JA / "text"
#: the language setting line of each edition
LANG_LINE = {"en": 'LANG = "en"', "ja": 'LANG = "ja"'}
#: a Japanese character (kana, kanji, the ideographic punctuation and full-width forms)
JAPANESE = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")
#: an entry of a text file: <!-- cell ID --> or <!-- code ID -->
ENTRY = re.compile(r"^<!-- (cell|code) ([A-Za-z0-9_-]+) -->$", re.M)


def tutorials() -> list[str]:
    """The English tutorials' names (``01_nemuranai`` …)."""
    return sorted(p.stem for p in NOTEBOOKS.glob("*.ipynb"))


def source(cell: dict[str, Any]) -> str:
    src = cell["source"]
    return src if isinstance(src, str) else "".join(src)


def has_japanese(text: str) -> bool:
    return JAPANESE.search(text) is not None


#: what is not prose in markdown: code, link targets, rule ids, HTML tags
NOT_PROSE = re.compile(r"```.*?```|`[^`]*`|\]\([^)]*\)|\b[A-Z]{3}-[A-Z]?\d+\b|<[^>]*>", re.S)


def is_japanese_prose(text: str) -> bool:
    """Whether markdown reads as Japanese: outside code, link targets and rule ids, at
    least a third of its letters are Japanese (an English cell naming a game has fewer)."""
    prose = NOT_PROSE.sub(" ", text)
    japanese = len(JAPANESE.findall(prose))
    latin = len(re.findall(r"[A-Za-z]", prose))
    return japanese > 0 and japanese >= (japanese + latin) / 3


def _all_tokens(code: str) -> list[tokenize.TokenInfo] | None:
    """The code's tokens, or None if it does not tokenize."""
    try:
        return list(tokenize.generate_tokens(io.StringIO(code).readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return None


def _tokens(code: str) -> list[tuple[int, str]] | None:
    """The code's tokens without comments and layout, or None if it does not tokenize."""
    skip = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENDMARKER}
    tokens = _all_tokens(code)
    return None if tokens is None else [(t.type, t.string) for t in tokens if t.type not in skip]


def code_difference(english: str, japanese: str) -> str | None:
    """Where the Japanese edition's code differs from the English beyond the language
    setting, comments and translated strings; None if it does not."""
    en, ja = _tokens(english.replace(LANG_LINE["en"], LANG_LINE["ja"])), _tokens(japanese)
    if en is None or ja is None:
        return None if english.replace(LANG_LINE["en"], LANG_LINE["ja"]) == japanese else "the code does not parse"
    if len(en) != len(ja):
        return f"{len(ja)} tokens where the English has {len(en)}"
    strings = {tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}
    for (kind, e), (_, j) in zip(en, ja, strict=True):
        if e == j:
            continue
        if kind in strings and has_japanese(j):
            continue
        return f"{j!r} where the English has {e!r}"
    return None


def read_text(name: str) -> dict[tuple[str, str], str]:
    """The entries of ``notebooks/ja/text/NAME.md``: (kind, cell id) -> text."""
    path = TEXTS / f"{name}.md"
    if not path.exists():
        return {}
    text = path.read_text(encoding="utf-8")
    marks = list(ENTRY.finditer(text))
    entries = {}
    for mark, after in zip(marks, [*marks[1:], None], strict=True):
        body = text[mark.end() : after.start() if after else len(text)]
        entries[(mark.group(1), mark.group(2))] = body.strip("\n")
    return entries


def _english(name: str) -> dict[str, Any]:
    return json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))


def _needs_words(cell: dict[str, Any]) -> bool:
    """Whether a code cell has comments or strings with words a reader sees."""
    tokens = _all_tokens(source(cell)) or []
    return any(t.type == tokenize.COMMENT or (t.type == tokenize.STRING and " " in t.string) for t in tokens)


def write_text(name: str) -> Path:
    """Bring the text file up to date with the English notebook: keep every translated
    entry whose cell is still there; add the English of new markdown cells and of code
    cells with comments or strings (to translate); keep the English notebook's order."""
    old = read_text(name)
    parts = []
    for cell in _english(name)["cells"]:
        if cell["cell_type"] == "markdown":
            key = ("cell", cell["id"])
        elif cell["cell_type"] == "code" and ((("code", cell["id"]) in old) or _needs_words(cell)):
            key = ("code", cell["id"])
        else:
            continue
        english = source(cell)
        if key[0] == "code":
            english = english.replace(LANG_LINE["en"], LANG_LINE["ja"])
        kept = old.get(key)
        if kept is not None and key[0] == "code" and code_difference(source(cell), kept) is not None:
            kept = None  # the English code changed: translate it again
        parts.append(f"<!-- {key[0]} {key[1]} -->\n{kept if kept is not None else english}\n")
    TEXTS.mkdir(parents=True, exist_ok=True)
    path = TEXTS / f"{name}.md"
    path.write_text("\n".join(parts), encoding="utf-8")
    return path


def japanese_edition(name: str) -> dict[str, Any]:
    """The Japanese notebook (without outputs) built from the English one and the text
    file; raises ValueError naming every cell that is missing or wrong."""
    english = _english(name)
    text = read_text(name)
    problems = []
    cells = []
    for cell in english["cells"]:
        new = {k: v for k, v in cell.items() if k not in ("outputs", "execution_count", "source")}
        new["metadata"] = {k: v for k, v in cell.get("metadata", {}).items() if k != "execution"}
        if cell["cell_type"] == "markdown":
            ja = text.get(("cell", cell["id"]))
            if ja is None:
                problems.append(f"markdown cell {cell['id']}: no Japanese text")
            elif not is_japanese_prose(ja):
                problems.append(f"markdown cell {cell['id']}: still English ({ja[:40]!r})")
            new["source"] = ja or ""
        elif cell["cell_type"] == "code":
            ja = text.get(("code", cell["id"]))
            if ja is None:
                ja = source(cell).replace(LANG_LINE["en"], LANG_LINE["ja"])
            else:
                wrong = code_difference(source(cell), ja)
                if wrong:
                    problems.append(f"code cell {cell['id']}: {wrong}")
            new["source"] = ja
            new["outputs"], new["execution_count"] = [], None
        else:
            new["source"] = source(cell)
        cells.append(new)
    if problems:
        raise ValueError(f"notebooks/ja/text/{name}.md:\n  " + "\n  ".join(problems))
    metadata = {k: v for k, v in english["metadata"].items() if k != "widgets"}
    return {**english, "metadata": metadata, "cells": cells}


def build(name: str, run: bool = True) -> Path:
    """Write ``notebooks/ja/NAME.ipynb`` and (``run``) execute it in place and trust it."""
    JA.mkdir(parents=True, exist_ok=True)
    data = JA / "data"
    if not data.exists():
        data.symlink_to(Path("..") / "data")
    path = JA / f"{name}.ipynb"
    path.write_text(json.dumps(japanese_edition(name), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    if run:
        bin_dir = Path(sys.executable).parent
        subprocess.run(
            [bin_dir / "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
             "--ExecutePreprocessor.timeout=900", str(path)],
            check=True,
        )  # fmt: skip
        subprocess.run([bin_dir / "jupyter", "trust", str(path)], check=True)
    return path


def check() -> list[str]:
    """Every way the Japanese editions differ from the English beyond the language."""
    problems = []
    for name in tutorials():
        path = JA / f"{name}.ipynb"
        if not path.exists():
            problems.append(f"{name}: no Japanese edition (python scripts/editions.py build {name})")
            continue
        english, japanese = _english(name), json.loads(path.read_text(encoding="utf-8"))
        shape = [(c["cell_type"], c["id"], c.get("metadata", {}).get("nbgrader")) for c in english["cells"]]
        other = [(c["cell_type"], c["id"], c.get("metadata", {}).get("nbgrader")) for c in japanese["cells"]]
        if shape != other:
            problems.append(f"{name}: the cells (types, ids, nbgrader metadata) differ from the English edition")
            continue
        for en, ja in zip(english["cells"], japanese["cells"], strict=True):
            if en["cell_type"] == "code":
                wrong = code_difference(source(en), source(ja))
                if wrong:
                    problems.append(f"{name}, code cell {en['id']}: {wrong}")
            elif en["cell_type"] == "markdown" and not is_japanese_prose(source(ja)):
                problems.append(f"{name}, markdown cell {en['id']}: not Japanese")
    return problems


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("text", "build", "check"):
        print(__doc__)
        return 2
    names = argv[1:] or tutorials()
    if argv[0] == "check":
        problems = check()
        print("\n".join(problems) or "the Japanese editions match the English ones")
        return 1 if problems else 0
    for name in names:
        if argv[0] == "text":
            print(write_text(name).relative_to(ROOT))
        else:
            print(build(name).relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
