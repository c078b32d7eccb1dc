"""The kinds of trick game the family's games are made of, on the one engine
(:class:`~bridgekit.state.TrickTakingGame`: the deal, the action dispatch, the card triad, the play
of tricks and the result):

- :mod:`~bridgekit.kinds.owned`: two sides find a contract, then play it as bridge is played
  (contract bridge, minibridge, two- and three-player bridge, Konstam's game), with agreed claims;
- :mod:`~bridgekit.kinds.staged`: games in named stages before their tricks (Booby, Nullo, Slam,
  Chinese bridge, Light bridge), with a stage of cards given outside the tricks.

A game (``variants/<game>/``) is one of these with its data and its few hooks.
"""
