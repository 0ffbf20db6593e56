#pragma once

// The n-tuple patterns of the evaluation: shapes of squares (an edge with its two X-squares,
// the 3x3 and 2x5 corners, the second to fourth lines, the diagonals of 4 to 8 squares) taken
// in every orientation the board's eight symmetries give them, each orientation reading its
// squares in its own order so that all of them share one weight table per shape. A position's
// features are the base-3 index of each pattern instance (0 empty, 1 the side to move's, 2 the
// opponent's), plus the mobility of each side and the parity of the empty squares.

#include "reversi/bitboard.h"

#include <array>
#include <cstdint>

namespace reversi {

constexpr int MaxPatternSquares = 10;

struct PatternShape {
    int size;
    std::array<int, MaxPatternSquares> squares; // in the a1 corner's orientation
};

constexpr std::array<PatternShape, 11> PatternShapes = { {
    { 10, { 0, 1, 2, 3, 4, 5, 6, 7, 9, 14 } }, // edge with the X-squares
    { 9, { 0, 1, 2, 8, 9, 10, 16, 17, 18 } }, // 3x3 corner
    { 10, { 0, 1, 2, 3, 4, 8, 9, 10, 11, 12 } }, // 2x5 corner
    { 8, { 8, 9, 10, 11, 12, 13, 14, 15 } }, // second line
    { 8, { 16, 17, 18, 19, 20, 21, 22, 23 } }, // third line
    { 8, { 24, 25, 26, 27, 28, 29, 30, 31 } }, // fourth line
    { 8, { 0, 9, 18, 27, 36, 45, 54, 63 } }, // main diagonal
    { 7, { 1, 10, 19, 28, 37, 46, 55 } }, // diagonals of 7 to 4 squares
    { 6, { 2, 11, 20, 29, 38, 47 } },
    { 5, { 3, 12, 21, 30, 39 } },
    { 4, { 4, 13, 22, 31 } },
} };

/// Mobility features count legal moves up to this many (more are counted as this many).
constexpr int MobilityCap = 31;

/// The evaluation's stages: bands of empty squares, each with its own weights.
constexpr int StageCount = 10;
constexpr int EmptiesPerStage = 6;
constexpr int stageOf(int empties)
{
    return empties <= 1 ? 0 : std::min((empties - 1) / EmptiesPerStage, StageCount - 1);
}

struct PatternInstance {
    int shape;
    int symmetry; // see symmetricSquare
    int size;
    std::array<int, MaxPatternSquares> squares;
};

/// The square `square` goes to under symmetry 0..7 (bit 0 mirrors the files, bit 1 the ranks,
/// bit 2 then swaps files and ranks).
constexpr int symmetricSquare(int square, int symmetry)
{
    int file = square % 8;
    int rank = square / 8;
    if (symmetry & 1) {
        file = 7 - file;
    }
    if (symmetry & 2) {
        rank = 7 - rank;
    }
    return symmetry & 4 ? file * 8 + rank : rank * 8 + file;
}

/// How many distinct orientations of all shapes there are (an orientation that covers the same
/// squares as another is left out).
constexpr int PatternInstanceCount = 46;
/// The features a position has: one per pattern instance, the two mobilities and the parity.
constexpr int FeatureCount = PatternInstanceCount + 3;

/// Where each shape's table starts in a stage's weights, then the mobility and parity tables.
struct FeatureLayout {
    std::array<int, PatternShapes.size()> shapeOffset;
    int playerMobilityOffset;
    int opponentMobilityOffset;
    int parityOffset;
    int weightsPerStage;
};
const FeatureLayout &featureLayout();
const std::array<PatternInstance, PatternInstanceCount> &patternInstances();

/// The index of each feature in its stage's weights.
using FeatureIndices = std::array<std::uint32_t, FeatureCount>;
FeatureIndices featureIndices(Bitboard player, Bitboard opponent);

} // namespace reversi
