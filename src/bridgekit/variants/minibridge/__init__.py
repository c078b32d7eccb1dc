"""Minibridge (Slovak rules, RULES 11): the game (:mod:`.game`), the procedure that finds the
contract (:mod:`.contract`), the records of its steps (:mod:`.records`), the teaching renderer
(:mod:`.render`) and its table-mode data (:mod:`.table`, RULES 10.1)."""

from bridgekit.variants import GameEntry

REGISTRATION = GameEntry(
    "minibridge",
    aliases=("mini_bridge", "minibridz"),
    table=".table:TABLE",
    robot="bridgekit.robots.minibridge:MinibridgeRobot",
)
