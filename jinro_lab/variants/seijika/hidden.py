"""What is hidden from a seat of 政治家人狼, for ``jinro_lab.core.hidden`` (SEI-60).

A seat knows its own role and manifesto card, the roles it met on night 0
(SEI-11 … SEI-14), the reporter's setup hint (SEI-13) and night results (SEI-02),
the parties it learned (the prosecutor's, SEI-34, and those a manifesto
announced, SEI-56) and the promise cards it drew itself (SEI-50). The role cards
in play are the setup's (the fixed ``roles`` or the default setup, SEI-03); the
worlds deal the unknown ones at random to the other seats (``roles=``), until the
deal agrees with every party and hint the seat learned (rejection: exact). With
manifestos, the other seats' cards are drawn from the rest of the pile
(``manifestos=``) and the promise deck is ordered with the seat's own draws in
their places (``promises=``): a Human Party seat that announced a card holds it or the
mimic (only the mimic if it said it holds one, SEI-51), a seat that carried a card out
holds it or the mimic (SEI-53), and one that carried out another card than it
announced is of the Wolf Party (a Human Party player carries out the card it announced);
what the others announce and the sides that fire must then agree, or the world is dropped.
A wolf that saw its wolves smear a seat that did not sit out the next morning knows the
guard protected it, so the deal puts the guard in the race that night and, without
``guard_self``, not on that seat (SEI-21, SEI-32; unless a card carried out could make
the smear fail, SEI-54).
Where the next morning shows which side of a carried-out card fired (a vote weight it
announces, or none: a weight set before ends at the day's election, SEI-54), the winner's
options are those whose side fires with the world's next promise card, and a Human Party
winner's next card is drawn again from the deck's unseen cards to be one with which it can
(:meth:`SeijikaHidden.condition`).

The votes are public ballots; in an open vote where voters raise hands (SEI-23)
the raised hands are announced, so a seat raised a hand exactly when it was among
them (the voters of a round are drawn together: :meth:`SeijikaHidden.together`).
Announced chance (the first voter, the hand drawn, the lot, the reporter's
hint) is forced to what the seat saw (``core.chance``). A reporter's investigation is
taken as it comes (its result is the reporter's alone, SEI-35). Every other choice of
another seat is tried on a copy of the world when it alone chooses
(``belief.PROBE``): a manifesto announced (SEI-51) or carried out (SEI-53) only with
the card (and claim) the seat saw announced and naming the players the morning
announced (SEI-54), the last wolf's proposal only where every seat the morning announced
sitting out can be among the most proposed (SEI-31, SEI-33); a wolf's smear only as the
wolves saw it proposed (SEI-31, a wolf viewer); the night's other choices of several seats
are hidden. With
``sample_worlds(engine="auto")`` a probed option is tried on a fast copy of the world
(``fast.FastGame`` hears the viewer's events: ``core.hidden``'s fast probe), so a night's
last choice after which the next morning would sit out other seats than announced is
refused without a readable copy: the same worlds as the readable copies find.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from math import perm
from typing import Any

from ...core.chance import outcome_at
from ...core.day_night import Dawn
from ...core.events import Ballot, Chance, HandsRaised, Proposal
from ...core.hidden import PROBE, Context, KnownRoles, Particle, Probe, SeatRoles, proposal_candidates
from ...core.team import ranked
from ...core.voting import WAIT
from . import events as ev
from .actions import Ability, Announce, CarryOut
from .manifestos import MIMIC
from .roles import HUMAN, ROLES, WOLF
from .setup import default_roles

__all__ = ["HIDDEN", "SeijikaHidden"]

#: tries to deal role cards that agree with what the seat learned
TRIES = 500
#: SEI-50: the promise deck
PROMISES = ("success",) * 8 + ("failure",) * 2
#: a lone choice the viewer sees publicly (its action type): the event it sees first (of the
#: seat, ``seat``) and the fields the action and the event share; only the options whose
#: fields are the event's can agree (SEI-51: the manifesto announced and the mimic claim;
#: SEI-53 (5): the manifesto carried out, announced by the GM)
_PUBLIC: dict[type[Any], tuple[type[Any], tuple[str, ...]]] = {
    Announce: (ev.ManifestoAnnounced, ("card", "mimic")),
    CarryOut: (ev.ManifestoExecuted, ("card",)),
}


class _Info(KnownRoles):
    def __init__(self, game: Any, seat: int):
        view = game.view(seat)
        setup = game.setup
        cards = list(setup["roles"]) if setup.get("roles") is not None else default_roles(game.players)
        super().__init__(game.players, view.roles, cards)
        self.parties = {s: p for s, p in view.parties().items() if s not in self.known}
        self.members = {s: m for s, m in view.facts("member").items() if s not in self.known}
        # the reporter's hint: neither a Wolf Party member nor the lover (SEI-13)
        self.not_wolf_side = {s for s in view.facts("hint") if s not in self.known}
        self.manifestos = self._manifestos(game, seat, view)
        self.promises = self._promises(game, seat)
        seen = game.events_seen_by(seat)
        #: SEI-51: the other seats that said they hold the mimic when they announced
        self.mimic_claims = {e.seat for e in seen if type(e) is ev.ManifestoAnnounced and e.mimic and e.seat != seat}
        #: what the seat saw after a manifesto carried out, by the position it was read from (:class:`_After`)
        self.after: dict[int, _After] = {}
        #: SEI-23: where the next raised hands the seat saw stand, by position (:func:`_next_hands`)
        self.hands: dict[int, int | None] = {}
        #: the mimics among the other seats' cards (``None``: no random deal): so many Human
        #: Party seats at most can have said they hold one
        self.mimics = None if self.manifestos is None else self.manifestos.count(MIMIC)
        #: SEI-53: the card each seat carried out (its own, or the one its mimic acts as)
        self.executed = {e.seat: e.card for e in seen if type(e) is ev.ManifestoExecuted}
        #: SEI-51, SEI-53: the seats that carried out another card than they announced: a Human
        #: Party player carries out the card it announced (the one it holds, or the mimic fixed
        #: as it), so these are of the Wolf Party
        self.wolf_party = {
            s for s, card in self.executed.items() if s not in self.known and view.announced[s] not in (None, card)
        }
        #: SEI-32: for each seat a wolf viewer saw smeared that did not sit out, the seats the
        #: guard who protected it can sit in (:func:`_guard_seats`)
        self.guard_seats = _guard_seats(game.players, seen, game.cards, game.options.guard_self)

    def _manifestos(self, game: Any, seat: int, view: Any) -> list[str] | None:
        """The pile the other seats' manifesto cards come from (``None``: no random deal)."""
        if game.setup.get("manifestos") is not True:
            return None
        pile = game.deck.dealt()
        pile.remove(view.manifesto)
        return pile

    def _promises(self, game: Any, seat: int) -> dict[int, str] | None:
        """The places in the promise deck of the cards the seat drew itself (SEI-50)."""
        if game.setup.get("manifestos") is not True or game.setup.get("promises") is not None:
            return None
        places: dict[int, str] = {}
        drawn = 0
        for e in game.events_seen_by(seat):
            t = type(e)
            if t is ev.PromiseDrawn:
                places[drawn] = e.card
            elif t is ev.ManifestoExecuted:  # public: one promise card was drawn for it
                drawn += 1
        return places


