"""The words of Khedu's hints: why a kind of move is worth making, what a Meditation would bring a seat now and
whether it has a later turn to restock for, and a hinted attack's odds and purpose (split from prompt.py, which
holds the bar)."""

from __future__ import annotations

from baraza.game.khedu.hint_answers import answer_words, rival_answer
from baraza.game.khedu.hint_opening import discard_reasons, reveal_reasons
from baraza.game.khedu.hint_pay import payment_reasons
from baraza.game.khedu.hint_reasons import (
    clan_meditation_gain,
    last_turn_gain,
    meditate_over_fight,
    persistence_words,
    stake_words,
)
from baraza.game.khedu.hint_reasons import fights as open_fights
from baraza.game.khedu.hint_steps import (
    adjust_reasons,
    cadence_done_reasons,
    cadence_reasons,
    desert_fight_words,
    last_place_reasons,
    place_reasons,
    reward_reasons,
)
from baraza.game.khedu.odds import wants_attacker as want_attacker
from baraza.scenes.khedu.layout import mat_seat, unit_at

HINT_REASONS = {  # why the hinted kind of move is worth making, in a few words
    "place": "a hero fights from your Cadre and carries Honor to your score",
    "command": "its effect is worth its LP now",
    "meditate": "a quiet turn to restock",  # worded from the state by meditate_reason
    "pass": "nothing else is worth doing this turn",
    "end_turn": "nothing more is worth its cost this turn",
    "end_run": "the run ends after this turn anyway: no pass to pay",
    "pay": "the card you need least",
    "cadence": "it helps your side of this fight",  # worded with the odds by hint_steps.cadence_reasons
    "cadence_done": "keep your Cadences for a harder fight",
    "roll": "nothing more to add before the dice",
    "adjust": "it plays the dice for your side",  # worded by outcome by hint_steps.adjust_reasons
    "resolve": "the total is as good as it gets",
    "reward": "LP are safe; Honor scores while the hero stands",  # hint_steps.reward_reasons compares
    "bind_cadence": "face down: any Cadence may lie there",
    "reveal_cadence": "it shows the others the least",
    "discard_cadence": "the one you need least",
    "med_replenish": "an empty Ensemble place fills",
    "med_redraw": "a fresh hand of five",
    "med_clan": "your clan's own Meditation",
    "med_eternal": "an Eternal Cadence may be sung in every fight of your Cadre",
}


def meditate_gains(view, seat: int, data) -> list[str]:
    """What a Meditation would bring this seat now, the most telling first, said from what it has (a fixed "while
    your hand is thin" was shown with a full hand of five: the hand is refilled at every turn's start)."""
    me = view.players[seat]
    gains = []
    empty = replenished(view, seat)  # the places that fill, as far as the Cadence deck goes
    if empty:
        gains.append(f"refill {empty} empty Cadence place{'' if empty == 1 else 's'}")
    honor = sum(u.honor for u in me.cadre if u is not None)
    if honor >= 5 and any(c.occupied and not c.eternal for c in me.ensemble):
        gains.append(f"make a Cadence Eternal with your {honor} Honor")
    if view.solo and any(s.cadence is not None and not s.cadence.flipped for s in view.desert):
        gains.append("wake a Desert Cadence")
    clan = data.clans[me.clan]
    units = set(clan.units)
    if me.influence > 0 and any(u is None for u in me.cadre) and me.hand is not None \
            and not any(card.key in units for card in me.hand):
        gains.append(f"draw a new hand: yours holds no {me.clan} unit for your Cadre")
    if clan_meditation_open(view, seat):  # "use The Hunt" with an empty Cadre: only Redraw was then offered
        gains.append(f"use {clan.meditation}")
    return gains


def clan_meditation_open(view, seat: int) -> bool:
    """Whether the clan's own Meditation has something to work on now (game/khedu/legal.py meditation_actions):
    Hadimi's and Wuqri's always; Oadhii's a Desert stack of two or more; the others' a hero in the Cadre."""
    me = view.players[seat]
    if me.clan in ("Hadimi", "Wuqri"):
        return True
    if me.clan == "Oadhii":
        return any(len(stack.units) >= 2 for stack in view.desert)
    return any(u is not None for u in me.cadre)


def no_later_turn(view, seat: int) -> bool:
    """Whether this is `seat`'s last turn: its last Influence spent, its last-man-standing turns or the game's
    turns run out (what the AI's final_turn asks)."""
    me = view.players[seat]
    return bool(me.last_turn or me.lms_turns_left == 1 or view.max_turns - me.turns_taken <= 1)


