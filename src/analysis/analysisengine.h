#pragma once

// One interface for every engine the window and xiangqi-cli analyse with: the built-in engine
// and external UCI/UCCI programs. analyse() blocks the calling (worker) thread until the time is
// up, the caller's stop flag is raised or the engine fails; lines arrive through a handler on
// the way. Whatever an engine does wrong comes back as an error value, never as an exception.

#include "core/board.h"
#include "core/result.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace xq {

/// A score this far from zero is a mate; the distance to it counts the moves to mate.
constexpr int MateScore = 30000;
constexpr int MaxAnalysisLines = 5;

/// One line of a multi-line analysis.
struct AnalysisLine {
    int multiPv = 1; ///< 1 for the best line
    int depth = 0;
    int scoreCp = 0; ///< side to move's view; mates are near +-MateScore
    std::optional<int> mateInMoves; ///< positive: the side to move mates
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    std::vector<Move> pv; ///< legal moves from the analysed position

    /// The score from Red's point of view, for a position with `toMove` to move.
    int redScore(Side toMove) const { return toMove == Side::Red ? scoreCp : -scoreCp; }
};

/// The score of a mate in `moves` (negative: being mated) on the centipawn scale.
int mateScore(int moves);

struct AnalysisRequest {
    int lines = 1; ///< 1..MaxAnalysisLines
    int moveTimeMs = 0; ///< 0: until stopped
    /// Only these root moves, when not empty (UCI `searchmoves`; UCCI engines cannot be
    /// restricted and search every move).
    std::vector<Move> searchMoves;
};

struct AnalysisOutcome {
    bool ok = false;
    Move best; ///< none when the position has no move or the engine failed
    std::vector<AnalysisLine> lines; ///< the last report of each line, best first
    std::string error; ///< what the engine did wrong, when !ok

    static AnalysisOutcome finished(Move best, std::vector<AnalysisLine> lines);
    static AnalysisOutcome failed(std::string error);
};

class AnalysisEngine {
public:
    using LineHandler = std::function<void(const AnalysisLine &)>;

    virtual ~AnalysisEngine() = default;

    /// Starts (or restarts after a failure) the engine.
    virtual Result<bool> start() = 0;
    virtual bool isReady() const = 0;
    /// The name to show: "Xiangqi (built-in)" or the engine's own `id name`.
    virtual std::string name() const = 0;
    /// Analyses `board` (its history judges repetitions). Blocks until the time is up or `stop`
    /// is raised; `onLine` runs for every line reported, on any thread.
    virtual AnalysisOutcome analyse(const Board &board, const AnalysisRequest &request,
        const std::atomic<bool> &stop, const LineHandler &onLine)
        = 0;
};

/// Keeps the lines an engine reports and hands out those of one depth, best first: the depth in
/// progress once every line asked for has come (or as many as the position has), else the last
/// depth that came whole. Engines report a new depth's lines one by one, so showing them as they
/// come would mix two depths and their scores out of order.
class LineTable {
public:
    explicit LineTable(int lines) : m_count(lines) { }
    /// Stores the line; false when it is no news (a shallower depth than the one in progress,
    /// as an engine starting its iterations again reports).
    bool update(const AnalysisLine &line);
    std::vector<AnalysisLine> lines() const;

private:
    /// The depth in progress has ended: it replaces the whole one unless it has fewer lines.
    void finishDepth();
    /// `lines` best first, at most m_count of them.
    std::vector<AnalysisLine> bestOf(std::vector<AnalysisLine> lines) const;

    int m_count;
    int m_depth = 0; ///< the depth in progress
    std::vector<AnalysisLine> m_current; ///< its lines so far, one per first move
    std::vector<AnalysisLine> m_whole; ///< the last depth with all its lines
};

} // namespace xq
