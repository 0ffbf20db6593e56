#!/usr/bin/python3
"""Trains the engine's neural evaluation (NNUE) on the records of `xiangqi-tune gennnue` and
writes the quantised net the engine loads (EvalFile). Formats: docs/engine.md, "NNUE".

The net: for each side a 1260-wide one-hot input (14 stone kinds, own first, on 90 points, the
board seen from that side: Black's view is mirrored top to bottom), one shared layer of HIDDEN
units (the accumulator), clipped to [0, 1]; the side to move's half and the other half go into
one linear output. Every position is also learnt mirrored left to right. The target mixes the searched score and the game's result:
    target = LAMBDA * sigmoid(score / 400) + (1 - LAMBDA) * result   (side to move's view)
and the output o (centipawns = o * OUTPUT_SCALE) is compared as sigmoid(o * OUTPUT_SCALE / 400).

Needs Debian's python3-torch (CPU): scripts/install-deps --training.

Usage:
  scripts/nnue-train.py --seed 1 --out xiangqi.nnue data1.bin [data2.bin ...]
"""
import argparse
import struct
import sys
import time
import zlib

import numpy as np
import torch

RECORD_BYTES = 48
DATA_MAGIC = b"XQNNDAT1"
NET_MAGIC = b"XQNNUE01"
NET_VERSION = 1
SQUARES = 90
KINDS = 7
FEATURES = 2 * KINDS * SQUARES
PAD = FEATURES  # an all-zero row for the empty feature slots
MAX_STONES = 32
QA = 255  # the accumulator's 1.0
QB = 64  # the output weights' 1.0
OUTPUT_SCALE = 400  # centipawns per output unit
SCORE_SCALE = 400.0


def load_records(paths):
    """All records of the files, as an (N, 48) uint8 array; a bad header stops with an error."""
    chunks = []
    for path in paths:
        raw = np.fromfile(path, dtype=np.uint8)
        if raw[: len(DATA_MAGIC)].tobytes() != DATA_MAGIC:
            sys.exit(f"{path}: not an NNUE data file (no {DATA_MAGIC.decode()} header)")
        body = raw[len(DATA_MAGIC):]
        whole = len(body) // RECORD_BYTES
        chunks.append(body[: whole * RECORD_BYTES].reshape(whole, RECORD_BYTES))
    return np.concatenate(chunks)


def decode(records):
    """Feature indices for both perspectives (side to move first), the scores and the results,
    each from the side to move's view."""
    nibbles = np.empty((len(records), SQUARES), dtype=np.int64)
    nibbles[:, 0::2] = records[:, :45] & 0xF
    nibbles[:, 1::2] = records[:, :45] >> 4
    # Xiangqi is the same game mirrored left to right: each position is also learnt mirrored.
    mirrored = nibbles.reshape(-1, 10, 9)[:, :, ::-1].reshape(-1, SQUARES)
    nibbles = np.concatenate([nibbles, mirrored])
    records = np.concatenate([records, records])
    black_to_move = (records[:, 45] & 1).astype(bool)
    result_red = ((records[:, 45] >> 1) & 3).astype(np.float32) / 2.0
    score = records[:, 46].astype(np.int16) | (records[:, 47].astype(np.int16) << 8)
    score = score.astype(np.float32)
    result = np.where(black_to_move, 1.0 - result_red, result_red).astype(np.float32)
    red_view = features(nibbles, red=True)
    black_view = features(nibbles, red=False)
    stm = np.where(black_to_move[:, None], black_view, red_view)
    other = np.where(black_to_move[:, None], red_view, black_view)
    return stm, other, score, result


