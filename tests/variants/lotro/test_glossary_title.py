"""LotROで人狼's glossary (issue 36, item 6): its werewolf is 狼人, but its title, which
holds 人狼, is no werewolf of it."""

from __future__ import annotations

import jinro_lab as jl
from jinro_lab.core.glossary import Avoid


def test_the_title_is_not_the_avoided_werewolf() -> None:
    assert not jl.glossary("lotro").avoided("LotROで人狼は人狼ゲームです")
    assert [(a.word, a.use) for a in jl.glossary("lotro").avoided("LotROで人狼の人狼")] == [("人狼", "狼人")]
    assert Avoid("人狼", "狼人", "", unless=("LotROで人狼",)).found_in("LotROで人狼の人狼")