class SeijikaHidden(SeatRoles):
    """Each other seat's role and party (SEI-02)."""

    variant = "seijika"
    team_word = "party"

    def team_of(self, role: str) -> str:
        return ROLES[role].party

    def prepare(self, game: Any, seat: int) -> _Info:
        return _Info(game, seat)

    def _agrees(self, info: _Info, roles: Sequence[str]) -> bool:
        for s, party in info.parties.items():
            if ROLES[roles[s]].party != party:
                return False
        for s, member in info.members.items():
            if ROLES[roles[s]].member != member:
                return False
        if any(ROLES[roles[s]].party == HUMAN for s in info.wolf_party):
            return False
        if info.mimics is not None and sum(ROLES[roles[s]].party == HUMAN for s in info.mimic_claims) > info.mimics:
            return False  # SEI-51: a Human Party seat that said it holds the mimic holds one
        if any(all(roles[s] != "guard" for s in seats) for seats in info.guard_seats):
            return False  # SEI-32: a smear the viewer saw fail was the guard's protection
        return all(not ROLES[roles[s]].member and roles[s] != "lover" for s in info.not_wolf_side)

    def propose(self, ctx: Context, rng: random.Random) -> tuple[dict[str, Any], float] | None:
        """The other role cards dealt at random to the other seats until the deal agrees
        with what the seat learned; with manifestos, the others' cards and the promise deck."""
        info: _Info = ctx.info
        cards = list(info.pool)
        for _ in range(TRIES):
            rng.shuffle(cards)
            roles = info.deal(cards)
            if self._agrees(info, roles):
                break
        else:
            return None
        setup = {**ctx.setup, "roles": list(roles)}
        logw = 0.0
        if info.manifestos is not None:
            dealt = _deal_manifestos(info, ctx, roles, rng)
            if dealt is None:
                return None
            setup["manifestos"], logw = dealt
        if info.promises is not None:
            rest = Counter(PROMISES)
            rest.subtract(info.promises.values())
            free = list(rest.elements())
            rng.shuffle(free)
            setup["promises"] = [info.promises[i] if i in info.promises else free.pop() for i in range(len(PROMISES))]
        return setup, logw

    def candidates(
        self, ctx: Context, world: Any, seat: int, legal: Sequence[Any], pos: int
    ) -> list[int] | str | Probe | None:
        if world.phase == "vote" and WAIT in legal:  # SEI-23: the raised hands are announced
            return _hands(ctx, pos, seat, legal)
        if world.phase == "vote":
            return super().candidates(ctx, world, seat, legal, pos)
        if len(world.to_act()) != 1:  # the night's choices, hidden but for the wolves' proposals
            if legal and type(legal[0]) is Ability and legal[0].ability == "smear":
                proposed = proposal_candidates(ctx.memory, pos, seat, legal)  # SEI-31: seen by the wolves
                if proposed is not None:
                    return proposed
            return _morning_allows(ctx.memory, pos, world, seat, legal) if legal and type(legal[0]) is Ability else None
        if legal and type(legal[0]) is Ability:
            if legal[0].ability == "investigate":
                return None  # SEI-35: the result is the reporter's alone: no target shows the viewer more
            among = tuple(range(len(legal)))
            if legal[0].ability == "smear":  # SEI-31: a wolf's proposal is logged for the wolves
                proposed = proposal_candidates(ctx.memory, pos, seat, legal)
                if proposed is not None:  # the viewer is a wolf: only that proposal can agree, try it
                    among = tuple(proposed)
            allowed = _morning_allows(ctx.memory, pos, world, seat, legal)
            if allowed is not None:  # SEI-33: who sits out is announced
                among = tuple(i for i in among if i in allowed)
            return Probe(among)
        if legal and type(legal[0]) is Announce and seat < world.players - 1:
            # SEI-51: the next seat announces at once, so the seat's announcement is all the
            # viewer sees before it: the options whose announcement is the viewer's next event
            seen = ctx.memory[pos] if pos < len(ctx.memory) else None
            return [i for i, a in enumerate(legal) if seen == ev.ManifestoAnnounced(seat, a.card, a.mimic)]
        public = _PUBLIC.get(type(legal[0])) if legal else None
        if public is not None:
            kind, fields = public
            said = next((e for e in ctx.memory[pos:] if type(e) is kind and e.seat == seat), None)
            if said is not None:  # only the options with what the viewer saw can agree: try those
                seen = tuple(getattr(said, f) for f in fields)
                among = tuple(i for i, a in enumerate(legal) if tuple(getattr(a, f) for f in fields) == seen)
                if kind is ev.ManifestoExecuted:
                    among = _named_agrees(ctx.memory, pos, seat, legal, among)
                    top = _next_promise(world)
                    if top is not None:
                        among = _firing(ctx, pos, world, seat, legal, among, (top,))
                return Probe(among)
        return PROBE

    def together(self, ctx: Context, world: Any, pos: int) -> list[tuple[int, Sequence[Any], Sequence[int]]] | None:
        """SEI-23: the voters still to choose in a vote of several at once, drawn together:
        in a simultaneous vote each one's ballot is public (as :meth:`candidates` gives it:
        the next ballot of the seat the viewer saw, else any); in a round of an open vote in
        which several voters may raise a hand, the round's raised hands the viewer saw fix
        every voter's options (as :func:`_hands` gives them). ``None`` for any other decision,
        a lone voter, or a round whose hands the viewer has not seen yet."""
        decision = world.decision  # the pending one, read only
        if decision is None or decision.kind != "vote" or decision.one:
            return None
        viewer, chosen, legal_of = ctx.seat, decision.chosen, decision.legal
        # in order, those still to choose: as world.to_act() gives them
        seats = [seat for seat in decision.seats if seat != viewer and seat not in chosen]
        waits = [legal_of[seat][-1] is WAIT for seat in seats]  # a voter that may wait: last (SEI-23)
        if not any(waits):  # a simultaneous vote
            ballot = super().candidates
            return [
                (seat, legal_of[seat], _any(ballot(ctx, world, seat, legal_of[seat], pos), legal_of[seat]))
                for seat in seats
            ]
        at = _next_hands(ctx, pos)
        if at is None or not all(waits):
            return None
        memory = ctx.memory
        e = memory[at]
        hands, drawn = e.hands, e.voter
        fixed: list[tuple[int, Sequence[Any], Sequence[int]]] = []
        for seat in seats:
            legal = legal_of[seat]
            n = len(legal)
            if seat not in hands:
                fixed.append((seat, legal, _waits(n)))
            elif seat != drawn:
                fixed.append((seat, legal, _votes(n)))
            else:
                fixed.append((seat, legal, _raised(memory, at, seat, legal)))
        return fixed

    def unseen(self, ctx: Context, world: Any, n: int, visible: Any, pos: int) -> list[int] | None:
        """The wolves' lot among tied smear proposals (:func:`_smear_lot`)."""
        return _smear_lot(ctx, world, n, visible, pos)

    def condition(
        self, ctx: Context, particle: Particle, seat: int, legal: Sequence[Any], rng: random.Random
    ) -> tuple[dict[str, Any], float] | None:
        """SEI-50, SEI-53, SEI-54: before another seat of the Human Party carries out its
        manifesto (its one side: which side fires is the next promise card's doing), where
        the next morning the viewer saw rules out the side the world's next card would fire
        (:func:`_firing`) but not the other, that card is drawn again, as the other kind,
        from the deck's cards nobody has seen drawn (the rest of the deck's unseen cards
        shuffled again), and the weight multiplied by the chance of drawing that kind. Exact:
        nothing has depended on the order of those cards (they are below the top and
        unseen), so the deck given the kind of its top card is that kind on top of a
        uniform shuffle of the others."""
        info: _Info = ctx.info
        world: Any = particle.world
        if legal is None or not legal or type(legal[0]) is not CarryOut or info.promises is None:
            return None
        if ROLES[world.roles[seat]].party != HUMAN:
            return None  # a Wolf Party winner chooses the side: its options decide (candidates)
        deck = list(particle.setup["promises"])
        top = _next_promise(world)
        drawn = len(world.promises_drawn)
        if top is None or world.promises != deck[drawn:]:
            return None  # reshuffled (SEI-50): not this deck's order any more
        said = next((e for e in ctx.memory[particle.pos :] if type(e) is ev.ManifestoExecuted and e.seat == seat), None)
        among = tuple(i for i, a in enumerate(legal) if said is None or a.card == said.card)
        among = _named_agrees(ctx.memory, particle.pos, seat, legal, among)
        if _firing(ctx, particle.pos, world, seat, legal, among, (top,)):
            return None
        other = "failure" if top == "success" else "success"
        if not _firing(ctx, particle.pos, world, seat, legal, among, (other,)):
            return None  # neither card can: the world is dropped at its next check
        free = [i for i in range(drawn, len(deck)) if i not in info.promises]
        cards = [deck[i] for i in free]
        count = cards.count(other)
        if count == 0:
            return None
        cards.remove(other)
        rng.shuffle(cards)
        deck[free[0]] = other
        for i, card in zip(free[1:], cards, strict=True):
            deck[i] = card
        return {**particle.setup, "promises": deck}, math.log(count / len(free))


