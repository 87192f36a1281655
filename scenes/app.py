"""The application: the one place that owns the display, the clock and the scene stack.

Nothing happens at import time; `App()` opens the window (or a hidden one under the dummy video
driver for tests and screenshots). A scene that raises is caught: the error goes to a log file in the
data folder and the player sees a message and the main menu, never a dead window.
"""

from __future__ import annotations

import gc
import importlib
import logging
import os
import time
import traceback
import warnings
from collections.abc import Callable
from contextlib import contextmanager
from importlib import resources

import pygame

from baraza.game.persistence.atomic import remove_stale_temp_files
from baraza.game.persistence.autosave_writer import AutosaveWriter
from baraza.game.persistence.autosaves import tidy_autosaves
from baraza.game.persistence.error_log import ErrorLog
from baraza.game.persistence.history_reader import HistoryReader
from baraza.game.persistence.paths import (
    autosaves_dir,
    config_dir,
    data_dir,
    history_dir,
    saves_dir,
    saving_status,
)
from baraza.game.persistence.record_retry import PendingRecords
from baraza.game.persistence.runs import RunCache
from baraza.game.persistence.runs_reader import RunsReader
from baraza.game.persistence.score_keeper import ScoreKeeper
from baraza.game.persistence.settings import (
    MIN_WINDOW,
    Settings,
    load_settings,
    save_settings,
    sizes_that_fit,
    window_size_ok,
)
from baraza.scenes.event_wait import WAKE_EVENT, EventWaiter, wake_window  # noqa: F401 - wake_window: for threads
from baraza.scenes.stack import SceneStack, soonest
from baraza.scenes.ui import theme
from baraza.scenes.ui.backdrop import Backdrops
from baraza.scenes.ui.card_zoom import CardZoom
from baraza.scenes.ui.keymap import HeldKeys, Rebinding, intent_of
from baraza.scenes.ui.screen_voice import ScreenVoice
from baraza.scenes.ui.sound import Sounds
from baraza.scenes.ui.speech import Speaker
from baraza.scenes.ui.theme import Fonts
from baraza.scenes.ui.tooltip import ShortenedTips

log = logging.getLogger("baraza")

# The quiet window (docs/architecture.md, "When the window draws"): a frame is drawn only when something
# changed; in between the loop waits for an event, for a scene's next timer, or for IDLE_POLL at most.
FPS = 60
HALF_FRAME = 0.5 / FPS  # a timer due within half a frame is due now
IDLE_POLL = 0.5  # seconds: an idle window still updates its scenes this often (threads that post nothing)
IDLE_WORK_AFTER = 0.1  # a wait at least this long first does one piece of `idle_work`


class Toast:
    """A short message ("Saved", "That move is not allowed"). `key` groups toasts that replace each other
    and that a scene clears together (a table clears "input" and "hint" toasts on every move)."""

    def __init__(self, text: str, seconds: float = 2.8, colour=theme.TEXT, key: str | None = None) -> None:
        self.text, self.left, self.colour, self.key = text, seconds, colour, key
        self.scene = None  # the screen on top when it first showed: it goes when that screen leaves (App._bind_toasts)


