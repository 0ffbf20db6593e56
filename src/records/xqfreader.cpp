// Reads XQF in three steps: decode the header (keys, stones, texts), decode the flat pre-order
// list of move records, then grow the tree from it while playing the moves on a board.

#include "records/preordertree.h"
#include "records/readwarnings.h"
#include "records/textencoding.h"
#include "records/xqf.h"
#include "records/xqfkeys.h"
#include "records/xqflayout.h"

#include <optional>
#include <vector>

namespace xq {

namespace {

using namespace xqf;

const std::string StandardLayout(Board::StartFen.substr(0, Board::StartFen.find(' ')));

using Record = PreorderMove;

std::string commentText(std::string_view gbk)
{
    std::string text = gbkToUtf8Lenient(gbk);
    std::erase(text, '\r');
    // XQStudio saves a comment as its lines, each ended by CR LF: the last break ends no text.
    while (!text.empty() && text.back() == '\n') {
        text.pop_back();
    }
    return text;
}

/// Decodes the move stream that starts at 0x400.
class StreamReader {
public:
    StreamReader(std::string_view bytes, int version, const Keys &keys)
        : m_bytes(bytes), m_version(version), m_keys(keys)
    {
    }

    Result<std::vector<Record>> readAll()
    {
        std::vector<Record> records;
        // Records still announced by "next" and "variation" bits; the root announces itself.
        std::size_t announced = 1;
        while (announced > 0) {
            auto record = readRecord(records.size());
            if (!record.ok()) {
                return Result<std::vector<Record>>::failure(record.error());
            }
            --announced;
            announced += record->hasNext ? 1 : 0;
            // The root has no siblings, whatever its bits say.
            announced += record->hasVariation && !records.empty() ? 1 : 0;
            records.push_back(std::move(record).value());
        }
        return records;
    }

private:
    Result<Record> readRecord(std::size_t number)
    {
        Record r;
        r.offset = m_pos;
        std::uint8_t raw[RecordSize];
        if (!take(raw, RecordSize)) {
            return Result<Record>::failure(byteOffsetText(r.offset)
                + ": the file ends inside move record " + std::to_string(number)
                + " (truncated file)");
        }
        const int from = static_cast<std::uint8_t>(raw[0] - FromBias - m_keys.from());
        const int to = static_cast<std::uint8_t>(raw[1] - ToBias - m_keys.to());
        if (from < XqfPointCount && to < XqfPointCount) {
            r.move = Move(squareFromXqf(from), squareFromXqf(to));
        } else {
            r.pointsText = "points " + std::to_string(from) + "-" + std::to_string(to);
        }
        const std::uint8_t tag = raw[2];
        const bool plain = m_version < FirstObfuscatedVersion;
        r.hasNext = (tag & (plain ? PlainNextBits : NextBit)) != 0;
        r.hasVariation = (tag & (plain ? PlainVariationBits : VariationBit)) != 0;
        if (plain || (tag & CommentBit) != 0) {
            if (auto error = readComment(r)) {
                return Result<Record>::failure(*error);
            }
        }
        return r;
    }

    std::optional<std::string> readComment(Record &r)
    {
        std::uint8_t raw[CommentLengthSize];
        if (!take(raw, CommentLengthSize)) {
            return byteOffsetText(m_pos)
                + ": the file ends inside a comment length (truncated file)";
        }
        const std::uint32_t stored
            = raw[0] | (raw[1] << 8) | (raw[2] << 16) | (static_cast<std::uint32_t>(raw[3]) << 24);
        // XQStudio takes the key off non-zero lengths only: a stored zero is no comment.
        if (stored == 0) {
            return std::nullopt;
        }
        const auto length = static_cast<std::int64_t>(stored) - m_keys.commentLength();
        if (length < 0 || static_cast<std::uint64_t>(length) > m_bytes.size() - m_pos) {
            return byteOffsetText(m_pos - CommentLengthSize) + ": a comment of "
                + std::to_string(length) + " bytes does not fit in the file (corrupt or truncated)";
        }
        std::string gbk(static_cast<std::size_t>(length), '\0');
        take(reinterpret_cast<std::uint8_t *>(gbk.data()), gbk.size());
        r.comment = commentText(gbk);
        return std::nullopt;
    }

