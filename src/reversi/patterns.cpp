#include "reversi/patterns.h"

#include <algorithm>
#include <utility>

namespace reversi {

namespace {

constexpr std::array<PatternInstance, PatternInstanceCount> makeInstances()
{
    std::array<PatternInstance, PatternInstanceCount> instances {};
    std::array<Bitboard, PatternInstanceCount> covered {};
    int count = 0;
    for (int shape = 0; shape < int(PatternShapes.size()); ++shape) {
        for (int symmetry = 0; symmetry < 8; ++symmetry) {
            PatternInstance instance { shape, symmetry, PatternShapes[shape].size, {} };
            Bitboard squares = 0;
            for (int k = 0; k < instance.size; ++k) {
                instance.squares[k] = symmetricSquare(PatternShapes[shape].squares[k], symmetry);
                squares |= squareBit(instance.squares[k]);
            }
            if (std::find(covered.begin(), covered.begin() + count, squares)
                == covered.begin() + count) {
                covered[count] = squares;
                instances[count++] = instance;
            }
        }
    }
    // A wrong count fails here, at compile time.
    return count == PatternInstanceCount ? instances : throw "PatternInstanceCount is wrong";
}

constexpr std::array<PatternInstance, PatternInstanceCount> Instances = makeInstances();

constexpr int power3(int n)
{
    return n == 0 ? 1 : 3 * power3(n - 1);
}

constexpr FeatureLayout makeLayout()
{
    FeatureLayout layout {};
    int offset = 0;
    for (std::size_t shape = 0; shape < PatternShapes.size(); ++shape) {
        layout.shapeOffset[shape] = offset;
        offset += power3(PatternShapes[shape].size);
    }
    layout.playerMobilityOffset = offset;
    layout.opponentMobilityOffset = offset + MobilityCap + 1;
    layout.parityOffset = offset + 2 * (MobilityCap + 1);
    layout.weightsPerStage = layout.parityOffset + 2;
    return layout;
}

constexpr FeatureLayout Layout = makeLayout();

/// A byte's bits read as base-3 digits (each 0 or 1).
constexpr std::array<std::uint16_t, 256> makeTernary()
{
    std::array<std::uint16_t, 256> ternary {};
    for (int bits = 0; bits < 256; ++bits) {
        for (int k = 7; k >= 0; --k) {
            ternary[bits] = static_cast<std::uint16_t>(ternary[bits] * 3 + ((bits >> k) & 1));
        }
    }
    return ternary;
}
constexpr std::array<std::uint16_t, 256> Ternary = makeTernary();

/// Both sides' discs; pattern indices read both at once.
struct Discs {
    Bitboard player;
    Bitboard opponent;

