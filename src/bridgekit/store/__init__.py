"""Persistence: events, boards and every entered result in SQLite or PostgreSQL (SQLAlchemy Core)."""
