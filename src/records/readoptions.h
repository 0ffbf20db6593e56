#pragma once

// How forgiving the record readers are. By default they read what real collections contain and
// say what they forgave (GameTree::readWarnings); strict reading refuses every such fault.

namespace xq {

struct ReadOptions {
    /// Refuse moves that name a stone ambiguously, side lines with an illegal move and
    /// diagrams, instead of reading them with a warning.
    bool strict = false;
};

} // namespace xq
