"""`python -m benchmarks.corpus`: compiles the shared corpus (code nobody on hintc wrote) and prints
one scoreboard; see docs/CORPUS.md."""
