#pragma once

// Makes the neural evaluation's training data by self-play: each game opens with a few random
// legal plies (so the games differ), then both sides play the move of a fixed shallow search
// (with the hand-written evaluation or a net);
// every quiet position (not in check, the best move not a capture, no mate in sight) is kept
// with the search's score, and all of a game's positions get its result at the end.

#include "engine/movepicker.h"
#include "engine/search.h"
#include "engine/transpositiontable.h"
#include "tune/nnuerecord.h"

#include <atomic>
#include <cstdint>
#include <random>
#include <vector>

namespace xq::tune {

struct SelfPlayOptions {
    int nodes = 3000; ///< search budget per move (0: depth only)
    int depth = 0; ///< search depth per move (0: nodes only)
    int randomPlies = 8; ///< the opening plies are random: between half this and this many
    std::uint64_t seed = 1;
    /// The net the search evaluates with (the caller keeps it); nullptr: the hand-written
    /// evaluation.
    const NnueNetwork *network = nullptr;
};

class SelfPlayGenerator {
public:
    explicit SelfPlayGenerator(SelfPlayOptions options);

    /// Plays game number `gameIndex` (its randomness depends on the seed and the index only)
    /// and returns its kept positions.
    std::vector<NnueRecord> playGame(int gameIndex);

private:
    /// Plays the random opening plies; false when the game ended in them.
    bool playRandomOpening(Board &board, std::mt19937_64 &random) const;
    /// Plays the game from `board` to its end and returns the result; the kept positions go to
    /// `records`.
    GameResult playOut(Board &board, std::vector<NnueRecord> &records);

    SelfPlayOptions m_options;
    TranspositionTable m_table;
    OrderingTables m_ordering;
    std::atomic<bool> m_stop { false };
    Search m_search;
};

} // namespace xq::tune
