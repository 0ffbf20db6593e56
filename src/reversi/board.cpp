#include "reversi/board.h"

#include "reversi/zobrist.h"

namespace reversi {

Board Board::start()
{
    const Bitboard black = squareBit(35) | squareBit(28); // d5, e4
    const Bitboard white = squareBit(27) | squareBit(36); // d4, e5
    return *fromDiscs(black, white, Color::Black);
}

std::optional<Board> Board::fromDiscs(Bitboard black, Bitboard white, Color toMove)
{
    if (black & white) {
        return std::nullopt;
    }
    Board board;
    board.m_side = toMove;
    board.m_player = toMove == Color::Black ? black : white;
    board.m_opponent = toMove == Color::Black ? white : black;
    board.recomputeKey();
    return board;
}

std::optional<Board> Board::fromText(std::string_view text)
{
    Bitboard black = 0;
    Bitboard white = 0;
    int square = 0;
    std::optional<Color> side;
    for (const char c : text) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            continue;
        }
        if (side) {
            return std::nullopt; // anything after the side
        }
        const bool isBlack = c == 'X' || c == 'x' || c == '*' || c == 'B' || c == 'b';
        const bool isWhite = c == 'O' || c == 'o' || c == 'W' || c == 'w';
        if (square == SquareCount) {
            if (!isBlack && !isWhite) {
                return std::nullopt;
            }
            side = isBlack ? Color::Black : Color::White;
            continue;
        }
        if (isBlack && c != 'B' && c != 'b') {
            black |= squareBit(square);
        } else if (isWhite && c != 'W' && c != 'w') {
            white |= squareBit(square);
        } else if (c != '-' && c != '.') {
            return std::nullopt;
        }
        ++square;
    }
    if (!side) {
        return std::nullopt;
    }
    return fromDiscs(black, white, *side);
}

bool Board::isLegal(Move move) const
{
    if (move == PassMove) {
        return mustPass();
    }
    return move >= 0 && move < SquareCount && (legalMoves() & squareBit(move));
}

bool Board::mustPass() const
{
    return legalMoves() == 0 && reversi::legalMoves(m_opponent, m_player) != 0;
}

bool Board::isGameOver() const
{
    return legalMoves() == 0 && reversi::legalMoves(m_opponent, m_player) == 0;
}

int Board::finalScore() const
{
    const int difference = discDifference();
    const int empties = emptyCount();
    if (difference > 0) {
        return difference + empties;
    }
    if (difference < 0) {
        return difference - empties;
    }
    return 0;
}

void Board::makeMove(Move move, Undo &undo)
{
    undo.move = move;
    undo.flipped = 0;
    if (move != PassMove) {
        undo.flipped = flips(move, m_player, m_opponent);
        m_player |= squareBit(move) | undo.flipped;
        m_opponent ^= undo.flipped;
    }
    m_key ^= keyChange(undo);
    std::swap(m_player, m_opponent);
    m_side = opposite(m_side);
}

void Board::undoMove(const Undo &undo)
{
    std::swap(m_player, m_opponent);
    m_side = opposite(m_side);
    if (undo.move != PassMove) {
        m_player &= ~(squareBit(undo.move) | undo.flipped);
        m_opponent |= undo.flipped;
    }
    m_key ^= keyChange(undo);
}

std::string Board::toText() const
{
    std::string text;
    const Bitboard black = discs(Color::Black);
    const Bitboard white = discs(Color::White);
    for (int square = 0; square < SquareCount; ++square) {
        const Bitboard bit = squareBit(square);
        text += (black & bit) ? 'X' : (white & bit) ? 'O' : '-';
    }
    text += m_side == Color::Black ? " X" : " O";
    return text;
}

std::uint64_t Board::keyChange(const Undo &undo) const
{
    // Called while m_side is the mover: flipped discs change colour, the placed one appears.
    std::uint64_t change = zobrist::WhiteToMove;
    if (undo.move != PassMove) {
        const Bitboard placed = squareBit(undo.move);
        change ^= zobrist::blackKey(undo.flipped) ^ zobrist::whiteKey(undo.flipped);
        change ^= m_side == Color::Black ? zobrist::blackKey(placed) : zobrist::whiteKey(placed);
    }
    return change;
}

void Board::recomputeKey()
{
    const Bitboard black = discs(Color::Black);
    const Bitboard white = discs(Color::White);
    m_key = zobrist::blackKey(black) ^ zobrist::whiteKey(white)
        ^ (m_side == Color::White ? zobrist::WhiteToMove : 0);
}

} // namespace reversi
