"""Drawing helpers for the Konja table: tokens, Clouds, Idols, Ancestor tiles, the Summoning Pyramid
and card faces. Pure drawing from plain values; the scene decides what to draw where."""

from __future__ import annotations

import math

import pygame

from baraza.game.konja import cards
from baraza.scenes.render.cards import CardFace
from baraza.scenes.ui import theme
from baraza.scenes.ui.theme import Fonts

MIN = theme.MIN_TEXT  # no text under this; a small card shows less and its large view the rest

# Resource tokens: fill, rim, glyph (the same glyph is drawn on the Action dice).
TOKEN_COLOURS = {
    "gold": ((232, 186, 62), (140, 98, 20)),
    "magick": ((112, 118, 232), (52, 56, 150)),
    "power": ((232, 122, 52), (140, 60, 20)),
}
GLYPHS = {"gold": "◉", "magick": "✶", "power": "⚡"}
RESOURCE_TITLES = {"gold": "Gold", "magick": "Magick", "power": "Power"}

RELIC_COLOUR = (132, 92, 52)
SPELL_COLOUR = (92, 70, 160)
REPLY_COLOUR = (168, 58, 70)

ANCESTOR_INFO = {
    "spirit": ("Spirit Ancestor", (86, 150, 170),
               "Favour: take the Spirit token (spend it during your turn to recharge one Relic).",
               "Blessing: each player recharges all of their Relics."),
    "resource": ("Resource Ancestor", (196, 150, 60),
                 "Favour: choose Gold, Magick or Power.",
                 "Blessing: each player gains 2 tokens of the chosen kind."),
    "spell": ("Spell Ancestor", (120, 92, 186),
              "Favour: discard any of your Spells.",
              "Blessing: each player holding 2 Spells or fewer draws up to 3."),
    "merchant": ("Merchant Ancestor", (176, 104, 62),
                 "Favour: sacrifice Relics for their value in Gold.",
                 "Blessing: each player may pay 1 Gold to replace an Offering Relic, then buy one."),
    "rain": ("Rain Ancestor", (70, 128, 196),
             "Favour: pay Gold to flip your Clouds (3→4 for 2, 5→6 for 1, 7→9 for 1).",
             "Blessing: each player may summon a Cloud: 5 Gold for 3 points, 8 for 5, 11 for 7."),
}

# The pyramid from the top: (combination kind, title, reward line)
PYRAMID_ROWS = (
    ("kind", "3 · 4 · 5 alike", "Cloud 3 · 5 · 7 points"),
    ("run", "Run of 3+", "1 Gold per die"),
    ("pair", "Pair", "2 Magick"),
    ("power", "Single 4+", "1 Power"),
)
PYRAMID_REWARD = {"kind": "cloud", "run": "gold", "pair": "magick", "power": "power"}


def draw_token(surface: pygame.Surface, fonts: Fonts, kind: str, centre, radius: int = 15) -> None:
    fill, rim = TOKEN_COLOURS[kind]
    x, y = int(centre[0]), int(centre[1])
    pygame.draw.circle(surface, (14, 14, 18), (x + 2, y + 3), radius)
    pygame.draw.circle(surface, fill, (x, y), radius)
    pygame.draw.circle(surface, rim, (x, y), radius, 2)
    pygame.draw.circle(surface, rim, (x, y), max(3, radius - 5), 1)
    theme.blit_text(surface, fonts, GLYPHS[kind], (x, y), max(MIN, radius), (40, 26, 8), "bold", "center")


def draw_cloud(surface: pygame.Surface, fonts: Fonts, centre, value: int | None, upgraded: bool = False,
               scale: float = 1.0, dim: bool = False, highlight=None) -> pygame.Rect:
    """A Cloud token: a puffy shape with its points (None: an icon too small for a readable number).
    Flipped (upgraded) Clouds are golden-rimmed."""
    x, y = int(centre[0]), int(centre[1])
    body = (226, 232, 240) if not upgraded else (246, 236, 206)
    edge = (120, 136, 160) if not upgraded else (200, 150, 50)
    if dim:
        body = tuple(int(c * 0.6) for c in body)
    puffs = [(-12, 3, 10), (-3, -5, 12), (9, -2, 11), (14, 5, 8), (0, 6, 10)]
    for dx, dy, r in puffs:
        pygame.draw.circle(surface, edge, (x + int(dx * scale), y + int(dy * scale)), int((r + 2) * scale))
    for dx, dy, r in puffs:
        pygame.draw.circle(surface, body, (x + int(dx * scale), y + int(dy * scale)), int(r * scale))
    if value is not None:
        theme.blit_text(surface, fonts, str(value), (x + 1, y + 1), max(MIN, int(15 * scale)), (40, 52, 76), "bold",
                        "center")
    rect = pygame.Rect(0, 0, int(44 * scale), int(34 * scale))
    rect.center = (x + int(1 * scale), y)
    if highlight:
        pygame.draw.rect(surface, highlight, rect.inflate(8, 8), 3, border_radius=10)
    return rect