def _deal_manifestos(
    info: _Info, ctx: Context, roles: Sequence[str], rng: random.Random
) -> tuple[list[str], float] | None:
    """The other seats' manifesto cards, drawn from the rest of the pile (SEI-50),
    with a Human Party seat that announced a card holding it or the mimic, the mimic if it
    said it holds one (SEI-51: Human Party players announce the card they hold), and a
    seat that carried a card out holding it or the mimic (SEI-53: the GM names the card
    the mimic acts as); and the log importance weight (the prior probability of the deal
    over the proposal's)."""
    assert info.manifestos is not None
    pile = Counter(info.manifestos)
    cards: list[str] = [""] * info.players
    cards[ctx.seat] = ctx.view.manifesto
    others = [s for s in range(info.players) if s != ctx.seat]
    log_q = 0.0
    free = []
    for s in others:
        allowed: tuple[str, ...] | None = None
        executed = info.executed.get(s)
        if executed is not None:
            allowed = (executed, MIMIC)
        said = ctx.view.announced[s]
        if said is not None and ROLES[roles[s]].party == HUMAN:
            # SEI-51: a Human Party player announces the card it holds, or holds the mimic (and
            # only a mimic holder can say it holds one)
            human = (MIMIC,) if s in info.mimic_claims else (said, MIMIC)
            allowed = human if allowed is None else tuple(c for c in allowed if c in human)
        if allowed is None:
            free.append(s)
            continue
        held = [c for c in dict.fromkeys(allowed) if pile[c] > 0]
        if not held:
            return None
        weights = [pile[c] for c in held]
        card = rng.choices(held, weights)[0]
        log_q += math.log(pile[card] / sum(weights))
        cards[s] = card
        pile[card] -= 1
    for s in free:
        left = [c for c, k in pile.items() if k > 0]
        card = rng.choices(left, [pile[c] for c in left])[0]
        log_q += math.log(pile[card] / sum(pile.values()))
        cards[s] = card
        pile[card] -= 1
    prior = Counter(info.manifestos)
    log_p = 0.0
    for s in others:  # the deal's prior probability (any order of the seats gives the same)
        log_p += math.log(prior[cards[s]] / sum(prior.values()))
        prior[cards[s]] -= 1
    return cards, log_p - log_q


