#include "puzzles/tacticthemes.h"

#include "core/attacks.h"
#include "engine/evaluation.h"
#include "engine/see.h"
#include "puzzles/mateprover.h"
#include "puzzles/themes.h"

#include <algorithm>
#include <functional>
#include <string_view>

namespace puzzles {

namespace {

using xq::Kind;
using xq::Move;
using xq::Side;
using xq::Square;

/// A tactic's line played out: the position before each move and after the last. The solver's
/// moves are the even ones, the defence's replies the odd ones.
class PlayedLine {
public:
    PlayedLine(const xq::Board &start, const std::vector<Move> &moves) : m_moves(moves)
    {
        m_positions.push_back(start);
        for (const Move m : moves) {
            xq::Board next = m_positions.back();
            next.makeMove(m);
            m_positions.push_back(std::move(next));
        }
    }

    int size() const { return static_cast<int>(m_moves.size()); }
    Move move(int i) const { return m_moves[i]; }
    const xq::Board &before(int i) const { return m_positions[i]; }
    const xq::Board &after(int i) const { return m_positions[i + 1]; }
    Side solver() const { return m_positions.front().sideToMove(); }
    Side defender() const { return xq::opposite(solver()); }
    /// The stone move `i` takes (empty when it takes none).
    xq::Stone captured(int i) const { return before(i).stoneAt(move(i).to()); }

    /// No move from `first` up to `last` (not included) left or reached `s`: its stone stood.
    bool untouched(Square s, int first, int last) const
    {
        for (int i = first; i < last; ++i) {
            if (move(i).from() == s || move(i).to() == s) {
                return false;
            }
        }
        return true;
    }

