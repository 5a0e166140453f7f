#!/usr/bin/env python3
"""Prints the medians of the last criterion run as a Markdown table.

Run the benchmarks first (`cargo bench`), then `python3 scripts/criterion-medians.py`.
Reads target/criterion/<group>/<bench>/new/{estimates,benchmark}.json; where a benchmark
declares a throughput in elements, the time per element is shown as well.
"""

import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent / "target" / "criterion"


def human(ns: float) -> str:
    """A duration in the unit that keeps three significant digits readable."""
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.3g} {unit}"
    return f"{ns:.3g} ns"


def main() -> int:
    runs = sorted(ROOT.glob("*/*/new/estimates.json"))
    if not runs:
        print(f"no criterion results under {ROOT}: run `cargo bench` first", file=sys.stderr)
        return 1
    print("| benchmark | median | 95% CI of the median | per element |")
    print("|---|---|---|---|")
    for estimates_path in runs:
        directory = estimates_path.parent
        median = json.loads(estimates_path.read_text())["median"]
        benchmark = json.loads((directory / "benchmark.json").read_text())
        elements = (benchmark.get("throughput") or {}).get("Elements")
        per_element = human(median["point_estimate"] / elements) if elements else ""
        interval = median["confidence_interval"]
        print(
            f"| `{benchmark['full_id']}` | {human(median['point_estimate'])} "
            f"| {human(interval['lower_bound'])} – {human(interval['upper_bound'])} | {per_element} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