class App:
    def __init__(self, settings: Settings | None = None) -> None:
        pygame.init()
        self.saving_problem = self._tidy_folders()
        self.pending_records = PendingRecords()  # records history/ did not take, waiting on disk for a start
        self.autosaver = AutosaveWriter(pending=self.pending_records)
        self.pending_records.start(self.autosaver)  # last run's waiting records: proved and written off this thread
        loaded, warning = load_settings() if settings is None else (settings, None)
        self.settings = loaded
        self.speech = Speaker(self.settings)  # spoken output, silent until a screen reader or Settings asks
        self.rebinding = Rebinding(self.settings.key_bindings)  # the player's own keys (Settings → Keys)
        self.fonts = Fonts()
        self.apply_look()
        self.sounds = Sounds(self.settings.sound, self.settings.volume)
        self.backdrops = Backdrops()
        # Done while the window waits with nothing to do: the screens' cloth, so the first screen that shows it
        # (History, a table) does not spend 10 ms of its first frame drawing it.
        self.idle_work: list[Callable[[], object]] = [self.backdrop]
        self.pictures: dict[str, pygame.Surface | None] = {}  # each game's picture for the game picker
        # Where a table this window hosts listens (tests bind to loopback and any free port).
        self.host_bind, self.host_port = "0.0.0.0", 8765
        self.last_join = ("", "")
        self.keys_last = False  # the last input was a key, not the mouse: a box opened now shows its focus ring
        self.find_tables = True  # Join a table listens for tables on the LAN (tests: off, they stay on 127.0.0.1)  # the address and code of the table joined last (Join a table fills them in)
        self.told_ai_fallback = False  # the player hears once that the AI could not get its own process
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = False
        self.toasts: list[Toast] = []
        self.toast_key: str | None = None  # the default key of new toasts (see toast_scope)
        self.card_zoom = CardZoom()  # cards shown large on hover or right-click, over every scene
        self.tips = ShortenedTips()  # the full text of a shortened label, on hover
        self._set_icon()  # before the window opens: some platforms take the icon only then
        self.screen = self._open_display()
        pygame.display.set_caption("Baraza")
        self.waiter = EventWaiter()  # sleeps until input, a posted event or the timeout (no polling)
        pygame.key.set_repeat(350, 40)
        self.held_keys = HeldKeys()  # a held Enter or Esc presses once (its repeats are dropped)
        self.scores = ScoreKeeper()  # the database is opened, read and written on its own thread
        self.run_cache = RunCache()  # solo run records read so far (game/persistence/runs.py)
        self.solo_runs = RunsReader(self.run_cache, self.autosaver.flush)  # the menu's runs, read on a thread
        self.history_reader = HistoryReader()  # History's records, proven once and remembered while it runs
        if self.sounds.problem:
            self.toast("No sound device was found; playing silently.", 4)
        self.fonts.get(18)
        if self.fonts.missing:
            self.toast(f"Font file missing ({', '.join(self.fonts.missing)}); using the built-in font.", 5)
        if self.saving_problem:
            self.toast(f"{self.saving_problem}.", 8, theme.BAD)
        for note in (warning, None if self.saving_problem else self.scores.warning):
            if note:
                self.toast(note, 6)
        self.error_log = ErrorLog(data_dir() / "error.log")  # bounded; a repeated error counted once
        self.frame_hooks: list[Callable[[float], None]] = []
        self.frame_hooks.append(ScreenVoice(self, self.speech))
        self.frame_hooks.append(lambda dt: [self.toast(note, 6) for note in self.scores.take_notes()])
        self.strict = False  # tests set this so a scene error fails the test instead of being contained
        self._redraw = True  # something changed that the scenes' own timers do not say (request_redraw)
        self.frames_drawn = 0  # how many frames were drawn (tests read it)

    # --- the player's folders ----------------------------------------------------------------
    @staticmethod
    def _tidy_folders() -> str | None:
        """Clear temp files that interrupted writes left, adopt an old single autosave, and check that the
        data folder takes a write. Returns why saving is off, or None."""
        folders = [config_dir(), data_dir(), saves_dir(), autosaves_dir(), history_dir()]
        remove_stale_temp_files(folders)
        tidy_autosaves()  # the old single autosave adopted, locks of windows that are gone removed
        return saving_status()[0]  # None, or where saving goes instead, or why it is off

    # --- display -----------------------------------------------------------------------------
    def _set_icon(self) -> None:
        try:
            with resources.as_file(resources.files("baraza.assets") / "icon.png") as path:
                pygame.display.set_icon(pygame.image.load(str(path)))
        except (OSError, pygame.error, FileNotFoundError):
            pass  # a missing icon leaves the platform's default: nothing a player needs

    @staticmethod
    def _headless() -> bool:
        return os.environ.get("SDL_VIDEODRIVER") == "dummy"

    def _open_display(self) -> pygame.Surface:
        if self._headless():
            return pygame.display.set_mode(theme.LOGICAL_SIZE)  # headless: no scaler to set up
        # pygame's SCALED window scales by whole numbers only unless this hint (spelled as pygame reads
        # it) is on: a window under 1280×720 was cropped and a larger one got black borders. With it the
        # table is scaled to fit, letterboxed; linear filtering keeps text smooth at in-between scales.
        # (SDL reads hints from the environment; were pygame to use SDL's own name, "linear" turns it on too.)
        os.environ["SDL_HINT_RENDER_SCALE_QUALITY"] = "1"
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
        flags = pygame.SCALED | pygame.RESIZABLE
        # A window opens hidden, takes its size, then shows: no flash of a desktop-sized window first.
        flags |= pygame.FULLSCREEN if self.settings.fullscreen else pygame.HIDDEN
        try:
            screen = pygame.display.set_mode(theme.LOGICAL_SIZE, flags)
        except pygame.error:
            return pygame.display.set_mode(theme.LOGICAL_SIZE)
        window = self._window()
        if window is not None:
            size = self._size_to_open(self.settings.window_size)
            # A remembered size this display cannot show gives way to one it can (saved on the next change).
            self.settings.window_width, self.settings.window_height = size
            if not self.settings.fullscreen:
                self._place_window(window, size)
            window.show()
        return screen

    def _window(self):
        try:
            with warnings.catch_warnings():
                # pygame-ce marks this bridge as transitional; it is still the way to size a SCALED window.
                warnings.simplefilter("ignore", DeprecationWarning)
                return pygame.Window.from_display_module()
        except (AttributeError, pygame.error):
            return None

    @staticmethod
    def _place_window(window, size: tuple[int, int]) -> None:
        """Size and centre the window. pygame pins the minimum to 1280×720 on opening and on every full
        screen toggle, which would refuse any smaller size, so the minimum is lowered first each time."""
        try:
            window.minimum_size = MIN_WINDOW
            window.size = size
            window.position = pygame.WINDOWPOS_CENTERED
        except (pygame.error, ValueError, TypeError):
            pass

    @staticmethod
    def _desktops() -> list[tuple[int, int]]:
        try:
            return [tuple(size) for size in pygame.display.get_desktop_sizes()]
        except (pygame.error, AttributeError):
            return []

    def _display_can_give(self, size: tuple[int, int]) -> bool:
        return window_size_ok(size) and any(size[0] <= w and size[1] <= h for w, h in self._desktops())

    def _size_to_open(self, size: tuple[int, int]) -> tuple[int, int]:
        """The remembered size when this display can show it, else the largest offered size that fits."""
        return size if self._display_can_give(size) else sizes_that_fit(self._desktops())[-1]

    def window_size_choices(self) -> list[tuple[int, int]]:
        """The window sizes Settings offers: those this display can give, and the player's own size
        (kept as it is when there is no real display to ask)."""
        choices = sizes_that_fit(self._desktops())
        own = self.settings.window_size
        if own not in choices and (self._display_can_give(own) or self._headless()):
            choices = sorted([*choices, own])
        return choices

    def set_window_size(self, size: tuple[int, int]) -> None:
        """Settings' window size: applied at once (leaving full screen for it) and remembered."""
        self.settings.window_width, self.settings.window_height = size
        window = None if self._headless() else self._window()
        if self.settings.fullscreen:
            self.toggle_fullscreen()  # leaving full screen places the window at the chosen size
        elif window is not None:
            self._place_window(window, size)
        self.save_settings()

    def _remember_window_size(self, size: tuple[int, int]) -> None:
        if self.settings.fullscreen or size == self.settings.window_size:
            return
        if not window_size_ok(size):
            return  # a window manager that ignored the minimum: not a size to open at next time
        self.settings.window_width, self.settings.window_height = size
        self.save_settings()

    def toggle_fullscreen(self) -> None:
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            self.toast("Full screen is not available here.")
            return
        self.settings.fullscreen = not self.settings.fullscreen
        window = None if self._headless() else self._window()
        if window is not None and not self.settings.fullscreen:
            # Back in a window: the size the player chose, whatever size the window had before.
            self._place_window(window, self._size_to_open(self.settings.window_size))
        self.save_settings()

    def save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.toast(f"Settings not saved: {exc.strerror or exc}", colour=theme.BAD)
        self.sounds.enabled = self.settings.sound
        if self.sounds.volume != self.settings.volume:
            self.sounds.set_volume(self.settings.volume)

    # --- messages ----------------------------------------------------------------------------
    def backdrop(self, bench: bool = False) -> pygame.Surface:
        """The table cloth behind every screen, drawn once per app."""
        return self.backdrops.get(theme.LOGICAL_SIZE, bench)

    def toast(self, text: str, seconds: float = 2.8, colour=theme.TEXT, key: str | None = None) -> None:
        """Show `text` for `seconds`. A toast with the same `key` (or, without one, the same text) is replaced,
        so messages about one thing never pile up. Inside `toast_scope` the scope's key is the default."""
        key = key or self.toast_key
        self.speech.say(text, "toast")
        keep = [t for t in self.toasts if t.text != text and (key is None or t.key != key)]
        self.toasts = keep[-2:] + [Toast(text, seconds, colour, key)]
        self.request_redraw()

    def clear_toasts(self, *keys: str) -> None:
        """Take down the toasts of these keys (no longer true: the move they spoke of is gone)."""
        kept = [t for t in self.toasts if t.key not in keys]
        if len(kept) != len(self.toasts):
            self.request_redraw()
        self.toasts = kept

    @contextmanager
    def toast_scope(self, key: str):
        """Toasts raised inside carry `key` unless they name their own (a table marks its input feedback)."""
        outer, self.toast_key = self.toast_key, key
        try:
            yield
        finally:
            self.toast_key = outer

    def _bind_toasts(self) -> None:
        """Each toast belongs to the screen on top once the stack's changes are made (a toast raised as its screen
        closes speaks to the one under it) and goes when that screen leaves: Practise's "That was the last one"
        followed a tester (kona14) from the replay back to History."""
        top, shown = self.stack.top, self.stack.scenes
        for toast in self.toasts:
            if toast.scene is None:
                toast.scene = top
        kept = [t for t in self.toasts if t.scene is None or any(t.scene is scene for scene in shown)]
        if len(kept) != len(self.toasts):
            self.toasts, self._redraw = kept, True

    def shown_toasts(self) -> list[Toast]:
        """The toasts of the screen on top: one covered by another screen (a table's hint under the pause menu or
        a dialog) waits unseen until it is on top again (bad16: the hint lay over the pause menu's buttons)."""
        top = self.stack.top
        return [t for t in self.toasts if t.scene is None or t.scene is top]

    def _toast_area(self) -> pygame.Rect | None:
        """Where the top scene wants its toasts (its `toast_rect()`), or None: across the top of the screen."""
        place = getattr(self.stack.top, "toast_rect", None)
        return place() if self.shown_toasts() and place is not None else None

    def toast_for(self, scene) -> Toast | None:
        """The toast `scene` shows in its own toast area, when it is the top scene and has one."""
        if self.stack.top is not scene or self._toast_area() is None:
            return None
        return self.shown_toasts()[-1]

    def toast_place(self, scene) -> pygame.Rect | None:
        """Where the toast `scene` shows in its own toast area is drawn this frame (grown to read whole), or None:
        the table's keyboard cursor keeps its words off it (scenes/table/focus.py)."""
        toast = self.toast_for(scene)
        return None if toast is None else self._toast_grown(self._toast_area(), toast.text)

    def _toast_grown(self, area: pygame.Rect, text: str) -> pygame.Rect:
        """`area`, taller downwards (over the log below the turn panel, never off the window) until `text` reads
        whole: a hint cut with "…" ("…next turn…") was read as doubtful advice."""
        grown = area.copy()
        bottom = theme.LOGICAL_SIZE[1] - 8
        while grown.bottom + 20 <= bottom:
            *_, shortened = theme.fit_lines(self.fonts, text, grown.inflate(-28, -16).size, 17, "bold",
                                            theme.MIN_TEXT, 2)
            if not shortened:
                break
            grown.h += 20
        return grown

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        area, shown = self._toast_area(), self.shown_toasts()
        if area is not None:  # the scene keeps a place for messages: the newest fills it, covering no panel
            toast = shown[-1]
            area = self._toast_grown(area, toast.text)
            theme.draw_panel(surface, area, theme.PANEL_DARK, toast.colour if toast.colour != theme.TEXT
                             else theme.ACCENT, 10)
            theme.draw_text_box(surface, self.fonts, toast.text, area.inflate(-28, -16), 17, toast.colour, "bold",
                                valign="middle")
            return
        y = 12
        for toast in shown:  # across the top, wrapped inside the window (a long one ran off both sides)
            lines = theme.wrap_text(self.fonts, toast.text, 18, theme.LOGICAL_SIZE[0] - 120, "bold") or [""]
            images = [self.fonts.render(line, 18, toast.colour, "bold") for line in lines]
            width = max(image.get_width() for image in images)
            step = images[0].get_height() + 2
            rect = pygame.Rect(0, y, width + 28, step * len(images) - 2 + 14)
            rect.centerx = theme.LOGICAL_SIZE[0] // 2
            theme.draw_panel(surface, rect, theme.PANEL_DARK, theme.ACCENT, 8)
            for i, image in enumerate(images):
                surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.y + 7 + i * step)))
            y = rect.bottom + 6

    # --- the loop ----------------------------------------------------------------------------
    def handle_global(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.QUIT:
            self.running = False
            return True
        if event.type == pygame.WINDOWSIZECHANGED and os.environ.get("SDL_VIDEODRIVER") != "dummy":
            window = self._window()
            if window is not None:
                self._remember_window_size(tuple(window.size))
            return False
        intent = intent_of(event)
        if intent == "fullscreen":
            self.toggle_fullscreen()
            return True
        if intent == "sound":
            self.settings.sound = not self.settings.sound
            self.save_settings()
            self.toast("Sound on" if self.settings.sound else "Sound off")
            return True
        return False

    def apply_look(self) -> None:
        """The player's text size and contrast, now: fonts at the new size, the chrome in the new colours."""
        theme.use_palette(self.settings.high_contrast)
        self.fonts.set_scale(self.settings.text_scale / 100)
        if hasattr(self, "backdrops"):
            self.backdrops = Backdrops()  # drawn in the old colours
            self.idle_work.append(self.backdrop)
        self.forget_pictures()
        self.request_redraw()

    def forget_pictures(self) -> None:
        """Every scene paints afresh what it keeps as a picture (a table's cached layers): after a change of
        text size or colours, and before each frame the layout lint judges (it sees only text drawn live)."""
        for scene in self.stack.scenes if hasattr(self, "stack") else ():  # none yet while the App starts
            forget = getattr(scene, "forget_pictures", None)
            if forget is not None:
                forget()

    def request_redraw(self) -> None:
        """Draw a new frame at the next pass of the loop (something changed that no timer of a scene says)."""
        self._redraw = True

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One whole frame: input, update, draw (tests and the bench drive the app with it). Scene errors are
        contained here."""
        self.step(dt, events, draw=True)

    def step(self, dt: float, events: list[pygame.event.Event] | None = None, draw: bool = False,
             from_window: bool = False) -> bool:
        """One pass of the loop: input and update always; the picture when `draw`, when there was input,
        when something asked for a redraw, or when a scene started moving. Returns True when it drew.
        `from_window`: `events` were read from the window (the real loop), so held keys' repeats are filtered."""
        try:
            # the window's own keys repeat while held (tests send single presses)
            from_window = from_window or events is None
            events = pygame.event.get() if events is None else events
            if self.stack.apply_pending():
                self._redraw = True
            for event in events:
                if from_window and self.held_keys.is_unwanted_repeat(event, getattr(self.stack.top, "takes_text", False)):
                    continue
                self.tips.handle_event(event)
                if event.type == pygame.KEYDOWN:
                    self.keys_last = True
                elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
                    self.keys_last = False
                if event.type == WAKE_EVENT:
                    continue  # its work is done by the update below
                raw = event.type == pygame.KEYDOWN and getattr(self.stack.top, "takes_raw_keys", False)
                if event.type == pygame.KEYDOWN and not raw and not getattr(self.stack.top, "takes_text", False):
                    event = self.rebinding.translate(event)  # a typed name keeps its letters
                    if event is None:
                        continue
                if raw:  # Change keys waits for a key: F8 or F11 is the key chosen, not sound or full screen
                    self.stack.handle_event(event)
                elif not self.handle_global(event) and not self.card_zoom.handle_event(event, self.stack.top):
                    self.stack.handle_event(event)
            if self.stack.apply_pending():
                self._redraw = True
            self._bind_toasts()
            self.stack.update(dt)
            self.card_zoom.update(dt, self.stack.top)
            self.tips.update(dt)
            for hook in self.frame_hooks:
                hook(dt)
            toasts = len(self.toasts)
            self.toasts = [t for t in self.toasts if (setattr(t, "left", t.left - dt) or t.left > 0)]
            changed = self._redraw or toasts != len(self.toasts) or self.stack.next_frame() == 0.0
            if not (draw or events or changed):
                return False
            self._redraw = False
            self.screen.fill(theme.BG_BOTTOM)
            self.card_zoom.begin_draw()
            self.fonts.shortened.clear()
            self.stack.draw(self.screen)
            self._draw_toasts(self.screen)
            # one hover tooltip at a time: a word's explanation, a card's large view or a cut text's whole wording
            panel = getattr(getattr(self.stack.top, "term_hover", None), "drawn_box", None)  # a table's word help
            if panel is None or self.card_zoom.pinned is not None:
                self.card_zoom.draw(self.screen, self.fonts, self.stack.top)
            self.tips.draw(self.screen, self.fonts, [r for r in (panel, self.card_zoom.shown) if r is not None])
            self.frames_drawn += 1
            return True
        except Exception:  # a bug in one scene must not close the player's window
            if self.strict:
                raise
            self.recover(traceback.format_exc())
            self._redraw = True
            return True

    def next_frame(self) -> float | None:
        """Seconds until the picture changes by itself (a scene's timer, a toast going, a tooltip due); 0.0
        when a frame is due now; None when only input changes it."""
        if self._redraw:
            return 0.0
        return soonest([self.stack.next_frame(), self.tips.next_change(self.fonts.shortened),
                        self.card_zoom.next_change(), min((t.left for t in self.toasts), default=None)])

    def next_wake(self) -> float:
        """Seconds the loop may wait for an event before its next pass (0.0: go on at once)."""
        return soonest([self.next_frame(), self.stack.next_poll(), IDLE_POLL])

    def recover(self, trace: str) -> None:
        from baraza.scenes.ui.error_screen import recover

        recover(self, trace)  # bounded error.log; the menu, or a plain screen with the way back

    def run(self, first_scene=None) -> None:
        self.stack.push(first_scene or self.make_screen("menu"))
        # Everything loaded so far lives for the whole session: keep the collector from rescanning it,
        # which would otherwise show up as an occasional long frame.
        gc.freeze()
        self.running = True
        self.clock.tick()
        while self.running and (len(self.stack) or self.stack._pending):
            self.run_once()
        self.close()
        pygame.quit()

    def run_once(self) -> None:
        """One pass of the window's loop. While something moves it runs at FPS frames a second, as a game
        loop does; when nothing does it waits for input, a scene's next timer or a worker's WAKE_EVENT, and
        draws only if something changed (an idle menu costs next to nothing)."""
        due = self.next_frame()
        wait = self.next_wake()
        if wait >= IDLE_WORK_AFTER and self.idle_work:
            started = time.monotonic()
            self.idle_work.pop(0)()
            wait = max(0.0, wait - (time.monotonic() - started))
        events = self.waiter.wait(wait)
        elapsed = self.clock.tick(FPS) / 1000.0  # also the pacing: at most FPS passes a second
        events += pygame.event.get()
        # A stall (the window dragged, the machine asleep) must not jump animations or timers by more than a
        # tenth of a second beyond the wait the loop chose.
        dt = min(elapsed, 0.1 + wait)
        draw = due is not None and elapsed >= due - HALF_FRAME
        if self.step(dt, events, draw=draw, from_window=True):  # window keys: a held Enter presses once
            pygame.display.flip()

    def close(self) -> None:
        """Leaving: the open table's autosave is written before the process ends."""
        for scene in self.stack.scenes:
            keep = getattr(scene, "keep_for_later", None)
            if keep is not None:
                try:
                    keep()
                except Exception:  # noqa: BLE001 - quitting must not fail over a thumbnail
                    log.exception("autosave at exit")
        self.history_reader.close()  # a long read's worker process does not outlive the window
        self.autosaver.close(10.0)
        self.speech.close()
        self.scores.close(5.0)  # queued scores land unless the file stays locked that long
        self.error_log.close()

    def quit(self) -> None:
        self.running = False

    def make_screen(self, name: str, *args, **kwargs):
        """A new screen by its name in `screens.directory.SCREENS`, built with this app and the arguments."""
        from baraza.scenes.screens.directory import SCREENS

        module, _, cls = SCREENS[name].partition(":")
        return getattr(importlib.import_module(module), cls)(self, *args, **kwargs)

    def show(self, name: str, *args, how: str = "push", **kwargs):
        """Open the screen called `name` on the stack (`how`: push, replace or reset) and return it."""
        scene = self.make_screen(name, *args, **kwargs)
        self._place(scene, how)
        return scene

    def show_match(self, match, save_path=None, cover: bool = False, how: str = "reset"):
        """Open `match` at its game's table (by default on a fresh stack) and return the table. `cover`: a
        loaded or resumed match opens on the hand-over cover when hot-seat players hide hands."""
        from baraza.scenes.table.launch import scene_class

        if "remote" in match.seats and not match.networked:  # a table for friends: hosted again, same code and keys
            match = self.host_match(match)
            if match is None:
                return None
        scene = scene_class(match.game)(self, match, save_path=save_path)
        if cover:
            scene.cover_on_enter = True
        self._place(scene, how)
        return scene

    def host_match(self, match):
        """Host `match` (its seats: one Human, the others friends or AI) from this window, keeping its autosave and
        History record; the hosting window's NetMatch, or None (the reason told) when no port could be opened."""
        from baraza.game.net.window_seat import check_hosted_seats, host_table

        problem = check_hosted_seats(list(match.seats))
        if problem:
            self.toast(problem, 6, colour=theme.BAD)
            return None
        try:
            net = host_table(match, notify=wake_window, bind=self.host_bind, port=self.host_port, writer=self.autosaver)
        except OSError as exc:
            self.toast(f"Cannot open a table on the network: {exc.strerror or exc}.", 6, colour=theme.BAD)
            return None
        return net  # its turn panel says whom it waits for, and the code and address they join with

    def _place(self, scene, how: str) -> None:
        {"push": self.stack.push, "replace": self.stack.replace, "reset": self.stack.reset}[how](scene)