def last_influence_words(view, seat: int, action) -> str | None:
    """What a hinted move costs beyond its words: placing a unit with the seat's last Influence makes this turn
    its last (a hint advised it unsaid, and the player's song ended: blind tester, issue 41)."""
    # on a turn that is the last anyway the cost is no reason: the unit's own words say why (khedu21)
    if action.kind == "place" and view.players[seat].influence == 1 and not no_later_turn(view, seat):
        return "it spends your last Influence, so your song ends after this turn"
    return None


LAST_COSTS = ("it spends your last Influence, so this turn is your last", "it spends your last Influence (your last turn)")


def last_place_words(view, seat: int, action, data) -> list[str]:
    """A placement with the last Influence in the Hint's words, longest first: why the unit (what it brings), then
    what it costs; [] for any other move. "Place Khana Chahak — it spends your last Influence, so your song ends"
    told a consequence and no reason (khedu23)."""
    if last_influence_words(view, seat, action) is None:
        return []
    whys = last_place_reasons(view, seat, action.args[0], data) if data is not None else []
    said = [f"{why}; {cost}" for why in whys for cost in LAST_COSTS]
    return list(dict.fromkeys(said)) + [*LAST_COSTS, "your last turn"]  # the reasons in order: the AI's first


def last_place_sayings(view, seat: int, action, data, names: tuple[str, str, str]) -> list[str]:
    """The Hint's sentences for a placement with the last Influence (last_place_words), longest first, from the
    move's `names`: its words, its brief and how to pick it; [] for any other move."""
    what, brief, how = names
    return [text for cost in last_place_words(view, seat, action, data)
            for text in (f"{what} — {cost}; {how}", f"{brief} — {cost}; {how}", f"{brief} — {cost}")]


def attack_reasons(view, seat: int, att_ref: tuple, def_ref: tuple, unit_at) -> list[str]:
    """Why the hinted attack, longest first: the odds the fight's panel will show, those once a free Eternal
    Cadence is sung when it adds, and for a fight it cannot win what it is still good for (a tester read 'it wins 0%
    of the time' and nothing more; another was sent into a 26 % fight with 4 Honor on the hero)."""
    from baraza.scenes.ui.words import chance_text

    now = view.attack_win_chance(seat, att_ref, def_ref)
    sung = view.attack_win_chance(seat, att_ref, def_ref, eternal=True)
    if want_attacker(seat, att_ref, def_ref) is False:  # sent at its own hero to feed it, or a rival's hero provoked:
        # the chance of what the player wants, the attacker losing (a Hint named the attacker's instead)
        if tuple(def_ref[:2]) == ("cadre", seat):
            hero = unit_at(view, def_ref)
            held = f"your {hero.name if hero else 'hero'} holds {chance_text(1 - sung)} of the time"
        else:
            hero = unit_at(view, att_ref)
            held = f"{view.players[att_ref[1]].name}'s {hero.name if hero else 'hero'} falls {chance_text(1 - sung)}"
        return with_stakes(view, seat, att_ref, def_ref, [f"{held} (you move the dice: turn pairs down)", held])
    odds = f"it wins {chance_text(now)} of the time"
    odds = [odds]
    if chance_text(sung) != chance_text(now):
        odds = [f"it wins {chance_text(sung)} of the time once you sing your Eternal Cadence ({chance_text(now)} without)",
                f"{chance_text(sung)} to win with your Eternal Cadence sung ({chance_text(now)} without)",
                f"{chance_text(sung)} with your Eternal sung"]
    answer = rival_answer(view, seat, att_ref, def_ref)
    if answer is not None:  # the odds say they are before songs, and what a rival's answer may make them (tester)
        odds = answer_words(answer, chance_text, eternal=chance_text(sung) != chance_text(now))
    if max(now, sung) >= 0.05:
        return with_stakes(view, seat, att_ref, def_ref, odds)
    att = unit_at(view, att_ref)
    pass_cost = getattr(view, "pass_cost", 0)
    dodge = f"a pass costs {pass_cost} LP" if pass_cost else "it costs no LP"
    if att_ref[0] == "desert":
        units = view.desert[att_ref[1]].units
        nxt = units[1].name if len(units) > 1 else None
        shows = f", showing {nxt}" if nxt and att is not None else ""
        return [f"it cannot win, but {att.name if att else 'the attacker'} goes under its stack{shows}, and {dodge}",
                f"it cannot win, but it turns over a Desert stack, and {dodge}", f"it cannot win, but {dodge}",
                f"lost, but {dodge}"]
    return [f"it cannot win, but {dodge}", "it cannot win, but nothing better is left", f"lost, but {dodge}"]


