// Reads a CBR record in three steps: the header (texts, result, board, side), the move stream
// decoded into pre-order records, then the tree grown from them while the moves are played.

#include "records/cbr.h"
#include "records/cbrlayout.h"
#include "records/fenstart.h"
#include "records/preordertree.h"
#include "records/readwarnings.h"
#include "records/utf16.h"

#include <array>
#include <cstdio>
#include <optional>

namespace xq {

namespace {

using namespace cbr;

constexpr std::string_view CbrName = "CCBridge record (.cbr)";

std::uint8_t byteAt(std::string_view bytes, std::size_t offset)
{
    return static_cast<std::uint8_t>(bytes[offset]);
}

/// Decodes the move stream that starts at HeaderSize into pre-order records, the first
/// standing for the start position.
class StreamReader {
public:
    StreamReader(std::string_view bytes, const ReadOptions &options)
        : m_bytes(bytes), m_options(options)
    {
    }

    Result<std::vector<PreorderMove>> readAll()
    {
        using Failure = Result<std::vector<PreorderMove>>;
        if (m_pos == m_bytes.size()) {
            // A header without a stream: no moves.
            PreorderMove start;
            start.offset = m_pos;
            return std::vector<PreorderMove> { start };
        }
        auto start = readRecord();
        if (!start.ok()) {
            return Failure::failure(start.error());
        }
        std::vector<PreorderMove> records;
        records.push_back(std::move(start).value());
        records.front().move.reset();
        records.front().hasVariation = false;
        // A stream without moves ends here, or with the zero bytes that fill a library's slot.
        records.front().hasNext = !atStreamEnd();
        // Moves still announced: by a record without the line-end flag, or with the
        // alternative flag.
        std::size_t announced = records.front().hasNext ? 1 : 0;
        while (announced > 0) {
            if (m_bytes.size() - m_pos < MoveRecordSize) {
                return Failure::failure(byteOffsetText(m_pos) + ": the file ends where "
                    + std::to_string(announced) + " more moves are announced (truncated file)");
            }
            if (atStreamEnd()) {
                const std::string cut = byteOffsetText(m_pos)
                    + ": zero bytes end the move stream where " + std::to_string(announced)
                    + " more moves are announced";
                if (m_options.strict) {
                    return Failure::failure(cut);
                }
                m_warnings.push_back(cut + "; read up to there");
                break;
            }
            auto record = readRecord();
            if (!record.ok()) {
                return Failure::failure(record.error());
            }
            --announced;
            announced += record->hasNext ? 1 : 0;
            announced += record->hasVariation ? 1 : 0;
            records.push_back(std::move(record).value());
        }
        return records;
    }

    const std::vector<std::string> &warnings() const { return m_warnings; }

private:
    /// True at the end of the bytes or at four zero bytes (no move record is all zero).
    bool atStreamEnd() const
    {
        if (m_bytes.size() - m_pos < MoveRecordSize) {
            return true;
        }
        return le32At(m_bytes, m_pos) == 0;
    }

    Result<PreorderMove> readRecord()
    {
        PreorderMove r;
        r.offset = m_pos;
        if (m_bytes.size() - m_pos < MoveRecordSize) {
            return Result<PreorderMove>::failure(
                byteOffsetText(m_pos) + ": the file ends inside a move record (truncated file)");
        }
        const std::uint8_t flags = byteAt(m_bytes, m_pos);
        const int from = byteAt(m_bytes, m_pos + 2);
        const int to = byteAt(m_bytes, m_pos + 3);
        m_pos += MoveRecordSize;
        r.hasNext = (flags & EndsLineFlag) == 0;
        r.hasVariation = (flags & HasAlternativeFlag) != 0;
        if (from < PointCount && to < PointCount) {
            r.move = Move(squareFromPoint(from), squareFromPoint(to));
        } else {
            r.pointsText = "points " + std::to_string(from) + "-" + std::to_string(to);
        }
        if ((flags & HasCommentFlag) != 0) {
            if (auto error = readComment(r)) {
                return Result<PreorderMove>::failure(*error);
            }
        }
        return r;
    }

    std::optional<std::string> readComment(PreorderMove &r)
    {
        if (m_bytes.size() - m_pos < CommentLengthSize) {
            return byteOffsetText(m_pos)
                + ": the file ends inside a comment length (truncated file)";
        }
        const std::uint32_t length = le32At(m_bytes, m_pos);
        m_pos += CommentLengthSize;
        if (length > m_bytes.size() - m_pos) {
            return byteOffsetText(m_pos - CommentLengthSize) + ": a comment of "
                + std::to_string(length) + " bytes does not fit in the file (corrupt or truncated)";
        }
        r.comment = utf16LeToUtf8(m_bytes.substr(m_pos, length));
        m_pos += length;
        return std::nullopt;
    }

