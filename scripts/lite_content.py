"""The JupyterLite site's contents (``scripts/lite.sh``): the kit's tutorials, copied
as ``jinro-lab lab`` copies them, each with a first cell that installs the kit in the
browser's Python from the site's own wheels (``%pip install``: piplite), and written as
JupyterLite reads them:

- every multi-line text as one string: a notebook file may store a text as a list of
  lines, which Jupyter's server joins when it reads the file; JupyterLite serves the file
  as it is, and JupyterLab then writes a list as its lines joined by commas;
- every code cell marked trusted (``metadata.trusted``): JupyterLab trusts a cell by that
  mark, which Jupyter's server sets from its notary's signatures; JupyterLite has no
  notary and keeps the mark of the file, so without it the saved tables, pictures and
  widgets are not shown. The tutorials are the kit's own, as ``jinro-lab lab`` trusts them.

Usage: ``python scripts/lite_content.py FOLDER``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import nbformat

from jinro_lab.tutorials import copy_tutorials

#: the site's install: the kit and the pure-Python packages a lesson needs, all from the
#: site itself; without their dependencies, which name matplotlib, numpy and pandas: those
#: are in the full Pyodide distribution, loaded from the internet when a cell needs them
PIP = "%pip install -q --no-deps jinro_lab ipywidgets networkx tqdm openskill"
#: the cell put first in each notebook of the site (English and Japanese editions)
INSTALL = {
    "en": f"# In the browser (JupyterLite): install the kit from this site first\n{PIP}",
    "ja": f"# ブラウザ（JupyterLite）では、まずこのサイトからキットをインストールします\n{PIP}",
}


def for_lite(path: Path, lang: str) -> None:
    """Write the notebook at ``path`` as JupyterLite reads it (see the module docstring),
    with the install cell first (once)."""
    nb = nbformat.read(path, as_version=4)  # every list of lines joined into one string
    source = INSTALL[lang]
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.metadata["trusted"] = True
    if not (nb.cells and nb.cells[0].source == source):
        cell = {
            "cell_type": "code",
            "execution_count": None,
            "id": "jinro-lab-lite-install",
            "metadata": {"trusted": True},
            "outputs": [],
            "source": source,
        }
        nb.cells.insert(0, nbformat.from_dict(cell))
    path.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def main(folder: str) -> int:
    report = copy_tutorials(folder, trust=False)
    root = Path(folder)
    notebooks = sorted(root.glob("*.ipynb")) + sorted(root.glob("ja/*.ipynb"))
    for path in notebooks:
        for_lite(path, "ja" if path.parent.name == "ja" else "en")
    print(f"{len(notebooks)} tutorials in {root} ({len(report.copied) + len(report.updated)} files written)")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
