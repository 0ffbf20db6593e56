#include "puzzles/gomokupuzzles.h"

#include "puzzles/gomokuplainsearch.h"

#include "gomoku/gamerecord.h"
#include "gomoku/searcher.h"
#include "gomoku/selfplay.h"
#include "gomoku/threatsearch.h"

#include <algorithm>
#include <random>
#include <set>
#include <sstream>

namespace puzzles {

namespace {

using gomoku::Board;
using gomoku::Pattern;
using gomoku::Position;
using gomoku::Stone;

constexpr std::string_view Prefix = "gomoku";
std::string nameOf(const Position &position, int index)
{
    return gomoku::pointName(Board::pointOf(index), position.size());
}

/// The points where `stone` would make five now.
std::vector<int> fivePoints(const Position &position, Stone stone)
{
    return position.pointsWith(stone, Pattern::Five);
}

/// The shortest VCF within the limits: its depth (the attacker's fours) and line, or depth 0.
std::pair<int, std::vector<int>> shortestVcf(Position &position, int maxFours, std::uint64_t nodes)
{
    for (int fours = 1; fours <= maxFours; ++fours) {
        gomoku::ThreatSearch search(position, nodes);
        if (search.findVcf(fours) >= 0) {
            return { fours, search.line() };
        }
    }
    return { 0, {} };
}

/// The rest of a win by fours after the attacker's four at `move`, with at most `movesLeft`
/// more moves of the attacker's (the five included): the defender's block, then the
/// attacker's fours and blocks to the five; nothing when there is none. `position` is left as
/// it was.
std::optional<std::vector<int>> winAfterFour(
    Position &position, int move, int movesLeft, std::uint64_t nodes)
{
    const Stone attacker = position.sideToMove();
    position.play(move);
    const std::vector<int> fives = fivePoints(position, attacker);
    std::optional<std::vector<int>> line;
    if (movesLeft < 1 || fives.empty() || !fivePoints(position, opponent(attacker)).empty()) {
        // no four, or the defender makes five first
    } else if (fives.size() > 1) {
        line = std::vector<int> { fives[0], fives[1] }; // an open four: one point blocked
    } else {
        position.play(fives.front());
        if (const std::vector<int> next = fivePoints(position, attacker); !next.empty()) {
            line = std::vector<int> { fives.front(), next.front() };
        } else if (movesLeft > 1) {
            gomoku::ThreatSearch search(position, nodes);
            if (search.findVcf(movesLeft - 1) >= 0) {
                line = std::vector<int> { fives.front() };
                line->insert(line->end(), search.line().begin(), search.line().end());
            }
        }
        position.undo();
    }
    position.undo();
    return line;
}

/// The shortest VCT within the limits, found by the threat search: its threats (the five not
/// counted) and line, or 0 threats.
std::pair<int, std::vector<int>> shortestVct(
    Position &position, int maxThreats, std::uint64_t nodes)
{
    gomoku::ThreatSearch search(position, nodes);
    if (search.findVct(maxThreats) < 0) {
        return { 0, {} };
    }
    // The line's attacker moves, its five last.
    const int attackerMoves = static_cast<int>(search.line().size() + 1) / 2;
    return { attackerMoves - 1, search.line() };
}

/// Whether the plain search agrees with the threat search's VCT in `length` starting `first`: no
/// win within one move fewer, and `first` the only three or four winning within `length` against
/// every reply (the threat search gives up on a line whose forced block is no threat, and tries
/// for the defender only the points that stop a three and its own fours, so it may miss a
/// quicker win or a second solution). Free-style only: the plain search knows no forbidden point.
bool plainSearchAgrees(Position &position, int length, int first)
{
    if (position.rule() != gomoku::Rule::FreeStyle) {
        return true;
    }
    if (plainWinsWithin(position, length - 1)) {
        return false;
    }
    const std::vector<int> threats = position.pointsWith(position.sideToMove(), Pattern::Flex3);
    return plainWinningMoves(position, length, threats) == std::vector<int> { first };
}

/// Neither side has a five to make now: a five to make is no puzzle, nor a four of the
/// defender's to block first.
bool noFiveToMake(const Position &position)
{
    const Stone attacker = position.sideToMove();
    return fivePoints(position, attacker).empty()
        && fivePoints(position, opponent(attacker)).empty();
}

Puzzle threatPuzzle(
    const Position &position, GoalKind kind, int threats, const std::vector<int> &line)
{
    Puzzle puzzle;
    puzzle.fen = gomokuPositionText(position);
    puzzle.goal = { kind, threats + 1 };
    for (const int move : line) {
        puzzle.solution.push_back(nameOf(position, move));
    }
    puzzle.difficulty = threats;
    return puzzle;
}

/// The position after `played` but its last move, and that move: the solver's to be judged.
std::optional<std::pair<std::unique_ptr<Position>, int>> beforeLastMove(
    const Puzzle &puzzle, const std::vector<std::string> &played)
{
    std::unique_ptr<Position> position = readGomokuPosition(puzzle.fen);
    if (!position) {
        return std::nullopt;
    }
    int last = -1;
    for (const std::string &name : played) {
        if (last >= 0) {
            position->play(last);
        }
        const std::optional<gomoku::Point> point = gomoku::parsePointName(name, position->size());
        if (!point || position->board().at(*point) != Stone::Empty) {
            return std::nullopt;
        }
        last = Board::indexOf(*point);
    }
    return std::pair { std::move(position), last };
}

} // namespace

std::string gomokuPositionText(const Position &position)
{
    std::string text = std::string(Prefix) + ' ' + std::to_string(position.size()) + ' '
        + std::string(gomoku::ruleName(position.rule()));
    for (const gomoku::PlacedStone &placed : position.board().history()) {
        text += ' ' + nameOf(position, placed.index);
    }
    return text;
}

std::unique_ptr<Position> readGomokuPosition(std::string_view text)
{
    std::istringstream fields { std::string(text) };
    std::string prefix;
    int size = 0;
    std::string ruleText;
    if (!(fields >> prefix >> size >> ruleText) || prefix != Prefix || size < gomoku::MinSize
        || size > gomoku::MaxSize) {
        return nullptr;
    }
    const std::optional<gomoku::Rule> rule = gomoku::parseRule(ruleText);
    if (!rule) {
        return nullptr;
    }
    auto position = std::make_unique<Position>(size, *rule);
    for (std::string name; fields >> name;) {
        const std::optional<gomoku::Point> point = gomoku::parsePointName(name, size);
        if (!point || position->board().at(*point) != Stone::Empty) {
            return nullptr;
        }
        position->play(Board::indexOf(*point));
    }
    return position;
}

std::optional<Puzzle> proveVcf(Position &position, const VcfProofLimits &limits)
{
    const Stone attacker = position.sideToMove();
    if (!noFiveToMake(position)) {
        return std::nullopt;
    }
    const auto [fours, line] = shortestVcf(position, limits.maxLength - 1, limits.nodes);
    if (fours == 0) {
        return std::nullopt;
    }
    // Sound only if no other four starts a win by fours as fast.
    for (const int move : position.pointsWith(attacker, Pattern::Block4)) {
        if (move != line.front() && !position.isForbidden(attacker, move)
            && winAfterFour(position, move, fours, limits.nodes)) {
            return std::nullopt;
        }
    }
    return threatPuzzle(position, GoalKind::Vcf, fours, line);
}

std::optional<Puzzle> proveVct(Position &position, const VcfProofLimits &limits)
{
    const Stone attacker = position.sideToMove();
    // A win by fours alone is a VCF puzzle.
    if (!noFiveToMake(position)
        || shortestVcf(position, limits.maxLength - 1, limits.nodes).first > 0) {
        return std::nullopt;
    }
    const auto [threats, line] = shortestVct(position, limits.maxLength - 1, limits.nodes);
    if (threats == 0) {
        return std::nullopt;
    }
    // Sound only if no other three or four starts a win by threes and fours as fast.
    for (const int move : position.pointsWith(attacker, Pattern::Flex3)) {
        if (move != line.front() && !position.isForbidden(attacker, move)
            && gomoku::ThreatSearch(position, limits.nodes).winsWith(move, threats - 1)) {
            return std::nullopt;
        }
    }
    if (!plainSearchAgrees(position, threats + 1, line.front())) {
        return std::nullopt;
    }
    return threatPuzzle(position, GoalKind::Vct, threats, line);
}

std::optional<std::string> checkGomokuPuzzle(const Puzzle &puzzle, const VcfProofLimits &limits)
{
    const std::unique_ptr<Position> position = readGomokuPosition(puzzle.fen);
    if (!position) {
        return "not a Gomoku position";
    }
    const bool vct = puzzle.goal.kind == GoalKind::Vct;
    const std::optional<Puzzle> proven
        = vct ? proveVct(*position, limits) : proveVcf(*position, limits);
    if (!proven) {
        return vct ? "no unique VCT found" : "no unique VCF found";
    }
    if (proven->goal != puzzle.goal || proven->solution.front() != puzzle.solution.front()) {
        return "the proof finds " + goalText(proven->goal) + " starting "
            + proven->solution.front();
    }
    return std::nullopt;
}

namespace {

/// The rest of a VCF or VCT puzzle's line after `played` (the solver's last move judged):
/// `winAfter(position, last, movesLeft)` the line after the solver's `last`, from the position
/// before it, with `movesLeft` moves of the solver's left, the five included.
template <typename WinAfter>
std::optional<std::vector<std::string>> continueThreats(const Puzzle &puzzle,
    const std::vector<std::string> &played, GoalKind kind, const WinAfter &winAfter)
{
    const int movesLeft = puzzle.goal.length - static_cast<int>(played.size() + 1) / 2;
    if (puzzle.goal.kind != kind || played.size() % 2 == 0 || movesLeft < 0) {
        return std::nullopt;
    }
    auto before = beforeLastMove(puzzle, played);
    if (!before) {
        return std::nullopt;
    }
    Position &position = *before->first;
    const int last = before->second;
    const Stone attacker = position.sideToMove();
    if (position.bestPattern(attacker, last) >= Pattern::Five) {
        return std::vector<std::string> {};
    }
    if (position.isForbidden(attacker, last)) {
        return std::nullopt;
    }
    const std::optional<std::vector<int>> line = winAfter(position, last, movesLeft);
    if (!line) {
        return std::nullopt;
    }
    std::vector<std::string> names;
    for (const int move : *line) {
        names.push_back(nameOf(position, move));
    }
    return names;
}

} // namespace

std::optional<std::vector<std::string>> continueVcf(
    const Puzzle &puzzle, const std::vector<std::string> &played, const VcfProofLimits &limits)
{
    return continueThreats(
        puzzle, played, GoalKind::Vcf, [&limits](Position &position, int last, int movesLeft) {
            return winAfterFour(position, last, movesLeft, limits.nodes);
        });
}

std::optional<std::vector<std::string>> continueVct(
    const Puzzle &puzzle, const std::vector<std::string> &played, const VcfProofLimits &limits)
{
    return continueThreats(puzzle, played, GoalKind::Vct,
        [&limits](Position &position, int last, int movesLeft) -> std::optional<std::vector<int>> {
            gomoku::ThreatSearch search(position, limits.nodes);
            if (movesLeft >= 1 && search.winsWith(last, movesLeft - 1)) {
                return std::vector<int>(search.line().begin() + 1, search.line().end());
            }
            // The threat search gives up where a forced block is no threat itself; the plain
            // search takes any move that still wins in the moves left, the quickest win first
            // (a fraction of a second, whether the move wins or not).
            if (position.rule() != gomoku::Rule::FreeStyle) {
                return std::nullopt;
            }
            for (int moves = 1; moves <= std::min(movesLeft + 1, limits.maxLength); ++moves) {
                if (auto line = plainWinAfter(position, last, moves)) {
                    line->erase(line->begin());
                    return line;
                }
            }
            return std::nullopt;
        });
}

std::optional<std::string> gomokuPuzzleRecord(const Puzzle &puzzle, int number)
{
    const std::unique_ptr<Position> position = readGomokuPosition(puzzle.fen);
    if (!position) {
        return std::nullopt;
    }
    gomoku::GameRecord record;
    record.size = position->size();
    for (const gomoku::PlacedStone &placed : position->board().history()) {
        record.moves.push_back(Board::pointOf(placed.index));
    }
    for (const std::string &name : puzzle.solution) {
        const std::optional<gomoku::Point> point = gomoku::parsePointName(name, record.size);
        if (!point) {
            return std::nullopt;
        }
        record.moves.push_back(*point);
    }
    if (gomoku::checkMoves(record)) {
        return std::nullopt;
    }
    const std::string goal = "puzzle " + std::to_string(number) + ": " + goalText(puzzle.goal);
    (position->sideToMove() == Stone::Black ? record.black : record.white) = goal;
    return gomoku::writePsq(record);
}

std::vector<Puzzle> makeGomokuPuzzles(
    const GomokuPuzzleSettings &settings, const std::function<void(int)> &onGame)
{
    std::vector<Puzzle> puzzles;
    std::set<std::string> seen;
    std::mt19937 random(settings.seed);
    gomoku::Searcher searcher(16);
    gomoku::SearchLimits searchLimits;
    searchLimits.maxDepth = settings.depth;
    for (int game = 1; game <= settings.games; ++game) {
        Position position(15, gomoku::Rule::FreeStyle);
        gomoku::playRandomOpening(position, settings.randomMoves, random);
        while (position.board().stoneCount() < settings.maxPlies && !position.board().isFull()) {
            if (position.board().stoneCount() >= 5) {
                auto puzzle = settings.goal == GoalKind::Vct ? proveVct(position, settings.limits)
                                                             : proveVcf(position, settings.limits);
                if (puzzle) {
                    if (seen.insert(puzzle->fen).second) {
                        puzzle->source = "gomoku self-play seed " + std::to_string(settings.seed)
                            + " game " + std::to_string(game) + " ply "
                            + std::to_string(position.board().stoneCount());
                        puzzles.push_back(std::move(*puzzle));
                    }
                    break;
                }
            }
            const int move = searcher.search(position, searchLimits).move;
            if (move < 0) {
                break;
            }
            position.play(move);
            if (!position.board().winningLine(move, position.rule()).empty()) {
                break;
            }
        }
        if (onGame) {
            onGame(game);
        }
    }
    return puzzles;
}

} // namespace puzzles
