#pragma once

// The search: iterative deepening over a principal variation search with aspiration windows,
// a transposition table, quiescence, null move, late move reductions, futility pruning and
// mate-distance pruning. Repetitions are judged with the rules core's judge at every node.

#include "engine/engine.h"
#include "engine/movepicker.h"
#include "engine/nnueaccumulator.h"
#include "engine/score.h"
#include "engine/timemanager.h"
#include "engine/transpositiontable.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace xq {

/// One root move and what the last iterations said about it.
struct RootMove {
    Move move;
    Score score = -ScoreInfinite;
    Score previousScore = -ScoreInfinite;
    int selDepth = 0;
    std::vector<Move> pv;
};

/// What a finished search hands back: its root moves, best first, and its best move.
struct SearchOutcome {
    BestMove best;
    std::vector<RootMove> rootMoves; ///< best first; scores of the last finished iteration
    std::uint64_t nodes = 0;
};

class Search {
public:
    Search(TranspositionTable &table, OrderingTables &ordering, const std::atomic<bool> &stop);

    /// Searches `board` within `limits`, reporting each finished line through `onInfo`. The
    /// caller starts the table's new search (TranspositionTable::newSearch) first.
    SearchOutcome run(const Board &board, const SearchLimits &limits, int multiPv,
        const Engine::InfoCallback &onInfo);
    /// A Lazy SMP helper: searches `board` from depth 1 + `depthOffset` into the shared table,
    /// reporting nothing, until the depth limit or its stop flag.
    void help(const Board &board, const SearchLimits &limits, int depthOffset);
    /// Nodes searched so far; may be read from another thread while the search runs.
    std::uint64_t nodes() const { return m_nodes.load(std::memory_order_relaxed); }
    /// The nodes of the other threads of the same search, added to the reported count.
    void setPeerNodes(std::function<std::uint64_t()> peerNodes)
    {
        m_peerNodes = std::move(peerNodes);
    }

    /// Evaluates with `network` from the next search on (none: the hand-written evaluation).
    /// The network must outlive the searches.
    void setNetwork(const NnueNetwork *network);

private:
    struct PvLine {
        std::array<Move, MaxPly + 1> moves;
        int length = 0;
        void set(Move first, const PvLine &rest);
    };
    /// What one ply of the search works in, kept from node to node so no node fills arrays of
    /// its own: the moves and their order, the quiet moves tried, the line found.
    struct Frame {
        MoveBuffer moves;
        std::array<Move, MoveList::Capacity> quietsTried;
        PvLine pv;
        Score staticEval = 0;
        Move excluded; ///< left out by the singular extension's test search
    };
    /// A move loop's best score so far and the window it raised.
    struct MoveLoopState {
        Score best;
        Score alpha;
        Move bestMove;
    };

    /// Sets up the root: the board, the clock, the root moves; false when there is no move.
    bool prepare(const Board &board, const SearchLimits &limits);
    void iterate(const SearchLimits &limits, int multiPv, const Engine::InfoCallback &onInfo);
    Score aspirate(int depth, int pvIndex);
    Score searchRoot(int depth, Score alpha, Score beta, int pvIndex);
    Score search(int depth, Score alpha, Score beta, int ply, bool cutNode);
    Score quiescence(Score alpha, Score beta, int ply);
    Score searchChild(int depth, Score alpha, Score beta, int ply, bool cutNode);
    /// Both move loops' common step: takes the score of `m` at `ply` (its line in the next
    /// frame); true when it refutes the node.
    bool takeScore(MoveLoopState &loop, Move m, Score score, Score beta, int ply);
    /// What every node does first (count, stop, repetition, mate distance, ply limit); a score
    /// when that already ends the node.
    std::optional<Score> enterNode(int ply, Score &alpha, Score &beta);
    std::optional<Score> judgeRepetition(int ply) const;
    bool tryNullMove(int depth, Score beta, Score staticEval, int ply, bool cutNode);
    bool mayNullMove() const;
    /// A capture that wins well above beta in a shallower search proves the node is above beta
    /// too: the score that says so, or none.
    std::optional<Score> probCut(int depth, Score beta, Score staticEval, int ply, bool cutNode);
    /// Plies the move just played is searched deeper than the rest: a check that does not give
    /// the checking stone away.
    int checkExtension() const;
    int reduction(bool pvNode, int depth, int moveIndex) const;
    void visitNode(int ply);
    /// Make and unmake on the search's board, keeping the net's accumulators in step.
    void playMove(Move m);
    void takeBack();
    void playNullMove();
    void takeBackNullMove();
    Score staticEvaluation() const;
    void reportLine(int pvIndex, int depth, const Engine::InfoCallback &onInfo) const;
    Move ponderMove(const RootMove &best);

    TranspositionTable &m_table;
    OrderingTables &m_ordering;
    const std::atomic<bool> &m_stopRequest;
    Board m_board = Board::startPosition();
    TimeManager m_time;
    std::vector<RootMove> m_rootMoves;
    std::vector<Frame> m_frames;
    std::unique_ptr<NnueAccumulatorStack> m_nnue;
    std::atomic<std::uint64_t> m_nodes { 0 };
    std::function<std::uint64_t()> m_peerNodes;
    std::uint64_t m_nodeLimit = 0;
    int m_depthOffset = 0;
    int m_selDepth = 0;
    int m_rootDepth = 0;
    bool m_stopped = false;
};

} // namespace xq
