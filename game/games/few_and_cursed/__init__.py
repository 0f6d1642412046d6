"""The Few and Cursed: Curse Chasers hunt bounties, jobs and artifacts across a cursed desert."""