def _smear_lot(ctx: Context, world: Any, n: int, visible: Any, pos: int) -> list[int] | None:
    """SEI-31, SEI-33: of the wolves' lot among their tied smear proposals (seen by the
    wolves only; the proposals just logged for them), the outcomes after which every seat
    the next morning announced sitting out is smeared (``None``: not that lot, or nobody
    seen sitting out, or a seat smeared before tonight)."""
    if not visible:
        return None
    proposals: dict[int, tuple[int, ...]] = {}
    for e in reversed(world.memory(min(visible))):
        if type(e) is not Proposal or e.kind != "smear":
            break
        proposals[e.seat] = e.choice.targets
    if not proposals:
        return None  # not the wolves' lot (a reporter's hint, SEI-13)
    seats = _sitting_out(ctx.memory, pos)
    if not seats or world.smeared:
        return None
    k = len(next(iter(proposals.values())))
    sure, tied = ranked(proposals, k)
    if tied is None or perm(len(tied), k - len(sure)) != n:
        return None
    out = frozenset(seats)
    return [i for i in range(n) if out <= {*sure, *outcome_at(tied, k - len(sure), i)}]


def _next_promise(world: Any) -> str | None:
    """SEI-50: the promise card the world's next carried-out manifesto draws (``None``:
    the deck is spent and is shuffled again then)."""
    return world.promises[0] if world.promises else None


