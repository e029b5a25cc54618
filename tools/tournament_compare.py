"""Two tournament records of the same seats and seed, compared game by game.

    python -m tools.tournament_compare before.jsonl after.jsonl

Game `g` of both records is dealt the same (its seed is `seed/g`), so when only one level's
settings differ (say `--expert guide_z=1.5`), the difference per game leaves out most of the luck
of the deal: a paired mean with a 95% interval says after a few dozen games what two separate
lines would need hundreds for. Each entry's score, win share and metrics are compared.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from game.core import IllegalAction
from tools import tournament_record
from tools.tournament import mean_interval


def compare(a: Path, b: Path) -> str:
    head_a, games_a = tournament_record.read(a)
    head_b, games_b = tournament_record.read(b)
    for key in ("game", "seats", "seed", "options"):
        if head_a.get(key) != head_b.get(key):
            raise IllegalAction(f"the records differ in {key}: {head_a.get(key)} / {head_b.get(key)}"
                                "; only games dealt alike can be paired")
    common = sorted(set(games_a) & set(games_b))
    if not common:
        raise IllegalAction("the records have no game in common yet")
    lines = [f"{head_a['game']} {','.join(head_a['seats'])} seed {head_a['seed']}: {len(common)} games "
             f"in both; {b.name} minus {a.name} ({head_a.get('expert') or 'default'} -> "
             f"{head_b.get('expert') or 'default'}), mean per game [95% interval]"]
    for k, level in enumerate(head_a["seats"]):
        rows = [(games_a[g]["entries"][k], games_b[g]["entries"][k]) for g in common]
        shared = set.intersection(*(set(e["metrics"]) for pair in rows for e in pair))
        parts = []
        for name, pick in [("score", lambda e: e["score"]), ("win", lambda e: e["win"]),
                           *[(m, lambda e, m=m: e["metrics"][m]) for m in sorted(shared)]]:
            m, lo, hi = mean_interval([pick(y) - pick(x) for x, y in rows])
            parts.append(f"{name} {m:+.3f} [{lo:+.3f}, {hi:+.3f}]")
        lines.append(f"  #{k} {level:<7} " + "  ".join(parts))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.tournament_compare", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    try:
        print(compare(args.before, args.after))
    except IllegalAction as exc:
        print(f"tournament_compare: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
