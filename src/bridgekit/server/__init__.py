"""Web front ends."""
