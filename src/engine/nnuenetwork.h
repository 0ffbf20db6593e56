#pragma once

// The weights of the neural evaluation (NNUE), read from the file scripts/nnue-train.py writes
// (docs/engine.md, "NNUE"): per feature (stone kind seen from one side x point) a row of
// `hidden` 16-bit weights into the accumulator, the accumulator's biases, and one output layer
// over both sides' clipped accumulators.

#include "common/nnuekernels.h"
#include "core/result.h"
#include "core/types.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace xq {

class NnueNetwork {
public:
    static constexpr int FeatureCount = 2 * KindCount * SquareCount;
    static constexpr int MaxHidden = 1024;
    /// The accumulator's 1.0 and the output weights' 1.0 in the integer net.
    static constexpr int ActivationOne = common::NnueActivationOne;
    static constexpr int OutputOne = 64;

    /// Reads a net file's bytes: refuses a wrong header, a size that does not match or a wrong
    /// checksum, with the reason.
    static Result<NnueNetwork> fromBytes(std::span<const std::uint8_t> bytes);
    static Result<NnueNetwork> fromFile(const std::string &path);
    /// The file's bytes, as the trainer writes them.
    std::vector<std::uint8_t> toBytes() const;
    /// The net built into the program (embeddednet.cpp), or none if it does not read.
    static const NnueNetwork *builtIn();
    /// A net of random weights within the trained range, for tests.
    static NnueNetwork random(int hidden, std::uint64_t seed);

    int hidden() const { return m_hidden; }
    /// The accumulator row of a feature (hidden values).
    const std::int16_t *featureRow(int feature) const
    {
        return m_featureWeights.data() + static_cast<std::size_t>(feature) * m_hidden;
    }
    const std::int16_t *biases() const { return m_biases.data(); }
    /// 2 x hidden: the side to move's half first.
    const std::int16_t *outputWeights() const { return m_outputWeights.data(); }
    std::int32_t outputBias() const { return m_outputBias; }
    /// Centipawns per output unit.
    int outputScale() const { return m_outputScale; }

private:
    NnueNetwork() = default;

    int m_hidden = 0;
    int m_outputScale = 0;
    std::vector<std::int16_t> m_featureWeights;
    std::vector<std::int16_t> m_biases;
    std::vector<std::int16_t> m_outputWeights;
    std::int32_t m_outputBias = 0;
};

} // namespace xq
