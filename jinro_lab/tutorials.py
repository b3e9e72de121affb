"""The tutorials the kit ships, and a teacher's own copy of them (``jinro-lab lab``).

The wheel carries the tutorials (``notebooks/*.ipynb``, their Japanese editions in
``ja/`` and the saved results in ``data/``) inside the package, as
``jinro_lab/_tutorials/`` (``setup.py`` copies them there at build time); a clone's
editable install reads them from ``notebooks/`` beside the package.

:func:`copy_tutorials` puts them in a writable folder and keeps a teacher's edits:

* a file not there yet is copied;
* a file still as the kit last wrote it (its digest is in the folder's
  ``.jinro_lab_tutorials.json``) is brought up to date;
* a file that differs from both, or was there before the kit wrote it, is kept
  (an edited copy) and said so.

Each of the kit's notebooks in the folder, English and Japanese (copied, brought up to
date, or already the kit's current file), is trusted (nbformat's notary, as ``jupyter
trust`` does), so JupyterLab shows its saved widgets when it opens: signed again at
every copy, as ``scripts/setup.sh`` signs a clone's, so a copy made without trust, or
under another Jupyter data directory, is trusted by the next one. A teacher's edited
copy is left as it is.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from .core.errors import InvalidArgument
from .core.phrases import counted

__all__ = ["CopyReport", "copy_tutorials", "tutorial_files", "tutorials_source"]

#: the shipped files, as globs relative to the tutorials' folder
PATTERNS = ("*.ipynb", "ja/*.ipynb", "data/*.csv", "data/*.json")
#: each edition reads ``data/`` beside it: the Japanese one gets its own copy
EDITIONS_DATA = ("data", "ja/data")
#: the folder's record of what the kit last wrote there (relative path -> sha256)
MANIFEST = ".jinro_lab_tutorials.json"


def tutorials_source() -> Path:
    """The folder the kit's tutorials are read from: the installed package's
    ``_tutorials`` (a wheel), else the clone's ``notebooks/`` (an editable install)."""
    shipped = resources.files("jinro_lab") / "_tutorials"
    if isinstance(shipped, Path) and shipped.is_dir():
        return shipped
    clone = Path(__file__).resolve().parent.parent / "notebooks"
    if clone.is_dir():
        return clone
    raise FileNotFoundError("this jinro_lab has no tutorials (neither jinro_lab/_tutorials nor notebooks/)")


def tutorial_files(source: Path | None = None) -> list[str]:
    """The shipped files, as paths relative to the tutorials' folder (``ja/data/``
    is written by :func:`copy_tutorials`, not listed)."""
    root = tutorials_source() if source is None else source
    found: set[str] = set()
    for pattern in PATTERNS:
        found.update(p.relative_to(root).as_posix() for p in root.glob(pattern) if p.is_file())
    return sorted(found)


@dataclass
class CopyReport:
    """What :func:`copy_tutorials` did, by relative path."""

    folder: Path
    copied: list[str] = field(default_factory=list)  # new files
    updated: list[str] = field(default_factory=list)  # unedited copies brought up to date
    kept: list[str] = field(default_factory=list)  # a teacher's edited copies, left as they are
    unchanged: list[str] = field(default_factory=list)  # already the kit's current file

    def lines(self) -> Iterator[str]:
        """The report as a person reads it: one line per kind, the kept files named."""
        if self.copied:
            yield f"copied {counted(len(self.copied), 'file')} into {self.folder}"
        if self.updated:
            yield f"updated {counted(len(self.updated), 'unedited file')}: {', '.join(self.updated)}"
        if self.unchanged and not (self.copied or self.updated):
            others = "the other " if self.kept else "the "
            yield f"{others}tutorials in {self.folder} are up to date"
        for name in self.kept:
            yield f"kept your edited copy of {name} (the kit's version was not written over it)"


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _targets(name: str) -> tuple[str, ...]:
    """Where a shipped file goes in the copy (a data file: beside each edition)."""
    if name.startswith("data/"):
        return tuple(f"{prefix}/{name[len('data/') :]}" for prefix in EDITIONS_DATA)
    return (name,)


def copy_tutorials(folder: str | Path, *, trust: bool = True) -> CopyReport:
    """Copy the kit's tutorials into ``folder`` (made if missing), keeping a
    teacher's edited copies (see the module docstring); with ``trust`` sign each of the
    kit's notebooks there (``ja/`` too), not the kept ones. Raises
    :class:`InvalidArgument` if ``folder`` is a file."""
    dest = Path(folder).expanduser()
    if dest.exists() and not dest.is_dir():
        raise InvalidArgument(f"the tutorials' folder {str(dest)!r} is a file; give a folder (new or existing)")
    source = tutorials_source()
    dest.mkdir(parents=True, exist_ok=True)
    manifest_path = dest / MANIFEST
    try:
        written: dict[str, str] = json.loads(manifest_path.read_text(encoding="utf-8"))
    except (FileNotFoundError, ValueError):
        written = {}
    report = CopyReport(dest)
    notebooks: list[Path] = []
    for name in tutorial_files(source):
        data = (source / name).read_bytes()
        new = _digest(data)
        for target in _targets(name):
            path = dest / target
            if path.exists():
                current = _digest(path.read_bytes())
                if current == new:
                    report.unchanged.append(target)
                    written[target] = new
                    if path.suffix == ".ipynb":  # the kit's file: signed again (its trust may be gone)
                        notebooks.append(path)
                    continue
                if written.get(target) != current:  # not what the kit wrote: the teacher's
                    report.kept.append(target)
                    continue
                report.updated.append(target)
            else:
                report.copied.append(target)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            written[target] = new
            if path.suffix == ".ipynb":
                notebooks.append(path)
    if trust and notebooks:
        _trust(notebooks)
    manifest_path.write_text(json.dumps(written, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return report


def _trust(paths: list[Path]) -> None:
    """Sign ``paths`` as ``jupyter trust`` does (nbformat comes with JupyterLab)."""
    try:
        import nbformat
        from nbformat.sign import NotebookNotary
    except ImportError:  # no JupyterLab here: nothing would read the signature
        return
    notary = NotebookNotary()
    for path in paths:
        notary.sign(nbformat.read(path, as_version=4))
