"""The checks of lesson 06, 魔法都市の人狼's event cards (``notebooks/06_event_cards.ipynb``).

Each right answer is computed here from the kit, as the lesson's hidden tests compute it:
the linter's warnings (MAH-35 … MAH-37), a small controlled experiment with the prison
(MAH-E18), a pair's interaction (MAH-E04 with MAH-E07), ``games_needed`` and a deck the
linter passes. The hints name the likely slips: a warning missed or one too many, the
committed table's number instead of one's own run, a fraction instead of points, the
pair's difference instead of its interaction, one win rate instead of a difference, the
worst case p = 0.5, half the width.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...analysis import event_effects, games_needed
from ...variants.mahou_toshi import EVENT_CARDS
from ...variants.mahou_toshi.lint import lint_deck
from ...variants.mahou_toshi.setup import default_roles
from ..exercises import Exercise, close_to, mistake, unsorted, wrong

#: exercise 1's deck
DECK_1 = ("prison", "guild", "illusionist_garden", "graveyard")
#: a deck that passes the linter (the notebook's own answer to exercise 5)
GOOD_DECK = ("illusionist_garden", "courthouse", "prison", "altar", "bank", "magic_mirror")
#: the committed 2000-game table's prison row (heuristic agents), and the 1000-game table's
#: guild + tree interaction (random agents): ``notebooks/data/event_effects_9p_*.csv``
TABLE_PRISON, TABLE_GUILD_TREE = 10.4, 14.6


def _rules(deck: Any) -> list[str]:
    return sorted(w.rule for w in lint_deck(list(deck), roles=default_roles(9)))


def _quick(cards: tuple[str, ...], pairs: bool = False, n: int = 200, **options: Any) -> Any:
    """The notebook's ``quick``: a small explorer run in this process."""
    return event_effects(cards=list(cards), pairs=pairs, n=n, workers=1, progress=False, **options)


def _row(table: Any, *cards: str) -> Any:
    return table[table["deck"].map(set) == set(cards)].iloc[0]


def _points(row: Any, kind: str = "diff") -> float:
    return round(float(row[f"citizens_{kind}"]) * 100, 1)


def _is_float(answer: Any) -> bool:
    return isinstance(answer, float)


# ---- exercise 2: the prison with heuristic agents


@lru_cache(maxsize=4)  # a lesson checks a few seeds; bounded (tests/core/test_memo.py)
def _prison(agents: str = "heuristic") -> dict[str, float]:
    row = _row(_quick(("prison",), agents=agents), "prison")
    return {"diff": _points(row), "rate": round(float(row["citizens"]) * 100, 1)}


def _prison_diff() -> float:
    return _prison()["diff"]


# ---- exercise 3: the guild and the legend tree


@lru_cache(maxsize=4)  # a lesson checks a few seeds; bounded (tests/core/test_memo.py)
def _guild_tree() -> dict[str, float]:
    table = _quick(("mages_guild", "legend_tree"), pairs=True, n=300)
    pair = _row(table, "mages_guild", "legend_tree")
    alone = _points(_row(table, "mages_guild")) + _points(_row(table, "legend_tree"))
    return {"inter": _points(pair, "inter"), "diff": _points(pair), "sum": round(alone, 1)}


def _interaction() -> float:
    return _guild_tree()["inter"]


# ---- exercise 4: games for a difference


def _games() -> int:
    return games_needed(0.06, p=0.26, proportions=2)


# ---- exercise 5: a deck the linter passes


def _is_deck(answer: Any) -> bool:
    return isinstance(answer, list) and all(isinstance(card, str) and card in EVENT_CARDS for card in answer)


def _deadly(deck: Any) -> int:
    return sum(EVENT_CARDS[card].adds_deaths for card in deck)


def _passes(deck: Any) -> bool:
    return 3 <= len(deck) <= 6 and len(set(deck)) == len(deck) and _deadly(deck) > 0 and not _rules(deck)


def _warns(rule: str) -> Any:
    return lambda answer, expected: 3 <= len(answer) <= 6 and rule in _rules(answer)


