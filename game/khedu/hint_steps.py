"""Why a hinted fight step or placement, in outcomes the player can check, read from the seat's view only
(scenes/khedu/hint_words.py puts them in the bar, longest first).

A blind tester read fixed words that were false or empty: "Turn the 2s up — it brings the total closer to the defence"
at 10 vs 10, already won; "Sing X — it bends this fight your way" with no odds; "Take Legacy points — it serves your
score best now" while 3 Honor would have made the hero ascend; "keep your Cadences for a harder fight" in a Desert
fight that touched none of their units; "Place … (1 Influence)" with no word on the unit."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from baraza.game.khedu import odds
from baraza.game.khedu.ai_ending import ending_outlook, leaving_score
from baraza.game.khedu.ai_last import is_last_turn
from baraza.game.khedu.dice import adjusted_dice
from baraza.game.khedu.hint_reasons import cost_words, hold_stakes, payoff_words

ASCEND = 3  # Honor at which a retiring clan hero ascends and adds its reward (rules §8)
ETERNAL_PRICE = 5  # Honor an Eternal Cadence costs at a Meditation
THROWN = 0.01  # under this with every song of the seat's, a fight its rival turns down is lost: a song is wasted

Pct = Callable[[float], str]


def _mine(view, seat: int, ref: tuple) -> bool:
    return tuple(ref[:2]) == ("cadre", seat)


def my_side(view, seat: int) -> str:
    """The side of the fight now open that the seat plays for: its hero's; else against a rival's hero (a Desert
    unit a rival provoked at its own hero: the seat wants that hero to fall, where "a rival's fight, so the
    defender's" told a tester "lowers your chance 74% → 40%" of a song that helped them); else the attacker's when
    it started the fight; else the defender's."""
    c = view.combat
    want = odds.wants_attacker(seat, c.attacker.where, c.defender.where)
    if want is None:  # Desert against Desert (or two rivals' heroes): with the instigator, else against it
        want = c.instigator == seat
    return "attacker" if want else "defender"


def _hero_of(view, seat: int) -> tuple[str, str] | None:
    """(rival's name, unit name) of the rival's hero the seat's side fights, None when none does."""
    c = view.combat
    unit = c.defender if my_side(view, seat) == "attacker" else c.attacker
    if unit.where[0] == "cadre" and unit.where[1] != seat:
        return view.players[unit.where[1]].name, unit.name
    return None


def side_words(view, seat: int) -> tuple[str, str]:
    """Whose chance the seat's is, (long, short): "your chance", or in a fight none of its units is in, what it
    wants to happen: "the Desert's chance to beat Player 2's Khana Ekkubana", "the Desert's chance"."""
    c = view.combat
    if c.instigator == seat or _mine(view, seat, c.attacker.where) or _mine(view, seat, c.defender.where):
        return "your chance", "your chance"
    attacker = my_side(view, seat) == "attacker"
    unit = c.attacker if attacker else c.defender
    who = "the Desert's" if unit.where[0] == "desert" else f"{view.players[unit.where[1]].name}'s"
    hero = _hero_of(view, seat)
    if hero is None:
        return f"{who} chance", f"{who} chance"
    return f"{who} chance {'to beat' if attacker else 'to hold against'} {hero[0]}'s {hero[1]}", f"{who} chance"


def dice_against(view, seat: int) -> str | None:
    """The rival who moves this fight's equal dice against the seat's side (it started the fight and lowers them
    for its own hero, odds.dice_lowered), None when nobody does."""
    c = view.combat
    if c.instigator == seat or my_side(view, seat) != "attacker":
        return None
    return view.players[c.instigator].name if odds.dice_lowered(c.instigator, c.attacker.where,
                                                                  c.defender.where) else None


def rivals_holding(view, seat: int) -> list[str]:
    """The rivals still in the song who hold a Cadence they may sing in this fight."""
    c = view.combat
    out = []
    for p in view.players:
        if p.seat == seat or p.exhausted:
            continue
        involved = c is not None and (_mine(view, p.seat, c.attacker.where) or _mine(view, p.seat, c.defender.where))
        if any(e.occupied and (involved or not e.eternal) for e in p.ensemble):
            out.append(p.name)
    return out


def _chance_after(view, key: str) -> float:
    """The attacker's chance once the Cadence `key` is sung, its dice moved as its instigator wants."""
    return odds.combat_chance(view, *odds.CADENCE_EFFECT[key])


def cadence_reasons(view, seat: int, slot: int, pct: Pct) -> list[str]:
    """Why sing the Cadence in `slot`: the chance of what the seat wants before and after ("lifts your chance
    45% → 78%", "lifts the Desert's chance to beat Player 2's Khana Ekkubana 11% → 40%"), who moves the dice
    against it, and that a rival may still answer."""
    c, cad = view.combat, view.players[seat].ensemble[slot]
    if c is None or not cad.key:
        return []
    attacker = my_side(view, seat) == "attacker"
    before, after = odds.combat_chance(view), _chance_after(view, cad.key)
    m0, m1 = (before, after) if attacker else (1 - before, 1 - after)
    verb = "lifts" if m1 > m0 else "leaves" if pct(m1) == pct(m0) else "lowers"
    whose, short = side_words(view, seat)
    said, brief = f"{verb} {whose} {pct(m0)} → {pct(m1)}", f"{verb} {short} {pct(m0)} → {pct(m1)}"
    # a song for another's side says why it serves the seat: a rival's hero falls (only where it lifts that side)
    why, brief_why = _fall_words(view, seat) if verb == "lifts" else ("", "")
    lowers = dice_against(view, seat)
    down = f" ({lowers} moves the dice and will turn pairs down)" if lowers else ""
    free = "; an Eternal, it stays yours" if cad.eternal and not is_last_turn(view, seat) else ""
    rivals = rivals_holding(view, seat)
    answer = f"; {rivals[0] if len(rivals) == 1 else 'a rival'} may still answer" if rivals else ""
    # the bare chances last, for a bar squeezed by its buttons ("Hint: Sing Whitesand Ballad." told no why: khedu20)
    return list(dict.fromkeys([f"{said}{down}{why}{free}{answer}", f"{said}{why}{answer}", f"{said}{why}",
                               f"{brief}{brief_why}", brief, f"{pct(m0)} → {pct(m1)}"]))


def _fall_words(view, seat: int) -> tuple[str, str]:
    """Why a song that lifts the other side's chance in a fight none of the seat's units is in serves the seat,
    (long, short): "; if the Desert wins, Player 2 loses that hero and its 2 Honor", ": if it wins, Player 2's hero
    falls" (the loser of a fight leaves its place; "lifts the Desert's chance …" said no why: khedu26). ("", "") when
    the chance lifted is the seat's own or no rival's hero fights."""
    c = view.combat
    if c.instigator == seat or _mine(view, seat, c.attacker.where) or _mine(view, seat, c.defender.where):
        return "", ""
    hero = _hero_of(view, seat)
    if hero is None:
        return "", ""
    attacker = my_side(view, seat) == "attacker"
    side, foe = (c.attacker, c.defender) if attacker else (c.defender, c.attacker)
    who = "the Desert" if side.where[0] == "desert" else f"{view.players[side.where[1]].name}'s {side.name}"
    wins = "wins" if attacker else "holds"
    its = f" and its {foe.honor} Honor" if foe.honor else ""
    return f"; if {who} {wins}, {hero[0]} loses that hero{its}", f": if it {wins}, {hero[0]}'s hero falls"


def _singable(view, seat: int) -> list:
    """The seat's Cadences it may still sing in the fight now open: one already sung stays in its place, face up,
    until the fight ends (after two Sandfire Hymns a Hint said "91% with your best one", counting them again); an
    Eternal only in its own Cadre's fights (game/khedu/queries.py playable_cadences)."""
    c = view.combat
    sung = Counter(key for s, key, _name, _kind, _eternal in c.cadences if s == seat)
    involved = _mine(view, seat, c.attacker.where) or _mine(view, seat, c.defender.where)
    out = []
    for e in view.players[seat].ensemble:
        if not (e.occupied and e.key) or (e.eternal and not involved):
            continue
        if e.face_up and sung[e.key] > 0:
            sung[e.key] -= 1
            continue
        out.append(e)
    return out


def _best_lift(view, seat: int, attacker: bool) -> tuple[float, float, float] | None:
    """(the seat's chance now, its best chance with one Cadence of its own sung for its side, with all of them
    sung), None: none helps."""
    now = odds.combat_chance(view)
    now = now if attacker else 1 - now
    kind = "offensive" if attacker else "defensive"
    best, every = None, [0, 0, 0]
    for e in _singable(view, seat):
        if e.kind == kind:
            p = _chance_after(view, e.key)
            p = p if attacker else 1 - p
            best = p if best is None else max(best, p)
            every = [x + y for x, y in zip(every, odds.CADENCE_EFFECT[e.key], strict=True)]
    if best is None:
        return None
    together = odds.combat_chance(view, *every)
    return now, best, together if attacker else 1 - together


def cadence_done_reasons(view, seat: int, pct: Pct) -> list[str]:
    """Why sing no Cadence now: a fight that touches none of the seat's units, odds already safe or out of reach, a
    Cadence that would change little; and, with a rival still holding Cadences, that No Cadence passes this round
    only (the seat may answer their songs; "Sing no more this fight" may not: blind tester)."""
    c = view.combat
    if c is None:
        return []
    rivals = rivals_holding(view, seat)
    who = rivals[0] if len(rivals) == 1 else "a rival"
    warn = [f"; if {who} sings, you may still answer", f"; {who} may still sing"] if rivals else ["", ""]
    # on the seat's last turn nothing is kept for later: the words say what the fight's result scores now (a
    # tester read "keep your Cadences" on a turn with no turn after it)
    keep, last = ("", True) if is_last_turn(view, seat) else (", keep your Cadences", False)
    thrown = _thrown(view, seat, pct)
    if thrown:
        return thrown
    if c.attacker.where[0] != "cadre" and c.defender.where[0] != "cadre":
        why = f"Desert against Desert: none of your units is at stake{keep}"
        return [f"{why}{warn[0]}", f"{why}{warn[1]}", why, "none of your units is at stake"]
    if not _mine(view, seat, c.attacker.where) and not _mine(view, seat, c.defender.where) \
            and c.instigator != seat and _hero_of(view, seat) is None:
        why = f"none of your units fights here{keep}"
        return [f"{why}{warn[0]}", f"{why}{warn[1]}", why]
    lift = _best_lift(view, seat, my_side(view, seat) == "attacker")
    # whose fight and which way it goes: "keep your Cadences" alone named no side nor fight (blind tester, khedu17)
    if lift is None:
        why = "none of your Cadences helps your side here"
    elif lift[0] >= 0.95 or lift[1] <= 0.05:
        sure = _sure_words(view, seat, lift[0] >= 0.95, pct(lift[0] if lift[0] >= 0.95 else 1 - lift[0]))
        why = f"{sure}: a song would not change what it scores" if last else \
            f"{sure}: keep your Cadences for closer fights"
    elif lift[1] - lift[0] < 0.08:
        why = f"your best Cadence lifts {side_words(view, seat)[1]} only {pct(lift[0])} → {pct(lift[1])}" \
            + ("" if last else ": keep it for a closer fight")
    elif last:
        why = f"{pct(lift[0])} now, {pct(lift[1])} with your best Cadence, for little to score"
    else:
        why = f"keep your Cadences: {side_words(view, seat)[1]} is {pct(lift[0])} now, {pct(lift[1])} with your best one"
    return [f"{why}{warn[0]}", f"{why}{warn[1]}", why]


def _sure_words(view, seat: int, mine: bool, odds_said: str) -> str:
    """"your Chieftain wins this fight anyway (98%)", "Player 2's Khana KuDjani wins this fight anyway (98%)": who
    wins a fight decided either way; `mine`, the seat's side is the sure one."""
    c = view.combat
    attacker_wins = (my_side(view, seat) == "attacker") == mine
    unit = c.attacker if attacker_wins else c.defender
    where = unit.where
    who = unit.name if where[0] != "cadre" else \
        f"your {unit.name}" if where[1] == seat else f"{view.players[where[1]].name}'s {unit.name}"
    return f"{who} {'wins' if attacker_wins else 'holds'} this fight anyway ({odds_said})"


def _thrown(view, seat: int, pct: Pct) -> list[str]:
    """"Player 2 controls these dice and will turn them down for its Khana Ekkubana: <1% with all your songs, a song
    here is wasted", when the rival who started the fight lowers its equal dice for its own hero and every song of
    the seat's leaves the attacker under `THROWN` (a tester was told to sing two Sandfire Hymns into a fight the AI
    then turned down). Never quite sure: a triple cannot be moved."""
    lowers = dice_against(view, seat)
    lift = _best_lift(view, seat, True) if lowers else None
    if lift is None or max(lift) >= THROWN:
        return []
    hero = _hero_of(view, seat)
    its = f"its {hero[1]}" if hero else "its hero"
    return [f"{lowers} controls these dice and will turn them down for {its}: {pct(lift[2])} with all your songs, "
            "a song here is wasted", f"{lowers} controls these dice and will turn them down: a song here is wasted",
            f"{lowers} controls these dice: a song here is wasted"]


def adjust_reasons(view, face: int, way: str) -> list[str]:
    """Why move the equal dice showing `face`, by outcome: "turns 9 vs 10 into 11 vs 10: a win", "a win either
    way", "lost either way"."""
    c = view.combat
    if c is None or not c.dice:
        return []
    choices = dict(c.choices)
    before = sum(adjusted_dice(c.dice, choices)) + c.bonus
    after = sum(adjusted_dice(c.dice, {**choices, face: way})) + c.bonus
    d = c.defence
    if way == "high":
        if before < d <= after:
            return [f"turns {before} vs {d} into {after} vs {d}: a win", "a win"]
        if before >= d:
            return [f"a win either way: {before} vs {d} now, {after} raised; Resolve does the same",
                    f"a win either way ({before} or {after} vs {d})", "a win either way"]
        if c.best_total >= d:
            return [f"raises {before} to {after}, on the way to {c.best_total} vs {d}: a win",
                    f"{before} → {after}; every set up makes {c.best_total} vs {d}", f"on to {c.best_total} vs {d}"]
        return [f"{before} → {after}, but {c.best_total} at best vs {d}: lost either way",
                f"lost either way ({c.best_total} at best vs {d})", "lost either way"]
    if before >= d > after:  # lowered: the seat plays for the defender (its own hero)
        return [f"turns {before} vs {d} into {after} vs {d}: the defence holds", "the defence holds"]
    if after >= d:
        return [f"lowers {before} to {after}, still {after} vs {d}: lower every set to hold", "lower every set"]
    return [f"the defence holds either way ({before} or {after} vs {d})", "it holds either way"]


def reward_reasons(view, seat: int, how: str) -> list[str]:
    """LP or Honor compared: LP are safe; Honor on the hero scores while it stands, falls with it, makes it ascend at
    3 (its reward once more when it retires) and pays for an Eternal Cadence at 5."""
    c = view.combat
    if c is None:
        return []
    held = tuple(c.attacker.where[:2]) != ("cadre", c.reward_seat)
    unit = c.defender if held else c.attacker
    now = view.players[seat].cadre[unit.where[2]] if unit.where[0] == "cadre" else None
    hero = now if now is not None else unit
    v, h = c.reward_value, hero.honor
    ascends = h < ASCEND <= h + v
    if is_last_turn(view, seat):
        return _last_reward_reasons(hero, v, h, ascends, how)
    eternal = h < ETERNAL_PRICE <= h + v and any(e.occupied and not e.eternal for e in view.players[seat].ensemble)
    if how == "lp":
        if ascends:
            return [f"{v} LP are safe; as Honor {hero.name} would reach {h + v} and ascend for +{hero.reward} when it "
                    "retires, but the Honor falls with the hero",
                    f"safe; as Honor it would ascend for +{hero.reward}, if {hero.name} survives",
                    f"safe now; Honor: +{hero.reward} if it survives"]
        if eternal:
            return [f"{v} LP are safe; {h + v} Honor would buy an Eternal Cadence, but fall with {hero.name}",
                    "safe; Honor would buy an Eternal Cadence"]
        return [f"{v} LP are safe; as Honor they score the same but fall with {hero.name}",
                f"safe; as Honor they would fall with {hero.name}"]
    if ascends:
        return [f"{hero.name} reaches {h + v} Honor: it ascends for +{hero.reward} when it retires (LP would be safe "
                "from a fall)", f"{h + v} Honor: it ascends for +{hero.reward} when it retires",
                f"ascends: +{hero.reward} at retiring"]
    if eternal:
        return [f"{h + v} Honor on {hero.name} buys an Eternal Cadence at a Meditation",
                f"{h + v} Honor buys an Eternal Cadence"]
    return [f"Honor scores like LP while {hero.name} stands, and builds to {ASCEND} to ascend",
            "it scores while the hero stands"]


def _last_reward_reasons(hero, v: int, h: int, ascends: bool, how: str) -> list[str]:
    """LP or Honor on the seat's last turn, by what each scores by the turn's end: the hero retires then and its
    Honor counts (with its reward at 3); an Eternal Cadence or a fall on a later turn no longer matter (a tester
    read "Honor … falls with Khana Ekkubana" on a turn with no turn after it)."""
    if how == "lp":
        if ascends:
            return [f"{v} LP score at once; as Honor, {hero.name} would ascend for +{hero.reward} only if no fight "
                    "this turn beats it", f"{v} LP score at once", "they score at once"]
        return [f"{v} LP score at once; as Honor they would score the same when {hero.name} retires at this "
                "turn's end, if no fight beats it first", f"{v} LP score at once, Honor only when the hero retires",
                "they score at once"]
    if ascends:
        return [f"{hero.name} reaches {h + v} Honor and ascends as it retires at this turn's end: +{h + v} and its "
                f"reward +{hero.reward}, {hero.reward} more than LP", f"{h + v} Honor: it ascends at this turn's end, "
                f"+{hero.reward} more than LP", f"it ascends: +{hero.reward}"]
    return [f"Honor scores like LP when {hero.name} retires at this turn's end",
            "it scores when the hero retires at this turn's end"]


def place_reasons(view, seat: int, card: int, data) -> list[str]:
    """Why place this unit: its clan (a clan hero's wins score), its dice and defence against the other units in
    hand, and the clan aura it switches on."""
    me = view.players[seat]
    held = {c.card: c.key for c in me.hand or ()}
    key = held.get(card)
    if key not in data.units:
        return []
    u = data.units[key]
    stats = f"{u.dice} dice, defence {u.defence}"
    if u.denomination != me.clan:
        if u.infiltrating:
            return [f"it infiltrates: it may attack a rival's heroes ({stats}); not {me.clan}, its wins stay Honor",
                    f"it infiltrates, so it may attack a rival's heroes ({stats})", "it may attack a rival's heroes"]
        return [f"{stats}; not {me.clan}, its wins become Honor on it", stats]
    kin = [data.units[k] for k in held.values() if k in data.units and data.units[k].denomination == me.clan]
    rank = (u.dice, u.defence)
    if len(kin) == 1:
        which = f"your only {me.clan} unit in hand"
    elif all(rank >= (k.dice, k.defence) for k in kin):
        which = f"your strongest {me.clan} unit in hand"
    else:
        which = f"a {me.clan} unit"
    aura = _aura_words(view, me.clan, u.denomination)
    lead = f"{which}: {stats}, its wins score for you"
    return ([f"{lead}; {aura}"] if aura else []) + [lead, f"{stats}, {which}", stats]


def last_place_reasons(view, seat: int, card: int, data) -> list[str]:
    """Why place this unit with the last Influence, longest first, the reasons the AI weighs it by (ai.py
    _place_value): safely ahead, ending the song keeps the win; with no clan hero in the Cadre, this one's wins would
    score; else what the unit is (place_reasons). "It spends your last Influence, so your song ends" alone gave a
    consequence for a reason (khedu23)."""
    me = view.players[seat]
    held = {c.card: c for c in me.hand or ()}
    u = data.units.get(held[card].key) if card in held else None
    if u is None:
        return []
    said = []
    rivals = [p for p in view.players if p.seat != seat]
    if rivals and ending_outlook(view, seat) == "safe":
        lead = leaving_score(me) - max(leaving_score(p) for p in rivals)
        said += [f"you lead by {lead}, more than the others can make up: ending your song keeps the win",
                 f"you lead by {lead}: ending keeps the win"]
    if u.denomination == me.clan and not any(h is not None and h.denomination == me.clan for h in me.cadre):
        said += [f"no {me.clan} hero stands in your Cadre: {u.name} would fight from it and its wins score for you "
                 f"({u.dice} dice, defence {u.defence})", f"no {me.clan} hero in your Cadre: its wins would score",
                 f"the {me.clan} hero your Cadre lacks", "a hero whose wins score"]
    return said + place_reasons(view, seat, card, data)


def _aura_words(view, clan: str, denomination: str) -> str | None:
    """The clan aura a second unit of the clan in play switches on (game/khedu/odds.py attack_numbers)."""
    if odds.in_play(view, denomination) != 1:
        return None
    return {"Hadimi": "with 2 Hadimi in play your Hadimi attacks cost at most 2 cards",
            "Rahala": "with 2 Rahala in play your Rahala heroes defend at +4"}.get(clan)


def desert_fight_words(view, att_ref: tuple, def_ref: tuple) -> list[str]:
    """What a Desert unit against a Desert unit does for the seat (sent at its own hero: what the hold scores, what a
    fall costs): what a win brings it (most often nothing to its
    score: the solo tester khedu25 won the hinted fight and the score stayed 1), and win or lose, a stack turns over
    (a new unit comes up) and the victor takes the beaten unit's reward and Honor, a richer target for your heroes
    later."""
    said = _desert_fight_words(view, att_ref, def_ref)
    paid = cost_words(view, view.viewer, att_ref, def_ref) if said and view.viewer is not None else ""
    if not paid:
        return said
    # the cards the attack costs, win or lose, first in the longest wordings (khedu26 read the payoff alone), in
    # two words beside the shortest payoff for a crowded bar
    brief = paid.replace("the attack ", "").replace(" from your hand", "")
    return list(dict.fromkeys([f"{paid}; {x}" for x in said] + said[:1] + [f"{brief}; {said[-1]}"] + said[1:]))


def _desert_fight_words(view, att_ref: tuple, def_ref: tuple) -> list[str]:
    """desert_fight_words without the cards the attack costs."""
    if att_ref[0] == "desert" and view.viewer is not None and tuple(def_ref[:2]) == ("cadre", view.viewer):
        return hold_stakes(view, view.viewer, att_ref, def_ref)  # sent at the seat's own hero: what the hold scores
    if att_ref[0] != "desert" or def_ref[0] != "desert":
        return []
    a, d = odds.unit_at(view, att_ref), odds.unit_at(view, def_ref)
    if a is None or d is None:
        return []
    pay = payoff_words(view, view.viewer, att_ref, def_ref, persistence=False, cost=False) \
        if view.viewer is not None else ""
    join = ", but " if pay.endswith("nothing") else "; "

    def nxt(ref: tuple) -> str | None:
        units = view.desert[ref[1]].units
        return units[1].name if len(units) > 1 else None

    win, loss = nxt(def_ref), nxt(att_ref)
    up = " or ".join(dict.fromkeys(n for n in (win, loss) if n))
    worth = sorted({d.reward + d.honor, a.reward + a.honor})
    rich = f"{worth[0]}" if len(worth) == 1 else f"{worth[0]} or {worth[1]}"
    said = [f"either way a Desert stack turns over ({up} comes up) and the victor takes {rich} Honor, a richer "
            "target for your heroes", f"either way a Desert stack turns over ({up} comes up)",
            "either way a Desert stack turns over"] if up else \
        [f"the victor takes {rich} Honor, a richer target for your heroes"]
    return [f"{pay}{join}{x}" for x in said] + [pay] if pay else said
