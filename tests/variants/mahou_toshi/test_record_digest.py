"""A record's digest leaves out the options at their defaults (issue 17 item 4): a
魔法都市の人狼 record saved before an option existed keeps its digest."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

import jinro_lab as jl
from jinro_lab import InvalidRecord
from jinro_lab.core.record_format import record_digest
from jinro_lab.core.registry import options_class


def test_an_option_left_at_its_default_is_not_in_the_digest() -> None:
    """A record saved before the kit had an option (MAH-04's ``day_limit``, say) still
    replays after it is added: the digest leaves out the options at their defaults, so
    it is the digest of the setup as an older kit held it. An option not at its
    default is in the digest (``fox_steals_win``, MAH-42: no event shows it yet)."""
    game = jl.new_game("mahou_toshi", players=6, seed=3, events=[])
    game.act_together({s: game.legal_actions(s)[0] for s in game.to_act()})
    record = game.record()
    assert record.setup["day_limit"] is None
    defaults = {f.name: f.default for f in fields(options_class("mahou_toshi"))}
    older = {k: v for k, v in record.setup.items() if k != "day_limit" and v != defaults[k]}
    assert record.digest == record_digest("mahou_toshi", older, 3, record.actions, None, game.log)
    other = replace(record, setup={**record.setup, "fox_steals_win": False})
    with pytest.raises(InvalidRecord, match="does not match the record's digest"):
        jl.replay(other)
