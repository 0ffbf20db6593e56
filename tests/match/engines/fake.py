#!/usr/bin/env python3
"""A misbehaving or scripted engine for tst_match: speaks UCI (ICCS or, with --fsf,
Fairy-Stockfish's a1-i10 coordinates after UCI_Variant xiangqi) or UCCI, and plays the move of
its script whose index is the number of moves in the last `position` command.

  --moves "m1 m2 ..."    the script, ICCS (the whole game from the start position or FEN)
  --fault MODE           what to do at the move --fault-at (ply index of the game):
      crash      exit without a word          hang     never answer
      garbage    junk lines, then a malformed bestmove
      noise      junk lines and binary bytes, then the right move (must be ignored)
      illegal    a well-formed illegal move    none     no move (bestmove (none))
      slow       sleep --sleep seconds, then the move
  --think S              sleep S seconds before every move
  --score CP             the score it reports (default 12)
  A `position` whose moves are not the script's (in the dialect's coordinates) is answered with
  an illegal move, so a runner sending wrong coordinates loses.
  --proto uci|ucci       UCCI: ucci/ucciok, `setoption NAME VALUE`, `go time T ...`
  --units seconds|ms     UCCI: ms lists `option usemillisec` and needs `setoption usemillisec
                         true`; the move is replaced by an illegal one when `go time` is not in
                         the expected unit for --expect-time (seconds)
  --fsf                  lists UCI_Variant; needs `setoption name UCI_Variant value xiangqi`
  --startpos-only        a `position fen` is answered with an illegal move (an engine that
                         spells FEN with other letters, as Sjaak II does)
"""
import argparse
import sys
import time


def fsf_move(move, to_fsf):
    """Converts between ICCS (ranks 0-9) and Fairy-Stockfish (1-10) coordinates."""
    out, i = "", 0
    while i < len(move):
        file = move[i]
        j = i + 1
        while j < len(move) and move[j].isdigit():
            j += 1
        rank = int(move[i + 1:j])
        out += file + str(rank + 1 if to_fsf else rank - 1)
        i = j
    return out


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--moves", default="")
    p.add_argument("--fault", default="none-at-all")
    p.add_argument("--fault-at", type=int, default=0)
    p.add_argument("--sleep", type=float, default=0)
    p.add_argument("--think", type=float, default=0)
    p.add_argument("--score", type=int, default=12)
    p.add_argument("--proto", default="uci")
    p.add_argument("--units", default="seconds")
    p.add_argument("--expect-time", type=float, default=0)
    p.add_argument("--fsf", action="store_true")
    p.add_argument("--startpos-only", action="store_true")
    a = p.parse_args()
    script = a.moves.split()
    ucci = a.proto == "ucci"
    plies, variant_set, millis, last_time = 0, False, False, None
    out = sys.stdout
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        cmd = words[0]
        if cmd in ("uci", "ucci"):
            out.write("id name fake\n")
            if a.fsf:
                out.write("option name UCI_Variant type combo default chess var chess var xiangqi\n")
            if ucci and a.units == "ms":
                out.write("option usemillisec type check default false\n")
            out.write("option name Hash type spin default 16 min 1 max 1024\n" if not ucci
                      else "option hashsize type spin min 0 max 1024 default 0\n")
            out.write("ucciok\n" if ucci else "uciok\n")
        elif cmd == "setoption":
            text = " ".join(words[1:])
            variant_set = variant_set or text == "name UCI_Variant value xiangqi"
            millis = millis or text == "usemillisec true"
        elif cmd == "isready":
            out.write("readyok\n")
        elif cmd == "position":
            received = words[words.index("moves") + 1:] if "moves" in words else []
            plies = len(received)
            expected = [fsf_move(m, True) if a.fsf else m for m in script[:plies]]
            if received != expected or (a.startpos_only and words[1:2] == ["fen"]):
                plies = -1  # a position this script never reaches: answered illegally
        elif cmd == "go":
            if "time" in words:
                last_time = float(words[words.index("time") + 1])
            if not respond(a, script, plies, variant_set, millis, last_time, out):
                return
        elif cmd == "quit":
            return
        out.flush()


def respond(a, script, plies, variant_set, millis, last_time, out):
    """Answers a `go`; False when the engine is to die."""
    move = script[plies] if 0 <= plies < len(script) else "(none)" if plies >= 0 else "a0a1"
    if a.expect_time and last_time is not None:
        expected = a.expect_time * 1000 if a.units == "ms" else a.expect_time
        if last_time != expected or (a.units == "ms" and not millis):
            move = "a0a1"
    if plies == a.fault_at:
        if a.fault == "crash":
            return False
        if a.fault == "hang":
            time.sleep(3600)
        if a.fault == "garbage":
            out.write("hello there\n\x00\x01 info depth x\nbestmove zz99\n")
            return True
        if a.fault == "noise":
            out.write("what is this\ninfo depth nonsense\n\xff\xfe junk\nreadyok\n")
        if a.fault == "illegal":
            move = "e0e5"
        if a.fault == "none":
            move = "(none)"
        if a.fault == "slow":
            time.sleep(a.sleep)
    time.sleep(a.think)
    if a.fsf and move != "(none)":
        move = fsf_move(move, True) if variant_set else "a0a0"
    out.write("info depth 3 score cp %d nodes 100 pv %s\n" % (a.score, move))
    out.write("bestmove %s\n" % move)
    return True


if __name__ == "__main__":
    main()
