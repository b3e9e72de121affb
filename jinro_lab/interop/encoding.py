"""What the OpenSpiel games and the PettingZoo environments share: turns, action ids, observations.

Both wrappers (``jinro_lab.interop.openspiel`` and ``jinro_lab.interop.pettingzoo``)
hold a kit game (``jinro_lab.core.engine.Game``) and read it only through a
:class:`Table`, which makes three choices once (issue 11 item 6):

**Turns.** The engine may ask several seats at once (``game.ask``: a
simultaneous vote, a night, a team's proposals); nothing happens until every one
has chosen, and no choice is shown before that. The wrappers are sequential: the
seat to act is the first of ``game.to_act()`` (the decision's seat order), and its
choice is taken with ``game.act`` at once, which reveals nothing (the engine only
emits events when the decision completes), so a later chooser cannot see an
earlier one's choice. Options that a decision's joint check refuses given the
choices already made are not offered. Who is to act (OpenSpiel's
``current_player()``, PettingZoo's ``agent_selection``) is the game master's
knowledge, like ``game.to_act()``: at night only the seats with an ability act, so
the sequence of turns says who holds one. No observation contains it; a seat's
policy should be given its observation, not the turn order.

**Action ids.** :class:`ActionIndex`: the setup's action list
(:func:`jinro_lab.interop.catalogue.catalogue`) gives ids ``0..C-1`` that mean
the same action in every game of that setup; a legal action not in the list gets
an *overflow* id ``C + k`` (``k``: its place, by ``str``, among the unlisted legal
actions of that decision), so the space stays finite (``C + overflow``) even for
open choices, and an id always names at most one legal action.

**Observations.** Computed from ``game.view(seat)`` alone, so they cannot hold
anything the seat did not see: the observation string is the view's ``repr``
(exact); the information state adds the seat's own past actions (perfect recall,
including a choice made in a decision still under way). The tensors are a hashed
bag of the view's facts (:func:`features`): fixed size, deterministic across
processes, and lossy only through hash collisions.
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Iterator, Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..core.engine import Game
from ..core.errors import IllegalAction, JinroError
from ..core.events import shown_fields
from ..core.phrases import counted
from ..core.registry import lookup, new_game
from .catalogue import catalogue

if TYPE_CHECKING:
    import numpy as np

__all__ = ["FEATURES", "OVERFLOW", "ActionIndex", "EventBag", "Table", "features", "observation_string", "view_tokens"]

#: default length of the observation tensors (hashed facts of a view)
FEATURES = 1024
#: default number of overflow action ids (legal actions outside the setup's list, per decision)
OVERFLOW = 128
#: default bound on a game's decisions; a game that reaches it ends without winners
MAX_GAME_LENGTH = 2000
#: the largest count a feature holds (so observations stay within their declared bounds)
FEATURE_CAP = 255.0
#: how many of the latest events are also encoded with their position from the end
RECENT = 8


class ActionIndex:
    """Integer ids for the actions of one setup: the listed ones, then ``overflow``
    ids for whatever else a decision offers (see the module docstring)."""

    def __init__(self, actions: Sequence[Any], overflow: int = OVERFLOW):
        if overflow < 0:
            raise JinroError(f"overflow must be a non-negative number of ids, got {overflow!r}")
        self.actions = tuple(actions)
        self._ids = {a: i for i, a in enumerate(self.actions)}
        self.overflow = overflow
        self.size = len(self.actions) + overflow

    def pairs(self, legal: Sequence[Any]) -> list[tuple[int, Any]]:
        """``(id, action)`` for each of ``legal``, sorted by id."""
        ids = self._ids
        listed: list[tuple[int, Any]] = []
        extra: list[Any] = []
        for action in legal:
            i = ids.get(action)
            if i is None:
                extra.append(action)
            else:
                listed.append((i, action))
        listed.sort(key=_first)
        if extra:
            if len(extra) > self.overflow:
                raise JinroError(
                    f"a decision offers {counted(len(extra), 'action')} outside the setup's action list, more than the "
                    f"{self.overflow} overflow ids; create the game with a larger overflow= (e.g. {2 * len(extra)})"
                )
            extra.sort(key=str)
            base = len(self.actions)
            listed += [(base + k, a) for k, a in enumerate(extra)]
        return listed

    def ids(self, legal: Sequence[Any]) -> list[int]:
        """The sorted ids of ``legal``."""
        return [i for i, _ in self.pairs(legal)]

    def action(self, action_id: int, legal: Sequence[Any]) -> Any:
        """The action of ``legal`` with id ``action_id``; :class:`IllegalAction` if none."""
        for i, a in self.pairs(legal):
            if i == action_id:
                return a
        raise IllegalAction(None, "interop", action_id, tuple(legal), f"action id {action_id} is not legal here")

    def name(self, action_id: int) -> str:
        """The listed action's text, or ``overflow action k`` (an overflow id names an action only in its decision)."""
        if 0 <= action_id < len(self.actions):
            return str(self.actions[action_id])
        return f"overflow action {action_id - len(self.actions)}"


