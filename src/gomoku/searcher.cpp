#include "gomoku/searcher.h"

#include "gomoku/movepicker.h"
#include "gomoku/pruning.h"
#include "gomoku/threatsearch.h"

#include <algorithm>
#include <cmath>

namespace gomoku {

namespace {

constexpr int Infinity = WinScore + 1;
constexpr int EvalLimit = WinBound - 1;
constexpr std::size_t NodeWidth = 10; // candidate points searched below the root, unless lost
// Nodes far from the leaves search more: a good move cut there costs the most, and they are few.
constexpr std::size_t DeepNodeWidth = 14;
constexpr int DeepNodeDepth = 6;
constexpr int RootWidth = 20;
constexpr std::uint64_t RootVcfBudget = 60000;
constexpr std::uint64_t RootVctBudget = 15000;
constexpr std::uint64_t LeafVcfBudget = 40;
constexpr int RootVcfTimePercent = 25; // of the move's hard limit, at most
constexpr int RootVctTimePercent = 50; // counted from the start of the move
constexpr int LeafVcfDepth = 6;
constexpr int TimeCheckMask = 63;
constexpr int NullMoveMinDepth = 3;
constexpr int NullMarginStep = 400; // evaluation units, about 0.8 of a logit of the result
constexpr int NullMarginPlies = 2;
// The side to move's part of the table's key: a null move changes the side, not the stones.
constexpr std::uint64_t WhiteToMoveKey = 0x9e3779b97f4a7c15ULL;

std::uint64_t keyOf(const Position &position)
{
    return position.board().key() ^ (position.sideToMove() == Stone::White ? WhiteToMoveKey : 0);
}

int toTable(int score, int ply)
{
    return score > WinBound ? score + ply : (score < -WinBound ? score - ply : score);
}

int fromTable(int score, int ply)
{
    return score > WinBound ? score - ply : (score < -WinBound ? score + ply : score);
}

} // namespace

Searcher::Searcher(std::size_t hashMb)
    : m_table(std::make_shared<TranspositionTable>(hashMb)), m_settings(levelSettings(FullStrength))
{
}

Searcher::Searcher(const std::shared_ptr<TranspositionTable> &table, const LevelSettings &settings)
    : m_table(table), m_settings(settings)
{
}

Searcher::~Searcher()
{
    stopHelpers();
}

void Searcher::setLevel(int level)
{
    m_level = std::clamp(level, 1, LevelCount);
    m_settings = levelSettings(m_level);
}

SearchResult Searcher::search(Position &position, const SearchLimits &limits)
{
    m_position = &position;
    m_limits = limits;
    const int cap = m_settings.timeCapMs;
    if (cap > 0 && (m_limits.hardMs == 0 || m_limits.hardMs > cap)) {
        m_limits.hardMs = cap;
        m_limits.softMs
            = m_limits.softMs > 0 ? std::min(m_limits.softMs, cap * 2 / 5) : cap * 2 / 5;
    }
    m_start = std::chrono::steady_clock::now();
    m_table->newSearch();
    m_nodes = 0;
    m_aborted = false;
    SearchResult result;
    const Board &board = position.board();
    if (board.stoneCount() == 0) {
        result.move = Board::indexOf({ board.size() / 2, board.size() / 2 });
        result.how = "opening";
    } else if (!board.isFull()) {
        const bool missFour
            = std::uniform_int_distribution<int>(0, 99)(m_random) < m_settings.missFourPercent;
        if (!forcedMove(result, missFour) && !threatMove(result)) {
            auto moves = rootMoves(missFour);
            moves = moves.empty() ? rootMoves(false) : moves;
            const int helpers = m_level == FullStrength && moves.size() > 1 ? m_threads - 1 : 0;
            startHelpers(moves, helpers);
            result.threads = helpers + 1;
            iterate(result, moves);
        }
    }
    result.nodes = m_nodes + stopHelpers();
    result.timeMs = elapsedMs();
    return result;
}

void Searcher::startHelpers(const std::vector<int> &moves, int count)
{
    m_helperStop = false;
    while (int(m_helpers.size()) < count) {
        m_helpers.push_back(std::unique_ptr<Searcher>(new Searcher(m_table, m_settings)));
        m_helperPositions.push_back(std::make_unique<Position>(*m_position));
    }
    SearchLimits limits;
    limits.maxDepth = m_limits.maxDepth;
    limits.stop = &m_helperStop; // no clock: the main search stops its helpers
    for (int k = 0; k < count; ++k) {
        Searcher *helper = m_helpers[std::size_t(k)].get();
        Position *position = m_helperPositions[std::size_t(k)].get();
        *position = *m_position;
        helper->m_settings = m_settings;
        m_helperThreads.emplace_back([helper, position, limits, moves, k] {
            helper->m_position = position;
            helper->m_limits = limits;
            helper->m_start = std::chrono::steady_clock::now();
            helper->m_nodes = 0;
            helper->m_aborted = false;
            SearchResult ignored;
            helper->iterate(ignored, moves, 1 + k % 2);
        });
    }
}

std::uint64_t Searcher::stopHelpers()
{
    m_helperStop = true;
    std::uint64_t nodes = 0;
    for (std::size_t k = 0; k < m_helperThreads.size(); ++k) {
        m_helperThreads[k].join();
        nodes += m_helpers[k]->m_nodes;
    }
    m_helperThreads.clear();
    return nodes;
}

// A five to make, or the opponent's five to block (unless the level overlooks it this time).
bool Searcher::forcedMove(SearchResult &result, bool missFour)
{
    Position &position = *m_position;
    const Stone side = position.sideToMove();
    if (position.patternCount(side, Pattern::Five) > 0) {
        result.move = position.pointsWith(side, Pattern::Five).front();
        result.score = WinScore - 1;
        result.how = "five";
        return true;
    }
    if (position.patternCount(opponent(side), Pattern::Five) == 0 || missFour) {
        return false;
    }
    for (const int block : position.pointsWith(opponent(side), Pattern::Five)) {
        if (!position.isForbidden(side, block)) {
            result.move = block;
            result.how = "block";
            return true;
        }
    }
    return false;
}

// VCF then VCT, each stopped by its node budget, "move now", or a share of the move's time.
bool Searcher::threatMove(SearchResult &result)
{
    return (m_settings.vcfDepth > 0 && threatWin(result, false))
        || (m_settings.vctDepth > 0 && threatWin(result, true));
}

bool Searcher::threatWin(SearchResult &result, bool threes)
{
    const int percent = threes ? RootVctTimePercent : RootVcfTimePercent;
    ThreatSearch threat(*m_position, threes ? RootVctBudget : RootVcfBudget);
    threat.setAbort([this, percent, &threat] {
        return (m_limits.stop && m_limits.stop->load(std::memory_order_relaxed))
            || (m_limits.hardMs > 0 && elapsedMs() * 100 >= m_limits.hardMs * percent)
            || (m_limits.maxNodes > 0
                && (m_nodes + threat.nodes()) * 100 >= m_limits.maxNodes * percent);
    });
    const int move
        = threes ? threat.findVct(m_settings.vctDepth) : threat.findVcf(m_settings.vcfDepth);
    m_nodes += threat.nodes();
    if (move < 0) {
        return false;
    }
    result.move = move;
    result.how = threes ? "vct" : "vcf";
    result.score = WinScore - int(threat.line().size());
    return true;
}

// Candidate root moves; `missFour` leaves out the block of the opponent's five (a beginner's
// oversight).
std::vector<int> Searcher::rootMoves(bool missFour)
{
    std::vector<int> moves;
    MovePicker picker(*m_position, -1, RootWidth);
    for (int move = picker.next(); move >= 0 && int(moves.size()) < RootWidth;
         move = picker.next()) {
        moves.push_back(move);
    }
    if (missFour) {
        const Stone other = opponent(m_position->sideToMove());
        std::erase_if(
            moves, [&](int m) { return m_position->bestPattern(other, m) == Pattern::Five; });
    }
    return moves;
}

// Iterative deepening; a helper's iterations are `depthOffset` plies deeper than the main's.
void Searcher::iterate(SearchResult &result, const std::vector<int> &rootList, int depthOffset)
{
    std::vector<int> moves = rootList;
    result.move = moves.front();
    result.how = "search";
    const int maxDepth = m_limits.maxDepth > 0 ? m_limits.maxDepth : m_settings.maxDepth;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        int score = 0;
        const int best = searchRoot(moves, std::min(depth + depthOffset, maxDepth), score);
        if (m_aborted) {
            // An unfinished iteration that searched its first move (the last one's choice) in
            // full still knows more: that move's deeper score, or a move proven better.
            if (score > -Infinity) {
                result.move = best;
                result.score = score;
            }
            break;
        }
        result.move = best;
        result.score = score;
        result.depth = depth;
        if (m_limits.onIteration) {
            m_limits.onIteration({ depth, best, score, m_nodes, elapsedMs() });
        }
        if (std::abs(score) > WinBound || moves.size() == 1
            || (m_limits.softMs > 0 && elapsedMs() > m_limits.softMs)
            || (m_limits.maxNodes > 0 && m_nodes * 5 > m_limits.maxNodes * 2)) {
            break;
        }
    }
}

