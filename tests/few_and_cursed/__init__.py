"""The Few and Cursed tests."""
