"""One glossary per game (issue 36, item 6): every Japanese text a person reads uses the
rulebook's terms (``jinro_lab.glossary(variant)``, ``jinro_lab.core.glossary``), never a
word the glossary avoids (裏向き anywhere, and each game's own: its examples are in
``tests/variants/<game>/kit.py``), and never an ASCII space between two Japanese
characters.

(a) The kit: every Japanese string of a game's modules (its tables of roles and cards,
its phrase books and labels; docstrings aside) against that game's glossary, every one
of the shared modules (core, widgets, the live table, the CLI …) and of the live table's
pages against the words every game avoids; then what seeded games of each variant
write in Japanese: every event, legal action and result, the views (text and HTML),
the table pictures' SVG text, the explanations of the legal actions, and the widgets'
labels, buttons and menus.

(b) The lessons: the Japanese Markdown (``notebooks/ja/text/*.md`` and the Markdown
cells of ``notebooks/ja/*.ipynb``) against the glossary of the game each lesson
teaches (its notebook's ``metadata["jinro_lab"]["games"]``; a lesson of several games:
the words every game avoids). In Markdown a line
break inside a paragraph shows as a space, and ``**`` around a word leaves the spaces
beside it: both are read as the reader sees them.
"""

from __future__ import annotations

import ast
import html
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from games import GAMES, each_games_own

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.glossary import COMMON, Avoid, Glossary, ascii_brackets, ascii_marks, japanese, spaced
from jinro_lab.core.registry import explain_action, heuristic_agent, renderer, role_ids, role_name, variants

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "jinro_lab"
LESSONS = ROOT / "notebooks" / "ja"

#: the words every game avoids, for the texts of no one game (the kit's shared modules, a lesson of several games)
SHARED = Glossary("kit", "", "", {})


def lesson_games(edition: Path) -> dict[str, tuple[str, ...]]:
    """The games each lesson of ``edition`` (``notebooks`` or ``notebooks/ja``) teaches,
    by its number (``"04"``): its notebook's ``metadata["jinro_lab"]["games"]``."""
    found = {}
    for path in sorted(edition.glob("[0-9][0-9]_*.ipynb")):
        metadata = json.loads(path.read_text(encoding="utf-8"))["metadata"]
        found[path.name[:2]] = tuple(metadata.get("jinro_lab", {}).get("games", ()))
    return found


#: the games each Japanese lesson teaches (a lesson of several: the shared words only)
LESSON_GAMES = lesson_games(LESSONS)


def lesson_glossary(name: str) -> Glossary:
    """The glossary of the game lesson ``name`` (``04_<title>.md``, ``04_<title>.ipynb``)
    teaches: its game's, or the shared words for a lesson of several games."""
    games = LESSON_GAMES.get(name[:2], ())
    return jl.glossary(games[0]) if len(games) == 1 else SHARED


def test_each_lesson_names_the_games_it_teaches() -> None:
    """Every lesson's notebook, in both editions alike, names the registered games it
    teaches (``metadata["jinro_lab"]["games"]``), and a Japanese lesson's Markdown source
    has its notebook."""
    assert LESSON_GAMES and lesson_games(ROOT / "notebooks") == LESSON_GAMES
    for number, games in LESSON_GAMES.items():
        assert games and set(games) <= set(GAMES) and len(set(games)) == len(games), (number, games)
    assert {path.name[:2] for path in (LESSONS / "text").glob("*.md")} <= set(LESSON_GAMES)


def module_glossary(path: Path) -> Glossary:
    """A module's glossary: its game's for a game's module (``variants/<game>/``) or a
    lesson's checks (``teach/lessons/lesson_01.py``), the shared words otherwise."""
    parts = path.relative_to(PACKAGE).parts
    if parts[0] == "variants" and len(parts) > 2:
        return jl.glossary(parts[1])
    lesson = re.fullmatch(r"lesson_(\d\d)\.py", path.name)
    return lesson_glossary(lesson.group(1)) if lesson and parts[:2] == ("teach", "lessons") else SHARED


