#include "puzzles/matesearch.h"

#include "puzzles/exactmateline.h"

#include <algorithm>
#include <array>
#include <bit>

namespace puzzles {

namespace {

// The table's slots (16 bytes each): it doubles whenever half of them are taken, from the
// smallest size up to a slot for every 16 moves the search may play, within these bounds; then a
// result takes the place of a shallower one.
constexpr std::size_t SmallestTable = 1U << 16;
constexpr std::size_t LargestTable = 1U << 22;
constexpr std::uint64_t MovesPerSlot = 16;
// Set in the keys of the defender's positions: the same position asked with its side to move
// attacking and defending holds two different answers.
constexpr xq::Key DefenderKeyBit = 0x9E3779B97F4A7C15ULL;

} // namespace

MateSearch::MateSearch(std::uint64_t nodeLimit, Repetitions repetitions, MoveOrder order)
    : m_nodeLimit(nodeLimit), m_repetitions(repetitions), m_order(order),
      m_tableLimit(std::clamp<std::size_t>(
          std::bit_ceil(nodeLimit / MovesPerSlot), SmallestTable, LargestTable)),
      m_table(SmallestTable)
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
        const auto candidates = [this, &preferred](const xq::Board &position, bool attacker,
                                    std::size_t ply, xq::MoveList &legal) {
            orderedMoves(position, !attacker, legal);
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
    if (moves == 1 && m_order == MoveOrder::Witnesses) {
        board.generateLegal(legal); // every move is tried to its end at once: no order needed
    } else {
        orderedMoves(board, false, legal);
    }
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
    // A side with no move is mated whatever the moves left, so the table may answer first.
    const xq::Key key = board.key() ^ DefenderKeyBit;
    if (const std::optional<bool> answer = known(key, moves)) {
        return *answer;
    }
    xq::MoveList legal;
    orderedMoves(board, true, legal);
    if (legal.empty()) {
        return true;
    }
    const std::uint64_t repetitionsBefore = m_repetitionsJudged;
    bool mated = true;
    for (const xq::Move m : legal) {
        play(board, m);
        const std::optional<Outcome> ended = repetition(board);
        mated = ended ? *ended == Outcome::MoverLoses : attackerMates(board, moves);
        board.unmakeMove();
        if (!mated) {
            witnessed(board, m);
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
    const std::size_t pair = slotPair(key);
    for (const std::size_t slot : { pair, pair + 1 }) {
        const Bounds &bounds = m_table[slot];
        if (bounds.depth < 0 || bounds.key != key) {
            continue;
        }
        if (moves >= bounds.proven) {
            return true;
        }
        if (moves <= bounds.refuted) {
            return false;
        }
        return std::nullopt;
    }
    return std::nullopt;
}

void MateSearch::remember(xq::Key key, int moves, bool result)
{
    if (m_table.size() < m_tableLimit && 2 * m_tableFilled > m_table.size()) {
        growTable();
    }
    const std::size_t pair = slotPair(key);
    Bounds *slot = nullptr;
    for (const std::size_t s : { pair, pair + 1 }) {
        if (m_table[s].depth >= 0 && m_table[s].key == key) {
            slot = &m_table[s];
        }
    }
    if (!slot) {
        // A new position: the deeper of the first slot's and its own result keeps the first
        // slot, the other the second.
        m_tableFilled += m_table[pair + 1].depth < 0 ? 1 : 0;
        if (moves >= m_table[pair].depth) {
            m_table[pair + 1] = m_table[pair];
            m_table[pair] = Bounds { key };
            slot = &m_table[pair];
        } else {
            m_table[pair + 1] = Bounds { key };
            slot = &m_table[pair + 1];
        }
    }
    const auto moveCount = static_cast<std::int8_t>(moves);
    if (result) {
        slot->proven = std::min(slot->proven, moveCount);
    } else {
        slot->refuted = std::max(slot->refuted, moveCount);
    }
    slot->depth = std::max(slot->depth, moveCount);
}

void MateSearch::growTable()
{
    std::vector<Bounds> old(2 * m_table.size());
    old.swap(m_table);
    m_tableFilled = 0;
    for (const Bounds &bounds : old) {
        if (bounds.depth < 0) {
            continue;
        }
        const std::size_t pair = slotPair(bounds.key);
        Bounds &slot = m_table[pair].depth < 0 ? m_table[pair] : m_table[pair + 1];
        m_tableFilled += slot.depth < 0 ? 1 : 0;
        if (slot.depth < bounds.depth) {
            slot = bounds;
        }
    }
}

void MateSearch::orderedMoves(const xq::Board &board, bool defender, xq::MoveList &moves) const
{
    board.generateLegal(moves);
    // Each move asked about once, in generated order within its rank. The defender's checks
    // leave the attacker few replies, so a refutation is cheapest found among them; a defence
    // that refuted a sibling mostly refutes again.
    const auto ply = static_cast<std::size_t>(board.gamePly());
    const xq::Move witness
        = defender && ply < m_witnesses.size() ? m_witnesses[ply] : xq::Move::none();
    const auto rank = [&board, witness](xq::Move m) {
        return board.givesCheck(m) ? 0 : m == witness ? 1 : board.stoneAt(m.to()) ? 2 : 3;
    };
    constexpr int Ranks = 4;
    std::array<xq::MoveList, Ranks> ranked;
    for (const xq::Move m : moves) {
        ranked[rank(m)].push(m);
    }
    moves.clear();
    for (const xq::MoveList &list : ranked) {
        for (const xq::Move m : list) {
            moves.push(m);
        }
    }
}

void MateSearch::witnessed(const xq::Board &board, xq::Move m)
{
    if (m_order != MoveOrder::Witnesses) {
        return;
    }
    const auto ply = static_cast<std::size_t>(board.gamePly());
    if (ply >= m_witnesses.size()) {
        m_witnesses.resize(ply + 1, xq::Move::none());
    }
    m_witnesses[ply] = m;
}

} // namespace puzzles
