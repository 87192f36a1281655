"""The Khedu combat arena: the fight on screen (attacker, defender, Cadences sung, dice, verdict), the odds
preview while choosing a defender, the last combat kept after it resolves, and the animations of a move.

`ArenaDrawing` is built with the table context, the click language (the attacker being chosen and the lit
defenders), the hot spots (which lit card the mouse is on) and the pointer. It remembers the last combat
(`memory`) and collects the arena's cards that zoom on hover (`faces`) while it draws."""

from __future__ import annotations

import pygame

from baraza.game.core.match import MoveRecord
from baraza.game.khedu.odds import attack_numbers
from baraza.scenes.khedu.cards import ETERNAL, MIN, cadence_face, unit_face
from baraza.scenes.khedu.clicks import ClickLanguage
from baraza.scenes.khedu.context import KheduContext, Pointer
from baraza.scenes.khedu.fight_words import fitted_chance
from baraza.scenes.khedu.hot_spots import HotSpots
from baraza.scenes.khedu.layout import mat_seat, unit_at
from baraza.scenes.render.cards import CardFace
from baraza.scenes.render.dice import draw_die, tumble_face
from baraza.scenes.ui import theme
from baraza.scenes.ui.animation import ease_in_out, ease_out
from baraza.scenes.ui.words import chance_text


