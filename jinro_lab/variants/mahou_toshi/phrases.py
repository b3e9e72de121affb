"""The texts 魔法都市の人狼's rules write, as data (``core.phrases``), English and
Japanese side by side: the causes of death (:data:`CAUSE`), the reasons a game ends
(MAH-04, MAH-40 ... MAH-42) and the illusionist's shift (MAH-E02) (:data:`SAY`),
what a chance draw decides (:data:`CHANCE`), the sentences of the rule changes
(:data:`RULES`), what the game master announces (:data:`ANNOUNCE`) and what a seat
learns (:data:`FACT`).

The rules make a phrase; its ``str`` is the English the log and the records always
had; the renderer writes it in Japanese from the same key and arguments, never from
the English. A cause is a phrase so that the card 裁判所 and the death it brings
(裁判所の追加の処刑) are written apart, though both are ``courthouse`` in English.

>>> reason = SAY("fox instead", SAY("every werewolf dead"))
>>> reason
'MAH-42: the fox is alive and wins instead; MAH-40: every werewolf is dead'
>>> reason.text("ja")
'MAH-42: 狐人が生存しており、代わりに勝つ。MAH-40: 人狼が全員死亡した'
>>> CAUSE("courthouse"), CAUSE("courthouse").text("ja")
('courthouse', '裁判所の追加の処刑')
"""

from __future__ import annotations

from ...core.phrases import Phrase, PhraseBook

__all__ = ["ANNOUNCE", "CAUSE", "CHANCE", "FACT", "RULES", "SAY", "seat_list", "shift"]

#: what killed a player (``Eliminated.cause``, ``NightDeath.cause``; MAH-24, MAH-26)
CAUSE = PhraseBook(
    __name__,
    "CAUSE",
    {
        "execution": ("execution", "処刑"),
        "attack": ("attack", "襲撃"),
        "night": ("night", "夜のうちに死亡"),  # MAH-26: the morning tells who died, not how
        "hunter": ("hunter", "狩人の道連れ"),
        "spirit link": ("spirit link", "精霊使いの道連れ"),
        "fox curse": ("fox curse", "呪殺"),
        "lovers": ("lovers", "恋人の後追い"),
        "courthouse": ("courthouse", "裁判所の追加の処刑"),
        "arena": ("arena", "闘技場"),
        "graveyard": ("graveyard", "墓地（予言者の死）"),
        "mages_guild": ("mages_guild", "魔術師組合の指名"),
    },
)

#: what a chance draw decides (``Chance.what``; MAH-06, MAH-05, MAH-13, MAH-E02, MAH-E06, MAH-E24, MAH-E25)
CHANCE = PhraseBook(
    __name__,
    "CHANCE",
    {
        "roles dealt": ("roles dealt", "役職の配布"),
        "random white": ("random white", "初日白通知で選ばれた席"),
        "event deck shuffled": ("event deck shuffled", "イベントカードのシャッフル"),
        "illusionist_garden die": ("illusionist_garden die", "幻術師の庭のダイス"),
        "soul_vortex": ("soul_vortex", "魂の渦で配り直す役職"),
        "casino card": ("casino card", "カジノのカード"),
        "arena: a random werewolf": ("arena: a random werewolf", "闘技場で死亡する人狼の席（ランダム）"),
    },
)

