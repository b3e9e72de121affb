"""Analysis of games: vote and information-flow graphs, drawings, simulations, statistics.

Everything here works from the event log and the public API, for every variant.
The functions are imported lazily: ``import jinro_lab.analysis`` loads none of
networkx, matplotlib, pandas or dask; each loads when a function needs it.

* graphs (networkx): :func:`vote_graph`, :func:`info_flow_graph`, :func:`votes_in`, :func:`vote_label`
* drawings (matplotlib): :func:`draw_vote_graph`, :func:`draw_info_flow`, :func:`plot_win_rates`
* simulation (pandas, optional dask): :func:`simulate`; round-robin tournaments of
  agents on common seeds: :func:`tournament` (:class:`Tournament`)
* statistics (pandas): :func:`wilson_interval`, :func:`newcombe_interval`,
  :func:`paired_newcombe_interval`, :func:`contrast_interval`, :func:`games_needed`,
  :func:`win_rates`, :func:`compare`
* the event-card explorer of 魔法都市の人狼 (pandas): :func:`event_effects`,
  :func:`read_event_effects`, :func:`write_event_effects`; its pictures (matplotlib):
  :func:`plot_card_effects`, :func:`plot_interactions` (tools of that game, on top of the
  analysis: ``jinro_lab.variants.mahou_toshi.tools``; exported here under their old names)
* what a seat can know and should do (pandas for the tables): :func:`sample_worlds`
  (worlds consistent with a seat's view, :class:`Worlds`), :func:`belief`, :func:`advise`
* Japanese labels: :func:`cjk_font`, :func:`japanese_font`, :class:`JapaneseFontWarning`
* handouts (HTML; matplotlib for the graphs): :func:`report` (a game as one viewer saw
  it, to read or print), :func:`role_cards` (a card per seat for a real table), :class:`Report`
* the replay (one self-contained HTML file, the table, the seats and the game master, to
  step through offline): :func:`replay_html`, :func:`replay_viewers` (who a file is for),
  :class:`ReplayBuilder` (several files of one game, each viewer drawn once)
"""

from __future__ import annotations

from ..core.lazy import lazy_exports

# Imported now (they are light: pandas, dask and matplotlib load inside the functions) so
# that the names ``belief``, ``simulate``, ``tournament`` and ``report`` are always the functions, never
# their modules (importing a submodule binds its name in the package).
from .belief import belief as belief
from .report import Report as Report
from .report import report as report
from .report import role_cards as role_cards
from .simulate import simulate as simulate
from .tournament import Tournament as Tournament
from .tournament import tournament as tournament

#: public name -> submodule that defines it (imported when the name is first used)
_WHERE = {
    "vote_graph": "graphs",
    "info_flow_graph": "graphs",
    "votes_in": "graphs",
    "vote_label": "graphs",
    "draw_vote_graph": "plots",
    "draw_info_flow": "plots",
    "plot_win_rates": "plots",
    "wilson_interval": "stats",
    "newcombe_interval": "stats",
    "win_rates": "stats",
    "compare": "stats",
    "paired_newcombe_interval": "stats",
    "contrast_interval": "stats",
    "games_needed": "stats",
    "card_ranking": "explorer",
    "event_effects": "explorer",
    "read_event_effects": "explorer",
    "write_event_effects": "explorer",
    "plot_card_effects": "effect_plots",
    "plot_interactions": "effect_plots",
    "sample_worlds": "belief",
    "advise": "belief",
    "Worlds": "belief",
    "show_figure": "figures",
    "fit_figure": "figures",
    "cjk_font": "fonts",
    "japanese_font": "fonts",
    "JapaneseFontWarning": "fonts",
    "replay_html": "replay_page",
    "ReplayBuilder": "replay_page",
    "replay_viewers": "replay_page",
}

__all__ = sorted([*_WHERE, "Report", "Tournament", "belief", "report", "role_cards", "simulate", "tournament"])

__getattr__, __dir__ = lazy_exports(__name__, _WHERE)
