"""What a fight is worth to the Khedu AI (game/khedu/ai.py's KheduAgent, where this is mixed in): what each side
gains or loses if the attacker wins or loses, achievements a win may complete (hard), the exact chance the fight ends
as the AI wants (odds.py; a Desert unit sent at its own hero counted with the rivals' songs, ai_provoke.py), and the
long shots set aside while a safe choice remains. The agent has `level`, `hard`, `card_cost`, `hero_base`,
`fight_floor`, `last_turn`, `final_turn`, `_unit` and the safe choices' values (`_meditate_value`, `_place_value`,
`_command_value`)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.khedu import ai_last, odds
from baraza.game.khedu.ai_provoke import own_provocation, provocation_value
from baraza.game.khedu.views import KheduView, UnitView

# Long shots (without_poor_fights): the least chance a fight must give of ending as the AI wants before it starts one
# while a safe choice remains (ending the Action turn, a Meditation, a better fight, a placement or Command worth
# playing). A lost fight feeds the rival: its hero takes the beaten unit's reward as Legacy points or Honor, and the
# activation cards are gone; a won one against a fresh hero is worth about `hero_base` (3.5) plus its Honor: with a
# reward of 1-3 and 1-2 cards that breaks even near 30-45 %. A normal AI sent Desert units at a blind tester's
# Honor-laden heroes at 20-26 % again and again (its noise, or a one-step value a hero's Honor inflated) and lost
# 32-1. Under 30 % a fight never starts while a safe choice remains; from 30 to 40 % only when, noise aside, it beats
# the best safe choice by a clear margin. Measured, normal against the old normal (1000 games, seats alternating):
# a plain 40 % floor lost 3.7 points of win rate, this rule none (docs/benchmarks.md). A fight of two Desert units
# (nothing rides on it for anyone) is no long shot: setting those aside too cost the same 3.7 points. Easy stays
# loose: only its absurd shots go.
FIGHT_FLOOR = {"easy": 0.15, "normal": 0.4, "hard": 0.4}
LONG_SHOT = 0.3  # under this, never while a safe choice remains
LONG_SHOT_MARGIN = 1.0  # between the two floors a fight must beat the best safe choice by this much (points)


class FightValues:
    """The fight values of KheduAgent (mixed into it)."""

    def _weight(self, view: KheduView, seat: int, other: int | None) -> float:
        """How a gain of `other` counts for me: +1 mine, negative for a rival, 0 for the Desert."""
        if other is None:
            return 0.0
        if other == seat:
            return 1.0
        rivals = sum(1 for p in view.players if not p.exhausted and p.seat != seat)
        return -1.0 / max(1, rivals)

    def _hero_value(self, view: KheduView, seat: int, u: UnitView) -> float:
        p = view.players[seat]
        aligned = u.denomination == p.clan
        return (self.hero_base + u.honor) if aligned else 0.5 + 0.3 * u.honor

    def _outcomes(self, view: KheduView, seat: int, att_ref: tuple, def_ref: tuple) -> tuple[float, float]:
        """My score change if the attacker wins, and if it loses."""
        a, d = self._unit(view, att_ref), self._unit(view, def_ref)
        assert a is not None and d is not None

        def side(ref: tuple, unit: UnitView, beaten: UnitView) -> float:
            # the victor's owner scores the beaten unit when clan aligned
            if ref[0] != "cadre":
                return 0.0
            owner = ref[1]
            if unit.denomination != view.players[owner].clan:
                return 0.0
            return self._weight(view, seat, owner) * (beaten.reward + beaten.honor)

        last = self.last_turn(view, seat)

        def loss(ref: tuple, unit: UnitView) -> float:
            if ref[0] != "cadre":
                return 0.0
            owner = ref[1]
            if owner == seat and last:  # it retires at the turn's end anyway: only what that would add is lost
                return -ai_last.retire_value(view.players[seat], unit)
            return -self._weight(view, seat, owner) * self._hero_value(view, owner, unit)

        win = side(att_ref, a, d) + loss(def_ref, d)
        lose = side(def_ref, d, a) + loss(att_ref, a)
        return win, lose

    def _achievement_bonus(self, view: KheduView, seat: int, att_ref: tuple, def_ref: tuple) -> float:
        """Extra value (on a win) for achievements this attack may complete; hard only."""
        if not self.hard:
            return 0.0
        me = view.players[seat]
        a, d = self._unit(view, att_ref), self._unit(view, def_ref)
        assert a is not None and d is not None
        got = set(me.achievements)
        bonus = 0.0
        if att_ref[0] == "desert" and a.khana and d.khana and "sound_defeat" not in got:
            bonus += 3
        if not me.clan_unlocked:
            return bonus
        if me.clan == "Hadimi":
            if a.key == "hadimi_guard" and def_ref[0] == "desert" and d.denomination == "Wuqri":
                bonus += 0 if "no_more_games" in got else 2
            if a.key == "hadimi_guard" and d.key == "khana_chahak" and "vengeance" not in got:
                bonus += 2.5
        elif me.clan == "Oadhii":
            if att_ref[0] == "desert" and a.denomination == "Himbua" and d.khana and "ytri_binding" not in got:
                bonus += 3
            if a.key == "khana_ekkubana" and def_ref[0] == "cadre" and def_ref[1] != seat:
                bonus += 0 if "feral_rage" in got else 2
        elif me.clan == "Rahala":
            if a.key == "chieftain" and def_ref[0] == "desert" and d.denomination == "Oadhii":
                bonus += 0 if "oppression" in got else 2
        return bonus

    def attack_value(self, view: KheduView, seat: int, att_ref: tuple, def_ref: tuple,
                     follow: bool = True) -> tuple[float, float]:
        """(expected value, win probability) of declaring this attack now. On the last turn a Cadre hero that wins
        may fight again (`follow`): a sure fight before a riskier one when the cards allow both."""
        win, lose = self._stakes(view, seat, att_ref, def_ref)
        # the instigator moves the equal dice: playing for the defender (its own hero), it lowers them
        cost, p = odds.attack_odds(view, seat, att_ref, def_ref, low=win < lose)
        last = self.last_turn(view, seat)
        card_cost = 0.05 if last or self.final_turn(view, seat) else self.card_cost
        value = p * win + (1 - p) * lose
        if self.level != "easy" and own_provocation(seat, att_ref, def_ref):  # the rivals sing for the Desert unit
            value, p = provocation_value(view, seat, att_ref, def_ref, win, lose)
        value -= card_cost * cost
        if follow and last and att_ref[:2] == ("cadre", seat):
            value += p * ai_last.follow_up(self, view, seat, att_ref, def_ref, cost)
        return value, p

    def fight_chance(self, view: KheduView, seat: int, att_ref: tuple, def_ref: tuple) -> float | None:
        """The chance an attack declared now ends as `seat` wants (odds.attack_odds): the attacker's chance, or the
        defence's when `seat` wants the defender to hold (a weak Desert unit sent at its own hero, to feed it). None
        when nothing rides on it for `seat` (two Desert units: nobody's hero falls, nobody scores)."""
        win, lose = self._stakes(view, seat, att_ref, def_ref)
        p = odds.attack_odds(view, seat, att_ref, def_ref, low=win < lose)[1]
        if self.level != "easy" and own_provocation(seat, att_ref, def_ref):  # its hero's chance once rivals sing
            p = provocation_value(view, seat, att_ref, def_ref, win, lose)[1]
        return None if win == lose else p if win > lose else 1.0 - p

    def _stakes(self, view: KheduView, seat: int, att_ref: tuple, def_ref: tuple) -> tuple[float, float]:
        """What the attacker winning and losing is worth to `seat`, achievements counted (hard): Persistence comes
        with the third attack of a turn whoever wins (achievements.check_combat), so it counts either way."""
        win, lose = self._outcomes(view, seat, att_ref, def_ref)
        me = view.players[seat]
        either = 2.5 if self.hard and view.turn_attacks == 2 and "persistence" not in me.achievements else 0.0
        return win + either + self._achievement_bonus(view, seat, att_ref, def_ref), lose + either

    def without_poor_fights(self, view: KheduView, seat: int, legal: list[Action]) -> list[Action]:
        """`legal` less the long shots, when a safe choice is left (ending the Action turn, a Meditation, a fight
        above the floor, a placement or Command worth playing): a fight under `LONG_SHOT` always, one under the
        level's floor unless, noise aside, it beats the best safe choice by `LONG_SHOT_MARGIN`. With no safe choice
        (a pass that costs Legacy points, the last Influence) the cheapest long shot may still be the best."""
        chance = {a: self.fight_chance(view, seat, *a.args) for a in legal if a.kind == "attack"}
        poor = {a for a, p in chance.items() if p is not None and p < self.fight_floor}
        if not poor:
            return legal
        safe: list[float] = []
        for a in legal:
            if a.kind == "end_turn":
                safe.append(0.15)
            elif a.kind == "meditate":
                safe.append(self._meditate_value(view, seat))
            elif a.kind == "attack" and a not in poor:
                safe.append(self.attack_value(view, seat, *a.args)[0])
            elif a.kind == "place" and self._place_value(view, seat, a) >= 0:
                safe.append(self._place_value(view, seat, a))
            elif a.kind == "command" and self._command_value(view, seat, a) >= 0:
                safe.append(self._command_value(view, seat, a))
        if not safe:
            return legal
        bar = max(safe) + LONG_SHOT_MARGIN
        # a fight between the two floors that clearly pays (a hero heavy with Honor to take) stays
        keep = {a for a in poor if chance[a] >= min(LONG_SHOT, self.fight_floor)
                and self.attack_value(view, seat, *a.args)[0] >= bar}
        return [a for a in legal if a not in poor or a in keep]