class ArenaDrawing:
    """The arena zone and the move animations."""

    def __init__(self, ctx: KheduContext, clicks: ClickLanguage, hot_spots: HotSpots, pointer: Pointer) -> None:
        self.ctx = ctx
        self.data = ctx.data
        self.clicks = clicks
        self.hot_spots = hot_spots
        self.pointer = pointer
        self.memory: dict | None = None  # the last combat, kept on screen after it resolves
        self.faces: list[tuple[pygame.Rect, CardFace]] = []  # this frame's arena cards that zoom on hover
        self.dice_area: pygame.Rect | None = None  # this frame's dice and total: the cursor's words keep off them
        self._recalled_at: int | None = None  # the number of moves the last fight was last recalled at (`_recall`)

    def forget(self) -> None:
        """Drop the remembered combat (an undo may have taken it back): it is recalled from the moves (`_recall`)."""
        self.memory = None
        self._recalled_at = None

    def _recall(self, view) -> None:
        """The last fight worked out from the moves when none was seen played: a replay shows each position without
        its moves' animations (a jump to a key moment showed an empty arena beside a caption telling the fight), and
        an undo or a loaded match the same. Once per position: the state before the result is built again."""
        match = self.ctx.table.match
        if self._recalled_at == len(match.records):
            return
        self._recalled_at = len(match.records)
        for index in range(len(match.records) - 1, -1, -1):
            result = next((e for e in match.records[index].events if e.kind == "combat_result"), None)
            if result is not None:
                break
        else:
            return
        before = match.copy_at(index).view(view.viewer)  # the position the fight was resolved from
        if before.combat is None:
            return
        self._remember(before.combat)
        d = result.data
        self.memory.update(turn=before.turns_completed, adjusted=tuple(d["dice"]), total=d["total"],
                           defence=d["defence"], won=d["attacker_wins"])
        if not self.memory["dice"]:  # the roll resolved the fight itself: its dice are the result's
            self.memory["dice"] = tuple(d["dice"])

    def animate(self, record: MoveRecord) -> None:
        """Queue the animations of a move that was just applied."""
        table = self.ctx.table
        animations, match = table.animations, table.match
        view = table.current_view()
        if view.combat is not None:
            self._remember(view.combat)
        for event in record.events:
            k, d = event.kind, event.data
            if k == "place":
                animations.add("place", 0.35, seat=event.seat, slot=d["slot"])
            elif k == "combat_declared":
                self.memory = None
                if view.combat is not None:
                    self._remember(view.combat)
                animations.add("clash", 0.45)
            elif k == "cadence_played":
                animations.add("sing", 0.4, seat=event.seat, name=d["key"])
            elif k == "dice_rolled":
                if self.memory is not None:
                    self.memory.update(dice=tuple(d["dice"]), adjusted=tuple(d["dice"]), bonus=d["bonus"],
                                       defence=d["defence"], total=sum(d["dice"]) + d["bonus"])
                animations.add("roll", 0.9, dice=tuple(d["dice"]), seed=len(match.records))
            elif k == "dice_adjusted":
                if self.memory is not None:
                    self.memory.update(adjusted=tuple(d["dice"]))
                animations.add("adjust", 0.3)
            elif k == "combat_result":
                if self.memory is not None:
                    self.memory.update(adjusted=tuple(d["dice"]), total=d["total"], defence=d["defence"],
                                       won=d["attacker_wins"])
                animations.add("result", 0.5, won=d["attacker_wins"])
                animations.add("defeat", 0.55, won=d["attacker_wins"])
            elif k == "achievement":
                animations.add("banner", 1.1, text=f"★ {d['name']}", seat=event.seat)
            elif k == "desert_cadence":
                animations.add("banner", 0.9, text="The Desert wakes", seat=None)
            elif k == "turn_start" and len(match.seats) > 1:
                # the one human at a table with AIs reads "Your turn" (it was "Player 1's turn": 2-player playtest)
                mine = match.seats[event.seat] == "human" and match.seats.count("human") == 1
                text = "Your turn" if mine else f"{match.seat_names()[event.seat]}'s turn"
                animations.add("banner", 0.7, text=text, seat=event.seat)
            elif k in ("last_turn", "exhausted", "last_man_standing"):
                self._ending_news(event, view)
            elif k == "game_over":
                animations.add("pause", 0.5)

    def _ending_news(self, event, view) -> None:
        """Say it aloud when the song nears its end: a rival's last turn, a seat leaving, the player left alone
        and for how long. A newcomer whose rival spent its last Influence on turn 4 learnt from the score sheet
        that they had one turn left (2-player playtest); a banner and a lasting message tell it as it happens."""
        table = self.ctx.table
        match = table.match
        if len(match.seats) < 2:
            return
        names = match.seat_names()
        humans = [s for s, kind in enumerate(match.seats) if kind == "human"]
        me = humans[0] if len(humans) == 1 else None
        mine = event.seat == me
        who = "Your" if mine else f"{names[event.seat]}'s"
        if event.kind == "last_turn":
            table.animations.add("banner", 1.1, text=f"{who} last turn", seat=event.seat)
            if me is not None and not mine and not view.players[me].exhausted:
                left = view.players[me].influence
                ballads = eternal_ballads(view.players[me])
                table.app.toast(
                    f"{names[event.seat]} spent the last Influence: this is their last turn. Then you play on alone "
                    f"for as many turns as your unspent Influence (now {left}){ballad_words(ballads)}, at least one.",
                    12.0, key="khedu-ending")
        elif event.kind == "exhausted" and not mine:
            table.animations.add("banner", 0.9, text=f"{names[event.seat]} leaves the song", seat=event.seat)
        elif event.kind == "last_man_standing":
            turns = event.data.get("turns", 1)
            many = f"{turns} more turn{'' if turns == 1 else 's'}"
            table.animations.add("banner", 1.1, text=f"{'You stand' if mine else names[event.seat] + ' stands'} "
                                 f"alone: {many}", seat=event.seat)
            if mine:
                ballads = eternal_ballads(view.players[me])
                table.app.toast(f"You stand alone and play {many} (your unspent Influence"
                                f"{ballad_words(ballads)}, at least one). Spending Influence makes that turn your "
                                "last.", 12.0, key="khedu-ending")

    def _remember(self, c) -> None:
        self.memory = {
            "turn": self.ctx.table.current_view().turns_completed,  # when it was fought (see `_recent`)
            "attacker": c.attacker, "defender": c.defender, "scenario": c.scenario, "instigator": c.instigator,
            "cadences": c.cadences, "desert_cadences": c.desert_cadences, "dice": c.dice, "adjusted": c.adjusted,
            "bonus": c.bonus, "defence": c.defence, "total": c.total, "attack_dice": c.attack_dice,
            "win": c.win_probability, "won": None,
        }

    def _recent(self, view) -> bool:
        """Whether the remembered fight is still news: fought this turn or since the player's last turn (a rival's
        fight of two turns ago stayed in the arena as if it were its latest: 2-player playtest)."""
        return view.turns_completed - self.memory.get("turn", view.turns_completed) < max(2, view.num_seats)

    def _aiming(self, view) -> bool:
        """Whether an attack legal now is pointed at (by the mouse or the keys' cursor, which moves the pointer) or
        waits for its confirm: its odds show over the last fight kept in the arena (they showed only in an empty
        one: blind tester)."""
        path = self.clicks.path
        if not path or path[0][0] not in ("desert", "cadre") or unit_at(view, path[0]) is None:
            return False
        return len(path) == 2 or any(hot.token in self.clicks.lit and hot.token[0] in ("desert", "cadre")
                                     and hot.rect.collidepoint(self.pointer.pos) for hot in self.hot_spots.hots)

    def loser_ref(self) -> tuple | None:
        """The place of the unit the last combat defeated (its stack shows the next unit rising)."""
        m = self.memory
        if not m or m.get("won") is None:
            return None
        return _place(m["defender"].where if m["won"] else m["attacker"].where)

    def draw(self, surface: pygame.Surface, view, step) -> None:
        """The arena zone for `view` at animation `step` (or None): a combat, the last one, or the idle arena."""
        self.faces = []
        self.dice_area = None
        table = self.ctx.table
        fonts = self.ctx.app.fonts
        zone = self.ctx.zones["arena"]
        c = view.combat
        if c is None and self.memory is None:
            self._recall(view)
        if c is not None:
            m = {
                "attacker": c.attacker, "defender": c.defender, "scenario": c.scenario, "instigator": c.instigator,
                "cadences": c.cadences, "desert_cadences": c.desert_cadences, "dice": c.dice,
                "adjusted": c.adjusted, "bonus": c.bonus, "defence": c.defence, "total": c.total,
                "attack_dice": c.attack_dice, "win": c.win_probability, "won": None, "live": c,
            }
            fought = resolved(table.match.records) if c.step == "reward" else None
            if fought is not None:  # as resolved: the view works the numbers out anew, after an aura went (146.png)
                m.update(adjusted=tuple(fought["dice"]), total=fought["total"], defence=fought["defence"],
                         bonus=fought["total"] - sum(fought["dice"]))
        elif self.memory is not None and self.memory.get("won") is not None and not view.is_over and self._recent(view) \
                and not self._aiming(view):
            m = dict(self.memory)
        else:
            self._draw_arena_idle(surface, view, zone)
            return
        names = table.match.seat_names()
        scen = {"cadre_vs_desert": "attacks", "infiltration": "infiltrates", "provocation": "provokes"}[m["scenario"]]
        # beside the COMBAT title; the last combat (no combat now) says so
        who = f"{'' if c is not None else 'last: '}{names[m['instigator']]} {scen}"
        theme.draw_text_box(surface, fonts, who, pygame.Rect(zone.x + 92, zone.y + 4, zone.w - 102, 20), MIN,
                            theme.readable(table.seat_colour(m["instigator"])), "bold", "right")
        a_rect = pygame.Rect(zone.x + 12, zone.y + 26, 76, 106)
        d_rect = pygame.Rect(zone.right - 88, zone.y + 26, 76, 106)
        t = 1.0
        if step is not None and step.kind == "clash":
            t = ease_out(step.progress)
        a_draw = a_rect.move(int(-40 * (1 - t)), 0)
        d_draw = d_rect.move(int(40 * (1 - t)), 0)
        won = m.get("won")
        fading = step is not None and step.kind == "defeat"
        for rect, unit, is_loser in ((a_draw, m["attacker"], won is False), (d_draw, m["defender"], won is True)):
            if is_loser and fading:
                k = ease_in_out(step.progress)
                rect = rect.move(0, int(40 * k))
            self.ctx.art.draw_unit(surface, unit, rect, dim=is_loser)
            self.faces.append((rect, unit_face(unit)))
            if is_loser:
                pygame.draw.line(surface, theme.BAD, rect.topleft, rect.bottomright, 4)
                pygame.draw.line(surface, theme.BAD, rect.topright, rect.bottomleft, 4)
        mid_x = zone.centerx
        line = max(20, fonts.get(MIN, "bold").get_linesize())  # measured: a larger text size spaces them out
        # The lines stay above the Cadences laid under the attacker (or the dice): at a larger text size the VS
        # gives them its place, and they stand in the middle of the two cards.
        lines = 2 if m["dice"] else 3
        bottom = a_rect.bottom + 4 if m["cadences"] or m["desert_cadences"] else zone.y + 190
        if max(zone.y + 40 + fonts.get(26, "title").get_height(), zone.y + 74) + lines * line <= bottom:
            y = theme.blit_text(surface, fonts, "VS", (mid_x, zone.y + 40), 26, theme.ACCENT, "title", "midtop").bottom
            y = max(y, zone.y + 74)
        else:
            y = a_rect.centery - lines * line // 2
        need = f"{m['attack_dice']} {'die' if m['attack_dice'] == 1 else 'dice'} +{m['bonus']}"
        gap = d_draw.x - a_draw.right - 8  # between the two cards: a larger text size grows only this far
        theme.blit_fit(surface, fonts, need, (mid_x, y), MIN, gap, theme.TEXT, "bold", "midtop")
        theme.blit_fit(surface, fonts, f"vs defence {m['defence']}", (mid_x, y + line), MIN, gap, theme.TEXT, "bold",
                       "midtop")
        if not m["dice"]:
            # whose chance, in one wording the whole fight: measured between the cards where they settle (not
            # as they slide in) and with the widest number (khedu18 read three wordings in one fight)
            room = 2 * min(mid_x - a_rect.right, d_rect.x - mid_x) - 12  # centred: clear of both cards
            said = fitted_chance(m["attacker"], m["defender"], m["instigator"], m["win"], mat_seat(view), names,
                                 lambda text: fonts.get(MIN, "bold").size(text)[0] <= room)
            theme.blit_fit(surface, fonts, said, (mid_x, y + 2 * line), MIN, gap, theme.ACCENT,
                           "bold", "midtop")
            live = m.get("live")
            status = ""
            if live is not None and live.step == "pay":
                status = f"to pay: discard {live.to_pay} card{'' if live.to_pay == 1 else 's'}"
            elif live is not None and live.step == "cadences" and live.answering_seat is not None:
                status = f"{names[live.answering_seat]} may sing a Cadence"
            elif live is not None and live.step == "roll":
                status = "the dice are ready"
            if status:
                theme.draw_text_box(surface, fonts, status, pygame.Rect(zone.x + 8, zone.y + 233, zone.w - 16, 20),
                                    MIN, theme.TEXT_DIM, "bold", align="center")
            if live is not None:  # the dice wait, blank, for the roll
                n = m["attack_dice"]
                total_w = n * 36 - 6
                x0 = zone.right - 12 - total_w if len(m["cadences"]) + len(m["desert_cadences"]) > 3 \
                    else zone.centerx - total_w // 2
                for i in range(n):
                    draw_die(surface, (x0 + i * 36 + 15, zone.y + 207), 30, None, "white", dim=True)
                self.dice_area = pygame.Rect(x0, zone.y + 192, total_w, 30)
        # Cadences laid beside the attacker
        cads = list(m["cadences"]) + [(None, key, self.data.cadences[key].name, self.data.cadences[key].kind, False)
                                      for key in m["desert_cadences"]]
        for i, (seat, key, name, kind, eternal) in enumerate(cads[:7]):
            r = pygame.Rect(zone.x + 12 + i * 40, a_rect.bottom + 4, 36, 50)
            d = self.data.cadences[key]
            if step is not None and step.kind == "sing" and i == len(cads) - 1:
                r = r.move(0, int(-24 * (1 - ease_out(step.progress))))
            surface.blit(self.ctx.art.cadence(d.name, d.kind, d.text, r.size, eternal), r)
            who = "the Desert" if seat is None else names[seat]
            self.faces.append((r, cadence_face(name, kind, d.text + f" Sung by {who}.", eternal)))
        # dice
        dice = m["dice"]
        rolling = step is not None and step.kind == "roll"
        if dice:
            adjusted = m["adjusted"] or dice
            size = 30 if len(dice) <= 5 else 26
            gap = 6
            total_w = len(dice) * (size + gap) - gap
            x0 = zone.right - 12 - total_w if len(cads) > 3 else zone.centerx - total_w // 2
            y = zone.y + 192
            live = m.get("live")
            sets = set(live.equal_sets) if live is not None else set()
            chosen = dict(live.choices) if live is not None else {}
            for i, value in enumerate(dice):
                if rolling:
                    face, angle, bounce = tumble_face(value, step.progress, step.data["seed"] + i)
                    draw_die(surface, (x0 + i * (size + gap) + size // 2, y + size // 2 - bounce), size, face,
                             "white", angle)
                    continue
                shown = adjusted[i] if i < len(adjusted) else value
                colour = "yellow" if shown != value else "white"
                hl = None
                if value in sets and value not in chosen:  # a set the equal-dice rule may still move
                    hl = theme.HIGHLIGHT
                draw_die(surface, (x0 + i * (size + gap) + size // 2, y + size // 2), size, shown, colour,
                         highlight=hl)
            if not rolling:
                total = m["total"]
                ok = total >= m["defence"]
                verdict = ""
                if won is not None:
                    verdict = "  attacker wins" if won else "  defender holds"
                text = f"{total} vs {m['defence']}{verdict}"
                said = theme.blit_fit(surface, fonts, text, (zone.centerx, zone.y + 230), 17, zone.w - 16,
                                      theme.GOOD if ok else theme.BAD, "bold", "midtop")
                # the dice and their total: what a caption of Best or Resolve talks about (a keyboard playtester's
                # "Best: 17…" stood over the dice it named)
                self.dice_area = pygame.Rect(x0, y, total_w, size).union(said)

    def _draw_arena_idle(self, surface, view, zone: pygame.Rect) -> None:
        table = self.ctx.table
        fonts = self.ctx.app.fonts
        if view.is_over:  # each line as wide as the arena allows, the next under it (cut at 150 %: blind tester)
            width = zone.w - 16
            y = theme.blit_fit(surface, fonts, "The song has ended", (zone.centerx, zone.y + 36), 22, width,
                               theme.ACCENT, "title", "midtop").bottom + 12
            order = sorted(view.players, key=lambda p: -view.scores[p.seat])
            for p in order[:4]:
                win = p.seat in view.winners
                text = f"{table.seat_labels()[p.seat]}: {view.scores[p.seat]}" + ("  ★" if win else "")
                y = max(y + 26, theme.blit_fit(surface, fonts, text, (zone.centerx, y), 17, width,
                                               theme.readable(table.seat_colour(p.seat)), "bold", "midtop").bottom + 4)
            return
        if view.phase == "opening" and view.viewer in view.active_seats and view.opening_cadences:
            return  # the opening picks cover the arena
        path = self.clicks.path
        attacker = unit_at(view, path[0]) if path and path[0][0] in ("desert", "cadre") else None
        if attacker is not None:
            self._draw_preview(surface, view, zone, attacker)
            return
        lines = ["Attack from your Cadre,", "or provoke a Desert unit", "against any exposed card."]
        y = zone.y + 40
        for line in lines:  # each grows with the text size only as far as the arena's width (cut at 150 %)
            y = max(y + 22, theme.blit_fit(surface, fonts, line, (zone.centerx, y), MIN, zone.w - 16, (190, 184, 170),
                                           "sans", "midtop").bottom)
        if table.human_to_act() is not None and view.phase == "turn":
            attacks = [a for a in table.legal_actions() if a.kind == "attack"]
            mine = mat_seat(view)
            heroes = sum(1 for a in attacks if a.args[0][0] == "cadre" and a.args[0][1] == mine)
            provocations = len(attacks) - heroes
            if not attacks:
                text = "no attack open to you"
            elif not heroes:  # an empty Cadre still provokes: say so, not "attacks"
                text = f"{provocations} provocation{'s' if provocations > 1 else ''} open to you"
            else:  # the first wording whole in the arena's width ("…10 provocati…" was cut: blind testers)
                s = "s" if provocations != 1 else ""
                text = fitting(fonts, [f"{heroes} from your Cadre, {provocations} provocation{s}",
                                       f"{heroes} hero attack{'s' if heroes != 1 else ''}, {provocations} provocation{s}",
                                       f"Cadre {heroes} · provoke {provocations}"], zone.w - 16, MIN, "bold")
            box = pygame.Rect(zone.x + 8, y + 12, zone.w - 16, 20)
            theme.draw_text_box(surface, fonts, text, box, MIN, theme.ACCENT, "bold", align="center")
            theme.blit_fit(surface, fonts, "Pick a lit unit to attack with it.", (zone.centerx, y + 36), MIN,
                           zone.w - 16, theme.TEXT_DIM, "sans", "midtop")

    def _draw_preview(self, surface, view, zone: pygame.Rect, attacker) -> None:
        """An attacker is chosen: it stands in the arena; pointing at a defender shows the odds."""
        fonts = self.ctx.app.fonts
        art = self.ctx.art
        a_rect = pygame.Rect(zone.x + 12, zone.y + 26, 76, 106)
        art.draw_unit(surface, attacker, a_rect)
        defender, defender_ref = None, None
        path = self.clicks.path
        if len(path) == 2:  # the defender is chosen, the attack waits for its confirm
            defender, defender_ref = unit_at(view, path[1]), path[1]
        for hot in self.hot_spots.hots:
            if (defender is None and hot.token in self.clicks.lit and hot.token[0] in ("desert", "cadre")
                    and hot.rect.collidepoint(self.pointer.pos)):
                defender, defender_ref = unit_at(view, hot.token), hot.token
        # Each line stands under the one before it, measured (at 150 % "VS" ran into "5 dice" and the odds into
        # "before Cadences are sung": blind tester); between the cards a line grows only as far as the gap.
        gap = zone.right - 88 - a_rect.right - 8
        wide = zone.w - 16
        y = zone.y + 60
        if defender is not None:
            y = theme.blit_fit(surface, fonts, "VS", (zone.centerx, zone.y + 30), 24, gap, theme.ACCENT, "title",
                               "midtop").bottom
        dice, bonus, defence = attacker.dice, 0, defender.defence if defender is not None else 0
        if defender is not None:  # the fight's own numbers: woken Desert Cadences and auras counted (a tester read
            # "5 dice" here, then "3 dice" in the fight: two Mirage Laments were awake)
            _cost, dice, bonus, defence = attack_numbers(view, mat_seat(view), tuple(path[0]), tuple(defender_ref))
        plus = f" +{bonus}" if bonus else ""
        y = theme.blit_fit(surface, fonts, f"{dice} {'die' if dice == 1 else 'dice'}{plus}", (zone.centerx, y), MIN,
                           gap, theme.TEXT, "bold", "midtop").bottom
        if defender is None:
            y = theme.blit_fit(surface, fonts, "move onto a lit card", (zone.centerx, zone.y + 150), MIN, wide,
                               theme.TEXT_DIM, "sans", "midtop").bottom
            theme.blit_fit(surface, fonts, "to see the odds", (zone.centerx, max(y, zone.y + 170)), MIN, wide,
                           theme.TEXT_DIM, "sans", "midtop")
            return
        art.draw_unit(surface, defender, pygame.Rect(zone.right - 88, zone.y + 26, 76, 106))
        y = theme.blit_fit(surface, fonts, f"vs defence {defence}", (zone.centerx, y), MIN, gap, theme.TEXT,
                           "bold", "midtop").bottom + 4
        # the same odds as the Honor warning and the fight's panel: auras and woken Desert Cadences counted
        chance = view.attack_win_chance(mat_seat(view), tuple(path[0]), tuple(defender_ref))
        y = theme.blit_fit(surface, fonts, f"{chance_text(chance)} to win", (zone.centerx, max(y, zone.y + 146)), 22,
                           wide, theme.GOOD if chance >= 0.5 else theme.BAD, "bold", "midtop").bottom
        y = theme.blit_fit(surface, fonts, "before Cadences are sung", (zone.centerx, y), MIN, wide, theme.TEXT_DIM,
                           "sans", "midtop").bottom
        reward = defender.reward + defender.honor
        theme.blit_fit(surface, fonts, f"reward {reward}", (zone.centerx, y), MIN, wide, ETERNAL, "bold", "midtop")

def resolved(records) -> dict | None:
    """The fight on the table as the rules resolved it (its result event), or None before it is resolved: once a
    hero falls its aura goes, and the defence worked out anew was not the one fought against (replay, 146.png)."""
    for record in reversed(records):
        for event in reversed(record.events):
            if event.kind == "combat_result":
                return event.data
            if event.kind == "combat_declared":
                return None
    return None


def fitting(fonts, wordings: list[str], width: int, size: int, face: str) -> str:
    """The first wording one line of `width` px holds at the text floor (the 100 % size), else the last."""
    font = fonts.get(fonts.logical_floor(size), face)
    return next((text for text in wordings if font.size(text)[0] <= width), wordings[-1])


def _place(where: tuple) -> tuple:
    """A UnitView's `where` as a place ref: Desert depth dropped."""
    if where and where[0] == "desert":
        return ("desert", where[1])
    return tuple(where)


def eternal_ballads(player) -> int:
    """The player's Eternal Whitesand Ballads (each a turn more alone, game/khedu/turns.py), as their view shows."""
    return sum(1 for c in player.ensemble if c.occupied and c.eternal and c.key == "whitesand_ballad")


def ballad_words(ballads: int) -> str:
    """The Ballads' share of the turns alone, said only when the player holds one (a tester without any was told of
    "Eternal Whitesand Ballads")."""
    return f" and your {ballads} Eternal Whitesand Ballad{'' if ballads == 1 else 's'}" if ballads else ""