def _firing(
    ctx: Context,
    pos: int,
    world: Any,
    seat: int,
    legal: Sequence[Any],
    among: tuple[int, ...],
    promises: tuple[str, ...],
) -> tuple[int, ...]:
    """SEI-53, SEI-54: of ``among`` (``seat``'s options to carry out), those whose side can
    fire with the next promise card being one of ``promises`` (success: the side chosen;
    failure: the other), given what the viewer saw of the night and day after (from event
    ``pos``, :class:`_After`): a side whose effect would have shown otherwise did not fire."""
    info: _Info = ctx.info
    after = info.after.get(pos)
    if after is None:  # read once a call per position: every world's winner asks the same
        after = info.after[pos] = _After(ctx, pos)
    if not after.seen:
        return among
    keep = []
    for i in among:
        option = legal[i]
        card = world.cards[option.card]
        for promise in promises:
            side = option.side if promise == "success" else (WOLF if option.side == HUMAN else HUMAN)
            effect = card.effect(side)
            target = seat if effect.target == "winner" else option.target(effect.target)
            if after.allows(effect, target, world.options.campaign_rounds):
                keep.append(i)
                break
    return tuple(keep)


#: SEI-54: the night ability whose count each night effect sets (default one)
_COUNTS = {"smear_targets": "smear", "guard_protects": "protect", "reporter_checks": "investigate"}


