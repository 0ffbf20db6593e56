// Reads CCBridge's compressed library: a short header, then one zlib stream that unpacks to an
// older layout of GBK texts, a 32-slot stone array and move entries numbered by ply for each
// game (docs/formats.md gives the layout and how it was worked out). The entries come in
// pre-order, the ply numbers telling where a line ends and which move a variation replaces, so
// they are turned into the pre-order records the CBR and XQF readers grow their trees from.

#include "records/binaryfields.h"
#include "records/cbr.h"
#include "records/fenstart.h"
#include "records/preordertree.h"
#include "records/readwarnings.h"
#include "records/records.h"
#include "records/textencoding.h"
#include "records/xqflayout.h"
#include "records/zlibinflate.h"

#include <array>
#include <cstdio>
#include <optional>

namespace xq {

namespace {

// The file: the signature, two more 32-bit numbers (3, then the unpacked size), the zlib stream.
constexpr std::string_view Signature("CCBridge\x15"); // then 21 as 32 bits: 0x15 0 0 0
constexpr std::size_t UnpackedSizeOffset = 16;
constexpr std::size_t StreamOffset = 20;

// The inflated data: the library's name (a 32-bit length, then GBK), 16 bytes, two dates of 19
// characters, the number of games and 4 bytes; then the games, each led by its size in bytes.
constexpr std::size_t LibraryFieldsAfterName = 16 + 2 * 19;
constexpr std::size_t GameCountSize = 4 + 4;

// A game, from its start: its size, the stones, 12 bytes, the title (length and GBK), 24 bytes,
// the result (32 bits), 16 bytes, the comment (length and GBK), a byte and two dates, the number
// of move entries, the entries, then a comment for each entry, each ended by CR LF.
constexpr std::size_t StonesOffset = 4;
constexpr std::size_t TitleOffset = StonesOffset + xqf::StoneSlots + 12;
constexpr std::size_t ResultAfterTitle = 24;
constexpr std::size_t CommentAfterTitle = ResultAfterTitle + 4 + 16;
constexpr std::size_t MovesAfterComment = 1 + 2 * 19;
constexpr std::size_t EntrySize = 6; ///< ply (16 bits), from, to, 2 bytes not read

/// GBK text, read up to a NUL (as the C strings it was saved from end).
std::string textUpToNul(std::string_view gbk)
{
    return gbkToUtf8Lenient(gbk.substr(0, gbk.find('\0')));
}

/// Reads the inflated data front to back; every offset is one into the inflated data, and
/// nothing is read past `end` (the end of the data, or of a game's record).
class Cursor {
public:
    Cursor(std::string_view data, std::size_t at, std::size_t end)
        : m_data(data), m_at(at), m_end(end)
    {
    }

    std::size_t at() const { return m_at; }
    std::size_t left() const { return m_end - m_at; }
    std::uint8_t byte(std::size_t offset) const
    {
        return static_cast<std::uint8_t>(m_data[offset]);
    }
    std::uint32_t numberAt(std::size_t offset) const { return le32At(m_data, offset); }

    std::optional<std::string> skip(std::size_t count, std::string_view what)
    {
        if (count > left()) {
            return byteOffsetText(m_at) + ": " + std::string(what) + " of " + std::to_string(count)
                + " bytes runs past the end of its record (corrupt)";
        }
        m_at += count;
        return std::nullopt;
    }

    Result<std::uint32_t> number(std::string_view what)
    {
        const std::size_t at = m_at;
        if (auto error = skip(4, what)) {
            return Result<std::uint32_t>::failure(*error);
        }
        return le32At(m_data, at);
    }

    /// A 32-bit length, then that many bytes of GBK text.
    Result<std::string> text(std::string_view what)
    {
        auto length = number(what);
        if (!length.ok()) {
            return Result<std::string>::failure(length.error());
        }
        const std::size_t at = m_at;
        if (auto error = skip(*length, what)) {
            return Result<std::string>::failure(*error);
        }
        return textUpToNul(m_data.substr(at, *length));
    }