// One iteration over the root moves (best first from the last one); with noise, every move is
// searched with a full window and scored with a random spread, so a weak level varies its play.
int Searcher::searchRoot(std::vector<int> &moves, int depth, int &bestScore)
{
    std::uniform_int_distribution<int> spread(-m_settings.noise, m_settings.noise);
    int alpha = -Infinity;
    int best = moves.front();
    bestScore = -Infinity;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        m_position->play(moves[i]);
        int score = 0;
        if (i == 0 || m_settings.noise > 0) {
            score = -negamax(depth - 1, -Infinity, Infinity, 1);
        } else {
            score = -negamax(depth - 1, -alpha - 1, -alpha, 1);
            if (score > alpha && !m_aborted) {
                score = -negamax(depth - 1, -Infinity, -alpha, 1);
            }
        }
        m_position->undo();
        if (m_aborted) {
            break;
        }
        if (m_settings.noise > 0 && std::abs(score) < WinBound) {
            score += spread(m_random);
        }
        if (score > bestScore) {
            bestScore = score;
            best = moves[i];
            alpha = std::max(alpha, score);
        }
    }
    std::stable_partition(moves.begin(), moves.end(), [&](int m) { return m == best; });
    return best;
}

int Searcher::negamax(int depth, int alpha, int beta, int ply, bool nullAllowed)
{
    ++m_nodes;
    if ((m_nodes & TimeCheckMask) == 0 && timeUp()) {
        m_aborted = true;
    }
    if (m_aborted) {
        return 0;
    }
    Position &position = *m_position;
    const Stone side = position.sideToMove();
    const Stone other = opponent(side);
    // Step 1. A five wins; two fives of the opponent lose; one must be blocked.
    if (position.patternCount(side, Pattern::Five) > 0) {
        return WinScore - ply;
    }
    int forcedBlock = -1;
    if (position.patternCount(other, Pattern::Five) > 0) {
        const std::vector<int> fives = position.pointsWith(other, Pattern::Five);
        if (fives.size() > 1 || position.isForbidden(side, fives.front())) {
            return -(WinScore - ply - 1);
        }
        forcedBlock = fives.front();
    } else if (position.patternCount(side, Pattern::Flex4) > 0
        && position.patternCount(other, Pattern::Block4) == 0
        && position.patternCount(other, Pattern::Flex4) == 0) {
        // Step 2. An open four the opponent cannot answer with a four of its own.
        for (const int m : position.pointsWith(side, Pattern::Flex4)) {
            if (position.bestPattern(side, m) == Pattern::Flex4 && !position.isForbidden(side, m)) {
                return WinScore - ply - 2;
            }
        }
    }
    if (forcedBlock < 0 && depth <= 0) {
        return leafScore(beta, ply);
    }
    // Step 3. The transposition table.
    const std::uint64_t key = tableKey();
    const std::optional<TableEntry> entry = m_table->probe(key);
    int ttMove = -1;
    if (entry) {
        ttMove = entry->move;
        const int score = fromTable(entry->score, ply);
        if (entry->depth >= depth
            && (entry->bound == Bound::Exact || (entry->bound == Bound::Lower && score >= beta)
                || (entry->bound == Bound::Upper && score <= alpha))) {
            return score;
        }
    }
    // Step 4. Null move.
    int nullScore = 0;
    if (forcedBlock < 0 && nullAllowed && nullMoveCutoff(depth, beta, ply, nullScore)) {
        return nullScore;
    }
    // Step 5. The moves: forced block, defences against an open three, or the candidates: the
    // first NodeWidth (DeepNodeWidth from DeepNodeDepth on), and the others only while every
    // move so far loses, so that a loss (the opponent's win one ply up) is proven over every
    // answer.
    const std::size_t width = depth >= DeepNodeDepth ? DeepNodeWidth : NodeWidth;
    MovePicker picker = forcedBlock >= 0 ? MovePicker::only(position, forcedBlock)
                                         : MovePicker(position, ttMove, width);
    // Step 6. Principal variation search, late quiet moves reduced or, in null-window nodes
    // near the leaves, skipped.
    const int originalAlpha = alpha;
    const bool nullWindow = beta - alpha == 1;
    int bestScore = -Infinity;
    int bestMove = -1;
    const int nextDepth = picker.single() ? depth : depth - 1;
    for (std::size_t i = 0; i != width || bestScore < -WinBound; ++i) {
        const int move = picker.next();
        if (move < 0) {
            break;
        }
        const bool quiet = isQuietMove(position, move);
        if (nullWindow && bestScore > -WinBound && isLateMovePruned(depth, int(i), quiet)) {
            continue;
        }
        const int reduction = nextDepth < depth ? lateMoveReduction(depth, int(i), quiet) : 0;
        position.play(move);
        m_table->prefetch(tableKey());
        int score = 0;
        if (i == 0) {
            score = -negamax(nextDepth, -beta, -alpha, ply + 1);
        } else {
            score = -negamax(nextDepth - reduction, -alpha - 1, -alpha, ply + 1);
            if (reduction > 0 && score > alpha && !m_aborted) {
                score = -negamax(nextDepth, -alpha - 1, -alpha, ply + 1);
            }
            if (score > alpha && score < beta && !m_aborted) {
                score = -negamax(nextDepth, -beta, -alpha, ply + 1);
            }
        }
        position.undo();
        if (m_aborted) {
            return 0;
        }
        if (score > bestScore) {
            bestScore = score;
            bestMove = move;
            alpha = std::max(alpha, score);
            if (alpha >= beta) {
                break;
            }
        }
    }
    if (bestMove < 0) {
        return 0; // no move: a full board
    }
    // Step 7. Store.
    const Bound bound = bestScore >= beta
        ? Bound::Lower
        : (bestScore > originalAlpha ? Bound::Exact : Bound::Upper);
    m_table->store(key,
        { std::int16_t(toTable(bestScore, ply)), std::int16_t(bestMove),
            std::int8_t(std::max(depth, 0)), bound });
    return bestScore;
}

