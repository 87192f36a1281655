"""The facts behind a Khedu hint's reasons, read from the seat's view only: the fights it could start now and what
each stakes in points, what a Meditation brings now (on the last turn: what still counts), and the Persistence
achievement a third attack earns (scenes/khedu/hint_words.py words the bar with them).

A blind tester read "Meditate — no move left scores more" beside a 59 % Guard attack with nothing to lose: a reason
must name what the move gains and, beside an open fight, that fight's odds and what it would cost."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from baraza.game.khedu import odds
from baraza.game.khedu.describe import percent
from baraza.game.khedu.hint_answers import loss_gift

PERSISTENCE = "persistence"  # the general achievement for three attacks in one turn (+1 Influence)
HERO_AT_STAKE = 3.0  # what a hero lost with later turns to come weighs, in points (its future fights and Honor)


@dataclass(frozen=True, slots=True)
class Fight:
    """One attack the seat may declare now, and what rides on it for the seat's score."""

    att_ref: tuple
    def_ref: tuple
    attacker: str
    defender: str
    chance: float  # of the attacker winning, the seat's Eternal Cadences sung
    cost: int  # cards discarded to activate the attacker
    gain: int  # points the seat scores if the attacker wins (the beaten unit's reward and Honor)
    hero_lost: bool  # a loss costs the seat the attacking hero
    honor_lost: int  # Honor on that hero, off the score with it
    rival_hero: str | None  # "Player 2's Chieftain": a rival's hero the win removes
    gift: str | None = None  # what a loss gives a rival: "gives Player 2 4 points" (hint_answers.loss_gift)

    def worth(self, later: bool) -> float:
        """The fight's expected points for the seat (a lost hero weighs more while turns remain)."""
        loss = self.honor_lost + (HERO_AT_STAKE if self.hero_lost and later else 0.0)
        rival = 1.0 if self.rival_hero else 0.0
        return self.chance * (self.gain + rival) - (1 - self.chance) * loss


def _exposed(view) -> list[tuple]:
    refs: list[tuple] = [("desert", i) for i, st in enumerate(view.desert) if st.units]
    for p in view.players:
        if not p.exhausted:
            refs += [("cadre", p.seat, i) for i, u in enumerate(p.cadre) if u is not None]
    return refs


def fights(view, seat: int) -> list[Fight]:
    """The attacks `seat` may declare now with the cards in hand (game/khedu/queries.py attack_pairs, read from the
    view), each with its odds and stakes."""
    me = view.players[seat]
    places = _exposed(view)
    out = []
    for a_ref in places:
        a = odds.unit_at(view, a_ref)
        mine = a_ref[0] == "cadre" and a_ref[1] == seat
        if not (mine or a_ref[0] == "desert" or a.infiltrating):
            continue
        for d_ref in places:
            if d_ref == a_ref or (mine and d_ref[0] == "cadre" and (not a.infiltrating or d_ref[1] == seat)):
                continue
            cost, chance = odds.attack_odds(view, seat, a_ref, d_ref)
            if cost > me.hand_count:
                continue
            d = odds.unit_at(view, d_ref)
            aligned = mine and a.denomination == me.clan
            rival = d_ref[0] == "cadre" and d_ref[1] != seat
            out.append(Fight(a_ref, d_ref, a.name, d.name, chance, cost, d.reward + d.honor if aligned else 0, mine,
                             a.honor if mine and aligned else 0,
                             f"{view.players[d_ref[1]].name}'s {d.name}" if rival else None,
                             loss_gift(view, seat, a_ref, d_ref)))
    return out


def best_fight(view, seat: int, later: bool) -> Fight | None:
    """The open fight worth most to `seat` that scores anything (None when no fight does)."""
    scoring = [f for f in fights(view, seat) if f.gain or f.rival_hero]
    return max(scoring, key=lambda f: f.worth(later), default=None)


def cards_words(cost: int) -> str:
    """What declaring an attack makes the seat discard, win or lose: "the attack costs 2 cards from your hand"; ""
    when it costs none."""
    return f"the attack costs {cost} card{'' if cost == 1 else 's'} from your hand" if cost > 0 else ""


