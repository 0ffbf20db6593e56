#include "puzzles/gomokuplainsearch.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <limits>
#include <unordered_map>

namespace puzzles {

namespace {

using gomoku::Board;
using gomoku::Pattern;
using gomoku::Position;
using gomoku::Stone;

std::vector<int> fivePoints(const Position &position, Stone stone)
{
    return position.pointsWith(stone, Pattern::Five);
}

/// The defender's replies, the answers to the attacker's threats first (its four points, then
/// the defender's own fours), then every other empty point.
std::vector<int> replies(const Position &position)
{
    const Stone defender = position.sideToMove();
    std::vector<int> all = position.pointsWith(opponent(defender), Pattern::Block4);
    const std::vector<int> fours = position.pointsWith(defender, Pattern::Block4);
    all.insert(all.end(), fours.begin(), fours.end());
    for (const int index : position.points()) {
        if (position.board().at(Board::pointOf(index)) == Stone::Empty) {
            all.push_back(index);
        }
    }
    return all;
}

/// The attacker's moves worth trying with `moves` left: the block a four of the defender's asks,
/// else its threes and fours; nothing when two fours of the defender's cannot both be blocked.
std::vector<int> attacks(const Position &position)
{
    const Stone attacker = position.sideToMove();
    const std::vector<int> blocks = fivePoints(position, opponent(attacker));
    if (blocks.size() > 1) {
        return {};
    }
    return blocks.empty() ? position.pointsWith(attacker, Pattern::Flex3) : blocks;
}

/// The search with its memory: for each position met (its stones' key; the side to move follows
/// from their number), the fewest moves it was found to win within and the most it was found
/// not to. Gomoku lines reach one position in many orders, and a move off the point of a threat
/// meets the same answer below it again and again: remembered, each is searched once.
class PlainSearch {
public:
    explicit PlainSearch(Position &position) : m_position(position) { }

    bool winsWithin(int moves)
    {
        if (moves <= 2) {
            return moves == 2
                ? plainWinsWithinTwo(m_position)
                : moves == 1 && !fivePoints(m_position, m_position.sideToMove()).empty();
        }
        // A five or an open four now wins whatever is left: no need to look further.
        if (plainWinsWithinTwo(m_position)) {
            return true;
        }
        Bounds &known = m_known[m_position.board().key()];
        if (known.fewestWinning <= moves) {
            return true;
        }
        if (known.mostNotWinning >= moves) {
            return false;
        }
        bool won = false;
        for (const int move : attacks(m_position)) {
            if (!refutation(move, moves - 1)) {
                won = true;
                break;
            }
        }
        // (An unordered_map's elements stay where they are as it grows.)
        if (won) {
            known.fewestWinning = moves;
        } else {
            known.mostNotWinning = moves;
        }
        return won;
    }

    std::optional<int> refutation(int move, int movesAfter)
    {
        const Stone attacker = m_position.sideToMove();
        const bool five = m_position.bestPattern(attacker, move) >= Pattern::Five;
        m_position.play(move);
        std::optional<int> found;
        if (const std::vector<int> fives = fivePoints(m_position, opponent(attacker));
            !fives.empty()) {
            found = fives.front(); // the defender makes five
        } else if (!five) {
            for (const int reply : replies(m_position)) {
                m_position.play(reply);
                const bool lost = winsWithin(movesAfter);
                m_position.undo();
                if (!lost) {
                    found = reply;
                    break;
                }
            }
        }
        m_position.undo();
        return found;
    }

    std::optional<std::vector<int>> winAfter(int move, int moves)
    {
        const Stone attacker = m_position.sideToMove();
        if (moves < 1 || refutation(move, moves - 1)) {
            return std::nullopt;
        }
        std::vector<int> line { move };
        if (m_position.bestPattern(attacker, move) >= Pattern::Five) {
            return line;
        }
        m_position.play(move);
        const int reply = longestResistance(moves - 1);
        m_position.play(reply);
        line.push_back(reply);
        std::optional<std::vector<int>> rest;
        if (const std::vector<int> fives = fivePoints(m_position, attacker); !fives.empty()) {
            rest = std::vector<int> { fives.front() };
        } else {
            const std::vector<int> next = moves - 1 <= 2
                ? m_position.pointsWith(attacker, Pattern::Block4)
                : attacks(m_position);
            for (const int each : next) {
                if ((rest = winAfter(each, moves - 1))) {
                    break;
                }
            }
        }
        m_position.undo();
        m_position.undo();
        if (!rest) {
            return std::nullopt; // cannot happen: the refutation search found none
        }
        line.insert(line.end(), rest->begin(), rest->end());
        return line;
    }

private:
    /// The defender's reply (to move, every reply losing within `movesLeft` of the attacker's)
    /// after which no quicker win is left, the answers to threats first.
    int longestResistance(int movesLeft)
    {
        const std::vector<int> all = replies(m_position);
        for (const int each : all) {
            m_position.play(each);
            const bool quicker = winsWithin(movesLeft - 1);
            m_position.undo();
            if (!quicker) {
                return each;
            }
        }
        return all.front();
    }

    struct Bounds {
        int fewestWinning = std::numeric_limits<int>::max();
        int mostNotWinning = 0;
    };
    Position &m_position;
    std::unordered_map<std::uint64_t, Bounds> m_known;
};

} // namespace

bool plainWinsWithinTwo(Position &position)
{
    const Stone attacker = position.sideToMove();
    if (!fivePoints(position, attacker).empty()) {
        return true;
    }
    // Two points of five and none for the other side: one block cannot stop both. Such a stone
    // makes a four at least.
    for (const int move : position.pointsWith(attacker, Pattern::Block4)) {
        position.play(move);
        const bool won = fivePoints(position, attacker).size() >= 2
            && fivePoints(position, opponent(attacker)).empty();
        position.undo();
        if (won) {
            return true;
        }
    }
    return false;
}

bool plainWinsWithin(Position &position, int moves)
{
    return PlainSearch(position).winsWithin(moves);
}

std::optional<int> plainRefutation(Position &position, int move, int movesAfter)
{
    return PlainSearch(position).refutation(move, movesAfter);
}

std::vector<int> plainWinningMoves(Position &position, int moves)
{
    std::vector<int> empty;
    std::ranges::copy_if(position.points(), std::back_inserter(empty), [&position](int index) {
        return position.board().at(Board::pointOf(index)) == Stone::Empty;
    });
    return plainWinningMoves(position, moves, empty);
}

std::vector<int> plainWinningMoves(
    Position &position, int moves, const std::vector<int> &candidates)
{
    PlainSearch search(position);
    std::vector<int> winning;
    std::ranges::copy_if(candidates, std::back_inserter(winning),
        [&search, moves](int move) { return !search.refutation(move, moves - 1); });
    return winning;
}

std::optional<std::vector<int>> plainWinAfter(Position &position, int move, int moves)
{
    return PlainSearch(position).winAfter(move, moves);
}

} // namespace puzzles
