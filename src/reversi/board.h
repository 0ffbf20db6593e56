#pragma once

// A Reversi position: the discs of the side to move and of its opponent as two bitboards, the
// side to move and the Zobrist key, with make/unmake through a caller-owned undo record.

#include "reversi/bitboard.h"

#include <optional>
#include <string>
#include <string_view>

namespace reversi {

/// What makeMove changed, so undoMove can put it back.
struct Undo {
    Move move = NoMove;
    Bitboard flipped = 0;
};

class Board {
public:
    /// The standard start: d5 and e4 black, d4 and e5 white, Black to move.
    static Board start();
    /// From the discs of each colour; nullopt when they overlap.
    static std::optional<Board> fromDiscs(Bitboard black, Bitboard white, Color toMove);
    /// From the perft file's text: 64 squares a1..h8 of X/* (black), O (white), - (empty), then
    /// optional blanks and the side to move (X/* or O); blanks inside the board are ignored.
    static std::optional<Board> fromText(std::string_view text);

    Bitboard player() const { return m_player; }
    Bitboard opponent() const { return m_opponent; }
    Color sideToMove() const { return m_side; }
    Bitboard discs(Color color) const { return color == m_side ? m_player : m_opponent; }
    Bitboard empty() const { return ~(m_player | m_opponent); }
    int emptyCount() const { return popCount(empty()); }
    std::uint64_t key() const { return m_key; }

    Bitboard legalMoves() const { return reversi::legalMoves(m_player, m_opponent); }
    bool isLegal(Move move) const;
    /// The side to move has no move but the opponent has one.
    bool mustPass() const;
    /// Neither side can move.
    bool isGameOver() const;
    /// Discs of the side to move minus the opponent's, as on the board.
    int discDifference() const { return popCount(m_player) - popCount(m_opponent); }
    /// The final score for the side to move with the empty squares going to the winner.
    int finalScore() const;

    /// Plays a legal move or a pass (PassMove); the caller checks legality.
    void makeMove(Move move, Undo &undo);
    void undoMove(const Undo &undo);

    /// 64 squares and the side, as fromText reads them: "---...--- X".
    std::string toText() const;

    bool operator==(const Board &other) const = default;

private:
    std::uint64_t keyChange(const Undo &undo) const;
    void recomputeKey();

    Bitboard m_player = 0;
    Bitboard m_opponent = 0;
    Color m_side = Color::Black;
    std::uint64_t m_key = 0;
};

} // namespace reversi