def cost_words(view, seat: int, att_ref: tuple, def_ref: tuple) -> str:
    """cards_words of the attack `att_ref` on `def_ref` declared by `seat` now (auras and Rallying Call counted:
    odds.attack_numbers, as the rules' activation_cost)."""
    return cards_words(odds.attack_numbers(view, seat, att_ref, def_ref)[0])


def stake_words(fight: Fight, cost: bool = True) -> list[str]:
    """What a fight stakes, longest first: "the attack costs 2 cards from your hand; a win scores 3, a loss costs
    your Hadimi Guard and its 2 Honor", then the same without the cards. With `cost`, the cards the attack costs
    come first in the longest wordings (a blind tester, khedu26, read what a win brings and never that the attack
    is paid with cards from the hand, win or lose)."""
    win = f"a win scores {fight.gain}" if fight.gain else f"a win removes {fight.rival_hero}" if fight.rival_hero \
        else ""
    honor = f" and its {fight.honor_lost} Honor" if fight.honor_lost else ""
    cards = f"{fight.cost} card{'' if fight.cost == 1 else 's'}"
    loss = f"a loss costs your {fight.attacker}{honor}" if fight.hero_lost else \
        f"a loss costs only {cards}" if fight.cost else "a loss costs nothing"
    short = f"a loss costs your {fight.attacker}" if fight.hero_lost else "little to lose"
    if fight.gift:  # what the rival gains counts too (a tester read "costs only 3 cards" of a loss worth 3 to them)
        loss = f"{loss.replace(' only', '')} and {fight.gift}" if fight.hero_lost or fight.cost else \
            f"a loss {fight.gift}"
        short = f"a loss {fight.gift}"
    said = [f"{win}, {loss}" if win else loss, f"{win}, {short}" if win else short, win or short]
    paid = cards_words(fight.cost) if cost else ""
    if not paid:
        return said
    # the cards go win or lose: said first, a loss then costs only what comes on top of them
    if fight.hero_lost:
        more = f"a loss costs your {fight.attacker}{honor}" + (f" and {fight.gift}" if fight.gift else "")
    else:
        more = f"a loss {fight.gift}" if fight.gift else "a loss costs nothing more"
    costed = [f"{paid}; {win}, {more}" if win else f"{paid}; {more}", f"{paid}; {said[1]}", f"{paid}; {said[2]}"]
    # a crowded bar: the cost in two words beside the payoff, before the payoff alone
    return list(dict.fromkeys(costed + said[:1] + [f"costs {cards}; {said[2]}"] + said[1:]))


def persistence_words(view, seat: int, att_ref: tuple | None = None,
                      def_ref: tuple | None = None) -> tuple[str, str] | None:
    """What the attack `att_ref` on `def_ref` declared now does for Persistence (three attacks in one turn: +1
    Influence, one more turn of the song): the third earns it, the second brings it within one when a later attack
    stays payable. (Long words, short words) or None."""
    me = view.players[seat]
    if PERSISTENCE in me.achievements or view.current != seat:
        return None
    if view.turn_attacks == 2:
        return "your third attack this turn earns Persistence (+1 Influence)", "earns Persistence: +1 Influence"
    if view.turn_attacks == 1 and third_attack_left(view, seat, att_ref, def_ref):
        return "one more attack after it earns Persistence (+1 Influence)", "Persistence one attack away"
    return None


def third_attack_left(view, seat: int, att_ref: tuple | None, def_ref: tuple | None) -> bool:
    """Whether an attack stays open after this one whatever its result: one the hand still pays for once this
    attack's cards are spent, by a unit this fight cannot remove. (Blind tester: promised a third attack with
    1 card left and every attack costing 2.) Without the attack named, the dearest open attack is assumed."""
    open_now = fights(view, seat)
    this = next((f for f in open_now if f.att_ref == att_ref and f.def_ref == def_ref), None)
    cost = this.cost if this is not None else max((f.cost for f in open_now), default=0)
    left = view.players[seat].hand_count - cost
    fighters = {att_ref, def_ref} if this is not None else set()
    # a fighter may leave the board; a Desert stack with more units under it stays a target
    stays = {r for r in fighters if r[0] == "desert" and len(view.desert[r[1]].units) > 1}
    return any(f.cost <= left and f.att_ref not in fighters and (f.def_ref not in fighters or f.def_ref in stays)
               for f in open_now if f is not this)


