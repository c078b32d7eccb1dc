"""PBN boards parsed per second: ``bridgekit.formats.pbn.loads`` against ``endplay.parsers.pbn.loads``.

Both parse the same texts (by default every ``shared/data/tournaments/*.pbn``), decoded
once up front, repeated until each side has run for at least ``--seconds``.

Then the scaling series (``--sizes``, default 100 / 1,000 / 10,000 boards): one text of that
many boards, the real files' boards written out again under new numbers, parsed by each side in
turn (``--repeat`` alternated runs, the best CPU time counts); µs per board should stay flat as
the file grows.

    python benchmarks/bench_pbn.py [--json] [--seconds 3] [--sizes 100 1000 10000] [files ...]
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


def _endplay_pbn() -> Any:
    """endplay's PBN parser module, or None if endplay is not installed."""
    try:
        from endplay.parsers import pbn as endplay_pbn
    except ImportError:
        return None
    return endplay_pbn


def scaled_text(texts: list[str], size: int) -> str:
    """A PBN text of *size* boards: the boards of *texts* again and again, numbered 1, 2, …"""
    import dataclasses

    from bridgekit.formats import pbn

    pool = [board for text in texts for board in pbn.loads(text) if not board.errors]
    boards = [dataclasses.replace(pool[i % len(pool)], number=i + 1) for i in range(size)]
    return pbn.dumps(boards)


def _cpu_per_board(parse: Callable[[str], list[Any]], text: str) -> tuple[float, int]:
    start = time.process_time()
    count = len(parse(text))
    return (time.process_time() - start) / count, count


def scaling(texts: list[str], sizes: list[int], repeat: int) -> list[dict[str, Any]]:
    """µs per board of each side on texts of *sizes* boards (best of *repeat* alternated runs)."""
    from bridgekit.formats import pbn

    endplay_pbn = _endplay_pbn()
    rows = []
    for size in sizes:
        text = scaled_text(texts, size)
        ours: list[float] = []
        theirs: list[float] = []
        for _ in range(repeat):
            ours.append(_cpu_per_board(pbn.loads, text)[0])
            if endplay_pbn is not None:
                theirs.append(_cpu_per_board(endplay_pbn.loads, text)[0])
        row: dict[str, Any] = {"boards": size, "bridgekit_us": 1e6 * min(ours)}
        if theirs:
            row["endplay_us"] = 1e6 * min(theirs)
            row["ratio"] = row["endplay_us"] / row["bridgekit_us"]
        rows.append(row)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, help="PBN files (default: shared/data/tournaments)")
    parser.add_argument("--seconds", type=float, default=3.0, help="minimum time per parser")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--sizes", type=int, nargs="*", default=[100, 1000, 10000], help="scaling series")
    parser.add_argument("--repeat", type=int, default=3, help="alternated runs per size (the best counts)")
    args = parser.parse_args(argv)

    from bridgekit.formats import pbn
    from bridgekit.formats._text import decode

    files = args.files or sorted(DEFAULT_DATA.glob("*.pbn"))
    texts = [decode(path.read_bytes()) for path in files]
    result: dict[str, Any] = {"files": [str(p) for p in files]}
    ours, count = _rate(pbn.loads, texts, args.seconds)
    result["boards_per_pass"] = count
    result["bridgekit_boards_per_s"] = round(ours)
    endplay_pbn = _endplay_pbn()
    if endplay_pbn is not None:
        theirs, their_count = _rate(endplay_pbn.loads, texts, args.seconds)
        result["endplay_boards_per_s"] = round(theirs)
        result["endplay_boards_per_pass"] = their_count
        result["ratio"] = round(ours / theirs, 2)
    result["scaling"] = scaling(texts, args.sizes, args.repeat)
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
        head = ("boards", "bridgekit µs/board", "endplay µs/board", "endplay / bridgekit")
        print("\n{:>7} {:>19} {:>17} {:>20}".format(*head))
        for row in result["scaling"]:
            peer = f"{row['endplay_us']:17.1f} {row['ratio']:20.2f}" if "ratio" in row else ""
            print(f"{row['boards']:7d} {row['bridgekit_us']:19.1f} {peer}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
