"""A UCI engine on a pipe, for the scripts that ask engines about positions (mate-suite,
make-mate-set, check-review-blunders): start it, send lines, read up to a reply."""
import re
import subprocess
import sys

FSF = "/usr/games/fairy-stockfish"
FSF_SETUP = ("setoption name UCI_Variant value xiangqi", "setoption name Hash value 64")


class Uci:
    def __init__(self, command, setup=()):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, bufsize=1)
        for line in ("uci", *setup, "isready"):
            self.send(line)
        self.read_until("readyok")

    def send(self, line):
        self.process.stdin.write(line + "\n")

    def read_until(self, prefix):
        """The lines up to and with the first that starts with `prefix`."""
        lines = []
        while True:
            line = self.process.stdout.readline()
            if not line:
                sys.exit(f"engine ended while waiting for {prefix}")
            lines.append(line.strip())
            if line.startswith(prefix):
                return lines

    def forget(self):
        """An empty hash, so that a position's figures do not depend on the ones asked before
        it and a second run repeats them."""
        self.send("ucinewgame")
        self.send("isready")
        self.read_until("readyok")

    def close(self):
        self.send("quit")
        self.process.wait(timeout=10)


def fairy_stockfish():
    return Uci([FSF], FSF_SETUP)


def fsf_move(iccs):
    """Fairy-Stockfish numbers ranks 1-10 where ICCS numbers them 0-9 ("h2e2" or "H2-E2")."""
    iccs = iccs.replace("-", "").lower()
    return f"{iccs[0]}{int(iccs[1]) + 1}{iccs[2]}{int(iccs[3]) + 1}"


def iccs_move(fsf):
    """Fairy-Stockfish's "h3e3" (ranks 1-10) as ICCS "h2e2" (ranks 0-9)."""
    found = re.match(r"([a-i])(\d+)([a-i])(\d+)", fsf)
    return f"{found[1]}{int(found[2]) - 1}{found[3]}{int(found[4]) - 1}"


def last_mate(lines):
    """The mate of the last score in a search's info lines (moves, negative when mated), or None
    when that score is in centipawns."""
    mate = None
    for line in lines:
        found = re.search(r" score (cp|mate) (-?\d+)", line)
        if found:
            mate = int(found[2]) if found[1] == "mate" else None
    return mate