# ----- the glossaries ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", [info.id for info in variants()])
def test_each_game_has_its_glossary(variant: str) -> None:
    """A glossary per game: its role names (the game's own table) among its terms, its
    sides' names, no term it avoids itself, no space inside a term; ウラ向き/オモテ向き
    avoid 裏向き/表向き in every game."""
    glossary, title = jl.glossary(variant), jl.lookup(variant).title_ja
    assert glossary is jl.glossary(title) and glossary.title == title and glossary.game == variant
    terms = set(glossary.words)
    assert {role_name(variant, role, "ja") for role in role_ids(variant)} <= terms
    assert {ja for _, ja in jl.lookup(variant).sides.values()} <= terms
    for term in glossary.words:
        assert not glossary.problems(term), (term, glossary.problems(term))
    for avoid in glossary.avoids:
        assert avoid.use and avoid.source and not glossary.avoided(avoid.use), avoid
    assert [(a.word, a.use) for a in COMMON] == [("裏向き", "ウラ向き"), ("表向き", "オモテ向き")]
    assert set(COMMON) <= set(glossary.avoids)


def test_the_glossaries_name_the_words_to_avoid() -> None:
    """The examples of issue 36, one per game (``GLOSSARY_EXAMPLE`` in
    ``tests/variants/<game>/kit.py``: a text in the words its glossary avoids, and
    what it finds there, in order)."""
    examples = each_games_own("GLOSSARY_EXAMPLE")
    assert set(examples) == set(GAMES), f"no GLOSSARY_EXAMPLE for {sorted(set(GAMES) - set(examples))}"
    found = {v: [(a.word, a.use) for a in jl.glossary(v).avoided(text)] for v, (text, _) in examples.items()}
    assert found == {v: expected for v, (_, expected) in examples.items()}
    assert spaced("予言者 か 霊能者") == ["者 か", "か 霊"] and not spaced("予言者か霊能者（MAH-01） seat 2")
    assert Avoid("人狼", "狼人", "", unless=("狼の人狼",)).found_in("狼の人狼の人狼")
    assert not Avoid("人狼", "狼人", "", unless=("狼の人狼",)).found_in("狼の人狼です")


# ----- (a) the kit's own texts -------------------------------------------------------------------------------
def japanese_literals(path: Path) -> Iterator[tuple[int, str]]:
    """Every Japanese string literal of a module (each piece of an f-string), with its
    line; docstrings aside."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    strings = (n for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str))
    for node in strings:
        if id(node) not in docstrings and japanese(node.value):
            yield node.lineno, node.value


#: strings that list brackets as characters, not text (core.picture's line-breaking sets)
_BRACKET_SETS = {"（「『【〔("}


def test_the_kits_strings_follow_the_glossaries() -> None:
    """Every Japanese string of the package: a game's against its glossary, the rest
    against the words every game avoids (the glossaries themselves aside: they name
    the words to avoid, and quote the rulebooks)."""
    problems = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name == "glossary.py":
            continue
        glossary = module_glossary(path)
        for line, text in japanese_literals(path):
            found = glossary.problems(text)
            if text not in _BRACKET_SETS:
                found += [f"ASCII bracket after Japanese: {b}" for b in ascii_brackets(text)]
            problems += [f"{path.relative_to(ROOT)}:{line}: {p}: {text[:80]}" for p in found]
    assert not problems, "\n".join(problems)


def test_the_live_tables_pages_follow_the_glossaries() -> None:
    """The live table's static pages (their Japanese strings): the words every game avoids."""
    problems = []
    for path in sorted((PACKAGE / "table" / "static").iterdir()):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for text in re.findall(r"\"([^\"]*)\"|>([^<]*)<", line):
                shown = "".join(text)
                problems += [f"{path.name}:{number}: {p}: {shown}" for p in SHARED.problems(shown) if japanese(shown)]
    assert not problems, "\n".join(problems)


