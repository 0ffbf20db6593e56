#pragma once

// The weights of the pattern evaluation, one table of every feature's values per stage, in
// hundredths of a disc. Stored as a file: "XQRVPAT1", the format version, the stage count and
// the weights per stage (32-bit little-endian each), the weights (16-bit little-endian, stage by
// stage in the order of patterns.h's layout), then a CRC-32 of everything before it. The built-in
// set is src/reversi/weights/reversi.eval (its recipe in docs/reversi.md); a file of another
// layout, or a damaged one, is refused with the reason.

#include "reversi/patterns.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace reversi {

class PatternWeights {
public:
    /// All zero (the fitter's start).
    PatternWeights();

    static std::optional<PatternWeights> fromBytes(
        std::span<const std::uint8_t> bytes, std::string &error);
    static std::optional<PatternWeights> fromFile(const std::string &path, std::string &error);
    /// The set compiled into the program.
    static const PatternWeights &builtIn();

    std::vector<std::uint8_t> toBytes() const;

    /// The evaluation of the position with these weights, for the side to move.
    int evaluate(Bitboard player, Bitboard opponent) const;
    std::span<std::int16_t> stage(int stage)
    {
        return std::span(m_weights).subspan(std::size_t(stage) * m_perStage, m_perStage);
    }
    std::span<const std::int16_t> stage(int stage) const
    {
        return std::span(m_weights).subspan(std::size_t(stage) * m_perStage, m_perStage);
    }

private:
    std::size_t m_perStage;
    std::vector<std::int16_t> m_weights;
};

} // namespace reversi