    /// The base-3 index of the low bits `mask` of byte `shift / 8` (0 empty, 1 player, 2 opponent).
    std::uint32_t row(int shift, unsigned mask) const
    {
        return Ternary[(player >> shift) & mask] + 2u * Ternary[(opponent >> shift) & mask];
    }
    std::uint32_t square(int square) const
    {
        return std::uint32_t(((player >> square) & 1) | (((opponent >> square) & 1) << 1));
    }
    /// The squares of `diagonal` (a1-h8 or one parallel to it), gathered to the top byte and
    /// read from the a-file side.
    std::uint32_t diagonal(Bitboard diagonal, int firstFile) const
    {
        const int shift = 56 + firstFile;
        return Ternary[((player & diagonal) * FileA) >> shift]
            + 2u * Ternary[((opponent & diagonal) * FileA) >> shift];
    }
};

Bitboard mirrorFiles(Bitboard b)
{
    b = ((b >> 1) & 0x5555555555555555ULL) | ((b & 0x5555555555555555ULL) << 1);
    b = ((b >> 2) & 0x3333333333333333ULL) | ((b & 0x3333333333333333ULL) << 2);
    return ((b >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((b & 0x0F0F0F0F0F0F0F0FULL) << 4);
}

Bitboard mirrorRanks(Bitboard b)
{
    return __builtin_bswap64(b);
}

/// Swaps files and ranks (the a1-h8 diagonal stays).
Bitboard transpose(Bitboard b)
{
    Bitboard t = 0x0F0F0F0F00000000ULL & (b ^ (b << 28));
    b ^= t ^ (t >> 28);
    t = 0x3333000033330000ULL & (b ^ (b << 14));
    b ^= t ^ (t >> 14);
    t = 0x5500550055005500ULL & (b ^ (b << 7));
    return b ^ t ^ (t >> 7);
}

/// The board seen through each symmetry: its square s holds what the original's square
/// symmetricSquare(s, symmetry) holds, so each pattern instance reads its shape's squares.
std::array<Discs, 8> symmetricBoards(Bitboard player, Bitboard opponent)
{
    std::array<Discs, 8> boards {};
    const Discs transposed { transpose(player), transpose(opponent) };
    for (int symmetry = 0; symmetry < 8; ++symmetry) {
        Discs d = symmetry & 4 ? transposed : Discs { player, opponent };
        if (symmetry & 2) {
            d = { mirrorRanks(d.player), mirrorRanks(d.opponent) };
        }
        if (symmetry & 1) {
            d = { mirrorFiles(d.player), mirrorFiles(d.opponent) };
        }
        boards[symmetry] = d;
    }
    return boards;
}

/// The index of the shape's pattern in the a1 corner's orientation (PatternShapes' order).
template <int Shape> std::uint32_t shapeIndex(const Discs &d)
{
    static_assert(PatternShapes.size() == 11, "one case per shape");
    if constexpr (Shape == 0) {
        return d.row(0, 0xFF) + 6561 * d.square(9) + 19683 * d.square(14);
    } else if constexpr (Shape == 1) {
        return d.row(0, 7) + 27 * d.row(8, 7) + 729 * d.row(16, 7);
    } else if constexpr (Shape == 2) {
        return d.row(0, 31) + 243 * d.row(8, 31);
    } else if constexpr (Shape <= 5) {
        return d.row(8 * (Shape - 2), 0xFF);
    } else {
        // The diagonal from the first rank's square on file Shape - 6 towards the h file (the
        // shift would wrap its upper squares round to the a file: they are cut off).
        constexpr Bitboard MainDiagonal = 0x8040201008040201ULL;
        constexpr int File = Shape - 6;
        constexpr Bitboard Wrapped = FileA * ((Bitboard { 1 } << File) - 1);
        return d.diagonal((MainDiagonal << File) & ~Wrapped, File);
    }
}

/// Every instance's index, unrolled at compile time: each reads its own shape from its own
/// symmetric board with no branch.
template <std::size_t... I>
void readInstances(
    FeatureIndices &indices, const std::array<Discs, 8> &boards, std::index_sequence<I...>)
{
    ((indices[I] = Layout.shapeOffset[Instances[I].shape]
             + shapeIndex<Instances[I].shape>(boards[Instances[I].symmetry])),
        ...);
}

} // namespace

const FeatureLayout &featureLayout()
{
    return Layout;
}

const std::array<PatternInstance, PatternInstanceCount> &patternInstances()
{
    return Instances;
}

FeatureIndices featureIndices(Bitboard player, Bitboard opponent)
{
    const std::array<Discs, 8> boards = symmetricBoards(player, opponent);
    FeatureIndices indices {};
    readInstances(indices, boards, std::make_index_sequence<PatternInstanceCount>());
    const int playerMoves = std::min(popCount(legalMoves(player, opponent)), MobilityCap);
    const int opponentMoves = std::min(popCount(legalMoves(opponent, player)), MobilityCap);
    indices[PatternInstanceCount] = Layout.playerMobilityOffset + playerMoves;
    indices[PatternInstanceCount + 1] = Layout.opponentMobilityOffset + opponentMoves;
    indices[PatternInstanceCount + 2] = Layout.parityOffset + (popCount(~(player | opponent)) & 1);
    return indices;
}

} // namespace reversi
