"""What the rivals may still sing against a hinted attack, read from the seat's view only, and what a lost fight gives
them (scenes/khedu/hint_words.py words the Hint with it).

A blind tester was told "Himbua Colossus attacks Chieftain — it wins 99%"; the rival then sang three Cadences and the
fight fell to 10 %. Another read "48 % … a loss costs only 3 cards" and one Mirage Lament made it 9 %, while the loss
gave the rival 3 points. The odds a hint gives are before songs: it says so and, when a rival holds Cadences that may
answer, estimates the chance once they are sung (its face-up ones as they are, its face-down ones as what the unseen
part of the Cadence deck makes likely)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from math import comb

from baraza.game.khedu import odds
from baraza.game.khedu.dice import win_probability

COPIES = 4  # copies of each War Cadence design in the 16-card deck (assets/data/khedu/cadences.toml)
DEFENDS = ("whitesand_ballad", "mirage_lament")  # the kinds that help the defender (odds.CADENCE_EFFECT)


@dataclass(frozen=True, slots=True)
class Answer:
    """The rivals' possible answer to an attack the seat declares now."""

    rival: str  # "Player 2", or "the rivals" with more than one
    hidden: int  # their face-down Cadences, any of which may defend
    shown: tuple[str, ...]  # their face-up Cadences that defend, names
    before: float  # the seat's chance before any song (its free Eternal Cadences sung)
    after: float  # the chance once they sing every defending Cadence they may hold (an average over the hidden ones)
    back: float | None  # … and once the seat answers with its own offensive Cadences (None: it holds none)


def unseen(view, seat: int) -> Counter:
    """The Cadences by key the seat has not seen: the deck's 16 less its own and every face-up one."""
    pool = Counter({key: COPIES for key in odds.CADENCE_EFFECT})
    for p in view.players:
        for c in p.ensemble:
            if c.occupied and c.key:
                pool[c.key] -= 1
    for st in view.desert:
        if st.cadence is not None and st.cadence.flipped and st.cadence.key:
            pool[st.cadence.key] -= 1
    return Counter({k: max(0, n) for k, n in pool.items()})


def _numbers(view, seat: int, att_ref: tuple, def_ref: tuple) -> tuple[int, int, int]:
    """(dice, bonus, defence) before songs, the seat's free Eternal Cadences sung (odds.attack_odds)."""
    _cost, dice, bonus, defence = odds.attack_numbers(view, seat, att_ref, def_ref)
    for c in view.players[seat].ensemble:
        if c.occupied and c.eternal and c.key:
            dd, db, df = odds.CADENCE_EFFECT[c.key]
            if c.kind == "offensive" and att_ref[:2] == ("cadre", seat):
                dice, bonus = dice + dd, bonus + db
            if c.kind == "defensive" and def_ref[:2] == ("cadre", seat):
                dice, defence = dice + dd, defence + df
    return dice, bonus, defence


def rival_answer(view, seat: int, att_ref: tuple, def_ref: tuple) -> Answer | None:
    """What the rivals still in the song may sing against `seat`'s attack: None when nobody may answer (solo, no
    rival holds a Cadence) or nobody has a stake (a Desert unit against a Desert unit touches no Cadre, and the AI
    sings only for a stake), or when the seat plays for the defender (its own hero defends)."""
    if view.solo or def_ref[:2] == ("cadre", seat) or not (att_ref[0] == "cadre" or def_ref[0] == "cadre"):
        return None
    rivals = [p for p in view.players if p.seat != seat and not p.exhausted]
    hidden, shown, dice_off, def_on = 0, [], 0, 0
    for p in rivals:
        involved = (att_ref[:2] == ("cadre", p.seat)) or (def_ref[:2] == ("cadre", p.seat))
        for c in p.ensemble:
            if not c.occupied:
                continue
            if c.key is None:
                hidden += 1
            elif c.key in DEFENDS and (involved or not c.eternal):  # an Eternal sings only for its owner's heroes
                shown.append(c.name or c.key)
                dd, _db, df = odds.CADENCE_EFFECT[c.key]
                dice_off, def_on = dice_off + dd, def_on + df
    if not rivals:
        return None
    dice, bonus, defence = _numbers(view, seat, att_ref, def_ref)
    before = win_probability(dice, bonus, defence)
    pool = unseen(view, seat)
    whites, mirages = pool["whitesand_ballad"], pool["mirage_lament"]
    others = sum(pool.values()) - whites - mirages
    n = min(hidden, whites + mirages + others)
    total = comb(whites + mirages + others, n) or 1
    mine = [odds.CADENCE_EFFECT[c.key] for c in view.players[seat].ensemble
            if c.occupied and c.key and c.kind == "offensive" and not c.eternal]
    up_dice, up_bonus = sum(m[0] for m in mine), sum(m[1] for m in mine)
    after = back = 0.0
    for w in range(n + 1):  # the face-down ones: a hypergeometric draw from what the seat has not seen
        for m in range(n + 1 - w):
            ways = comb(whites, w) * comb(mirages, m) * comb(others, n - w - m)
            if not ways:
                continue
            d, f = dice + dice_off - m, defence + def_on + 3 * w
            after += ways / total * win_probability(max(1, d), bonus, f)
            back += ways / total * win_probability(max(1, d + up_dice), bonus + up_bonus, f)
    name = rivals[0].name if len(rivals) == 1 else "the rivals"
    return Answer(name, hidden, tuple(shown), before, after, back if mine else None)


