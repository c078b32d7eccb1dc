"""Simulations at scale: constrained deals through double dummy, on Dask.

The deals come from the vectorised :class:`~bridgekit.analysis.dealer.Dealer` (seeded, so a
simulation is reproducible); chunks of deals go to Dask workers, which solve them with DDS
(tables, and opening leads if asked). Each result is appended to a results file (JSON lines,
one deal per line, keyed by its index), so an interrupted run resumes where it stopped.
:func:`summarise` turns the results into trick distributions, success rates, expected scores
and IMP / matchpoint comparisons of contracts; :func:`plot` draws the distributions.

>>> from bridgekit.calls import Contract
>>> from bridgekit.seats import Seat
>>> targets = (Target(Contract.from_str("3NT"), Seat.NORTH), Target(Contract.from_str("2NT"), Seat.NORTH))
>>> spec = Spec(constraint="hcp(N) in 15..17 and balanced(N) and hcp(S) in 8..9", count=8, seed=1,
...             contracts=targets)
>>> records = [solve_chunk(spec, chunk) for chunk in chunks(spec, size=8)][0]
>>> summary = summarise(spec, records)
>>> summary.deals, sorted(summary.contracts)
(8, ['2NT by N', '3NT by N'])
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bridgekit.analysis.dd import dd_tables, lead_values
from bridgekit.analysis.dealer import Dealer
from bridgekit.calls import Contract
from bridgekit.cards import CardSet
from bridgekit.deal import Deal
from bridgekit.errors import BridgeError, NotationError
from bridgekit.scoring.duplicate import duplicate_score
from bridgekit.scoring.imps import imps
from bridgekit.seats import Seat, Vulnerability

__all__ = ["Target", "Spec", "Summary", "chunks", "solve_chunk", "run", "summarise", "plot", "read_results"]


@dataclass(frozen=True)
class Target:
    """A contract and its declarer, e.g. 4S by S."""

    contract: Contract
    declarer: Seat

    def __str__(self) -> str:
        return f"{self.contract} by {self.declarer.letter}"

    @classmethod
    def from_str(cls, text: str) -> Target:
        """Parse ``4S:S``, ``4S by S`` or ``4SX-S``.

        :raises NotationError: for anything else
        """
        parts = text.replace(" by ", ":").replace("-", ":").split(":")
        if len(parts) != 2:
            raise NotationError(f"not a contract and declarer: {text!r} (expected e.g. 4S:S)")
        return cls(Contract.from_str(parts[0]), Seat.from_str(parts[1]))


@dataclass(frozen=True)
class Spec:
    """What to simulate.

    :param constraint: the dealer constraint
    :param predeal: predealt cards (``"N:AKQ.x.x.x"`` form, see the dealer)
    :param count: deals to solve
    :param seed: the dealer's seed
    :param contracts: contracts to score (the first two are compared in IMPs and matchpoints)
    :param vulnerability: for the scores
    :param leads: also solve every opening lead against the first contract
    """

    constraint: str | None = None
    predeal: str | None = None
    count: int = 1000
    seed: int = 0
    contracts: tuple[Target, ...] = ()
    vulnerability: Vulnerability = Vulnerability.NONE
    leads: bool = False

    def dealer(self) -> Dealer:
        return Dealer(self.constraint, predeal=self.predeal, seed=self.seed)


def chunks(spec: Spec, *, size: int = 40, skip: Iterable[int] = ()) -> Iterator[list[tuple[int, str]]]:
    """The deals of *spec* as chunks of ``(index, PBN deal)``, leaving out the indices in *skip*."""
    done = set(skip)
    masks = spec.dealer().masks(spec.count)
    chunk: list[tuple[int, str]] = []
    for index, row in enumerate(masks.tolist()):
        if index in done:
            continue
        chunk.append((index, Deal([CardSet(int(m)) for m in row[:4]]).pbn()))
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def solve_chunk(spec: Spec, chunk: Sequence[tuple[int, str]]) -> list[dict[str, Any]]:
    """Solve one chunk (this runs on a worker): a record per deal."""
    deals = [Deal.from_pbn(pbn) for _, pbn in chunk]
    tables = dd_tables(deals)
    records = []
    for (index, pbn), deal, table in zip(chunk, deals, tables, strict=True):
        record: dict[str, Any] = {"index": index, "deal": pbn, "table": [list(r) for r in table.rows]}
        if spec.leads and spec.contracts:
            target = spec.contracts[0]
            values = lead_values(deal, target.contract.strain, target.declarer)
            record["leads"] = {str(card): tricks for card, tricks in values.items()}
        records.append(record)
    return records


def read_results(path: Path) -> list[dict[str, Any]]:
    """The records of a results file (a torn last line, from an interrupted run, is skipped)."""
    if not path.exists():
        return []
    records = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return records


def run(
    spec: Spec,
    results: Path,
    *,
    scheduler: str | None = None,
    workers: int | None = None,
    chunk_size: int = 40,
    progress: bool = True,
) -> list[dict[str, Any]]:
    """Solve the deals of *spec* on Dask, appending to *results*; return every record.

    :param scheduler: a Dask scheduler address (``tcp://host:8786``); default a local cluster
    :param workers: workers of the local cluster
    :raises BridgeError: if Dask is not installed (extra ``[cluster]``)
    """
    try:
        distributed: Any = importlib.import_module("dask.distributed")
    except ImportError as error:
        raise BridgeError("simulations need Dask: pip install 'bridgekit[cluster]'") from error
    Client, LocalCluster, as_completed = (
        distributed.Client,
        distributed.LocalCluster,
        distributed.as_completed,
    )
    done = read_results(results)
    todo = list(chunks(spec, size=chunk_size, skip={r["index"] for r in done}))
    if not todo:
        return sorted(done, key=lambda r: r["index"])
    cluster = None
    if scheduler is None:
        cluster = LocalCluster(
            n_workers=workers or 2, threads_per_worker=1, processes=True, dashboard_address=None
        )
    client = Client(scheduler if scheduler is not None else cluster)
    bar = _progress(sum(len(c) for c in todo), len(done), progress)
    try:
        futures = [client.submit(solve_chunk, spec, chunk, pure=False) for chunk in todo]
        with results.open("a", encoding="utf-8") as out:
            for future in as_completed(futures):
                records = future.result()
                for record in records:
                    out.write(json.dumps(record) + "\n")
                out.flush()
                done.extend(records)
                if bar is not None:
                    bar.update(len(records))
    finally:
        if bar is not None:
            bar.close()
        client.close()
        if cluster is not None:
            cluster.close()
    return sorted(done, key=lambda r: r["index"])


def _progress(total: int, initial: int, enabled: bool) -> Any:
    if not enabled:
        return None
    try:
        tqdm: Any = importlib.import_module("tqdm").tqdm
    except ImportError:
        return None
    return tqdm(total=total + initial, initial=initial, unit="deal", desc="solving")


@dataclass
class Summary:
    """What a simulation found.

    :param deals: deals solved
    :param contracts: per contract: ``tricks`` (count of deals for 0–13 tricks), ``making``
        (share of deals where it makes), ``score`` (mean score for declarer's side)
    :param comparison: the first two contracts compared: mean IMPs and matchpoints of the first
    :param leads: per opening lead card: mean tricks for declarer (first contract)
    """

    deals: int
    contracts: dict[str, dict[str, Any]] = field(default_factory=dict)
    comparison: dict[str, float] = field(default_factory=dict)
    leads: dict[str, float] = field(default_factory=dict)

    def table(self) -> str:
        """The summary as text."""
        lines = [f"{self.deals} deals"]
        lines.append(
            f"{'contract':<12}{'makes':>8}{'score':>9}  tricks " + " ".join(f"{t:>4}" for t in range(14))
        )
        for name, data in self.contracts.items():
            dist = " ".join(f"{100 * c / max(self.deals, 1):4.0f}" for c in data["tricks"])
            lines.append(f"{name:<12}{100 * data['making']:7.1f}%{data['score']:9.1f}  %      {dist}")
        if self.comparison:
            c = self.comparison
            lines.append(
                f"{c['first']} vs {c['second']}: {c['imps']:+.2f} IMPs, {100 * c['matchpoints']:.1f}% MP"
            )
        if self.leads:
            best = sorted(self.leads.items(), key=lambda item: item[1])
            lines.append("leads (declarer's tricks): " + ", ".join(f"{k} {v:.2f}" for k, v in best))
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return {
            "deals": self.deals,
            "contracts": self.contracts,
            "comparison": self.comparison,
            "leads": self.leads,
        }


def summarise(spec: Spec, records: Sequence[dict[str, Any]]) -> Summary:
    """Trick distributions, success rates, expected scores and comparisons from the records."""
    summary = Summary(deals=len(records))
    scores: dict[str, list[int]] = {}
    for target in spec.contracts:
        contract, declarer = target.contract, target.declarer
        vulnerable = spec.vulnerability.is_vulnerable(declarer)
        counts = [0] * 14
        made = 0
        mine: list[int] = []
        for record in records:
            tricks = record["table"][contract.strain][declarer]
            counts[tricks] += 1
            made += tricks >= contract.tricks_needed
            mine.append(duplicate_score(contract, tricks, vulnerable=vulnerable))
        scores[str(target)] = mine
        n = max(len(records), 1)
        summary.contracts[str(target)] = {"tricks": counts, "making": made / n, "score": sum(mine) / n}
    if len(spec.contracts) >= 2 and records:
        first, second = str(spec.contracts[0]), str(spec.contracts[1])
        pairs = list(zip(scores[first], scores[second], strict=True))
        summary.comparison = {
            "first": first,  # type: ignore[dict-item]
            "second": second,  # type: ignore[dict-item]
            "imps": sum(imps(a - b) for a, b in pairs) / len(pairs),
            "matchpoints": sum(1.0 if a > b else 0.5 if a == b else 0.0 for a, b in pairs) / len(pairs),
        }
    leads: dict[str, list[int]] = {}
    for record in records:
        for card, tricks in record.get("leads", {}).items():
            leads.setdefault(card, []).append(tricks)
    summary.leads = {card: sum(v) / len(v) for card, v in leads.items() if len(v) == len(records)}
    return summary


def plot(summary: Summary, path: Path) -> None:
    """Draw the trick distribution of each contract to a PNG or SVG file (matplotlib, extra ``[plot]``)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as error:
        raise BridgeError("plots need matplotlib: pip install 'bridgekit[plot]'") from error
    figure, axes = plt.subplots(figsize=(8, 4.5))
    width = 0.8 / max(len(summary.contracts), 1)
    for i, (name, data) in enumerate(summary.contracts.items()):
        xs = [t + i * width for t in range(14)]
        axes.bar(xs, [c / max(summary.deals, 1) for c in data["tricks"]], width=width, label=name)
    axes.set_xlabel("tricks for declarer")
    axes.set_ylabel("share of deals")
    axes.set_xticks(range(14))
    axes.set_title(f"double-dummy tricks over {summary.deals} deals")
    axes.legend()
    figure.tight_layout()
    figure.savefig(path)
    plt.close(figure)
