"""What 政治家人狼 adds to the kit's own checks, which name no game and read this
file through ``tests/games.py``'s ``each_games_own``: the places outside its folder that
name it, each with its reason (``tests/core/test_layers.py``,
``tests/core/test_private_names.py``), and what its texts are checked on
(``tests/test_glossary.py``, ``tests/test_japanese.py``)."""

#: module of the package (under ``jinro_lab/``) -> why it names this game
NAMED_OUTSIDE = {
    # a lesson teaches its game: its exercises' checks compute answers as the lesson's code does
    "teach/lessons/lesson_02.py": "lesson 02's checks (政治家人狼)",
}

#: the import contracts (``pyproject.toml``) that name this game: only the old names kept as aliases
CONTRACTS = [
    '    "jinro_lab.variants.seijika.trust -> jinro_lab.variants.seijika.tools.trust",',
]

#: a text in the words its glossary avoids (issue 36: it renames the usual words, 用語), and
#: what the glossary finds in it (word, the term to use), in order
GLOSSARY_EXAMPLE = ("村人が占い師を処刑する", [("処刑", "当選"), ("村人", "にんげんの党の党員"), ("占い師", "番記者")])

#: setups of its stepped fast engine for the search's differential tests
#: (``tests/agents/test_ismcts_fast.py``): (players, options), whose announced chance a world fixes
#: (a first player, in-turn and volunteer votes, lots)
SEARCH_SETUPS = [(8, {}), (8, {"manifestos": True}), (6, {"vote_styles": ["open"], "open_vote_order": "seat"})]
