"""``python -m jinro_lab.cli``: the ``jinro-lab`` command (:func:`jinro_lab.cli.main`);
the live table's tests and benchmark start their server this way."""

import sys

from . import main

if __name__ == "__main__":  # not when a tool imports every module of the package
    sys.exit(main())
