#include "positionfile.h"

#include <array>
#include <iterator>
#include <string_view>

namespace reversi::tune {

namespace {

constexpr std::string_view Header = "XQRVPOS1\n";
constexpr std::size_t RecordBytes = 17;

void putBitboard(std::array<char, RecordBytes> &record, int at, Bitboard discs)
{
    for (int i = 0; i < 8; ++i) {
        record[at + i] = static_cast<char>(discs >> (8 * i));
    }
}

Bitboard getBitboard(const char *bytes)
{
    Bitboard discs = 0;
    for (int i = 0; i < 8; ++i) {
        discs |= Bitboard { static_cast<unsigned char>(bytes[i]) } << (8 * i);
    }
    return discs;
}

} // namespace

PositionWriter::PositionWriter(const std::string &path) : m_out(path, std::ios::binary)
{
    m_out.write(Header.data(), static_cast<std::streamsize>(Header.size()));
}

void PositionWriter::write(const std::vector<LabelledPosition> &positions)
{
    for (const LabelledPosition &position : positions) {
        std::array<char, RecordBytes> record {};
        putBitboard(record, 0, position.player);
        putBitboard(record, 8, position.opponent);
        record[16] = static_cast<char>(position.label);
        m_out.write(record.data(), record.size());
    }
    m_out.flush();
}

std::optional<std::vector<LabelledPosition>> readPositions(
    const std::string &path, std::string &error)
{
    std::ifstream in(path, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!in.eof() && !in) {
        error = "cannot read " + path;
        return std::nullopt;
    }
    if (!bytes.starts_with(Header) || (bytes.size() - Header.size()) % RecordBytes != 0) {
        error = path + " is not a whole file of labelled Reversi positions";
        return std::nullopt;
    }
    std::vector<LabelledPosition> positions;
    for (std::size_t at = Header.size(); at < bytes.size(); at += RecordBytes) {
        const char *record = bytes.data() + at;
        const int label = static_cast<signed char>(record[16]);
        positions.push_back({ getBitboard(record), getBitboard(record + 8), label });
        if ((positions.back().player & positions.back().opponent) != 0 || label < -64
            || label > 64) {
            error = path + ": a position with overlapping discs or an impossible score";
            return std::nullopt;
        }
    }
    return positions;
}

} // namespace reversi::tune
