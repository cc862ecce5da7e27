"""Offline tooling for the bots (tuning, measuring): never imported by the rules or the client."""
