"""Simulations (Dask, resumable results), and the solve / simulate / dealer commands."""

from __future__ import annotations

import argparse
import io
import json
from pathlib import Path

import pytest

from bridgekit.analysis.simulate import (
    Spec,
    Target,
    chunk_size_for,
    chunks,
    dds_threads,
    plot,
    read_results,
    run,
    solve_chunk,
    summarise,
)
from bridgekit.calls import Contract  # noqa: E402
from bridgekit.cli import dealing, simulate, solve  # noqa: E402
from bridgekit.cli.main import guarded  # noqa: E402
from bridgekit.formats import pbn  # noqa: E402
from bridgekit.seats import Seat  # noqa: E402

SPEC = Spec(
    constraint="hcp(N) in 15..17 and balanced(N) and hcp(S) in 8..9",
    count=12,
    seed=5,
    contracts=(Target.from_str("3NT:N"), Target(Contract.from_str("2NT"), Seat.NORTH)),
)


def test_summary_of_a_chunk() -> None:
    records = solve_chunk(
        SPEC, [(0, "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")]
    )
    summary = summarise(SPEC, records)
    assert summary.contracts["3NT by N"]["tricks"][5] == 1
    assert summary.contracts["3NT by N"]["score"] == -200
    assert summary.comparison["imps"] == -2.0  # 3NT-4 (-200) against 2NT-3 (-150)
    assert "IMPs" in summary.table()


def test_run_on_a_local_dask_cluster_resumes_from_its_results(tmp_path: Path) -> None:
    pytest.importorskip("dask.distributed")
    results = tmp_path / "sim.jsonl"
    first = Spec(**{**SPEC.__dict__, "count": 6})
    run(first, results, workers=1, chunk_size=4, progress=False)
    assert sorted(r["index"] for r in read_results(results)) == list(range(6))
    records = run(SPEC, results, workers=1, chunk_size=4, progress=False)
    assert [r["index"] for r in records] == list(range(12))
    assert len(results.read_text().splitlines()) == 12  # the first six were not solved again
    summary = summarise(SPEC, records)
    assert summary.deals == 12 and 0 <= summary.contracts["3NT by N"]["making"] <= 1
    plot(summary, tmp_path / "tricks.svg")
    assert (tmp_path / "tricks.svg").read_text().lstrip().startswith("<?xml")


def test_results_do_not_depend_on_the_worker_count_or_the_chunks(tmp_path: Path) -> None:
    pytest.importorskip("dask.distributed")
    spec = Spec(**{**SPEC.__dict__, "count": 6})
    alone = [json.dumps(r) for chunk in chunks(spec, size=6) for r in solve_chunk(spec, chunk)]
    files = []
    for workers, size in ((1, 4), (2, None)):  # two workers: chunks of one deal by default
        results = tmp_path / f"{workers}-{size}.jsonl"
        run(spec, results, workers=workers, chunk_size=size, progress=False)
        files.append(sorted(results.read_text().splitlines()))
    assert files == [sorted(alone)] * 2


def test_chunks_share_the_deals_out_between_the_workers() -> None:
    assert chunk_size_for(160, 1) == 20 and chunk_size_for(160, 2) == 10
    assert chunk_size_for(100_000, 2) == 40  # one DDS batch
    assert chunk_size_for(3, 2) == 1
    assert dds_threads(1, 2) == 2 and dds_threads(2, 2) == 1 and dds_threads(4, 2) == 1


def test_opening_leads_with_a_predealt_leader() -> None:
    spec = Spec(
        constraint="hcp(S) >= 15",
        predeal="W:KQJ2.732.A84.T93",
        count=3,
        seed=1,
        contracts=(Target.from_str("3NT:S"),),
        leads=True,
    )
    records = solve_chunk(spec, [(i, d.pbn()) for i, d in enumerate(spec.dealer().deals(3))])
    summary = summarise(spec, records)
    assert set(summary.leads) == {
        "SK",
        "SQ",
        "SJ",
        "S2",
        "H7",
        "H3",
        "H2",
        "DA",
        "D8",
        "D4",
        "CT",
        "C9",
        "C3",
    }


def command(module: object, argv: list[str]) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers()
    module.add_parser(sub)  # type: ignore[attr-defined]
    out, err = io.StringIO(), io.StringIO()
    import contextlib

    with contextlib.redirect_stdout(out):
        code = guarded(lambda: parser.parse_args(argv).run(parser.parse_args(argv)), err)
    return code, out.getvalue(), err.getvalue()


def test_solve_writes_tables_and_par_into_the_pbn(tmp_path: Path, data_dir: Path) -> None:
    source = data_dir / "dd" / "dealconvert_test-jfr.pbn"
    code, out, _ = command(solve, ["solve", str(source), "-o", str(tmp_path / "out.pbn")])
    assert code == 0 and "par" in out and "NT" in out
    boards = pbn.loads((tmp_path / "out.pbn").read_text())
    assert boards[0].table("OptimumResultTable") is not None
    assert boards[0].tags["OptimumScore"].startswith("NS ")
    assert "ParContract" in boards[0].tags
    code, out, _ = command(solve, ["solve", str(source), "--json"])
    assert json.loads(out)[0]["table"]["NT"]["N"] >= 0


def test_commands_report_bad_input_in_one_line(tmp_path: Path) -> None:
    code, _, err = command(dealing, ["dealer", "--where", "hcp(N) > 40"])
    assert code == 2 and err.count("\n") == 1 and "can never hold" in err
    code, _, err = command(dealing, ["dealer", "--predeal", "N:SA,SA"])
    assert code == 2 and "twice" in err
    code, _, err = command(simulate, ["simulate", "--contract", "9X:N", "--results", str(tmp_path / "r")])
    assert code == 2 and err.count("\n") == 1
    (tmp_path / "empty.pbn").write_text('[Event "x"]\n')
    code, _, err = command(solve, ["solve", str(tmp_path / "empty.pbn")])
    assert code == 2 and "no board" in err


def test_dealer_command_prints_deals() -> None:
    code, out, _ = command(dealing, ["dealer", "-n", "3", "--seed", "1", "--where", "spades(N) >= 6"])
    assert code == 0 and len(out.splitlines()) == 3 and out.startswith("N:")


def test_a_local_cluster_only_solves(tmp_path: Path) -> None:
    """Its workers run no statistical profiler (CPU that in-process solving does not spend), and
    the scheduler's HTTP endpoint listens on 127.0.0.1 only (issue 18)."""
    pytest.importorskip("dask.distributed")
    from bridgekit.analysis.simulate import connect

    def profiling() -> bool:
        import dask

        return bool(dask.config.get("distributed.worker.profile.enabled"))

    with connect(workers=1) as cluster:
        assert list(cluster.client.run(profiling).values()) == [False]
        http = cluster.client.run_on_scheduler(lambda dask_scheduler: dask_scheduler.http_server.address)
        assert http == "127.0.0.1"
