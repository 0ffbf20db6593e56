#pragma once

// Names for the files a conversion writes, such that no output is lost or damaged: a name taken
// earlier in the run or naming a source gets a number (a.pgn, a-2.pgn, a-3.pgn), and an
// existing file is replaced only when --force says so, never when it is a source.

#include "core/result.h"
#include "records/gametree.h"

#include <set>
#include <string>
#include <vector>

namespace xq::cli {

class OutputNames {
public:
    /// `sources` are the files being read: never written, whatever `force` says.
    OutputNames(const std::vector<std::string> &sources, bool force);

    /// `wanted`, or the first free numbered form of it; fails when that file exists and
    /// replacing was not asked for.
    Result<std::string> claim(const std::string &wanted);

private:
    std::set<std::string> m_sources;
    std::set<std::string> m_claimed;
    bool m_force;
};

/// A file name (without extension) from a pattern over the game's tags: "{Red}-{Black}-{Date}",
/// "{n}" for the game number zero-padded to `width` digits. Characters a file name cannot hold
/// become '_'; an empty result becomes the number.
std::string nameFromPattern(
    const std::string &pattern, const GameTree &game, int number, int width);

} // namespace xq::cli
