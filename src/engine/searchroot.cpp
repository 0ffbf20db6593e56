#include "engine/search.h"

#include "engine/params.h"

#include <algorithm>

// The root of the search: iterative deepening, aspiration windows, the root move loop and what
// is reported of each line. The node search is in search.cpp.

namespace xq {

namespace sp = searchparams;

namespace {

bool contains(const std::vector<Move> &moves, Move m)
{
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

} // namespace

bool Search::prepare(const Board &board, const SearchLimits &limits)
{
    m_board = board;
    if (m_nnue) {
        m_nnue->reset(m_board);
    }
    m_time.start(limits, board.sideToMove());
    m_nodes.store(0, std::memory_order_relaxed);
    m_nodeLimit = limits.nodes;
    m_stopped = false;

    MoveList legal;
    m_board.generateLegal(legal);
    m_rootMoves.clear();
    for (Move m : legal) {
        const bool wanted = limits.searchMoves.empty() || contains(limits.searchMoves, m);
        if (wanted && !contains(limits.banMoves, m)) {
            m_rootMoves.push_back(RootMove { m, -ScoreInfinite, -ScoreInfinite, 0, {} });
        }
    }
    return !m_rootMoves.empty();
}

SearchOutcome Search::run(
    const Board &board, const SearchLimits &limits, int multiPv, const Engine::InfoCallback &onInfo)
{
    m_depthOffset = 0;
    SearchOutcome outcome;
    if (prepare(board, limits)) {
        iterate(limits, std::clamp(multiPv, 1, static_cast<int>(m_rootMoves.size())), onInfo);
        outcome.best = { m_rootMoves[0].move, ponderMove(m_rootMoves[0]) };
    }
    outcome.rootMoves = m_rootMoves;
    outcome.nodes = nodes();
    return outcome;
}

void Search::help(const Board &board, const SearchLimits &limits, int depthOffset)
{
    m_depthOffset = depthOffset;
    if (prepare(board, limits)) {
        iterate(limits, 1, {});
    }
}

void Search::iterate(const SearchLimits &limits, int multiPv, const Engine::InfoCallback &onInfo)
{
    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, MaxPly - 1) : MaxPly - 1;
    Move lastBest;
    int stability = 0;
    for (int depth = 1 + m_depthOffset; depth <= maxDepth; ++depth) {
        m_rootDepth = depth;
        for (RootMove &rm : m_rootMoves) {
            rm.previousScore = rm.score;
            rm.score = -ScoreInfinite;
        }
        for (int pvIndex = 0; pvIndex < multiPv && !m_stopped; ++pvIndex) {
            m_selDepth = 0;
            aspirate(depth, pvIndex);
            std::stable_sort(m_rootMoves.begin() + pvIndex, m_rootMoves.end(),
                [](const RootMove &a, const RootMove &b) { return a.score > b.score; });
            if (!m_stopped || pvIndex == 0) {
                reportLine(pvIndex, depth, onInfo);
            }
        }
        if (m_stopped) {
            break;
        }
        stability = m_rootMoves[0].move == lastBest ? stability + 1 : 0;
        lastBest = m_rootMoves[0].move;
        const Score best = m_rootMoves[0].score;
        if (limits.mateInMoves > 0 && best >= ScoreMateBound
            && mateInMoves(best) <= limits.mateInMoves) {
            break;
        }
        // One legal move is played at once under a time limit, unless a mate was asked for:
        // then the answer is the mate, not the move.
        const bool onlyMove
            = m_rootMoves.size() == 1 && m_time.isTimed() && limits.mateInMoves == 0;
        if (onlyMove || !m_time.mayStartIteration(stability)) {
            break;
        }
    }
}

Score Search::aspirate(int depth, int pvIndex)
{
    const Score previous = m_rootMoves[pvIndex].previousScore;
    int window = sp::AspirationWindow;
    Score alpha = -ScoreInfinite;
    Score beta = ScoreInfinite;
    if (depth >= sp::AspirationMinDepth && !isMateScore(previous)) {
        alpha = std::max(previous - window, -ScoreInfinite);
        beta = std::min(previous + window, ScoreInfinite);
    }
    for (;;) {
        const Score score = searchRoot(depth, alpha, beta, pvIndex);
        if (m_stopped) {
            return score;
        }
        if (score <= alpha) {
            beta = (alpha + beta) / 2;
            alpha = std::max(score - window, -ScoreInfinite);
        } else if (score >= beta) {
            beta = std::min(score + window, ScoreInfinite);
        } else {
            return score;
        }
        window += window / 2 + sp::AspirationWindow;
    }
}

Score Search::searchRoot(int depth, Score alpha, Score beta, int pvIndex)
{
    Score best = -ScoreInfinite;
    for (std::size_t i = pvIndex; i < m_rootMoves.size(); ++i) {
        RootMove &rm = m_rootMoves[i];
        playMove(rm.move);
        const int newDepth = depth - 1 + checkExtension();
        Score score;
        if (i == static_cast<std::size_t>(pvIndex)) {
            score = -searchChild(newDepth, -beta, -alpha, 1, false);
        } else {
            score = -searchChild(newDepth, -alpha - 1, -alpha, 1, true);
            if (score > alpha && score < beta && !m_stopped) {
                score = -searchChild(newDepth, -beta, -alpha, 1, false);
            }
        }
        takeBack();
        if (m_stopped) {
            break;
        }
        if (i == static_cast<std::size_t>(pvIndex) || score > alpha) {
            rm.score = score;
            rm.selDepth = m_selDepth;
            const PvLine &childPv = m_frames[1].pv;
            rm.pv.assign(1, rm.move);
            rm.pv.insert(
                rm.pv.end(), childPv.moves.begin(), childPv.moves.begin() + childPv.length);
            if (i != static_cast<std::size_t>(pvIndex)) {
                // A new best: move it to the front so a stop keeps it.
                std::rotate(m_rootMoves.begin() + pvIndex, m_rootMoves.begin() + i,
                    m_rootMoves.begin() + i + 1);
            }
        } else {
            rm.score = -ScoreInfinite;
        }
        best = std::max(best, score);
        if (score > alpha) {
            alpha = score;
            if (alpha >= beta) {
                break;
            }
        }
    }
    return best;
}

Move Search::ponderMove(const RootMove &best)
{
    if (best.pv.size() >= 2) {
        return best.pv[1];
    }
    playMove(best.move);
    const std::optional<TableEntry> entry = m_table.probe(m_board.key());
    Move reply = entry ? entry->move : Move::none();
    if (reply && !(m_board.isPseudoLegal(reply) && m_board.isLegal(reply))) {
        reply = Move::none();
    }
    takeBack();
    return reply;
}

void Search::reportLine(int pvIndex, int depth, const Engine::InfoCallback &onInfo) const
{
    if (!onInfo) {
        return;
    }
    const RootMove &rm = m_rootMoves[pvIndex];
    SearchInfo info;
    info.depth = depth;
    info.selDepth = std::max(rm.selDepth, depth);
    info.multiPv = pvIndex + 1;
    const Score score = rm.score == -ScoreInfinite ? rm.previousScore : rm.score;
    info.scoreCp = score;
    if (isMateScore(score)) {
        info.mateInMoves = mateInMoves(score);
    }
    info.nodes = nodes() + (m_peerNodes ? m_peerNodes() : 0);
    info.timeMs = m_time.elapsedMs();
    info.nps = info.timeMs > 0 ? info.nodes * 1000 / static_cast<std::uint64_t>(info.timeMs)
                               : info.nodes;
    info.hashFullPermill = m_table.hashFullPermill();
    info.pv = rm.pv;
    onInfo(info);
}

} // namespace xq