class _After:
    """What the viewer saw after a manifesto was carried out (from event ``pos``) that
    shows which effect fired (SEI-54): the vote weights (seat, weight) the next morning
    announced as holding that day, closed by who sits out (SEI-33; ``seen``: that morning
    seen); the next day's campaign rounds (SEI-20, ``None``: not seen); the number of
    targets of its own night ability that night, where it used one (SEI-30, a count of
    two or none under a manifesto); for a wolf, whether a seat its wolves smeared that night
    (their proposals and lot, which it saw, SEI-31) did not sit out: it was protected, or
    the smear failed (``shielded``)."""

    def __init__(self, ctx: Context, pos: int):
        memory = ctx.memory
        self.seen = False
        self.weights: set[tuple[int, int]] = set()
        self.rounds: int | None = None
        self.shielded = False
        dusk = morning = None
        for j in range(pos, len(memory)):
            e = memory[j]
            t = type(e)
            if t is ev.Dusk and dusk is None:
                dusk = j
            elif t is ev.Announcement:
                if e.key == "vote weight" and not self.seen:
                    self.weights.add((int(e.args[0]), int(e.args[1])))
                elif e.key in ("sits out", "nobody sits out") and not self.seen:
                    self.seen, morning = True, j
                    self.shielded = bool(_shielded(memory, pos))
                elif e.key == "campaign" and self.seen:
                    self.rounds = int(e.args[0])
                    break
        self.counts: dict[str, int] = {}
        if dusk is not None and morning is not None:
            for action, at in zip(ctx.own, ctx.asked, strict=True):
                if dusk < at <= morning and type(action) is Ability:
                    self.counts[action.ability] = len(action.targets)

    def allows(self, effect: Any, target: int | None, rounds: int) -> bool:
        """Whether ``effect`` (on ``target``) firing agrees with what was seen: a vote
        weight on a player is announced each morning it holds, and one set before ended at
        today's election (SEI-54), so the next morning announces a weight if and only if this
        card set it; the campaign's rounds are
        the option's plus the change (one at least); the viewer's night ability took as
        many targets as the effect sets (one if it sets another; a smear that fails still
        has one proposed); a smeared seat that did not sit out was protected, so the guard
        protected someone (SEI-32) unless the smear failed."""
        kind = effect.primitive
        weighs = kind == "vote_weight" and target is not None
        if bool(self.weights) != weighs:
            return False  # the weights announced are this card's: earlier ones ended at today's election
        if weighs and (target, effect.value) not in self.weights:
            return False
        changed = effect.value if kind == "campaign_rounds" else 0
        if self.rounds is not None and self.rounds != max(1, rounds + changed):
            return False
        if self.shielded and kind == "guard_protects" and effect.value == 0:
            return False  # a smeared seat sat nowhere out: the guard protected it (or the smear failed)
        for count, ability in _COUNTS.items():
            used = self.counts.get(ability)
            targets = effect.value if kind == count else 1
            if ability == "smear":
                targets = max(1, targets)  # the wolves propose one even when the smear fails (SEI-31)
            if used is not None and used != targets:
                return False
        return True


def _named_agrees(
    memory: Sequence[Any], pos: int, seat: int, legal: Sequence[Any], among: tuple[int, ...]
) -> tuple[int, ...]:
    """SEI-54: the players a manifesto carried out names are announced the next morning
    (``named``): where the viewer saw that announcement of ``seat``, only the options of
    ``among`` naming those players can agree."""
    said = next(
        (e for e in memory[pos:] if type(e) is ev.Announcement and e.key == "named" and e.args[0] == seat), None
    )
    if said is None:
        return among
    named = tuple(said.args[2:])
    return tuple(i for i in among if tuple(t for t in legal[i].targets if t is not None) == named)


