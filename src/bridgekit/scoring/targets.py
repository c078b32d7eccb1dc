"""A session of deals scored against targets: Russian scoring (RULES 7) or the table of
obligations (RULES 8), with the Chicago schedule (RULES 5.2) or by board numbers (RULES 6.1).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from bridgekit.calls import Contract
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.scoring.chicago import chicago_dealer, chicago_vulnerability
from bridgekit.scoring.obligations import obligations_score
from bridgekit.scoring.russian import TargetResult, russian_score
from bridgekit.seats import Seat, Side, Vulnerability, board_dealer, board_vulnerability

__all__ = ["Method", "Schedule", "TargetSession"]

Method = Literal["russian", "obligations"]
Schedule = Literal["chicago", "boards"]


@dataclass
class TargetSession:
    """A session of deals scored against targets, totals in IMPs (RULES 7, 8).

    :param method: ``"russian"`` (RULES 7) or ``"obligations"`` (RULES 8)
    :param schedule: ``"chicago"``: dealers and vulnerability of RULES 5.1–5.2 (deal 1, 2, …);
        ``"boards"``: board numbers of RULES 6.1
    :param nondealer_vulnerable: the Chicago option of RULES 5.2
    :param first: the number of the first deal or board

    >>> from bridgekit.calls import Contract
    >>> session = TargetSession()
    >>> _ = session.record(None, None, 0, ns_hcp=20)
    >>> session.vulnerability, session.dealer
    (Vulnerability.EW, Seat.EAST)
    >>> session.record(Contract.from_str("3H"), Seat.EAST, 10, ns_hcp=16).ns_imps
    3
    >>> session.totals
    {Side.NS: 3, Side.EW: -3}
    """

    method: Method = "russian"
    schedule: Schedule = "chicago"
    nondealer_vulnerable: bool = False
    first: int = 1
    results: list[TargetResult] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.method not in ("russian", "obligations"):
            raise NotationError(f"not a target scoring method: {self.method!r} (russian or obligations)")
        if self.schedule not in ("chicago", "boards"):
            raise NotationError(f"not a schedule: {self.schedule!r} (chicago or boards)")

    @property
    def number(self) -> int:
        """The number of the next deal (or board)."""
        return self.first + len(self.results)

    @property
    def dealer(self) -> Seat:
        """The dealer of the next deal."""
        if self.schedule == "boards":
            return board_dealer(self.number)
        return chicago_dealer(self.number)

    @property
    def vulnerability(self) -> Vulnerability:
        """The vulnerability of the next deal (RULES 5.2 or 6.1; RULES 8.3)."""
        if self.schedule == "boards":
            return board_vulnerability(self.number)
        return chicago_vulnerability(self.number, self.dealer, nondealer_vulnerable=self.nondealer_vulnerable)

    def record(
        self,
        contract: Contract | None,
        declarer: Seat | None,
        tricks: int,
        *,
        deal: Deal | None = None,
        ns_hcp: int | None = None,
        fits: tuple[int, int] | None = None,
    ) -> TargetResult:
        """Score the next deal and keep it. ``None`` as contract: passed out (RULES 7.5 b, 8.6).

        :param fits: the fits of (N–S, E–W) when *deal* is not given (obligations only)
        :raises NotationError: for a bad result; nothing is recorded then
        """
        if self.method == "russian":
            result = russian_score(contract, declarer, tricks, self.vulnerability, deal=deal, ns_hcp=ns_hcp)
        else:
            result = obligations_score(
                contract, declarer, tricks, self.vulnerability, deal=deal, ns_hcp=ns_hcp, fits=fits
            )
        self.results.append(result)
        return result

    @property
    def totals(self) -> dict[Side, int]:
        """The IMPs of each side so far (RULES 7.3)."""
        ns = sum(result.ns_imps for result in self.results)
        return {Side.NS: ns, Side.EW: -ns}
