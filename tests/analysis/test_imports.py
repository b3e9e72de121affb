"""``import jinro_lab.analysis`` stays light: heavy libraries load when a function needs them."""

from __future__ import annotations

import subprocess
import sys

import jinro_lab.analysis as analysis

HEAVY = ("pandas", "matplotlib", "dask", "distributed", "networkx", "tqdm")


def loaded_after(code: str) -> set[str]:
    probe = f"import sys\n{code}\nprint(' '.join(m for m in {HEAVY!r} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_importing_the_package_loads_no_heavy_library():
    assert loaded_after("import jinro_lab.analysis") == set()


def test_graphs_load_networkx_only():
    assert loaded_after("from jinro_lab.analysis import vote_graph") == {"networkx"}


def test_every_public_name_resolves():
    for name in analysis.__all__:
        assert getattr(analysis, name) is not None
    assert callable(analysis.simulate)  # the function, not its module
