"""The words, colours and fonts the kit's plots share (matplotlib, imported when drawing).

The vote graph (:mod:`~jinro_lab.analysis.vote_plot`), the information-flow graph
(:mod:`~jinro_lab.analysis.flow_plot`), the win-rate chart
(:mod:`~jinro_lab.analysis.rate_plot`) and a game's own drawings (LotRO's rooms) take
from here their bilingual labels (:data:`TEXT`, English and Japanese), their
colours (a stale fact's, MAH-E06; a vote across parties', SEI-61), their font sizes,
and the helpers every drawing starts with: :func:`language` (the labels of ``lang``,
Japanese inside :func:`~jinro_lab.analysis.fonts.japanese_font`), :func:`font_family`,
:func:`new_axes` and :func:`check_scale`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from ..core.errors import InvalidArgument, describe
from .fonts import japanese_font

if TYPE_CHECKING:
    from matplotlib.axes import Axes

__all__ = ["check_scale", "font_family", "lang_code", "language", "new_axes"]


TEXT: dict[str, dict[str, str]] = {
    "en": {
        "seat": "seat {}",
        "public": "public",
        "event": "{} event",
        "events": "{} events",
        "seen by all": "seen by all",
        "private": "{} private",
        "votes": "votes {}",
        "extra": "votes {} (incl. {} extra)",
        "runoff votes": "runoff: {}",
        "chosen": "chosen",
        "chosen execution": "executed",
        "chosen election": "elected",
        "chosen prison": "imprisoned",
        "no votes": "no votes",
        "not held": "not held (yet)",
        "nothing learned": "no private fact learned yet",
        "runoff": "runoff {}",
        "vote title": "Votes",
        "vote title day": "Votes, day {}",
        "vote title vote": "Votes, {}",
        "flow title": "Information flow",
        "flow title seat": "Information flow seen by seat {}",
        "win rate": "win rate",
        "rates title": "Win rates ({:.0%} Wilson intervals)",
        "legend ballot": "arrow: a ballot, voter → voted seat",
        "legend weight": "xN: a ballot of weight N (wider arrow)",
        "legend runoff": "dashed arrow: a runoff ballot (counted apart)",
        "legend extra": "(incl. N extra): N votes beyond the ballots",
        "legend extra named": "(incl. N extra): N votes beyond the ballots ({})",
        "legend chosen": "red bold box: the seat {}",
        "legend voted": "blue box: a seat that got votes; white: none",
        "legend crossing": "red arrow: a vote across parties",
        "legend vote": "{}",
        "legend private": "orange arrow: what a seat learned, subject → learner",
        "legend stale": "pale dotted arrow, (old): a fact out of date (roles dealt again)",
        "stale": "(old) {}",
        "more facts": "+{} more",
        "legend public": "grey box: the public events, seen by every seat",
        "legend viewer": "green bold box: the viewing seat",
        "legend other": "yellow box: a subject that is not a seat (e.g. a pile)",
        "legend rate": "bar: win rate",
        "legend interval": "error bar: {:.0%} Wilson interval",
    },
    "ja": {
        "seat": "席{}",
        "public": "公開",
        "event": "{}件",
        "events": "{}件",
        "seen by all": "全員が見た",
        "private": "非公開{}件",
        "votes": "得票{}",
        "extra": "得票{}（うち追加{}）",
        "runoff votes": "決選：{}",
        "chosen": "選出",
        "chosen execution": "処刑",
        "chosen election": "当選",
        "chosen prison": "投獄",
        "no votes": "投票なし",
        "not held": "（まだ）行われていない",
        "nothing learned": "非公開の情報はまだない",
        "runoff": "決選投票{}回目",
        "vote title": "投票",
        "vote title day": "投票（{}日目）",
        "vote title vote": "投票（{}）",
        "flow title": "情報の流れ",
        "flow title seat": "情報の流れ（席{}の視点）",
        "win rate": "勝率",
        "rates title": "勝率（{:.0%}ウィルソン区間）",
        "legend ballot": "矢印：1票（投票者→投票先）",
        "legend weight": "xN：重みNの票（太い矢印）",
        "legend runoff": "破線の矢印：決選投票の票（別に数える）",
        "legend extra": "（うち追加N）：投票以外の追加票N",
        "legend extra named": "（うち追加N）：投票以外の追加票N（{}）",
        "legend chosen": "赤い太枠：{}席",
        "legend voted": "青い枠：票を得た席、白：票なし",
        "legend crossing": "赤い矢印：党をまたぐ票",
        "legend vote": "{}",
        "legend private": "橙の矢印：席が知ったこと（対象→知った席）",
        "legend stale": "薄い点線・（古い）：古くなった情報（役職の配り直し）",
        "stale": "（古い）{}",
        "more facts": "ほか{}件",
        "legend public": "灰色の枠：公開の出来事（全員が見る）",
        "legend viewer": "緑の太枠：視点の席",
        "legend other": "黄色の枠：席以外の対象（山札など）",
        "legend rate": "棒：勝率",
        "legend interval": "誤差棒：{:.0%}ウィルソン区間",
    },
}

#: the word for the chosen seat of a vote of each purpose (``VoteResult.purpose``), in the legend
CHOSEN_WORDS = {
    "en": {"execution": "executed", "election": "elected", "prison": "imprisoned"},
    "ja": {"execution": "処刑された", "election": "当選した", "prison": "投獄された"},
}


SEAT_COLOR = "#dde7f5"
CHOSEN_COLOR = "#f4a6a6"
PUBLIC_COLOR = "#eeeeee"
OTHER_COLOR = "#fff3c4"
VIEWER_COLOR = "#c9ecc9"
VOTE_ARROW = "#35507a"
FACT_ARROW = "#c0601a"
#: an arrow whose every fact is out of date (MAH-E06: the soul vortex dealt the subject again)
STALE_ARROW = "#d9a67e"
PUBLIC_ARROW = "#b0b0b0"
#: the colour of a vote across parties (政治家人狼's trust graph, ``variants.seijika.trust``)
CROSSING_COLOR = "#d62728"
#: the colours of the votes of a graph holding several, in the order held
VOTE_COLOURS = ("#35507a", "#2a9d8f", "#8e44ad", "#b5651d", "#1f77b4", "#6b8e23", "#c71585", "#444444")


#: the legend of a table sits below its axes (outside the table, so it never covers
#: a seat box), in a font of this many points at ``scale=1`` (issue 18: 10 or more)
LEGEND_FONT = 10.0
#: the title's font size (points) at ``scale=1``
TITLE_FONT = 12.0


@contextmanager
def language(lang: str) -> Iterator[dict[str, str]]:
    """The label texts for ``lang``; Japanese inside
    :func:`~jinro_lab.analysis.fonts.japanese_font`, or English (after its warning) when
    no Japanese font is installed."""
    if type(lang) is not str or lang not in TEXT:
        raise InvalidArgument(f"lang must be one of {sorted(TEXT)}, got {describe(lang)}")
    if lang == "en":
        yield TEXT["en"]
        return
    with japanese_font() as font:
        yield TEXT[lang] if font else TEXT["en"]


def lang_code(t: dict[str, str]) -> str:
    """The language of the label texts ``t`` that :func:`language` gave: ``"ja"``, or
    ``"en"`` (also when Japanese was asked for but no Japanese font is installed)."""
    return "ja" if t is TEXT["ja"] else "en"


def font_family() -> dict[str, Any]:
    """The current font family, for texts that exist before the drawing starts (the
    title, axis labels, tick labels) and so do not pick up :func:`~jinro_lab.analysis.fonts.japanese_font`."""
    import matplotlib

    return {"fontfamily": matplotlib.rcParams["font.family"]}


def new_axes(ax: Axes | None, size: tuple[float, float] = (6, 6)) -> Axes:
    if ax is None:
        import matplotlib.pyplot as plt

        _, ax = plt.subplots(figsize=size)
    return ax


def check_scale(scale: Any) -> None:
    if type(scale) not in (int, float) or not 0.25 <= scale <= 8:
        raise InvalidArgument(f"scale must be a number from 0.25 to 8, got {describe(scale)}")
