#!/usr/bin/env python3
"""scripts/check-puzzles against Debian's fairy-stockfish: its move generator's search must settle
positions where a side has no move (a loss in Xiangqi, where Fairy-Stockfish's search reports no
line), and must prove a built-in mate of 2 and refute a shorter one. Fails when fairy-stockfish is
missing: the script cannot be checked without it."""
import importlib.machinery
import importlib.util
import pathlib
import sys

scripts = pathlib.Path(__file__).resolve().parents[2] / "scripts"
sys.path.insert(0, str(scripts))
loader = importlib.machinery.SourceFileLoader("check_puzzles", str(scripts / "check-puzzles"))
spec = importlib.util.spec_from_loader("check_puzzles", loader)
check_puzzles = importlib.util.module_from_spec(spec)
loader.exec_module(check_puzzles)
from ucipipe import fairy_stockfish, fsf_move  # noqa: E402  (found through scripts/ above)

# A built-in mate of 2 (seed 1, game 7): black mates with h3g1 d5e7 e1e0.
FEN = "5k3/4a4/9/5C3/1P1N5/9/7n1/1n3p3/4p4/3K5 b - - 6 60"
LINE = [fsf_move(m) for m in "h3g1 d5e7 e1e0".split()]


def main():
    fsf = fairy_stockfish()
    failures = []
    mated = check_puzzles.RulesSearch(fsf, FEN, 1000)
    if mated.attacker_mates(LINE, 3):
        failures.append("a side without a move was said to mate")
    if not check_puzzles.RulesSearch(fsf, FEN, 100000).attacker_mates([], 2):
        failures.append("the mate of 2 was not found")
    if check_puzzles.RulesSearch(fsf, FEN, 100000).attacker_mates([], 1):
        failures.append("a mate of 1 was found where the shortest is 2")
    for failure in failures:
        print("FAIL:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
