#include "puzzles/gomokuplainsearch.h"

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
    if (moves <= 2) {
        return moves == 2 ? plainWinsWithinTwo(position)
                          : moves == 1 && !fivePoints(position, position.sideToMove()).empty();
    }
    if (!fivePoints(position, position.sideToMove()).empty()) {
        return true;
    }
    for (const int move : attacks(position)) {
        if (!plainRefutation(position, move, moves - 1)) {
            return true;
        }
    }
    return false;
}

std::optional<int> plainRefutation(Position &position, int move, int movesAfter)
{
    const Stone attacker = position.sideToMove();
    const bool five = position.bestPattern(attacker, move) >= Pattern::Five;
    position.play(move);
    std::optional<int> found;
    if (const std::vector<int> fives = fivePoints(position, opponent(attacker)); !fives.empty()) {
        found = fives.front(); // the defender makes five
    } else if (!five) {
        for (const int reply : replies(position)) {
            position.play(reply);
            const bool lost = plainWinsWithin(position, movesAfter);
            position.undo();
            if (!lost) {
                found = reply;
                break;
            }
        }
    }
    position.undo();
    return found;
}

std::vector<int> plainWinningMoves(Position &position, int moves)
{
    std::vector<int> winning;
    for (const int move : position.points()) {
        if (position.board().at(Board::pointOf(move)) == Stone::Empty
            && !plainRefutation(position, move, moves - 1)) {
            winning.push_back(move);
        }
    }
    return winning;
}

std::optional<std::vector<int>> plainWinAfter(Position &position, int move, int moves)
{
    const Stone attacker = position.sideToMove();
    if (moves < 1 || plainRefutation(position, move, moves - 1)) {
        return std::nullopt;
    }
    std::vector<int> line { move };
    if (position.bestPattern(attacker, move) >= Pattern::Five) {
        return line;
    }
    position.play(move);
    // Every reply loses within the moves left: the longest resistance is one after which no
    // quicker win is left, the answers to threats first.
    const std::vector<int> all = replies(position);
    int reply = all.front();
    for (const int each : all) {
        position.play(each);
        const bool quicker = plainWinsWithin(position, moves - 2);
        position.undo();
        if (!quicker) {
            reply = each;
            break;
        }
    }
    position.play(reply);
    line.push_back(reply);
    std::optional<std::vector<int>> rest;
    if (const std::vector<int> fives = fivePoints(position, attacker); !fives.empty()) {
        rest = std::vector<int> { fives.front() };
    } else {
        std::vector<int> next
            = moves - 1 <= 2 ? position.pointsWith(attacker, Pattern::Block4) : attacks(position);
        for (const int each : next) {
            if ((rest = plainWinAfter(position, each, moves - 1))) {
                break;
            }
        }
    }
    position.undo();
    position.undo();
    if (!rest) {
        return std::nullopt; // cannot happen: the refutation search found none
    }
    line.insert(line.end(), rest->begin(), rest->end());
    return line;
}

} // namespace puzzles
