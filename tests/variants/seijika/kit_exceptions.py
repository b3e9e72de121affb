"""What names 政治家人狼 outside its folder, each with its reason: read by the kit's
checks (``tests/core/test_layers.py``, through ``tests/games.py``'s ``each_games_own``),
which name no game themselves."""

#: module of the package (under ``jinro_lab/``) -> why it names this game
NAMED_OUTSIDE = {
    # a lesson teaches its game: its exercises' checks compute answers as the lesson's code does
    "teach/lessons/lesson_02.py": "lesson 02's checks (政治家人狼)",
}

#: the import contracts (``pyproject.toml``) that name this game: only the old names kept as aliases
CONTRACTS = [
    '    "jinro_lab.variants.seijika.trust -> jinro_lab.variants.seijika.tools.trust",',
]
