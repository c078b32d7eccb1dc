"""Par: the score and contracts of double-dummy bidding, from a DD table (DDS ``DealerParBin``).

>>> from bridgekit.deal import Deal
>>> from bridgekit.seats import Seat, Vulnerability
>>> deal = Deal.from_pbn("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
>>> result = par(deal, dealer=Seat.NORTH, vulnerability=Vulnerability.NONE)
>>> result.score, [str(c) for c in result.contracts]
(-110, ['2S by E', '2S by W'])
>>> result.pbn_contract, result.pbn_score
('EW 2S=', 'NS -110')
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgekit.analysis.dd import DDTable, _dds, dd_table
from bridgekit.calls import Contract, Doubling, Strain
from bridgekit.deal import Deal
from bridgekit.seats import Seat, Vulnerability

__all__ = ["ParContract", "Par", "par"]

_DDS_VUL = {Vulnerability.NONE: 0, Vulnerability.BOTH: 1, Vulnerability.NS: 2, Vulnerability.EW: 3}
_DDS_STRAIN = (Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS, Strain.NOTRUMP)
#: DDS numbers the strains of par contracts NT, S, H, D, C
_PAR_STRAIN = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)


@dataclass(frozen=True)
class ParContract:
    """One par contract: the contract, its declarer and the tricks over (+) or under (−) it."""

    contract: Contract
    declarer: Seat
    result: int

    def __str__(self) -> str:
        over = "" if self.result == 0 else f" {self.result:+d}"
        return f"{self.contract} by {self.declarer.letter}{over}"


@dataclass(frozen=True)
class Par:
    """The par score (for N–S) and the par contracts."""

    score: int
    contracts: tuple[ParContract, ...]

    @property
    def pbn_score(self) -> str:
        """The PBN ``OptimumScore`` value, ``NS 420``."""
        return f"NS {self.score}"

    @property
    def pbn_contract(self) -> str:
        """The PBN ``ParContract`` value: the side and the first contract with its result (``EW 4SX-1``)."""
        if not self.contracts:
            return "Pass"
        first = self.contracts[0]
        side = "NS" if first.declarer % 2 == 0 else "EW"
        same = {c.contract for c in self.contracts if c.declarer % 2 == first.declarer % 2}
        strains = [f"{c}" for c in sorted(same, key=lambda c: (c.level, c.strain))]
        result = "=" if first.result == 0 else f"{first.result:+d}"
        return f"{side} {','.join(strains)}{result}"


def par(
    deal: Deal | DDTable,
    *,
    dealer: Seat,
    vulnerability: Vulnerability,
) -> Par:
    """The par of a deal (or of its DD table) with *dealer* and *vulnerability*.

    :raises DDSUnavailableError: without the ``endplay`` package
    """
    dds = _dds()
    table = deal if isinstance(deal, DDTable) else dd_table(deal)
    results = dds.ddTableResults()
    for i, strain in enumerate(_DDS_STRAIN):
        for seat in range(4):
            results.resTable[i][seat] = table[strain, Seat(seat)]
    master = dds.parResultsMaster()
    dds.DealerParBin(results, master, int(dealer), _DDS_VUL[vulnerability])
    contracts: list[ParContract] = []
    for i in range(master.number):
        c = master.contracts[i]
        doubling = Doubling.DOUBLED if c.underTricks > 0 else Doubling.UNDOUBLED
        contract = Contract(c.level, _PAR_STRAIN[c.denom], doubling)
        result = c.overTricks if c.underTricks == 0 else -c.underTricks
        seats = {4: (0, 2), 5: (1, 3)}.get(c.seats, (c.seats,))
        contracts.extend(ParContract(contract, Seat(s), result) for s in seats)
    return Par(int(master.score), tuple(contracts))