def clan_meditation_gain(view, seat: int, name: str, short: bool = False) -> str:
    """The clan's own Meditation in points or cards (rules: the clan boards): "use Holy Mission" said concretely;
    `short` without the ability's name ("gain 2 LP")."""
    me = view.players[seat]
    heroes = [u for u in me.cadre if u is not None]
    who = heroes[0].name if len(heroes) == 1 else "a hero"
    verb, done = {"Wuqri": ("for", "gain 2 LP"), "Hadimi": ("to", "draw 2 cards"),
                  "Oadhii": ("to", "bury a Desert unit")}.get(me.clan, ("for", f"put 1 Honor on {who}"))
    if short:
        return done
    what = {"for": done.replace("gain ", "").replace("put ", "")}.get(verb, done)
    return f"use {name} {verb} {what}"


def last_turn_gain(view, seat: int, name: str, clan_open: bool) -> tuple[str | None, int]:
    """On the seat's last turn only what scores at once counts: Holy Mission's 2 LP, The Hunt's Honor on a clan
    hero. (The words, the points); (None, 0) when a Meditation scores nothing now."""
    me = view.players[seat]
    if not clan_open:
        return None, 0
    if me.clan == "Wuqri":
        return f"{name} scores 2 LP", 2
    if me.clan == "Rahala" and any(u is not None and u.denomination == me.clan for u in me.cadre):
        return f"{name} puts 1 scoring Honor on your hero", 1
    return None, 0


def fight_named(fight: Fight, pct: Callable[[float], str]) -> str:
    return f"{fight.attacker} on {fight.defender}: {pct(fight.chance)} to win"


def meditate_over_fight(view, seat: int, lead: str, pct: Callable[[float], str], later: bool,
                        med_points: float = 0.0, short: str | None = None) -> list[str] | None:
    """Why Meditate (its gain said in `lead`) beats the best open fight, in terms the player can check: the fight's
    odds and what a loss costs, longest first. None when no fight scores or no honest comparison is possible (a
    fight likely won with nothing to lose; on the last turn, one worth more points than the Meditation): then the
    caller names the gains alone."""
    fight = best_fight(view, seat, later)
    if fight is None:
        return None
    if not later:  # the last turn: points against points
        if med_points < fight.worth(False):
            return None
    elif not (fight.hero_lost and fight.chance < 0.8) and fight.chance >= 0.5:
        return None
    named = fight_named(fight, pct)
    than = "more than" if not later else "safer than"
    stakes = stake_words(fight, cost=False)  # "a loss costs only 3 cards" there weighs the fight's cards
    said = [f"{lead}, {than} {named}, {stake}" for stake in stakes] + [f"{lead}, {than} {named}"]
    # compact forms the hint bar's two lines hold: the fight by its odds, and what makes it worse
    if later and fight.hero_lost:
        worse = f"a {pct(fight.chance)} fight would risk your {fight.attacker}"
    elif later:
        worse = f"the best fight wins only {pct(fight.chance)}"
    else:
        worse = f"more than a {pct(fight.chance)} fight for {fight.gain or 'nothing'}"
    join = ", " if not later else "; "
    said += [f"{lead}{join}{worse}"] + ([f"{short}{join}{worse}"] if short else [])
    return said


