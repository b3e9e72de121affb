"""The conformance suite runs every test once per registered variant."""

from __future__ import annotations

import pytest

from .variants import REGISTRY, VariantSpec


@pytest.fixture(params=list(REGISTRY.values()), ids=list(REGISTRY))
def spec(request: pytest.FixtureRequest) -> VariantSpec:
    return request.param
