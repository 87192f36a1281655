"""The Konja table: the scene and the parts it owns (geometry, drawing, prompt, input, lesson targets; see table.py)."""

from baraza.scenes.konja.table import KonjaScene as TABLE

__all__ = ["TABLE"]
