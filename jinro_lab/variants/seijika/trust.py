"""The old home of 政治家人狼's trust graph (SEI-61), kept so ``jinro_lab.variants.seijika.trust``
still imports: the graph and its drawing now live with the game's tools, on top of the
analysis (``jinro_lab.variants.seijika.tools.trust``)."""

from .tools.trust import CROSSING_COLOR, crossing_votes, draw_trust_graph, trust_graph

__all__ = ["CROSSING_COLOR", "crossing_votes", "draw_trust_graph", "trust_graph"]
