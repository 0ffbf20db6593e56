// Move generation for Board: pseudo-legal lists per stone kind, the legality filter, and the
// per-kind movement check behind canMove.

#include "core/board.h"

#include "core/geometry.h"

#include <cstdlib>

namespace xq {

namespace {

bool sharesLine(Square a, Square b)
{
    return fileOf(a) == fileOf(b) || rankOf(a) == rankOf(b);
}

bool diagonalNeighbours(Square a, Square b)
{
    return std::abs(fileOf(a) - fileOf(b)) == 1 && std::abs(rankOf(a) - rankOf(b)) == 1;
}

} // namespace

template <Board::MoveKinds Kinds> void Board::generate(MoveList &moves) const
{
    constexpr bool Captures = Kinds != MoveKinds::Quiets;
    constexpr bool Quiets = Kinds != MoveKinds::Captures;
    const Side us = m_sideToMove;
    const Side them = opposite(us);
    const auto addStep = [&](Square from, Square to) {
        const Stone target = m_squares[to];
        if (target.isEmpty() ? Quiets : Captures && target.belongsTo(them)) {
            moves.push(Move(from, to));
        }
    };
    for (Square from : m_occupancy[index(us)]) {
        switch (m_squares[from].kind()) {
        case Kind::General:
            for (Square to : geometry.generalSteps[from]) {
                addStep(from, to);
            }
            break;
        case Kind::Advisor:
            for (Square to : geometry.advisorSteps[from]) {
                addStep(from, to);
            }
            break;
        case Kind::Elephant:
            for (const BlockableStep &step : geometry.elephantSteps[from]) {
                if (m_squares[step.block].isEmpty()) {
                    addStep(from, step.target);
                }
            }
            break;
        case Kind::Horse:
            for (const BlockableStep &step : geometry.horseSteps[from]) {
                if (m_squares[step.block].isEmpty()) {
                    addStep(from, step.target);
                }
            }
            break;
        case Kind::Chariot:
            for (const auto &ray : geometry.rays[from]) {
                for (Square to : ray) {
                    if (m_squares[to].isEmpty()) {
                        if (Quiets) {
                            moves.push(Move(from, to));
                        }
                        continue;
                    }
                    if (Captures && m_squares[to].belongsTo(them)) {
                        moves.push(Move(from, to));
                    }
                    break;
                }
            }
            break;
        case Kind::Cannon:
            for (const auto &ray : geometry.rays[from]) {
                bool screened = false;
                for (Square to : ray) {
                    const Stone target = m_squares[to];
                    if (!screened) {
                        if (target.isEmpty()) {
                            if (Quiets) {
                                moves.push(Move(from, to));
                            }
                        } else {
                            screened = true;
                        }
                    } else if (!target.isEmpty()) {
                        if (Captures && target.belongsTo(them)) {
                            moves.push(Move(from, to));
                        }
                        break;
                    }
                }
            }
            break;
        case Kind::Soldier:
            for (Square to : geometry.soldierSteps[from][index(us)]) {
                addStep(from, to);
            }
            break;
        }
    }
}

void Board::generatePseudoLegal(MoveList &moves) const
{
    generate<MoveKinds::All>(moves);
}

void Board::generatePseudoLegalCaptures(MoveList &moves) const
{
    generate<MoveKinds::Captures>(moves);
}

void Board::generatePseudoLegalQuiets(MoveList &moves) const
{
    generate<MoveKinds::Quiets>(moves);
}

bool Board::isLegal(Move m) const
{
    const Square general = m_general[index(m_sideToMove)];
    // When not in check, a move can only expose the general by emptying or filling a point on
    // its file or rank (chariot, cannon and flying-general lines) or by emptying a horse leg
    // next to it; every other move is legal without looking further.
    const bool mayExpose = inCheck() || m.from() == general || sharesLine(m.from(), general)
        || sharesLine(m.to(), general) || diagonalNeighbours(m.from(), general);
    return !mayExpose || !generalAttackedAfter(m);
}

void Board::keepLegal(MoveList &moves) const
{
    std::size_t kept = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (isLegal(moves[i])) {
            moves[kept++] = moves[i];
        }
    }
    moves.truncate(kept);
}

void Board::generateLegal(MoveList &moves) const
{
    moves.clear();
    generate<MoveKinds::All>(moves);
    keepLegal(moves);
}

void Board::generateLegalCaptures(MoveList &moves) const
{
    moves.clear();
    generate<MoveKinds::Captures>(moves);
    keepLegal(moves);
}

bool Board::hasLegalMove() const
{
    MoveList moves;
    generateLegal(moves);
    return !moves.empty();
}

bool Board::isPseudoLegal(Move m) const
{
    if (m.isNone() || m.isNull()) {
        return false;
    }
    const Square from = m.from();
    const Square to = m.to();
    if (from >= SquareCount || to >= SquareCount || from == to) {
        return false;
    }
    const Stone stone = m_squares[from];
    const Side us = m_sideToMove;
    if (!stone.belongsTo(us) || m_squares[to].belongsTo(us)) {
        return false;
    }
    const auto contains = [](const auto &list, Square s) {
        for (Square x : list) {
            if (x == s) {
                return true;
            }
        }
        return false;
    };
    const auto reachesUnblocked = [&](const auto &steps) {
        for (const BlockableStep &step : steps) {
            if (step.target == to) {
                return m_squares[step.block].isEmpty();
            }
        }
        return false;
    };
    switch (stone.kind()) {
    case Kind::General: return contains(geometry.generalSteps[from], to);
    case Kind::Advisor: return contains(geometry.advisorSteps[from], to);
    case Kind::Elephant: return reachesUnblocked(geometry.elephantSteps[from]);
    case Kind::Horse: return reachesUnblocked(geometry.horseSteps[from]);
    case Kind::Soldier: return contains(geometry.soldierSteps[from][index(us)], to);
    case Kind::Chariot:
    case Kind::Cannon: break;
    }
    if (!sharesLine(from, to)) {
        return false;
    }
    const int fileStep = (fileOf(to) > fileOf(from)) - (fileOf(to) < fileOf(from));
    const int rankStep = (rankOf(to) > rankOf(from)) - (rankOf(to) < rankOf(from));
    const int step = fileStep + rankStep * FileCount;
    int between = 0;
    for (int s = from + step; s != to; s += step) {
        between += m_squares[s] ? 1 : 0;
    }
    if (stone.kind() == Kind::Chariot) {
        return between == 0;
    }
    return m_squares[to] ? between == 1 : between == 0;
}

bool Board::canMove(Square from, Square to) const
{
    const Move m(from, to);
    return isPseudoLegal(m) && isLegal(m);
}

} // namespace xq