#: a game's table with every role at once, where its folder declares one (``EVERY_ROLE``)
EVERY_ROLE = each_games_own("EVERY_ROLE")


def seeded_games(variant: str, seeds: range) -> Iterator[Any]:
    """Seeded games of ``variant`` (a game with an :data:`EVERY_ROLE` table: that
    table, seated by the seed, for odd seeds)."""
    info = jl.lookup(variant)
    for seed in seeds:
        if variant in EVERY_ROLE and seed % 2:
            roles = list(EVERY_ROLE[variant])
            random.Random(seed).shuffle(roles)
            yield jl.new_game(variant, roles=roles, seed=seed)
        else:
            yield jl.new_game(variant, players=info.players[seed % len(info.players)], seed=seed)


def pieces(markup: str) -> list[str]:
    """The texts of HTML or SVG as a reader sees them, one per element (styles aside)."""
    markup = re.sub(r"<(style|script)\b.*?</\1>", "", markup, flags=re.S)
    return [html.unescape(t) for t in re.split(r"<[^>]+>", markup) if t.strip()]


def cells(text: str) -> list[str]:
    """A text view's cells: its lines, cut at the columns' padding (two spaces or more)."""
    return [c for line in text.splitlines() for c in re.split(r" {2,}", line) if c.strip()]


def kit_problems(glossary: Glossary, text: str) -> list[str]:
    """What is wrong with a Japanese text the kit writes: its glossary's problems, and
    each ASCII separator on a Japanese line (``フェイズ: プレイ | 手番: 席1`` is written
    ``フェイズ：プレイ　手番：席1``: :func:`~jinro_lab.core.glossary.ascii_marks`)."""
    return glossary.problems(text) + [f"ASCII separator: {m}" for m in ascii_marks(text)]


def japanese_of_a_game(game: Any, every: int = 6, agents: Any = None) -> list[str]:
    """Play ``game`` with random agents; everything it writes in Japanese: every event,
    legal action and the result, and every ``every`` steps (and at the end) the views
    of the game master and of each seat (text, HTML, the table picture) and the
    explanations of each seat's legal actions."""
    draw = renderer(game.variant)
    if agents is None:
        agents = [RandomAgent(game.seed * 16 + seat) for seat in range(game.players)]
    texts: list[str] = []
    actions: set[Any] = set()

    def views() -> None:
        for seat in (None, *range(game.players)):
            view = game.view(seat)
            texts.extend(cells(draw.view_text(view, "ja")))
            texts.extend(pieces(draw.view_html(view, "ja")))
            texts.extend(pieces(str(draw.table_svg(view, "ja"))))
            if seat is not None:
                texts.extend(explain_action(game.variant, view, a, "ja") for a in game.legal_actions(seat))

    step = 0
    while not game.over:
        for seat in range(game.players):
            actions.update(game.legal_actions(seat))
        if step % every == 0:
            views()
        seat = game.to_act()[0]
        agent = agents[seat]
        view = game.view(seat) if getattr(agent, "needs_view", True) and not isinstance(agent, RandomAgent) else None
        game.act(seat, agent.choose(view, game.legal_actions(seat)))
        step += 1
    views()
    texts += [draw.event_text(e, "ja") for e in game.log]
    texts += [draw.action_text(a, "ja") for a in actions]
    return [*texts, draw.result_text(game.result, "ja")]