    /// Reads and de-obfuscates `count` bytes; false when the file is too short.
    bool take(std::uint8_t *out, std::size_t count)
    {
        if (m_bytes.size() - m_pos < count) {
            return false;
        }
        for (std::size_t i = 0; i < count; ++i, ++m_pos) {
            out[i] = static_cast<std::uint8_t>(
                static_cast<std::uint8_t>(m_bytes[m_pos]) - m_keys.stream(m_pos - HeaderSize));
        }
        return true;
    }

    std::string_view m_bytes;
    int m_version;
    const Keys &m_keys;
    std::size_t m_pos = HeaderSize;
};

/// The 32 stone bytes in slot order, de-obfuscated; values >= 90 mean "not on the board".
std::array<int, StoneSlots> stoneBytes(std::string_view header, int version, const Keys &keys)
{
    std::array<int, StoneSlots> slots {};
    for (int i = 0; i < StoneSlots; ++i) {
        const auto value = static_cast<std::uint8_t>(
            static_cast<std::uint8_t>(header[StonesOffset + i]) - keys.stone());
        // From version 12 the slots are also rotated by the stone key.
        const int slot = version >= FirstRotatedVersion ? (keys.stone() + 1 + i) % StoneSlots : i;
        slots[slot] = value;
    }
    return slots;
}

/// The board placement part of a FEN for the stones, or an error naming the clash.
Result<std::string> placement(const std::array<int, StoneSlots> &slots)
{
    std::array<Stone, SquareCount> points {};
    for (int i = 0; i < StoneSlots; ++i) {
        if (slots[i] >= XqfPointCount) {
            continue;
        }
        const Square s = squareFromXqf(slots[i]);
        if (points[s]) {
            return Result<std::string>::failure(
                byteOffsetText(StonesOffset + i) + ": two stones on point " + squareName(s));
        }
        const Side side = i < 16 ? Side::Red : Side::Black;
        points[s] = Stone(side, SlotKinds[i % 16]);
    }
    return fenPlacement(points);
}

void readTexts(std::string_view header, GameTree &game)
{
    for (const TextField &field : TextFields) {
        const std::size_t length = std::min<std::size_t>(
            static_cast<std::uint8_t>(header[field.offset]), field.capacity);
        std::string text = gbkToUtf8Lenient(header.substr(field.offset + 1, length));
        if (!text.empty()) {
            game.tags().set(field.tag, std::move(text));
        }
    }
}

/// Who moves first, and whether the moves say so (else it is the header's hint).
struct FirstSide {
    Side side = Side::Red;
    bool fromFirstMove = false;
};

/// The side to move first: the owner of the first move's stone, else the header's hint.
FirstSide firstSide(
    const std::string &placementFen, const std::vector<Record> &records, std::uint8_t whoPlays)
{
    if (records.size() > 1 && records[1].move) {
        const auto board = Board::diagramFromFen(placementFen + " w");
        const Square from = records[1].move->from();
        if (board.ok() && board->stoneAt(from)) {
            return { board->stoneAt(from).side(), true };
        }
    }
    return { whoPlays == 1 ? Side::Black : Side::Red, false };
}

std::string withSide(const std::string &placementFen, Side side)
{
    return placementFen + (side == Side::Red ? " w" : " b");
}

/// Why the stones, `first` to move, are a diagram no game reaches (each side's general
/// attacked, or the side that moves first giving check already); empty when they are not.
std::string whyDiagram(const std::string &placementFen, FirstSide first)
{
    if (bothInCheckDiagram(placementFen + " w")) {
        return std::string(DiagramRefusal);
    }
    const auto board = Board::diagramFromFen(withSide(placementFen, first.side));
    if (first.fromFirstMove && board.ok() && board->waitingSideInCheck()) {
        const Side waiting = opposite(first.side);
        return "the position cannot arise in a game: " + std::string(sideName(waiting))
            + " is in check but the first move is " + sideName(first.side) + "'s";
    }
    return {};
}

Result<Board> startBoard(const std::string &placementFen, FirstSide first, GameType type)
{
    auto board = Board::fromFen(withSide(placementFen, first.side));
    if (!board.ok() && !first.fromFirstMove) {
        board = Board::fromFen(withSide(placementFen, opposite(first.side)));
    }
    if (!board.ok() && type < GameType::MiddleGame) {
        return Board::startPosition();
    }
    if (const std::string diagram = board.ok() ? std::string() : whyDiagram(placementFen, first);
        !diagram.empty()) {
        return Result<Board>::failure(byteOffsetText(StonesOffset) + ": " + diagram);
    }
    if (!board.ok()) {
        return Result<Board>::failure(
            byteOffsetText(StonesOffset) + ": the start position is impossible: " + board.error());
    }
    return board;
}

std::optional<std::string> checkHeader(std::string_view bytes)
{
    if (bytes.size() < 2 || bytes[0] != 'X' || bytes[1] != 'Q') {
        return std::string("offset 0x0: not an XQF file (no \"XQ\" signature)");
    }
    if (bytes.size() < HeaderSize) {
        return unreadableFile("XQF file",
            "the file has " + std::to_string(bytes.size())
                + " bytes, fewer than the 1024 of an XQF header (truncated file)");
    }
    const int version = static_cast<std::uint8_t>(bytes[VersionOffset]);
    if (version < XqfOldestVersion || version > XqfNewestVersion) {
        return unreadableFile("XQF file",
            byteOffsetText(VersionOffset) + ": XQF version " + std::to_string(version)
                + " is not supported (10 to 18 are)");
    }
    return std::nullopt;
}

/// The side to move in a diagram: its moves are left off, so when the stones are a position
/// with the other side to move (the side that moved first gave check), that one; a file written
/// from the diagram then reads back as the same position.
Side diagramSide(const std::string &layout, FirstSide first)
{
    const Side other = opposite(first.side);
    return Board::fromFen(withSide(layout, other)).ok() ? other : first.side;
}

/// A diagram no game reaches: its stones, texts and result, without moves (none can be played
/// from it), and why it is one.
GameTree diagramGame(std::string_view header, const std::string &layout, FirstSide first)
{
    GameTree game(*Board::diagramFromFen(withSide(layout, diagramSide(layout, first))));
    readTexts(header, game);
    game.setResult(resultFromByte(static_cast<std::uint8_t>(header[ResultOffset])));
    game.markAsDiagram();
    const std::string why = whyDiagram(layout, first);
    game.addReadWarning(byteOffsetText(StonesOffset) + ": "
        + (why == DiagramRefusal
                ? std::string(DiagramWarning)
                : why + "; read as a diagram to look at and edit, without its " + "moves"));
    return game;
}

} // namespace

Result<GameTree> readXqf(std::string_view bytes, const ReadOptions &options)
{
    using Failure = Result<GameTree>;
    if (auto error = checkHeader(bytes)) {
        return Failure::failure(*error);
    }
    const std::string_view header = bytes.substr(0, HeaderSize);
    const int version = static_cast<std::uint8_t>(header[VersionOffset]);
    const Keys keys = Keys::fromHeader(header, version);
    const auto type = static_cast<GameType>(header[TypeOffset]);
    auto stones = placement(stoneBytes(header, version, keys));
    if (!stones.ok() && type >= GameType::MiddleGame) {
        return Failure::failure(stones.error());
    }
    // Full games and openings start from the standard position whatever their stone bytes say.
    const std::string layout = stones.ok() ? *stones : StandardLayout;
    auto records = StreamReader(bytes, version, keys).readAll();
    if (!records.ok()) {
        return Failure::failure(records.error());
    }
    const FirstSide first
        = firstSide(layout, *records, static_cast<std::uint8_t>(header[WhoPlaysOffset]));
    auto start = startBoard(layout, first, type);
    if (!start.ok() && !options.strict && !whyDiagram(layout, first).empty()) {
        return diagramGame(header, layout, first);
    }
    if (!start.ok()) {
        return Failure::failure(start.error());
    }
    GameTree game(*start);
    readTexts(header, game);
    game.setResult(resultFromByte(static_cast<std::uint8_t>(header[ResultOffset])));
    if (auto error = growPreorderTree(game, *records, options)) {
        return Failure::failure(*error);
    }
    return game;
}

} // namespace xq
