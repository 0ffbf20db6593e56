#include "tune/nnuerecord.h"

#include <algorithm>
#include <istream>
#include <ostream>

namespace xq::tune {

namespace {

constexpr int SideByte = 45;
constexpr int ScoreByte = 46;
constexpr int ScoreLimit = 32767;

} // namespace

NnueRecord NnueRecord::make(const Board &board, int scoreCp, GameResult result)
{
    NnueRecord record;
    for (Square s = 0; s < SquareCount; ++s) {
        const Stone stone = board.stoneAt(s);
        const int code = stone ? stone.tableIndex() + 1 : 0;
        record.bytes[s / 2] |= static_cast<std::uint8_t>(s % 2 == 0 ? code : code << 4);
    }
    record.bytes[SideByte] = static_cast<std::uint8_t>(
        (board.sideToMove() == Side::Black ? 1 : 0) | (static_cast<int>(result) << 1));
    const auto score = static_cast<std::uint16_t>(
        static_cast<std::int16_t>(std::clamp(scoreCp, -ScoreLimit, ScoreLimit)));
    record.bytes[ScoreByte] = static_cast<std::uint8_t>(score & 0xFF);
    record.bytes[ScoreByte + 1] = static_cast<std::uint8_t>(score >> 8);
    return record;
}

Stone NnueRecord::stoneAt(Square s) const
{
    const int code = (s % 2 == 0 ? bytes[s / 2] : bytes[s / 2] >> 4) & 0xF;
    if (code == 0) {
        return {};
    }
    return Stone(
        static_cast<Side>((code - 1) / KindCount), static_cast<Kind>((code - 1) % KindCount));
}

int NnueRecord::score() const
{
    return static_cast<std::int16_t>(bytes[ScoreByte] | (bytes[ScoreByte + 1] << 8));
}

void NnueRecord::setResult(GameResult result)
{
    bytes[SideByte]
        = static_cast<std::uint8_t>((bytes[SideByte] & 1) | (static_cast<int>(result) << 1));
}

void writeNnueHeader(std::ostream &out)
{
    out.write(NnueRecord::FileMagic.data(), NnueRecord::FileMagic.size());
}

void writeNnueRecord(std::ostream &out, const NnueRecord &record)
{
    out.write(reinterpret_cast<const char *>(record.bytes.data()), NnueRecord::Bytes);
}

std::optional<NnueRecord> readNnueRecord(std::istream &in)
{
    NnueRecord record;
    in.read(reinterpret_cast<char *>(record.bytes.data()), NnueRecord::Bytes);
    if (in.gcount() != NnueRecord::Bytes) {
        return std::nullopt;
    }
    return record;
}

} // namespace xq::tune
