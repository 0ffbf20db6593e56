#include "engine/search.h"

#include "engine/evaluation.h"
#include "engine/params.h"
#include "engine/see.h"

#include "core/rulesjudge.h"

#include <algorithm>
#include <cmath>

namespace xq {

namespace sp = searchparams;

namespace {

/// Nodes between two looks at the clock and the stop request.
constexpr std::uint64_t CheckInterval = 256;
/// Depth recorded in the table for quiescence results: below every main-search depth.
constexpr int QuiescenceDepth = 0;

/// Late move reductions by depth and move number, computed once.
struct ReductionTable {
    static constexpr int Size = 64;
    std::array<std::array<int, Size>, Size> plies {};

    ReductionTable()
    {
        for (int d = 1; d < Size; ++d) {
            for (int m = 1; m < Size; ++m) {
                plies[d][m]
                    = static_cast<int>(sp::LmrBase + std::log(d) * std::log(m) / sp::LmrDivisor);
            }
        }
    }
};

const ReductionTable &reductions()
{
    static const ReductionTable table;
    return table;
}

/// Does a stored result settle the node within (alpha, beta)?
bool tableCutoff(const TableEntry &entry, Score stored, Score alpha, Score beta)
{
    return entry.bound() == Bound::Exact || (entry.bound() == Bound::Lower && stored >= beta)
        || (entry.bound() == Bound::Upper && stored <= alpha);
}

Bound boundOf(Score best, Score originalAlpha, Score beta)
{
    return best >= beta ? Bound::Lower : best > originalAlpha ? Bound::Exact : Bound::Upper;
}

/// Mate-distance pruning: no line from here can beat a shorter mate already found. True when
/// the window closed.
bool mateDistanceCloses(Score &alpha, Score &beta, int ply)
{
    alpha = std::max(alpha, matedIn(ply));
    beta = std::min(beta, mateIn(ply + 1));
    return alpha >= beta;
}

} // namespace

void Search::PvLine::set(Move first, const PvLine &rest)
{
    moves[0] = first;
    std::copy(rest.moves.begin(), rest.moves.begin() + rest.length, moves.begin() + 1);
    length = rest.length + 1;
}

Search::Search(TranspositionTable &table, OrderingTables &ordering, const std::atomic<bool> &stop)
    : m_table(table), m_ordering(ordering), m_stopRequest(stop), m_frames(MaxPly + 1)
{
}

Score Search::searchChild(int depth, Score alpha, Score beta, int ply, bool cutNode)
{
    return depth > 0 ? search(depth, alpha, beta, ply, cutNode) : quiescence(alpha, beta, ply);
}

bool Search::takeScore(MoveLoopState &loop, Move m, Score score, Score beta, int ply)
{
    if (score <= loop.best) {
        return false;
    }
    loop.best = score;
    if (score <= loop.alpha) {
        return false;
    }
    loop.alpha = score;
    loop.bestMove = m;
    m_frames[ply].pv.set(m, m_frames[ply + 1].pv);
    return score >= beta;
}

void Search::setNetwork(const NnueNetwork *network)
{
    if (!network) {
        m_nnue.reset();
    } else if (!m_nnue || &m_nnue->network() != network) {
        m_nnue = std::make_unique<NnueAccumulatorStack>(*network);
    }
}

void Search::playMove(Move m)
{
    if (m_nnue) {
        m_nnue->push(m_board, m);
    }
    m_board.makeMove(m);
}

void Search::takeBack()
{
    m_board.unmakeMove();
    if (m_nnue) {
        m_nnue->pop();
    }
}

void Search::playNullMove()
{
    if (m_nnue) {
        m_nnue->pushNull();
    }
    m_board.makeNullMove();
}

void Search::takeBackNullMove()
{
    m_board.unmakeNullMove();
    if (m_nnue) {
        m_nnue->pop();
    }
}

Score Search::staticEvaluation() const
{
    return m_nnue ? m_nnue->evaluate(m_board.sideToMove()) : evaluate(m_board);
}

void Search::visitNode(int ply)
{
    // Only this thread writes its count; others may read it (the main thread's report).
    const std::uint64_t nodes = m_nodes.load(std::memory_order_relaxed) + 1;
    m_nodes.store(nodes, std::memory_order_relaxed);
    m_selDepth = std::max(m_selDepth, ply);
    if (nodes % CheckInterval == 0 || (m_nodeLimit && nodes >= m_nodeLimit)) {
        const bool outOfNodes = m_nodeLimit && nodes >= m_nodeLimit;
        // The first iteration always completes, so there is a move to play.
        const bool mayStop = m_rootDepth > 1 + m_depthOffset;
        if (m_stopRequest.load(std::memory_order_relaxed)
            || (mayStop && (outOfNodes || m_time.mustStop()))) {
            m_stopped = true;
        }
    }
}

std::optional<Score> Search::enterNode(int ply, Score &alpha, Score &beta)
{
    visitNode(ply);
    if (m_stopped) {
        return ScoreDraw;
    }
    if (const auto judged = judgeRepetition(ply)) {
        return judged;
    }
    if (mateDistanceCloses(alpha, beta, ply)) {
        return alpha;
    }
    if (ply >= MaxPly - 1) {
        return m_board.inCheck() ? ScoreDraw : staticEvaluation();
    }
    return std::nullopt;
}

std::optional<Score> Search::judgeRepetition(int ply) const
{
    if (m_board.pliesSinceCapture() >= RulesJudge::NaturalMoveLimitPlies) {
        return ScoreDraw;
    }
    switch (RulesJudge::repetition(m_board)) {
    case RepetitionVerdict::None: break;
    case RepetitionVerdict::Draw: return ScoreDraw;
    case RepetitionVerdict::SideToMoveWins: return mateIn(ply);
    case RepetitionVerdict::SideToMoveLoses: return matedIn(ply);
    }
    return std::nullopt;
}

bool Search::mayNullMove() const
{
    return !m_board.inCheck() && !m_board.lastMove().isNull()
        && sidePhase(m_board, m_board.sideToMove()) >= sp::NullMoveMinPhase;
}

bool Search::tryNullMove(int depth, Score beta, Score staticEval, int ply, bool cutNode)
{
    if (depth < sp::NullMoveMinDepth || staticEval < beta || !mayNullMove() || isMateScore(beta)) {
        return false;
    }
    // The further the static evaluation is above beta, the less the null move needs to see.
    const int reduction = sp::NullMoveBaseReduction + depth / sp::NullMoveDepthDivisor
        + std::min((staticEval - beta) / sp::NullMoveEvalDivisor, sp::NullMoveMaxEvalReduction);
    playNullMove();
    const Score score = -searchChild(depth - 1 - reduction, -beta, -beta + 1, ply + 1, !cutNode);
    takeBackNullMove();
    return !m_stopped && score >= beta;
}

std::optional<Score> Search::probCut(int depth, Score beta, Score staticEval, int ply, bool cutNode)
{
    if (depth < sp::ProbCutMinDepth || isMateScore(beta)) {
        return std::nullopt;
    }
    const Score raisedBeta = beta + sp::ProbCutMargin;
    // Only the captures that win material are asked: the quiescence search's move list.
    MovePicker captures(m_board, Move::none(), m_ordering, m_frames[ply].moves);
    for (Move m = captures.next(); m; m = captures.next()) {
        if (staticEval + staticExchange(m_board, m) < raisedBeta) {
            continue;
        }
        playMove(m);
        // A quiescence search first: most captures fail it cheaply.
        Score score = -quiescence(-raisedBeta, -raisedBeta + 1, ply + 1);
        if (score >= raisedBeta) {
            score = -searchChild(
                depth - sp::ProbCutReduction, -raisedBeta, -raisedBeta + 1, ply + 1, !cutNode);
        }
        takeBack();
        if (m_stopped) {
            return ScoreDraw;
        }
        if (score >= raisedBeta) {
            return score;
        }
    }
    return std::nullopt;
}

int Search::checkExtension() const
{
    // Checks are everywhere in Xiangqi: only those that do not hand the checking stone over
    // are worth a ply, or sacrificial checks would swell the tree.
    return m_board.inCheck() && lastMoveExchange(m_board) >= 0 ? sp::CheckExtension : 0;
}

int Search::reduction(bool pvNode, int depth, int moveIndex) const
{
    const auto &table = reductions().plies;
    const int r = table[std::min(depth, ReductionTable::Size - 1)]
                       [std::min(moveIndex, ReductionTable::Size - 1)];
    return std::max(0, r - (pvNode ? 1 : 0));
}

Score Search::search(int depth, Score alpha, Score beta, int ply, bool cutNode)
{
    const bool pvNode = beta - alpha > 1;
    Frame &frame = m_frames[ply];
    frame.pv.length = 0;

    // Steps 1-3. Count the node, stop when asked to; repetitions judged by the rules;
    // mate-distance pruning.
    if (const auto ended = enterNode(ply, alpha, beta)) {
        return *ended;
    }

    // Step 4. Transposition table. A search that leaves a move out is not this node's result.
    const Move excluded = frame.excluded;
    const Key key = m_board.key();
    const std::optional<TableEntry> entry = m_table.probe(key);
    // A copy: the searches below may overwrite the slot.
    const TableEntry hit = entry ? *entry : TableEntry {};
    Move hashMove = entry ? entry->move : Move::none();
    if (entry && !pvNode && !excluded && entry->depth >= depth) {
        const Score stored = scoreFromTable(entry->score, ply);
        if (tableCutoff(*entry, stored, alpha, beta)) {
            return stored;
        }
    }

    // Step 5. Static evaluation.
    const bool inCheck = m_board.inCheck();
    const Score staticEval = inCheck ? -ScoreInfinite
        : entry                      ? entry->staticEval
                                     : staticEvaluation();
    frame.staticEval = staticEval;
    // Better than two plies ago: the side to move is making progress, prune less.
    const bool improving = !inCheck && ply >= 2 && staticEval > m_frames[ply - 2].staticEval;

    if (!pvNode && !inCheck && !excluded) {
        // Step 6. Reverse futility: far above beta at low depth, the opponent will not allow it.
        const int margin = sp::StaticNullMargin * (depth - (improving ? 1 : 0));
        if (depth <= sp::StaticNullMaxDepth && staticEval - margin >= beta && !isMateScore(beta)) {
            return staticEval;
        }
        // Step 7. Razoring: far below alpha, only captures can save the node.
        if (depth <= sp::RazorMaxDepth && staticEval + sp::RazorMargin * depth <= alpha) {
            const Score q = quiescence(alpha, alpha + 1, ply);
            if (q <= alpha) {
                return q;
            }
        }
        // Step 8. Null move pruning, not where zugzwang is likely.
        if (tryNullMove(depth, beta, staticEval, ply, cutNode)) {
            return beta;
        }
        // Step 8a. ProbCut.
        if (const auto cut = probCut(depth, beta, staticEval, ply, cutNode)) {
            return *cut;
        }
    }

    // Step 9. Internal iterative deepening: find a move to try first; off the principal
    // variation a node the table knows nothing of is searched a ply shallower instead.
    if (!hashMove && depth >= sp::IidMinDepth && pvNode) {
        search(depth - sp::IidReduction, alpha, beta, ply, cutNode);
        const std::optional<TableEntry> found = m_table.probe(key);
        hashMove = found ? found->move : Move::none();
    } else if (!hashMove && depth >= sp::IirMinDepth && !excluded) {
        --depth;
    }
    // Step 9a. Singular extension: a hash move far better than every other move is searched a
    // ply deeper; when even the others beat beta, the node is cut at once.
    int hashMoveExtension = 0;
    if (hit.move && !excluded && depth >= sp::SingularMinDepth && hit.bound() == Bound::Lower
        && hit.depth >= depth - sp::SingularTableDepthMargin) {
        const Score stored = scoreFromTable(hit.score, ply);
        if (!isMateScore(stored)) {
            const Score singularBeta = stored - sp::SingularMarginPerDepth * depth;
            frame.excluded = hashMove;
            const Score others
                = search((depth - 1) / 2, singularBeta - 1, singularBeta, ply, cutNode);
            frame.excluded = Move::none();
            if (m_stopped) {
                return ScoreDraw;
            }
            if (others < singularBeta) {
                hashMoveExtension = 1;
            } else if (singularBeta >= beta) {
                return singularBeta;
            }
        }
    }
    // Whatever razoring or the shallower search left in this frame's line is not this node's.
    frame.pv.length = 0;

    // Step 10. The moves.
    MovePicker picker(m_board, hashMove, m_ordering, ply, frame.moves);
    int quietCount = 0;
    int moveIndex = 0;
    MoveLoopState loop { -ScoreInfinite, alpha, Move::none() };
    const int lateMoveLimit = (sp::LateMovePruningBase + depth * depth) / (improving ? 1 : 2);
    for (Move m = picker.next(); m; m = picker.next()) {
        if (m == excluded) {
            continue;
        }
        ++moveIndex;
        const bool quiet = !isCapture(m_board, m);
        const int moveHistory = quiet ? m_ordering.history(m_board, m) : 0;
        // Step 11. Futility and late move pruning of quiet moves that give no check; futility
        // looks at the depth the move would be searched to after its reduction.
        if (quiet && !pvNode && !inCheck && loop.best > -ScoreMateBound) {
            const int lmrDepth = std::max(0, depth - 1 - reduction(false, depth, moveIndex));
            const bool futile = lmrDepth <= sp::FutilityMaxDepth
                && staticEval + sp::FutilityBase + sp::FutilityPerDepth * lmrDepth <= alpha;
            const bool late = depth <= sp::LateMovePruningMaxDepth && moveIndex > lateMoveLimit;
            if ((futile || late) && !m_board.givesCheck(m)) {
                continue;
            }
        }
        m_table.prefetch(m_board.keyAfter(m));
        playMove(m);
        const bool givesCheck = m_board.inCheck();
        // Step 12. Principal variation search with late move reductions; safe checks extended.
        const int newDepth
            = depth - 1 + std::max(checkExtension(), m == hashMove ? hashMoveExtension : 0);
        Score score;
        if (moveIndex == 1) {
            score = -searchChild(newDepth, -beta, -loop.alpha, ply + 1, false);
        } else {
            int r = 0;
            if (depth >= sp::LmrMinDepth && moveIndex > sp::LmrMinMoveIndex - (pvNode ? 0 : 1)
                && quiet && !givesCheck && !inCheck) {
                r = reduction(pvNode, depth, moveIndex) + (cutNode ? 1 : 0) + (improving ? 0 : 1)
                    - moveHistory / sp::LmrHistoryDivisor;
                r = std::clamp(r, 0, newDepth - 1);
            }
            score = -searchChild(newDepth - r, -loop.alpha - 1, -loop.alpha, ply + 1, true);
            if (score > loop.alpha && r > 0) {
                score = -searchChild(newDepth, -loop.alpha - 1, -loop.alpha, ply + 1, !cutNode);
            }
            if (score > loop.alpha && score < beta) {
                score = -searchChild(newDepth, -beta, -loop.alpha, ply + 1, false);
            }
        }
        takeBack();
        if (m_stopped) {
            return ScoreDraw;
        }
        if (takeScore(loop, m, score, beta, ply)) {
            if (quiet) {
                m_ordering.rewardQuiet(
                    m_board, m, ply, depth, frame.quietsTried.data(), quietCount);
            }
            break;
        }
        if (quiet) {
            frame.quietsTried[quietCount++] = m;
        }
    }

    // Step 13. No legal move: the side to move has lost (mate or stalemate, both lose).
    if (moveIndex == 0) {
        return excluded ? alpha : matedIn(ply);
    }
    if (loop.best == -ScoreInfinite) {
        return alpha; // every move was pruned
    }

    // Step 14. Remember the result.
    if (excluded) {
        return loop.best;
    }
    m_table.store(key, loop.bestMove, scoreToTable(loop.best, ply), inCheck ? 0 : staticEval, depth,
        boundOf(loop.best, alpha, beta));
    return loop.best;
}

Score Search::quiescence(Score alpha, Score beta, int ply)
{
    Frame &frame = m_frames[ply];
    frame.pv.length = 0;
    if (const auto ended = enterNode(ply, alpha, beta)) {
        return *ended;
    }
    const bool inCheck = m_board.inCheck();
    const std::optional<TableEntry> entry = m_table.probe(m_board.key());
    if (entry) {
        const Score stored = scoreFromTable(entry->score, ply);
        if (tableCutoff(*entry, stored, alpha, beta)) {
            return stored;
        }
    }

    Score best = -ScoreInfinite;
    Score standPat = -ScoreInfinite;
    if (!inCheck) {
        standPat = entry ? entry->staticEval : staticEvaluation();
        if (standPat >= beta) {
            return standPat;
        }
        alpha = std::max(alpha, standPat);
        best = standPat;
    }

    // Not in check, the picker hands out only captures that do not lose material.
    MovePicker picker(m_board, entry ? entry->move : Move::none(), m_ordering, frame.moves);
    int moveCount = 0;
    MoveLoopState loop { best, alpha, Move::none() };
    for (Move m = picker.next(); m; m = picker.next()) {
        ++moveCount;
        // Delta pruning: a capture that cannot lift the score to alpha.
        if (!inCheck
            && standPat + stoneValue(m_board.stoneAt(m.to()).kind()) + sp::QuiescenceDeltaMargin
                <= loop.alpha) {
            continue;
        }
        m_table.prefetch(m_board.keyAfter(m));
        playMove(m);
        const Score score = -quiescence(-beta, -loop.alpha, ply + 1);
        takeBack();
        if (m_stopped) {
            return ScoreDraw;
        }
        if (takeScore(loop, m, score, beta, ply)) {
            break;
        }
    }
    if (inCheck && moveCount == 0) {
        return matedIn(ply);
    }
    m_table.store(m_board.key(), loop.bestMove, scoreToTable(loop.best, ply),
        inCheck ? 0 : standPat, QuiescenceDepth, boundOf(loop.best, alpha, beta));
    return loop.best;
}

} // namespace xq
