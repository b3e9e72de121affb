"""The bot API's contract (issue 39, item 4): a JSON Schema for each body the table
sends or takes, shipped in the package (``jinro_lab/table/schemas/``) and served at
``GET /api/schema/<name>.json``:

* ``seat_state``, ``table_state``, ``gm_state``, ``lobby``: what the ``GET`` routes answer;
* ``act`` and ``name``: what a seat sends; ``acted``, ``named`` and ``ok``: the answers;
* ``error``: every refusal, ``{"error": …, "code": …}`` (the codes in ``app.py``).
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from ..core.errors import InvalidArgument

__all__ = ["SCHEMAS", "schema"]

#: the names of the schemas, as served
SCHEMAS = ("seat_state", "table_state", "gm_state", "lobby", "act", "acted", "name", "named", "ok", "error")


def schema_text(name: str) -> str:
    """The JSON text of the schema ``name`` (one of :data:`SCHEMAS`)."""
    if name not in SCHEMAS:
        raise InvalidArgument(f"no schema {name!r}; the schemas are {', '.join(SCHEMAS)}")
    return resources.files("jinro_lab.table").joinpath("schemas", f"{name}.json").read_text(encoding="utf-8")


def schema(name: str) -> dict[str, Any]:
    """The JSON Schema ``name`` (one of :data:`SCHEMAS`) as a dict."""
    found: dict[str, Any] = json.loads(schema_text(name))
    return found