SAY = PhraseBook(
    __name__,
    "SAY",
    {
        # the reasons a game ends (``MahouToshiGame.check_win``, ``_team_win``, ``_day_limit``)
        "every werewolf dead": ("MAH-40: every werewolf is dead", "MAH-40：人狼が全員死亡した"),
        "fewer humans": (
            "MAH-40: living humans ({}) are no more than living werewolves ({})",
            "MAH-40：生存している人間（{}人）が生存している人狼（{}人）以下になった",
        ),
        "fox instead": (
            "MAH-42: the fox is alive and wins instead; {}",
            "MAH-42：狐人が生存しており、代わりに勝つ。{}",
        ),
        "fox too": ("MAH-42: the fox is alive and wins too; {}", "MAH-42：狐人が生存しており、共に勝つ。{}"),
        "demon": ("MAH-41: the demon is executed after being targeted", "MAH-41：能力の対象となった魔人が処刑された"),
        "demon and": (
            "MAH-41: the demon is executed after being targeted; {}",
            "MAH-41：能力の対象となった魔人が処刑された。{}",
        ),
        "citizens with demon": (
            "MAH-42: the citizens win with the demon; {}",
            "MAH-42：市民陣営も魔人と共に勝つ。{}",
        ),
        "werewolves with demon": (
            "MAH-42: the werewolves win with the demon; {}",
            "MAH-42：人狼陣営も魔人と共に勝つ。{}",
        ),
        "day limit": (
            "MAH-04: the day limit: no side has won by the end of day {}",
            "MAH-04：日数制限：{}日目を終えても勝者が決まらない",
        ),
        # MAH-E02: the illusionist's rule change (``left 3``: three living players toward higher seats)
        "shift": ("{} {}", "{}に{}人"),
        "left": ("left", "左"),
        "right": ("right", "右"),
    },
    # MAH-40's counts as a player reads them (the records keep "living humans (2) are ...")
    read={
        "fewer humans": (
            "MAH-40: {0} {0|human is|humans are} alive, no more than the {1} living {1|werewolf|werewolves}"
        ),
    },
)


def shift(side: str, roll: int) -> Phrase:
    """MAH-E02: the illusionist's shift as the rule change's value (``left 3``);
    ``phrase.args`` are the direction's phrase and the roll."""
    return SAY("shift", SAY(side), roll)


#: MAH-31, MAH-E01 ... MAH-E25, MAH-R08: each rule change as a sentence, by the rule
#: change's name (an event card's id, or ``double_vote`` / ``no_vote``); the fields are
#: the rule change's subject, then its value's parts (``render._rule_change``). ``…
#: ends`` names a rule change that ends; an event card's is named by the card
RULES = PhraseBook(
    __name__,
    "RULES",
    {
        "rule change": ("rule change, {}: {} ({})", "ルール変更（{}）：{}（{}）"),
        "rule change ends": ("rule change ends: {} ({})", "ルール変更の終了：{}（{}）"),
        "rule in force": ("{}: {} ({})", "（{}）{}（{}）"),
        "source": ("{}, {}", "{}、{}"),
        # the scopes of ``core.modifiers``
        "tonight": ("tonight", "今夜"),
        "today": ("today", "今日"),
        "the next day": ("the next day", "翌日"),
        "permanent": ("from now on", "永続"),
        "until death": ("until death", "死ぬまで"),
        # each rule change
        "magic_school": ("the vote is free and every voter chants a spell", "自由投票。投票する時に必ず呪文を唱える"),
        "illusionist_garden": (
            "the attack target shifts {0} by {1}, counting living players only",
            "襲撃先が生存者{1}人分{0}にずれる",
        ),
        "library": ("the living end every sentence with 「{}」", "生存者は語尾に「{}」を必ずつけて話す"),
        "altar": ("every dead player's role is shown", "死亡した者の役職を公開する"),
        "magic_mirror": (
            "seat {} names during the night the player whose judgement is reversed",
            "席{}が夜の間に、判定が逆になる者を指名する",
        ),
        "bath": ("the first half of the discussion is off-topic", "議論の前半は人狼と関係ない話をする"),
        "guild": ("the attack cannot kill seat {}", "席{}は襲撃で死なない"),
        "church": (
            "seat {} and the night's attack victims join the discussion, without ability or vote",
            "席{}と夜の襲撃の犠牲者が、能力も投票もなしで議論に参加する",
        ),
        "clock_tower": ("the discussion time is halved", "議論時間が半分になる"),
        "bank": (
            "seat {} names during the night a player whose vote counts double",
            "席{}が夜の間に、二票を持つ者を指名する",
        ),
        "parliament": (
            "the vote style flips between free and simultaneous",
            "投票形式が自由投票と一斉投票で入れ替わる",
        ),
        "prison": ("seat {} is out of the game", "席{}はゲームから除外される"),
        "slum": ("a guard protects nobody", "護衛しても誰も守れない"),
        "babel": ("「{}」 is the only word the living may say", "生存者は「{}」しか言えない"),
        "beast_forest": ("the werewolves choose two attack targets", "人狼は襲撃先を2人選ぶ"),
        "thieves": (
            "seat {} names during the night a player who may not vote",
            "席{}が夜の間に、投票できなくなる者を指名する",
        ),
        "evil_cult": ("the madman learns every living werewolf", "狂人が生存しているすべての人狼を知る"),
        "casino": (
            "seat {} drew the {} card: a werewolf means two attack targets, a citizen no attack",
            "席{}がカジノで{}のカードを引いた：人狼なら襲撃先は2人、市民なら襲撃なし",
        ),
        "arena": (
            "a guard of the attack target kills a random werewolf; a guard of another player dies",
            "襲撃先を護衛した者がいればランダムな人狼1人が死亡し、別の者を護衛した者は死亡する",
        ),
        "legend_tree": (
            "seats {} and {} are lovers: when one dies, the other dies at once",
            "席{}と席{}は恋人：一方が死ぬと、もう一方も即座に死ぬ",
        ),
        "double_vote": ("seat {}'s vote counts double", "席{}の票は二票になる"),
        "double_vote ends": ("seat {}'s double vote", "席{}の二票"),
        "no_vote": ("seat {} may not vote", "席{}は投票できない"),
        "no_vote ends": ("seat {}'s loss of the vote", "席{}の投票不可"),
    },
)

