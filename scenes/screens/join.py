"""Join a table: the tables hosted on this network (heard through zeroconf), or an address typed in, and the join
code the host's screen shows. Joining happens on the client's own thread; this screen only reads what arrived,
and opens the game's own table once the host has welcomed this machine."""

from __future__ import annotations

import pygame

from baraza.game.net.client import split_address
from baraza.game.net.joined import JoinedTable, recall, remember
from baraza.game.net.protocol import CODE_ALPHABET, CODE_LENGTH
from baraza.scenes.event_wait import wake_window
from baraza.scenes.scene import Scene
from baraza.scenes.ui import theme
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button

MAX_ADDRESS = 60
ROWS_SHOWN = 5
CONNECT_PATIENCE = 20.0  # seconds before a join that hears nothing is given up, with the reason


class TypedField:
    """One line a player types into (the address, the code): `allowed` filters what is kept."""

    def __init__(self, rect: pygame.Rect, label: str, limit: int, allowed, upper: bool = False) -> None:
        self.rect, self.label, self.limit, self.allowed, self.upper = rect, label, limit, allowed, upper
        self.text = ""
        self.focused = False

    def type(self, text: str) -> bool:
        """Keep what may be typed here; False when a character was refused."""
        refused = False
        for ch in text:
            ch = ch.upper() if self.upper else ch
            if self.allowed(ch) and len(self.text) < self.limit:
                self.text += ch
            elif not ch.isspace():
                refused = True
        return not refused

    def draw(self, surface: pygame.Surface, fonts) -> None:
        pygame.draw.rect(surface, theme.BUTTON_HOVER if self.focused else theme.PANEL_DARK, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.HIGHLIGHT if self.focused else theme.PANEL_EDGE, self.rect, 2, border_radius=8)
        if self.focused:
            theme.draw_focus_ring(surface, self.rect)
        theme.blit_text(surface, fonts, self.label, (self.rect.x + 14, self.rect.centery), 19, theme.TEXT_DIM,
                        anchor="midleft")
        caret = "|" if self.focused else ""  # steady: a blinking one kept an idle window drawing twice a second
        theme.blit_fit(surface, fonts, self.text + caret, (self.rect.x + 150, self.rect.centery), 22,
                       self.rect.w - 164, theme.TEXT, "bold", "midleft")


def _address_char(ch: str) -> bool:
    return ch.isascii() and (ch.isalnum() or ch in ".:-[]_")


def _code_char(ch: str) -> bool:
    return ch in CODE_ALPHABET