def cloud_digit(fonts: Fonts, centre, value: int, scale: float = 0.8) -> pygame.Rect:
    """Where `draw_cloud` writes a Cloud's points (a player's piles are drawn at 0.8, as sprites): the pile's
    "×2" stays clear of it."""
    with fonts.picture_text():  # as the sprite's words are drawn
        size = fonts.get(max(MIN, int(15 * scale)), "bold").size(str(value))
    return pygame.Rect((0, 0), size).move_to(center=(int(centre[0]) + 1, int(centre[1]) + 1))


def draw_idol(surface: pygame.Surface, centre, scale: float = 1.0, colour=(214, 196, 160)) -> None:
    """A small carved Idol standing on a tile."""
    x, y = int(centre[0]), int(centre[1])
    dark = tuple(max(0, c - 80) for c in colour)
    s = scale
    pygame.draw.ellipse(surface, (20, 18, 16), (x - 16 * s, y + 14 * s, 32 * s, 9 * s))
    body = [(x - 11 * s, y + 18 * s), (x - 8 * s, y - 4 * s), (x + 8 * s, y - 4 * s), (x + 11 * s, y + 18 * s)]
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, dark, body, 2)
    pygame.draw.circle(surface, colour, (x, int(y - 11 * s)), int(9 * s))
    pygame.draw.circle(surface, dark, (x, int(y - 11 * s)), int(9 * s), 2)
    theme.ART.outline_polygon(surface, body)  # high contrast: the Idol edged in black
    theme.ART.outline_circle(surface, (x, int(y - 11 * s)), int(9 * s))
    pygame.draw.line(surface, dark, (x - 4 * s, y - 12 * s), (x - 2 * s, y - 12 * s), 2)
    pygame.draw.line(surface, dark, (x + 2 * s, y - 12 * s), (x + 4 * s, y - 12 * s), 2)
    pygame.draw.line(surface, dark, (x - 6 * s, y + 4 * s), (x + 6 * s, y + 4 * s), 2)


def draw_spirit_token(surface: pygame.Surface, fonts: Fonts, centre, radius: int = 14) -> pygame.Rect:
    x, y = int(centre[0]), int(centre[1])
    pygame.draw.circle(surface, (14, 14, 18), (x + 2, y + 3), radius)
    pygame.draw.circle(surface, (150, 226, 236), (x, y), radius)
    pygame.draw.circle(surface, (40, 110, 130), (x, y), radius, 2)
    theme.blit_text(surface, fonts, "☀", (x, y), max(MIN, radius + 2), (30, 90, 110), "bold", "center")
    return pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius)


def ancestor_emblem(surface: pygame.Surface, name: str, centre, colour) -> None:
    """A simple carved symbol per Ancestor, so the tiles read at a glance."""
    x, y = centre
    light = tuple(min(255, c + 70) for c in colour)
    if name == "spirit":
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.line(surface, light, (x + 12 * math.cos(a), y + 12 * math.sin(a)),
                             (x + 20 * math.cos(a), y + 20 * math.sin(a)), 3)
        pygame.draw.circle(surface, light, (x, y), 9)
    elif name == "resource":
        for dx, kind in ((-16, "gold"), (0, "magick"), (16, "power")):
            pygame.draw.circle(surface, TOKEN_COLOURS[kind][0], (x + dx, y), 8)
            pygame.draw.circle(surface, TOKEN_COLOURS[kind][1], (x + dx, y), 8, 2)
    elif name == "spell":
        for dx, rot in ((-8, 12), (8, -12)):
            card = pygame.Surface((20, 28), pygame.SRCALPHA)
            pygame.draw.rect(card, light, card.get_rect(), border_radius=3)
            pygame.draw.rect(card, colour, card.get_rect(), 2, border_radius=3)
            card = pygame.transform.rotate(card, rot)
            surface.blit(card, card.get_rect(center=(x + dx, y)))
    elif name == "merchant":
        pygame.draw.polygon(surface, light, [(x - 18, y - 4), (x + 18, y - 4), (x + 12, y + 16), (x - 12, y + 16)])
        pygame.draw.arc(surface, light, (x - 10, y - 18, 20, 24), 0, math.pi, 3)
    elif name == "rain":
        for dx, dy in ((-10, 0), (0, -6), (10, 0)):
            pygame.draw.circle(surface, light, (x + dx, y + dy - 4), 9)
        for dx in (-10, 0, 10):
            pygame.draw.line(surface, light, (x + dx, y + 10), (x + dx - 3, y + 20), 2)


