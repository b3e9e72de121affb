"""The JupyterLite site's contents (issue 21 item 2, ``scripts/lite_content.py``): every
tutorial in both editions, each with the cell that installs the kit in the browser put
first, once, and the tutorial unchanged after it. ``scripts/lite.sh`` (run by
``.ci/run``) builds the whole site and checks it."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("lite_content", ROOT / "scripts" / "lite_content.py")
assert spec is not None and spec.loader is not None
lite_content = importlib.util.module_from_spec(spec)
spec.loader.exec_module(lite_content)


def test_each_tutorial_of_the_site_installs_the_kit_first_and_is_otherwise_the_tutorial(tmp_path: Path) -> None:
    assert lite_content.main(str(tmp_path)) == 0
    assert lite_content.main(str(tmp_path)) == 0  # again: one install cell, not two
    notebooks = sorted(tmp_path.glob("*.ipynb")) + sorted(tmp_path.glob("ja/*.ipynb"))
    assert len(notebooks) == 16 and (tmp_path / "ja" / "data").is_dir()
    for path in notebooks:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        lang = "ja" if path.parent.name == "ja" else "en"
        assert "".join(cells[0]["source"]) == lite_content.INSTALL[lang]
        assert "%pip install -q jinro_lab" in lite_content.INSTALL[lang]
        shipped = ROOT / "notebooks" / path.relative_to(tmp_path)
        assert cells[1:] == json.loads(shipped.read_text(encoding="utf-8"))["cells"]
        assert not any("".join(c["source"]) == cells[0]["source"] for c in cells[1:])
