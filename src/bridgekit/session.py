"""A session: a series of deals of bridge with the right dealers, vulnerability and score sheet.

Scoring methods (RULES 0.7):

* ``rubber`` (RULES 3) and ``bg_rubber`` (RULES 4): vulnerability from games won; a rubber ends
  when a side wins two games; option ``rubbers`` plays several; ``boards`` caps the deals
  (an unfinished rubber is then closed by RULES 3.8).
* ``chicago`` (RULES 5): four deals (option ``chicagos`` for more) with the schedule of RULES 5.2;
  a passed-out deal is redealt by the same dealer (RULES 5.5). ``chicago_duplicate`` (RULES 5.7).
* ``duplicate`` (RULES 6): boards 1…N with the dealer and vulnerability of RULES 6.1, each
  scored alone; the sheet is the list of N–S board scores and their total.
* ``russian`` (RULES 7) and ``obligations`` (RULES 8): each deal scored against the stronger
  side's target in IMPs, on the Chicago schedule (option ``schedule="boards"`` for RULES 6.1);
  a passed-out deal is not redealt: it scores 0 against the target (RULES 7.5 b, 8.6).

Every deal's cards come from the session seed, so a session is reproducible from its seed
and can be rebuilt from its record (:meth:`Session.from_summary`).

>>> from bridgekit.robots import BridgeRobot
>>> session = Session("chicago", seed=5)
>>> session.autoplay(BridgeRobot(play="heuristic"))
>>> session.is_over, [str(g.dealer) for g in session.games if g.contract is not None]
(True, ['N', 'E', 'S', 'W'])
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Final

from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.scoring import ChicagoLedger, RubberLedger, honours
from bridgekit.scoring.ledger import ScoreSheet
from bridgekit.scoring.ledgers import new_ledger
from bridgekit.scoring.targets import TargetSession
from bridgekit.seats import Seat, Side, Vulnerability, board_dealer, board_vulnerability
from bridgekit.state import Claimed, Game, Played
from bridgekit.variants import new_game
from bridgekit.variants.bridge import SCORING_METHODS, BridgeGame

__all__ = ["Session", "SCORINGS", "series_deal"]

#: bridge's scoring methods (the registry's list, RULES 0.7)
SCORINGS: Final = SCORING_METHODS
#: methods that score each deal against a target in IMPs (RULES 7, 8)
TARGET_METHODS: Final = ("russian", "obligations")
_DEFAULT_BOARDS: Final = 4


class Session:
    """A series of deals of ``bridge`` scored by one method.

    :param scoring: ``rubber``, ``bg_rubber``, ``chicago``, ``chicago_duplicate`` or ``duplicate``
    :param seed: makes every deal reproducible (a random seed is drawn and kept if omitted)
    :param boards: duplicate: the number of boards (default 4); rubber: a cap on the deals;
        Chicago: the number of deals played (default four per Chicago)
    :param rubbers: rubbers to play (rubber, bg_rubber)
    :param chicagos: Chicagos to play (chicago, chicago_duplicate)
    :param first_dealer: the first dealer (RULES 1.2); duplicate boards fix their own
    :param options: the ledger's options (e.g. ``honours``, ``old_undertricks``, ``profile="pl"``,
        ``count_nv_bonuses``, ``nondealer_vulnerable``, ``partscore_bonus``)
    :raises NotationError: for an unknown scoring method or option
    """

    def __init__(
        self,
        scoring: str = "rubber",
        *,
        seed: int | None = None,
        boards: int | None = None,
        rubbers: int = 1,
        chicagos: int = 1,
        first_dealer: Seat = Seat.NORTH,
        **options: Any,
    ) -> None:
        if scoring not in SCORINGS:
            raise NotationError(f"no scoring method {scoring!r} (methods: {', '.join(SCORINGS)})")
        if boards is not None and boards < 1:
            raise NotationError(f"a session needs at least one deal, not {boards}")
        if rubbers < 1 or chicagos < 1:
            raise NotationError("a session needs at least one rubber or Chicago")
        self.scoring = scoring
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**32)
        self.boards = boards
        self.rubbers = rubbers
        self.chicagos = chicagos
        self.first_dealer = first_dealer
        self.options = dict(options)
        self.games: list[BridgeGame] = []
        self._pending: BridgeGame | None = None
        self.ledgers: list[ScoreSheet | TargetSession] = []
        self.board_scores: list[int] = []
        if scoring != "duplicate":
            self.ledgers.append(self._new_ledger(first_dealer))

    # -- ledgers -----------------------------------------------------------------------

    def _new_ledger(self, first_dealer: Seat) -> ScoreSheet | TargetSession:
        if self.scoring not in TARGET_METHODS:
            return new_ledger(self.scoring, self.options, first_dealer=first_dealer)
        try:
            return TargetSession(self.scoring, **self.options)  # type: ignore[arg-type]
        except TypeError as error:
            raise NotationError(f"{self.scoring}: {error}") from None

    @property
    def ledger(self) -> ScoreSheet | TargetSession | None:
        """The score sheet in use (the current rubber's); ``None`` for duplicate."""
        return self.ledgers[-1] if self.ledgers else None

    @property
    def played_count(self) -> int:
        """Deals recorded that were not passed out."""
        return sum(1 for g in self.games if g.contract is not None)

    @property
    def deal_limit(self) -> int | None:
        if self.scoring == "duplicate":
            return self.boards or _DEFAULT_BOARDS
        if self.scoring in ("chicago", "chicago_duplicate", *TARGET_METHODS):
            return self.boards or 4 * self.chicagos
        return self.boards

    @property
    def is_over(self) -> bool:
        """Whether every deal of the session has been recorded."""
        limit = self.deal_limit
        if self.scoring in ("duplicate", *TARGET_METHODS):
            return len(self.games) >= (limit or 0)
        if self.scoring in ("chicago", "chicago_duplicate"):
            return self.played_count >= (limit or 0)
        ledger = self.ledger
        assert isinstance(ledger, RubberLedger)
        return ledger.is_over and (
            len(self.ledgers) >= self.rubbers or limit is not None and len(self.games) >= limit
        )

    # -- deals -------------------------------------------------------------------------

    def _setup(self) -> tuple[Seat, Vulnerability, int]:
        number = len(self.games) + 1
        if self.scoring == "duplicate":
            return board_dealer(number), board_vulnerability(number), number
        ledger = self.ledger
        if isinstance(ledger, RubberLedger) and ledger.is_over:
            ledger = self._new_ledger(ledger.dealer)
            self.ledgers.append(ledger)
        assert isinstance(ledger, (RubberLedger, ChicagoLedger, TargetSession))
        return ledger.dealer, ledger.vulnerability, number

    def deal_for(self, number: int) -> Deal:
        """The cards of the *number*-th deal (1-based), from the session seed."""
        return Deal.random(random.Random(f"bridgekit-session:{self.seed}:{number}"))

    def next_game(self) -> BridgeGame:
        """The game of the next deal (the same game again until it is recorded).

        :raises IllegalActionError: if the session is over
        """
        if self._pending is not None:
            return self._pending
        if self.is_over:
            raise IllegalActionError("the session is over")
        dealer, vulnerability, number = self._setup()
        game = new_game(
            "bridge",
            deal=self.deal_for(number),
            dealer=dealer,
            vulnerability=vulnerability,
            board=number,
            scoring=self.scoring,
            old_undertricks=bool(self.options.get("old_undertricks", False)),
        )
        assert isinstance(game, BridgeGame)
        self._pending = game
        return game

    def record(self, game: BridgeGame) -> None:
        """Score a finished game (the one :meth:`next_game` gave) on the sheet.

        :raises IllegalActionError: if the game is not over or is not the session's next deal
        """
        if not game.is_over:
            raise IllegalActionError("the deal is not over yet")
        if self._pending is None or game.deal != self._pending.deal:
            raise IllegalActionError("this is not the session's current deal")
        contract, declarer = game.contract, game.declarer
        tricks = game.result or 0
        if self.scoring == "duplicate":
            self.board_scores.append(game.score or 0)
        elif isinstance(self.ledger, TargetSession):
            self.ledger.record(contract, declarer, tricks, deal=game.deal)
        else:
            held = honours(game.deal, contract.strain) if contract is not None else (None, 0)
            sheet = self.ledger
            assert isinstance(sheet, ScoreSheet)
            sheet.record(contract, Seat.NORTH if declarer is None else declarer, tricks, honours=held)
        self.games.append(game)
        self._pending = None
        limit = self.deal_limit
        ledger = self.ledger
        capped = limit is not None and len(self.games) >= limit
        if isinstance(ledger, RubberLedger) and capped and not ledger.is_over:
            ledger.finish_unfinished()

    def autoplay(self, robots: Any, *, max_deals: int = 200) -> None:
        """Play the session to its end with robots: one robot for every seat, or a mapping seat → robot."""
        count = 0
        while not self.is_over and count < max_deals:
            game = self.next_game()
            while not game.is_over:
                seat = game.to_act
                assert seat is not None
                robot = robots[seat] if isinstance(robots, Mapping) else robots
                game.act(robot.choose(game.view(seat)).action)
            self.record(game)
            count += 1

    # -- totals ------------------------------------------------------------------------

    @property
    def totals(self) -> dict[Side, int]:
        """Each side's points: ledger totals over all rubbers, or duplicate board scores."""
        if self.scoring == "duplicate":
            ns = sum(s for s in self.board_scores if s > 0)
            ew = -sum(s for s in self.board_scores if s < 0)
            return {Side.NS: ns, Side.EW: ew}
        totals = {Side.NS: 0, Side.EW: 0}
        for ledger in self.ledgers:
            for side, points in ledger.totals.items():
                totals[side] += points
        return totals

    @property
    def net(self) -> int:
        """N–S total minus E–W total (for IMPs against targets: N–S's IMPs, RULES 7.3)."""
        totals = self.totals
        if self.scoring in TARGET_METHODS:
            return totals[Side.NS]
        return totals[Side.NS] - totals[Side.EW]

    def summary(self) -> dict[str, Any]:
        """The whole session as plain data (JSON-ready): every deal's history, the sheet, the totals."""
        deals = []
        entries_by_game = self._entries_by_game()
        for index, game in enumerate(self.games):
            contract = game.contract
            result_text = None
            if contract is not None and game.result is not None:
                over = game.result - contract.tricks_needed
                result_text = f"{contract}{'=' if over == 0 else f'{over:+d}'}"
            deals.append(
                {
                    "number": index + 1,
                    "dealer": str(Seat(game.dealer)),
                    "vulnerability": str(game.vulnerability),
                    "deal": game.deal.pbn(),
                    "auction": [str(c) for c in game.calls],
                    "play": [str(r.card) for r in game.history if isinstance(r, Played)],
                    "claim": next(
                        ([str(Seat(r.seat)), r.tricks] for r in game.history if isinstance(r, Claimed)), None
                    ),
                    "contract": str(contract) if contract is not None else None,
                    "declarer": str(game.declarer) if game.declarer is not None else None,
                    "tricks": game.result,
                    "result": result_text or ("passed out" if contract is None else None),
                    "score": game.score,
                    "entries": entries_by_game[index],
                }
            )
        totals = self.totals
        data: dict[str, Any] = {
            "game": "bridge",
            "scoring": self.scoring,
            "seed": self.seed,
            "boards": self.boards,
            "rubbers": self.rubbers,
            "chicagos": self.chicagos,
            "first_dealer": str(self.first_dealer),
            "options": dict(self.options),
            "deals": deals,
            "totals": {"NS": totals[Side.NS], "EW": totals[Side.EW]},
            "net": self.net,
            "is_over": self.is_over,
        }
        if self.scoring in ("rubber", "bg_rubber"):
            data["rubbers_played"] = [
                {
                    "winner": str(ledger.winner) if ledger.winner is not None else None,
                    "games": {str(s): n for s, n in ledger.games.items()},
                    "totals": {str(s): n for s, n in ledger.totals.items()},
                }
                for ledger in self.ledgers
                if isinstance(ledger, RubberLedger)
            ]
        return data

    def _entries_by_game(self) -> list[list[str]]:
        if self.scoring == "duplicate":
            return [[f"NS {score:+d}"] for score in self.board_scores]
        if isinstance(self.ledger, TargetSession):
            return [[target_line(result)] for result in self.ledger.results]
        records = [deal for ledger in self.ledgers if isinstance(ledger, ScoreSheet) for deal in ledger.deals]
        return [[str(e) for e in record.entries] for record in records]

    @classmethod
    def from_summary(cls, data: Mapping[str, Any]) -> Session:
        """Rebuild a session by replaying every deal of :meth:`summary` through the engine.

        :raises NotationError: if the record is not a session or its cards differ from its seed's
        :raises IllegalActionError: if a recorded call or card is illegal
        """
        try:
            session = cls(
                data["scoring"],
                seed=int(data["seed"]),
                boards=data.get("boards"),
                rubbers=int(data.get("rubbers", 1)),
                chicagos=int(data.get("chicagos", 1)),
                first_dealer=Seat.from_str(str(data.get("first_dealer", "N"))),
                **dict(data.get("options", {})),
            )
            deals = list(data["deals"])
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, NotationError | IllegalActionError):
                raise
            raise NotationError(f"not a session record: {error}") from None
        for entry in deals:
            game = session.next_game()
            if game.deal.pbn() != entry.get("deal"):
                raise NotationError(f"deal {entry.get('number')}: the cards differ from the seed's")
            for action in [*entry.get("auction", []), *entry.get("play", [])]:
                game.act(action)
            claim = entry.get("claim")
            if claim is not None and not game.is_over:
                game.claim(Seat.from_str(claim[0]), int(claim[1]))
            session.record(game)
        return session

    def __repr__(self) -> str:
        return f"<Session {self.scoring} seed={self.seed} after {len(self.games)} deals>"


