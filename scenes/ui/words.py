"""Words more than one screen writes the same way (the results panel and the Scores screen: a duration)."""

from __future__ import annotations


def format_duration(seconds: float) -> str:
    """A length of time in units, "13 min 48 s", "45 s", "1 h 5 min": "13:48 played" read as a clock time (Konja
    blind test). A missing, negative or impossible time shows as "0 s" or a long one, never a crash."""
    if not isinstance(seconds, (int, float)) or seconds != seconds or seconds < 0:
        seconds = 0
    seconds = int(min(seconds, 99 * 3600 + 59 * 60))  # an impossible time shows as a long one, not a crash
    hours, minutes, secs = seconds // 3600, seconds // 60 % 60, seconds % 60
    if hours:  # seconds do not matter past an hour
        return f"{hours} h {minutes} min" if minutes else f"{hours} h"
    if minutes:
        return f"{minutes} min {secs} s" if secs else f"{minutes} min"
    return f"{secs} s"


def chance_text(p: float) -> str:
    """A chance as a whole percent that never claims what is not certain: "100%" only for a sure thing, ">99%"
    and "<1%" near the ends ("100% to win" over a fight lost one time in a hundred read as a lie)."""
    if p >= 1.0:
        return "100%"
    if p <= 0.0:
        return "0%"
    if p >= 0.995:
        return ">99%"
    if p < 0.005:
        return "<1%"
    return f"{p:.0%}"
