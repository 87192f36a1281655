"""What the KROWNIA table says: the side panel's title and prompt, and whose turn the turn panel names.

`KrowniaPrompts` is given the table (`human_to_act`, `legal_actions`, `legal_of`, `match`), its selection
(the picked build) and its trade dialog (which words an open trade asks for)."""

from __future__ import annotations

from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.selection import Selection
from baraza.scenes.krownia.trade import TradeDialog

# a move whose animation is still playing, in words: what the table is waiting on
SHOWN_MOVES = {"discard": "is discarding", "move_pirate": "is moving the Pirate", "steal": "is stealing"}


class KrowniaPrompts:
    """Texts built from the view for the player to read."""

    def __init__(self, table: KrowniaTable, selection: Selection, trade: TradeDialog) -> None:
        self.table = table
        self.selection = selection
        self.trade = trade

    def whose_turn(self, view: KrowniaView) -> int | None:
        """The turn panel's "whose turn": the player whose turn it is, also while others discard or answer."""
        return None if view.winner >= 0 else view.current

    # --- side panel: prompt and buttons ----------------------------------------------------------
    def _shown_move(self, view: KrowniaView) -> str:
        """While the last move still plays out on the table, who it is waiting for is the seat of that move, not the
        state's next step (24.png: "Red is moving the Pirate." while Blue's discards were still flying)."""
        records = self.table.match.records
        if not self.table.animations.busy or not records:
            return ""
        last = records[-1]
        doing = SHOWN_MOVES.get(last.action.kind)
        return f"{view.names[last.seat]} {doing}." if doing else ""

    def prompt(self, view: KrowniaView) -> tuple[str, str]:
        """(title, what is asked) for the side panel."""
        names = view.names
        table = self.table
        seat = table.human_to_act()
        if table.match.is_over():
            if view.winner < 0:
                return "Game over", ""
            won = int(table.match.result().scores[view.winner])  # the real count (hidden VP cards too), not the target
            return "Game over", f"{names[view.winner]} won with {won} VP."
        if seat is None:
            active = [names[s] for s in view.active] or [names[view.current]]
            who = " and ".join(active) if len(active) <= 2 else ", ".join(active[:-1]) + " and " + active[-1]
            what = {"setup_village": "is placing a village", "setup_road": "is placing a road", "roll": "is about to roll",
                    "discard": "must discard", "move_pirate": "is moving the Pirate", "steal": "is stealing",
                    "trade_pending": "is answering a trade", "trade_compose": "is preparing a trade"}.get(
                view.phase, "is playing")
            if len(active) > 1:  # "Red and Blue are answering a trade", not "Red, Blue is answering"
                what = what.replace("is ", "are ", 1)
            shown = self._shown_move(view)
            return f"{names[view.current]}'s turn", shown or f"{who} {what}."
        phase = view.phase
        title = "Your turn" if seat == view.current else "Your answer"
        if phase == "setup_village":  # two lines at most: the "Place for me" button sits below
            if table.legal_of("move_auto_pair"):
                text = "Choose a lit corner, or a blue ring to move the village placed when time ran out."
            elif view.setup_round == 2:
                text = "Choose a lit corner for a village: it pays a card per tile it touches."
            else:
                text = "Choose a lit corner to place a village."
            return f"Setup round {view.setup_round}", text
        if phase == "setup_road":
            return "Setup", "Choose a lit edge beside your new village to place its road."
        if phase == "roll":
            return title, "Roll the dice. You may play a development card first."
        if phase == "main":
            mode = self.selection.mode
            if mode == "road":
                return title, "Choose a lit edge to build a road. Esc or right-click to cancel."
            if mode == "village":
                return title, "Choose a lit corner to build a village. Esc or right-click to cancel."
            if mode == "town":
                return title, "Choose one of your villages to make it a town. Esc or right-click to cancel."
            return title, self._main_choices()
        if phase == "discard":
            owed = view.discard_owed[seat]
            return "A 7 was rolled", f"Discard {owed} more card{'s' if owed != 1 else ''}: choose cards in your hand."
        if phase == "move_pirate":
            return title, "Move the Pirate: choose any other tile. It blocks that tile and lets you steal."
        if phase == "steal":
            return title, "Steal a card: choose a red-ringed building or a player."
        if phase == "road_building":
            return "Road Building", f"Choose a lit edge: {view.free_roads_left} free road{'' if view.free_roads_left == 1 else 's'} left."
        if phase == "year_of_plenty":
            return "Year of Plenty", f"Take {view.plenty_left} more card{'' if view.plenty_left == 1 else 's'} from the bank."
        if phase in ("trade_compose", "trade_pending"):
            return title, self.trade.prompt(view)
        return title, ""

    SHORT_WORDS = (("buy a development card", "buy a card"), ("end your turn", "end the turn"),
                   ("play a card", "play one"))

    def wordings(self, text: str) -> list[str]:
        """`text`, then shorter ways to say it for a narrow panel or a large text size: the secondary sentence
        left out ("Esc or right-click to cancel."), then shorter words; the side panel takes the first that fits."""
        out = [text]
        first, dot, rest = text.partition(". ")
        if rest:
            out.append(first + dot.strip())
        short = text
        for long_words, short_words in self.SHORT_WORDS:
            short = short.replace(long_words, short_words)
        if short != text:
            out.append(short)
        return out

    def _main_choices(self) -> str:
        """"Build, trade or end your turn.": only what the legal actions allow now."""
        kinds = {a.kind for a in self.table.legal_actions()}
        parts = [words for wanted, words in ((("build_road", "build_village", "build_town"), "build"),
                                              (("buy_dev",), "buy a development card"),
                                              (("play_warrior", "play_road_building", "play_year_of_plenty",
                                                "play_monopoly"), "play a card"),
                                              (("bank_trade", "open_trade"), "trade"),
                                              (("end_turn",), "end your turn"))
                 if kinds & set(wanted)]
        if not parts:
            return ""
        text = ", ".join(parts[:-1]) + " or " + parts[-1] if len(parts) > 1 else parts[0]
        return text[0].upper() + text[1:] + "."
