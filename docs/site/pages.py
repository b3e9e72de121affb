"""The site's generated pages: a page per game and the tutorials' copies.

Called by ``conf.py`` at every build, so nothing here is committed twice: a game's
page is written from the registry (its title, player counts, default setups and
option table, the same declarations ``scripts/options_doc.py`` writes
``docs/options.md`` from), its committed table pictures (``docs/pictures``, written
by ``scripts/pictures.py``) and its rules, in English and Japanese, from the kit's
own rules reference (``jinro_lab.rules``, the package data ``jinro-lab rules`` prints
too): each rule has the anchor of its ID in lower case, so any page can link
``games/mahou_toshi.html#mah-10`` (or ``{ref}`mah-10``` in MyST).
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(__file__).resolve().parent
EDITIONS = {"en": ROOT / "notebooks", "ja": ROOT / "notebooks" / "ja"}


def relative(path: Path) -> str:
    """``path`` as a game page (``games/<game>.md``) names it: relative to its folder."""
    return os.path.relpath(path, SITE / "games")


def jupyter_slug(title: str) -> str:
    """A heading's anchor as JupyterLab writes it (the text with each space a hyphen), so the
    tutorials' own table-of-contents links (``#1.-The-cards-and-the-deal``) resolve."""
    return re.sub(r"\s", "-", title.strip())


def setups_table(game: str) -> str:
    """The default setup of every player count ``game`` allows, as a Markdown table."""
    from jinro_lab.core.registry import default_setup, lookup

    rows = ["| players | default setup |", "| --- | --- |"]
    for players in lookup(game).players:
        counts = default_setup(game, players)
        cell = ", ".join(f"`{role}` × {n}" for role, n in counts.items()) or "(none registered)"
        rows.append(f"| {players} | {cell} |")
    return "\n".join(rows)


def rules_section(game: str) -> str:
    """The rules of ``game`` from ``jinro_lab.rules``: each rule under its anchor (``mah-10``),
    its ID and title, its English text, then its Japanese title and text; a decision of the kit marked.
    A game that registers no rules file (an installed plug-in may not: ``VariantInfo.rules``) gets
    a line naming its spec instead."""
    from jinro_lab.core.registry import lookup
    from jinro_lab.rules import decision_note, games, rules

    if game not in games():
        return f"## Rules\n\nThis game registers no rules file; its rules are its spec, `{lookup(game).spec}`.\n"

    parts = [
        "## Rules\n",
        "Every rule ID the kit cites (in its log lines, errors, docstrings and lessons), in the kit's own "
        "words, in English and Japanese. Where the rulebook is silent or ambiguous the kit decides, and the "
        f"rule is marked *{decision_note('en')}* (*{decision_note('ja')}*). The same text comes with the "
        "package: `jinro-lab rules GAME [ID ...] [--lang ja]`, or `jinro_lab.rules.rule(id, lang)`.\n",
    ]
    for en, ja in zip(rules(game, "en"), rules(game, "ja"), strict=True):
        mark_en = f" *({decision_note('en')})*" if en.decision else ""
        # the Japanese mark without emphasis: CommonMark does not close an * beside a full-width bracket
        mark_ja = f"（{decision_note('ja')}）" if ja.decision else ""
        parts.append(
            f"({en.anchor})=\n**{en.id}** **{en.title}**{mark_en}\n\n{en.text}\n\n"
            f"> **{ja.title}**{mark_ja}\u3000{ja.text}\n"
        )
    return "\n".join(parts)


def pictures_section(game: str) -> str:
    """The committed table pictures of ``game``: the public view and a seat's, in English and Japanese."""
    parts = ["## The table as a picture\n"]
    for view, caption in (("public", "the public view"), ("seat", "a seat's view")):
        for suffix, lang in (("_en", "English"), ("", "日本語")):
            picture = ROOT / "docs" / "pictures" / f"{game}_{view}{suffix}.svg"
            if picture.is_file():
                parts.append(f"```{{figure}} {relative(picture)}\n:width: 100%\n\n{caption} ({lang})\n```\n")
    return "\n".join(parts)


def game_page(game: str) -> str:
    """The Markdown page of one game."""
    from jinro_lab.core.registry import lookup, option_table

    info = lookup(game)
    counts = list(info.players)
    if len(counts) > 2 and counts == list(range(counts[0], counts[-1] + 1)):
        players = f"{counts[0]} to {counts[-1]}"
    else:
        players = " or ".join(filter(None, [", ".join(map(str, counts[:-1])), str(counts[-1])]))
    return "\n".join(
        [
            f"# {info.title_ja} (`{info.id}`)\n",
            f'Played by {players} players. Start a game with `jinro_lab.new_game("{info.id}", seed=...)`.\n',
            "## Default setups\n",
            "From `jinro_lab.core.registry.default_setup`: each role id and how many of it.\n",
            setups_table(game) + "\n",
            "## Options\n",
            "The game's option declarations (the same table as `docs/options.md`, written by "
            "`scripts/options_doc.py`).\n",
            option_table(game).markdown() + "\n",
            pictures_section(game),
            rules_section(info.id),
        ]
    )


def write_games() -> None:
    """Write ``games/<game>.md`` for every registered game."""
    import jinro_lab  # noqa: F401  (registers the games)
    from jinro_lab.core.registry import variants

    folder = SITE / "games"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir()
    for info in variants():
        (folder / f"{info.id}.md").write_text(game_page(info.id), encoding="utf-8")


def copy_tutorials() -> None:
    """Copy the tutorials of both editions (with their committed outputs) into ``tutorials/<edition>``."""
    for edition, source in EDITIONS.items():
        target = SITE / "tutorials" / edition
        shutil.rmtree(target, ignore_errors=True)
        target.mkdir(parents=True)
        for notebook in sorted(source.glob("*.ipynb")):
            shutil.copy2(notebook, target / notebook.name)