    std::string_view rest() const { return m_data.substr(m_at, left()); }

private:
    std::string_view m_data;
    std::size_t m_at;
    std::size_t m_end;
};

/// A move's point: file << 4 | rank, files from Red's left, ranks counted from Black's side. A
/// stone's point is the same plus 0x11, 0 standing for a stone off the board.
std::optional<Square> squareFromPoint(int value)
{
    const int file = value >> 4;
    const int rankFromBlack = value & 0x0F;
    if (file > 8 || rankFromBlack > 9) {
        return std::nullopt;
    }
    return makeSquare(file, 9 - rankFromBlack);
}

std::string hexByte(int value)
{
    char text[8];
    std::snprintf(text, sizeof text, "0x%02X", value);
    return text;
}

/// The stones of the 32 slots, in XQF's order (Red's chariot, horse, elephant, advisor,
/// general, advisor, elephant, horse, chariot, two cannons, five soldiers; then Black's).
Result<std::array<Stone, SquareCount>> stones(const Cursor &cursor, std::size_t at)
{
    using Failure = Result<std::array<Stone, SquareCount>>;
    std::array<Stone, SquareCount> points {};
    for (int slot = 0; slot < xqf::StoneSlots; ++slot) {
        const std::size_t offset = at + static_cast<std::size_t>(slot);
        const int value = cursor.byte(offset);
        if (value == 0) {
            continue;
        }
        const auto square
            = (value & 0x0F) == 0 || value < 0x11 ? std::nullopt : squareFromPoint(value - 0x11);
        if (!square) {
            return Failure::failure(
                byteOffsetText(offset) + ": " + hexByte(value) + " is not a point");
        }
        if (points[*square]) {
            return Failure::failure(
                byteOffsetText(offset) + ": two stones on point " + squareName(*square));
        }
        points[*square] = Stone(slot < 16 ? Side::Red : Side::Black, xqf::SlotKinds[slot % 16]);
    }
    return points;
}

/// The move entries as pre-order records, after one standing for the start: an entry's line
/// goes on when the next entry is one ply deeper; an entry at a ply already reached replaces
/// the move made there on the line read last, and comes after everything that hangs on it.
Result<std::vector<PreorderMove>> moveRecords(Cursor &cursor, std::uint32_t count)
{
    using Failure = Result<std::vector<PreorderMove>>;
    std::vector<PreorderMove> records(1);
    records.front().hasNext = count > 0;
    std::vector<std::size_t> lineRecords; // the record of each ply on the line read last
    for (std::uint32_t i = 0; i < count; ++i) {
        const std::size_t at = cursor.at();
        if (auto error = cursor.skip(EntrySize, "a move entry")) {
            return Failure::failure(*error);
        }
        const std::size_t ply = cursor.byte(at) | std::size_t { cursor.byte(at + 1) } << 8;
        if (ply == 0 || ply > lineRecords.size() + 1) {
            return Failure::failure(byteOffsetText(at) + ": a move entry at ply "
                + std::to_string(ply) + " where ply " + std::to_string(lineRecords.size() + 1)
                + " or an earlier one is due (corrupt)");
        }
        if (ply <= lineRecords.size()) {
            records[lineRecords[ply - 1]].hasVariation = true;
            records.back().hasNext = false;
            lineRecords.resize(ply - 1);
        } else if (i > 0) {
            records.back().hasNext = true;
        }
        PreorderMove r;
        r.offset = at;
        const auto from = squareFromPoint(cursor.byte(at + 2));
        const auto to = squareFromPoint(cursor.byte(at + 3));
        if (from && to) {
            r.move = Move(*from, *to);
        } else {
            r.pointsText
                = "points " + hexByte(cursor.byte(at + 2)) + "-" + hexByte(cursor.byte(at + 3));
        }
        lineRecords.push_back(records.size());
        records.push_back(std::move(r));
    }
    return records;
}

/// The comments that follow the entries: one for each, in their order, each ended by CR LF.
void readMoveComments(std::string_view text, std::vector<PreorderMove> &records)
{
    for (std::size_t i = 1; i < records.size() && !text.empty(); ++i) {
        const auto end = text.find("\r\n");
        records[i].comment = textUpToNul(text.substr(0, end));
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 2);
    }
}

Result<GameTree> readGame(Cursor &cursor, const ReadOptions &options)
{
    using Failure = Result<GameTree>;
    const std::size_t start = cursor.at();
    if (auto error = cursor.skip(TitleOffset, "a game's header")) {
        return Failure::failure(*error);
    }
    const auto points = stones(cursor, start + StonesOffset);
    if (!points.ok()) {
        return Failure::failure(points.error());
    }
    auto title = cursor.text("the title");
    if (!title.ok()) {
        return Failure::failure(title.error());
    }
    const std::size_t resultAt = cursor.at() + ResultAfterTitle;
    if (auto error = cursor.skip(CommentAfterTitle, "the fields after the title")) {
        return Failure::failure(*error);
    }
    auto comment = cursor.text("the comment");
    if (!comment.ok()) {
        return Failure::failure(comment.error());
    }
    if (auto error = cursor.skip(MovesAfterComment, "the dates")) {
        return Failure::failure(*error);
    }
    const auto count = cursor.number("the number of moves");
    if (!count.ok()) {
        return Failure::failure(count.error());
    }
    auto records = moveRecords(cursor, *count);
    if (!records.ok()) {
        return Failure::failure(records.error());
    }
    records->front().comment = std::move(comment).value();
    readMoveComments(cursor.rest(), *records);
    // Who moves first: the owner of the first move's stone; Red in a game without moves.
    Side side = Side::Red;
    if (records->size() > 1 && (*records)[1].move && (*points)[(*records)[1].move->from()]) {
        side = (*points)[(*records)[1].move->from()].side();
    }
    auto game = gameFromFen(fenPlacement(*points) + (side == Side::Red ? " w" : " b") + " - - 0 1",
        options, byteOffsetText(start + StonesOffset));
    if (!game.ok()) {
        return game;
    }
    if (!title->empty()) {
        game->tags().set("Title", std::move(title).value());
    }
    const std::uint32_t result = cursor.numberAt(resultAt);
    game->setResult(
        result <= 3 ? resultFromByte(static_cast<std::uint8_t>(result)) : GameResult::Unknown);
    if (game->isDiagram()) {
        return game; // no move can be played from it
    }
    if (auto error = growPreorderTree(*game, *records, options)) {
        return Failure::failure(*error);
    }
    return game;
}

/// Refuses the whole file, naming its format.
std::vector<Result<GameTree>> refused(const std::string &reason)
{
    return { Result<GameTree>::failure(
        unreadableFile("CCBridge library (.cbl) of the compressed kind", reason)) };
}

/// The games read when the data ends before the games announced: the file holds these only,
/// and the last of them says what is missing (lenient), or the file is refused (strict, or when
/// it holds no game).
std::vector<Result<GameTree>> withGamesMissing(
    std::vector<Result<GameTree>> games, const std::string &missing, const ReadOptions &options)
{
    if (games.empty() || options.strict) {
        return refused(missing);
    }
    Result<GameTree> &last = games.back();
    if (last.ok()) {
        last->addReadWarning(missing);
    } else {
        last = Result<GameTree>::failure(last.error() + "; after this game " + missing);
    }
    return games;
}

} // namespace

