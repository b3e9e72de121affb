"""No test outside a game's own folder names a game (issue 40, item 2): the kit's tests
choose their games from the registry by what they need (``tests/games.py``), and what
only one game has is tested in ``tests/variants/<game>/``. A game added to the registry is
then tested by everything it can take part in.

``STILL_NAMING`` listed the files not yet rewritten; it is empty now, and stays so: a
file put back on it that no longer names a game fails the test too. What one game adds
to a check of the whole kit (its exceptions, its example texts, its every-role table)
is in its folder's ``kit.py`` (``tests/games.py``: ``each_games_own``).
"""

from __future__ import annotations

import re
from pathlib import Path

from jinro_lab.core.registry import variants

TESTS = Path(__file__).parent

#: the test files that still name a game (issue 40: emptied)
STILL_NAMING: set[str] = set()


def naming(root: Path = TESTS) -> dict[str, str]:
    """Each test file outside ``variants/<game>/`` that names a registered game (its id
    or Japanese title, as a word), with its first such line."""
    infos = variants()
    names = {info.id for info in infos} | {info.title_ja for info in infos}
    pattern = re.compile("|".join(rf"(?<![\w]){re.escape(n)}(?![\w])" for n in sorted(names)))
    own = {info.id for info in infos}
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).parts
        if (len(parts) > 2 and parts[0] == "variants" and parts[1] in own) or path == Path(__file__):
            continue
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line):
                found[path.relative_to(root).as_posix()] = f"{i}: {line.strip()[:100]}"
                break
    return found


def test_no_test_outside_a_games_folder_names_a_game() -> None:
    found = naming()
    new = {path: line for path, line in found.items() if path not in STILL_NAMING}
    assert not new, (
        "these tests name a game (choose it with tests/games.py, or move the test to its game's folder):\n"
        + "\n".join(f"{path}:{line}" for path, line in new.items())
    )
    done = sorted(STILL_NAMING - set(found))
    assert not done, f"these files no longer name a game: take them off STILL_NAMING: {done}"


def test_the_check_sees_a_name(tmp_path: Path) -> None:
    first, second = variants()[0], variants()[1]
    for where, text in {
        "core/test_a.py": f"game = new_game({first.id!r})",
        "core/test_b.py": f"# {second.title_ja} is not named here: x{first.id}",
        f"variants/{first.id}/test_c.py": f"game = new_game({first.id!r})",
        "variants/test_d.py": f"import jinro_lab.variants.{second.id}",
    }.items():
        (tmp_path / where).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / where).write_text(text + "\n", encoding="utf-8")
    assert sorted(naming(tmp_path)) == ["core/test_a.py", "core/test_b.py", "variants/test_d.py"]
