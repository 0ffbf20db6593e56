#!/usr/bin/env python3
"""Makes compressed.cbl, a CCBridge library of the compressed kind, from the layout
docs/formats.md gives ("CCBridge", 21, 3, the inflated size, one zlib stream), independently of
the C++ reader: the sample game of ../make_samples.py (from the start, with its side lines and
comments) and its ending (Black to move, a side line). Run it from this folder; the output is
committed."""

import os
import struct
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from make_samples import ENDING, ENDING_GAME, GAME, START  # noqa: E402


def le32(value):
    return struct.pack("<I", value)


def gbk_text(text):
    data = text.encode("gbk")
    return le32(len(data)) + data


def move_point(square):
    """file << 4 | rank, the ranks counted from Black's side."""
    return (ord(square[0]) - ord("a")) << 4 | (9 - int(square[1]))


def stones(position):
    """32 slots in XQF's order: (file + 1) << 4 | (rank + 1), ranks from Black's side; 0 absent."""
    slots = bytearray(32)
    for side, first in (("red", 0), ("black", 16)):
        for slot, where in enumerate(position[side]):
            if where is not None:
                slots[first + slot] = (where[0] + 1) << 4 | (9 - where[1] + 1)
    return bytes(slots)


def entries(node, ply, out):
    """Pre-order: a move, the line after it, then the other moves at its place."""
    for move, comment, children in node[2]:
        out.append((ply, move, comment))
        entries((move, comment, children), ply + 1, out)
    return out


def game(position, tree, title, result):
    moves = entries(tree, 1, [])
    body = stones(position) + le32(4) + le32(0) + le32(1) + gbk_text(title) + bytes(24)
    body += le32(result) + bytes(16) + gbk_text(tree[1]) + b"\x01" + b"2026-11-27 12:00:00" * 2
    body += le32(len(moves))
    for ply, move, _ in moves:
        body += struct.pack("<HBB", ply, move_point(move[:2]), move_point(move[2:])) + b"\x00\x00"
    for _, _, comment in moves:
        body += comment.encode("gbk") + b"\r\n"
    return le32(len(body) + 4) + body


if __name__ == "__main__":
    games = [game(START, GAME, "样本对局", 0), game(ENDING, ENDING_GAME, "残局", 2)]
    data = gbk_text("样本") + bytes(16) + b"2026-11-27 12:00:00" * 2 + le32(len(games)) + le32(0)
    data += b"".join(games)
    with open("compressed.cbl", "wb") as f:
        f.write(b"CCBridge" + le32(21) + le32(3) + le32(len(data)) + zlib.compress(data, 9))