def _first(pair: tuple[int, Any]) -> int:
    return pair[0]


# ----- observations -------------------------------------------------------------------------------------
def observation_string(view: Any) -> str:
    """The exact text of a view (its ``repr``: every field, every remembered event)."""
    return repr(view)


def _fields(obj: Any) -> Iterator[tuple[str, Any]]:
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield f.name, getattr(obj, f.name)
    elif isinstance(obj, tuple) and hasattr(obj, "_fields"):
        yield from shown_fields(obj)  # an event's later fields left out at their defaults (VoteResult.chosen_several)


def _event_tokens(event: Any) -> list[str]:
    name = type(event).__name__
    return [f"{name}.{k}={v!r}" for k, v in _fields(event) if k != "visible_to"] or [name]


def _field_tokens(view: Any) -> tuple[list[str], Sequence[Any]]:
    """The tokens of a view's fields but ``events``, and its events."""
    tokens: list[str] = []
    events: Sequence[Any] = ()
    for key, value in _fields(view):
        if key == "events":
            events = value
        elif isinstance(value, tuple | list):
            tokens += [f"{key}[{i}]={v!r}" for i, v in enumerate(value)]
        else:
            tokens.append(f"{key}={value!r}")
    return tokens, events


def _recent(tokens: Sequence[str], back: int) -> list[str]:
    return [f"-{back}:{t}" for t in tokens]


def _own_tokens(own: Sequence[Any]) -> list[str]:
    n = len(own)
    return [f"own:{a}" for a in own] + [f"own-{n - i}:{a}" for i, a in enumerate(own) if n - i <= RECENT]


def view_tokens(view: Any, own: Sequence[Any] = ()) -> list[str]:
    """The facts of a view as strings: each scalar field (``day=2``), each entry of a
    tuple field (``alive[3]=False``), each remembered event's fields (a bag, and the
    :data:`RECENT` latest also by their place from the end), and ``own`` actions."""
    tokens, events = _field_tokens(view)
    n = len(events)
    for i, event in enumerate(events):
        ev = _event_tokens(event)
        tokens += ev
        if n - i <= RECENT:
            tokens += _recent(ev, n - i)
    return tokens + _own_tokens(own)


