#pragma once

// Picks the positions worth fitting the evaluation on from game records: quiet ones (no check,
// no capture that wins material), so the static evaluation and a searched score talk about the
// same thing.

#include "records/gametree.h"

#include <string>
#include <unordered_set>
#include <vector>

namespace xq::tune {

struct SamplingOptions {
    int skipPlies = 8; ///< opening plies left out: book moves, the same positions in every game
    int stride = 1; ///< keep one quiet position in every `stride`
};

/// True when the side to move is not in check, has a move, and no capture wins material by
/// static exchange.
bool isQuiet(const Board &board);

/// Collects sampled quiet positions (as FEN) of the games' main lines, each position once.
class PositionSampler {
public:
    explicit PositionSampler(SamplingOptions options) : m_options(options) { }

    void addGame(const GameTree &game);
    const std::vector<std::string> &fens() const { return m_fens; }

private:
    SamplingOptions m_options;
    std::unordered_set<Key> m_seen;
    long m_quietCount = 0;
    std::vector<std::string> m_fens;
};

} // namespace xq::tune
