"""Lazy exports (core.lazy): a package's public names load their submodule on first use."""

import subprocess
import sys

import pytest

from jinro_lab.core.lazy import lazy_attribute


def test_a_name_loads_its_submodule_only_when_used_and_is_kept():
    code = (
        "import sys, jinro_lab.analysis as a\n"
        "assert 'jinro_lab.analysis.stats' not in sys.modules\n"
        "f = a.wilson_interval\n"
        "assert 'jinro_lab.analysis.stats' in sys.modules\n"
        "assert vars(a)['wilson_interval'] is f\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_an_unknown_name_is_a_missing_attribute():
    with pytest.raises(AttributeError, match=r"'jinro_lab\.analysis' has no attribute 'nope'"):
        lazy_attribute("jinro_lab.analysis", {"wilson_interval": "stats"}, "nope")
    import jinro_lab.widgets as widgets

    assert not hasattr(widgets, "Nothing")


def test_lazy_exports_give_a_package_its_getattr_and_dir():
    """``lazy_exports``: the names to come are listed by ``dir()`` before they load."""
    code = (
        "import sys, jinro_lab.agents as a\n"
        "assert 'jinro_lab.agents.ismcts' not in sys.modules\n"
        "assert {'ISMCTSAgent', 'play_bound', 'RandomAgent'} <= set(dir(a))\n"
        "assert 'jinro_lab.agents.ismcts' not in sys.modules\n"
        "assert a.ISMCTSAgent.__module__ == 'jinro_lab.agents.ismcts'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
