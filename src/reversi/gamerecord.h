#pragma once

// A game as a start position and the moves played from it, passes included, each checked
// against the rules when it is added.

#include "reversi/board.h"

#include <optional>
#include <string>
#include <vector>

namespace reversi {

class GameRecord {
public:
    explicit GameRecord(const Board &start = Board::start());

    const Board &start() const { return m_start; }
    const std::vector<Move> &moves() const { return m_moves; }
    const Board &position() const { return m_position; }
    /// The position after the first `ply` moves (clamped to the game's length).
    Board positionAt(std::size_t ply) const;

    /// Adds a legal move or a pass; false (and nothing added) when it is not legal.
    bool play(Move move);
    /// As play, but a square played while the side to move must pass first adds that pass:
    /// transcripts and some GGF writers leave passes out.
    bool playWithImpliedPass(Move move);
    /// Removes the last move; false when there is none.
    bool undo();

    std::string blackName;
    std::string whiteName;

    bool operator==(const GameRecord &other) const = default;

private:
    Board m_start;
    Board m_position;
    std::vector<Move> m_moves;
};

/// A game read from text, or why it could not be read.
struct RecordResult {
    std::optional<GameRecord> game;
    std::string error;
};

} // namespace reversi
