#!/usr/bin/env python3
"""scripts/check-puzzles against Debian's fairy-stockfish: its move generator's search must settle
positions where a side has no move (a loss in Xiangqi, where Fairy-Stockfish's search reports no
line), prove a built-in mate of 2 and refute a shorter one, not take a remembered reply that is
illegal where it is tried, and refute a mate one move shorter than its search's within few
questions (`deep`: the mate of 6 of seed 5's sample that it left undecided at 200,000). Fails
when fairy-stockfish is missing: the script cannot be checked without it."""
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
# A built-in mate of 6 by g2h0 (seed 10, game 179); after i9h9 (i10h10 in Fairy-Stockfish's
# ranks) its search reports a mate of 7.
SLOW = "2rak1b1r/3Ca4/R3b4/p3p3p/6c2/4P2R1/P5p1P/N2A2n2/1C2A4/4K3c b - - 0 27"


def fast_failures(fsf):
    failures = []
    if check_puzzles.RulesSearch(fsf, FEN, 1000).mates(LINE, 3):
        failures.append("a side without a move was said to mate")
    if not check_puzzles.RulesSearch(fsf, FEN, 100000).mates([], 2):
        failures.append("the mate of 2 was not found")
    if check_puzzles.RulesSearch(fsf, FEN, 100000).mates([], 1):
        failures.append("a mate of 1 was found where the shortest is 2")
    search = check_puzzles.RulesSearch(fsf, FEN, 1000)
    search.last_escape = "d1e1"  # red's general may not step beside the pawn: illegal after h4g2
    if not search.mated(LINE[:1], 1):
        failures.append("an illegal reply remembered from elsewhere was taken as an escape")
    # The search before the table of settled positions needed 8,393 questions.
    mates, asked = check_puzzles.settled_by_rules(fsf, SLOW, "i10h10", 4, 2000, expect_mate=False)
    if mates:
        failures.append(f"i10h10 was said to mate in 4 ({asked} questions)")
    return failures


def deep_failures(fsf):
    mates, asked = check_puzzles.settled_by_rules(fsf, SLOW, "i10h10", 6, check_puzzles.RULES_BUDGET,
                                                   expect_mate=False)
    print(f"after i10h10 no mate in 6: {not mates}, in {asked} questions")
    return [f"i10h10 was said to mate in 6 ({asked} questions)"] if mates else []


def main():
    fsf = fairy_stockfish()
    try:
        failures = deep_failures(fsf) if sys.argv[1:] == ["deep"] else fast_failures(fsf)
    except check_puzzles.Undecided:
        failures = ["the search ran out of its budget of questions"]
    for failure in failures:
        print("FAIL:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
