"""Scotland Yard: Mister X against the detectives across London."""