def draw_ancestor_tile(surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect, name: str) -> None:
    """The stone tile of one Ancestor (static art)."""
    title, colour, _favour, _blessing = ANCESTOR_INFO[name]
    pygame.draw.rect(surface, (10, 10, 12), rect.move(3, 4), border_radius=10)
    pygame.draw.rect(surface, (92, 84, 72), rect, border_radius=10)
    inner = rect.inflate(-8, -8)
    pygame.draw.rect(surface, tuple(int(c * 0.55) for c in colour), inner, border_radius=8)
    pygame.draw.rect(surface, colour, inner, 2, border_radius=8)
    ancestor_emblem(surface, name, (inner.centerx, inner.y + 38), colour)
    words = title.split()
    theme.blit_text(surface, fonts, words[0], (inner.centerx, inner.bottom - 31), MIN, (248, 240, 222), "bold",
                    "center")
    theme.blit_text(surface, fonts, "Ancestor", (inner.centerx, inner.bottom - 12), MIN, (220, 210, 190), "sans",
                    "center")


def pyramid_rows(zone: pygame.Rect) -> list[pygame.Rect]:
    """The four steps of the Summoning Pyramid, top (narrow) to bottom (wide)."""
    top = zone.y + 22
    h = (zone.h - 26) // 4
    rows = []
    for i in range(4):
        w = int(zone.w * (0.64 + 0.12 * i))
        rect = pygame.Rect(0, top + i * h, min(zone.w, w), h - 4)
        rect.centerx = zone.centerx
        rows.append(rect)
    return rows


ROW_REWARD_Y = 14  # a step's reward line, tight under its title
ROW_DICE_Y = 35  # where dice lie on a step: under the reward line's letters (they covered them: playtest J7)


def pyramid_row_words(fonts: Fonts, rect: pygame.Rect, title: str, reward: str) -> list[tuple[str, str, tuple, tuple]]:
    """A pyramid step's words as drawn: (text, face, top-left, colour) of its title and its reward line."""
    if fonts.get(MIN).size("→ " + reward)[0] > rect.w - 16:  # the top step is narrow: "Cloud 3 · 5 · 7"
        reward = reward.removesuffix(" points")
    return [(title, "bold", (rect.x + 8, rect.y + 1), (250, 240, 220)),
            ("→ " + reward, "sans", (rect.x + 8, rect.y + ROW_REWARD_Y), (226, 214, 190))]


def draw_pyramid(surface: pygame.Surface, fonts: Fonts, zone: pygame.Rect) -> None:
    """The Summoning Pyramid's static art: four stone steps, each naming its combination and reward."""
    theme.blit_text(surface, fonts, "Summoning Pyramid", (zone.centerx, zone.y + 1), MIN, theme.ACCENT, "bold",
                    "midtop")
    for i, (rect, (kind, title, reward)) in enumerate(zip(pyramid_rows(zone), PYRAMID_ROWS, strict=True)):
        shade = 108 - i * 8
        pygame.draw.rect(surface, (12, 12, 14), rect.move(2, 3), border_radius=6)
        pygame.draw.rect(surface, (shade + 28, shade + 18, shade), rect, border_radius=6)
        pygame.draw.rect(surface, (shade + 70, shade + 56, shade + 34), rect, 2, border_radius=6)
        res = PYRAMID_REWARD[kind]
        if res == "cloud":  # a small Cloud up in the corner (its points are in the words below)
            draw_cloud(surface, fonts, (rect.right - 16, rect.y + 12), None, scale=0.55)
        else:
            draw_token(surface, fonts, res, (rect.right - 16, rect.y + 14), 10)
        for text, face, pos, colour in pyramid_row_words(fonts, rect, title, reward):
            theme.blit_text(surface, fonts, text, pos, MIN, colour, face)
        # the socket the dice are laid into
        pygame.draw.rect(surface, (shade + 6, shade - 2, shade - 16), (rect.x + 6, rect.y + 34, rect.w - 12,
                                                                       rect.h - 36), border_radius=4)


