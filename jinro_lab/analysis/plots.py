"""Pictures of the graphs and the statistics: the stable import path (matplotlib,
imported when drawing).

Every name this module has held stays importable from here; since issue 40 each
figure lives in a module of its own and this one only re-exports them:

* :func:`draw_vote_graph` (:mod:`~jinro_lab.analysis.vote_plot`): the votes (NEM-30, SEI-61)
* :func:`draw_info_flow` (:mod:`~jinro_lab.analysis.flow_plot`): the private facts (NEM-71, MAH-E06)
* :func:`plot_win_rates` (:mod:`~jinro_lab.analysis.rate_plot`): the win rates
* what they share: the labels, colours and fonts (:mod:`~jinro_lab.analysis.plot_style`),
  the table's layout (:mod:`~jinro_lab.analysis.table_layout`, :func:`table_inches`), its
  arrows (:mod:`~jinro_lab.analysis.table_arrows`) and its legend
  (:mod:`~jinro_lab.analysis.legends`, :func:`table_legend`).

Every function takes ``ax=`` (a new figure if ``None``), returns the axes, and
draws in English (``lang="en"``) or Japanese (``lang="ja"``, needs a CJK font; see
:mod:`jinro_lab.analysis.fonts`).
"""

from __future__ import annotations

from .flow_plot import FACT_BEND as FACT_BEND
from .flow_plot import FACT_WIDTH as FACT_WIDTH
from .flow_plot import FACTS_SHOWN as FACTS_SHOWN
from .flow_plot import KEY as KEY
from .flow_plot import KEY_WIDTH as KEY_WIDTH
from .flow_plot import draw_info_flow as draw_info_flow
from .legends import table_legend as table_legend
from .plot_style import CHOSEN_COLOR as CHOSEN_COLOR
from .plot_style import CHOSEN_WORDS as CHOSEN_WORDS
from .plot_style import CROSSING_COLOR as CROSSING_COLOR
from .plot_style import FACT_ARROW as FACT_ARROW
from .plot_style import LEGEND_FONT as LEGEND_FONT
from .plot_style import OTHER_COLOR as OTHER_COLOR
from .plot_style import PUBLIC_ARROW as PUBLIC_ARROW
from .plot_style import PUBLIC_COLOR as PUBLIC_COLOR
from .plot_style import SEAT_COLOR as SEAT_COLOR
from .plot_style import STALE_ARROW as STALE_ARROW
from .plot_style import TEXT as TEXT
from .plot_style import TITLE_FONT as TITLE_FONT
from .plot_style import VIEWER_COLOR as VIEWER_COLOR
from .plot_style import VOTE_ARROW as VOTE_ARROW
from .plot_style import VOTE_COLOURS as VOTE_COLOURS
from .rate_plot import plot_win_rates as plot_win_rates
from .table_arrows import BENDS as BENDS
from .table_arrows import LABEL_PLACES as LABEL_PLACES
from .table_arrows import Rect as Rect
from .table_layout import BOX_GAP as BOX_GAP
from .table_layout import BOX_PAD as BOX_PAD
from .table_layout import EDGE_MARGIN as EDGE_MARGIN
from .table_layout import EXTENTS as EXTENTS
from .table_layout import FONT_SIZE as FONT_SIZE
from .table_layout import FONT_STEP as FONT_STEP
from .table_layout import LOOP_ROOM as LOOP_ROOM
from .table_layout import MAX_INCHES as MAX_INCHES
from .table_layout import MIN_LIMIT as MIN_LIMIT
from .table_layout import NEW_FIGURE as NEW_FIGURE
from .table_layout import NODE as NODE
from .table_layout import PROJECTOR_BOX_GAP as PROJECTOR_BOX_GAP
from .table_layout import READABLE as READABLE
from .table_layout import table_inches as table_inches
from .vote_plot import draw_vote_graph as draw_vote_graph

__all__ = ["draw_info_flow", "draw_vote_graph", "plot_win_rates", "table_inches", "table_legend"]
