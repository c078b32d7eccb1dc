"""PBN boards parsed per second: ``bridgekit.formats.pbn.loads`` against ``endplay.parsers.pbn.loads``.

Both parse the same texts (by default every ``shared/data/tournaments/*.pbn``), decoded
once up front, repeated until each side has run for at least ``--seconds``.

    python benchmarks/bench_pbn.py [--json] [--seconds 3] [files ...]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
DEFAULT_DATA = HERE.parents[2] / "shared" / "data" / "tournaments"


def _rate(parse: Callable[[str], list[Any]], texts: list[str], seconds: float) -> tuple[float, int]:
    """Boards per second over whole passes through *texts*, and the boards in one pass."""
    boards = sum(len(parse(text)) for text in texts)  # warm-up, and the count
    passes = 0
    start = time.perf_counter()
    while True:
        for text in texts:
            parse(text)
        passes += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return boards * passes / elapsed, boards


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, help="PBN files (default: shared/data/tournaments)")
    parser.add_argument("--seconds", type=float, default=3.0, help="minimum time per parser")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)

    from bridgekit.formats import pbn
    from bridgekit.formats._text import decode

    files = args.files or sorted(DEFAULT_DATA.glob("*.pbn"))
    texts = [decode(path.read_bytes()) for path in files]
    result: dict[str, Any] = {"files": [str(p) for p in files]}
    ours, count = _rate(pbn.loads, texts, args.seconds)
    result["boards_per_pass"] = count
    result["bridgekit_boards_per_s"] = round(ours)
    try:
        from endplay.parsers import pbn as endplay_pbn
    except ImportError:
        endplay_pbn = None
    if endplay_pbn is not None:
        theirs, their_count = _rate(endplay_pbn.loads, texts, args.seconds)
        result["endplay_boards_per_s"] = round(theirs)
        result["endplay_boards_per_pass"] = their_count
        result["ratio"] = round(ours / theirs, 2)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"{len(files)} files, {count} boards per pass")
        print(f"bridgekit  {result['bridgekit_boards_per_s']:>9,} boards/s")
        if "endplay_boards_per_s" in result:
            print(f"endplay    {result['endplay_boards_per_s']:>9,} boards/s")
            print(f"ratio      {result['ratio']:>9} x (bridgekit / endplay)")
        else:
            print("endplay is not installed (pip install endplay)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
