"""The Khedu table: the scene and the parts it owns (geometry, clicks, prompt bar, arena, drawing, panels, input,
lesson targets; see table.py)."""

from baraza.scenes.khedu.table import KheduScene as TABLE

__all__ = ["TABLE"]
