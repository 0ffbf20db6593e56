#include "reversi/search.h"

#include "reversi/evaluation.h"
#include "reversi/probcut.h"

#include <algorithm>

namespace reversi {

namespace {

constexpr int Infinity = 65 * DiscScale;
/// Inside the midgame search, positions with at most this many empties are solved.
constexpr int LeafSolveEmpties = 10;
/// Iterative deepening starts no new iteration after this share of the budget.
constexpr double NewIterationShare = 0.5;
/// The share of the budget the midgame search gets before an exact solve is tried.
constexpr double BeforeSolveShare = 0.15;
constexpr int PreSolveDepth = 8;
/// Nodes this many plies from the leaves or more use the transposition table; those one ply
/// from them cost less to search again than the table's memory traffic.
constexpr int TableDepth = 2;

SearchResult passOrEnd(Bitboard player, Bitboard opponent)
{
    SearchResult result;
    result.exact = legalMoves(opponent, player) == 0;
    result.move = result.exact ? NoMove : PassMove;
    result.score = result.exact ? finalScore(player, opponent) * DiscScale : 0;
    return result;
}

} // namespace

Search::Search() : Search(std::make_shared<Tables>())
{
}

Search::Search(const std::shared_ptr<Tables> &tables)
    : m_tables(tables), m_midTable(tables->mid), m_endTable(tables->end),
      m_solver(m_endTable, m_control)
{
}

Search::~Search()
{
    stopHelpers();
}

void Search::clear()
{
    m_midTable.clear();
    m_endTable.clear();
}

SearchResult Search::think(const Board &board, const SearchLimits &limits, const Progress &progress)
{
    const int helperCount = std::clamp(limits.threads, 1, MaxSearchThreads) - 1;
    if (helperCount == 0 || board.legalMoves() == 0) {
        return thinkAlone(board, limits, progress);
    }
    startHelpers(board, limits, helperCount);
    SearchResult result = thinkAlone(board, limits, progress);
    result.nodes += stopHelpers();
    return result;
}

void Search::startHelpers(const Board &board, const SearchLimits &limits, int count)
{
    while (static_cast<int>(m_helpers.size()) < count) {
        m_helpers.push_back(std::unique_ptr<Search>(new Search(m_tables)));
    }
    for (int k = 0; k < count; ++k) {
        Search *helper = m_helpers[static_cast<std::size_t>(k)].get();
        m_helperThreads.emplace_back(
            [helper, board, limits, k] { helper->help(board, limits, 2 + k % 2); });
    }
}

std::uint64_t Search::stopHelpers()
{
    for (std::size_t k = 0; k < m_helperThreads.size(); ++k) {
        m_helpers[k]->stop();
    }
    std::uint64_t nodes = 0;
    for (std::size_t k = 0; k < m_helperThreads.size(); ++k) {
        m_helperThreads[k].join();
        // A stop that came after the helper had finished would stop its next search at once.
        m_helpers[k]->m_control.finish();
        nodes += m_helpers[k]->m_control.nodes();
    }
    m_helperThreads.clear();
    return nodes;
}

void Search::help(const Board &board, const SearchLimits &limits, int firstDepth)
{
    // No clock: the main search stops its helpers.
    m_control.start(std::chrono::milliseconds(0));
    m_probCut = limits.probCut;
    if (board.emptyCount() <= limits.exactEmpties) {
        m_solver.solve(board.player(), board.opponent());
    } else {
        iterate(board.player(), board.opponent(), limits.depth, {}, firstDepth);
    }
    m_control.finish();
}

SearchResult Search::thinkAlone(
    const Board &board, const SearchLimits &limits, const Progress &progress)
{
    const auto budget = std::chrono::milliseconds(limits.movetimeMs);
    m_control.start(budget);
    m_probCut = limits.probCut;
    const Bitboard player = board.player();
    const Bitboard opponent = board.opponent();
    if (board.legalMoves() == 0) {
        m_control.finish();
        return passOrEnd(player, opponent);
    }
    const int empties = board.emptyCount();
    SearchResult result;
    if (empties <= limits.exactEmpties) {
        // With a clock, a quick midgame answer first, kept if the solver runs out of time.
        if (budget.count() > 0) {
            const auto fullDeadline = m_control.deadline();
            m_control.setDeadline(SearchControl::Clock::now()
                + std::chrono::duration_cast<SearchControl::Clock::duration>(
                    budget * BeforeSolveShare));
            result = iterate(player, opponent, std::min(limits.depth, PreSolveDepth), progress);
            m_control.setDeadline(fullDeadline);
        }
        const SearchResult solved = solveExactly(player, opponent);
        if (solved.exact) {
            result = solved;
            if (progress) {
                progress(result);
            }
        }
    } else {
        result = iterate(player, opponent, limits.depth, progress);
    }
    result.nodes = m_control.nodes();
    result.seconds = m_control.elapsedSeconds();
    m_control.finish();
    return result;
}

std::vector<SearchResult> Search::rankMoves(const Board &board, const SearchLimits &limits)
{
    std::vector<SearchResult> ranked;
    for (Bitboard rest = board.legalMoves(); rest; rest &= rest - 1) {
        Board child = board;
        Undo undo;
        child.makeMove(firstSquare(rest), undo);
        SearchResult reply = think(child, limits);
        reply.move = firstSquare(rest);
        reply.score = -reply.score;
        ranked.push_back(reply);
    }
    std::stable_sort(ranked.begin(), ranked.end(),
        [](const SearchResult &a, const SearchResult &b) { return a.score > b.score; });
    return ranked;
}

SearchResult Search::iterate(
    Bitboard player, Bitboard opponent, int maxDepth, const Progress &progress, int firstDepth)
{
    SearchResult best;
    const auto start = SearchControl::Clock::now();
    const auto deadline = m_control.deadline();
    const bool timed = deadline != SearchControl::Clock::time_point::max();
    const int empties = popCount(~(player | opponent));
    for (int depth = firstDepth; depth <= std::max(1, std::min(maxDepth, empties)); ++depth) {
        const SearchResult result = searchRoot(player, opponent, depth, best.move);
        if (m_control.stopped()) {
            // The root moves this iteration finished were searched deeper than the last
            // iteration's: the best of them stands (it is the last best move when none beat it).
            if (result.move != NoMove) {
                best.move = result.move;
                best.score = result.score;
            }
            break;
        }
        best = result;
        best.nodes = m_control.nodes();
        best.seconds = m_control.elapsedSeconds();
        if (progress) {
            progress(best);
        }
        if (timed && SearchControl::Clock::now() - start > (deadline - start) * NewIterationShare) {
            break;
        }
    }
    if (best.move == NoMove) {
        best.move = firstSquare(legalMoves(player, opponent)); // stopped before any move finished
    }
    return best;
}

SearchResult Search::searchRoot(Bitboard player, Bitboard opponent, int depth, Move firstMove)
{
    MoveList moves(legalMoves(player, opponent), player, opponent);
    orderMoves(moves, player, opponent, depth, firstMove);
    SearchResult result;
    result.depth = depth;
    int alpha = -Infinity;
    for (const ScoredMove &move : moves) {
        const Bitboard nextPlayer = opponent ^ move.flipped;
        const Bitboard nextOpponent = player | move.flipped | squareBit(move.square);
        int score;
        if (result.move == NoMove) {
            score = -pvs(nextPlayer, nextOpponent, depth - 1, -Infinity, Infinity);
        } else {
            score = -pvs(nextPlayer, nextOpponent, depth - 1, -alpha - 1, -alpha);
            if (score > alpha) {
                score = -pvs(nextPlayer, nextOpponent, depth - 1, -Infinity, -score);
            }
        }
        if (m_control.stopped()) {
            break; // this move's score is unfinished
        }
        if (result.move == NoMove || score > alpha) {
            alpha = score;
            result.move = move.square;
            result.score = score;
        }
    }
    return result;
}

SearchResult Search::solveExactly(Bitboard player, Bitboard opponent)
{
    const SolveResult solved = m_solver.solve(player, opponent);
    SearchResult result;
    result.exact = solved.complete;
    result.move = solved.move;
    result.score = solved.score * DiscScale;
    result.depth = popCount(~(player | opponent));
    return result;
}

int Search::pvs(Bitboard player, Bitboard opponent, int depth, int alpha, int beta)
{
    const int empties = popCount(~(player | opponent));
    if (empties <= LeafSolveEmpties && empties <= depth + 4) {
        return m_solver.value(player, opponent, alpha / DiscScale - 1, beta / DiscScale + 1)
            * DiscScale;
    }
    if (m_control.countNode()) {
        return 0;
    }
    if (depth <= 0) {
        return evaluate(player, opponent);
    }
    // Step 1. Passes and the end of the game.
    const Bitboard legal = legalMoves(player, opponent);
    if (legal == 0) {
        if (legalMoves(opponent, player) == 0) {
            return finalScore(player, opponent) * DiscScale;
        }
        return -pvs(opponent, player, depth, -beta, -alpha);
    }
    // Step 2. The transposition table.
    const std::uint64_t key = depth >= TableDepth ? positionKey(player, opponent) : 0;
    Move hashMove = NoMove;
    if (const std::optional<TableEntry> entry = key ? m_midTable.probe(key) : std::nullopt) {
        hashMove = entry->move;
        if (entry->depth >= depth && settles(*entry, alpha, beta)) {
            return entry->score;
        }
    }
    // Step 3. Multi-ProbCut: a shallow search that predicts a cut with confidence.
    int cutValue = 0;
    if (m_probCut && depth >= ProbCutMinDepth && beta - alpha == 1
        && probCut(player, opponent, depth, alpha, beta, cutValue)) {
        return cutValue;
    }
    // Step 4. Move ordering: the hash move, then a shallow search's order.
    MoveList moves(legal, player, opponent);
    orderMoves(moves, player, opponent, depth, hashMove);
    // Step 5. Negascout over the moves.
    const int originalAlpha = alpha;
    int best = -Infinity;
    Move bestMove = NoMove;
    for (const ScoredMove &move : moves) {
        const Bitboard nextPlayer = opponent ^ move.flipped;
        const Bitboard nextOpponent = player | move.flipped | squareBit(move.square);
        int score;
        if (bestMove == NoMove) {
            score = -pvs(nextPlayer, nextOpponent, depth - 1, -beta, -alpha);
        } else {
            score = -pvs(nextPlayer, nextOpponent, depth - 1, -alpha - 1, -alpha);
            if (score > alpha && score < beta) {
                score = -pvs(nextPlayer, nextOpponent, depth - 1, -beta, -score);
            }
        }
        if (score > best) {
            best = score;
            bestMove = move.square;
            alpha = std::max(alpha, score);
            if (alpha >= beta) {
                break;
            }
        }
    }
    // Step 6. Store the result.
    if (key && !m_control.stopped()) {
        m_midTable.store(key, best, depth, boundOf(best, originalAlpha, beta), bestMove);
    }
    return best;
}

bool Search::probCut(Bitboard player, Bitboard opponent, int depth, int alpha, int beta, int &value)
{
    const ProbCutModel model = probCutModel(popCount(~(player | opponent)), depth);
    if (model.sigma == 0) {
        return false;
    }
    const int shallow = probCutDepth(depth);
    const int margin = static_cast<int>(ProbCutConfidence * model.sigma);
    const int high = beta - model.bias + margin;
    if (high < Infinity && pvs(player, opponent, shallow, high - 1, high) >= high) {
        value = beta;
        return true;
    }
    const int low = alpha - model.bias - margin;
    if (low > -Infinity && pvs(player, opponent, shallow, low, low + 1) <= low) {
        value = alpha;
        return true;
    }
    return false;
}

void Search::orderMoves(
    MoveList &moves, Bitboard player, Bitboard opponent, int depth, Move hashMove)
{
    // Deeper nodes pay for a shallow search of each reply; shallow ones use the evaluation.
    // One ply from the leaves, evaluating every reply to order them costs more than the
    // search it would shorten: only the hash move goes first.
    const int orderDepth = depth >= 9 ? 2 : depth >= 6 ? 1 : 0;
    for (ScoredMove &move : moves) {
        if (move.square == hashMove || depth <= 1) {
            move.key = move.square == hashMove ? Infinity * 4 : 0;
            continue;
        }
        const Bitboard nextPlayer = opponent ^ move.flipped;
        const Bitboard nextOpponent = player | move.flipped | squareBit(move.square);
        move.key = -pvs(nextPlayer, nextOpponent, orderDepth, -Infinity, Infinity);
    }
    moves.sort();
}

} // namespace reversi
