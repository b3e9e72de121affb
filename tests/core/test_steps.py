"""Steps assembled per setup (``core.steps``, issue 20): a game keeps only the steps of
the roles and cards it has, in the table's order (a game's own steps: its folder's
``test_steps.py``)."""

from jinro_lab.core.steps import Step, assemble


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