# A card's gist in a few words for its face on the table (the full text is in the zoom): by effect.
SUMMARIES = {  # terse: a small card with a two-line name has one line of about 78 px for them
    "reroll": "{n} rerolls", "reroll_low": "Reroll ≤{n}", "set_face": "Any face", "nudge": "±{n} pip",
    "nudge_guard": "±1, safe", "mirror": "Copy die", "violet_roll": "Violet die", "violet_copy": "Violet copy",
    "flip_action": "White die", "guard": "Guard {n}", "gain_magick": "+{n} Magick", "gain_gold": "+{n} Gold",
    "exchange": "Trade {n}", "recharge": "Recharge", "discard_draw": "Swap Spells", "take_relic": "Take Relic",
    "cancel_red": "Cancel red",
}
# Shorter still, for a gist that would be cut under a two-line name on the opponent's small cards ("+4 Magick"
# read "+4 Ma…" on Kofi's Spirit Bowl)
NARROW = {"gain_magick": "+{n}M", "recharge": "Refresh"}


def card_summary(face: CardFace, narrow: bool = False) -> str:
    """The few words a small card shows: its effect's gist (any other face: its text); `narrow`: the shorter
    words where there are some."""
    words = {**SUMMARIES, **NARROW} if narrow else SUMMARIES
    for card in (*cards.relics().values(), *cards.spells().values()):
        if card.name == face.title and face.text.split("\n")[0] == card.text:
            return _gist(words.get(card.effect, face.text), card.amount)
    for card in cards.relics().values():  # Oodoo's Shayka back
        if card.name == face.title and card.shayka_effect:
            return _gist(words.get(card.shayka_effect, face.text), int(card.shayka_amount or 1))
    return face.text


def _gist(words: str, n: int) -> str:
    return words.format(n=n).replace("1 rerolls", "1 reroll")


def relic_face(card_id: str, shayka_side: bool = False) -> CardFace:
    card = cards.relics()[card_id]
    _effect, _amount, text = card.side(shayka_side)
    needs = {"none": "", "any": "any Action die", "magick": "Action die: Magick", "gold": "Action die: Gold",
             "power": "Action die: Power"}[card.die]
    kind = "Relic" + (" · exhausts" if card.exhausts else " · reusable")
    # what it takes and what it is worth, as a last paragraph of the text: read at the text's size
    extra = "  ·  ".join(t for t in (needs, f"worth {card.cost} Gold at the Merchant") if t)
    return CardFace(card.name, f"{text}\n{extra[:1].upper()}{extra[1:]}.", kind, RELIC_COLOUR, f"{card.cost}G")


def spell_face(card_id: str) -> CardFace:
    card = cards.spells()[card_id]
    reply = card.timing == "red_reply"
    kind = "Spell · answers red dice" if reply else "Spell"
    return CardFace(card.name, f"{card.text}\nCosts {card.cost} Magick.", kind,
                    REPLY_COLOUR if reply else SPELL_COLOUR, f"{card.cost}M")


def ancestor_face(name: str) -> CardFace:
    title, colour, favour, blessing = ANCESTOR_INFO[name]
    return CardFace(title, f"{favour}\n{blessing}", "Ancestor tile", colour)


def relic_die_badge(surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect, need: str) -> None:
    """A small die outline in a Relic's corner saying which Action die it takes."""
    if need == "none":
        return
    box = pygame.Rect(rect.right - 23, rect.bottom - 23, 20, 20)
    pygame.draw.rect(surface, (240, 236, 226), box, border_radius=4)
    pygame.draw.rect(surface, (90, 80, 64), box, 1, border_radius=4)
    glyph = GLYPHS.get(need, "⚂")
    colour = TOKEN_COLOURS[need][1] if need in TOKEN_COLOURS else (60, 60, 60)
    theme.blit_text(surface, fonts, glyph, box.center, MIN, colour, "bold", "center")