EXERCISES = (
    Exercise(
        "1",
        lambda: _rules(DECK_1),
        lambda answer: isinstance(answer, list) and all(isinstance(rule, str) for rule in answer),
        (
            'answer_1 is a list of rule ids such as ["MAH-36"].',
            'answer_1 は ["MAH-36"] のような、ルールIDのリストです。',
        ),
        (
            "MAH-35: the prison and the guild are both in the deck; MAH-36: two of the four cards (the "
            "garden and the graveyard) add deaths, more than a third; no MAH-37: the graveyard is the only "
            "golem-effective card.",
            "MAH-35：監獄とギルドが両方入っています。MAH-36：4枚のうち2枚（幻術師の庭と墓地）が脱落者を増やし、"
            "3分の1を超えます。MAH-37はなし：ゴーレム有効のカードは墓地だけです。",
        ),
        hints=(
            unsorted(
                "The right rules, but sort the list.", "ルールは合っています。リストを並べ替えましょう（sorted）。"
            ),
            mistake(
                lambda answer, expected: set(answer) == set(expected) | {"MAH-37"},
                lambda expected: sorted({*expected, "MAH-37"}),
                "MAH-37 warns only with two golem-effective cards or more: how many does this deck hold?",
                "MAH-37はゴーレム有効のカードが2枚以上のときだけ警告します。このデッキには何枚ありますか。",
            ),
            mistake(
                lambda answer, expected: "MAH-36" in expected and "MAH-36" not in answer,
                lambda expected: [rule for rule in expected if rule != "MAH-36"],
                "Count the cards that add deaths (MAH-36): the illusionist's garden kills too. "
                "Is that more than a third?",
                "脱落者が増えるカードを数えましょう（MAH-36）。幻術師の庭も脱落者を増やします。3分の1を超えていませんか。",
            ),
            mistake(
                lambda answer, expected: "MAH-35" in expected and "MAH-35" not in answer,
                lambda expected: [rule for rule in expected if rule != "MAH-35"],
                "Look for two cards the rulebook advises against using together (MAH-35).",
                "ルールブックが一緒に使わないよう勧めている2枚を探しましょう（MAH-35）。",
            ),
        ),
        otherwise=(
            "Read MAH-35, MAH-36 and MAH-37 again, then ask lint_deck(deck, roles=default_roles(9)).",
            "MAH-35・MAH-36・MAH-37を読み直し、lint_deck(deck, roles=default_roles(9)) で確かめましょう。",
        ),
    ),
    Exercise(
        "2",
        _prison_diff,
        _is_float,
        ("answer_2 is a number of points, such as -3.5.", "answer_2 はポイント数で、-3.5 のような数です。"),
        (
            "The prison helps citizens who vote by suspicion a lot; 200 games give the sign clearly, but an "
            "interval about 13 points wide (the 2000-game table: +10.4 [+8.2, +12.6]).",
            "疑いで投票する市民には、監獄が大きな助けになります。200ゲームでも符号ははっきりしますが、区間の幅は約13ポイント"
            "あります（2000ゲームの表では +10.4 [+8.2, +12.6]）。",
        ),
        hints=(
            mistake(
                lambda answer, expected: abs(answer - TABLE_PRISON) < 0.05 and abs(answer - expected) >= 0.05,
                lambda expected: TABLE_PRISON,
                "That is the committed 2000-game table. Run your own 200 games with quick(...) and read its row.",
                "それは2000ゲームの表の値です。quick(...) で自分の200ゲームを実行し、その行を読みましょう。",
            ),
            mistake(
                lambda answer, expected: abs(100 * answer - expected) < 0.06,
                lambda expected: round(expected / 100, 3),
                "That is a fraction: give the difference in points (points(row) multiplies by 100).",
                "それは割合です。差をポイントで答えましょう（points(row) が100倍します）。",
            ),
            mistake(
                lambda answer, expected: abs(answer + expected) < 0.05,
                lambda expected: -expected,
                "Check the sign: is the citizens' rate with the prison higher or lower than without events?",
                "符号を確かめましょう。監獄があるときの市民の勝率は、イベントなしより高いですか、低いですか。",
            ),
            mistake(
                lambda answer, expected: abs(answer - _prison()["rate"]) < 0.05,
                lambda expected: _prison()["rate"],
                "That is the citizens' win rate with the prison; the question asks for its difference from no events.",
                "それは監獄があるときの市民の勝率です。聞いているのは、イベントなしとの差です。",
            ),
            mistake(
                lambda answer, expected: abs(answer - _prison("random")["diff"]) < 0.05,
                lambda expected: _prison("random")["diff"],
                'That looks like random agents: pass agents="heuristic".',
                'それはランダムエージェントの値のようです。agents="heuristic" を渡しましょう。',
            ),
        ),
        otherwise=(
            'Run quick(["prison"], n=200, agents="heuristic") and read points(deck_row(..., "prison")).',
            'quick(["prison"], n=200, agents="heuristic") を実行し、points(deck_row(..., "prison")) を読みましょう。',
        ),
        is_right=close_to(0.05),
    ),
    Exercise(
        "3",
        _interaction,
        _is_float,
        ("answer_3 is a number of points, such as -3.5.", "answer_3 はポイント数で、-3.5 のような数です。"),
        (
            "Strongly positive: the guild's extra death sets off the lovers' chain death, which often takes a "
            "werewolf along. 300 games show it (the interval excludes 0), but loosely.",
            "大きくプラスです。魔術師組合で増えた死が恋人の道連れを引き起こし、人狼も巻き込まれることが多いからです。"
            "300ゲームでも見えます（区間は0を含みません）が、幅は広めです。",
        ),
        hints=(
            mistake(
                lambda answer, expected: abs(answer - _guild_tree()["diff"]) < 0.05,
                lambda expected: _guild_tree()["diff"],
                "That is the pair's difference from no events. The interaction also takes away each card's own "
                'effect: read the "inter" column (points(row, "inter")).',
                "それはペアとイベントなしとの差です。交互作用は、さらに各カード単独の効果を引いたものです。"
                '"inter" の列を読みましょう（points(row, "inter")）。',
            ),
            mistake(
                lambda answer, expected: abs(answer - _guild_tree()["sum"]) < 0.15,
                lambda expected: _guild_tree()["sum"],
                "That is the two cards' effects added up: the interaction is how far the pair is from that sum.",
                "それは2枚の効果を足しただけの値です。交互作用は、ペアの効果がその和からどれだけずれるかです。",
            ),
            mistake(
                lambda answer, expected: abs(answer - TABLE_GUILD_TREE) < 0.05 and abs(answer - expected) >= 0.05,
                lambda expected: TABLE_GUILD_TREE,
                "That is the committed 1000-game table. Run your own 300 games per deck and read the pair's row.",
                "それは1000ゲームの表の値です。デッキあたり300ゲームを自分で実行し、ペアの行を読みましょう。",
            ),
            mistake(
                lambda answer, expected: abs(100 * answer - expected) < 0.06,
                lambda expected: round(expected / 100, 3),
                "That is a fraction: give the interaction in points (multiply by 100).",
                "それは割合です。交互作用をポイントで答えましょう（100倍します）。",
            ),
        ),
        otherwise=(
            'Run quick(["mages_guild", "legend_tree"], pairs=True, n=300) and read the pair\'s "inter" in points.',
            'quick(["mages_guild", "legend_tree"], pairs=True, n=300) を実行し、'
            'ペアの行の "inter" をポイントで読みましょう。',
        ),
        is_right=close_to(0.05),
    ),
    Exercise(
        "4",
        _games,
        lambda answer: isinstance(answer, int) and not isinstance(answer, bool),
        ("answer_4 is a number of games per deck, an int.", "answer_4 はデッキあたりのゲーム数（整数）です。"),
        (
            "A difference of two independent rates adds their variances (proportions=2); near p = 0.26 an "
            "interval 6 points wide then needs about 1,600 games per deck.",
            "独立な二つの勝率の差では、分散が足し合わされます（proportions=2）。p = 0.26 付近で幅6ポイントの区間には、"
            "デッキあたり約1,600ゲームが必要です。",
        ),
        hints=(
            wrong(
                games_needed(0.06, p=0.26),
                "That is for one win rate. A difference of two independent rates needs proportions=2.",
                "それは勝率一つの場合です。独立な二つの勝率の差なので proportions=2 を使いましょう。",
            ),
            wrong(
                games_needed(0.03, p=0.26, proportions=2),
                "The interval's whole width is 6 points (from 3 below to 3 above): width=0.06, not 0.03.",
                "区間の幅全体が6ポイントです（下に3、上に3）。width=0.03 ではなく 0.06 です。",
            ),
            wrong(
                games_needed(0.06, proportions=2),
                "That is the worst case p = 0.5. The citizens win about 26%: pass p=0.26.",
                "それは最悪の場合 p = 0.5 の値です。市民の勝率は約26%なので p=0.26 を渡しましょう。",
            ),
            wrong(
                games_needed(0.06, p=0.26, proportions=4),
                "proportions=4 is an interaction (four rates); a difference has two.",
                "proportions=4 は交互作用（勝率4つ）の場合です。差なら勝率は2つです。",
            ),
        ),
        otherwise=(
            "games_needed(width, p=..., proportions=...): the width as a fraction, the citizens' rate as p.",
            "games_needed(width, p=..., proportions=...) を使いましょう。幅は割合で、p は市民の勝率です。",
        ),
    ),
    Exercise(
        "5",
        lambda: list(GOOD_DECK),
        _is_deck,
        (
            'answer_5 is a list of card ids, the keys of EVENT_CARDS, such as ["prison", "altar", "bath"].',
            'answer_5 はカードIDのリストで、EVENT_CARDS のキーです（例：["prison", "altar", "bath"]）。',
        ),
        (
            "No warning and at least one card that adds deaths: at most a third of the deck may add deaths "
            "(two of six), no prison with the guild, and at most one golem-effective card without a golem.",
            "警告がなく、脱落者が増えるカードが1枚以上あります。脱落者が増えるカードはデッキの3分の1まで（6枚なら2枚）、"
            "監獄とギルドは一緒に入れず、ゴーレムがいなければゴーレム有効のカードは1枚までです。",
        ),
        hints=(
            mistake(
                lambda answer, expected: not 3 <= len(answer) <= 6,
                lambda expected: list(expected[:2]),
                "A deck for this exercise has 3 to 6 cards.",
                "この演習のデッキは3〜6枚です。",
            ),
            mistake(
                lambda answer, expected: len(set(answer)) != len(answer),
                lambda expected: [*expected[:3], expected[0]],
                "Each card can be in the deck only once.",
                "同じカードは1枚しか入れられません。",
            ),
            mistake(
                lambda answer, expected: _deadly(answer) == 0,
                lambda expected: ["prison", "altar", "bath"],
                "Your deck needs at least one card that adds deaths (EVENT_CARDS[card].adds_deaths).",
                "脱落者が増えるカード（EVENT_CARDS[card].adds_deaths）を1枚以上入れましょう。",
            ),
            mistake(
                _warns("MAH-36"),
                lambda expected: ["illusionist_garden", "courthouse", "legend_tree", "prison", "altar", "bank"],
                "MAH-36 warns: more than a third of your deck adds deaths. Swap a deadly card for another.",
                "MAH-36の警告です。脱落者が増えるカードがデッキの3分の1を超えています。1枚を別のカードに替えましょう。",
            ),
            mistake(
                _warns("MAH-35"),
                lambda expected: ["illusionist_garden", "prison", "guild", "altar"],
                "MAH-35 warns: the rulebook advises the prison or the guild, not both.",
                "MAH-35の警告です。ルールブックは、監獄とギルドのどちらか一方だけを勧めています。",
            ),
            mistake(
                _warns("MAH-37"),
                lambda expected: ["graveyard", "slum", "altar", "bank", "magic_mirror", "prison"],
                "MAH-37 warns: without a golem, keep at most one golem-effective card "
                "(the graveyard, the slum, the beast forest, the casino).",
                "MAH-37の警告です。ゴーレムがいないので、ゴーレム有効のカード（墓地・スラム・魔獣の森・カジノ）は1枚までにしましょう。",
            ),
        ),
        otherwise=(
            "Ask lint_deck(answer_5, roles=default_roles(9)) which rule it warns about.",
            "lint_deck(answer_5, roles=default_roles(9)) に、どのルールの警告かを聞いてみましょう。",
        ),
        is_right=lambda answer, expected: _passes(answer),
    ),
)
