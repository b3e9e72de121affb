"""The JupyterLite site's contents (``scripts/lite.sh``): the kit's tutorials, copied
as ``jinro-lab lab`` copies them, each with a first cell that installs the kit in the
browser's Python from the site's own wheel (``%pip install jinro_lab``: piplite).

Usage: ``python scripts/lite_content.py FOLDER``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from jinro_lab.tutorials import copy_tutorials

#: the cell put first in each notebook of the site (English and Japanese editions)
INSTALL = {
    "en": "# In the browser (JupyterLite): install the kit from this site first\n%pip install -q jinro_lab",
    "ja": "# ブラウザ（JupyterLite）では、まずこのサイトからキットをインストールします\n%pip install -q jinro_lab",
}


def with_install_cell(path: Path, lang: str) -> None:
    """Put the install cell first in the notebook at ``path`` (once)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    source = INSTALL[lang]
    if nb["cells"] and "".join(nb["cells"][0]["source"]) == source:
        return
    cell = {
        "cell_type": "code",
        "execution_count": None,
        "id": "jinro-lab-lite-install",
        "metadata": {},
        "outputs": [],
        "source": source,
    }
    nb["cells"].insert(0, cell)
    path.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def main(folder: str) -> int:
    report = copy_tutorials(folder, trust=False)
    root = Path(folder)
    notebooks = sorted(root.glob("*.ipynb")) + sorted(root.glob("ja/*.ipynb"))
    for path in notebooks:
        with_install_cell(path, "ja" if path.parent.name == "ja" else "en")
    print(f"{len(notebooks)} tutorials in {root} ({len(report.copied) + len(report.updated)} files written)")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
