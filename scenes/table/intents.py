"""How a person's moves reach the match from a table: one move, several from one click, undo, a hint.

Every move goes through the lesson gate when a lesson runs, and an illegal one is refused with the rules'
reason in a toast, so no click can change a match behind the table's back."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.core.match import MoveRecord
from baraza.scenes.table.ai_runner import AIRunner
from baraza.scenes.table.context import TableContext
from baraza.scenes.table.early_hint import EarlyHint
from baraza.scenes.table.lesson import LESSON_HINT, LessonHook
from baraza.scenes.ui import theme

HINT_SECONDS = 20.0  # a hint's toast at least this long; the next move takes it away sooner


def compose_hint(move: str, words: str | None = None, note: str | None = None) -> str:
    """The Hint's whole words: "Hint: <move>: <why>". A `note` (the rules' proven verdict, GameSpec.hint_verdict)
    is the news that matters most, so it comes right after the move and each part is a sentence of its own:
    "Hint: f1 → e2. This wins now. It makes your line of three." Last, in brackets, a panel's two lines cut it
    ("…where nothing can (Every move loses…": a blind tester)."""
    head = f"Hint: {move}"
    if not note:
        return f"{head}: {words}" if words else head
    said = [head + ("" if move.endswith((".", "!", "?")) else "."), _sentence(note)]
    return " ".join(said + ([_sentence(words)] if words else []))


def _sentence(words: str) -> str:
    """`words` as a sentence: a capital first and a full stop last."""
    words = words.strip()
    return words[:1].upper() + words[1:] + ("" if words.endswith((".", "!", "?")) else ".")


def undo_words(host) -> str:
    """A table's own words for the undo being made, from its optional `undo_words()` hook ("" when it has none):
    a button of its own that goes back by an undo ("Back to the offer") is not the Undo button, and "Move taken
    back" misled a tester."""
    own = getattr(host, "undo_words", None)
    return own() if callable(own) else ""