// A stone never hurts its owner (no zugzwang in Gomoku): if the side to move, passing, still
// holds beta in a search reduced by 2 + depth / 4 plies, a move will too. The further its static
// score stands above beta, the likelier the pass holds, so the search is a ply shallower for
// every NullMarginStep of it (at most NullMarginPlies more). Not against an open three (the pass
// would lose to it at once), nor with a win or loss in the window.
bool Searcher::nullMoveCutoff(int depth, int beta, int ply, int &score)
{
    Position &position = *m_position;
    const Stone side = position.sideToMove();
    const Stone other = opponent(side);
    if (depth < NullMoveMinDepth || std::abs(beta) >= WinBound
        || position.threatensOpenFour(other)) {
        return false;
    }
    const int margin = position.evaluate() - beta;
    if (margin < 0) {
        return false;
    }
    const int reduction = 3 + depth / 4 + std::min(NullMarginPlies, margin / NullMarginStep);
    position.setSideToMove(other);
    score = -negamax(depth - reduction, -beta, -beta + 1, ply + 1, false);
    position.setSideToMove(side);
    if (m_aborted || score < beta) {
        return false;
    }
    score = score > WinBound ? beta : score;
    return true;
}

// The static evaluation, or a win by fours for the side to move found by a small VCF; the VCF
// only where a win would change the result: below beta (fail-soft, the evaluation is a bound).
int Searcher::leafScore(int beta, int ply)
{
    Position &position = *m_position;
    const Stone side = position.sideToMove();
    const int score = std::clamp(position.evaluate(), -EvalLimit, EvalLimit);
    if (m_settings.leafVcf && score < beta && position.patternCount(side, Pattern::Block4) > 0) {
        ThreatSearch vcf(position, LeafVcfBudget);
        const bool won = vcf.findVcf(LeafVcfDepth) >= 0;
        m_nodes += vcf.nodes();
        if (won) {
            return WinScore - ply - int(vcf.line().size());
        }
    }
    return score;
}

std::vector<int> Searcher::principalVariation(Position &position, int first, int length) const
{
    std::vector<int> line;
    for (int move = first; move >= 0 && move < CellCount && int(line.size()) < length
         && position.board().cell(move) == Stone::Empty;) {
        const bool five = position.bestPattern(position.sideToMove(), move) == Pattern::Five;
        position.play(move);
        line.push_back(move);
        const std::optional<TableEntry> entry
            = five ? std::nullopt : m_table->probe(keyOf(position));
        move = entry ? entry->move : -1;
    }
    for (std::size_t i = 0; i < line.size(); ++i) {
        position.undo();
    }
    return line;
}

std::uint64_t Searcher::tableKey() const
{
    return keyOf(*m_position);
}

bool Searcher::timeUp()
{
    if (m_limits.stop && m_limits.stop->load(std::memory_order_relaxed)) {
        return true;
    }
    return (m_limits.hardMs > 0 && elapsedMs() >= m_limits.hardMs)
        || (m_limits.maxNodes > 0 && m_nodes >= m_limits.maxNodes);
}

int Searcher::elapsedMs() const
{
    return int(std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - m_start)
                   .count());
}

} // namespace gomoku
