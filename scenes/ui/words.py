"""Words more than one screen writes the same way (the results panel and the Scores screen: a duration)."""

from __future__ import annotations


def format_duration(seconds: float) -> str:
    """"4:05" under an hour, "2h 05m" above; a missing, negative or impossible time shows as 0 or a long one."""
    if not isinstance(seconds, (int, float)) or seconds != seconds or seconds < 0:
        seconds = 0
    seconds = int(min(seconds, 99 * 3600 + 59 * 60))  # an impossible time shows as a long one, not a crash
    return f"{seconds // 60}:{seconds % 60:02d}" if seconds < 3600 else f"{seconds // 3600}h {seconds // 60 % 60:02d}m"


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
