"""What LotROで人狼 adds to the kit's own checks, which name no game and read this
file through ``tests/games.py``'s ``each_games_own``: the places outside its folder that
name it, each with its reason (``tests/core/test_layers.py``,
``tests/core/test_private_names.py``), and what its texts are checked on
(``tests/test_glossary.py``, ``tests/test_japanese.py``)."""

#: module of the package (under ``jinro_lab/``) -> why it names this game
NAMED_OUTSIDE = {
    # a lesson teaches its game: its exercises' checks compute answers as the lesson's code does
    "teach/lessons/lesson_03.py": "lesson 03's checks (LotROで人狼)",
}

#: a text in the words its glossary avoids (issue 36: its title is not its werewolf, 狼人),
#: and what the glossary finds in it (word, the term to use), in order
GLOSSARY_EXAMPLE = ("LotROで人狼の人狼", [("人狼", "狼人")])

#: setups of its stepped fast engine for the search's differential tests
#: (``tests/agents/test_ismcts_fast.py``): (players, options), whose announced chance a world fixes
#: (random nominations)
SEARCH_SETUPS = [(9, {}), (9, {"nominate": "random"})]
