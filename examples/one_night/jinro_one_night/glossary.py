"""The glossary of ワンナイト人狼 (``jinro_lab.core.glossary``): its Japanese terms as the
Japanese one-night rulebooks have them (ONE-01, the spec's opening: ワンナイト人狼 for
人狼, 占い師, 怪盗, 村人; ワンナイト・アルティメット人狼 for ならず者), and the words not to use.
"""

from __future__ import annotations

from jinro_lab.core.glossary import Avoid, Glossary

from .roles import ROLES

__all__ = ["GLOSSARY"]

_SPEC = "examples/one_night/rules.md"

GLOSSARY = Glossary(
    game="one_night",
    title="ワンナイト人狼",
    source=f"ワンナイト人狼, ワンナイト・アルティメット人狼 (their terms restated in {_SPEC})",
    terms={
        "roles": tuple(role.ja for role in ROLES.values()),
        "sides": ("村人陣営", "人狼陣営"),
        "phases": ("夜", "昼", "投票", "処刑"),
        "words": ("中央のカード", "ウラ向き", "オモテ向き"),
    },
    avoid=(
        Avoid("トラブルメーカー", "ならず者", f"{_SPEC}: the troublemaker is ならず者 (ワンナイト・アルティメット)"),
        Avoid("泥棒", "怪盗", f"{_SPEC}: the robber is 怪盗 (ワンナイト人狼)"),
        Avoid("予言者", "占い師", f"{_SPEC}: the seer is 占い師 (ワンナイト人狼)"),
        Avoid("真ん中", "中央", f"{_SPEC}: the centre cards are 中央のカード"),
        Avoid("市民", "村人", f"{_SPEC}: the villager is 村人 (ワンナイト人狼)"),
    ),
)
