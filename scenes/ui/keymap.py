"""One keymap from keys to intents: scenes read intents ("confirm", "undo", "next"), never raw key codes.

A key press becomes an `Intent` through `intent_of(event)`. Shared intents are the same on every screen
and table; a table may add its own letter shortcuts (KROWNIA's R for a road) by passing `shortcuts`, a map
from a lower-case letter to the intent's name. `KEYS_PAGE` lists every binding in words, for the Keys page in
Settings and the tables' help."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Intent:
    """What a key asks for. `index` is the number for "choose" (keys 1–9 give 0–8)."""

    name: str
    index: int = 0

    def __eq__(self, other: object) -> bool:  # an intent compares equal to its name: `intent == "undo"`
        if isinstance(other, str):
            return self.name == other
        if isinstance(other, Intent):
            return (self.name, self.index) == (other.name, other.index)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.name, self.index))


# key -> intent name, for keys pressed without Ctrl (Shift changes only Tab)
_PLAIN: dict[int, str] = {
    pygame.K_RETURN: "confirm", pygame.K_KP_ENTER: "confirm",
    pygame.K_ESCAPE: "cancel",
    pygame.K_SPACE: "select",
    pygame.K_TAB: "next",
    pygame.K_UP: "up", pygame.K_DOWN: "down", pygame.K_LEFT: "left", pygame.K_RIGHT: "right",
    pygame.K_PAGEUP: "page_up", pygame.K_PAGEDOWN: "page_down",
    pygame.K_HOME: "home", pygame.K_END: "end",
    pygame.K_BACKSPACE: "back", pygame.K_DELETE: "delete",
    pygame.K_h: "hint",
    pygame.K_g: "glossary",
    pygame.K_F1: "rules",
    pygame.K_F2: "speak_hand", pygame.K_F3: "speak_scores", pygame.K_F4: "speak_roll", pygame.K_F9: "repeat_speech",
    pygame.K_F8: "sound",
    pygame.K_F11: "fullscreen",
}
_CTRL: dict[int, str] = {pygame.K_z: "undo", pygame.K_BACKSPACE: "clear", pygame.K_v: "paste"}
_DIGITS = {getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 10)}
_DIGITS.update({getattr(pygame, f"K_KP{n}"): n - 1 for n in range(1, 10)})

# What the Keys page shows: (keys, what they do), in the order a player meets them. PAGE_INTENTS says which
# intents each row names (a test holds the page to every intent this keymap gives).
KEYS_PAGE: list[tuple[str, str]] = [
    ("Enter", "confirm: take the lit choice, press the focused button"),
    ("Esc", "cancel, go back; at a table: back out of a half-made choice, else the pause menu"),
    ("Space", "select the focused row; at a table: hurry the animations, or show the card under the cursor "
              "large (Space again or Esc puts it away)"),
    ("Tab / Shift+Tab", "next / previous choice"),
    ("Arrows", "move the focus; at a table: the cursor, to the nearest spot that way on the screen"),
    # what the cursor really does (focus_moves.tab_stops); the page promised stops it skipped (keys playtest, 41)
    ("Tab / Shift+Tab at a table", "the next / previous part of the table (board, hand, log…), stopping at each "
                                   "button of the turn's prompt and at the table's own buttons (Undo, Hint, Menu); "
                                   "the arrows reach every other spot"),
    ("1 – 9", "at a table whose prompt buttons tell a number in their tooltip: press that button (elsewhere the "
              "arrows and Enter choose)"),
    ("Ctrl+Z", "undo your last move against the AI"),
    ("Ctrl+V", "paste (a deal code a friend sent)"),
    ("H", "a hint from the AI"),
    ("G", "the game's glossary"),
    ("F1", "the game's rules"),
    ("F2 / F3 / F4", "say your hand / the scores / the last roll"),
    ("F9", "say the last spoken line again"),
    ("F8", "sound on or off"),
    ("F11", "full screen"),
    ("Page Up / Page Down, Home / End", "scroll long pages"),
    ("Backspace / Delete", "erase a letter; delete the selected save; at some tables: take back the last pick of "
                           "a half-made choice"),
    ("Ctrl+Backspace", "erase the whole name"),
]


PAGE_INTENTS: dict[str, tuple[str, ...]] = {
    "Enter": ("confirm",), "Esc": ("cancel",), "Space": ("select",), "Tab / Shift+Tab": ("next", "previous"),
    "Arrows": ("up", "down", "left", "right"), "1 – 9": ("choose",), "Ctrl+Z": ("undo",), "Ctrl+V": ("paste",),
    "H": ("hint",), "G": ("glossary",), "F1": ("rules",), "F2 / F3 / F4": ("speak_hand", "speak_scores", "speak_roll"),
    "F9": ("repeat_speech",), "F8": ("sound",), "F11": ("fullscreen",),
    "Page Up / Page Down, Home / End": ("page_up", "page_down", "home", "end"),
    "Backspace / Delete": ("back", "delete"), "Ctrl+Backspace": ("clear",),
}


# The keys of screens and windows that answer more than the keys above, for the Keys page: (heading, rows), each
# row (intents, what they do). The page names each intent's keys from this keymap (`intent_keys`), the player's
# own keys included, so no row names a key by hand. Nothing here names a game: a table's letters are its own.
SCREEN_KEYS: list[tuple[str, list[tuple[tuple[str, ...], str]]]] = [
    ("In History", [
        (("up", "down"), "the match before / after in the list"),
        (("page_up", "page_down"), "a page of matches up / down"),
        # what Tab really does there (scenes/screens/history.py `stops`): the page said it changed the Game filter
        (("next", "previous"), "move on / back: the match list, the Game, Opponent and Result filters, then the "
                               "Replay, Statistics, Export, Import and Back buttons"),
        (("left", "right"), "on a filter: its previous / next choice"),
        (("confirm",), "on the list: replay the chosen match; on a button: press it"),
        (("cancel",), "leave History"),
    ]),
    ("In a replay", [
        (("left", "right"), "one move back / on; a move the analysis marked takes two steps on: first the position "
                            "before it, the move played and the better one ringed, then the move made"),
        (("home", "end"), "the start / the last move"),
        (("page_up", "page_down"), "the previous / next key moment"),
        (("select",), "play the moves one by one, or pause; with a button focused, press it"),
        (("next", "previous"), "focus the next / previous button (the step buttons, speed, whose view, Moves, "
                               "Analyse, Play here, Back), and the move list while it shows; a yellow ring marks it"),
        (("confirm",), "press the focused button"),
        (("analyse_letter",), "Analyse: the AI judges every move (as the Analyse button does)"),
        (("up", "down"), "with the move list focused: the move before / after"),
        (("digits", "confirm"), "go to that turn: type its number with the digit keys (Backspace erases a digit, "
                                "Esc forgets the number)"),
        (("cancel",), "leave the replay"),
    ]),
    ("In a window over a table (an offer to answer, a trade to make, a card to name)", [
        (("next", "previous"), "go round the window's controls, and only those, until it closes"),
        (("up", "down", "left", "right"), "move the cursor to the next control that way, row by row; a greyed one "
                                          "says why it is grey"),
        (("confirm",), "press the ringed button"),
        (("cancel",), "back out of the window: decline the offer, drop or withdraw your own, or close it"),
    ]),
]
_KEY_WORDS = {"return": "Enter", "escape": "Esc", "keypad enter": "Enter"}  # the names players know
_INTENT_WORDS = {"choose": "1 – 9", "digits": "A turn number",  # intents of a row of keys, not one key
                 "analyse_letter": "A"}  # the replay's own letter (scenes/replay/buttons.py ANALYSE_KEY)


def intent_keys(intent: str, rebinding: Rebinding | None = None) -> str:
    """The key that does `intent` now, as the Keys page names it ("Enter", "Page Up", "Shift+Tab", the player's
    own key when they moved it)."""
    if intent in _INTENT_WORDS:
        return _INTENT_WORDS[intent]
    if intent == "previous":  # Shift with the key that does "next" (a moved Tab keeps its Shift)
        return "Shift+" + intent_keys("next", rebinding)
    chords = rebinding.keys_of(intent) if rebinding is not None else default_chords(intent)
    if not chords:
        return intent
    name = pygame.key.name(chords[0][0])
    words = _KEY_WORDS.get(name) or chord_name(chords[0])
    return f"Ctrl+{words}" if chords[0][1] and not words.startswith("Ctrl+") else words


def row_keys(intents: tuple[str, ...], rebinding: Rebinding | None = None) -> str:
    """A row's keys: "Left / Right", "Tab / Shift+Tab"; a typed number and its key read "A turn number, then
    Enter"."""
    if intents[0] == "digits":
        return f"{intent_keys('digits')}, then {intent_keys(intents[1], rebinding)}"
    return " / ".join(intent_keys(intent, rebinding) for intent in intents)


