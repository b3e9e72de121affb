"""The registry of games: one :class:`VariantInfo` per variant, found by id or title.

A variant registers itself once, in its package's ``__init__.py``, and that file
stays light: everything heavy is named by a lazy ``"module:attr"`` string and
imported only when first used, so ``import jinro_lab`` imports no game module:
``INFO = register(VariantInfo(id="nemuranai", game="module:Class", ...))``. See
``jinro_lab/variants/nemuranai/__init__.py`` for a whole registration.

Everything else finds a game here: :func:`new_game`, :func:`game_class`,
:func:`renderer`, :func:`heuristic_agent`, :func:`explain_action`, :func:`lookup`,
:func:`variants`.
The core imports nothing from ``jinro_lab.variants``: importing ``jinro_lab``
imports ``jinro_lab.variants``, which imports every game package it holds, found
by looking (no list names them); each registers.

A game in another installed distribution is found through the entry-point group
:data:`ENTRY_POINTS` (``jinro_lab.games``), e.g. in its ``pyproject.toml``::

    [project.entry-points."jinro_lab.games"]
    one_night = "one_night_jinro"            # a module whose import registers the game
    # or: one_night = "one_night_jinro:INFO"  (its VariantInfo, registered here)

The plug-ins are loaded once, the first time the registry is asked for a game
(:func:`lookup`, :func:`variants`, :data:`VARIANTS`), not on ``import jinro_lab``
(reading every installed distribution's entry points takes tens of ms). A plug-in
that fails to load is left out with a :class:`PluginWarning` saying which and why;
the other games work.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from importlib import import_module
from types import MappingProxyType, ModuleType
from typing import TYPE_CHECKING, Any

from .capabilities import MissingCapability
from .errors import InvalidArgument, InvalidSetup, describe
from .games import provide
from .options import OptionTable

if TYPE_CHECKING:
    from .engine import Game
    from .glossary import Glossary
    from .roles import RoleBook

__all__ = [
    "ENTRY_POINTS",
    "VARIANTS",
    "LiveMapping",
    "Marks",
    "PluginWarning",
    "VariantInfo",
    "dealt_roles",
    "default_setup",
    "explain_action",
    "game_class",
    "glossary",
    "heuristic_agent",
    "load",
    "lookup",
    "new_game",
    "option_table",
    "options_class",
    "register",
    "renderer",
    "role_ids",
    "role_name",
    "role_rule",
    "unregister",
    "variant_id",
    "variants",
]


def _frozen_mapping(value: Mapping[Any, Any]) -> Mapping[Any, Any]:
    return MappingProxyType(dict(value))


@dataclass(frozen=True)
class Marks:
    """What a game's drawings mark, for their legends (the vote graph's and the
    information flow's marks differ from game to game; ``jinro_lab.analysis.plots``).

    * ``purposes``: what its votes decide, as its ``VoteResult.purpose`` says
      (``"execution"``, ``"election"``, ``"prison"``...), the main one first.
    * ``extra``: what the votes beyond the ballots are, (English, Japanese), or
      ``None`` if a total is always its ballots (人狼は眠らない: face-down cards).
    * ``weights``: whether a ballot may count more than one vote.
    * ``runoffs``: whether a tie may call another round.
    * ``stale``: whether learned facts may go out of date (an event with a
      ``stale`` attribute: 魔法都市の人狼's soul vortex deals the roles again).
    * ``chosen``: what the seat a vote chose is called, where the drawings' words
      (executed, 処刑, 処刑された …) are not the rulebook's: purpose -> (English,
      Japanese on the seat's box, Japanese in the legend before 席). 人狼は眠らない's
      vote makes a player drop out (脱落), nobody is executed (NEM-31).
    """

    purposes: tuple[str, ...] = ("execution",)
    extra: tuple[str, str] | None = None
    weights: bool = False
    runoffs: bool = True
    stale: bool = False
    chosen: Mapping[str, tuple[str, str, str]] = field(default_factory=dict, hash=False)


@dataclass(frozen=True)
class VariantInfo:
    """Everything the kit needs to know about one game, in one place.

    * ``id``: the variant's id (``"nemuranai"``), also ``Game.variant`` of its games
      and ``GameRecord.variant`` of their records; ``title_ja``: its Japanese title,
      accepted wherever an id is.
    * ``game``: ``"module:Class"`` of its :class:`~jinro_lab.core.engine.Game`
      subclass; ``options``: ``"module:Class"`` of its ``Options`` (the options
      declared once, with ``core.options``: defaults, checks, rules; :func:`option_table`).
    * ``keywords`` (read from ``Options``, not registered): the keyword arguments of
      ``new_game`` for this variant: ``players``, ``seed`` and the other options, in
      order. Any other name is refused with :class:`InvalidSetup`, and a record's
      ``setup`` may hold only these (but ``seed``).
    * ``players``: the player counts allowed.
    * ``sides``: side id (as in ``Result.side``) -> (English name, Japanese name).
    * ``spec``: the file of its rules specification (``nemuranai.md``).
    * ``default_setups``: ``"module:function"`` of a function ``players -> {role id:
      copies}``, the default setup for that many players (人狼は眠らない: its cards),
      or that mapping for each player count (:func:`default_setup`).
    * ``centre_cards``: how many cards a setup holds beyond one per seat, dealt to the
      centre of the table (a one-night game's centre cards): 0, the default, a card per
      seat; ``k``: every default setup holds ``players + k`` cards (checked), and the
      game passes ``k`` to ``core.options.players_follow_roles`` for a seating given
      as a list. 人狼は眠らない's 16 cards are a deck of their own, not centre cards.
    * ``renderer``: the module drawing its table and events (``view_text(view,
      lang)``, ``view_html(view, lang)``, ``event_text(event, lang)``), or ``None``;
      ``heuristic``: ``"module:Class"`` of its heuristic agent (built as
      ``Class(seed=...)``), or ``None``; ``explain``: ``"module:function"`` of its
      ``explain_action(view, action, lang)``, one line saying what a legal action
      does and which rule allows it, from the seat's view alone, or ``None``.
    * ``summary_columns``: the keys of ``game.summary()`` (the variant's columns
      of a simulation table), in order.
    * ``marks``: what its votes decide and count, whether its facts may go stale
      (:class:`Marks`), for the legends of its drawings.
    * ``graphs``: the game's own graphs that the Stepper draws beside the vote graph
      and the information flow: picture kind (``jinro_lab.analysis.pictures``) ->
      ``"module:function"`` building it from the events the viewer saw (LotRO's rooms).
    * ``drawings``: how the table pictures (``jinro_lab.analysis.pictures``) draw those
      graphs: picture kind -> ``"module:attr"`` of a ``TableDrawing`` (its ``draw``,
      ``inches`` and ``legend``), in the game's ``tools/`` (on top of the analysis).
    * ``roles``: the module of its roles, or ``None``: ``ROLE_IDS`` (every role id, in
      the rulebook's order) and ``dealt_roles(game)`` (each seat's role as dealt at the
      start: what the seat plays; 人狼は眠らない's starting hand card) and
      ``role_rule(role, lang)`` (a role's one-line rule, in English or Japanese). The
      names are the renderer's ``role_name(role, lang)``.
    * ``discussion``: ``"module:function"`` of ``discussion(public_events)``, the
      discussion the table is in after those events, as a
      :class:`~jinro_lab.core.discussion.Discussion` (its minutes and rule), or
      ``None``: for the games whose rules time the talk (the live table's timer).
    * ``glossary``: ``"module:attr"`` of its :class:`~jinro_lab.core.glossary.Glossary`,
      the Japanese terms a person reads as its rulebook has them and the words not
      to use (:func:`glossary`), or ``None``.
    * ``rules``: ``"package:file.toml"``, its rules in the kit's own words, English and
      Japanese, one table per rule ID (the format of ``jinro_lab/rules/*.toml``, read by
      :mod:`jinro_lab.rules`), or ``None``: ``jinro-lab rules``, the live table's rules
      page and the rule IDs' tooltips then have none for it.
    * ``conformance``: ``"module:attr"`` of its
      :class:`~jinro_lab.testing.Conformance`, what the conformance kit's checks need
      to know of it (the player counts and games to test, its setups, how to build a
      hidden twin ...), or ``None``: the kit's defaults (:func:`jinro_lab.testing.conformance`).
    * ``fast``: ``"module:attr"`` of its fast engine (a :class:`~jinro_lab.core.fast.FastEngine`,
      issue 41): the same games, seed for seed, for simulations with random agents; or
      ``None``: simulations play the game itself.
    """

    id: str
    title_ja: str
    game: str
    options: str
    players: tuple[int, ...]
    sides: Mapping[str, tuple[str, str]]
    spec: str
    default_setups: Mapping[int, Mapping[str, int]] | str = field(default_factory=dict)
    centre_cards: int = 0
    renderer: str | None = None
    heuristic: str | None = None
    explain: str | None = None
    summary_columns: tuple[str, ...] = ()
    marks: Marks = field(default_factory=Marks)
    graphs: Mapping[str, str] = field(default_factory=dict)
    drawings: Mapping[str, str] = field(default_factory=dict)
    roles: str | None = None
    hidden: str | None = None
    catalogue: str | None = None
    discussion: str | None = None
    glossary: str | None = None
    rules: str | None = None
    conformance: str | None = None
    fast: str | None = None

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        set_(self, "players", tuple(self.players))
        set_(self, "summary_columns", tuple(self.summary_columns))
        set_(self, "sides", _frozen_mapping({k: tuple(v) for k, v in self.sides.items()}))
        if not isinstance(self.default_setups, str):
            set_(self, "default_setups", _frozen_mapping(self.default_setups))
        self._check()

    @cached_property
    def accepts(self) -> frozenset[str]:
        """The accepted keywords as a frozenset (``new_game`` checks them per game)."""
        return frozenset(self.keywords)

    @cached_property
    def keywords(self) -> tuple[str, ...]:
        """The keyword arguments of ``new_game`` for this game: ``players``, ``seed`` and
        the other fields of its ``Options``, in order (imported when first asked)."""
        return _option_table(self.options).keywords

    def __hash__(self) -> int:
        return hash(self.id)

    def _check(self) -> None:
        """Refuse a malformed registration at import time, saying what is wrong."""
        problems = []
        if not (isinstance(self.id, str) and self.id.isidentifier()):
            problems.append(f"id must be an identifier, got {describe(self.id)}")
        if not (isinstance(self.title_ja, str) and self.title_ja):
            problems.append("title_ja must be a non-empty string")
        refs = {"game": self.game, "options": self.options}
        if self.heuristic is not None:
            refs["heuristic"] = self.heuristic
        if self.explain is not None:
            refs["explain"] = self.explain
        if self.discussion is not None:
            refs["discussion"] = self.discussion
        if self.glossary is not None:
            refs["glossary"] = self.glossary
        if self.conformance is not None:
            refs["conformance"] = self.conformance
        if self.fast is not None:
            refs["fast"] = self.fast
        problems += [
            f"{name} must be 'module:attr', got {describe(ref)}" for name, ref in refs.items() if not _is_ref(ref)
        ]
        for name, module in (("renderer", self.renderer), ("hidden", self.hidden)):
            if module is not None and not (isinstance(module, str) and ":" not in module):
                problems.append(f"{name} must be a module name, got {describe(module)}")
        for kind, ref in {**self.graphs, **self.drawings}.items():
            if not _is_ref(ref):
                problems.append(f"the graph or drawing {describe(kind)} must be 'module:attr', got {describe(ref)}")
        if self.catalogue is not None and not _is_ref(self.catalogue):
            problems.append(f"catalogue must be 'module:function', got {describe(self.catalogue)}")
        if self.rules is not None and not _is_resource(self.rules, ".toml"):
            problems.append(f"rules must be 'package:file.toml', a TOML file of a package, got {describe(self.rules)}")
        if self.roles is not None and not _is_ref(self.roles):
            problems.append(f"roles must be 'module:attr' of a RoleBook, got {describe(self.roles)}")
        if not self.players or not all(p.__class__ is int and p > 0 for p in self.players):
            problems.append(f"players must be positive player counts, got {describe(self.players)}")
        for side, names in self.sides.items():
            if not (isinstance(side, str) and len(names) == 2 and all(isinstance(n, str) and n for n in names)):
                problems.append(f"sides maps a side id to (English, Japanese), got {describe(side)}: {describe(names)}")
        if not self.sides:
            problems.append("sides must name at least one side")
        if not isinstance(self.marks, Marks):
            problems.append(f"marks must be a Marks, got {describe(self.marks)}")
        if not (isinstance(self.spec, str) and self.spec.endswith(".md")):
            problems.append(f"spec must be the name of a .md file, got {describe(self.spec)}")
        if isinstance(self.default_setups, str):
            if not _is_ref(self.default_setups):
                problems.append(
                    f"default_setups must be 'module:function' or a mapping, got {describe(self.default_setups)}"
                )
        elif not set(self.default_setups) <= set(self.players):
            extra = sorted(set(self.default_setups) - set(self.players))
            problems.append(f"default_setups names player counts {extra} that players does not allow")
        if self.centre_cards.__class__ is not int or self.centre_cards < 0:
            problems.append(f"centre_cards must be a count of cards (0 or more), got {describe(self.centre_cards)}")
        elif self.centre_cards and not isinstance(self.default_setups, str):
            problems += [
                wrong for players, counts in self.default_setups.items() if (wrong := self._setup_size(players, counts))
            ]
        if problems:
            raise InvalidArgument(f"invalid registration of {describe(self.id)}: " + "; ".join(problems))

    def _setup_size(self, players: int, counts: Mapping[str, int]) -> str:
        """What is wrong with the size of a default setup of a game with centre cards ("" if nothing)."""
        cards, wanted = sum(counts.values()), players + self.centre_cards
        if cards == wanted:
            return ""
        return (
            f"the default setup for {players} players holds {cards} cards, but a setup of {self.id} holds"
            f" one per seat and its {self.centre_cards} centre cards: {wanted}"
        )

    def check_setup(self, setup: Iterable[Any], seed: bool = True) -> None:
        """Raise :class:`InvalidSetup` if ``setup`` names a keyword this variant does
        not accept (``seed=False``: nor ``seed``, as in a record's setup), listing the
        allowed ones."""
        allowed = self.keywords if seed else tuple(k for k in self.keywords if k != "seed")
        renamed = _option_table(self.options).former_names  # core.options.Option.former_name
        moved = [f"the option {k} is now called {renamed[k]}" for k in setup if k.__class__ is str and k in renamed]
        if moved:
            raise InvalidSetup(f"{'; '.join(moved)} ({self.id}); allowed: {', '.join(allowed)}")
        unknown = sorted(map(describe, set(setup) - set(allowed)))
        if unknown:
            raise InvalidSetup(f"unknown option(s) {', '.join(unknown)} for {self.id}; allowed: {', '.join(allowed)}")

    def side_name(self, side: str, lang: str = "en") -> str:
        """A side's name in ``lang`` (``villagers`` / ``村人陣営``); unknown sides as given."""
        names = self.sides.get(side)
        if names is None:
            return side
        return names[1] if lang == "ja" else names[0]


def _is_ref(ref: Any) -> bool:
    return isinstance(ref, str) and ref.count(":") == 1 and all(ref.split(":"))


def _is_resource(ref: Any, suffix: str) -> bool:
    """``package:path/of/file.suffix``: a dotted package name, then a file inside it."""
    if not _is_ref(ref):
        return False
    package, path = ref.split(":")
    return all(part.isidentifier() for part in package.split(".")) and path.endswith(suffix) and ".." not in path


#: variant id -> its registration (in order of registration)
_VARIANTS: dict[str, VariantInfo] = {}
#: id and Japanese title -> registration
_BY_NAME: dict[str, VariantInfo] = {}

#: the entry-point group through which another installed distribution adds a game
ENTRY_POINTS = "jinro_lab.games"
#: whether the plug-ins have been looked for (once, at the registry's first question)
_plugins_loaded = False
#: set (to anything but ""): no plug-in is loaded (the kit's own test suite, or a broken one
#: kept out while it is mended)
DISABLE_PLUGINS = "JINRO_LAB_DISABLE_PLUGINS"


class PluginWarning(UserWarning):
    """A game plug-in (an entry point of :data:`ENTRY_POINTS`) could not be loaded."""


def load_plugins() -> tuple[str, ...]:
    """Load the games other installed distributions declare in the entry-point group
    :data:`ENTRY_POINTS` (once; later calls return ``()``): an entry point naming a
    module is imported (its import registers the game), one naming a
    :class:`VariantInfo` is registered. Returns the names of the entry points
    loaded. One that fails (an import error, another object, a taken id) is left out
    with a :class:`PluginWarning` naming it, its distribution and the reason. With the
    environment variable :data:`DISABLE_PLUGINS` (``JINRO_LAB_DISABLE_PLUGINS=1``) set,
    none is loaded: the kit's own games only."""
    global _plugins_loaded
    if _plugins_loaded:
        return ()
    _plugins_loaded = True
    import os
    import warnings

    if os.environ.get(DISABLE_PLUGINS):
        return ()
    from importlib.metadata import entry_points

    loaded = []
    for point in entry_points(group=ENTRY_POINTS):
        source = f"{point.name} = {point.value!r}" + (f" of {point.dist.name}" if point.dist is not None else "")
        try:
            found = point.load()
            if isinstance(found, VariantInfo):
                register(found)
            elif not isinstance(found, ModuleType):
                raise InvalidArgument(f"it names {describe(found)}: name a module or a VariantInfo")
        except Exception as exc:  # a broken plug-in must not take the other games down
            warnings.warn(f"the game plug-in {source} was left out: {exc}", PluginWarning, stacklevel=2)
            continue
        loaded.append(point.name)
    return tuple(loaded)


def _registered() -> dict[str, VariantInfo]:
    """The registry, the plug-ins loaded first if they have not been."""
    if not _plugins_loaded:
        load_plugins()
    return _VARIANTS


#: "module:attr" -> the object, once loaded
_LOADED: dict[str, Any] = {}


def register(info: VariantInfo) -> VariantInfo:
    """Add ``info`` to the registry and return it. Registering an equal
    registration again does nothing; another one with a taken id or title is
    refused (:func:`unregister` the old one first)."""
    if not isinstance(info, VariantInfo):
        raise InvalidArgument(f"register() takes a VariantInfo, got {describe(info)}")
    old = _VARIANTS.get(info.id)
    if old is not None:
        if old == info:
            return old
        raise InvalidArgument(f"variant {describe(info.id)} is already registered (unregister it first)")
    taken = _BY_NAME.get(info.title_ja)
    if taken is not None:
        raise InvalidArgument(
            f"the title {describe(info.title_ja)} is already the title of {describe(taken.id)}: choose another title"
        )
    _VARIANTS[info.id] = info
    _BY_NAME[info.id] = _BY_NAME[info.title_ja] = info
    return info


def unregister(variant: str) -> VariantInfo:
    """Remove a variant (by id or title) from the registry; returns its registration."""
    info = lookup(variant)
    del _VARIANTS[info.id], _BY_NAME[info.id], _BY_NAME[info.title_ja]
    return info


def lookup(variant: str) -> VariantInfo:
    """The registration of ``variant``, given by id or Japanese title;
    :class:`InvalidSetup` naming the allowed names if there is none."""
    # a str subclass as its text (its own == and hash are not trusted); only type() is
    info = _BY_NAME.get(str.__str__(variant)) if issubclass(type(variant), str) else None
    if info is None and not _plugins_loaded:
        load_plugins()
        return lookup(variant)
    if info is None:
        allowed = ", ".join(sorted(_VARIANTS) + sorted(i.title_ja for i in _VARIANTS.values()))
        raise InvalidSetup(f"unknown variant {describe(variant)}; allowed: {allowed}")
    return info


def variant_id(variant: str) -> str:
    """The id of ``variant`` given by id or Japanese title; InvalidSetup if unknown."""
    return lookup(variant).id


def variants() -> tuple[VariantInfo, ...]:
    """Every registered variant, in order of registration (the plug-ins' after the kit's own)."""
    return tuple(_registered().values())


def load(ref: str) -> Any:
    """The object named by a lazy reference ``"module:attr"`` (imported once)."""
    obj = _LOADED.get(ref)
    if obj is None:
        module, attr = ref.split(":")
        obj = _LOADED[ref] = getattr(import_module(module), attr)
    return obj


def game_class(variant: str) -> type[Game]:
    """The game class of ``variant`` (an id or a Japanese title)."""
    cls: type[Game] = load(lookup(variant).game)
    return cls


def options_class(variant: str) -> type:
    """The ``Options`` dataclass of ``variant``: its options with their defaults."""
    cls: type = load(lookup(variant).options)
    return cls


def option_table(variant: str) -> OptionTable[Any]:
    """The options of ``variant`` as declared by its ``Options`` (``core.options``):
    checks, defaults, the docs' table and the command line's parsing."""
    return _option_table(lookup(variant).options)


@lru_cache(maxsize=64)
def _option_table(ref: str) -> OptionTable[Any]:
    return OptionTable(load(ref))


def new_game(variant: str, /, **setup: Any) -> Game:
    """Start a game of ``variant`` set up by the options ``setup``.

    ``variant`` is a registered game's id or its Japanese title: ``"nemuranai"``
    (人狼は眠らない, 3 or 4 players), ``"seijika"`` (政治家人狼, 6 to 12), ``"lotro"``
    (LotROで人狼, 9 to 16) or ``"mahou_toshi"`` (魔法都市の人狼, 5 to 16). :func:`variants`
    lists them, with their rules spec (``VariantInfo.spec``); ``jinro-lab variants``
    prints them.

    ``setup`` is the game's options, as keywords. Every game takes ``players`` (its
    default setup for that count, :func:`default_setup`) and ``seed`` (a non-negative
    int: the same seed and options give the same game; without one a fresh seed is
    drawn and recorded, so the game still replays). Besides, to fix an arrangement or
    change a rule:

    - ``nemuranai``: ``deck`` (the 16 cards in dealing order, NEM-03), ``first_player``,
      ``position`` (start at a turn: :mod:`jinro_lab.variants.nemuranai.position`);
    - ``seijika``: ``roles`` (one per seat), ``manifestos``, ``manifesto_deck``,
      ``promises``, ``vote_styles``, ``spy_meets_wolves``, ``guard_self``,
      ``guard_repeat``, ``open_vote_order``, ``campaign_rounds``, ``lawyer_ability``,
      ``position``;
    - ``lotro``: ``role_counts``, ``roles``, ``rangers_day``, ``nominate``,
      ``checkmate``, ``position``;
    - ``mahou_toshi``: ``roles``, ``first_day_seer``, ``knight_self``,
      ``knight_repeat``, ``vote_style``, ``fox_steals_win``, ``day_limit``,
      ``position``, ``events``, ``event_selection``, ``shuffle_events``, ``claims``.

    Each option's default, what it allows and the rule it comes from are in its
    declaration: :func:`option_table` (``option_table("lotro").markdown()``), listed
    for every game in ``docs/options.md`` (the docs site's "The games' options").

    Raises :class:`InvalidSetup` (a :class:`~jinro_lab.core.errors.JinroError`, so a
    ``ValueError``) for an unknown variant or option name, naming the allowed ones,
    and for a value the rules do not allow, naming what is allowed and the rule; no
    game is made then.

    >>> game = new_game("nemuranai", players=4, seed=7)
    >>> game.to_act()  # the seat whose turn it is (seats count from 0)
    (3,)
    >>> new_game("魔法都市の人狼", players=9, seed=1, claims=True).variant
    'mahou_toshi'
    >>> new_game("nemuranai", players=9)
    Traceback (most recent call last):
    ...
    jinro_lab.core.errors.InvalidSetup: players must be 3 or 4 (NEM-02), got 9
    >>> new_game("nemuranai", player=4)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    jinro_lab.core.errors.InvalidSetup: unknown option(s) 'player' for nemuranai; allowed: players, seed, ...
    """
    info = lookup(variant)
    if not setup.keys() <= info.accepts:
        info.check_setup(setup)
    game: Game = load(info.game)(**setup)
    return game


def renderer(variant: str) -> ModuleType:
    """The module that draws ``variant``'s table and events: ``view_text(view, lang)``,
    ``view_html(view, lang)`` and ``event_text(event, lang)``."""
    info = lookup(variant)
    if info.renderer is None:
        raise MissingCapability(info.id, info.title_ja, "renderer", "writing and drawing a view")
    return import_module(info.renderer)


def _roles(variant: str) -> RoleBook:
    info = lookup(variant)
    if info.roles is None:
        raise MissingCapability(info.id, info.title_ja, "roles", "naming its roles")
    book: RoleBook = load(info.roles)
    return book


def role_ids(variant: str) -> tuple[str, ...]:
    """Every role id of ``variant`` (``"seer"``, ``"wolf"`` …; 人狼は眠らない: its card ids)."""
    return _roles(variant).ids


def dealt_roles(game: Game) -> tuple[str, ...]:
    """Each seat's role as dealt at the start of ``game`` (the game master's truth:
    never show it to a seat or the table)."""
    return _roles(game.variant).dealt_roles(game)


def role_name(variant: str, role: str, lang: str = "en") -> str:
    """A role's name in ``lang`` (``seer`` / ``占い師``)."""
    name: str = renderer(variant).role_name(role, lang)
    return name


def glossary(variant: str) -> Glossary:
    """``variant``'s glossary (:class:`~jinro_lab.core.glossary.Glossary`): the Japanese
    terms a person reads (role, card and phase names, ウラ向き/オモテ向き) as the
    game's rulebook in ``shared/seeds/`` has them, and the words not to use with each
    term to use instead (魔法都市の人狼: ``占い師`` → ``予言者``, ``夜0`` → ``0日目の夜``).
    The rulebooks: 人狼は眠らない ルールマニュアル (its card list), 政治家人狼 ルールブック
    (its 用語: the usual werewolf words renamed), LotROで人狼・ルール (2007-10-28),
    魔法都市の人狼 公式ルールブック (its role list); each avoided word names its line.

    >>> [(a.word, a.use) for a in glossary("nemuranai").avoided("予言者と霊能者")]
    [('予言者', '占い師'), ('霊能者', '霊媒師')]
    """
    info = lookup(variant)
    if info.glossary is None:
        raise MissingCapability(info.id, info.title_ja, "glossary", "checking its Japanese terms")
    found: Glossary = load(info.glossary)
    return found


def role_rule(variant: str, role: str, lang: str = "en") -> str:
    """A role's one-line rule in ``lang`` (``seer`` of 魔法都市の人狼: ``each night: is one
    other player a werewolf?`` / ``毎晩、自分以外の一名を指定し、人狼かどうかを知る``;
    人狼は眠らない: a card's effect). :class:`InvalidArgument` naming the allowed
    roles or languages for an unknown one."""
    return _roles(variant).role_rule(role, lang)


def heuristic_agent(variant: str, seed: int | None = None) -> Any:
    """A new heuristic agent for ``variant``, with its own seeded RNG."""
    info = lookup(variant)
    if info.heuristic is None:
        raise MissingCapability(info.id, info.title_ja, "heuristic", "a heuristic player")
    return load(info.heuristic)(seed=seed)


def explain_action(variant: str, view: Any, action: Any, lang: str = "en") -> str:
    """One line in ``lang`` saying what ``action`` does for ``view``'s seat and which
    rule allows it (``Seer: look at seat 2's hand card; ... (NEM-25)``), written from
    that view alone: it tells the seat nothing it does not know."""
    info = lookup(variant)
    if info.explain is None:
        raise MissingCapability(info.id, info.title_ja, "explain", "explaining an action")
    explain: Callable[[Any, Any, str], str] = load(info.explain)
    return explain(view, action, lang)


def default_setup(variant: str, players: int) -> dict[str, int]:
    """The default setup of ``variant`` for ``players``, in every game the same form:
    each role id (人狼は眠らない: each card id) in it, in the rulebook's order, and
    how many of it (``{"werewolf": 2, "seer": 1, ...}``), from the registered function
    or mapping. ``InvalidSetup`` for a player count the game does not allow. A game
    declaring centre cards (:attr:`VariantInfo.centre_cards`: ``k``) has ``players + k``
    cards in each setup; a registered function returning another size is refused
    (``InvalidArgument``: the registration is wrong)."""
    info = lookup(variant)
    if type(players) is not int or players not in info.players:
        allowed = ", ".join(map(str, info.players))
        raise InvalidSetup(f"{info.id} is played by {allowed} players, not {describe(players)}")
    if isinstance(info.default_setups, str):
        make: Callable[[int], Mapping[str, int]] = load(info.default_setups)
        counts = make(players)
    else:
        counts = info.default_setups.get(players, {})
    setup = {str(role): int(n) for role, n in counts.items()}
    if info.centre_cards and (wrong := info._setup_size(players, setup)):
        raise InvalidArgument(f"invalid registration of {describe(info.id)}: {wrong}")
    return setup


class LiveMapping(Mapping[str, Any]):
    """A read-only mapping computed from the registry whenever it is read (so it
    follows registrations made after it was created); for the older names
    ``VARIANTS``, ``ALIASES``, ``RENDERERS``, ``HEURISTICS``."""

    def __init__(self, build: Callable[[], Mapping[str, Any]], doc: str = ""):
        self._build = build
        self.__doc__ = doc

    def __getitem__(self, key: str) -> Any:
        return self._build()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._build())

    def __len__(self) -> int:
        return len(self._build())

    def __repr__(self) -> str:
        return repr(dict(self._build()))


#: a read-only, live view of the registry: variant id -> registration (plug-ins included)
VARIANTS: Mapping[str, VariantInfo] = LiveMapping(_registered, "variant id -> registration, live (plug-ins included)")

provide(sys.modules[__name__])  # the modules below the registry ask it through core.games