class JoinScene(Scene):
    takes_text = True  # the player types an address and a code: their own key bindings leave letters alone

    def __init__(self, app, finder: object = "listen") -> None:
        """`finder`: what lists the LAN's tables ("listen": zeroconf; tests and the lint hand in their own)."""
        super().__init__(app)
        cx = theme.LOGICAL_SIZE[0] // 2
        self.list_rect = pygame.Rect(cx - 420, 170, 840, 44 * ROWS_SHOWN + 44)
        self.address = TypedField(pygame.Rect(cx - 420, 460, 520, 48), "Address", MAX_ADDRESS, _address_char)
        self.code = TypedField(pygame.Rect(cx + 120, 460, 300, 48), "Code", CODE_LENGTH, _code_char, upper=True)
        self.join_button = Button(pygame.Rect(cx - 420, 600, 260, 52), "Join", self.join, accent=True)
        self.watch_button = Button(pygame.Rect(cx - 140, 600, 260, 52), "Watch", lambda: self.join(spectate=True),
                                   tooltip="Sit beside the table: see what every player can see, play no seat")
        self.back_button = Button(pygame.Rect(cx + 140, 600, 280, 52), "Back", self.leave)
        self.buttons = [self.join_button, self.watch_button, self.back_button]
        self.focusables: list = [self.address, self.code, *self.buttons]
        self.recalled = recall()  # the table joined last (also before a restart): its seat's token takes it back
        last = (self.recalled.address, self.recalled.code) if self.recalled else ("", "")
        joined = getattr(app, "last_join", ("", ""))
        self.address.text, self.code.text = joined if any(joined) else last
        self.token_used = False
        self.focus = 0
        self.address.focused = True
        self.status, self.status_colour = "", theme.TEXT_DIM
        self.attempt = None
        self.waited = 0.0
        self.found_rows: list[tuple[pygame.Rect, object]] = []
        self.pointer = (-1, -1)
        self.heard: tuple = ()  # the tables listed when last drawn
        self.finder = None if finder == "listen" else finder
        if finder == "listen" and app.find_tables:
            try:
                from baraza.game.net.discovery import TableFinder

                self.finder = TableFinder()
            except ImportError:  # zeroconf missing from an odd install: typing the address still works
                self.finder = None

    # --- joining ---------------------------------------------------------------------------------------
    def join(self, spectate: bool = False) -> None:
        from baraza.game.net.window_seat import JoinAttempt

        if self.attempt is not None:
            return
        address = self.address.text.strip()
        if ":" not in address and address:
            address += ":8765"  # the port a window hosts on unless it was busy
        try:
            split_address(address)
        except ValueError:
            self._say("Type the address the host's screen shows, such as 192.168.1.20:8765.", bad=True)
            self._focus(0)
            return
        if len(self.code.text) != CODE_LENGTH:
            self._say(f"Type the {CODE_LENGTH}-letter code the host's screen shows.", bad=True)
            self._focus(1)
            return
        token = None
        if not spectate and self.recalled is not None and self.recalled.matches(address, self.code.text):
            token = self.recalled.token
        self.token_used = token is not None
        self.attempt = JoinAttempt(address, self.code.text, spectate=spectate, notify=wake_window, token=token)
        try:
            self.attempt.start()
        except (ValueError, OSError) as exc:
            self.attempt = None
            self._say(str(exc), bad=True)
            return
        self.waited = 0.0
        self._say(f"Connecting to {address}…")

    def _say(self, text: str, bad: bool = False) -> None:
        self.status, self.status_colour = text, theme.BAD if bad else theme.TEXT_DIM

    def update(self, dt: float) -> None:
        heard = tuple(self.finder.tables()) if self.finder is not None else ()
        if heard != self.heard:  # a table came or went on the network
            self.heard = heard
            self.app.request_redraw()
        if self.attempt is None:
            return
        self.waited += dt
        match = self.attempt.poll()
        if match is not None:
            self.attempt = None
            self._close_finder()
            self.app.show_match(match)
            seat = match.seat
            who = "You watch the table." if seat is None else f"You are {match.seat_names()[seat]}."
            self.app.toast(f"Joined the table at {match.host_address}. {who}", 4)
            self.app.last_join = (match.host_address, match.join_code)  # Join a table offers them again
            token = getattr(getattr(match.link, "client", None), "token", None)
            if seat is not None and isinstance(token, str):
                remember(JoinedTable(match.host_address, match.join_code, token))  # the seat, after a restart too
            return
        if self.attempt is not None and self.attempt.problem and self.token_used and self.attempt.refused_token:
            # The seat kept from last time is not at this table (a new table with the same address): a new seat
            self.attempt.cancel()
            self.attempt, self.recalled = None, None
            self.join()
            return
        if self.attempt is not None and self.attempt.problem:
            self.app.request_redraw()
        if self.attempt.problem or self.waited > CONNECT_PATIENCE:
            problem = self.attempt.problem or "The host does not answer; check the address, and that it still hosts."
            self.attempt.cancel()
            self.attempt = None
            self._say(problem, bad=True)

    def leave(self) -> None:
        if self.attempt is not None:
            self.attempt.cancel()
            self.attempt = None
        self._close_finder()
        self.app.stack.pop()

    def _close_finder(self) -> None:
        if self.finder is not None:
            self.finder.close()
            self.finder = None

    def on_exit(self) -> None:
        self._close_finder()

    # --- input -----------------------------------------------------------------------------------------
    def _focus(self, index: int) -> None:
        self.focus = index % len(self.focusables)
        for i, item in enumerate(self.focusables):
            item.focused = i == self.focus

    def _pick(self, table) -> None:
        self.address.text = table.address
        self._focus(1)
        self._say(f"{table.title} at {table.name}: now type the code its host's screen shows.")

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        if intent == "cancel":
            self.leave()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, table in self.found_rows:
                if rect.collidepoint(event.pos):
                    self._pick(table)
                    return True
            for i, field in enumerate((self.address, self.code)):
                if field.rect.collidepoint(event.pos):
                    self._focus(i)
                    return True
        if event.type == pygame.TEXTINPUT:
            focused = self.focusables[self.focus]
            if isinstance(focused, TypedField) and not focused.type(event.text):
                what = "letters and digits (no I, O, 0 or 1)" if focused is self.code else "an address: host:port"
                self._say(f"'{event.text.strip()[:1]}' does not belong in {what}.", bad=True)
            return True
        if event.type == pygame.KEYDOWN:
            focused = self.focusables[self.focus]
            if intent in ("back", "delete") and isinstance(focused, TypedField):
                focused.text = focused.text[:-1]
                return True
            if intent == "paste" and isinstance(focused, TypedField):
                try:
                    pasted = pygame.scrap.get_text() or ""
                except (pygame.error, AttributeError, TypeError):
                    pasted = ""
                focused.type(str(pasted)[:MAX_ADDRESS])
                return True
            if intent in ("down", "next", "up", "previous"):
                self._focus(self.focus + (-1 if intent in ("up", "previous") else 1))
                return True
            if intent == "confirm":
                if isinstance(focused, Button):
                    focused.on_click()
                else:
                    self.join()
                return True
            if intent == "select" and isinstance(focused, Button):
                focused.on_click()
                return True
            return True  # letters arrive as TEXTINPUT
        for button in self.buttons:
            if button.handle_event(event):
                return True
        return False

    def next_frame(self) -> float | None:
        return None  # nothing here moves by itself (the caret is steady); news from the network: next_poll

    def next_poll(self) -> float | None:
        """Answers from the network arrive without input: look again for them (update; a change redraws)."""
        return 0.1 if self.attempt is not None else 1.0 if self.finder is not None else None

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        cx = theme.LOGICAL_SIZE[0] // 2
        theme.blit_text(surface, fonts, "Join a table", (cx, 50), 46, theme.ACCENT, "title", "midtop")
        theme.blit_text(surface, fonts, "A friend hosts by starting a match with a seat set to Friend (network).",
                        (cx, 110), 18, theme.TEXT_DIM, anchor="midtop")
        theme.draw_panel(surface, self.list_rect, theme.PANEL_DARK)
        theme.blit_text(surface, fonts, "Tables on this network", (self.list_rect.x + 16, self.list_rect.y + 10), 18,
                        theme.ACCENT, "bold")
        tables = self.finder.tables() if self.finder is not None else []
        self.found_rows = []
        y = self.list_rect.y + 44
        for table in tables[:ROWS_SHOWN]:
            row = pygame.Rect(self.list_rect.x + 10, y, self.list_rect.w - 20, 38)
            hovered = row.collidepoint(self.pointer)
            pygame.draw.rect(surface, theme.BUTTON_HOVER if hovered else theme.PANEL, row, border_radius=6)
            seats = f"{table.open_seats} seat{'s' if table.open_seats != 1 else ''} for friends"
            theme.blit_fit(surface, fonts, f"{table.title}  ·  {table.name}  ·  {seats}  ·  {table.address}",
                           (row.x + 12, row.centery), 19, row.w - 24, theme.TEXT, "sans", "midleft")
            self.found_rows.append((row, table))
            y += 44
        if not tables:
            finder_problem = self.finder.problem if self.finder is not None else "Listing tables is not possible here."
            text = finder_problem or "Looking for tables… A table hosted on this network shows here; or type its address."
            theme.draw_text_box(surface, fonts, text, pygame.Rect(self.list_rect.x + 16, y, self.list_rect.w - 32, 60),
                                18, theme.TEXT_DIM)
        else:
            theme.blit_text(surface, fonts, "Choose a table, then type its code.",
                            (self.list_rect.x + 16, self.list_rect.bottom - 30), 16, theme.TEXT_DIM)
        self.address.draw(surface, fonts)
        self.code.draw(surface, fonts)
        theme.draw_text_box(surface, fonts, self.status or "Tab moves between the fields · Enter joins · Esc goes back",
                            pygame.Rect(cx - 420, 524, 840, 60), 18, self.status_colour, align="center")
        for button in self.buttons:
            button.draw(surface, fonts)