def intent_of(event: pygame.event.Event, shortcuts: dict[str, str] | None = None) -> Intent | None:
    """The intent of a KEYDOWN event, or None (not a key press, or a key with no meaning here)."""
    if event.type != pygame.KEYDOWN:
        return None
    key = getattr(event, "key", None)
    mod = getattr(event, "mod", 0)
    if mod & pygame.KMOD_CTRL:
        name = _CTRL.get(key)
        return Intent(name) if name else None
    if key == pygame.K_TAB and mod & pygame.KMOD_SHIFT:
        return Intent("previous")
    if key in _DIGITS:
        return Intent("choose", _DIGITS[key])
    if shortcuts and isinstance(key, int) and 0 <= key < 0x110000:
        letter = chr(key).lower()
        if letter in shortcuts:
            return Intent(shortcuts[letter])
    name = _PLAIN.get(key)
    return Intent(name) if name else None


# --- the player's own keys (Settings → Keys → Change keys) -----------------------------------------
# What a player may move to another key, in the order the page lists them, with the words it shows. Esc is not
# among them: it always backs out, so no choice of keys can lock a player in.
REBINDABLE: dict[str, str] = {
    "confirm": "confirm, press", "select": "select, show a card", "next": "next part or choice",  # whole at 150 %
    "up": "up", "down": "down", "left": "left", "right": "right",
    "undo": "undo your last move", "hint": "a hint from the AI", "glossary": "the game's glossary",
    "rules": "the game's rules", "sound": "sound on or off", "fullscreen": "full screen",
    "speak_hand": "say your hand", "speak_scores": "say the scores", "speak_roll": "say the last roll",
    "repeat_speech": "say the last line again",
}
KeyChord = tuple[int, bool]  # (pygame key, with Ctrl)


