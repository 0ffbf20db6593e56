#include "engine/nnuenetwork.h"

#include "common/crc32.h"

#include <array>
#include <fstream>
#include <iterator>
#include <random>
#include <string_view>

namespace xq {

namespace {

constexpr std::string_view Magic = "XQNNUE01";
constexpr std::uint32_t Version = 1;
constexpr std::size_t HeaderBytes = 8 + 4 * 4;
constexpr std::size_t ChecksumBytes = 4;
constexpr std::size_t MaxFileBytes = 64u << 20;

/// Reads little-endian numbers from a byte span in order.
class ByteReader {
public:
    explicit ByteReader(std::span<const std::uint8_t> bytes) : m_bytes(bytes) { }

    std::uint32_t u32()
    {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i) {
            v |= static_cast<std::uint32_t>(m_bytes[m_at++]) << (8 * i);
        }
        return v;
    }
    std::int16_t i16()
    {
        const auto v = static_cast<std::uint16_t>(m_bytes[m_at] | (m_bytes[m_at + 1] << 8));
        m_at += 2;
        return static_cast<std::int16_t>(v);
    }
    void i16s(std::vector<std::int16_t> &out, std::size_t count)
    {
        out.resize(count);
        for (auto &v : out) {
            v = i16();
        }
    }
    void skip(std::size_t n) { m_at += n; }

private:
    std::span<const std::uint8_t> m_bytes;
    std::size_t m_at = 0;
};

void putLittleEndian(std::vector<std::uint8_t> &out, std::uint32_t v, int bytes)
{
    for (int i = 0; i < bytes; ++i) {
        out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
    }
}

void putInt16s(std::vector<std::uint8_t> &out, const std::vector<std::int16_t> &values)
{
    for (const std::int16_t v : values) {
        putLittleEndian(out, static_cast<std::uint16_t>(v), 2);
    }
}

std::size_t expectedBytes(std::size_t hidden)
{
    const std::size_t weights = NnueNetwork::FeatureCount * hidden + hidden + 2 * hidden;
    return HeaderBytes + 2 * weights + 4 + ChecksumBytes;
}

} // namespace

Result<NnueNetwork> NnueNetwork::fromBytes(std::span<const std::uint8_t> bytes)
{
    using R = Result<NnueNetwork>;
    if (bytes.size() < HeaderBytes + ChecksumBytes
        || std::string_view(reinterpret_cast<const char *>(bytes.data()), Magic.size()) != Magic) {
        return R::failure("not an NNUE net of this engine (no XQNNUE01 header)");
    }
    ByteReader reader(bytes);
    reader.skip(Magic.size());
    const std::uint32_t version = reader.u32();
    const std::uint32_t features = reader.u32();
    const std::uint32_t hidden = reader.u32();
    const std::uint32_t scale = reader.u32();
    if (version != Version || features != FeatureCount) {
        return R::failure("NNUE net of another version or feature set");
    }
    if (hidden == 0 || hidden % 32 != 0 || hidden > MaxHidden || scale == 0 || scale > 10000) {
        return R::failure("NNUE net with an unsupported size or scale");
    }
    if (bytes.size() != expectedBytes(hidden)) {
        return R::failure("NNUE net file is truncated or too long for its header");
    }
    const auto body = bytes.first(bytes.size() - ChecksumBytes);
    ByteReader tail(bytes.last(ChecksumBytes));
    if (common::crc32(body) != tail.u32()) {
        return R::failure("NNUE net checksum does not match: the file is damaged");
    }
    NnueNetwork net;
    net.m_hidden = static_cast<int>(hidden);
    net.m_outputScale = static_cast<int>(scale);
    reader.i16s(net.m_featureWeights, static_cast<std::size_t>(FeatureCount) * hidden);
    reader.i16s(net.m_biases, hidden);
    reader.i16s(net.m_outputWeights, 2 * hidden);
    net.m_outputBias = static_cast<std::int32_t>(reader.u32());
    return net;
}

Result<NnueNetwork> NnueNetwork::fromFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return Result<NnueNetwork>::failure("cannot open " + path);
    }
    std::vector<std::uint8_t> bytes;
    char buffer[65536];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        bytes.insert(bytes.end(), buffer, buffer + in.gcount());
        if (bytes.size() > MaxFileBytes) {
            return Result<NnueNetwork>::failure(path + ": too large for an NNUE net");
        }
    }
    auto net = fromBytes(bytes);
    return net ? std::move(net) : Result<NnueNetwork>::failure(path + ": " + net.error());
}

std::vector<std::uint8_t> NnueNetwork::toBytes() const
{
    std::vector<std::uint8_t> out(Magic.begin(), Magic.end());
    for (const int v : { static_cast<int>(Version), FeatureCount, m_hidden, m_outputScale }) {
        putLittleEndian(out, static_cast<std::uint32_t>(v), 4);
    }
    putInt16s(out, m_featureWeights);
    putInt16s(out, m_biases);
    putInt16s(out, m_outputWeights);
    putLittleEndian(out, static_cast<std::uint32_t>(m_outputBias), 4);
    putLittleEndian(out, common::crc32(out), 4);
    return out;
}

NnueNetwork NnueNetwork::random(int hidden, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    const auto draw = [&rng](int bound) {
        return static_cast<std::int16_t>(static_cast<int>(rng() % (2 * bound + 1)) - bound);
    };
    NnueNetwork net;
    net.m_hidden = hidden;
    net.m_outputScale = 400;
    net.m_featureWeights.resize(static_cast<std::size_t>(FeatureCount) * hidden);
    for (auto &w : net.m_featureWeights) {
        w = draw(ActivationOne / 2);
    }
    net.m_biases.resize(hidden);
    for (auto &b : net.m_biases) {
        b = draw(ActivationOne);
    }
    net.m_outputWeights.resize(2 * hidden);
    for (auto &w : net.m_outputWeights) {
        w = draw(127);
    }
    net.m_outputBias = draw(ActivationOne * OutputOne / 4);
    return net;
}

} // namespace xq
