#pragma once

// The built-in Xiangqi engine asked one question at a time and answered in full: search this
// position to this depth and give the best lines. Blocking, single-threaded and without its
// opening book, so that the same question always gets the same answer: puzzles are proven by
// searches that must be repeatable.

#include "engine/engine.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace puzzles {

/// One line of the answer, from the side to move's point of view.
struct EngineLine {
    int depth = 0;
    int scoreCp = 0;
    std::optional<int> mateInMoves; ///< positive: the side to move mates
    std::vector<xq::Move> pv;

    bool mates() const { return mateInMoves && *mateInMoves > 0; }
};

struct EngineAnswer {
    std::optional<EngineLine> best; ///< none when no move may be played
    /// The shallowest depth from which the best line's first move stayed the final answer.
    int settledDepth = 0;
};

class EngineLines {
public:
    explicit EngineLines(int hashMb = 16);

    /// Searches `board` to `depth` plies (stopping earlier after `nodeLimit` nodes when that is
    /// not 0), among the first moves `only` when that is not empty, and reports the best line
    /// of the last depth searched.
    EngineAnswer search(const xq::Board &board, int depth, std::uint64_t nodeLimit = 0,
        const std::vector<xq::Move> &only = {});

private:
    xq::Engine m_engine;
    int m_hashMb;
};

} // namespace puzzles