def default_chords(intent: str) -> list[KeyChord]:
    """The built-in keys of an intent (Enter and keypad Enter both confirm)."""
    return [(k, False) for k, name in _PLAIN.items() if name == intent] + \
        [(k, True) for k, name in _CTRL.items() if name == intent]


def chord_name(chord: KeyChord) -> str:
    """A key as the page shows it: "F9", "Ctrl+Z", "Return"."""
    key, ctrl = chord
    name = pygame.key.name(key)
    name = name.upper() if len(name) == 1 or (name[0] == "f" and name[1:].isdigit()) else name.title()
    return f"Ctrl+{name}" if ctrl else name


def parse_chord(text: object) -> KeyChord | None:
    """A key from the settings file ("f9", "ctrl+k"), or None for anything pygame does not know."""
    if not isinstance(text, str) or len(text) > 32:
        return None
    ctrl = text.lower().startswith("ctrl+")
    try:
        key = pygame.key.key_code(text[5:] if ctrl else text)
    except (ValueError, pygame.error):
        return None
    return (key, ctrl) if key not in (pygame.K_ESCAPE, pygame.K_UNKNOWN) else None


def chord_text(chord: KeyChord) -> str:
    """A key as the settings file keeps it."""
    return ("ctrl+" if chord[1] else "") + pygame.key.name(chord[0])