    std::string_view m_bytes;
    const ReadOptions &m_options;
    std::size_t m_pos = HeaderSize;
    std::vector<std::string> m_warnings;
};

std::optional<std::string> checkHeader(std::string_view bytes)
{
    if (!startsAsCbr(bytes)) {
        return std::string("offset 0x0: not a CCBridge record (no \"CCBridge Record\" signature)");
    }
    if (bytes.size() < HeaderSize) {
        return unreadableFile(CbrName,
            "the record has " + std::to_string(bytes.size()) + " bytes, fewer than the "
                + std::to_string(HeaderSize) + " of a CBR header (truncated file)");
    }
    const std::uint8_t kind = byteAt(bytes, KindOffset);
    if (kind == EarlyKind) {
        return unreadableFile(CbrName,
            byteOffsetText(KindOffset)
                + ": a CBR record of an early layout (kind 1), which this program does not read");
    }
    if (kind != RecordKind && kind != RecordKind + 1) {
        return unreadableFile(CbrName,
            byteOffsetText(KindOffset) + ": CBR record kind " + std::to_string(kind)
                + " is not known (2 and 3 are read)");
    }
    return std::nullopt;
}

/// The stones of the board, or why a byte is no stone.
Result<std::array<Stone, SquareCount>> stones(std::string_view bytes)
{
    std::array<Stone, SquareCount> points {};
    for (int point = 0; point < PointCount; ++point) {
        const std::uint8_t value = byteAt(bytes, BoardOffset + point);
        if (value == 0) {
            continue;
        }
        const auto stone = stoneFromByte(value);
        if (!stone) {
            char text[8];
            std::snprintf(text, sizeof text, "0x%02X", value);
            return Result<std::array<Stone, SquareCount>>::failure(
                byteOffsetText(BoardOffset + point) + ": " + text + " is not a stone");
        }
        points[squareFromPoint(point)] = *stone;
    }
    return points;
}

/// Who moves first: the owner of the first move's stone, else the header's side byte.
Side firstSide(const std::array<Stone, SquareCount> &points,
    const std::vector<PreorderMove> &records, std::uint8_t sideByte)
{
    if (records.size() > 1 && records[1].move && points[records[1].move->from()]) {
        return points[records[1].move->from()].side();
    }
    return sideByte == 2 ? Side::Black : Side::Red;
}

void readTexts(std::string_view bytes, GameTree &game)
{
    for (const TextField &field : TextFields) {
        std::string text = utf16LeToUtf8(bytes.substr(field.offset, field.capacity));
        if (!text.empty()) {
            game.tags().set(field.tag, std::move(text));
        }
    }
}

} // namespace

bool startsAsCbr(std::string_view bytes)
{
    return bytes.starts_with(RecordSignature);
}

bool startsAsCbl(std::string_view bytes)
{
    return bytes.starts_with(LibrarySignature);
}

Result<GameTree> readCbr(std::string_view bytes, const ReadOptions &options)
{
    using Failure = Result<GameTree>;
    if (auto error = checkHeader(bytes)) {
        return Failure::failure(*error);
    }
    const auto points = stones(bytes);
    if (!points.ok()) {
        return Failure::failure(points.error());
    }
    StreamReader stream(bytes, options);
    auto records = stream.readAll();
    if (!records.ok()) {
        return Failure::failure(records.error());
    }
    const Side side = firstSide(*points, *records, byteAt(bytes, SideOffset));
    const std::string fen = fenPlacement(*points) + (side == Side::Red ? " w" : " b") + " - - 0 1";
    auto game = gameFromFen(fen, options, byteOffsetText(BoardOffset));
    if (!game.ok()) {
        return game;
    }
    readTexts(bytes, *game);
    game->setResult(resultFromByte(byteAt(bytes, ResultOffset)));
    if (game->isDiagram()) {
        return game; // no move can be played from it
    }
    for (const std::string &warning : stream.warnings()) {
        game->addReadWarning(warning);
    }
    if (auto error = growPreorderTree(*game, *records, options)) {
        return Failure::failure(*error);
    }
    return game;
}

} // namespace xq
