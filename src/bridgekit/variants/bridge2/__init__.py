"""Bridge for two (RULES 9.1): two players, each with a dummy.

The package: ``game`` (the engine), ``robot`` (the robot of every two-player form: bridge for
two and three, Konstam) and ``scoring`` (their rubber); :func:`two_player_form` registers a form.
"""

from bridgekit.variants import GameEntry


def two_player_form(name: str, *aliases: str) -> GameEntry:
    """The registration of a two-player form of bridge: its robot and scorer are bridge for two's."""
    return GameEntry(
        name,
        aliases=aliases,
        robot=f"{__name__}.robot:TwoPlayerRobot",
        scorers={"rubber": f"{__name__}.scoring:score_deal"},
    )


REGISTRATION = two_player_form("bridge2", "two_player_bridge", "double_dummy_bridge")
