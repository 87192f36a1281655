"""Saves a player can manage: a typed name, a Load list that says what each save is, delete that asks."""

import pygame
from scene_helpers import frames, key, make_app

from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions


def test_name_a_save_then_find_it_in_load_and_delete_it(baraza_home):
    from baraza.scenes.screens.load import LoadScene
    from baraza.scenes.screens.pause import PauseScene
    from baraza.scenes.screens.save_name import SaveNameScene
    from baraza.scenes.table.launch import scene_class
    from baraza.scenes.ui.dialog import MessageScene

    app = make_app()
    match = new_match("kona", ["human", "ai:hard"], 4)
    play_actions(match, 6)
    scene = scene_class("kona")(app, match)
    scene.ai_turns.enabled = False  # the AI's reply (a timed search) could end the match under a loaded machine
    app.stack.reset(scene)
    frames(app)
    app.stack.push(PauseScene(app, scene))
    frames(app)
    app.stack.top.save()
    frames(app)
    dialog = app.stack.top
    assert isinstance(dialog, SaveNameScene)
    frames(app, 1, [key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)])
    frames(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text="Before lunch")])
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 2)
    assert app.stack.top is scene
    saved = list((baraza_home / "data" / "saves").glob("*.json"))
    assert [p.name for p in saved] == ["Before-lunch.json"]
    load = LoadScene(app)
    app.stack.push(load)
    frames(app)
    from baraza.scenes.screens.load import describe

    rows = {path.name: (data, auto) for path, data, _e, auto in load.entries}
    first, second = describe(rows["Before-lunch.json"][0])
    # the turns as History counts them, the one under way too (s37: krownia22's menu said 43 where History said 15)
    assert "Before lunch" in first and first.endswith(f", turn {match.rules.turns_begun(match.state)}")
    assert "Human vs AI (hard)" in second
    load.selected = [p.name for p, *_ in load.entries].index("Before-lunch.json")
    load.delete_selected()
    frames(app)
    assert isinstance(app.stack.top, MessageScene)  # it asks first
    assert saved[0].exists()
    app.stack.top.menu.buttons[0].on_click()  # Delete
    frames(app)
    assert not saved[0].exists()


def test_a_thumbnail_that_claims_a_huge_image_is_not_decoded():
    import base64
    import struct
    import zlib

    from baraza.scenes.screens.load import thumbnail_surface

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = chunk(b"IHDR", struct.pack(">IIBBBBB", 40000, 40000, 8, 2, 0, 0, 0))
    bomb = b"\x89PNG\r\n\x1a\n" + header + chunk(b"IDAT", zlib.compress(b"\0" * 1000)) + chunk(b"IEND", b"")
    assert thumbnail_surface(base64.b64encode(bomb).decode()) is None
    assert thumbnail_surface("not base64!") is None
    pygame.init()
    import io

    small = pygame.Surface((16, 9))
    buffer = io.BytesIO()
    pygame.image.save(small, buffer, "t.png")
    assert thumbnail_surface(base64.b64encode(buffer.getvalue()).decode()).get_size() == (16, 9)


def test_typing_replaces_the_suggested_save_name_and_the_arrows_keep_it(baraza_home):
    from baraza.scenes.screens.save_name import SaveNameScene
    from baraza.scenes.table.launch import scene_class

    app = make_app()
    match = new_match("kona", ["human", "ai:hard"], 4)
    scene = scene_class("kona")(app, match)
    app.stack.reset(scene)
    frames(app)
    dialog = SaveNameScene(app, scene)
    app.stack.push(dialog)
    frames(app)
    suggested = dialog.name
    frames(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text="M")])
    frames(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text="ine")])
    assert dialog.name == "Mine", "the suggestion is replaced, not appended to"
    other = SaveNameScene(app, scene)
    app.stack.push(other)
    frames(app, 1, [key(pygame.K_RIGHT)])
    frames(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text="!")])
    assert other.name == suggested + "!"