#: what the game master says to everyone (``Announcement``: MAH-04, MAH-10, MAH-13, MAH-26,
#: MAH-32, the next-day cards' mornings), by the announcement's key; then the words
#: they are made of (a seat, a list of seats, a phase, a vote style: MAH-11)
ANNOUNCE = PhraseBook(
    __name__,
    "ANNOUNCE",
    {
        "day limit": (
            "the game ends with no winner if still undecided after day {} (MAH-04)",
            "{}日目を終えても決着がつかなければ、勝者なしで終了する（MAH-04）",
        ),
        "position": ("the game starts at day {} ({}); dead: {}", "{}日目（{}）から開始。死亡：{}"),
        "discussion": (
            ("discussion: {} minute (MAH-10)", "discussion: {} minutes (MAH-10)"),
            "議論時間：{}分（MAH-10）",
        ),
        "halved discussion": (
            ("discussion: {} minute, halved (MAH-E14)", "discussion: {} minutes, halved (MAH-E14)"),
            "議論時間：{}分（MAH-E14：時計塔で半分）",
        ),
        "short discussion": (
            "discussion: {} minute (MAH-R08: the moneylender died)",
            "議論時間：{}分（MAH-R08：金貸しが死亡した）",
        ),
        "no event": (
            "no event: the event deck is empty (MAH-13)",
            "イベントなし：イベントカードの山札が尽きた（MAH-13）",
        ),
        "no death": ("nobody died in the night (MAH-26)", "昨夜の犠牲者はいない（MAH-26）"),
        "silenced": (
            "seat {} may not speak for the first minute (MAH-R13, MAH-32)",
            "席{}は最初の1分間発言できない（MAH-R13、MAH-32）",
        ),
        "graveyard: nobody": (
            "the graveyard: no living seer, nobody dies (MAH-E03)",
            "墓地（MAH-E03）：生存している予言者がいないため、誰も死なない",
        ),
        "airship: empty": (
            "the airship: no card is left in the deck (MAH-E12)",
            "飛空艇（MAH-E12）：山札にイベントカードが残っていない",
        ),
        "courthouse: nobody": (
            "the courthouse: a second tie, nobody more is executed (MAH-E15)",
            "裁判所（MAH-E15）：再び同数のため、追加の処刑はない",
        ),
        "prison: nobody": (
            "the prison: a second tie, nobody is imprisoned (MAH-E18)",
            "監獄（MAH-E18）：再び同数のため、誰も除外されない",
        ),
        "prison": (
            "the prison: seat {} is out of the game tonight (MAH-E18)",
            "監獄（MAH-E18）：席{}は今夜ゲームから除外される",
        ),
        "library": (
            "the library (MAH-E05): today the living end every sentence with 「{}」",
            "図書館（MAH-E05）：今日の議論中、生存者は語尾「{}」を必ずつけて話す",
        ),
        "babel": (
            "babel (MAH-E20): today 「{}」 is the only word the living may say",
            "バベルの魔塔（MAH-E20）：今日の議論中、生存者は「{}」しか言えない",
        ),
        "bath": (
            "the bath (MAH-E10): the first half of today's discussion is off-topic",
            "共同風呂（MAH-E10）：今日の議論の前半は人狼と関係ない話をする",
        ),
        "clock_tower": (
            "the clock tower (MAH-E14): today's discussion time is halved",
            "時計塔（MAH-E14）：今日の議論時間は半分",
        ),
        "magic_school": (
            "the magic school (MAH-E01): today's vote is free; every voter chants a spell",
            "魔法学園（MAH-E01）：今日は自由投票。投票する時に必ず呪文を唱える",
        ),
        "parliament": ("the parliament (MAH-E17): today's vote is {}", "議事堂（MAH-E17）：今日の投票形式は{}"),
        "church": (
            "the church (MAH-E13): {} join today's discussion (no ability, no vote)",
            "教会（MAH-E13）：{}が今日の議論に参加する（能力・投票なし）",
        ),
        # the words of the announcements
        "seat": ("seat {}", "席{}"),
        "and": ("{} and {}", "{}・{}"),
        "comma": ("{}, {}", "{}、{}"),
        "nobody": ("nobody", "なし"),
        "day": ("day", "昼"),
        "night": ("night", "夜"),
        "simultaneous": ("simultaneous", "一斉投票"),
        "in_turn": ("in_turn", "順番投票"),
        "free": ("free", "自由投票"),
    },
)


