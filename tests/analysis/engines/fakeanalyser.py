#!/usr/bin/env python3
"""A scripted analysis engine for tst_analysisengine: speaks UCI with ICCS coordinates, answers
every `go` with MultiPV info lines whose moves are legal from the start position, then a
bestmove. It only ever analyses the start position.

  --fault MODE   good       the lines, then bestmove h2e2
                 garbage    junk lines and info lines with illegal or malformed moves first
                 crash      exit at the first go
                 hang       never answer a go
                 illegal    bestmove a0a5 (a chariot jumping over its soldier)
                 cutshort   the lines, then a deeper depth stopped after its first line, whose
                            other move is the bestmove (as a search stopped by the clock answers)
"""
import argparse
import sys

# First moves of the start position and a legal reply each.
LINES = ["h2e2 h9g7", "b2e2 b9c7", "h0g2 h9g7", "c3c4 c6c5", "g3g4 g6g5"]


def analyse(fault, multipv, out):
    if fault == "crash":
        sys.exit(3)
    if fault == "hang":
        return
    if fault == "garbage":
        out.write("info depth 5 score cp 30 pv z9z9 h2e2\n")
        out.write("info depth 5 multipv 1 score cp 40 pv a0a5\n")
        out.write("\x01\x02 nonsense ###\n")
        out.write("info depth x score cp 12 pv h2e2\n")
    for depth in (1, 2, 3):
        for index in range(multipv):
            score = 40 - 10 * index + depth
            out.write(f"info depth {depth} multipv {index + 1} score cp {score} nodes "
                      f"{1000 * depth} nps 50000 pv {LINES[index]}\n")
    if fault == "cutshort":
        out.write(f"info depth 4 multipv 1 score cp 90 nodes 4000 nps 50000 pv {LINES[1]}\n")
        out.write(f"bestmove {LINES[1].split()[0]}\n")
        return
    out.write("bestmove a0a5\n" if fault == "illegal" else "bestmove h2e2\n")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--fault", default="good")
    a = p.parse_args()
    multipv = 1
    out = sys.stdout
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "uci":
            out.write("id name FakeAnalyser\n")
            out.write("option name MultiPV type spin default 1 min 1 max 5\nuciok\n")
        elif words[0] == "isready":
            out.write("readyok\n")
        elif words[:3] == ["setoption", "name", "MultiPV"]:
            multipv = int(words[4])
        elif words[0] == "go":
            analyse(a.fault, multipv, out)
        elif words[0] == "quit":
            return
        out.flush()


if __name__ == "__main__":
    main()
