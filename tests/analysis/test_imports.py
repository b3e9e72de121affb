"""``import jinro_lab.analysis`` stays light: heavy libraries load when a function needs them."""

from __future__ import annotations

import subprocess
import sys

from games import a_game

import jinro_lab.analysis as analysis

HEAVY = ("pandas", "matplotlib", "dask", "distributed", "networkx", "tqdm")


def loaded_after(code: str) -> set[str]:
    probe = f"import sys\n{code}\nprint(' '.join(m for m in {HEAVY!r} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_importing_the_package_loads_no_heavy_library():
    assert loaded_after("import jinro_lab.analysis") == set()


def test_graphs_load_networkx_only_when_one_is_built():
    """Importing the graphs loads nothing heavy (the Stepper's vote menu and the browser
    need only their helpers, issue 21); building a graph loads networkx and nothing else."""
    assert loaded_after("from jinro_lab.analysis import vote_graph") == set()
    game = f"import jinro_lab as jl; g = jl.new_game({a_game(players=4)!r}, players=4, seed=7)"
    assert loaded_after(f"{game}\nfrom jinro_lab.analysis import vote_graph\nvote_graph(g.log)") == {"networkx"}


def test_every_public_name_resolves():
    for name in analysis.__all__:
        assert getattr(analysis, name) is not None
    assert callable(analysis.simulate)  # the function, not its module


def test_the_plot_modules_load_matplotlib_only_when_drawing():
    """Issue 40: ``plots`` split by figure; each module (and the facade ``plots``, the
    import path the docs give) imports matplotlib inside the functions that draw."""
    modules = ("plots", "plot_style", "table_layout", "table_arrows", "legends", "vote_plot", "flow_plot", "rate_plot")
    code = "\n".join(f"import jinro_lab.analysis.{m}" for m in modules)
    assert loaded_after(code) == set()
    assert loaded_after("from jinro_lab.analysis.plots import draw_vote_graph, draw_info_flow, plot_win_rates") == set()
