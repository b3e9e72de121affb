"""What names 人狼は眠らない outside its folder, each with its reason: read by the kit's
checks (``tests/core/test_layers.py``, through ``tests/games.py``'s ``each_games_own``),
which name no game themselves."""

#: module of the package (under ``jinro_lab/``) -> why it names this game
NAMED_OUTSIDE = {
    # a lesson teaches its game: its exercises' checks compute answers as the lesson's code does
    "teach/lessons/lesson_01.py": "lesson 01's checks (人狼は眠らない)",
}
