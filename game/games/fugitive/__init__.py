"""Fugitive: one player runs from hideout to hideout toward 42, the other
deduces and uncovers them.  ``rules`` and ``ai`` are pure Python; the table
scene lives in ``scene``."""
