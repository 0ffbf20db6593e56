#pragma once

// A small net added to the learned evaluation (NNUE over its features): each combination of four
// line patterns (evaluation.h) has a row of `hidden` 16-bit values, and per colour an accumulator
// holds the sum of the rows of its empty points, kept as the points change like the evaluation's
// sums (a point's row out, its new row in). The net adds to the linear evaluation
//     (out-own . crelu(acc[side to move]) + out-other . crelu(acc[other side])) / 255 + out-bias
// in evaluation units, crelu clamping to [0, 255] (common::NnueActivationOne). The arithmetic is
// the Xiangqi net's kernels (common/nnuekernels.h: plain, SSE2, AVX2, NEON, the fastest chosen at
// run time). The built-in net (nets/freestyle.net, assembled into the library; its recipe in
// docs/gomoku.md, "Evaluation, eleventh round") is fitted on free-style games and plays under
// every rule; `gomoku-engine --net-file PATH` plays another for the file's rule, or none. Under
// renju black's likely forbidden points (PointTable::likelyForbidden) are worth nothing to
// black, in the net as in the table: their rows are left out of black's accumulator.
//
// The file is text: "gomoku-net 1", "rule" and the name of the rule it plays for (freestyle,
// standard or renju), "hidden" (16 or 32), "combinations" and the names in order, a "row" line
// per combination, "bias", "out-own", "out-other" (`hidden` integers each), "out-bias", and last
// "crc32" with the CRC-32 of every byte before it (scripts/gomoku-train-net writes it). Another
// version or layout, a damaged or truncated file is refused with the reason.

#include "common/nnuekernels.h"
#include "gomoku/evaluation.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gomoku {

class EvalNet {
public:
    static constexpr int MaxHidden = 32;
    using Accumulator = std::array<std::int16_t, MaxHidden>;

    static std::optional<EvalNet> parse(std::string_view text, std::string &error);
    /// The built-in net, fitted under free-style (embeddednet.cpp).
    static std::optional<EvalNet> builtIn();
    /// The net a position under `rule` evaluates with: the built-in one, under every rule (it
    /// plays standard and renju better than no net: docs/gomoku.md, "The net under standard and
    /// renju"), unless replaced for the rule by useNetFile.
    static const EvalNet *active(Rule rule);
    /// Reads the file and makes its net the program's for its rule, before the first position
    /// is made ("none": no net for any rule); false with the reason when it is refused, and
    /// the nets in use stay.
    static bool useNetFile(const std::string &path, std::string &error);

    /// The same net played under `rule` (black's forbidden points left out under renju).
    EvalNet playedUnder(Rule rule) const;

    Rule rule() const { return m_rule; }
    int hidden() const { return m_hidden; }
    /// The same net computed by other kernels (tests compare them).
    void setSimdPath(common::SimdPath path) { m_kernels = &common::nnueKernels(path); }

    /// What one move changes in a colour's accumulator, gathered point by point and applied
    /// at once (one pass over the accumulator a move instead of one a point).
    class Changes {
        friend class EvalNet;
        // A move changes its own point and at most ten on each of its four lines.
        static constexpr int Capacity = 1 + 4 * 2 * LineReach;
        std::array<const std::int16_t *, Capacity> m_added;
        std::array<const std::int16_t *, Capacity> m_removed;
        int m_addedCount = 0;
        int m_removedCount = 0;
    };
    /// A point's four codes for `colour` (0 black, 1 white; as one key, Position::codesKey)
    /// changed from `before` to `after`. The zero row of no pattern is left out.
    void note(Changes &changes, int colour, int before, int after) const
    {
        const auto &combinationOfKey = *m_combinationOfKey[std::size_t(colour)];
        const int out = combinationOfKey[std::size_t(before)];
        const int in = combinationOfKey[std::size_t(after)];
        assert(std::max(changes.m_addedCount, changes.m_removedCount) < Changes::Capacity);
        if (out != NoPattern) {
            changes.m_removed[std::size_t(changes.m_removedCount++)] = row(out);
        }
        if (in != NoPattern) {
            changes.m_added[std::size_t(changes.m_addedCount++)] = row(in);
        }
    }
    /// `to` = `from` with the changes applied; `changes` is emptied.
    void apply(Accumulator &to, const Accumulator &from, Changes &changes) const;
    /// A colour's accumulator computed afresh from its points' counts.
    Accumulator accumulator(const Features &features) const;
    /// The net's part of the evaluation, for the side to move.
    int output(const Accumulator &own, const Accumulator &other) const
    {
        return m_outBias
            + (m_kernels->clippedDot(own.data(), m_outOwn.data(), m_hidden)
                  + m_kernels->clippedDot(other.data(), m_outOther.data(), m_hidden))
            / common::NnueActivationOne;
    }

private:
    static constexpr int NoPattern = CombinationCount - 1;

    const std::int16_t *row(int combination) const
    {
        return m_rows.data() + std::size_t(combination) * std::size_t(m_hidden);
    }

    Rule m_rule = Rule::FreeStyle;
    int m_hidden = 0;
    std::vector<std::int16_t> m_rows; // by combination, `hidden` values each
    // By a point's key, per colour (black's differs under renju: its likely forbidden points
    // count as no pattern).
    std::array<const std::vector<std::uint16_t> *, 2> m_combinationOfKey {};
    alignas(32) Accumulator m_bias {};
    alignas(32) std::array<std::int16_t, MaxHidden> m_outOwn {};
    alignas(32) std::array<std::int16_t, MaxHidden> m_outOther {};
    int m_outBias = 0;
    const common::NnueKernels *m_kernels = &common::nnueKernels(common::bestSimdPath());
};

} // namespace gomoku
