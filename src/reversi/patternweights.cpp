#include "reversi/patternweights.h"

#include "reversi/binaryfile.h"

#include <string_view>

namespace reversi {

using binaryfile::ChecksumBytes;
using binaryfile::putU32;
using binaryfile::readU32;

namespace {

constexpr std::string_view Magic = "XQRVPAT1";
constexpr std::uint32_t Version = 1;
constexpr std::size_t HeaderBytes = Magic.size() + 3 * 4;

} // namespace

PatternWeights::PatternWeights()
    : m_perStage(std::size_t(featureLayout().weightsPerStage)), m_weights(m_perStage * StageCount)
{
}

std::optional<PatternWeights> PatternWeights::fromBytes(
    std::span<const std::uint8_t> bytes, std::string &error)
{
    if (!binaryfile::hasMagic(bytes, Magic, HeaderBytes + ChecksumBytes)) {
        error = "not a Reversi pattern weights file (no XQRVPAT1 header)";
        return std::nullopt;
    }
    PatternWeights weights;
    if (readU32(bytes, 8) != Version || readU32(bytes, 12) != StageCount
        || readU32(bytes, 16) != weights.m_perStage) {
        error = "Reversi pattern weights of another version or layout";
        return std::nullopt;
    }
    if (bytes.size() != HeaderBytes + 2 * weights.m_weights.size() + ChecksumBytes) {
        error = "Reversi pattern weights file is truncated or too long for its header";
        return std::nullopt;
    }
    if (!binaryfile::checksumMatches(bytes)) {
        error = "Reversi pattern weights checksum does not match: the file is damaged";
        return std::nullopt;
    }
    for (std::size_t i = 0; i < weights.m_weights.size(); ++i) {
        const std::size_t at = HeaderBytes + 2 * i;
        weights.m_weights[i] = static_cast<std::int16_t>(bytes[at] | bytes[at + 1] << 8);
    }
    return weights;
}

std::optional<PatternWeights> PatternWeights::fromFile(const std::string &path, std::string &error)
{
    return binaryfile::readFileAs<PatternWeights>(path, error);
}

std::vector<std::uint8_t> PatternWeights::toBytes() const
{
    std::vector<std::uint8_t> out(Magic.begin(), Magic.end());
    putU32(out, Version);
    putU32(out, StageCount);
    putU32(out, static_cast<std::uint32_t>(m_perStage));
    for (const std::int16_t weight : m_weights) {
        out.push_back(static_cast<std::uint8_t>(weight));
        out.push_back(static_cast<std::uint8_t>(static_cast<std::uint16_t>(weight) >> 8));
    }
    binaryfile::appendChecksum(out);
    return out;
}

int PatternWeights::evaluate(Bitboard player, Bitboard opponent) const
{
    const FeatureIndices indices = featureIndices(player, opponent);
    const std::span<const std::int16_t> weights = stage(stageOf(popCount(~(player | opponent))));
    int score = 0;
    for (const std::uint32_t index : indices) {
        score += weights[index];
    }
    return score;
}

} // namespace reversi