def seat_list(seats: tuple[int, ...], joiner: str = "and") -> Phrase:
    """Seats (one or more) as one phrase, joined by ``and`` (``seat 1 and seat 4`` /
    ``席1・席4``) or by ``comma`` (``seat 1, seat 4`` / ``席1、席4``)."""
    first, *rest = (ANNOUNCE("seat", s) for s in seats)
    for seat in rest:
        first = ANNOUNCE(joiner, first, seat)
    return first


#: what a seat learns (``Knowledge.fact``: MAH-05, MAH-R02, MAH-R03, MAH-R06, MAH-R14,
#: MAH-E23, MAH-E24), and the two judgements (MAH-R02)
FACT = PhraseBook(
    __name__,
    "FACT",
    {
        "is a": ("seat {} is a {}", "席{}は{}"),
        "judged": ("seat {} is {}", "席{}の判定は{}"),
        "random white": ("seat {} is human (random white, MAH-05)", "席{}は人間（初日白通知、MAH-05）"),
        "medium": ("executed seat {} was {}", "処刑された席{}の判定は{}"),
        "cult": ("seat {} is a werewolf (evil cult, MAH-E23)", "席{}は人狼（邪心教団、MAH-E23）"),
        "casino": (
            "the casino card is {}: {} attack targets tonight (MAH-E24)",
            "カジノのカードは{}：今夜の襲撃先は{}人（MAH-E24）",
        ),
        "human": ("human", "人間"),
        "werewolf": ("werewolf", "人狼"),
    },
)
