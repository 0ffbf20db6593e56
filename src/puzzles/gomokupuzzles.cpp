#include "puzzles/gomokupuzzles.h"

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
    // A five to make now is no puzzle, nor a four of the defender's to block first.
    if (!fivePoints(position, attacker).empty()
        || !fivePoints(position, opponent(attacker)).empty()) {
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
    Puzzle puzzle;
    puzzle.fen = gomokuPositionText(position);
    puzzle.goal = { GoalKind::Vcf, fours + 1 };
    for (const int move : line) {
        puzzle.solution.push_back(nameOf(position, move));
    }
    puzzle.difficulty = fours;
    return puzzle;
}

std::optional<std::string> checkVcf(const Puzzle &puzzle, const VcfProofLimits &limits)
{
    const std::unique_ptr<Position> position = readGomokuPosition(puzzle.fen);
    if (!position) {
        return "not a Gomoku position";
    }
    const std::optional<Puzzle> proven = proveVcf(*position, limits);
    if (!proven) {
        return "no unique VCF found";
    }
    if (proven->goal != puzzle.goal || proven->solution.front() != puzzle.solution.front()) {
        return "the proof finds " + goalText(proven->goal) + " starting "
            + proven->solution.front();
    }
    return std::nullopt;
}

std::optional<std::vector<std::string>> continueVcf(
    const Puzzle &puzzle, const std::vector<std::string> &played, const VcfProofLimits &limits)
{
    const int movesLeft = puzzle.goal.length - static_cast<int>(played.size() + 1) / 2;
    const std::unique_ptr<Position> position = readGomokuPosition(puzzle.fen);
    if (puzzle.goal.kind != GoalKind::Vcf || played.size() % 2 == 0 || movesLeft < 0 || !position) {
        return std::nullopt;
    }
    // Every move but the solver's last is played; that one is judged.
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
    const Stone attacker = position->sideToMove();
    if (position->bestPattern(attacker, last) >= Pattern::Five) {
        return std::vector<std::string> {};
    }
    if (position->isForbidden(attacker, last)) {
        return std::nullopt;
    }
    const std::optional<std::vector<int>> line
        = winAfterFour(*position, last, movesLeft, limits.nodes);
    if (!line) {
        return std::nullopt;
    }
    std::vector<std::string> names;
    for (const int move : *line) {
        names.push_back(nameOf(*position, move));
    }
    return names;
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
                if (auto puzzle = proveVcf(position, settings.limits)) {
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
