"""What 魔法都市の人狼 adds to the kit's own checks, which name no game and read this
file through ``tests/games.py``'s ``each_games_own``: the places outside its folder that
name it, each with its reason (``tests/core/test_layers.py``,
``tests/core/test_private_names.py``), and what its texts are checked on
(``tests/test_glossary.py``, ``tests/test_japanese.py``)."""

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

#: a text in the words its glossary avoids (issue 36: 予言者, 霊能者, 0日目の夜), and what the
#: glossary finds in it (word, the term to use), in order
GLOSSARY_EXAMPLE = (
    "占い師と霊媒師が夜0に裏向きのカードを見る",
    [("占い師", "予言者"), ("霊媒師", "霊能者"), ("夜0", "0日目の夜"), ("裏向き", "ウラ向き")],
)

#: all sixteen roles at one table: the kit's text checks play it too (seated by the seed), for
#: the events and actions beyond the default setups
EVERY_ROLE = [
    *("werewolf", "werewolf", "evil_eye", "chimera", "madman", "seer", "medium", "knight"),
    *("dragon", "spirit_user", "moneylender", "hunter", "golem", "demon", "fox", "mason"),
]


def japanese_options(seed: int) -> dict[str, object]:
    """The options of the ``seed``-th game the Japanese check plays: each vote style
    (MAH-11), each first-day seer rule and the knight guarding himself or not (MAH-04)."""
    return {
        "vote_style": ("simultaneous", "in_turn", "free")[seed % 3],
        "first_day_seer": ("random_white", "free", "none")[seed // 3 % 3],
        "knight_self": seed % 2 == 0,
    }


#: the setups ``tests/agents/test_ismcts_fast.py`` searches on the stepped fast engine (players,
#: options): the default deal of 9, and votes in turn (a first voter drawn each round, announced)
#: with event cards that draw announced chance (MAH-E02's die, MAH-E24's card, MAH-E19's victim)
SEARCH_SETUPS = [
    (9, {}),
    (9, {"vote_style": "in_turn", "events": ["casino", "illusionist_garden", "arena", "courthouse", "prison"]}),
]

#: whether the belief sampler probes this game's options (``Hidden.candidates``: ``PROBE`` or a
#: ``Probe``), which ``tests/core/test_hidden_fast_probe.py`` then sees tried on fast copies: its
#: hidden model rules options out from the events the viewer saw alone (the proposals, the
#: cards drawn, the namings), so no world is probed, on either engine
SAMPLER_PROBES = False
