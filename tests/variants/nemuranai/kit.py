"""What 人狼は眠らない adds to the kit's own checks, which name no game and read this
file through ``tests/games.py``'s ``each_games_own``: the places outside its folder that
name it, each with its reason (``tests/core/test_layers.py``,
``tests/core/test_private_names.py``), and what its texts are checked on
(``tests/test_glossary.py``, ``tests/test_japanese.py``)."""

#: module of the package (under ``jinro_lab/``) -> why it names this game
NAMED_OUTSIDE = {
    # a lesson teaches its game: its exercises' checks compute answers as the lesson's code does
    "teach/lessons/lesson_01.py": "lesson 01's checks (人狼は眠らない)",
}

#: a text in the words its glossary avoids (issue 36: 占い師 and 霊媒師), and what the
#: glossary finds in it (word, the term to use), in order
GLOSSARY_EXAMPLE = (
    "予言者と霊能者、表向きのカード",
    [("予言者", "占い師"), ("霊能者", "霊媒師"), ("表向き", "オモテ向き")],
)

#: setups of its stepped fast engine for the search's differential tests
#: (``tests/agents/test_ismcts_fast.py``): (players, options), whose announced chance a world fixes
SEARCH_SETUPS = [(3, {}), (4, {})]

#: whether its hidden model tries options on copies of a world (``core.hidden.PROBE``, a ``Probe``),
#: which the fast probes' test (``tests/core/test_hidden_fast_probe.py``) then sees tried on fast
#: copies: not this game's, which rules another seat's options out from the events the viewer saw
#: (``NemuranaiHidden.candidates``), so no world is probed, on either engine
SAMPLER_PROBES = False

#: the private members the game's modules read on other objects, with why (tests/core/test_private_names.py)
PRIVATE_MEMBERS = {
    ("hidden.py", "world._redeal"): "the belief sampler's re-deal of a world in place (NemuranaiHidden.redeal): "
    "the game's own writing of its paused state, sampling only, never a move of the game (tests: test_redeal.py)",
}
