#include "core/board.h"

#include "core/attacks.h"

#include <cassert>

namespace xq {

namespace {

constexpr std::size_t ExpectedGameLength = 512;

} // namespace

Board::Board()
{
    m_history.reserve(ExpectedGameLength);
    m_history.emplace_back();
}

Board Board::startPosition()
{
    return *fromFen(StartFen);
}

void Board::put(Stone stone, Square s)
{
    m_squares[s] = stone;
    m_occupancy[index(stone.side())].insert(s);
    m_history.back().key ^= stoneKey(stone, s);
    if (stone.kind() == Kind::General) {
        m_general[index(stone.side())] = s;
    }
}

int Board::moveNumber() const
{
    const int pliesFromRedMove = gamePly() + (m_startSide == Side::Black ? 1 : 0);
    return m_startMoveNumber + pliesFromRedMove / 2;
}

SquareSet Board::attackersOf(Square target, Side by) const
{
    SquareSet found;
    const auto onBoard = [this](Square s) { return m_squares[s]; };
    const auto collect = [&found](Square s) {
        found.insert(s);
        return false;
    };
    if (m_squares[target].is(opposite(by), Kind::General)) {
        detail::visitAttackers<true>(target, by, onBoard, collect);
    } else {
        detail::visitAttackers<false>(target, by, onBoard, collect);
    }
    return found;
}

SquareSet Board::checkers() const
{
    return attackersOf(generalSquare(m_sideToMove), opposite(m_sideToMove));
}

namespace {

/// What stands on each point once `m` is played on `squares`, without playing it.
auto stonesAfter(const std::array<Stone, SquareCount> &squares, Move m)
{
    return [&squares, from = m.from(), to = m.to(), moving = squares[m.from()]](Square s) {
        return s == to ? moving : s == from ? Stone() : squares[s];
    };
}

} // namespace

bool Board::generalAttackedAfter(Move m) const
{
    const Side us = m_sideToMove;
    const Square general = m.from() == m_general[index(us)] ? m.to() : m_general[index(us)];
    return detail::visitAttackers<true>(
        general, opposite(us), stonesAfter(m_squares, m), [](Square) { return true; });
}

bool Board::givesCheck(Move m) const
{
    const Side us = m_sideToMove;
    return detail::visitAttackers<true>(
        m_general[index(opposite(us))], us, stonesAfter(m_squares, m), [](Square) { return true; });
}

Key Board::keyAfter(Move m) const
{
    const Stone moving = m_squares[m.from()];
    const Stone captured = m_squares[m.to()];
    const Key key
        = this->key() ^ stoneKey(moving, m.from()) ^ stoneKey(moving, m.to()) ^ zobrist.blackToMove;
    return captured ? key ^ stoneKey(captured, m.to()) : key;
}

void Board::makeMove(Move m)
{
    const Square from = m.from();
    const Square to = m.to();
    const Stone moving = m_squares[from];
    const Stone captured = m_squares[to];
    const Side us = m_sideToMove;
    const Side them = opposite(us);
    assert(moving.belongsTo(us));

    PlyRecord next;
    next.move = m;
    next.captured = captured;
    next.key = keyAfter(m);
    next.pliesSinceCapture = captured ? 0 : static_cast<std::int16_t>(pliesSinceCapture() + 1);
    if (captured) {
        m_occupancy[index(them)].erase(to);
    }
    m_squares[to] = moving;
    m_squares[from] = Stone();
    m_occupancy[index(us)].erase(from);
    m_occupancy[index(us)].insert(to);
    if (moving.kind() == Kind::General) {
        m_general[index(us)] = to;
    }
    m_sideToMove = them;

    const auto onBoard = [this](Square s) { return m_squares[s]; };
    next.inCheck = detail::visitAttackers<true>(
        m_general[index(them)], us, onBoard, [](Square) { return true; });
    m_history.push_back(next);
}

void Board::unmakeMove()
{
    const PlyRecord last = m_history.back();
    m_history.pop_back();
    const Square from = last.move.from();
    const Square to = last.move.to();
    const Side them = m_sideToMove;
    const Side us = opposite(them);
    const Stone moving = m_squares[to];

    m_squares[from] = moving;
    m_squares[to] = last.captured;
    m_occupancy[index(us)].erase(to);
    m_occupancy[index(us)].insert(from);
    if (last.captured) {
        m_occupancy[index(them)].insert(to);
    }
    if (moving.kind() == Kind::General) {
        m_general[index(us)] = from;
    }
    m_sideToMove = us;
}

void Board::makeNullMove()
{
    assert(!inCheck());
    PlyRecord next;
    next.move = Move::null();
    next.key = key() ^ zobrist.blackToMove;
    next.pliesSinceCapture = static_cast<std::int16_t>(pliesSinceCapture() + 1);
    m_sideToMove = opposite(m_sideToMove);
    m_history.push_back(next);
}

void Board::unmakeNullMove()
{
    m_history.pop_back();
    m_sideToMove = opposite(m_sideToMove);
}

} // namespace xq
