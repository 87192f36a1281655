"""Pictures on the rules pages: every game's page has some, each draws, an unknown or broken one shows its
caption instead, they are drawn once per screen, and the page still scrolls to its end."""

import pygame
import pytest
from scene_helpers import frames, key, make_app

from baraza.game.registry import GAMES  # every shipped game draws its pictures (the toy: test_game_contract)


def picture_names(text: str) -> list[tuple[str, str]]:
    from baraza.scenes.screens.markdown_view import parse, picture_request

    return [request for tok in parse(text) if tok.type == "inline" and (request := picture_request(tok))]


def visible_pixels(image: pygame.Surface) -> int:
    mask = pygame.mask.from_surface(image) if image.get_flags() & pygame.SRCALPHA else None
    return mask.count() if mask is not None else image.get_width() * image.get_height()


@pytest.mark.parametrize("game", GAMES)
def test_every_page_names_pictures_and_each_one_draws(game):
    from baraza.scenes.screens.markdown_view import BoxPiece, Layouter, PicturePiece, StyledFonts
    from baraza.scenes.screens.rules import picture_source, read_rules_text

    app = make_app()
    text = read_rules_text(game)
    names = picture_names(text)
    assert names, f"{game}'s rules page names no picture"
    source = picture_source(game, app.fonts)
    assert source is not None
    width = 1044
    for name, caption in names:
        assert caption, f"{game}: picture {name} has no caption"
        image = source(name, width)
        assert isinstance(image, pygame.Surface), f"{game}: picture {name} is not drawn"
        assert 0 < image.get_width() <= width and image.get_height() > 40
        assert visible_pixels(image) > image.get_width() * image.get_height() // 10, f"{game}: {name} is empty"
    layout = Layouter(StyledFonts(app.fonts), width, pictures=source).layout(text)
    pictures = [p for p in layout.pieces if isinstance(p, PicturePiece)]
    assert len(pictures) == len(names)
    assert all(0 <= p.x and p.x + p.image.get_width() <= width for p in pictures)
    assert not any(isinstance(p, BoxPiece) and p.width == 1 for p in layout.pieces), "a picture fell back to a frame"


def test_a_game_without_a_pictures_module_has_no_source(toy_game):
    from baraza.scenes.screens.rules import picture_source

    app = make_app()
    assert picture_source(toy_game, app.fonts) is None
    assert picture_source("no-such-game", app.fonts) is None


@pytest.mark.parametrize("source", ["none", "unknown", "broken", "empty"])
def test_an_unknown_or_failing_picture_shows_its_caption_in_a_frame(source):
    from baraza.scenes.screens.markdown_view import BoxPiece, Layouter, PicturePiece, StyledFonts, TextPiece

    def broken(name, width):
        raise RuntimeError("paint spilled")

    sources = {"none": None, "unknown": lambda name, width: None, "broken": broken,
               "empty": lambda name, width: pygame.Surface((0, 0))}
    app = make_app()
    text = "Before.\n\n![The robber on a hill](picture:no-such-picture)\n\nAfter."
    layout = Layouter(StyledFonts(app.fonts), 600, pictures=sources[source]).layout(text)
    assert not any(isinstance(p, PicturePiece) for p in layout.pieces)
    frames_ = [p for p in layout.pieces if isinstance(p, BoxPiece) and p.width == 1]
    assert len(frames_) == 1
    words = [p for p in layout.pieces if isinstance(p, TextPiece)]
    caption = [p for p in words if frames_[0].rect.collidepoint(p.x, p.y)]
    assert " ".join(p.text.strip() for p in caption) == "The robber on a hill"
    after = next(p for p in words if p.text.startswith("After"))
    assert after.y > frames_[0].rect.bottom


def test_a_wide_picture_is_scaled_to_the_column_and_its_caption_is_under_it():
    from baraza.scenes.screens.markdown_view import Layouter, PicturePiece, StyledFonts, TextPiece

    app = make_app()
    wide = pygame.Surface((1600, 400), pygame.SRCALPHA)
    wide.fill((200, 100, 50, 255))
    layout = Layouter(StyledFonts(app.fonts), 800, pictures=lambda name, width: wide).layout(
        "![Wide](picture:wide)\n")
    picture = next(p for p in layout.pieces if isinstance(p, PicturePiece))
    assert picture.image.get_size() == (800, 200)
    caption = next(p for p in layout.pieces if isinstance(p, TextPiece))
    assert caption.text.strip() == "Wide" and caption.y >= picture.y + 200
    assert layout.height > caption.y


def test_an_ordinary_image_or_link_keeps_its_text():
    from baraza.scenes.screens.markdown_view import Layouter, PicturePiece, StyledFonts, TextPiece

    app = make_app()
    layout = Layouter(StyledFonts(app.fonts), 600, pictures=lambda n, w: pygame.Surface((10, 10))).layout(
        "See ![a map](maps/island.png) and [the rules](rules.md).\n")
    assert not any(isinstance(p, PicturePiece) for p in layout.pieces)
    text = "".join(p.text for p in layout.pieces if isinstance(p, TextPiece))
    assert "a map" in text and "the rules" in text


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_screen_draws_pictures_once_and_scrolls_to_the_end(game, monkeypatch):
    from baraza.scenes.screens import rules
    from baraza.scenes.screens.markdown_view import PicturePiece

    calls = []
    real = rules.picture_source

    def counting(name, fonts):
        source = real(name, fonts)
        return None if source is None else (lambda pic, width: calls.append(pic) or source(pic, width))

    monkeypatch.setattr(rules, "picture_source", counting)
    app = make_app()
    scene = rules.RulesScene(app, game)
    app.stack.reset(scene)
    frames(app, 2)
    drawn = len(calls)
    assert drawn == len(picture_names(rules.read_rules_text(game)))
    for _ in range(40):
        frames(app, 1, events=[key(pygame.K_PAGEDOWN)])
    assert scene.box.scroll == scene.box.max_scroll() > 0
    frames(app, 2, events=[key(pygame.K_END)])
    frames(app, 2, events=[key(pygame.K_HOME)])
    assert scene.box.scroll == 0
    for picture in (p for p in scene.box.layout.pieces if isinstance(p, PicturePiece)):
        scene.box.scroll_to(picture.y)
        frames(app, 1)
    frames(app, 1, events=[key(pygame.K_RIGHT)])  # the next game's page: its own pictures, the old ones kept
    frames(app, 1, events=[key(pygame.K_LEFT)])
    assert calls.count(calls[0]) == 1, "a picture was drawn twice"
