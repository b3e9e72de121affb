"""The optional capabilities of a game (issue 40, item 1): what each ``VariantInfo``
field that may be ``None`` gives, and the error raised when something needs one a
game does not declare. Kept apart from :mod:`jinro_lab.core.contract` so that the
registry raises it without importing what checks the contract."""

from __future__ import annotations

from collections.abc import Mapping

from .errors import InvalidSetup

__all__ = ["CAPABILITIES", "MissingCapability"]

#: the optional capabilities: ``VariantInfo`` field -> (what it gives, what uses it)
CAPABILITIES: Mapping[str, tuple[str, str]] = {
    "renderer": ("a renderer (texts, HTML and the table picture of a view)", "every widget, the CLI, the live table"),
    "roles": ("a role book (role names and one-line rules)", "texts, pictures, setups"),
    "heuristic": ("a heuristic agent", "simulations with agents='heuristic', tournaments, ISMCTS rollouts"),
    "explain": ("explanations of its actions", "the player's widget, the live table"),
    "hidden": ("a model of hidden information", "the belief sampler, ISMCTS, the privacy twins"),
    "catalogue": ("a fixed list of actions", "OpenSpiel and PettingZoo"),
    "discussion": ("a discussion clock", "the live table"),
    "glossary": ("a glossary of the rulebook's Japanese terms", "the glossary checks"),
    "rules": (
        "its rules in the kit's own words, English and Japanese",
        "jinro-lab rules, the live table's rules page, the rule IDs' tooltips",
    ),
    "conformance": ("its declarations for the conformance checks", "the conformance kit (its defaults otherwise)"),
    "fast": ("a fast engine (core.fast.FastEngine)", "simulate and win_rates with random agents"),
}


class MissingCapability(InvalidSetup):
    """A game lacks an optional capability (:data:`CAPABILITIES`) that something asked
    for: the message names the game, the capability, the ``VariantInfo`` field that
    declares it and who needed it (and what to do instead, if anything)."""

    def __init__(self, variant: str, title: str, capability: str, needed_by: str, instead: str = ""):
        super().__init__(
            f"{title} ({variant}) does not declare {CAPABILITIES[capability][0]} "
            f"(VariantInfo.{capability} is None): {needed_by} needs it" + (f"; {instead}" if instead else "")
        )
        self.variant, self.capability, self.needed_by = variant, capability, needed_by