class Rebinding:
    """The player's keys over the built-in ones. The App translates each key press through it before any scene
    sees it, so every screen and table keeps reading the same intents: a key the player gave an intent
    arrives as that intent's built-in key, and the built-in keys of a moved intent do nothing any more (unless
    the player gave them to another intent)."""

    def __init__(self, bindings: dict | None = None) -> None:
        self.chosen: dict[str, KeyChord] = {}
        for intent, text in (bindings or {}).items():
            chord = parse_chord(text)
            if intent in REBINDABLE and chord is not None and chord not in self.chosen.values():
                self.chosen[intent] = chord
        self._to: dict[KeyChord, KeyChord | None] = {}
        for intent in self.chosen:
            for chord in default_chords(intent):
                self._to[chord] = None  # moved away: the old key is free
        for intent, chord in self.chosen.items():
            self._to[chord] = default_chords(intent)[0]

    def keys_of(self, intent: str) -> list[KeyChord]:
        return [self.chosen[intent]] if intent in self.chosen else default_chords(intent)

    def owner(self, chord: KeyChord) -> str | None:
        """The rebindable intent a key does now, if any."""
        return next((name for name in REBINDABLE if chord in self.keys_of(name)), None)

    def translate(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """The key press as the scenes must read it; None when the key does nothing now."""
        if event.type != pygame.KEYDOWN or not self._to:
            return event
        mod = getattr(event, "mod", 0)
        chord = (getattr(event, "key", None), bool(mod & pygame.KMOD_CTRL))
        if chord not in self._to:
            return event
        to = self._to[chord]
        if to is None:
            return None
        new_mod = (mod | pygame.KMOD_LCTRL) if to[1] else (mod & ~pygame.KMOD_CTRL)
        return pygame.event.Event(pygame.KEYDOWN, {**event.dict, "key": to[0], "mod": new_mod})


# --- held keys -----------------------------------------------------------------------------------------
# Keys whose repeat while held is wanted: moving a cursor or a list, erasing. A held Enter, Esc or Space would
# press twice (a choice made and the next screen's first choice with it; Esc out of a screen and out of the app),
# which is what a slow frame or a slightly long press gave players: their repeats are dropped.
REPEATING = frozenset({pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_PAGEUP,
                       pygame.K_PAGEDOWN, pygame.K_BACKSPACE, pygame.K_DELETE})


class HeldKeys:
    """Tells a key's repeat (a KEYDOWN with no KEYUP since its last KEYDOWN) from a new press."""

    def __init__(self) -> None:
        self.down: set[int] = set()

    def is_unwanted_repeat(self, event: pygame.event.Event, typing: bool = False) -> bool:
        """True for a repeated KEYDOWN of a key that must press once (see REPEATING; `typing`: a text field has
        the keys, where every key repeats as it does in any editor)."""
        if event.type == pygame.KEYUP:
            self.down.discard(getattr(event, "key", None))
        elif event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWLEAVE):
            self.down.clear()  # a key let go in another window sends its KEYUP there
        elif event.type == pygame.KEYDOWN:
            key = getattr(event, "key", None)
            if key in self.down:
                return not typing and key not in REPEATING
            self.down.add(key)
        return False


# --- a screen's buttons by their places ------------------------------------------------------------------
def nearest_that_way(rects: list[pygame.Rect], usable: list[bool], index: int, direction: str) -> int | None:
    """An arrow on a screen of buttons laid out in more than one column (the main menu and today's deal beside
    it): the usable button nearest that way by its place (the part aside counted double), within a cone of about
    two steps aside for each step along; with none, round to the far end of the same column (Up from the top
    goes to the bottom) or row. None when nothing is that way nor round (the focus stays). Keys playtest, issue
    41: Up from Continue went to the deal's Run history, and Right from there did nothing."""
    here = pygame.Rect(rects[index])
    cx, cy = here.center
    axis = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}[direction]
    best, best_score = None, None
    for i, rect in enumerate(rects):
        if i == index or not usable[i]:
            continue
        dx, dy = rect.centerx - cx, rect.centery - cy
        along, aside = dx * axis[0] + dy * axis[1], abs(dx * axis[1] - dy * axis[0])
        if along <= 0 or aside > 2 * along + (here.w if axis[0] == 0 else here.h) // 2:
            continue
        score = along * along + 4 * aside * aside
        if best_score is None or score < best_score:
            best, best_score = i, score
    if best is not None:
        return best
    # round: the farthest usable button the other way in the same column (row), overlapping this one's span
    vertical = axis[0] == 0
    line = [i for i, rect in enumerate(rects) if i != index and usable[i] and (
        (rect.left < here.right and rect.right > here.left) if vertical
        else (rect.top < here.bottom and rect.bottom > here.top))]
    away = [i for i in line if ((rects[i].centery - cy) if vertical else (rects[i].centerx - cx))
            * (axis[1] if vertical else axis[0]) < 0]
    if not away:
        return None
    return max(away, key=lambda i: abs((rects[i].centery - cy) if vertical else (rects[i].centerx - cx)))


def pointer_still(event: pygame.event.Event, last: tuple[int, int] | None) -> bool:
    """A pointer motion that did not move (the window opened or a screen changed under a resting pointer, or
    the keys' own pointing): no reason to hide a keyboard player's ring (the main menu opened with none)."""
    if event.type != pygame.MOUSEMOTION:
        return False
    if getattr(event, "keyboard", False):
        return True
    return tuple(getattr(event, "rel", (0, 0))) == (0, 0) and (last is None or tuple(event.pos) == tuple(last))