def features(nibbles, red):
    """The active features of each position seen from one side, padded with PAD to 32."""
    squares = np.arange(SQUARES)
    view_square = squares if red else (9 - squares // 9) * 9 + squares % 9
    code = nibbles - 1  # 0..13: Red's kinds then Black's
    own = (code // KINDS == 0) if red else (code // KINDS == 1)
    kind = code % KINDS + np.where(own, 0, KINDS)
    index = kind * SQUARES + view_square[None, :]
    index = np.where(nibbles > 0, index, PAD)
    index.sort(axis=1)  # the padding (largest) goes last
    return index[:, :MAX_STONES]


class Net(torch.nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.inputs = torch.nn.EmbeddingBag(FEATURES + 1, hidden, mode="sum", padding_idx=PAD)
        self.bias = torch.nn.Parameter(torch.zeros(hidden))
        self.output = torch.nn.Linear(2 * hidden, 1)
        with torch.no_grad():
            self.inputs.weight.normal_(0.0, 0.05)
            self.inputs.weight[PAD].zero_()

    def forward(self, stm, other):
        a = torch.clamp(self.inputs(stm) + self.bias, 0.0, 1.0)
        b = torch.clamp(self.inputs(other) + self.bias, 0.0, 1.0)
        return self.output(torch.cat([a, b], dim=1)).squeeze(1)

    def clip(self):
        """Keeps the weights inside what the integer engine can hold."""
        with torch.no_grad():
            self.inputs.weight.clamp_(-32767 / QA / MAX_STONES, 32767 / QA / MAX_STONES)
            self.output.weight.clamp_(-127 / QB, 127 / QB)


def train(args, stm, other, score, result):
    torch.manual_seed(args.seed)
    rng = np.random.default_rng(args.seed)
    # The second half is the first mirrored: a position and its mirror image stay together on
    # one side of the split, so the held-out loss measures positions never learnt.
    originals = len(score) // 2
    order = rng.permutation(originals)
    held = np.concatenate([order[: originals // 20], order[: originals // 20] + originals])
    used = np.concatenate([order[originals // 20:], order[originals // 20:] + originals])
    target = args.score_weight * torch.sigmoid(torch.from_numpy(score) / SCORE_SCALE) + (
        1 - args.score_weight) * torch.from_numpy(result)
    stm_t, other_t = torch.from_numpy(stm), torch.from_numpy(other)
    net = Net(args.hidden)
    optimiser = torch.optim.Adam(net.parameters(), lr=args.lr)
    schedule = torch.optim.lr_scheduler.StepLR(optimiser, step_size=max(1, args.epochs // 3),
                                               gamma=0.3)

    def loss_of(rows):
        out = net(stm_t[rows], other_t[rows])
        return torch.mean((torch.sigmoid(out * OUTPUT_SCALE / SCORE_SCALE) - target[rows]) ** 2)

    started = time.time()
    for epoch in range(args.epochs):
        rng.shuffle(used)
        total = 0.0
        for start in range(0, len(used), args.batch):
            rows = torch.from_numpy(used[start:start + args.batch])
            optimiser.zero_grad()
            loss = loss_of(rows)
            loss.backward()
            optimiser.step()
            net.clip()
            total += loss.item() * len(rows)
        schedule.step()
        with torch.no_grad():
            held_loss = loss_of(torch.from_numpy(held)).item()
        print(f"epoch {epoch + 1}: training {total / len(used):.6f}, held out {held_loss:.6f}, "
              f"{time.time() - started:.0f} s", flush=True)
    return net


def quantise(net):
    w1 = np.round(net.inputs.weight.detach().numpy()[:FEATURES] * QA).astype(np.int16)
    b1 = np.round(net.bias.detach().numpy() * QA).astype(np.int16)
    w2 = np.round(net.output.weight.detach().numpy()[0] * QB).astype(np.int16)
    b2 = np.int32(round(float(net.output.bias.detach()[0]) * QA * QB))
    return w1, b1, w2, b2


def write_net(path, hidden, w1, b1, w2, b2):
    body = NET_MAGIC + struct.pack("<IIII", NET_VERSION, FEATURES, hidden, OUTPUT_SCALE)
    body += w1.astype("<i2").tobytes() + b1.astype("<i2").tobytes()
    body += w2.astype("<i2").tobytes() + struct.pack("<i", int(b2))
    with open(path, "wb") as out:
        out.write(body + struct.pack("<I", zlib.crc32(body)))


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("data", nargs="+")
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--epochs", type=int, default=25)
    parser.add_argument("--batch", type=int, default=2048)
    parser.add_argument("--lr", type=float, default=2e-3)
    parser.add_argument("--score-weight", type=float, default=0.9,
                        help="share of the searched score in the target (the rest: the result)")
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    if args.hidden % 32 != 0:
        sys.exit("--hidden must be a multiple of 32")
    torch.set_num_threads(args.threads)
    records = load_records(args.data)
    if len(records) < 40:
        sys.exit("too few positions to train on (at least 40)")
    print(f"{len(records)} positions", flush=True)
    net = train(args, *decode(records))
    write_net(args.out, args.hidden, *quantise(net))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