def _morning_allows(memory: Sequence[Any], pos: int, world: Any, seat: int, legal: Sequence[Any]) -> list[int] | None:
    """Of ``seat``'s night choice, made with the others' (SEI-30), the options the next
    morning the viewer saw can follow whatever the others choose (``None``: any): a seat
    sits out only if smeared and not protected (SEI-31 ... SEI-33), so where nobody was
    smeared before tonight a guard's protection of a seat announced sitting out cannot
    agree, nor one that leaves out a seat a wolf viewer saw smeared that did not sit out
    (:func:`_shielded`: the guard protected it), nor the last wolf's proposal after which a
    seat announced sitting out is not among the most proposed (:func:`_smear_allows`)."""
    seats = _sitting_out(memory, pos)
    if seats is None or world.smeared:  # not seen yet, or smeared before tonight
        return None
    ability = legal[0].ability
    out = frozenset(seats)
    if ability == "protect":
        shield = _shielded(memory, pos) if world.modifiers.get("smear_targets", default=1) else frozenset()
        if not out and not shield:
            return None
        return [i for i, a in enumerate(legal) if out.isdisjoint(a.targets) and shield <= set(a.targets)]
    if ability == "smear" and out:
        return _smear_allows(world, seat, legal, out)
    return None


def _smear_allows(world: Any, seat: int, legal: Sequence[Any], out: frozenset[int]) -> list[int] | None:
    """SEI-31, SEI-33: the smear is the ``k`` seats most proposed by the wolves (each
    target a proposal, ties by lot, ``core.team.ranked``), and everyone sitting out was
    smeared, so where ``seat`` proposes last (every other wolf of the night has), only the
    options after which each seat of ``out`` is surely smeared or among those tied for the
    places left can agree (``None``: another wolf still proposes)."""
    decision = world.decision
    proposals = {s: a.targets for s, a in decision.chosen.items() if type(a) is Ability and a.ability == "smear"}
    for other, options in decision.legal.items():
        waits = other != seat and other not in proposals and options and type(options[0]) is Ability
        if waits and options[0].ability == "smear":
            return None
    keep = []
    for i, a in enumerate(legal):
        sure, tied = ranked({**proposals, seat: a.targets}, len(a.targets))
        missing = out - set(sure)
        if missing <= set(tied or ()) and len(missing) <= len(a.targets) - len(sure):
            keep.append(i)
    return keep


def _seen_smear(memory: Sequence[Any], pos: int) -> tuple[int, ...] | None:
    """SEI-31: the seats the wolves smeared on the next night, as a wolf viewer saw it (from
    event ``pos`` on: their proposals, and the lot among tied ones), or ``None`` where it did
    not see them (not a wolf, or that night not seen)."""
    proposals: dict[int, tuple[int, ...]] = {}
    for e in memory[pos:]:
        t = type(e)
        if t is Proposal and e.kind == "smear":
            proposals[e.seat] = e.choice.targets
        elif t is Chance and proposals:
            return tuple(e.outcome)  # the lot among the tied proposals: sure ones and drawn ones
        elif proposals or t is Dawn:
            break
    if not proposals:
        return None
    sure, _ = ranked(proposals, len(next(iter(proposals.values()))))  # no lot: the most proposed
    return tuple(int(t) for t in sure)  # type: ignore[call-overload]


def _shielded(memory: Sequence[Any], pos: int) -> frozenset[int]:
    """SEI-31 ... SEI-33: the seats a wolf viewer saw its wolves smear on the next night
    that the next morning did not announce sitting out (a smeared seat in the race sits out
    unless protected): the guard protected them, unless the smear failed (SEI-54)."""
    smeared = _seen_smear(memory, pos)
    out = _sitting_out(memory, pos)
    if smeared is None or out is None:
        return frozenset()
    return frozenset(smeared) - frozenset(out)


