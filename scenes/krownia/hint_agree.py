"""The table's Hint kept in agreement with itself (s33, a blind tester): a hinted bank trade giving away what the
build it aims at needs gives way (game/krownia/hint_agree.py), and a Hint asked again in the same position says
what the first one said (the search behind it is seeded by the clock and may pick another move). A goal a hint
names is the player's plan, remembered per seat for this match and kept to by later hints (game/krownia/
hint_plan.py), and a hint that came bare gets its reason (game/krownia/hint_why.py). The goal and an offer's cards
a hint means come from the AI worker beside its words, as data (the result's `facts`, game/krownia/hint_facts.py):
`HintFactsTap` keeps them as the table's intents take the hint (s34)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia.hint_agree import agreed_hint
from baraza.game.krownia.hint_facts import NO_FACTS, HintFacts, HintWords
from baraza.game.krownia.hint_plan import keep_plan
from baraza.game.krownia.hint_why import bare_reason
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
        records = table.match.records
        at = (len(records), id(records[-1]) if records else None)  # an undo and a new move is another position
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
        a reason when it came bare."""
        table = self.table
        legal = table.legal_actions()
        action, words = hint, self._words(seat, hint, table.hint_text)
        tap = self.tap
        facts = tap.facts if tap is not None and tap.hint is hint else NO_FACTS
        if facts is not NO_FACTS:
            words = HintWords(words, facts)  # the text as shown (with any verdict), the facts from the worker
        fix = agreed_hint(view, seat, hint, legal)
        if fix is not None:
            action, words = fix
        key = (id(table.match), seat)
        step = keep_plan(view, seat, action, words, self.plans.get(key), legal)
        self.plans[key] = step.plan
        action, words = step.action, step.words or bare_reason(view, seat, step.action, step.plan) or ""
        if action == hint and words == self._words(seat, hint, table.hint_text):
            return hint, table.hint_text  # the hint as it came (with any verdict it carried)
        said = table.match.describe_action(seat, action)
        return action, f"Hint: {said}: {words}" if words else f"Hint: {said}"

    def _words(self, seat: int, action: Action, text: str) -> str:
        """The words after the move in a hint's text ("" for a bare one)."""
        head = f"Hint: {self.table.match.describe_action(seat, action)}"
        return text[len(head) + 2:] if text.startswith(head + ": ") else ""
