""""While you waited" headed the recap of the player's own fight, resolved by the table after their roll (blind
tester khedu23): the heading says "While you waited" only when every move told is another seat's; what the player's
own move led to, or a move the table made for them, is "Your last move" (scenes/table/recap.py)."""

import pygame
from scene_helpers import frames
from test_recap import _play, _table, _to_human

from baraza.scenes.table import recap as recap_module
from baraza.scenes.ui import theme


def _heading(scene, monkeypatch) -> str:
    """The first text the recap panel draws: its heading."""
    drawn: list[str] = []
    blit = theme.blit_text

    def noting(surface, fonts, text, *args, **kwargs):
        drawn.append(text)
        return blit(surface, fonts, text, *args, **kwargs)

    monkeypatch.setattr(recap_module.theme, "blit_text", noting)
    assert scene.recap.draw_recap(pygame.Surface((1280, 720)))
    monkeypatch.setattr(recap_module.theme, "blit_text", blit)
    return drawn[0]


def test_the_others_moves_are_what_the_player_waited_for(baraza_home, monkeypatch):
    app, match, scene = _table()
    _to_human(match)
    _play(match, 0)
    _play(match, 1)
    frames(app, 2)
    assert scene.recap.recap_lines and all(mover == 1 for mover, _ in scene.recap.recap_groups)
    assert _heading(scene, monkeypatch) == "While you waited"


def test_a_move_the_table_made_for_the_player_is_not_headed_while_you_waited(baraza_home, monkeypatch):
    app, match, scene = _table()
    _to_human(match)
    assert match.submit(0, match.legal_actions(0)[0]).ok  # the table answers for the player, unasked
    scene.recap.made_for_player()
    _play(match, 1)
    frames(app, 2)
    movers = [mover for mover, _ in scene.recap.recap_groups]
    assert movers[0] == 0 and 1 in movers  # the move made for the player, then the others'
    assert _heading(scene, monkeypatch) == "Since your last move"


def test_the_heading_says_whose_moves_the_recap_tells(baraza_home):
    _app, _match, scene = _table()
    recap = scene.recap
    recap._told_seat = 0
    for groups, heading in (([(1, ["a"])], "While you waited"), ([(0, ["a"])], "Your last move"),
                            ([(0, ["a"]), (1, ["b"])], "Since your last move")):
        recap.recap_groups = groups
        assert recap.title == heading
