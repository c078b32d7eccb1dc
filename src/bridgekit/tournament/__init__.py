"""Tournaments: boards, movements, pairs and team events, standings, results pages."""