def win_brings(view, seat: int, att_ref: tuple, def_ref: tuple, persistence: bool = True):
    """What winning this attack brings `seat` (win_gain.WinGain), by the rules' own combat on a state rebuilt from
    its view, as the End turn question asks (win_gain.table_win_gain; nothing hidden changes it). Without
    `persistence`, less the Persistence a third attack earns win or lose (persistence_words says it)."""
    import random

    from baraza.game.core.action import Action
    from baraza.game.khedu.expert.determinise import determinise
    from baraza.game.khedu.win_gain import WinGain, win_gain
    from baraza.game.registry import get_game

    rules = get_game("khedu").rules  # the registry's: the package itself would close an import cycle (ai → here)
    state = determinise(rules.data, view, random.Random(0))
    gain = win_gain(rules, state, seat, Action("attack", (tuple(att_ref), tuple(def_ref))))
    if persistence:
        return gain
    return WinGain(gain.points, tuple(f for f in gain.feats if f != rules.data.achievements[PERSISTENCE].name),
                   gain.removes)


def hold_stakes(view, seat: int, att_ref: tuple, def_ref: tuple) -> list[str]:
    """What a Desert unit sent at the seat's own hero stakes, longest first: "a hold scores 2, a fall costs your Khana
    Ekkubana"; [] for any other fight."""
    if att_ref[0] != "desert" or tuple(def_ref[:2]) != ("cadre", seat):
        return []
    a, d = odds.unit_at(view, att_ref), odds.unit_at(view, def_ref)
    if a is None or d is None:
        return []
    value = a.reward + a.honor  # the beaten Desert unit's reward and Honor go to the hero that holds
    hold = f"a hold scores {value}" if d.denomination == view.players[seat].clan else \
        f"a hold puts {value} Honor on it"
    return [f"{hold}, a fall costs your {d.name}", hold]


def payoff_words(view, seat: int, att_ref: tuple, def_ref: tuple, persistence: bool = True,
                 cost: bool = True) -> str:
    """What the fight brings `seat` in a few words, and with `cost` what it costs: "a win scores 2 and earns
    Persistence; the attack costs 2 cards from your hand", "a win removes Player 2's Chieftain", "a win scores you
    nothing"; for a Desert unit sent at its own hero, the hold it plays for, with what the rivals' songs may make of
    it: "your Khana Ekkubana holds 89% before songs (about 65% if Player 2 sings all its Cadences); a hold scores 2".
    A Hint gave a provocation's odds and no payoff, and the solo score stayed 1 after it (khedu25); another named
    the payoff and never the cards the attack costs (khedu26)."""
    said = _payoff(view, seat, att_ref, def_ref, persistence)
    paid = cost_words(view, seat, att_ref, def_ref) if cost and said else ""
    return f"{said}; {paid}" if paid else said


def _payoff(view, seat: int, att_ref: tuple, def_ref: tuple, persistence: bool) -> str:
    stakes = hold_stakes(view, seat, att_ref, def_ref)
    if stakes:
        from baraza.game.khedu.ai_provoke import sung_chance

        hold = 1 - odds.attack_odds(view, seat, att_ref, def_ref)[1]
        sung = 1 - sung_chance(view, seat, att_ref, def_ref)
        rivals = [p.name for p in view.players if p.seat != seat and not p.exhausted]
        who = rivals[0] if len(rivals) == 1 else "the rivals"
        songs = f" (about {percent(sung)} if {who} sing{'' if who == 'the rivals' else 's'} all " \
            f"{'their' if who == 'the rivals' else 'its'} Cadences)" if percent(sung) != percent(hold) else ""
        return f"your {odds.unit_at(view, def_ref).name} holds {percent(hold)} before songs{songs}; {stakes[-1]}"
    if att_ref[0] == "cadre" and att_ref[1] != seat:  # a rival's hero provoked: the seat plays for its fall
        a, d = odds.unit_at(view, att_ref), odds.unit_at(view, def_ref)
        owner = view.players[att_ref[1]]
        if a is None or d is None:
            return ""
        feeds = f", a win scores {owner.name} {d.reward + d.honor}" if a.denomination == owner.clan else ""
        return f"a fall removes {owner.name}'s {a.name}{feeds}"
    gain = win_brings(view, seat, att_ref, def_ref, persistence)
    return f"a win {gain.words()}" if gain else "a win scores you nothing"
