"""Wagon Robbers: secretly ride with the Outlaws or the Bounty Hunters, arm
yourself face down, and claim three wagons first."""
