"""bodoge rules engine: pure Python, no pygame. Games, bots, records and the command line."""
