"""Memory stays flat (issue 17): every cache of the kit is bounded (``core/memo.py``).

The timed figure is ``benchmarks/memory.py``; these checks are not timed: every
``lru_cache`` of the kit has a ``maxsize``, every module-level memo table is a
bounded :class:`~jinro_lab.core.memo.Memo`, and random-deal games grow no other
module-level table and leave every cache within its bound."""

from __future__ import annotations

import functools
import importlib
import pkgutil
import random
import sys
from pathlib import Path

import jinro_lab
from jinro_lab.core.memo import Memo

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import memory  # benchmarks/memory.py: the random-deal games

#: kit modules that need optional packages absent here are skipped
MODULES = {}
for info in pkgutil.walk_packages(jinro_lab.__path__, "jinro_lab."):
    try:
        MODULES[info.name] = importlib.import_module(info.name)
    except ImportError:
        continue


def module_tables():
    """Every module-level cache, memo table and plain dict, set or list of the kit, by name."""
    for name, module in MODULES.items():
        for attr, value in vars(module).items():
            if isinstance(value, functools._lru_cache_wrapper) or value.__class__ in (dict, set, list, Memo):
                yield f"{name}.{attr}", value


def test_every_cache_of_the_kit_is_bounded():
    """Issue 17: no ``functools.cache`` (nor ``lru_cache(maxsize=None)``) anywhere in the kit."""
    caches = {n: v for n, v in module_tables() if isinstance(v, functools._lru_cache_wrapper)}
    assert len(caches) > 20, sorted(caches)
    unbounded = [n for n, v in caches.items() if v.cache_parameters()["maxsize"] is None]
    assert not unbounded


def test_random_deal_games_grow_no_unbounded_table():
    """Issue 17: a few hundred random-deal games of every variant grow no plain
    module-level dict, set or list (a memo table must be a ``Memo`` or an
    ``lru_cache``), and leave every cache within its bound."""
    before = {n: len(v) for n, v in module_tables() if not isinstance(v, functools._lru_cache_wrapper)}
    random.seed(0)
    for row in memory.ROWS:
        memory.play(row, 40, 0)
    grown = []
    for name, value in module_tables():
        if isinstance(value, functools._lru_cache_wrapper):
            info = value.cache_info()
            assert info.currsize <= info.maxsize, name
        elif isinstance(value, Memo):
            assert len(value) <= value.size, name
        elif len(value) > before.get(name, 0):
            grown.append(name)
    assert set(grown) <= {"jinro_lab.core.registry._LOADED"}, grown  # the variants loaded: one entry each


def test_a_memo_starts_again_when_full():
    """A ``Memo`` of size 2 keeps at most 2 entries: the third empties it first."""
    memo: Memo[str, int] = Memo(2)
    assert memo.put("a", 1) == 1 and memo.put("b", 2) == 2 and len(memo) == 2
    memo.put("c", 3)
    assert dict(memo) == {"c": 3} and memo.get("a") is None
