"""The game keeps the contract (:mod:`jinro_lab.core.contract`): its game class writes
the engine's hooks, its renderer has every function, its views carry what the kit reads."""

from __future__ import annotations

from jinro_lab.core.contract import contract_problems
from jinro_lab.testing import Conformance

__all__ = ["test_the_game_keeps_the_contract"]


def test_the_game_keeps_the_contract(spec: Conformance) -> None:
    assert contract_problems(spec.variant) == []
