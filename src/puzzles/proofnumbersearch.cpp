#include "puzzles/proofnumbersearch.h"

#include "puzzles/exactmateline.h"

#include <algorithm>

namespace puzzles {

namespace {

// The numbers of a solved node; sums of unsolved numbers stop just below it.
constexpr std::uint32_t Infinite = 1U << 30;
// The table forgets everything past this many nodes, to keep its memory bounded (a node is
// then searched again, not misjudged).
constexpr std::size_t TableLimit = 4'000'000;
// Mixed into the keys: the same position with the attacker or the defender to move, and with
// different moves left, holds different answers.
constexpr xq::Key DefenderKeyBit = 0x9E3779B97F4A7C15ULL;
constexpr xq::Key MovesLeftMix = 0xC2B2AE3D27D4EB4FULL;

std::uint32_t saturatedSum(std::uint32_t a, std::uint32_t b)
{
    if (a >= Infinite || b >= Infinite) {
        return Infinite;
    }
    return std::min(Infinite - 1, a + b);
}

// A child's threshold a little above the second-best sibling's number (the "1 + epsilon" trick):
// the search stays longer in one child instead of switching back and forth between two.
std::uint32_t widened(std::uint32_t second)
{
    if (second >= Infinite) {
        return Infinite;
    }
    return std::min(Infinite - 1, std::max(second + 1, second + second / 4));
}

} // namespace

ProofNumberSearch::ProofNumberSearch(std::uint64_t nodeLimit) : m_nodeLimit(nodeLimit)
{
}

std::optional<bool> ProofNumberSearch::mates(const xq::Board &board, int moves)
{
    return answer(board, true, moves);
}

std::optional<bool> ProofNumberSearch::isMated(const xq::Board &board, int moves)
{
    return answer(board, false, moves);
}

std::optional<int> ProofNumberSearch::shortestMate(const xq::Board &board, int maxMoves)
{
    return fewestMatingMoves(maxMoves, [&](int moves) { return mates(board, moves); });
}

std::optional<std::vector<xq::Move>> ProofNumberSearch::line(xq::Board board, int moves)
{
    try {
        if (moves < 1 || !proven(board, true, moves) || proven(board, true, moves - 1)) {
            return std::nullopt;
        }
        // The steps count checks, not moves: the attacker's candidates are its checks.
        return exactMateLine(
            board, moves,
            [](const xq::Board &position, bool attacker, std::size_t, xq::MoveList &tried) {
                children(position, attacker, tried);
            },
            [](xq::Board &b, xq::Move m) { b.makeMove(m); },
            [this](xq::Board &b, int n) { return proven(b, true, n); },
            [this](xq::Board &b, int n) { return proven(b, false, n); });
    } catch (const OutOfNodes &) {
        return std::nullopt;
    }
}

std::optional<bool> ProofNumberSearch::answer(const xq::Board &board, bool attacker, int moves)
{
    // A search given up leaves its moves played on the board: it works on a copy.
    xq::Board position = board;
    try {
        return proven(position, attacker, moves);
    } catch (const OutOfNodes &) {
        return std::nullopt;
    }
}

bool ProofNumberSearch::proven(xq::Board &board, bool attacker, int moves)
{
    // With no limits the search returns only once the node is solved.
    return search(board, attacker, moves, Infinite, Infinite).proof == 0;
}

ProofNumberSearch::Numbers ProofNumberSearch::search(
    xq::Board &board, bool attacker, int moves, std::uint32_t phiLimit, std::uint32_t deltaLimit)
{
    const xq::Key key = nodeKey(board.key(), attacker, moves);
    xq::MoveList moveList;
    if (!attacker || moves > 0) {
        children(board, attacker, moveList);
    }
    if (const std::optional<Numbers> end = terminal(attacker, moves, moveList)) {
        store(key, *end);
        return *end;
    }
    // phi and delta: a node's own numbers (the proof number where the attacker moves, the
    // disproof number where the defender does, and the other one); a node's phi is its
    // children's least delta, its delta the sum of their phis.
    const auto phiOf
        = [](Numbers n, bool attackerNode) { return attackerNode ? n.proof : n.disproof; };
    const auto deltaOf
        = [](Numbers n, bool attackerNode) { return attackerNode ? n.disproof : n.proof; };
    const int childMoves = attacker ? moves - 1 : moves;
    for (;;) {
        std::uint32_t phi = Infinite;
        std::uint32_t secondDelta = Infinite;
        std::uint32_t delta = 0;
        std::uint32_t bestPhi = 0;
        xq::Move best = xq::Move::none();
        for (const xq::Move m : moveList) {
            const Numbers child = known(nodeKey(board.keyAfter(m), !attacker, childMoves));
            const std::uint32_t childPhi = phiOf(child, !attacker);
            const std::uint32_t childDelta = deltaOf(child, !attacker);
            delta = saturatedSum(delta, childPhi);
            if (childDelta < phi) {
                secondDelta = phi;
                phi = childDelta;
                best = m;
                bestPhi = childPhi;
            } else if (childDelta < secondDelta) {
                secondDelta = childDelta;
            }
        }
        const Numbers numbers = attacker ? Numbers { phi, delta } : Numbers { delta, phi };
        if (phi >= phiLimit || delta >= deltaLimit) {
            store(key, numbers);
            return numbers;
        }
        // The child leading to the least phi here gets the thresholds that would let this
        // node's numbers reach its own: its phi up to what keeps this node's delta below the
        // limit, its delta up to a little past the second-best child's.
        const std::uint32_t childPhiLimit
            = deltaLimit >= Infinite ? Infinite : std::min(Infinite, deltaLimit - delta + bestPhi);
        const std::uint32_t childDeltaLimit = std::min(phiLimit, widened(secondDelta));
        play(board, best);
        search(board, !attacker, childMoves, childPhiLimit, childDeltaLimit);
        board.unmakeMove();
    }
}

std::optional<ProofNumberSearch::Numbers> ProofNumberSearch::terminal(
    bool attacker, int moves, const xq::MoveList &children)
{
    constexpr Numbers Mated { 0, Infinite };
    constexpr Numbers Escaped { Infinite, 0 };
    if (attacker) {
        // No check left to give, or no move left to give it with.
        return moves <= 0 || children.empty() ? std::optional(Escaped) : std::nullopt;
    }
    if (children.empty()) {
        return Mated; // in check with no move (or with no move at all: lost too)
    }
    return moves <= 0 ? std::optional(Escaped) : std::nullopt;
}

void ProofNumberSearch::children(const xq::Board &board, bool attacker, xq::MoveList &moves)
{
    board.generateLegal(moves);
    if (attacker) {
        const xq::Move *checksEnd = std::remove_if(
            moves.begin(), moves.end(), [&board](xq::Move m) { return !board.givesCheck(m); });
        moves.truncate(static_cast<std::size_t>(checksEnd - moves.begin()));
    }
}

void ProofNumberSearch::play(xq::Board &board, xq::Move m)
{
    if (++m_nodes > m_nodeLimit) {
        throw OutOfNodes {};
    }
    board.makeMove(m);
}

ProofNumberSearch::Numbers ProofNumberSearch::known(xq::Key key) const
{
    const auto found = m_table.find(key);
    return found == m_table.end() ? Numbers {} : found->second;
}

void ProofNumberSearch::store(xq::Key key, Numbers numbers)
{
    if (m_table.size() >= TableLimit) {
        m_table.clear();
    }
    m_table[key] = numbers;
}

xq::Key ProofNumberSearch::nodeKey(xq::Key position, bool attacker, int moves)
{
    return position ^ (attacker ? 0 : DefenderKeyBit)
        ^ (MovesLeftMix * static_cast<xq::Key>(moves + 1));
}

} // namespace puzzles