def with_stakes(view, seat: int, att_ref: tuple, def_ref: tuple, odds: list[str]) -> list[str]:
    """The odds wordings with what the fight stakes for the seat ("a win scores 3, a loss costs your Hadimi Guard")
    and the Persistence a third attack earns (never mentioned: blind tester), the fullest first; the bare odds
    last."""
    fight = next((f for f in open_fights(view, seat) if f.att_ref == att_ref and f.def_ref == def_ref), None)
    stakes = stake_words(fight) if fight is not None and (fight.gain or fight.rival_hero or fight.hero_lost
                                                          or fight.gift) else []
    stakes = stakes or desert_fight_words(view, att_ref, def_ref)  # Desert on Desert: what it does either way
    more = persistence_words(view, seat, att_ref, def_ref)
    said = []
    for stake in stakes:
        said += [f"{o}; {stake}; {more[0]}" if more else f"{o}; {stake}" for o in odds[:2]]
    if more:  # never dropped before the stakes: it is what the move earns
        said += [f"{o}; {m}" for m in more for o in odds]
    return said + odds
# The fewest words of each kind's reason, last of its wordings: a bar squeezed by its buttons to ~190 px showed
# "Hint: End the turn; press End turn." and "Hint: Conveyance of Dreams." with no why (blind testers khedu19/20).
SHORT_REASONS = {
    "place": "a new hero",
    "command": "worth its LP",
    "pass": "nothing better",
    "end_turn": "nothing worth more",
    "end_run": "no pass to pay",
    "pay": "needed least",
    "cadence_done": "save them",
    "roll": "nothing to add",
    "resolve": "best total",
    "reward": "the safer score",
    "bind_cadence": "any may lie there",
    "reveal_cadence": "shows the least",
    "med_replenish": "fills a place",
    "med_redraw": "a fresh hand",
    "med_clan": "your clan's own",
    "med_eternal": "sung in every fight",
}


def hint_reasons(view, seat: int, action, data) -> list[str]:
    """Why the hinted move, longest first (the bar takes the first that reads whole), ending in its fewest words."""
    said = [r for r in _hint_reasons(view, seat, action, data) if r]
    short = short_attack(view, mat_seat(view), action) if action.kind == "attack" else \
        short_meditation(view, seat, action.kind) or SHORT_REASONS.get(action.kind)
    said += [short] if short else []
    fewest = min(said, key=len, default=None)  # last, whichever it is: "45% → 78%" after the kind's fixed words
    return [r for r in dict.fromkeys(said) if r != fewest] + ([fewest] if fewest else [])


def replenished(view, seat: int) -> int:
    """The Ensemble places Replenish fills now: the empty ones, as far as the Cadence deck goes (meditation.py)."""
    empty = sum(1 for slot in view.players[seat].ensemble if not slot.occupied)
    return min(empty, view.cadence_deck_count)


def short_meditation(view, seat: int, kind: str) -> str | None:
    """A Meditation option's gain in a word or two, for a bar of ~190 px ("Hint: Conveyance of Dreams — +2 cards.")."""
    me = view.players[seat]
    if kind == "med_clan":
        return {"Wuqri": "+2 LP", "Hadimi": "+2 cards", "Oadhii": "buries a unit", "Rahala": "+1 Honor"}.get(me.clan)
    if kind == "med_replenish":
        n = replenished(view, seat)
        return f"+{n} Cadence{'' if n == 1 else 's'}" if n else None
    return None


def short_attack(view, seat: int, action) -> str | None:
    """A hinted attack's fewest words: the chance of what the seat wants, "wins 73%", "holds 61%"; None when a rival
    may answer (the odds' wordings say what they assume) or for a fight it cannot win (its reason: why anyway)."""
    from baraza.scenes.ui.words import chance_text

    att_ref, def_ref = tuple(action.args[0]), tuple(action.args[1])
    now = view.attack_win_chance(seat, att_ref, def_ref)
    sung = view.attack_win_chance(seat, att_ref, def_ref, eternal=True)
    if want_attacker(seat, att_ref, def_ref) is False:
        return f"{'holds' if tuple(def_ref[:2]) == ('cadre', seat) else 'falls'} {chance_text(1 - sung)}"
    if max(now, sung) < 0.05:
        return None
    answer = rival_answer(view, seat, att_ref, def_ref)
    if answer is not None and (answer.hidden or answer.shown):
        return None  # the odds' own shortest says both chances ("84%, ~67% if all sung": hint_answers.answer_words)
    return f"wins {chance_text(sung)}"


