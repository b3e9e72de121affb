"""Make an nbgrader course of the tutorials and write their student versions.

    python scripts/student_versions.py OUT [--ja]

OUT/source/NAME/NAME.ipynb holds each tutorial (the teacher's edition, English, or
Japanese with --ja), OUT/release/NAME/NAME.ipynb its student version. Grade collected
notebooks with ``nbgrader autograde NAME`` in OUT, or ``jinro_lab.teach.grade``.
Needs ``pip install 'jinro_lab[teach]'`` (docs/lessons.md).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from jinro_lab import teach

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the course folder to write")
    parser.add_argument("--ja", action="store_true", help="the Japanese editions (notebooks/ja/)")
    args = parser.parse_args()
    folder = NOTEBOOKS / "ja" if args.ja else NOTEBOOKS
    course = teach.make_course(args.out, sorted(folder.glob("*.ipynb")))
    for path in teach.student_versions(course):
        print(path)


if __name__ == "__main__":
    main()