@pytest.mark.parametrize("variant", [info.id for info in variants()])
def test_what_a_game_writes_in_japanese_follows_its_glossary(variant: str) -> None:
    glossary = jl.glossary(variant)
    problems: dict[str, str] = {}
    for game in seeded_games(variant, range(4)):
        for text in japanese_of_a_game(game):
            problems |= {f"{p}: {text[:120]}": "" for p in kit_problems(glossary, text)}
    info = jl.lookup(variant)
    for seed in range(2):  # the heuristic agents' games too: they reach other ends (checkmates, claims ...)
        game = jl.new_game(variant, players=info.players[-1 - seed % len(info.players)], seed=seed)
        agents = [heuristic_agent(variant, seed * 16 + s) for s in range(game.players)]
        for text in japanese_of_a_game(game, agents=agents):
            problems |= {f"{p}: {text[:120]}": "" for p in kit_problems(glossary, text)}
    assert not problems, "\n".join(problems)


def widget_texts(widget: Any) -> list[str]:
    """Everything a widget shows a person: its HTML's texts (pictures' included), its
    buttons' labels and tooltips, its menus' entries."""
    texts, todo = [], [widget]
    while todo:
        w = todo.pop()
        todo += getattr(w, "children", ())
        value = getattr(w, "value", None)
        if isinstance(value, str):
            texts += pieces(value)
        texts += [getattr(w, "description", ""), getattr(w, "tooltip", None) or ""]
        texts += [o[0] if isinstance(o, tuple) else str(o) for o in getattr(w, "options", ())]
    return [t for t in texts if t and japanese(t)]


@pytest.mark.parametrize("variant", [info.id for info in variants()])
def test_the_widgets_follow_the_glossary(variant: str) -> None:
    """A whole game played in the Japanese PlayerSeat (the public table, then the seat:
    its buttons, menus, tooltips, pictures, the outcome and the reveal), and the
    Japanese Stepper of that game at each step, from the table and from a seat."""
    from jinro_lab.widgets import PlayerSeat, Stepper

    glossary = jl.glossary(variant)
    player = PlayerSeat(variant, seat=1, agents="random", seed=1, lang="ja", players=jl.lookup(variant).players[0])
    texts = widget_texts(player)
    player.showing_seat = True
    while not player.game.over:
        texts += widget_texts(player)
        player.choose(player.legal()[-1])
    texts += widget_texts(player)
    stepper = Stepper(player.game, lang="ja")
    for step in range(0, stepper.steps, 4):
        stepper.step = step
        texts += widget_texts(stepper)
    stepper.last()
    texts += widget_texts(stepper)
    stepper.seat = 1
    texts += widget_texts(stepper)
    problems = {f"{p}: {t[:120]}" for t in texts for p in kit_problems(glossary, t)}
    assert not problems, "\n".join(sorted(problems))


# ----- (b) the lessons ----------------------------------------------------------------------------------------
_FENCE = re.compile(r"^\s*(```|~~~)")
_BLOCK = re.compile(r"^\s*([-*+]\s|\d+[.)]\s|#|>|\||<!--|<|$)")  # a line that starts a block of its own


def markdown_lines(source: str) -> Iterator[tuple[int, str, bool]]:
    """The Markdown's prose lines as the reader sees them: ``(line, text, continues)``,
    code (fenced, inline, and a text file's code cells: ``<!-- code ID -->`` up to the
    next ``<!-- cell ID -->``) and HTML comments out, ``*``/``_`` emphasis marks
    dropped (the spaces beside them stay), ``continues`` when the line goes on the
    paragraph of the line before (its line break shows as a space)."""
    fenced, code, before = False, False, ""
    for number, line in enumerate(source.splitlines(), 1):
        marker = re.match(r"<!-- (cell|code) \w+ -->", line)  # a text file's cells (docs/lessons.md)
        if marker:
            code, before = marker.group(1) == "code", ""
            continue
        if code:
            continue
        if _FENCE.match(line):
            fenced, before = not fenced, ""
            continue
        if fenced:
            continue
        text = re.sub(r"<!--.*?-->", "", line)
        text = re.sub(r"`[^`]*`", "x", text)  # inline code: not Japanese prose
        text = re.sub(r"\]\([^)]*\)", "]", text)  # a link's target
        text = re.sub(r"(\*\*|__|\*)", "", text)
        continues = bool(before.strip()) and not _BLOCK.match(line) and not before.rstrip().endswith("  ")
        yield number, text, continues
        before = "" if re.match(r"^\s*(#|\||<!--)", line) else text