def _guard_seats(players: int, memory: Sequence[Any], cards: Any, guard_self: bool) -> list[frozenset[int]]:
    """SEI-21, SEI-30 ... SEI-33: for each night on which a wolf viewer saw its wolves smear a
    seat that the next morning did not announce sitting out (:func:`_shielded`), the seats
    the guard who protected it can sit in: a smear fails only where a manifesto sets the
    smear to none (SEI-54), so where no card carried out before that night has such a side,
    the guard was in the race (not elected before, SEI-21) and, without ``guard_self``, not
    the seat it protected (SEI-32). One set for each such seat; the real deal has a guard in
    each, so a deal without one is one the seat cannot be in."""
    sets: list[frozenset[int]] = []
    elected: set[int] = set()
    could_fail = False
    for j, e in enumerate(memory):
        t = type(e)
        if t is ev.Elected:
            elected.add(e.seat)
        elif t is ev.ManifestoExecuted:
            effects = (cards[e.card].effect(side) for side in (HUMAN, WOLF))
            could_fail = could_fail or any(f.primitive == "smear_targets" and f.value == 0 for f in effects)
        elif t is ev.Dusk and not could_fail:
            race = frozenset(range(players)) - elected
            for seat in _shielded(memory, j):
                sets.append(race if guard_self else race - {seat})
    return sets


def _sitting_out(memory: Sequence[Any], pos: int) -> tuple[int, ...] | None:
    """SEI-33: the seats the next morning the viewer saw announced sitting out (from event
    ``pos`` on), in the order announced (none: nobody sits out), or ``None`` where it has not
    seen that morning."""
    seats: list[int] = []
    for e in memory[pos:]:
        if type(e) is ev.Announcement and e.key == "sits out":
            seats.append(int(e.args[0]))  # type: ignore[call-overload]
        elif seats or (type(e) is ev.Announcement and e.key == "nobody sits out"):
            return tuple(seats)
    return tuple(seats) if seats else None


def _next_hands(ctx: Context, pos: int) -> int | None:
    """SEI-23: where the next step of raised hands (``HandsRaised``) the viewer saw from
    event ``pos`` on stands in its memory (``None``: none yet), read once a call per position
    (every world's voters of a round ask the same)."""
    info: _Info = ctx.info
    if pos not in info.hands:
        memory = ctx.memory
        info.hands[pos] = next((at for at in range(pos, len(memory)) if type(memory[at]) is HandsRaised), None)
    return info.hands[pos]


def _hands(ctx: Context, pos: int, seat: int, legal: Sequence[Any]) -> list[int] | None:
    """SEI-23: the options of ``seat`` in a round of an open vote that agree with the
    next step of raised hands the viewer saw (``HandsRaised``, :func:`_next_hands`): a hand
    that casts the next ballot casts the seat's, a hand raised but not drawn any vote, no
    hand raised: wait (``None``: not announced yet where the viewer stands, any)."""
    at = _next_hands(ctx, pos)
    return None if at is None else _raised(ctx.memory, at, seat, legal)


def _any(found: Sequence[int] | str | Probe | None, legal: Sequence[Any]) -> Sequence[int]:
    """The options a voter's ballot can be (:meth:`SeijikaHidden.candidates` of a vote: a
    list of them, or ``None``: any of ``legal``)."""
    if found is None:
        return range(len(legal))
    assert isinstance(found, list)  # a vote's ballot is never probed
    return found


@lru_cache(maxsize=64)
def _waits(n: int) -> tuple[int]:
    """SEI-23: of a voter's ``n`` options in a round of an open vote (WAIT last), waiting."""
    return (n - 1,)


@lru_cache(maxsize=64)
def _votes(n: int) -> tuple[int, ...]:
    """SEI-23: of a voter's ``n`` options in a round of an open vote (WAIT last), any vote."""
    return tuple(range(n - 1))


def _raised(memory: Sequence[Any], at: int, seat: int, legal: Sequence[Any]) -> list[int]:
    """SEI-23: the options of ``seat`` that agree with the raised hands at ``memory[at]``
    (:func:`_hands`)."""
    e = memory[at]
    wait = len(legal) - 1 if legal[-1] is WAIT else legal.index(WAIT)  # one option, last in an open vote
    if seat not in e.hands:
        return [wait]
    if seat != e.voter:
        return [*range(wait), *range(wait + 1, len(legal))]
    for j in range(at, len(memory)):  # the ballot the hand drawn casts (none seen yet: any)
        b = memory[j]
        if type(b) is Ballot and b.voter == seat:
            target = b.target
            return [i for i, a in enumerate(legal) if a is not WAIT and a.target == target]
    return [*range(wait), *range(wait + 1, len(legal))]


HIDDEN = SeijikaHidden()
