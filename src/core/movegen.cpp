// Move generation for Board: pseudo-legal lists per stone kind, the legality filter, and the
// per-kind movement check behind canMove.

#include "core/board.h"

#include "core/geometry.h"

#include <algorithm>
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
    for (Square from : m_occupancy[index(m_sideToMove)]) {
        generateFrom<Kinds>(from, moves);
    }
}

template <Board::MoveKinds Kinds> void Board::generateFrom(Square from, MoveList &moves) const
{
    constexpr bool Captures = Kinds != MoveKinds::Quiets;
    constexpr bool Quiets = Kinds != MoveKinds::Captures;
    const Side us = m_sideToMove;
    const Side them = opposite(us);
    const auto addStep = [&](Square to) {
        const Stone target = m_squares[to];
        if (target.isEmpty() ? Quiets : Captures && target.belongsTo(them)) {
            moves.push(Move(from, to));
        }
    };
    switch (m_squares[from].kind()) {
    case Kind::General:
        for (Square to : geometry.generalSteps[from]) {
            addStep(to);
        }
        break;
    case Kind::Advisor:
        for (Square to : geometry.advisorSteps[from]) {
            addStep(to);
        }
        break;
    case Kind::Elephant:
        for (const BlockableStep &step : geometry.elephantSteps[from]) {
            if (m_squares[step.block].isEmpty()) {
                addStep(step.target);
            }
        }
        break;
    case Kind::Horse:
        for (const BlockableStep &step : geometry.horseSteps[from]) {
            if (m_squares[step.block].isEmpty()) {
                addStep(step.target);
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
            addStep(to);
        }
        break;
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

Board::PointFlags Board::exposingSquares() const
{
    // Not in check, a move can expose the general only along a line from it or by emptying
    // the leg of an enemy horse aimed at it; soldiers are never blocked, advisors and elephants
    // never reach it. On a line, a chariot (or the general, on the file) strikes with no stone
    // between, a cannon with one; one move changes that count by one at most, so only an
    // attacker with at most one stone between (a cannon: two) is a danger, and only moves that
    // touch the line up to it.
    const Side them = opposite(m_sideToMove);
    const Square general = m_general[index(m_sideToMove)];
    PointFlags risky {};
    risky[general] = true;
    for (int d = 0; d < DirectionCount; ++d) {
        const bool onFile = d == Up || d == Down;
        const Square *const first = geometry.rays[general][d].begin();
        const Square *const last = geometry.rays[general][d].end();
        int between = 0;
        for (const Square *s = first; s != last && between <= 2; ++s) {
            const Stone stone = m_squares[*s];
            if (stone.isEmpty()) {
                continue;
            }
            const bool striker
                = stone.is(them, Kind::Chariot) || (onFile && stone.is(them, Kind::General));
            if ((striker && between <= 1) || (stone.is(them, Kind::Cannon) && between <= 2)) {
                for (const Square *t = first; t <= s; ++t) {
                    risky[*t] = true;
                }
            }
            ++between;
        }
    }
    for (const BlockableStep &h : geometry.horseAttackers[general]) {
        if (m_squares[h.target].is(them, Kind::Horse)) {
            risky[h.block] = true;
        }
    }
    return risky;
}

Board::PointFlags Board::checkAnsweringSquares() const
{
    // A check stands while its checker stands, the points between it and the general on its
    // line keep what they hold (a chariot's, a cannon's screen, the facing generals') and a
    // horse's leg stays empty: a move touching none of these points, nor moving the general,
    // leaves the general in check. With two checkers, answering one is needed already.
    PointFlags answering {};
    const Square general = m_general[index(m_sideToMove)];
    answering[general] = true;
    SquareSet checking = checkers();
    if (checking.isEmpty()) {
        answering.fill(true);
        return answering;
    }
    const Square checker = checking.popFirst();
    answering[checker] = true;
    for (const auto &ray : geometry.rays[general]) {
        if (std::find(ray.begin(), ray.end(), checker) != ray.end()) {
            for (auto s = ray.begin(); *s != checker; ++s) {
                answering[*s] = true;
            }
        }
    }
    for (const BlockableStep &h : geometry.horseAttackers[general]) {
        if (h.target == checker) {
            answering[h.block] = true;
        }
    }
    return answering;
}

bool Board::isLegalAmong(Move m, bool checked, const PointFlags &touched) const
{
    if (!touched[m.from()] && !touched[m.to()]) {
        return !checked; // out of check it exposes nothing; in check it answers nothing
    }
    return !generalAttackedAfter(m);
}

void Board::keepLegal(MoveList &moves) const
{
    // One look at the position instead of one per move: only the moves that touch a point
    // where they could expose the general, or answer a check, are played out.
    const bool checked = inCheck();
    const PointFlags touched = checked ? checkAnsweringSquares() : exposingSquares();
    std::size_t kept = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        if (isLegalAmong(m, checked, touched)) {
            moves[kept++] = m;
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
    // The mate searches ask this at every leaf: stop at the first legal move instead of
    // generating and filtering them all (in check, each is played out).
    const bool checked = inCheck();
    const PointFlags answering = checked ? checkAnsweringSquares() : PointFlags {};
    const auto legal
        = [&](Move m) { return checked ? isLegalAmong(m, true, answering) : isLegal(m); };
    MoveList moves;
    for (Square from : m_occupancy[index(m_sideToMove)]) {
        moves.clear();
        generateFrom<MoveKinds::All>(from, moves);
        if (std::any_of(moves.begin(), moves.end(), legal)) {
            return true;
        }
    }
    return false;
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
