"""Bounty Table: five tabletop games of outlaws and manhunts at one table."""

__version__ = "0.1.0"
