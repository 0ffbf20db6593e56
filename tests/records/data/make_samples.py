#!/usr/bin/env python3
"""Makes the binary and GBK sample records from the facts of the formats, independently of the
C++ readers and writers: sample-gbk.pgn (GBK copy of sample-utf8.pgn), sample-v10.xqf (plain)
and sample-v18.xqf (obfuscated), plus sample-ending-v12.xqf (an ending, Black to move),
sample-ending-v11.xqf (keyed stones, not yet rotated) and sample-xqstudio-v18.xqf (written the
way XQStudio 1.63's own writer does: see XQStudio class below).
Run it from this folder; the outputs are committed."""

import struct

# The sample game as a tree: (ICCS move, comment, [children]); the first child is the main line.
GAME = ("", "样本对局", [
    ("h2e2", "", [
        ("h9g7", "屏风马", [("h0g2", "", [("i9h9", "", [("i0h0", "", [("b9c7", "", [("c3c4", "", [])])])])])]),
        ("h7e7", "顺炮\n第二行", [("h0g2", "", []), ("b0c2", "", [])]),
    ]),
])

START = {  # slot order 车马相士帅士相马车炮炮兵兵兵兵兵, Red then Black, as (file, rank)
    "red": [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (6, 0), (7, 0), (8, 0),
            (1, 2), (7, 2), (0, 3), (2, 3), (4, 3), (6, 3), (8, 3)],
    "black": [(0, 9), (1, 9), (2, 9), (3, 9), (4, 9), (5, 9), (6, 9), (7, 9), (8, 9),
              (1, 7), (7, 7), (0, 6), (2, 6), (4, 6), (6, 6), (8, 6)],
}
ENDING = {  # Red: general e0, chariot a1; Black: general d9, soldier e3; Black to move
    "red": [(0, 1), None, None, None, (4, 0)] + [None] * 11,
    "black": [None, None, None, None, (3, 9)] + [None] * 6 + [(4, 3)] + [None] * 4,
}
ENDING_GAME = ("", "残局", [("e3f3", "", [("a1a9", "", [])]), ("d9d8", "", [])])
XQSTUDIO_GAME = ("", "残局\n黑先", [
    ("e3f3", "卒平六", [("a1a9", "", [])]),
    ("d9d8", "", [("a1a8", "将军", [])]),
])

MASK = b"[(C) Copyright Mr. Dong Shiwei.]"


def point(fr):
    return fr[0] * 10 + fr[1]


def xqf_point(square):
    return (ord(square[0]) - ord("a")) * 10 + int(square[1])


class Keys:
    def __init__(self, header, version):
        self.stone = self.frm = self.to = self.comment = 0
        self.stream = [0] * 32
        if version < 11:
            return
        mix = lambda k, factor: ((k * k * 54 + 221) * factor) & 0xFF
        self.stone = mix(header[13], header[13])
        self.frm = mix(header[14], self.stone)
        self.to = mix(header[15], self.frm)
        self.comment = (header[12] * 256 + header[13]) % 32000 + 767
        seeds = [header[8 + i] | (header[12 + i] & header[3]) for i in range(4)]
        self.stream = [seeds[i % 4] & MASK[i] for i in range(32)]


def text_field(header, offset, text):
    data = text.encode("gbk")
    header[offset] = len(data)
    header[offset + 1:offset + 1 + len(data)] = data


class XQStudio:
    """What XQStudio's writer (XQFileRW.pas, iSaveXQFile) puts where the format leaves it free:
    random low five tag bits and reserved bytes, a random point from 90 up for a captured stone,
    'X' and 'Q' as the first record's points, and every comment line ended by CR LF. A fixed
    pseudo-random sequence stands in for its Random() so the sample stays the same."""

    def __init__(self, seed):
        self.state = seed

    def random(self, bound):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return (self.state >> 8) % bound

    def dead_point(self):
        return 90 + self.random(155)

    @staticmethod
    def comment(text):
        return "".join(line + "\r\n" for line in text.split("\n")) if text else ""


