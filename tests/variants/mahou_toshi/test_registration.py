"""魔法都市の人狼's registration (``jinro_lab.core.registry``; what every game's registration
holds: ``tests/core/test_registry.py``)."""

from __future__ import annotations

from jinro_lab.core import registry


def test_mahou_toshi_is_registered_without_importing_its_game():
    """Its registration is readable even while its modules are being written."""
    info = registry.lookup("魔法都市の人狼")
    assert info.id == "mahou_toshi" and info.players == tuple(range(5, 17)) and info.spec == "mahou_toshi.md"
    assert info.game == "jinro_lab.variants.mahou_toshi.game:MahouToshiGame"
    names = [info.side_name(s, "ja") for s in info.sides]
    assert names == ["市民陣営", "人狼陣営", "第三陣営", "狐人", "魔人", "勝者なし"]
