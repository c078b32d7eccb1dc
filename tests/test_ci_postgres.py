"""Issue 19: in CI no PostgreSQL test is skipped — without a PostgreSQL the ``postgres_url``
fixture fails there (``CI=true``) and skips only on a developer's machine."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location("bk_conftest", Path(__file__).with_name("conftest.py"))
assert _spec is not None and _spec.loader is not None
_conftest = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_conftest)
in_ci, no_postgres = _conftest.in_ci, _conftest.no_postgres


def test_without_postgresql_ci_fails_instead_of_skipping(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")
    assert in_ci()
    with pytest.raises(pytest.fail.Exception, match="CI=true: PostgreSQL tests must run"):
        no_postgres("PostgreSQL not available")


def test_without_postgresql_a_developer_machine_skips(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)
    assert not in_ci()
    with pytest.raises(pytest.skip.Exception, match="PostgreSQL not available"):
        no_postgres("PostgreSQL not available")


def test_ci_run_provides_postgresql_to_the_tests() -> None:
    run = (Path(__file__).resolve().parents[1] / ".ci" / "run").read_text()
    assert 'eval "$(.ci/postgres.sh)"' in run  # exports BRIDGEKIT_TEST_POSTGRES before pytest
    assert run.index(".ci/postgres.sh") < run.index("pytest")