def header_for(version, stones, game_type, result, key_bytes, studio=None):
    h = bytearray(1024)
    h[0:3] = b"XQ" + bytes([version])
    if version >= 11:
        mask, ors, sum_, xy, xyf, xyt = key_bytes
        h[3] = mask
        h[8:12] = bytes(ors)
        h[12:16] = bytes([sum_, xy, xyf, xyt])
    keys = Keys(h, version)
    dead = studio.dead_point if studio else (lambda: 0xFF)
    plain = [point(p) if p else dead() for p in stones["red"] + stones["black"]]
    for i in range(32):
        source = (keys.stone + 1 + i) % 32 if version >= 12 else i
        h[0x10 + i] = (plain[source] + keys.stone) & 0xFF
    h[0x33] = result
    h[0x40] = game_type
    text_field(h, 0x50, "样本对局")
    text_field(h, 0xD0, "样本赛")
    text_field(h, 0x110, "2024.01.02")
    text_field(h, 0x130, "张三")
    text_field(h, 0x140, "李四")
    return h, keys


def records(game, version, keys, studio=None):
    out = bytearray()
    # Pre-order with an explicit list: (node, has_later_sibling)
    pending = [(game, False, True)]
    while pending:
        (move, comment, kids), sibling, is_root = pending.pop()
        frm, to = (0, 0) if is_root else (xqf_point(move[:2]), xqf_point(move[2:]))
        data = comment.replace("\n", "\r\n").encode("gbk")
        if version < 11:
            tag = (0xF0 if kids else 0) | (0x0F if sibling else 0)
            rec = bytes([frm + 0x18, to + 0x20, tag, 0xFF if is_root else 0])
            rec += struct.pack("<I", len(data)) + data
        else:
            if studio:
                data = studio.comment(comment).encode("gbk")
            tag = (0x80 if kids else 0) | (0x40 if sibling else 0) | (0x20 if data else 0)
            points = [(frm + 0x18 + keys.frm) & 0xFF, (to + 0x20 + keys.to) & 0xFF]
            reserved = 0
            if studio:
                tag |= studio.random(256) & 0x1F
                reserved = studio.random(256)
                points = [ord("X"), ord("Q")] if is_root else points
            rec = bytes(points + [tag, reserved])
            if data:
                rec += struct.pack("<I", len(data) + keys.comment) + data
        out += rec
        for i in reversed(range(len(kids))):
            pending.append((kids[i], i + 1 < len(kids), False))
    return bytes((b + keys.stream[i % 32]) & 0xFF for i, b in enumerate(out))


def xqf(version, stones, game, game_type, result, key_bytes=None):
    header, keys = header_for(version, stones, game_type, result, key_bytes)
    return bytes(header) + records(game, version, keys)


def keys_with_zero_sum(mask, ors, xy, xyf, xyt):
    return (mask, ors, (256 - (xy + xyf + xyt)) & 0xFF, xy, xyf, xyt)


def xqstudio_xqf(stones, game, game_type, result, black_first, seed):
    """Version 18 with keys drawn as XQStudio draws them (dSetRandomSecurityKeys)."""
    studio = XQStudio(seed)
    mask = studio.random(256) | 0xAA
    ors = [studio.random(256) for _ in range(3)]
    ors.append((256 - sum(ors)) & 0xFF)
    xy, xyf, xyt = (studio.random(254) + 1 for _ in range(3))
    header, keys = header_for(18, stones, game_type, result,
                              keys_with_zero_sum(mask, ors, xy, xyf, xyt), studio)
    header[0x32] = 1 if black_first else 0
    return bytes(header) + records(game, 18, keys, studio)


if __name__ == "__main__":
    with open("sample-utf8.pgn", encoding="utf-8") as f:
        text = f.read()
    with open("sample-gbk.pgn", "wb") as f:
        f.write(text.replace("\n", "\r\n").encode("gbk"))
    with open("sample-v10.xqf", "wb") as f:
        f.write(xqf(10, START, GAME, 0, 1))
    with open("sample-v18.xqf", "wb") as f:
        f.write(xqf(18, START, GAME, 0, 1, keys_with_zero_sum(0xBB, [0x3A, 0x91, 0x5C, 0xD9], 0x6D, 0xA3, 0x17)))
    with open("sample-ending-v12.xqf", "wb") as f:
        f.write(xqf(12, ENDING, ENDING_GAME, 3, 0, keys_with_zero_sum(0xEF, [0x12, 0x34, 0x56, 0x78], 0x9A, 0x2B, 0xC4)))
    with open("sample-ending-v11.xqf", "wb") as f:
        f.write(xqf(11, ENDING, ENDING_GAME, 3, 0, keys_with_zero_sum(0x5A, [0x81, 0x07, 0xC3, 0x2E], 0x4F, 0xE1, 0x90)))
    with open("sample-xqstudio-v18.xqf", "wb") as f:
        f.write(xqstudio_xqf(ENDING, XQSTUDIO_GAME, 3, 2, True, 1963))
