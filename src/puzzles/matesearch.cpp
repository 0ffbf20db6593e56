#include "puzzles/matesearch.h"

#include "puzzles/exactmateline.h"

#include <algorithm>

namespace puzzles {

namespace {

// The table forgets everything past this many positions, to keep its memory bounded: a position
// for every 16 moves the search may play, between these bounds (some 40 bytes a position).
constexpr std::size_t SmallestTable = 1'000'000;
constexpr std::size_t LargestTable = 4'000'000;
// Set in the keys of the defender's positions: the same position asked with its side to move
// attacking and defending holds two different answers.
constexpr xq::Key DefenderKeyBit = 0x9E3779B97F4A7C15ULL;

} // namespace

MateSearch::MateSearch(std::uint64_t nodeLimit, Repetitions repetitions)
    : m_nodeLimit(nodeLimit), m_repetitions(repetitions),
      m_tableLimit(std::clamp<std::size_t>(nodeLimit / 16, SmallestTable, LargestTable))
{
}

std::optional<bool> MateSearch::mates(xq::Board &board, int moves)
{
    try {
        return attackerMates(board, moves);
    } catch (const OutOfNodes &) {
        return std::nullopt;
    }
}

std::optional<bool> MateSearch::isMated(xq::Board &board, int moves)
{
    try {
        return defenderIsMated(board, moves);
    } catch (const OutOfNodes &) {
        return std::nullopt;
    }
}

std::optional<int> MateSearch::shortestMate(xq::Board &board, int maxMoves)
{
    return fewestMatingMoves(maxMoves, [&](int moves) { return mates(board, moves); });
}

std::optional<std::vector<xq::Move>> MateSearch::line(
    xq::Board board, int moves, const std::vector<xq::Move> &preferred)
{
    try {
        if (moves < 1 || !attackerMates(board, moves) || attackerMates(board, moves - 1)) {
            return std::nullopt;
        }
        const auto candidates
            = [&preferred](const xq::Board &position, bool, std::size_t ply, xq::MoveList &legal) {
                  orderedMoves(position, legal);
                  const xq::Move hint = ply < preferred.size() ? preferred[ply] : xq::Move::none();
                  std::stable_partition(
                      legal.begin(), legal.end(), [hint](xq::Move m) { return m == hint; });
              };
        return exactMateLine(
            board, moves, candidates, [this](xq::Board &b, xq::Move m) { play(b, m); },
            [this](xq::Board &b, int n) { return attackerMates(b, n); },
            [this](xq::Board &b, int n) { return defenderIsMated(b, n); });
    } catch (const OutOfNodes &) {
        return std::nullopt;
    }
}

bool MateSearch::attackerMates(xq::Board &board, int moves)
{
    if (moves <= 0) {
        return false;
    }
    if (const std::optional<bool> answer = known(board.key(), moves)) {
        return *answer;
    }
    const std::uint64_t repetitionsBefore = m_repetitionsJudged;
    xq::MoveList legal;
    orderedMoves(board, legal);
    bool mating = false;
    for (const xq::Move m : legal) {
        play(board, m);
        const std::optional<Outcome> ended = repetition(board);
        mating = ended ? *ended == Outcome::MoverWins : defenderIsMated(board, moves - 1);
        board.unmakeMove();
        if (mating) {
            break;
        }
    }
    if (m_repetitionsJudged == repetitionsBefore) {
        remember(board.key(), moves, mating);
    }
    return mating;
}

bool MateSearch::defenderIsMated(xq::Board &board, int moves)
{
    if (moves <= 0) {
        return !board.hasLegalMove();
    }
    xq::MoveList legal;
    orderedMoves(board, legal);
    if (legal.empty()) {
        return true;
    }
    const xq::Key key = board.key() ^ DefenderKeyBit;
    if (const std::optional<bool> answer = known(key, moves)) {
        return *answer;
    }
    const std::uint64_t repetitionsBefore = m_repetitionsJudged;
    bool mated = true;
    for (const xq::Move m : legal) {
        play(board, m);
        const std::optional<Outcome> ended = repetition(board);
        mated = ended ? *ended == Outcome::MoverLoses : attackerMates(board, moves);
        board.unmakeMove();
        if (!mated) {
            break;
        }
    }
    if (m_repetitionsJudged == repetitionsBefore) {
        remember(key, moves, mated);
    }
    return mated;
}

void MateSearch::play(xq::Board &board, xq::Move m)
{
    if (++m_nodes > m_nodeLimit) {
        throw OutOfNodes {};
    }
    board.makeMove(m);
}

std::optional<MateSearch::Outcome> MateSearch::repetition(const xq::Board &board)
{
    if (m_repetitions == Repetitions::Ignored) {
        return std::nullopt;
    }
    const std::vector<xq::PlyRecord> &plies = board.history();
    const int now = static_cast<int>(plies.size()) - 1;
    int before = now - 4;
    while (before >= 0 && plies[before].key != plies[now].key) {
        before -= 2;
    }
    if (before < 0) {
        return std::nullopt;
    }
    ++m_repetitionsJudged;
    // The plies since then, the mover's (now, now - 2, ...) and the other side's, all checks?
    const auto checkedThroughout = [&plies, before](int last) {
        for (int ply = last; ply > before; ply -= 2) {
            if (!plies[ply].inCheck) {
                return false;
            }
        }
        return true;
    };
    const bool moverChecked = checkedThroughout(now);
    const bool otherChecked = checkedThroughout(now - 1);
    if (moverChecked != otherChecked) {
        return moverChecked ? Outcome::MoverLoses : Outcome::MoverWins;
    }
    return Outcome::Draw;
}

std::optional<bool> MateSearch::known(xq::Key key, int moves) const
{
    const auto found = m_table.find(key);
    if (found == m_table.end()) {
        return std::nullopt;
    }
    if (moves >= found->second.proven) {
        return true;
    }
    if (moves <= found->second.refuted) {
        return false;
    }
    return std::nullopt;
}

void MateSearch::remember(xq::Key key, int moves, bool result)
{
    if (m_table.size() >= m_tableLimit) {
        m_table.clear();
    }
    Bounds &bounds = m_table[key];
    if (result) {
        bounds.proven = static_cast<std::int8_t>(std::min<int>(bounds.proven, moves));
    } else {
        bounds.refuted = static_cast<std::int8_t>(std::max<int>(bounds.refuted, moves));
    }
}

void MateSearch::orderedMoves(const xq::Board &board, xq::MoveList &moves)
{
    board.generateLegal(moves);
    // Each move asked about once: checks, then captures, then the rest, in generated order.
    const auto checks = std::stable_partition(
        moves.begin(), moves.end(), [&board](xq::Move m) { return board.givesCheck(m); });
    std::stable_partition(
        checks, moves.end(), [&board](xq::Move m) { return bool(board.stoneAt(m.to())); });
}

} // namespace puzzles
