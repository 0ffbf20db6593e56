#!/usr/bin/env python3
"""Solves endgame problems with reversi-engine and with Edax, one process at a time.

Called by `scripts/reversi-match ffo-edax`. Each problem of an .obf file ("board side; A2:+38;
C7:+36; ...") is solved exactly by both programs on one thread, under nice, the two taking turns
to go first so that the machine's load falls on both alike. The user CPU time of each process is
read from /usr/bin/time, as the wall time of a shared machine says little. A move is right when
the file gives it the best score listed.
"""
import os
import re
import subprocess
import sys
import tempfile


def timed(command, cwd=None, stdin=None):
    """Runs a command under nice and /usr/bin/time; returns its output and its user CPU seconds."""
    with tempfile.NamedTemporaryFile('r') as times:
        result = subprocess.run(['nice', '/usr/bin/time', '-o', times.name, '-f', '%U'] + command,
                                cwd=cwd, input=stdin, capture_output=True, text=True, check=True)
        return result.stdout, float(times.read().split()[-1])


def solve_ours(engine, board, side):
    ggf = '(;GM[Othello]BO[8 %s %s];)' % (board.replace('X', '*'), side.replace('X', '*'))
    out, cpu = timed([engine], stdin='set depth 60\nset game %s\ngo\nquit\n' % ggf)
    move = re.search(r'^=== (\w+)/(-?[\d.]+)', out, re.M)
    nodes = re.search(r'^nodestats (\d+)', out, re.M)
    return move.group(1).lower(), round(float(move.group(2))), int(nodes.group(1)), cpu


def solve_edax(edax, line):
    with tempfile.NamedTemporaryFile('w', suffix='.obf') as problem:
        problem.write(line + '\n')
        problem.flush()
        out, cpu = timed([os.path.abspath(edax), '-n', '1', '-l', '60', '-book-usage', 'off',
                          '-solve', problem.name], cwd=os.path.dirname(os.path.dirname(
                              os.path.abspath(edax))))
    # " 1|   20   +38        0:01.157      21000788   18151070 a2 B1 c1 ..."
    row = re.search(r'^\s*1\|\s*\d+\s+([-+]?\d+)\s+\S+\s+(\d+)\s+\d+\s+(\w+)', out, re.M)
    return row.group(3).lower(), int(row.group(1)), int(row.group(2)), cpu


def main():
    engine, edax, path, first, last = sys.argv[1:6]
    lines = [l.strip() for l in open(path) if l.strip() and not l.startswith('%')]
    first, last = int(first), min(int(last), len(lines))
    # Edax's fforum-40-59.obf holds FFO #40-59: number the problems as the file's name does.
    numbered = re.search(r'fforum-(\d+)-', os.path.basename(path))
    offset = int(numbered.group(1)) - 1 if numbered else 0
    totals = {'ours': 0.0, 'edax': 0.0}
    print('problem empties | ours: move score nodes cpu | edax: move score nodes cpu | ratio')
    for index in range(first, last + 1):
        line = lines[index - 1]
        position, *answers = [part.strip() for part in line.split(';') if part.strip()]
        board, side = position.split()
        scores = {a.split(':')[0].lower(): int(a.split(':')[1]) for a in answers}
        best = max(scores.values()) if scores else None
        runs = [('ours', lambda: solve_ours(engine, board, side)),
                ('edax', lambda: solve_edax(edax, line))]
        if index % 2 == 0:
            runs.reverse()
        results = {name: run() for name, run in runs}
        cells = []
        for name in ('ours', 'edax'):
            move, score, nodes, cpu = results[name]
            totals[name] += cpu
            right = best is None or (score == best and scores.get(move) == best)
            cells.append('%s %+d %.1fM %.2fs%s' % (move, score, nodes / 1e6, cpu,
                                                   '' if right else ' WRONG'))
        ratio = results['ours'][3] / max(results['edax'][3], 1e-3)
        print('#%d %d | %s | %s | %.2f' % (index + offset, board.count('-'), cells[0], cells[1], ratio),
              flush=True)
    print('total cpu: ours %.2f s, edax %.2f s, ratio %.2f'
          % (totals['ours'], totals['edax'], totals['ours'] / max(totals['edax'], 1e-3)))


if __name__ == '__main__':
    main()