def lesson_problems(name: str, source: str) -> list[str]:
    """What the lesson ``name`` uses that its glossary avoids, and each space between
    two Japanese characters (a line break inside a paragraph counted as one):
    ``file:line: word → term``."""
    glossary = lesson_glossary(name)
    problems, last = [], ""
    for number, text, continues in markdown_lines(source):
        problems += [f"{name}:{number}: {a.word} → {a.use}" for a in glossary.avoided(text)]
        problems += [f"{name}:{number}: space: {s!r}" for s in spaced(text)]
        if continues and last and text.strip() and spaced(last.rstrip()[-1] + " " + text.lstrip()[0]):
            problems.append(f"{name}:{number}: line break inside a paragraph: {last.rstrip()[-8:]!r} / {text[:8]!r}")
        last = text
    return problems


def lesson_sources() -> Iterator[tuple[str, str]]:
    """(name, Markdown) of each Japanese lesson: its Markdown source, and its notebook's
    Markdown cells (one after another, as ``name`` ``04_mahou_toshi.ipynb``)."""
    for path in sorted((LESSONS / "text").glob("*.md")):
        yield path.name, path.read_text(encoding="utf-8")
    for path in sorted(LESSONS.glob("*.ipynb")):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        cells = ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "markdown"]
        yield path.name, "\n\n".join(cells)


@pytest.mark.parametrize(("name", "source"), list(lesson_sources()), ids=lambda x: x if len(x) < 40 else "")
def test_the_lessons_follow_their_games_glossary(name: str, source: str) -> None:
    """Each Japanese lesson uses its game's terms, and no space between Japanese
    characters (issue 36, item 6). Lines are the Markdown source's (a notebook's:
    counted through its Markdown cells joined by a blank line)."""
    problems = lesson_problems(name, source)
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems)


def own_avoid(game: str) -> Avoid:
    """A word ``game``'s glossary avoids that not every game does, found alone in itself."""
    glossary = jl.glossary(game)
    return next(a for a in glossary.avoids if a not in COMMON and glossary.avoided(a.word) == [a])


def test_the_lesson_check_reads_markdown_as_shown() -> None:
    """Code is not prose; emphasis marks leave their spaces; a line break inside a
    paragraph is a space, one before a list item or after a heading is not. Each lesson
    is read with its game's glossary (by its number), a lesson of several games with the
    words every game avoids."""
    one = next(n for n, games in LESSON_GAMES.items() if len(games) == 1)  # a lesson of one game
    avoid, name = own_avoid(LESSON_GAMES[one][0]), f"{one}_lesson.md"
    word = avoid.word
    source = (
        f"# 見出し\n本文の\n続き。\n\n- 項目\n- 項目\n\n```\n{word} {word}\n```\n{avoid.use} `{word}` の **十分** です"
    )
    source += f"\n<!-- code ab12 -->\nprint('{word} {word}')\n<!-- cell cd34 -->\n{word}"
    assert lesson_problems(name, source) == [
        f"{name}:3: line break inside a paragraph: '本文の' / '続き。'",
        f"{name}:11: space: 'の 十'",
        f"{name}:11: space: '分 で'",
        f"{name}:15: {word} → {avoid.use}",
    ]
    for number, games in LESSON_GAMES.items():
        if len(games) == 1:
            mine = own_avoid(games[0])
            assert lesson_problems(f"{number}_x.md", f"{mine.word}に") == [f"{number}_x.md:1: {mine.word} → {mine.use}"]
        else:
            words = "と".join(own_avoid(game).word for game in games)
            assert lesson_problems(f"{number}_x.md", f"{words}、裏向き") == [f"{number}_x.md:1: 裏向き → ウラ向き"]
