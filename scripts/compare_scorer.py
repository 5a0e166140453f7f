#!/usr/bin/env python3
"""Side-by-side show scoring: our scorers against the PyPI package cribbage-scorer (0.2.5).

Driven by scripts/compare-scorer.sh, which runs the three steps below in order; each can also be
run by hand (the `score` and `report` steps need cribbage-scorer, i.e. the venv's python:
target/scorer-venv/bin/python scripts/compare_scorer.py ...).

  generate N DEALS
      Writes N deterministic random deals to DEALS, one a line: four hand cards then the starter,
      in our canonical card text (`5S 5H 5D JC 5C`, ten is `10`). Lines starting with `#` are
      comments. A fixed splitmix64 stream drives a partial Fisher-Yates shuffle, so the file is
      the same on every machine and every Python version (no use of `random`).

  score DEALS TOTALS TIMINGS [--reps R]
      Scores every deal with cribbage_scorer.show_calc_score, once as a hand (crib=False) and once
      as a crib (crib=True). Deals are converted to the package's native cards, (rank, suit)
      tuples with ranks 1..13, before the clock starts; the timed part is a plain loop calling
      show_calc_score. Each kind is timed with time.perf_counter over the whole set, best of R
      passes (default 1; compare-scorer.sh asks for 3, at about 3-10 s a pass over 200,000
      deals). Writes one line per deal, `hand crib`, to TOTALS and the timings (TSV) to TIMINGS.

  report DEALS PY_TOTALS PY_TIMINGS OURS_TOTALS OURS_TIMINGS
      Checks deal by deal that cribbage-scorer, our itemized scorer and our fast total agree, as a
      hand and as a crib; prints each disagreement (the first 50, and the count of all) with its
      cards and cribbage-scorer's own breakdown, then the speed table. Exits 1 if any deal
      disagrees.

Timings files are TSV: `scorer  kind  deals  best_seconds  reps`, one line per scorer and kind.
"""

import sys
import time

MASK64 = (1 << 64) - 1
SEED = 0x5EED_C0DE_CB16_0525
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["S", "H", "D", "C"]
DECK = [rank + suit for rank in RANKS for suit in SUITS]
KINDS = ("hand", "crib")
BASELINE = "cribbage-scorer"


def splitmix64(state):
    """Yields an endless stream of 64-bit words from splitmix64 seeded with `state`."""
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        yield z ^ (z >> 31)


def generate(n, path):
    words = splitmix64(SEED)
    with open(path, "w", encoding="ascii") as out:
        out.write(f"# {n} deals: four hand cards then the starter; splitmix64 seed {SEED:#x}\n")
        for _ in range(n):
            deck = DECK.copy()
            for i in range(5):
                j = i + next(words) % (52 - i)
                deck[i], deck[j] = deck[j], deck[i]
            out.write(" ".join(deck[:5]) + "\n")
    print(f"wrote {n} deals to {path}")


def read_deals(path):
    with open(path, encoding="ascii") as f:
        return [line.split() for line in f if line.strip() and not line.startswith("#")]


def native_card(text):
    """Our card text (`10H`, `JS`) as cribbage-scorer's card: (rank 1..13, suit letter)."""
    return (RANKS.index(text[:-1]) + 1, text[-1])


def read_timings(path):
    rows = []
    with open(path, encoding="ascii") as f:
        for line in f:
            scorer, kind, deals, seconds, reps = line.rstrip("\n").split("\t")
            rows.append((scorer, kind, int(deals), float(seconds), int(reps)))
    return rows


def read_totals(path):
    with open(path, encoding="ascii") as f:
        return [tuple(int(x) for x in line.split()) for line in f if line.strip()]


