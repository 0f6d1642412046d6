"""The table: every pygame module of this game (what it draws and how it animates)."""