def answer_words(ans: Answer, pct: Callable[[float], str], eternal: bool) -> list[str]:
    """The odds with what they assume, longest first: "99% before songs; Player 2 holds 4 hidden Cadences that may
    answer: about 31% if it sings them". With no Cadence left to the rivals, that the odds stand."""
    now = f"{pct(ans.before)} with your Eternal sung" if eternal else f"{pct(ans.before)} before songs"
    holds = [f"{ans.hidden} hidden Cadence{'' if ans.hidden == 1 else 's'}"] if ans.hidden else []
    holds += [", ".join(ans.shown)] if ans.shown else []
    if not holds:  # nothing can answer: the odds stand as they are
        now = f"{pct(ans.before)} with your Eternal sung" if eternal else f"{pct(ans.before)}"
        return [f"it wins {now}; {ans.rival} holds no Cadence that defends", f"{now}; {ans.rival} cannot answer",
                f"it wins {now}"]
    held = " and ".join(holds)
    it = "they" if ans.rival == "the rivals" else "it"
    its, sings = ("their", "sing") if it == "they" else ("its", "sings")
    if pct(ans.after) == pct(ans.before):
        return [f"it wins {now}; {ans.rival}'s {held} would hardly change it", f"{now}, even if {ans.rival} {sings}"]
    back = f" ({pct(ans.back)} once you answer with yours)" if ans.back is not None and \
        pct(ans.back) != pct(ans.after) else ""
    # the estimate is the rival singing every Cadence it may: said as an if ("about 19% once Player 2 answers" read
    # as if it surely would: khedu23)
    return [f"it wins {now}; {ans.rival} holds {held} that may answer: about {pct(ans.after)} if {it} "
            f"{sings} them{back}",
            f"{now}; about {pct(ans.after)} if {ans.rival} {sings} {its} {held}",
            f"{now}; about {pct(ans.after)} if {ans.rival} {sings} all {its} Cadences",
            f"{now}, ~{pct(ans.after)} if all sung", f"{now}, ~{pct(ans.after)} after"]  # a bar of ~190 px (khedu19)


def loss_gift(view, seat: int, att_ref: tuple, def_ref: tuple) -> str | None:
    """What a lost attack gives a rival whose hero defends: "gives Player 2 4 points" (its clan hero takes the
    attacker's reward and captured Honor: LP or Honor, both scoring) or "puts 4 Honor on Player 2's Scout" (a hero
    of another clan keeps it all as Honor). None when the defender is not a rival's hero."""
    if def_ref[0] != "cadre" or def_ref[1] == seat:
        return None
    a, d = odds.unit_at(view, att_ref), odds.unit_at(view, def_ref)
    if a is None or d is None:
        return None
    owner = view.players[def_ref[1]]
    value = a.reward + a.honor
    if d.denomination == owner.clan:
        return f"gives {owner.name} {value} point{'' if value == 1 else 's'}"
    return f"puts {value} Honor on {owner.name}'s {d.name}"