@lru_cache(maxsize=1 << 16)
def _slot(token: str, size: int) -> int:
    digest = hashlib.blake2b(token.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little") % size


@lru_cache(maxsize=1 << 16)
def _event_slots(event: Any, size: int, back: int) -> tuple[int, ...]:
    """The slots of an event's tokens (and, ``back`` > 0, of its recency tokens)."""
    ev = _event_tokens(event)
    return tuple(_slot(t, size) for t in (ev + _recent(ev, back) if back else ev))


class EventBag:
    """The slot counts of a seat's older events (all but the :data:`RECENT` latest),
    kept between observations of one seat in one game (make a new bag per game): a
    seat's events only grow, so each new observation hashes only the events that left
    the recent window, and the result is exactly :func:`features`' without a bag."""

    def __init__(self, size: int):
        import numpy as np

        self.size = size
        self.counts = np.zeros(size, dtype=np.float32)
        self.done = 0
        self.last: Any = None  # the last event counted (checked by identity: a new game starts afresh)

    def update(self, events: Sequence[Any], upto: int) -> np.ndarray:
        """The counts of ``events[:upto]``."""
        import numpy as np

        if upto < self.done or (self.done and events[self.done - 1] is not self.last):
            self.counts[:] = 0.0
            self.done = 0
        if upto > self.done:
            slots = [k for e in events[self.done : upto] for k in _event_slots(e, self.size, 0)]
            self.counts += np.bincount(np.asarray(slots, dtype=np.intp), minlength=self.size).astype(np.float32)
            self.done, self.last = upto, events[upto - 1]
        return self.counts


def features(view: Any, own: Sequence[Any] = (), size: int = FEATURES, bag: EventBag | None = None) -> np.ndarray:
    """A ``float32`` vector of ``size``: the count of the view's tokens
    (:func:`view_tokens`) hashed to each slot (blake2b, so the same in every
    process), capped at :data:`FEATURE_CAP`. ``bag`` keeps the older events' counts
    between calls for one seat of one game (the same result, faster)."""
    import numpy as np

    tokens, events = _field_tokens(view)
    slots = [_slot(t, size) for t in tokens + _own_tokens(own)]
    n = len(events)
    old = max(0, n - RECENT)
    if bag is None:
        for event in events[:old]:
            slots += _event_slots(event, size, 0)
    for i in range(old, n):
        slots += _event_slots(events[i], size, n - i)
    out = np.bincount(np.asarray(slots, dtype=np.intp), minlength=size).astype(np.float32)
    if bag is not None:
        out += bag.update(events, old)
    np.minimum(out, FEATURE_CAP, out=out)
    return out


# ----- the table: one setup, seen one seat at a time -------------------------------------------------------
class Table:
    """One setup of a variant as the wrappers see it: sequential turns, action ids
    and observations over kit games (see the module docstring).

    ``options`` are the variant's ``new_game`` options but ``seed`` (checked here,
    by creating a game); ``players`` defaults to the variant's smallest count.
    """

    def __init__(
        self,
        variant: str,
        players: int | None = None,
        options: Mapping[str, Any] | None = None,
        overflow: int = OVERFLOW,
        feature_size: int = FEATURES,
        max_game_length: int = MAX_GAME_LENGTH,
    ):
        info = lookup(variant)
        self.variant = info.id
        self.players = info.players[0] if players is None else players
        options = dict(options or {})
        if "seed" in options or "players" in options:
            raise JinroError("give players as its own argument and no seed: the wrappers choose each game's seed")
        self.options = options
        probe = new_game(self.variant, seed=0, players=self.players, **options)  # refuses a bad setup, naming why
        self.actions = ActionIndex(catalogue(probe), overflow)
        if feature_size < 1 or max_game_length < 1:
            raise JinroError(
                f"feature_size and max_game_length must be positive, got {feature_size!r}, {max_game_length!r}"
            )
        self.feature_size = feature_size
        self.max_game_length = max_game_length

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        return self  # immutable after construction: states share it

    def new(self, seed: int) -> Game:
        """The kit game of this setup with engine seed ``seed``."""
        return new_game(self.variant, seed=seed, players=self.players, **self.options)

    def truncated(self, game: Game) -> bool:
        """Whether ``game`` reached :attr:`max_game_length` decisions unfinished."""
        return not game.over and len(game.history) >= self.max_game_length

    def current(self, game: Game) -> int | None:
        """The seat to act (the first of ``game.to_act()``), ``None`` at the end."""
        if game.over or self.truncated(game):
            return None
        pending = game.to_act()
        return pending[0] if pending else None

    def legal(self, game: Game, seat: int) -> tuple[Any, ...]:
        """``seat``'s legal actions, without those the decision's joint check refuses
        given the choices already made (``game.legal_actions`` lists them all)."""
        legal = game.legal_actions(seat)
        d = game.decision
        if d is None or d.check is None or not legal:
            return legal
        check, chosen = d.check, d.chosen
        return tuple(a for a in legal if check({**chosen, seat: a}) is None)

    def pairs(self, game: Game, seat: int) -> list[tuple[int, Any]]:
        """``(id, action)`` of ``seat``'s legal actions, sorted by id (none unless ``seat`` is to act)."""
        if seat != self.current(game):
            return []
        return self.actions.pairs(self.legal(game, seat))

    def act(self, game: Game, seat: int, action_id: int) -> Any:
        """Take action ``action_id`` for ``seat``; returns the action taken."""
        if seat != self.current(game):
            raise IllegalAction(seat, game.label, action_id, (), f"seat {seat} is not the seat to act")
        action = self.actions.action(action_id, self.legal(game, seat))
        game.act(seat, action)
        return action

    def returns(self, game: Game) -> list[float]:
        """1 for each winning seat, 0 for the others (and for all while the game goes on or was cut short)."""
        result = game.result
        if result is None:
            return [0.0] * self.players
        return [1.0 if s in result.winners else 0.0 for s in range(self.players)]

    @staticmethod
    def own(game: Game, seat: int) -> list[Any]:
        """The actions ``seat`` took, in order (what it remembers doing)."""
        return [a for s, a in game.history if s == seat]

    def observation_string(self, game: Game, seat: int) -> str:
        """What ``seat`` sees now (:func:`observation_string` of its view)."""
        return observation_string(game.view(seat))

    def information_state_string(self, game: Game, seat: int) -> str:
        """What ``seat`` sees and remembers doing (perfect recall)."""
        own = "; ".join(map(str, self.own(game, seat)))
        return f"{observation_string(game.view(seat))}\nown actions: {own}"

    def features(self, game: Game, seat: int, perfect_recall: bool = False, bag: EventBag | None = None) -> np.ndarray:
        """The observation tensor of ``seat`` (with its own actions if ``perfect_recall``;
        ``bag``: that seat's :class:`EventBag` for this game)."""
        own = self.own(game, seat) if perfect_recall else ()
        return features(game.view(seat), own, self.feature_size, bag)

    def mask(self, game: Game, seat: int) -> np.ndarray:
        """An ``int8`` vector of :attr:`ActionIndex.size`: 1 at the ids ``seat`` may take now."""
        import numpy as np

        out = np.zeros(self.actions.size, dtype=np.int8)
        for i, _ in self.pairs(game, seat):
            out[i] = 1
        return out
