#pragma once

// The training data of the neural evaluation: one fixed-size record per position (docs/engine.md,
// "NNUE training data"), written by `xiangqi-tune gennnue` and read by scripts/nnue-train.py.

#include "core/board.h"

#include <array>
#include <cstdint>
#include <iosfwd>
#include <optional>

namespace xq::tune {

/// The game's result from Red's point of view, as stored in a record.
enum class GameResult : std::uint8_t { BlackWins = 0, Draw = 1, RedWins = 2 };

/// One position: the stones as 90 four-bit codes (0 empty, else Stone::tableIndex() + 1), the
/// side to move, the game's result and the searched score (centipawns, side to move).
struct NnueRecord {
    static constexpr int Bytes = 48;
    static constexpr std::array<char, 8> FileMagic = { 'X', 'Q', 'N', 'N', 'D', 'A', 'T', '1' };

    std::array<std::uint8_t, Bytes> bytes {};

    static NnueRecord make(const Board &board, int scoreCp, GameResult result);
    Stone stoneAt(Square s) const;
    Side sideToMove() const { return (bytes[45] & 1) ? Side::Black : Side::Red; }
    GameResult result() const { return static_cast<GameResult>((bytes[45] >> 1) & 3); }
    int score() const;
    void setResult(GameResult result);
};

/// Writes the file header (the magic) once at the start of a data file.
void writeNnueHeader(std::ostream &out);
void writeNnueRecord(std::ostream &out, const NnueRecord &record);
/// Reads the next record; none at the end of the stream or on a short record.
std::optional<NnueRecord> readNnueRecord(std::istream &in);

} // namespace xq::tune
