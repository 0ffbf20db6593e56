#pragma once

// The position: stones on the 90 points, per-side occupancy, the side to move, the history of
// every ply played since the start position (keys, moves, captures, checks) and the Zobrist key
// kept up to date move by move.

#include "core/movelist.h"
#include "core/result.h"
#include "core/squareset.h"
#include "core/types.h"
#include "core/zobrist.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace xq {

/// The board field of a FEN (rank 9 first) for stones on the 90 points.
std::string fenPlacement(const std::array<Stone, SquareCount> &stones);

/// What one ply left behind: enough to take it back and to judge repetitions.
struct PlyRecord {
    Key key = 0; ///< key of the position after this ply
    Move move; ///< none for the start position
    Stone captured; ///< the stone this ply took, if any
    std::int16_t pliesSinceCapture = 0;
    bool inCheck = false; ///< the side to move after this ply is in check
};

class Board {
public:
    static constexpr std::string_view StartFen
        = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    static Board startPosition();
    /// Reads a FEN; refuses a malformed or impossible one with the reason.
    static Result<Board> fromFen(std::string_view fen);
    /// Reads a FEN that may be a diagram no game reaches: the side that just moved may stand in
    /// check (both generals attacked, as mate problems are drawn). Only for looking at and
    /// editing; such a board is not a game to play on.
    static Result<Board> diagramFromFen(std::string_view fen);
    /// True when it is not the side in check to move: a diagram, not a game position.
    bool waitingSideInCheck() const;
    std::string fen() const;

    Stone stoneAt(Square s) const { return m_squares[s]; }
    Side sideToMove() const { return m_sideToMove; }
    SquareSet stonesOf(Side side) const { return m_occupancy[index(side)]; }
    Square generalSquare(Side side) const { return m_general[index(side)]; }
    Key key() const { return m_history.back().key; }
    /// The key the position will have after `m`, without playing it.
    Key keyAfter(Move m) const;
    int pliesSinceCapture() const { return m_history.back().pliesSinceCapture; }
    int moveNumber() const;
    /// Plies played since the position this board was set up from.
    int gamePly() const { return static_cast<int>(m_history.size()) - 1; }
    const std::vector<PlyRecord> &history() const { return m_history; }
    Move lastMove() const { return m_history.back().move; }

    bool inCheck() const { return m_history.back().inCheck; }
    /// The stones giving check to the side to move.
    SquareSet checkers() const;
    /// The stones of `by` that could capture on `target` (pins ignored), the flying general
    /// included when `target` holds the other general.
    SquareSet attackersOf(Square target, Side by) const;

    // Move generation (movegen.cpp).
    void generatePseudoLegal(MoveList &moves) const;
    /// The pseudo-legal captures, or the pseudo-legal moves to empty points, appended: the
    /// search hands out captures before it generates the rest.
    void generatePseudoLegalCaptures(MoveList &moves) const;
    void generatePseudoLegalQuiets(MoveList &moves) const;
    void generateLegal(MoveList &moves) const;
    /// Legal captures only, for the search's quiescence.
    void generateLegalCaptures(MoveList &moves) const;
    /// Follows the stone's movement rule on this board (own general's safety not checked).
    bool isPseudoLegal(Move m) const;
    /// For a pseudo-legal move: does it keep the mover's general safe?
    bool isLegal(Move m) const;
    /// For a legal move: will the other side be in check after it? (Asked without playing it.)
    bool givesCheck(Move m) const;
    /// The game window's question: may the side to move play from -> to? (canMove)
    bool canMove(Square from, Square to) const;
    bool hasLegalMove() const;

    /// Plays a move (the original design's fakeMove); unmakeMove (unfakeMove) takes it back
    /// exactly, key and counters included. The move must be legal.
    void makeMove(Move m);
    void unmakeMove();
    void makeNullMove();
    void unmakeNullMove();

private:
    Board();
    void put(Stone stone, Square s);
    bool generalAttackedAfter(Move m) const;
    static Result<Board> parseFen(std::string_view fen);
    std::optional<std::string> validateStones() const;
    enum class MoveKinds { All, Captures, Quiets };
    template <MoveKinds Kinds> void generate(MoveList &moves) const;
    /// The moves of the stone on `from`, appended.
    template <MoveKinds Kinds> void generateFrom(Square from, MoveList &moves) const;
    /// A flag per point: faster to test than a SquareSet when asked for every move.
    using PointFlags = std::array<bool, SquareCount>;
    /// The points a move must leave or reach to be able to expose the side to move's general
    /// when it is not in check (its own point included).
    PointFlags exposingSquares() const;
    /// In check: the points a move must leave or reach to answer it (the general's own
    /// included).
    PointFlags checkAnsweringSquares() const;
    /// For a pseudo-legal move, given the flags of exposingSquares (not in check) or
    /// checkAnsweringSquares (in check): does it keep the mover's general safe?
    bool isLegalAmong(Move m, bool checked, const PointFlags &touched) const;
    void keepLegal(MoveList &moves) const;

    std::array<Stone, SquareCount> m_squares {};
    std::array<SquareSet, 2> m_occupancy {};
    std::array<Square, 2> m_general { NoSquare, NoSquare };
    Side m_sideToMove = Side::Red;
    int m_startMoveNumber = 1;
    Side m_startSide = Side::Red;
    std::vector<PlyRecord> m_history;
};

} // namespace xq