class MoveIntents:
    def __init__(self, ctx: TableContext, ai: AIRunner, lesson: LessonHook) -> None:
        self.ctx = ctx
        self.ai = ai
        self.lesson = lesson
        self.early_hint = EarlyHint(ctx, lesson, self._hint_now)  # a Hint asked while the table is busy on the turn

    def submit_intent(self, action: Action) -> bool:
        seat = self.ctx.views.human_to_act()
        if seat is None:
            return False
        if not self.lesson.allows(action):
            self.ctx.host.reset_selection()
            return False
        return self._send(seat, action)

    def _send(self, seat: int, action: Action) -> bool:
        """Submit one move; a refused one gets the rules' reason in a toast and clears the selection."""
        app = self.ctx.app
        result = self.ctx.match.submit(seat, action)
        if not result.ok:
            app.toast(result.reason, colour=theme.BAD, key="input")
            app.sounds.play("error")
            self.ctx.host.reset_selection()
        return result.ok

    def submit_intents(self, actions: list[Action]) -> None:
        """Several moves from one click (a whole Collection, the best dice), for the seat to act when clicked.

        Moves no longer legal when their turn comes are skipped. During a lesson every move passes the same
        gate as one click; the lesson takes one move per step, so the moves after the first it accepts wait
        for the learner's next click."""
        match = self.ctx.match
        seat = self.ctx.views.human_to_act()
        if seat is None:
            return
        submitted = 0
        for action in actions:
            if action not in match.legal_actions(seat):
                continue
            if self.lesson.running and submitted:
                return
            if not self.lesson.allows(action):
                self.ctx.host.reset_selection()
                return
            if not self._send(seat, action):
                return
            submitted += 1

    def undo(self) -> None:
        app, match = self.ctx.app, self.ctx.match
        if self.ctx.read_only or not match.human_seats():
            return
        if self.lesson.running:
            app.toast("Undo is off during the lesson; it comes back when you play on.")
            return
        if not match.can_undo():
            floor, humans = int((match.branched_from or {}).get("ply", 0) or 0), set(match.human_seats())
            if match.branched_from and not any(r.seat in humans for r in match.records[floor:]):  # kona22
                app.toast("Nothing to undo: this match began here, from the replay.")
            else:
                app.toast("Nothing to undo here (dice rolls and card draws cannot be taken back).")
            return
        refusal = self.undo_refusal()
        if refusal:  # the game's table says an undo now would take back more than the player means
            app.toast(refusal)
            return
        self.ai.cancel()
        match.undo()

    def undo_refusal(self) -> str:
        """Why the game's table refuses Undo now ("" when it does not): its optional `undo_refusal(view)` hook
        (scenes/table/base.py), asked only where a person could take a move back."""
        host = self.ctx.host
        hook = getattr(host, "undo_refusal", None)
        if hook is None or self.ctx.read_only or not self.ctx.match.human_seats():
            return ""
        return hook(self.ctx.views.current_view()) or ""

    def ask_hint(self) -> None:
        """Hint (its button or its key): asked now, or kept for the player's prompt while their turn's table is
        still busy (another seat answers, a move is shown: early_hint.py)."""
        if not self.early_hint.keeps():
            self._hint_now()

    def _hint_now(self) -> None:
        app, match = self.ctx.app, self.ctx.match
        seat = self.ctx.views.human_to_act()
        if seat is None:  # its own key: the words stay through the other seats' moves, as an input toast did not
            # (H during the AI's turn said it for a blink, cleared by the AI's next move: a blind tester heard nothing)
            later = "" if match.is_over() or self.ctx.read_only else " Press H or Hint when it starts."
            app.toast("A hint is for your own turn." + later, 4, key="hint-turn")
            return
        if self.lesson.running:
            app.toast(LESSON_HINT, 4, key="hint")
            return
        self.ai.request(match.game, f"ai:{self.ctx.spec.hint_level}", seat, match.seed, match.view(seat),
                        match.legal_actions(seat), purpose="hint")
        app.toast("Thinking of a hint…", 30, key="hint")  # the hint itself replaces it

    def give_standing_answer(self) -> None:
        """A choice the player made for the rest of something (Khedu: no Cadence this fight) is answered for them
        once nothing moves on the table: the table's optional `standing_answer(view)` hook names the move. The
        recap does not take it for the player's own move."""
        host = self.ctx.host
        answer = getattr(host, "standing_answer", None)
        if answer is None or host.animations.busy or host.human_to_act() is None:
            return
        action = answer(host.current_view())
        if action is not None and action in host.legal_actions() and self.submit_intent(action):
            host.recap.made_for_player()

    def poll_hint(self) -> None:
        """Take a finished hint from the AI runner: shown on the table and told in a toast."""
        app = self.ctx.app
        hint = self.ai.poll("hint")
        if hint is None:
            return
        if hint.action is None:
            app.toast("No hint this time.", 2, key="hint")
            return
        self.ctx.host.hint = hint.action
        seat = self.ctx.views.human_to_act()
        if seat is not None:
            # "Hint: Offer a trade to players: 1 Brick for 1 Ore"; a proven verdict said first (compose_hint)
            text = compose_hint(self.ctx.match.describe_action(seat, hint.action), hint.words, hint.note)
            self.ctx.host.hint_text = text
            if getattr(self.ctx.host, "hint_in_panel", False):  # the table writes it in its own panel: once is enough
                app.clear_toasts("hint")  # and "Thinking of a hint…" goes (it stayed beside the hint: a keys tester)
                return
            # stays until the next move clears it (moved below), and long enough to read a long one
            app.toast(text, max(HINT_SECONDS, len(text.split()) * 0.6), key="hint")
        else:
            app.clear_toasts("hint")

    def moved(self, record: MoveRecord) -> None:
        """A move landed: it is heard (dice or a piece), and any hint and the toasts about input spoke of the
        position before it."""
        app = self.ctx.app
        self.ctx.host.hint = None
        self.ai.cancel("hint")
        app.clear_toasts("input", "hint")
        rolled = any(e.kind in self.ctx.match.rules.roll_events for e in record.events)
        app.sounds.play("dice" if rolled else "place")

    def undone(self) -> None:
        self.ctx.host.hint = None
        self.ctx.host.reset_selection()
        self.ctx.app.clear_toasts("input", "hint")
        if not self.ctx.read_only and not self.ctx.match.networked:  # a replay's table is moved to each position it
            # shows, a networked one redrawn from its host's state: nothing was taken back
            # the toast takes the turn panel's place: it says what the panel would (kona17: only "Move taken back")
            own = undo_words(self.ctx.host)  # an undo the table made for one of its own buttons says what it did
            if own:
                self.ctx.app.toast(own)
                return
            now = self.ctx.host.turn_panel.now_line() if hasattr(self.ctx.host, "turn_panel") else ""
            self.ctx.app.toast(f"Move taken back. {now}" if now else "Move taken back")
