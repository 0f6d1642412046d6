"""Scotland Yard tests: rules, deduction and bots."""
