"""Most Wanted: outlaws rob the Pony Express, the Stagecoach and the Train with
face-down poker-style hands, pay bail when they lose, and race up a 13-space
scoreboard.  ``cards`` names the deck, ``hands`` ranks hands, ``rules`` is the
rules core and ``ai`` the bots; all of them are pure Python."""