def strip_pill(fonts: Fonts, face: CardFace, size: tuple[int, int]) -> pygame.Rect | None:
    """Where a strip's cost pill lies on the strip (None: no cost): the mark of a Spell to discard stays clear of
    it (bad14: the tick covered Tilt's 1M)."""
    if not face.cost:
        return None
    w, h = size
    label = pygame.Rect((0, 0), fonts.get(MIN, "bold").size(face.cost))
    return label.move_to(midright=(w - 6, h // 2)).inflate(8, 0)


def small_card_surface(fonts: Fonts, size: tuple[int, int], face: CardFace | None, need: str = "",
                       room: int | None = None) -> pygame.Surface:
    """A card at table size with a title band roomy enough for two-word names (the shared card face wraps
    long titles into its text). Built once per card and size; the scene caches the result. `room`: the width
    left visible when the next card of a fanned hand covers the right side (the name wraps into it); on a strip,
    where a mark over its right part begins."""
    w, h = size
    card = pygame.Surface(size, pygame.SRCALPHA)
    r = card.get_rect()
    if face is None:
        pygame.draw.rect(card, (60, 44, 84), r, border_radius=7)
        for i in range(-h, w, 10):
            pygame.draw.line(card, (78, 60, 106), (i, 0), (i + h, h), 2)
        pygame.draw.rect(card, (150, 120, 190), r, 2, border_radius=7)
        pygame.draw.rect(card, (150, 120, 190), r.inflate(-12, -12), 1, border_radius=5)
        theme.blit_text(card, fonts, "✶", r.center, max(MIN, w // 4), (170, 140, 210), "bold", "center")
        return card
    if h < 44:  # a strip in a big hand: the name and the cost on the card's colour
        pygame.draw.rect(card, face.colour, r, border_radius=6)
        pygame.draw.rect(card, (236, 226, 204), r, 1, border_radius=6)
        pill = strip_pill(fonts, face, size)
        right = w - 6
        if pill is not None:
            label = fonts.render(face.cost, MIN, face.colour, "bold")
            pygame.draw.rect(card, (236, 226, 204), pill, border_radius=5)
            card.blit(label, label.get_rect(center=pill.center))
            right = pill.x - 6
        if room is not None:  # on a strip, `room` is where a mark drawn on it begins (a Spell ticked to discard):
            right = min(right, room)  # the words end before it (the tick sat over "Cancel red": konja21)
        name = theme.ellipsize(fonts.get(MIN, "bold"), face.title, right - 8)
        image = fonts.render(name, MIN, (250, 246, 236), "bold")
        card.blit(image, image.get_rect(midleft=(8, h // 2)))
        gist = card_summary(face)  # the gist after the name when both fit whole (else the zoom has it)
        gist_w = fonts.get(MIN).size(gist)[0]
        if gist != face.text and image.get_width() + 14 + gist_w <= right - 8:
            words = fonts.render(gist, MIN, (232, 222, 246))
            card.blit(words, words.get_rect(midleft=(8 + image.get_width() + 14, h // 2)))
        return card
    pygame.draw.rect(card, (236, 226, 204), r, border_radius=7)
    # Nothing under the floor: the name, the gist, the cost; the large view has the rest.
    font = fonts.get(MIN, "bold")
    step = font.get_linesize()
    width = min(w, room or w) - 8
    lines = [theme.ellipsize(font, ln, width) for ln in theme.wrap_text(fonts, face.title, MIN, width, "bold")]
    if len(lines) > 2:
        lines = [lines[0], theme.ellipsize(font, " ".join(lines[1:]), width, force=True)]
    band_h = 5 + len(lines) * step
    pygame.draw.rect(card, face.colour, (0, 0, w, band_h), border_top_left_radius=7, border_top_right_radius=7)
    for i, line in enumerate(lines):
        card.blit(fonts.render(line, MIN, (250, 246, 236), "bold"), (4, 3 + i * step))
    # the gist's room ends at the cost pill's top, measured (a fixed 24 px left no line under a two-line name on
    # the opponent's smaller Relics: blind playtest, "Kofi's Relics show no effect")
    pill_h = fonts.get(MIN, "bold").get_height() + 5 if face.cost else 2
    box = (width, h - band_h - 2 - pill_h)
    if box[1] >= fonts.get(MIN).get_height():
        # the gist at a glance; the whole text is on hover and in the zoom
        _size, body, cut = theme.fit_lines(fonts, card_summary(face), box, MIN, line_gap=0)
        if cut:
            _size, body, _cut = theme.fit_lines(fonts, card_summary(face, narrow=True), box, MIN, line_gap=0)
        y = band_h + 2
        for line in body:
            card.blit(fonts.render(line, MIN, (44, 40, 34)), (4, y))
            y += fonts.get(MIN).get_linesize()
    pygame.draw.rect(card, face.colour, r, 2, border_radius=7)
    if face.cost:
        label = fonts.render(face.cost, MIN, (250, 246, 236), "bold")
        pill = label.get_rect(bottomleft=(4, h - 4)).inflate(8, 0)
        pygame.draw.rect(card, face.colour, pill, border_radius=5)
        card.blit(label, label.get_rect(center=pill.center))
    if need and need != "none":
        relic_die_badge(card, fonts, r.inflate(-2, -2), need)
    return card