def target_line(result: Any) -> str:
    """One deal scored against a target (RULES 7.3, 8.3), e.g. ``EW 24 HCP: 170 - 290 -> EW -3 IMPs``."""
    side = "NS" if result.side is None else str(result.side)
    fits = f", {result.fits} fit(s)" if result.fits else ""
    return (
        f"{side} {result.hcp} HCP{fits}: {result.score} - {result.target} -> {side} {result.imps:+d} IMPs "
        f"(N-S {result.ns_imps:+d})"
    )


def series_deal(game: str, played: Sequence[Game], *, dealers: int, seed: int | None) -> Game:
    """The next deal of a series of *game* after the deals *played*: dealt by the seat the last
    deal names (``next_dealer``: Nullo's and Slam's rules) or else by the next of the first
    *dealers* seats in turn; deal *n* (0-based) of a series with *seed* is dealt from seed
    ``seed × 1000 + n``, so the series is reproducible (``None``: random deals).

    >>> first = series_deal("bridge", [], dealers=4, seed=3)
    >>> str(first.dealer), str(series_deal("bridge", [first], dealers=4, seed=3).dealer)
    ('N', 'E')
    """
    dealer = 0
    if played:
        last = played[-1]
        following = getattr(last, "next_dealer", None)
        dealer = following if following is not None else (last.dealer + 1) % dealers
    return new_game(game, seed=None if seed is None else seed * 1000 + len(played), dealer=dealer)