def score(deals_path, totals_path, timings_path, reps):
    from cribbage_scorer import cribbage_scorer

    show_calc_score = cribbage_scorer.show_calc_score
    deals = [
        ([native_card(c) for c in cards[:4]], native_card(cards[4]))
        for cards in read_deals(deals_path)
    ]
    totals = {}
    timings = []
    for kind in KINDS:
        crib = kind == "crib"
        best = None
        for _ in range(reps):
            results = []
            append = results.append
            started = time.perf_counter()
            for hand, starter in deals:
                append(show_calc_score(starter, hand, crib)[0])
            elapsed = time.perf_counter() - started
            best = elapsed if best is None else min(best, elapsed)
        totals[kind] = results
        timings.append((BASELINE, kind, len(deals), best, reps))
        print(f"{BASELINE} {kind}: {len(deals)} deals in {best:.3f} s (best of {reps})")
    with open(totals_path, "w", encoding="ascii") as out:
        for hand, crib in zip(totals["hand"], totals["crib"]):
            out.write(f"{hand} {crib}\n")
    with open(timings_path, "w", encoding="ascii") as out:
        for row in timings:
            out.write("\t".join(str(x) for x in row) + "\n")


def report(deals_path, py_totals_path, py_timings_path, ours_totals_path, ours_timings_path):
    deals = read_deals(deals_path)
    py = read_totals(py_totals_path)
    ours = read_totals(ours_totals_path)
    if not (len(deals) == len(py) == len(ours)):
        sys.exit(f"deal counts differ: {len(deals)} deals, {len(py)} cribbage-scorer totals, "
                 f"{len(ours)} of ours")

    disagreements = 0
    for cards, (py_hand, py_crib), (it_hand, it_crib, fast_hand, fast_crib) in zip(deals, py, ours):
        for kind, p, it, fast in (("hand", py_hand, it_hand, fast_hand),
                                  ("crib", py_crib, it_crib, fast_crib)):
            if p == it == fast:
                continue
            disagreements += 1
            if disagreements <= 50:
                print(f"DISAGREE {kind}: {' '.join(cards[:4])} starter {cards[4]}: "
                      f"{BASELINE} {p}, ours itemized {it}, ours fast {fast}")
                try:
                    from cribbage_scorer import cribbage_scorer

                    hand = [native_card(c) for c in cards[:4]]
                    _, why = cribbage_scorer.show_calc_score(native_card(cards[4]), hand,
                                                             kind == "crib")
                    print(f"    {BASELINE} says: {why}")
                except ImportError:
                    pass
    checked = 2 * len(deals)
    if disagreements:
        print(f"agreement: {disagreements} of {checked} scorings DISAGREE "
              f"({min(disagreements, 50)} listed above)")
    else:
        print(f"agreement: all three scorers agree on all {len(deals)} deals, "
              f"as a hand and as a crib ({checked} scorings each)")

    rows = read_timings(py_timings_path) + read_timings(ours_timings_path)
    baseline = {kind: secs / n for scorer, kind, n, secs, _ in rows if scorer == BASELINE}
    print()
    print(f"{'scorer':<24} {'kind':<5} {'hands/sec':>14} {'ns/hand':>12} "
          f"{'x cribbage-scorer':>18}  best of")
    for kind in KINDS:
        for scorer, k, n, secs, reps in rows:
            if k != kind:
                continue
            per = secs / n
            print(f"{scorer:<24} {kind:<5} {1 / per:>14,.0f} {per * 1e9:>12,.1f} "
                  f"{baseline[kind] / per:>17,.1f}x  {reps}")
    print("(x cribbage-scorer: how many times faster than cribbage-scorer on the same deals)")
    return 1 if disagreements else 0


def main(argv):
    usage = __doc__.split("\n\n", 2)[2]
    if len(argv) < 2:
        sys.exit(usage)
    command, args = argv[1], argv[2:]
    if command == "generate" and len(args) == 2:
        generate(int(args[0]), args[1])
        return 0
    if command == "score" and len(args) in (3, 5) and (len(args) == 3 or args[3] == "--reps"):
        reps = int(args[4]) if len(args) == 5 else 1
        if reps < 1:
            sys.exit("--reps must be at least 1")
        score(args[0], args[1], args[2], reps)
        return 0
    if command == "report" and len(args) == 5:
        return report(*args)
    sys.exit(usage)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
