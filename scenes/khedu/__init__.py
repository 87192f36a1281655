"""The khedu table: the scene (input and flow) and its drawing and panels."""

from baraza.scenes.khedu.table import KheduScene as TABLE

__all__ = ["TABLE"]
