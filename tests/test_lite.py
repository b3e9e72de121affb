"""The JupyterLite site's contents (issue 21 item 2, issue 38 item 1,
``scripts/lite_content.py``): every tutorial in both editions, each with the cell that
installs the kit in the browser put first, once, and the tutorial after it as Jupyter's
server reads it (every text one string, not a list of lines) with every code cell marked
trusted. ``scripts/lite.sh`` (run by ``.ci/run``) builds the whole site and checks it;
``tests/browser/test_lite_site.py`` opens it."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import nbformat

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
        assert "%pip install -q --no-deps jinro_lab" in lite_content.INSTALL[lang]
        shipped = nbformat.read(ROOT / "notebooks" / path.relative_to(tmp_path), as_version=4)
        for cell in shipped.cells:
            if cell.cell_type == "code":
                cell.metadata["trusted"] = True
        assert cells[1:] == json.loads(json.dumps(shipped.cells))
        texts = [o.get("text", "") for c in cells if c["cell_type"] == "code" for o in c["outputs"]]
        texts += [v for c in cells for o in c.get("outputs", []) for v in o.get("data", {}).values()]
        assert all(not isinstance(text, list) for text in texts), f"{path.name}: a text kept as a list of lines"
        assert all(c["metadata"]["trusted"] for c in cells if c["cell_type"] == "code")
        assert not any("".join(c["source"]) == cells[0]["source"] for c in cells[1:])
