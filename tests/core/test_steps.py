"""Steps assembled per setup (``core.steps``, issue 20): a game keeps only the steps of
the roles and cards it has, in the table's order."""

from jinro_lab import new_game
from jinro_lab.core.steps import Step, assemble
from jinro_lab.variants.mahou_toshi.night import arena, attack, fox_curse, illusionist_shift, protect, spirit_link


def first() -> None: ...
def of_fox() -> None: ...
def of_arena() -> None: ...
def of_either() -> None: ...


TABLE = (
    Step(first),
    Step(of_fox, roles=("fox",)),
    Step(of_arena, cards=("arena",)),
    Step(of_either, roles=("golem",), cards=("casino",)),
)


def test_a_step_without_roles_or_cards_is_in_every_game() -> None:
    assert assemble(TABLE, (), ()) == (first,)


def test_a_step_is_kept_for_one_of_its_roles_or_cards_in_order() -> None:
    assert assemble(TABLE, ("citizen", "fox"), ["arena"]) == (first, of_fox, of_arena)
    assert assemble(TABLE, ("golem",), ()) == (first, of_either)
    assert assemble(TABLE, (), ("casino",)) == (first, of_either)


BASIC9 = ["werewolf", "werewolf", "seer", "knight"] + ["citizen"] * 5


def test_a_basic_village_without_cards_runs_no_step_of_absent_cards_or_roles() -> None:
    """MAH-20 (4): no illusionist's garden, arena, spirit user or fox: protection and the attack only."""
    game = new_game("mahou_toshi", roles=BASIC9, events=[], seed=1)
    assert game._resolution == (protect, attack)  # type: ignore[attr-defined]


def test_the_steps_follow_the_roles_dealt_and_the_cards_in_play() -> None:
    roles = ["werewolf", "werewolf", "seer", "spirit_user", "fox"] + ["citizen"] * 4
    game = new_game("mahou_toshi", roles=roles, events=["arena", "illusionist_garden"], seed=1)
    assert game._resolution == (illusionist_shift, protect, arena, attack, spirit_link, fox_curse)  # type: ignore[attr-defined]
