"""The table's Hint kept in agreement with itself (s33, a blind tester): a hinted bank trade giving away what the
build it aims at needs gives way (game/krownia/hint_agree.py), and a Hint asked again in the same position says
what the first one said (the search behind it is seeded by the clock and may pick another move). A goal a hint
names is the player's plan, remembered per seat for this match and kept to by later hints (game/krownia/
hint_plan.py), and a hint that came bare gets its reason (game/krownia/hint_why.py). The goal and an offer's cards
a hint means come from the AI worker beside its words, as data (the result's `facts`, game/krownia/hint_facts.py):
`HintFactsTap` keeps them as the table's intents take the hint (s34)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia.hint_dialog import dialog_hint, dialog_of, judged, outside_view
from baraza.game.krownia.hint_facts import NO_FACTS, HintFacts, HintWords, OutsideHint
from baraza.game.krownia.hint_plan import PlanStep
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.selection import Selection
from baraza.scenes.krownia.tool_hint import TOOL_MOVES

HINT_SECONDS = 8.0


class HintFactsTap:
    """Stands in front of the AI runner the table's intents ask (scenes/table/intents.py joins a hint's words
    into plain text): each hint's answer passes through unchanged, and the facts that came with it are kept."""

    def __init__(self, runner) -> None:
        self.runner = runner
        self.hint: Action | None = None  # the latest hint taken, and its facts
        self.facts: HintFacts = NO_FACTS

    def poll(self, purpose: str = "move"):
        result = self.runner.poll(purpose)
        if purpose == "hint" and result is not None:
            self.hint = result.action
            self.facts = result.facts if isinstance(result.facts, HintFacts) else NO_FACTS
        return result

    def __getattr__(self, name: str):
        return getattr(self.runner, name)  # request, cancel and the rest: the runner's own


class HintAgree:
    """Follows the table's hint each frame: each new one is checked once."""

    def __init__(self, table: KrowniaTable, selection: Selection) -> None:
        self.table = table
        self.selection = selection
        self.seen: Action | None = None  # the hint last looked at
        self.first: tuple[tuple, Action, str] | None = None  # (position, hint, words): this position's first
        self.plans: dict[tuple[int, int], tuple[int, ...] | None] = {}  # (match, seat) -> the goal hints named
        self.tap: HintFactsTap | None = None  # set by the table: the facts of the hint the runner answered
        self.said: tuple[tuple, PlanStep] | None = None  # (position, hint): the last table hint outside a dialog

    def tapped(self, runner) -> HintFactsTap:
        """The AI runner with a tap on its hints, for the table's intents to ask."""
        self.tap = HintFactsTap(runner)
        return self.tap

    def follow(self, view) -> None:
        table = self.table
        hint = table.hint
        if hint is None or hint is self.seen:
            return
        seat = table.human_to_act()
        if seat is None or self.selection.mode in TOOL_MOVES:  # a build tool picked: tool_hint.py keeps the hint
            self.seen = hint
            return
        at = self._position()
        if self.first is not None and self.first[0] == at:
            _at, action, text = self.first  # the same position: the same hint
        else:
            action, text = self._agreed(view, seat, hint)
            self.first = (at, action, text)
        self.seen = table.hint = action
        if text != table.hint_text:
            table.hint_text = text
            table.app.toast(text, max(HINT_SECONDS, len(text.split()) * 0.6), key="hint")

    def _agreed(self, view, seat: int, hint: Action) -> tuple[Action, str]:
        """The hint kept to itself: to the goal it aims at (a bank trade), to the plan earlier hints named, with
        a reason when it came bare. In an offer dialog, the table's own hint for the position it opened from, said
        in the dialog's moves (game/krownia/hint_dialog.py, s38)."""
        table = self.table
        legal = table.legal_actions()
        words = self._words(seat, hint, table.hint_text)
        tap = self.tap
        facts = tap.facts if tap is not None and tap.hint is hint else NO_FACTS
        if facts is not NO_FACTS:
            words = HintWords(words, facts)  # the text as shown (with any verdict), the facts from the worker
        key = (id(table.match), seat)
        if facts.outside is not None and outside_view(view, seat) is not None:
            step = self._in_dialog(view, seat, facts.outside, legal)
        else:
            step = judged(view, seat, hint, words, self.plans.get(key), legal)
            self.said = (self._position(), step)  # the dialog opened here says it too
        self.plans[key] = step.plan
        action, words = step.action, step.words
        if action == hint and words == self._words(seat, hint, table.hint_text):
            return hint, table.hint_text  # the hint as it came (with any verdict it carried)
        said = table.match.describe_action(seat, action)
        return action, f"Hint: {said}: {words}" if words else f"Hint: {said}"

    def _in_dialog(self, view, seat: int, outside: OutsideHint, legal: list[Action]) -> PlanStep:
        """The dialog's hint: the table's hint for the position the dialog opened from, as the table gave it there
        if it did (the search runs on a clock: asked twice it may differ), else from the worker's outside move,
        checked against the plan as any hint is."""
        table = self.table
        def describe(action: Action) -> str:
            return table.match.describe_action(seat, action)
        before = self._opened_at(seat)
        if self.said is not None and before is not None and self.said[0] == before:
            return dialog_of(view, seat, self.said[1], describe, legal)
        step, outside_step = dialog_hint(view, seat, outside, self.plans.get((id(table.match), seat)), legal,
                                         describe)
        if before is not None:
            self.said = (before, outside_step)
        return step

    def _position(self) -> tuple:
        records = self.table.match.records
        return self._at(len(records))

    def _at(self, n: int) -> tuple:
        """The position after the first `n` moves (an undo and a new move is another position)."""
        records = self.table.match.records
        return (n, id(records[n - 1]) if n else None)

    def _opened_at(self, seat: int) -> tuple | None:
        """The position the offer dialog `seat` drafts in opened from: before its last offer or counter opened."""
        records = self.table.match.records
        for n in range(len(records) - 1, -1, -1):
            record = records[n]
            if record.seat == seat and record.action.kind in ("open_trade", "counter_trade"):
                return self._at(n)
        return None

    def _words(self, seat: int, action: Action, text: str) -> str:
        """The words after the move in a hint's text ("" for a bare one)."""
        head = f"Hint: {self.table.match.describe_action(seat, action)}"
        return text[len(head) + 2:] if text.startswith(head + ": ") else ""