def _hint_reasons(view, seat: int, action, data) -> list[str]:
    why = HINT_REASONS.get(action.kind, "")
    if action.kind == "meditate":
        return meditate_reasons(view, seat, data)
    if action.kind == "med_replenish":  # the places that fill, counted ("an empty place fills" when 2 did: khedu24)
        n = replenished(view, seat)
        return [f"{n} empty Ensemble places fill" if n > 1 else why]
    if action.kind == "attack":
        return attack_reasons(view, mat_seat(view), tuple(action.args[0]), tuple(action.args[1]), unit_at)
    if action.kind == "bind_cadence":
        return bind_reasons(view, action.args[0]) + [why]
    if action.kind == "discard_cadence":  # what stays and why (an only defensive Cadence went unexplained)
        return discard_reasons(view, seat, action.args[0]) + [why]
    if action.kind == "reveal_cadence":  # what it shows and what stays hidden ("shows the others the least": khedu21)
        return reveal_reasons(view, seat, action.args[0]) + [why]
    return list(dict.fromkeys(step_reasons(view, seat, action, data) + [why]))


def step_reasons(view, seat: int, action, data) -> list[str]:
    """The concrete reasons of a fight step or a placement (game/khedu/hint_steps.py), longest first; [] leaves the
    kind's fixed words."""
    from baraza.scenes.ui.words import chance_text

    kind, args = action.kind, action.args
    if kind == "place":
        return place_reasons(view, seat, args[0], data)
    if kind == "cadence":
        return cadence_reasons(view, seat, args[0], chance_text)
    if kind == "cadence_done":
        return cadence_done_reasons(view, seat, chance_text)
    if kind == "adjust":
        return adjust_reasons(view, args[0], args[1])
    if kind == "reward":
        return reward_reasons(view, seat, args[0])
    if kind == "pay":  # the whole payment, not one card a Hint (keys tester)
        return payment_reasons(view, seat, args[0])
    return []


def meditate_reasons(view, seat: int, data) -> list[str]:
    """Why Meditate, longest first: its concrete gains now, and beside an open fight that scores, why that fight is
    worse (its odds, what a loss costs); with no honest comparison, the gains alone. On the last turn only what
    scores at once counts ("no move left scores more" was shown beside a 59 % attack with nothing to lose)."""
    from baraza.scenes.ui.words import chance_text

    clan = data.clans[view.players[seat].clan].meditation
    gains = [clan_meditation_gain(view, seat, clan) if g == f"use {clan}" else g
             for g in meditate_gains(view, seat, data)]
    if no_later_turn(view, seat):  # restocking serves no later turn (blind tester, on the final turn)
        gain, points = last_turn_gain(view, seat, clan, clan_meditation_open(view, seat))
        lead = f"your last turn: {gain}" if gain else "your last turn"
        versus = meditate_over_fight(view, seat, lead, chance_text, later=False, med_points=points)
        if versus or gain:
            return (versus or []) + [lead]
        if not any(f.gain or f.rival_hero for f in open_fights(view, seat)):
            return ["your last turn: no fight you can start would score"]
        # a fight that scores is open and the Meditation scores nothing: no honest comparison, its gain alone (a
        # new hand or a refill serve no later turn, so only the clan's own Meditation is named)
        own = clan_meditation_gain(view, seat, clan) if clan_meditation_open(view, seat) else None
        only = clan_meditation_gain(view, seat, clan, short=True) if own else None
        return ([f"your last turn: a Meditation can only {own}, it scores nothing",
                 f"your last turn: it can only {only}, no points"] if own else []) + \
            ["your last turn: a Meditation scores nothing now"]
    versus = meditate_over_fight(view, seat, f"restock: {gains[0]}" if gains else "restock", chance_text,
                                 later=True, short="restock" if gains else None)
    return (versus or []) + [f"a quiet turn to restock: {' and '.join(gains[:n])}" for n in (2, 1) if gains] \
        + [HINT_REASONS["meditate"]]


def bind_reasons(view, stack: int) -> list[str]:
    """Why wake the Desert Cadence beside `stack`, from what the player can know: it lies face down, so any Cadence
    may be there; it will sing for the denomination of the stack's exposed unit, and the fewer Desert units of that
    kind, the fewer fights it bends (the hint said "that Cadence harms you least", as if it knew the card: blind
    tester). The AI's reason too (KheduAgent._bind)."""
    units = view.desert[stack].units
    if not units:
        return []

    def met(st) -> int:  # Desert units of the kind the Cadence beside `st` would bind to
        kind = st.units[0].denomination
        return sum(1 for other in view.desert for u in other.units if u.denomination == kind)

    kind, count = units[0].denomination, met(view.desert[stack])
    options = [met(st) for st in view.desert if st.units and st.cadence is not None and not st.cadence.flipped]
    many = f"{'only ' if count <= min(options, default=count) else ''}{count} {kind} unit{'' if count == 1 else 's'}"
    return [f"face down, any Cadence may lie there; it will sing for the {kind}, {many} in the Desert",
            f"any Cadence may lie there; it sings for the {kind}, {many} in the Desert",
            f"it sings for the {kind}: {many} in the Desert"]
