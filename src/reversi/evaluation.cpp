#include "reversi/evaluation.h"

#include "reversi/evalweights.h"

namespace reversi {

namespace {

constexpr Bitboard Rank1 = 0x00000000000000FFULL;
constexpr Bitboard Rank8 = 0xFF00000000000000ULL;
constexpr Bitboard Edges = FileA | FileH | Rank1 | Rank8;
constexpr Bitboard XSquares = 0x0042000000004200ULL; // b2 g2 b7 g7
constexpr Bitboard CSquares = 0x4281000000008142ULL; // b1 g1 a2 h2 a7 h7 b8 g8

struct DiagonalLines {
    std::array<Bitboard, 11> rising {};
    std::array<Bitboard, 11> falling {};
};

/// The diagonals of length 3 or more in each direction, for the full-line test.
constexpr DiagonalLines makeDiagonals()
{
    DiagonalLines lines;
    for (int start = -5; start <= 5; ++start) {
        for (int rank = 0; rank < 8; ++rank) {
            const int file = rank + start;
            if (file >= 0 && file < 8) {
                lines.rising[start + 5] |= squareBit(rank * 8 + file);
                lines.falling[start + 5] |= squareBit(rank * 8 + 7 - file);
            }
        }
    }
    return lines;
}
constexpr DiagonalLines Diagonals = makeDiagonals();

Bitboard fullRows(Bitboard filled)
{
    Bitboard t = filled & (filled >> 4);
    t &= t >> 2;
    t &= t >> 1;
    return (t & FileA) * 0xFF;
}

Bitboard fullColumns(Bitboard filled)
{
    Bitboard t = filled & (filled >> 32);
    t &= t >> 16;
    t &= t >> 8;
    return (t & Rank1) * FileA;
}

Bitboard fullLines(Bitboard filled, const std::array<Bitboard, 11> &lines)
{
    Bitboard full = 0;
    for (const Bitboard line : lines) {
        if ((filled & line) == line) {
            full |= line;
        }
    }
    return full;
}

} // namespace

Bitboard stableDiscs(Bitboard player, Bitboard opponent)
{
    const Bitboard filled = player | opponent;
    if ((filled & Corners) == 0) {
        return 0;
    }
    // Per axis: the line is full, or a neighbour on it is a stable disc or off the board.
    const Bitboard rows = fullRows(filled) | FileA | FileH;
    const Bitboard columns = fullColumns(filled) | Rank1 | Rank8;
    const Bitboard rising = fullLines(filled, Diagonals.rising) | Edges;
    const Bitboard falling = fullLines(filled, Diagonals.falling) | Edges;
    Bitboard stable = player & Corners;
    Bitboard previous = 0;
    while (stable != previous) {
        previous = stable;
        const Bitboard horizontal = rows | ((stable << 1) & ~FileA) | ((stable >> 1) & ~FileH);
        const Bitboard vertical = columns | (stable << 8) | (stable >> 8);
        const Bitboard up = rising | ((stable << 9) & ~FileA) | ((stable >> 9) & ~FileH);
        const Bitboard down = falling | ((stable << 7) & ~FileH) | ((stable >> 7) & ~FileA);
        stable |= player & horizontal & vertical & up & down;
    }
    return stable;
}

Features features(Bitboard player, Bitboard opponent)
{
    const Bitboard empty = ~(player | opponent);
    const Bitboard emptyCorners = Corners & empty;
    // The X- and C-squares next to an empty corner are the dangerous ones.
    const Bitboard nearEmptyCorner = neighbours(emptyCorners);
    const auto difference
        = [](Bitboard mine, Bitboard theirs) { return popCount(mine) - popCount(theirs); };
    Features f {};
    f[int(Feature::Mobility)]
        = popCount(legalMoves(player, opponent)) - popCount(legalMoves(opponent, player));
    f[int(Feature::PotentialMobility)]
        = popCount(neighbours(opponent) & empty) - popCount(neighbours(player) & empty);
    f[int(Feature::Corners)] = difference(player & Corners, opponent & Corners);
    f[int(Feature::XSquares)]
        = difference(player & XSquares & nearEmptyCorner, opponent & XSquares & nearEmptyCorner);
    f[int(Feature::CSquares)]
        = difference(player & CSquares & nearEmptyCorner, opponent & CSquares & nearEmptyCorner);
    f[int(Feature::Edges)] = difference(player & Edges & ~Corners, opponent & Edges & ~Corners);
    f[int(Feature::Stable)]
        = popCount(stableDiscs(player, opponent)) - popCount(stableDiscs(opponent, player));
    f[int(Feature::Parity)] = (popCount(empty) & 1) ? 1 : -1;
    f[int(Feature::Discs)] = difference(player, opponent);
    f[int(Feature::Tempo)] = 1;
    return f;
}

int evaluate(Bitboard player, Bitboard opponent)
{
    const Features f = features(player, opponent);
    const auto &weights = EvalWeights[phaseOf(popCount(~(player | opponent)))];
    int score = 0;
    for (int i = 0; i < FeatureCount; ++i) {
        score += f[i] * weights[i];
    }
    return score;
}

} // namespace reversi
