"""What names 魔法都市の人狼 outside its folder, each with its reason: read by the kit's
checks (``tests/core/test_layers.py``, ``tests/core/test_private_names.py``, through
``tests/games.py``'s ``each_games_own``), which name no game themselves."""

#: module of the package (under ``jinro_lab/``) -> why it names this game
NAMED_OUTSIDE = {
    "analysis/explorer.py": "the old name of the event-card explorer (an alias of the tool)",
    "analysis/effect_plots.py": "the old name of its pictures (an alias of the tool)",
    "widgets/explorer.py": "the old name of its widget (an alias of the tool)",
    "widgets/__init__.py": "EventExplorer's type for the lazy export of the widgets",
    # a lesson teaches its game: its exercises' checks compute answers as the lesson's code does
    "teach/lessons/lesson_04.py": "lesson 04's checks (魔法都市の人狼)",
    "teach/lessons/lesson_06.py": "lesson 06's checks (魔法都市の人狼's event cards)",
}

#: the import contracts (``pyproject.toml``) that name this game: only the old names kept as aliases
CONTRACTS = [
    '    "jinro_lab.analysis.explorer -> jinro_lab.variants.mahou_toshi.tools.explorer",',
    '    "jinro_lab.analysis.effect_plots -> jinro_lab.variants.mahou_toshi.tools.effect_plots",',
]

#: (module under this game's folder, access) -> why it reads another object's private member
PRIVATE_MEMBERS = {
    ("tools/effect_plots.py", "getattr(fig, '_suptitle')"): "matplotlib has no public read of a figure's "
    "suptitle artist (get_suptitle gives its text), whose size the figure is fitted to",
}
