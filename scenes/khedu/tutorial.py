"""Where a Khedu lesson's clicks go. A move is its click tokens (a hand card, a Cadre slot, a Desert stack,
an Ensemble place) followed, for a Command without a target, by its confirm button; choices with no card
on the table (Meditate, Roll, the equal-dice sets, rewards...) are prompt-bar buttons.

Spots a script may point at, besides the shared "zone:<name>" and "button:<label>" (the prompt bar's buttons
too, e.g. "button:Meditate"): "slot:N" (your Cadre slot N, from 1), "ens:N" (your Ensemble place N, from 1),
"stack:N" (the exposed unit of Desert stack N), "dcad:N" (the solo Desert Cadence beside stack N), "card:KEY"
(your hand cards of that kind), "counters" (Legacy, Influence, Honor and hand on your mat), "score" and
"best" (the solo banner's boxes), "turns" (the banner's turn and Influence lines) and "feat:KEY" (an
achievement row on the clan board)."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action


class KheduTutorialTargets:
    """`tutorial_clicks` and `tutorial_spot` for the Khedu table; a mixin of `KheduScene`."""

    def action_spot(self, action: Action, view) -> pygame.Rect | None:
        """Where another seat's attack lands: the defending unit, in the Desert or a Cadre."""
        if action.kind != "attack":
            return None
        try:
            defender = action.args[1]
            return self._token_rect(view, defender, None) if defender[0] in ("desert", "cadre") else None
        except (IndexError, KeyError, TypeError, ValueError):
            return None

    def tutorial_clicks(self, action: Action, view) -> list[pygame.Rect]:
        seq = self.tokens(view, action)
        if seq is None:
            button = self._tutorial_button(view, action)
            return [button] if button is not None else []
        path = list(self.path)
        rest = seq[len(path):] if path and seq[: len(path)] == path else seq
        if not rest and self._needs_confirm(view, action):
            button = self._tutorial_button(view, action, confirm=True)
            return [button] if button is not None else []
        card = action.args[0] if action.kind in ("place", "pay", "command") else None
        rects = [self._token_rect(view, token, card, bind=action.kind == "bind_cadence") for token in rest]
        return [r for r in rects if r is not None]

    def _tutorial_button(self, view, action: Action, confirm: bool = False) -> pygame.Rect | None:
        """The prompt button that makes `action` (a Command's confirm button once its card is chosen)."""
        self._sync_buttons(view)  # rebuilt only if the legal moves or the selection changed
        label = self._button_label(view, action)
        for button in self.prompt_buttons:
            if button.text == label and button.enabled:
                return pygame.Rect(button.rect)
        return None

    def _token_rect(self, view, token: tuple, card: int | None, bind: bool = False) -> pygame.Rect | None:
        kind = token[0]
        if kind == "hand":
            return self._hand_rect(view, token[1], card)
        if kind == "desert":
            geometry = self.desert_geometry(view)
            if token[1] >= len(geometry):
                return None
            unit, cadence = geometry[token[1]]
            return pygame.Rect(cadence if bind and cadence is not None else unit)
        if kind == "cadre":
            return self.cadre_rect(token[1], token[2], view)
        if kind == "ens":
            return self.ensemble_rect(self.mat_seat(view), token[1], view)
        if kind == "open":
            cards = [cv.card for cv in view.opening_cadences or ()]
            rects = self.opening_rects(len(cards))
            return rects[cards.index(token[1])] if token[1] in cards else None
        return None

    def _hand_rects_visible(self, view) -> list[tuple[pygame.Rect, object]]:
        """Each hand card with the part of it no later card covers (so its centre takes the click)."""
        hand = view.players[self.mat_seat(view)].hand or ()
        rects = self.hand_rects(len(hand))
        out = []
        for i, (rect, c) in enumerate(zip(rects, hand, strict=False)):
            r = pygame.Rect(rect)
            if i + 1 < len(rects) and rects[i + 1].x < r.right:
                r.w = rects[i + 1].x - r.x
            out.append((r, c))
        return out

    def _hand_rect(self, view, key: str, card: int | None) -> pygame.Rect | None:
        same = [(r, c) for r, c in self._hand_rects_visible(view) if c.key == key]
        exact = [r for r, c in same if c.card == card]
        if exact:
            return exact[0]
        return same[0][0] if same else None

    def tutorial_spot(self, name: str, view) -> list[pygame.Rect]:
        kind, _, key = name.partition(":")
        view = view if view is not None else self.current_view()
        mine = self.mat_seat(view)
        if kind == "slot" and key.isdigit():
            return [self.cadre_rect(mine, int(key) - 1, view)]
        if kind == "ens" and key.isdigit():
            return [self.ensemble_rect(mine, int(key) - 1, view)]
        if kind in ("stack", "dcad") and key.isdigit():
            geometry = self.desert_geometry(view)
            i = int(key) - 1
            if i >= len(geometry):
                return []
            unit, cadence = geometry[i]
            rect = cadence if kind == "dcad" else unit
            return [pygame.Rect(rect)] if rect is not None else []
        if kind == "card":
            return [r for r, c in self._hand_rects_visible(view) if c.key == key]
        if kind == "counters":
            mat = self.z["mat"]
            return [pygame.Rect(mat.x + 258, mat.y + 2, 470, 32)]
        if kind in ("score", "best", "turns") and view.num_seats == 1:
            zone = self.z["opponents"]
            if kind == "turns":
                return [pygame.Rect(zone.x + 632, zone.y + 10, 230, 56)]
            box = pygame.Rect(zone.x + 250, zone.y + 14, 170, zone.h - 28)
            return [box if kind == "score" else box.move(186, 0)]
        if kind == "button":  # the prompt bar's buttons (Meditate, Pass...) as well as the shared ones
            self._sync_buttons(view)
            found = [pygame.Rect(b.rect) for b in self.prompt_buttons if b.text == key]
            shared = super().tutorial_spot(name, view)
            # a prompt button shows only at its moment; before it, the bar where it will appear
            return found or shared or [pygame.Rect(self.z["prompt"])]
        if kind == "feat" and key in self.data.achievements:
            return self._feat_rect(key, view)
        return super().tutorial_spot(name, view)

    def _feat_rect(self, key: str, view) -> list[pygame.Rect]:
        """An achievement's row on the clan board, laid out as `SidePanels._draw_clan` draws it."""
        zone = self.z["clan"]
        clan = view.players[self.mat_seat(view)].clan
        y = zone.y + 33 + 3 * 16 + 4
        for group in ([a for a in self.data.achievements.values() if not a.clan],
                      [a for a in self.data.achievements.values() if a.clan == clan]):
            for a in group:
                if a.key == key:
                    return [pygame.Rect(zone.x + 6, y, zone.w - 12, 16)]
                y += 17
            y += 3
        return []
