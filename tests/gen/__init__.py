"""Differential testing of hintc against CPython on generated programs (see docs/RELIABILITY.md)."""