    /// A later move of the solver's (after move `k`) takes the stone standing on `s` after `k`.
    bool takenLater(Square s, int k) const
    {
        for (int j = k + 2; j < size(); j += 2) {
            if (move(j).to() == s && captured(j) && untouched(s, k + 1, j)) {
                return true;
            }
        }
        return false;
    }

private:
    std::vector<Move> m_moves;
    std::vector<xq::Board> m_positions;
};

/// The other side's stones that the stone on `from` attacks and would win: the general (a
/// check), or a stone undefended or worth more than the attacker.
std::vector<Square> threatsOf(const xq::Board &board, Square from)
{
    const xq::Stone attacker = board.stoneAt(from);
    const Side side = attacker.side();
    std::vector<Square> targets;
    for (const Square target : board.stonesOf(xq::opposite(side))) {
        if (!board.attackersOf(target, side).contains(from)) {
            continue;
        }
        const Kind kind = board.stoneAt(target).kind();
        if (kind == Kind::General || board.attackersOf(target, xq::opposite(side)).isEmpty()
            || xq::stoneValue(kind) > xq::stoneValue(attacker.kind())) {
            targets.push_back(target);
        }
    }
    return targets;
}

bool contains(const std::vector<Square> &squares, Square s)
{
    return std::find(squares.begin(), squares.end(), s) != squares.end();
}

/// Would the general of the stone on `s` stand in check without it? (The side to move's
/// general is not in check now.) A chariot or a cannon behind it on the general's line, a
/// horse whose leg it blocks, or the other general across the file.
bool pinnedToGeneral(const xq::Board &board, Square s)
{
    const Side side = board.stoneAt(s).side();
    const auto without
        = [&board, s](Square at) { return at == s ? xq::Stone() : board.stoneAt(at); };
    return xq::detail::visitAttackers<true>(
        board.generalSquare(side), xq::opposite(side), without, [](Square) { return true; });
}

// The stone moved attacks two stones at once and takes one of them with its next move.
bool isFork(const PlayedLine &line)
{
    for (int k = 0; k + 2 < line.size(); k += 2) {
        const Square forker = line.move(k).to();
        const std::vector<Square> targets = threatsOf(line.after(k), forker);
        const Move next = line.move(k + 2);
        if (targets.size() >= 2 && next.from() == forker && contains(targets, next.to())
            && line.captured(k + 2) && line.untouched(next.to(), k + 1, k + 2)) {
            return true;
        }
    }
    return false;
}

bool isDiscoveredCheck(const PlayedLine &line)
{
    for (int k = 0; k < line.size(); k += 2) {
        for (const Square checker : line.after(k).checkers()) {
            if (checker != line.move(k).to()) {
                return true;
            }
        }
    }
    return false;
}

// The move lets another stone of the solver's attack a stone (a line opened, a horse's leg
// freed, a cannon given a screen), and the line takes that stone later.
bool isDiscoveredAttack(const PlayedLine &line)
{
    for (int k = 0; k + 2 < line.size(); k += 2) {
        const xq::Board &after = line.after(k);
        for (const Square target : after.stonesOf(line.defender())) {
            if (target == after.generalSquare(line.defender()) || !line.takenLater(target, k)) {
                continue;
            }
            const xq::SquareSet before = line.before(k).attackersOf(target, line.solver());
            for (const Square attacker : after.attackersOf(target, line.solver())) {
                if (attacker != line.move(k).to() && !before.contains(attacker)
                    && contains(threatsOf(after, attacker), target)) {
                    return true;
                }
            }
        }
    }
    return false;
}

// After one move of the solver's, two of its stones threaten two stones (or the general) that
// they did not threaten before, and the line takes one of them.
bool isDoubleThreat(const PlayedLine &line)
{
    for (int k = 0; k + 2 < line.size(); k += 2) {
        const xq::Board &after = line.after(k);
        int attackers = 0;
        std::vector<Square> targets;
        bool taken = false;
        for (const Square attacker : after.stonesOf(line.solver())) {
            const std::vector<Square> before = attacker == line.move(k).to()
                ? std::vector<Square>()
                : threatsOf(line.before(k), attacker);
            bool threatens = false;
            for (const Square target : threatsOf(after, attacker)) {
                if (!contains(before, target)) {
                    threatens = true;
                    taken = taken || line.takenLater(target, k);
                    if (!contains(targets, target)) {
                        targets.push_back(target);
                    }
                }
            }
            attackers += threatens;
        }
        if (attackers >= 2 && targets.size() >= 2 && taken) {
            return true;
        }
    }
    return false;
}

// The line takes a stone that could not step away, pinned to its general when the defence was
// to move, or one whose defender cannot take back, pinned itself.
bool isPin(const PlayedLine &line)
{
    for (int j = 0; j < line.size(); j += 2) {
        const Square target = line.move(j).to();
        if (!line.captured(j)) {
            continue;
        }
        if (j >= 2) {
            const xq::Board &defending = line.before(j - 1);
            if (!defending.inCheck() && line.untouched(target, j - 1, j)
                && pinnedToGeneral(defending, target)) {
                return true;
            }
        }
        const xq::Board &after = line.after(j);
        if (after.inCheck()) {
            continue; // a recapture that does not answer the check is no pin
        }
        for (const Square guard : after.attackersOf(target, line.defender())) {
            if (guard != after.generalSquare(line.defender())
                && !after.isLegal(Move(guard, target))) {
                return true;
            }
        }
    }
    return false;
}

// A chariot or a cannon attacks a stone, the stone steps off its line, and the stone behind it
// on that line falls.
bool isSkewer(const PlayedLine &line)
{
    for (int k = 0; k + 2 < line.size(); k += 2) {
        const Square attacker = line.move(k).to();
        const Kind kind = line.after(k).stoneAt(attacker).kind();
        const Square front = line.move(k + 1).from();
        const Move next = line.move(k + 2);
        if ((kind == Kind::Chariot || kind == Kind::Cannon)
            && line.after(k).attackersOf(front, line.solver()).contains(attacker)
            && next.from() == attacker && line.captured(k + 2)
            && liesBetween(front, attacker, next.to())) {
            return true;
        }
    }
    return false;
}

/// The solver, were it to move on `board`, wins something by taking the stone on `s`.
bool capturable(xq::Board board, Square s, Side solver)
{
    if (board.sideToMove() != solver) {
        board.makeNullMove();
    }
    for (const Square attacker : board.attackersOf(s, solver)) {
        const Move capture(attacker, s);
        if (board.isLegal(capture) && xq::staticExchange(board, capture) > 0) {
            return true;
        }
    }
    return false;
}

// The line takes a stone worth a horse or more that had nowhere to go: when the defence was to
// move it stood attacked, and each of its moves went to a point where it fell as well.
bool isTrappedStone(const PlayedLine &line)
{
    for (int j = 2; j < line.size(); j += 2) {
        const xq::Stone stone = line.captured(j);
        if (!stone || xq::stoneValue(stone.kind()) < xq::stoneValue(Kind::Horse)) {
            continue;
        }
        const Move reply = line.move(j - 1);
        const bool fled = reply.to() == line.move(j).to();
        if (!fled && reply.from() == line.move(j).to()) {
            continue;
        }
        const Square home = fled ? reply.from() : line.move(j).to();
        const xq::Board &defending = line.before(j - 1);
        if (defending.inCheck() || !capturable(defending, home, line.solver())) {
            continue;
        }
        xq::MoveList moves;
        defending.generateLegal(moves);
        int ways = 0;
        int lost = 0;
        for (const Move m : moves) {
            if (m.from() == home) {
                xq::Board next = defending;
                next.makeMove(m);
                ++ways;
                lost += capturable(next, m.to(), line.solver());
            }
        }
        if (ways > 0 && lost == ways) {
            return true; // a stone without a legal move is pinned, not trapped
        }
    }
    return false;
}

// A stone guarding the one the line takes was taken first, or driven off by the defence's reply.
bool isDefenderRemoved(const PlayedLine &line)
{
    for (int j = 2; j < line.size(); j += 2) {
        const Square target = line.move(j).to();
        if (!line.captured(j) || !line.untouched(target, 0, j)) {
            continue;
        }
        const xq::SquareSet guarding = line.before(j).attackersOf(target, line.defender());
        for (const Square guard : line.before(0).attackersOf(target, line.defender())) {
            bool removed = false;
            for (int i = 0; i < j; ++i) {
                removed
                    = removed || (i % 2 == 0 ? line.move(i).to() : line.move(i).from()) == guard;
            }
            if (removed && !guarding.contains(guard)) {
                return true;
            }
        }
    }
    return false;
}

// The solver gives more than a soldier first: after a reply of the defence's, the solver has
// less material than at the start.
bool isSacrifice(const PlayedLine &line)
{
    const int start = materialBalance(line.before(0), line.solver());
    for (int k = 1; k < line.size(); k += 2) {
        if (materialBalance(line.after(k), line.solver()) - start
            < -xq::stoneValue(Kind::Soldier)) {
            return true;
        }
    }
    return false;
}

} // namespace

int materialBalance(const xq::Board &board, Side side)
{
    int balance = 0;
    for (const Side owner : { Side::Red, Side::Black }) {
        for (const Square s : board.stonesOf(owner)) {
            const int value = xq::stoneValue(board.stoneAt(s).kind());
            balance += owner == side ? value : -value;
        }
    }
    return balance;
}

std::vector<std::string> tacticThemes(
    const xq::Board &start, const std::vector<Move> &line, int margin)
{
    std::vector<std::string> themes;
    if (line.empty()) {
        return themes;
    }
    if (xq::staticExchange(start, line.front()) >= margin) {
        themes.emplace_back(theme::HangingStone);
    }
    const PlayedLine played(start, line);
    using Recognizer = std::function<bool(const PlayedLine &)>;
    const std::pair<std::string_view, Recognizer> recognizers[] = {
        { theme::Fork, isFork },
        { theme::DiscoveredCheck, isDiscoveredCheck },
        { theme::DiscoveredAttack, isDiscoveredAttack },
        { theme::DoubleThreat, isDoubleThreat },
        { theme::Pin, isPin },
        { theme::Skewer, isSkewer },
        { theme::TrappedStone, isTrappedStone },
        { theme::RemovedDefender, isDefenderRemoved },
        { theme::Sacrifice, isSacrifice },
    };
    for (const auto &[key, recognized] : recognizers) {
        if (recognized(played)) {
            themes.emplace_back(key);
        }
    }
    return themes;
}

std::optional<std::vector<std::string>> tacticThemes(const Puzzle &puzzle, int margin)
{
    if (!playLine(puzzle.fen, puzzle.solution)) {
        return std::nullopt;
    }
    std::vector<Move> line;
    for (const std::string &iccs : puzzle.solution) {
        line.push_back(*Move::fromIccs(iccs));
    }
    return tacticThemes(*xq::Board::fromFen(puzzle.fen), line, margin);
}

} // namespace puzzles
