"""政治家人狼 (Seijika, "Politician Werewolf"): rules in ``game.py``.

This file only registers the game (``jinro_lab.core.registry``); the game, its
renderer, its agent and the manifesto decks (``manifestos.py``: the kit's
illustrative deck, not the published one, and user decks from TOML or JSON,
SEI-56) are imported when first used.
"""

from ...core.lazy import lazy_exports
from ...core.registry import Marks, VariantInfo, register

#: the game's one registration
INFO = register(
    VariantInfo(
        id="seijika",
        title_ja="政治家人狼",
        game="jinro_lab.variants.seijika.game:SeijikaGame",
        options="jinro_lab.variants.seijika.options:Options",
        players=tuple(range(6, 13)),
        sides={"human": ("Human Party", "にんげんの党"), "wolf": ("Wolf Party", "おおかみの党")},
        spec="seijika.md",
        rules="jinro_lab.rules:seijika.toml",  # the rules in the kit's words (jinro_lab.rules)
        fast="jinro_lab.variants.seijika.fast:ENGINE",  # issue 41: simulations with random and heuristic agents
        default_setups="jinro_lab.variants.seijika.setup:default_counts",  # SEI-03: the kit's own, as role counts
        renderer="jinro_lab.variants.seijika.render",
        conformance="jinro_lab.variants.seijika.conformance:CONFORMANCE",
        glossary="jinro_lab.variants.seijika.glossary:GLOSSARY",
        roles="jinro_lab.variants.seijika.roles:BOOK",
        hidden="jinro_lab.variants.seijika.hidden",
        catalogue="jinro_lab.variants.seijika.catalogue:action_catalogue",
        heuristic="jinro_lab.variants.seijika.agents:HeuristicAgent",
        explain="jinro_lab.variants.seijika.explain:explain_action",
        summary_columns=("setup", "manifestos", "human_seats", "wolf_seats"),
        marks=Marks(purposes=("election",), weights=True),  # SEI-22, SEI-24 (manifestos may weigh ballots)
    )
)

#: public name -> submodule that defines it (imported when the name is first used)
_WHERE = {
    "illustrative_deck": "manifestos",
    "load_deck": "manifestos",
    "InvalidDeck": "manifestos",
    "trust_graph": "tools.trust",
    "crossing_votes": "tools.trust",
    "draw_trust_graph": "tools.trust",
}

__all__ = sorted([*_WHERE, "INFO"])

__getattr__, __dir__ = lazy_exports(__name__, _WHERE)
