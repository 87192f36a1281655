"""Keys playtest 19 at 150 %: the hand card under the keys' cursor lifted (the pointer follows the cursor), so the
cursor's ring, drawn around the card's place, crossed its name ("Sandstorm", "Oadhii Infiltrator" cut at the top).
Under the keys' cursor a hand card stays in its place; the mouse still lifts it, inside the mat."""

from __future__ import annotations

import pygame
from keyboard_player import walk_to
from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.khedu.table import KheduScene


class _Spy(pygame.Surface):
    """A screen that remembers where each picture went."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.placed: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        rect = super().blit(source, dest, *args, **kwargs)
        if not args and not kwargs:
            self.placed.append(pygame.Rect(pygame.Rect(dest).topleft, source.get_size()))
        return rect


def _table():
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("khedu", ["human"], 3, {})
    table = KheduScene(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.cancel()
    frames(app, 2)
    return app, match, table


def _card_drawn(app, table, place: pygame.Rect) -> pygame.Rect:
    spy = _Spy(app.screen.get_size())
    table.drawing.draw_mat(spy, table.current_view())
    drawn = [r for r in spy.placed if r.size == place.size and r.x == place.x]
    assert drawn, place
    return drawn[-1]


def test_the_card_under_the_keys_cursor_stays_in_its_place(baraza_home):
    app, _match, table = _table()
    view = table.current_view()
    places = [pygame.Rect(r) for r, _ in table.geometry.hand_places(view)]
    spots = {tuple(pygame.Rect(r)): pygame.Rect(r) for r, _ in table.geometry.visible_hand(view)}
    place = places[1]
    spot = next(r for r in spots.values() if r.topleft == place.topleft)
    walk_to(app, table, spot)
    frames(app, 3)
    assert pygame.Rect(table.focus.current.rect) == spot
    drawn = _card_drawn(app, table, place)
    assert drawn == place, (drawn, place)  # the ring frames the card: its name is not crossed


def test_the_mouse_still_lifts_a_card_inside_the_mat(baraza_home):
    app, _match, table = _table()
    view = table.current_view()
    places = [pygame.Rect(r) for r, _ in table.geometry.hand_places(view)]
    place = places[-1]
    frames(app, 2, [pygame.event.Event(pygame.MOUSEMOTION, pos=place.center, rel=(0, 0), buttons=(0, 0, 0))])
    drawn = _card_drawn(app, table, place)
    assert drawn.y < place.y  # lifted under the mouse
    assert pygame.Rect(table.z["mat"]).contains(drawn), (drawn, table.z["mat"])
