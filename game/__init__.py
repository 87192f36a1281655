"""Baraza's rules side: pure Python, never pygame. Each game has a package here; `core` is shared."""

__version__ = "0.1.0"
