"""The stores' tables declared by their columns, in order: ``name=type`` is a column that must
hold a value (NOT NULL); a :class:`Col` says more (part of the primary key, numbered by the
database, may be empty, indexed, unique).

>>> swaps = table("swaps", sa.MetaData(), id=SERIAL, event=sa.Integer, note=Col(sa.Text, null=True))
>>> [(c.name, c.primary_key, c.nullable) for c in swaps.columns]
[('id', True, False), ('event', False, False), ('note', False, True)]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

import sqlalchemy as sa

__all__ = ["Col", "MOMENT", "OPTIONAL_INT", "PAIR", "PLACE", "SERIAL", "INT_KEY", "table"]


@dataclass(frozen=True, slots=True)
class Col:
    """A column's type (or the :class:`~sqlalchemy.ForeignKey` whose column gives it) and what it
    is besides a value every row holds.

    :param key: part of the primary key
    :param serial: the key is numbered by the database
    :param null: the column may be empty
    """

    type: Any
    key: bool = False
    serial: bool = False
    null: bool = False
    index: bool = False
    unique: bool = False

    def column(self, name: str) -> sa.Column[Any]:
        return sa.Column(
            name,
            self.type,
            primary_key=self.key,
            nullable=self.null,
            autoincrement=True if self.serial else "auto",
            index=self.index or None,
            unique=self.unique or None,
        )


#: an integer key the database numbers (``id``)
SERIAL: Final = Col(sa.Integer, key=True, serial=True)
#: an integer part of the primary key (``event_id``, ``table_no``)
INT_KEY: Final = Col(sa.Integer, key=True)
#: a number that may be empty
OPTIONAL_INT: Final = Col(sa.Integer, null=True)
#: a moment, with its time zone
MOMENT: Final = sa.DateTime(timezone=True)
#: a pair (``3NS``, ``12``) or a team as the movement names it
PAIR: Final = sa.String(20)
#: where a table's result was played: the board, the round, the table and the two pairs
PLACE: Final = {"board": sa.Integer, "round": sa.Integer, "table_no": sa.Integer, "ns": PAIR, "ew": PAIR}


def table(name: str, metadata: sa.MetaData, /, *extras: Any, **columns: Any) -> sa.Table:
    """The table *name* of *metadata* with *columns* in order (a type: NOT NULL; a :class:`Col`),
    then *extras* (constraints, indexes)."""
    made = [(spec if isinstance(spec, Col) else Col(spec)).column(column) for column, spec in columns.items()]
    return sa.Table(name, metadata, *made, *extras)