bool startsAsCompressedCbl(std::string_view bytes)
{
    return bytes.starts_with(Signature);
}

std::vector<Result<GameTree>> readInflatedCblGames(
    std::string_view data, const ReadOptions &options)
{
    Cursor header(data, 0, data.size());
    const auto name = header.text("the library's name");
    if (!name.ok()) {
        return refused(name.error());
    }
    if (auto error = header.skip(LibraryFieldsAfterName, "the library's dates")) {
        return refused(*error);
    }
    const auto count = header.number("the number of games");
    if (!count.ok()) {
        return refused(count.error());
    }
    if (auto error = header.skip(GameCountSize - 4, "the library's header")) {
        return refused(*error);
    }
    if (*count == 0) {
        return { Result<GameTree>::failure(std::string(NotARecord)
            + ": an empty CCBridge library (.cbl) of the compressed kind (no games)") };
    }
    std::vector<Result<GameTree>> games;
    std::size_t at = header.at();
    for (std::uint32_t i = 0; i < *count; ++i) {
        Cursor sizeField(data, at, data.size());
        const auto size = sizeField.number("a game's size");
        if (!size.ok() || *size < TitleOffset || *size > data.size() - at) {
            const std::string missing = "the library announces " + std::to_string(*count)
                + " games; " + std::to_string(*count - i) + " more "
                + (*count - i == 1 ? "is" : "are") + " missing where the data "
                + (size.ok() ? "holds no game of " + std::to_string(*size) + " bytes" : "ends")
                + " (inflated data, " + byteOffsetText(at) + "; corrupt or truncated)";
            return withGamesMissing(std::move(games), missing, options);
        }
        Cursor record(data, at, at + *size);
        auto game = readGame(record, options);
        if (!game.ok()) {
            game = Result<GameTree>::failure("inflated data, " + game.error());
        }
        games.push_back(std::move(game));
        at += *size;
    }
    return games;
}

std::vector<Result<GameTree>> readCompressedCblGames(
    std::string_view bytes, const ReadOptions &options)
{
    if (!startsAsCompressedCbl(bytes)) {
        return refused("offset 0x0: no signature (\"CCBridge\", then byte 21)");
    }
    if (bytes.size() < StreamOffset) {
        return refused("the library has " + std::to_string(bytes.size())
            + " bytes, fewer than the 20 of its header (truncated file)");
    }
    const std::uint32_t size = le32At(bytes, UnpackedSizeOffset);
    if (size > MaxRecordBytes) {
        return refused(byteOffsetText(UnpackedSizeOffset) + ": the library would unpack to "
            + std::to_string(size) + " bytes, more than a record can be (64 MiB)");
    }
    const auto data = inflateZlib(bytes.substr(StreamOffset), size);
    if (!data.ok()) {
        return refused(byteOffsetText(StreamOffset) + ": " + data.error());
    }
    return readInflatedCblGames(*data, options);
}

} // namespace xq
