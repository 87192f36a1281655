"""Animations queued for each applied move: dice tumbling, cards shown as cast, Idols dropping."""

from __future__ import annotations

from baraza.game.core.match import MoveRecord


class TableAnimations:
    """Mixed into the scene; `_rolling` tells the drawing which dice tumble right now."""

    def animate_record(self, record: MoveRecord) -> None:
        seed = len(self.match.records)
        for event in record.events:
            data = event.data
            if event.kind == "roll":
                self.animations.add("roll", 0.8, dice=list(range(len(data.get("green", [])))), action=True,
                                    seed=seed)
            elif event.kind in ("play_spell", "use_relic"):
                if event.kind == "play_spell" or event.seat != self.viewer:  # show what was cast, face up
                    self.animations.add("cast", 0.9 if event.seat != self.viewer else 0.5, card=data["card"],
                                        spell=event.kind == "play_spell", who=event.seat)
                result = data.get("result", {})
                if "after" in result and "dice" in result:
                    self.animations.add("roll", 0.6, dice=list(result["dice"]), action=False, seed=seed)
                elif "value" in result and "die" in result:
                    self.animations.add("roll", 0.6, dice=[result["die"]], action=False, seed=seed)
                elif "die" in result:
                    self.animations.add("flash", 0.4, dice=[result["die"]])
                elif "dice" in result:  # guarded dice
                    self.animations.add("flash", 0.4, dice=list(result["dice"]))
                else:
                    self.animations.add("pause", 0.2)
            elif event.kind == "roll_red":
                self.animations.add("red_roll", 0.7, seed=seed)
            elif event.kind == "red_replace":
                self.animations.add("flash", 0.45, dice=[data["die"]])
            elif event.kind == "collect":
                self.animations.add("flash", 0.3, dice=list(data.get("dice", [])))
            elif event.kind == "idol_placed":
                self.animations.add("idol", 0.45, ancestor=data["ancestor"])
            elif event.kind in ("buy_relic", "refresh_offering", "summon_cloud", "upgrade_cloud"):
                self.animations.add("pause", 0.25)
            elif event.kind == "game_over":
                self.animations.add("pause", 0.6)

    def _rolling(self) -> tuple[set[int], bool, bool, float, int]:
        """(number dice tumbling, action dice tumbling, red dice tumbling, progress, seed)."""
        step = self.animations.current
        if step is None:
            return set(), False, False, 1.0, 0
        if step.kind == "roll":
            return set(step.data["dice"]), bool(step.data.get("action")), False, step.progress, step.data["seed"]
        if step.kind == "red_roll":
            return set(), False, True, step.progress, step.data["seed"]
        return set(), False, False, 1.0, 0
