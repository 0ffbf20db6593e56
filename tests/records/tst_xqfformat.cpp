// XQF against the facts published about it rather than against our own writer: key values
// worked out by hand from XQStudio's key formula, records laid out byte by byte as the XQF 1.0
// description gives them, and files shaped the way XQStudio's own writer shapes them (random
// filler bits, 'X' 'Q' in the first record, comments ended by CR LF).

#include "samplegame.h"
#include "testdata.h"

#include "records/records.h"
#include "records/xqf.h"
#include "records/xqfkeys.h"

#include <QTest>

#include <array>

using namespace xq;
using xq::testing::dataPath;
using xq::testing::fileBytes;
using xq::testing::sameMoves;

namespace {

/// Header bytes 3 and 8..15, the ones the keys come from.
struct KeyBytes {
    std::uint8_t mask = 0;
    std::array<std::uint8_t, 4> ors {};
    std::uint8_t sum = 0;
    std::uint8_t xy = 0;
    std::uint8_t xyf = 0;
    std::uint8_t xyt = 0;
};

std::string header(int version, const KeyBytes &keys = {})
{
    std::string bytes(0x400, '\0');
    bytes[0] = 'X';
    bytes[1] = 'Q';
    bytes[2] = static_cast<char>(version);
    bytes[3] = static_cast<char>(keys.mask);
    for (int i = 0; i < 4; ++i) {
        bytes[8 + i] = static_cast<char>(keys.ors[i]);
    }
    bytes[12] = static_cast<char>(keys.sum);
    bytes[13] = static_cast<char>(keys.xy);
    bytes[14] = static_cast<char>(keys.xyf);
    bytes[15] = static_cast<char>(keys.xyt);
    return bytes;
}

/// The standard position in XQStudio's own slot order (XQSystem.pas, dCXqzXY): each side's
/// stones from Red's right to Red's left.
constexpr std::array<std::uint8_t, 32> XqStudioStart = { 80, 70, 60, 50, 40, 30, 20, 10, 0, 72, 12,
    83, 63, 43, 23, 3, 9, 19, 29, 39, 49, 59, 69, 79, 89, 17, 77, 6, 26, 46, 66, 86 };

std::string withStones(std::string bytes, const std::array<std::uint8_t, 32> &stones)
{
    for (std::size_t i = 0; i < stones.size(); ++i) {
        bytes[0x10 + i] = static_cast<char>(stones[i]);
    }
    return bytes;
}

std::string record(std::initializer_list<int> bytes)
{
    std::string out;
    for (int b : bytes) {
        out += static_cast<char>(b);
    }
    return out;
}

GameTree endingGame()
{
    GameTree game(*Board::fromFen("3k5/9/9/9/9/9/4p4/9/R8/4K4 b - - 0 1"));
    xq::testing::addLine(game, GameTree::Root, { "e3f3", "a1a9" });
    xq::testing::addLine(game, GameTree::Root, { "d9d8" });
    return game;
}

} // namespace

class TestXqfFormat : public QObject {
    Q_OBJECT

private slots:
    // Key values worked out by hand from the formula (XQFileRW.pas, dCalculateSecurityKeys):
    // key = (((((b*b)*3+9)*3+8)*2+1)*3+8) * factor, kept to a byte.
    void keysMatchHandComputedValues()
    {
        const auto keys = [](int version, const KeyBytes &bytes) {
            return xqf::Keys::fromHeader(header(version, bytes), version);
        };
        QCOMPARE(int(keys(18, { .xy = 1 }).stone()), 19); // 275 & 0xFF
        QCOMPARE(int(keys(18, { .xy = 200 }).stone()), 168);
        // The "from" key takes the stone key as its factor: 275 * 19 = 5225, & 0xFF = 105.
        QCOMPARE(int(keys(18, { .xy = 1, .xyf = 1 }).from()), 105);
        // Comment lengths: (sum * 256 + xy) % 32000 + 767 = 257 + 767.
        QCOMPARE(keys(18, { .sum = 1, .xy = 1 }).commentLength(), 1024u);
        // Version 10 files have no keys, whatever the header bytes hold.
        const auto old = keys(10, { .sum = 9, .xy = 200, .xyf = 1 });
        QCOMPARE(int(old.stone()), 0);
        QCOMPARE(int(old.from()), 0);
        QCOMPARE(old.commentLength(), 0u);
    }

    void streamKeyIsTheCopyrightLineMasked()
    {
        // With every key byte all ones the stream key is the copyright line itself.
        const KeyBytes ones { 0xFF, { 0xFF, 0xFF, 0xFF, 0xFF }, 0xFF, 0xFF, 0xFF, 0xFF };
        const auto keys = xqf::Keys::fromHeader(header(18, ones), 18);
        const std::string_view line = "[(C) Copyright Mr. Dong Shiwei.]";
        for (std::size_t i = 0; i < line.size(); ++i) {
            QCOMPARE(int(keys.stream(i)), int(line[i]));
            QCOMPARE(int(keys.stream(i + 32)), int(keys.stream(i)));
        }
        // Byte 1 of each group of four: (xy & mask) | or B, here 0x0F & 0x3C = 0x0C with "(".
        const KeyBytes some { 0x3C, { 0, 0, 0, 0 }, 0, 0x0F, 0, 0 };
        const auto masked = xqf::Keys::fromHeader(header(18, some), 18);
        QCOMPARE(int(masked.stream(1)), '(' & 0x0C);
        QCOMPARE(int(masked.stream(0)), 0);
    }

    // Version 10 laid out as the XQF 1.0 description gives it: 8-byte records, the first an
    // empty move 18 20 F0 FF, tags F0 "a next move follows" and 00 "last move".
    void documentedVersion10Records()
    {
        std::string bytes = withStones(header(10), XqStudioStart);
        bytes += record({ 0x18, 0x20, 0xF0, 0xFF, 0, 0, 0, 0 });
        bytes += record({ 72 + 0x18, 42 + 0x20, 0xF0, 0, 0, 0, 0, 0 }); // 炮二平五
        bytes += record({ 79 + 0x18, 67 + 0x20, 0x00, 0, 2, 0, 0, 0 }) + "\xba\xc3"; // 马８进７ 好
        const auto game = readXqf(bytes);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->startBoard().fen(), std::string(Board::StartFen));
        GameTree expected;
        const NodeId last = xq::testing::addLine(expected, GameTree::Root, { "h2e2", "h9g7" });
        expected.setComment(last, "好");
        QVERIFY(sameMoves(*game, expected));
    }

    void documentedPositionWithoutMoves()
    {
        // "Only a position": the empty first move with tag 00.
        std::array<std::uint8_t, 32> stones;
        stones.fill(0xFF);
        stones[4] = 40; // 帅 e0
        stones[20] = 39; // 将 d9
        stones[16] = 8; // 车 a8 (Black)
        std::string bytes = withStones(header(10), stones);
        bytes[0x40] = 3; // an ending
        bytes[0x32] = 1; // Black to move
        bytes += record({ 0x18, 0x20, 0x00, 0xFF, 0, 0, 0, 0 });
        const auto game = readXqf(bytes);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->startBoard().fen(), std::string("3k5/r8/9/9/9/9/9/9/9/4K4 b - - 0 1"));
        QVERIFY(game->children(GameTree::Root).empty());
    }

    // Version 11 with every key byte zero: points and stream are plain, but comment lengths
    // still carry the 767 of the formula; a stored zero is no comment (XQStudio subtracts the
    // key from non-zero lengths only).
    void version11CommentLengths()
    {
        std::string bytes = withStones(header(11), XqStudioStart);
        bytes += record({ 0x18, 0x20, 0x80 | 0x20, 0, 0, 0, 0, 0 });
        bytes += record({ 72 + 0x18, 42 + 0x20, 0x20, 0, (767 + 2) & 0xFF, (767 + 2) >> 8, 0, 0 })
            + "\xba\xc3";
        const auto game = readXqf(bytes);
        QVERIFY2(game.ok(), game.error().c_str());
        GameTree expected;
        expected.setComment(xq::testing::addLine(expected, GameTree::Root, { "h2e2" }), "好");
        QVERIFY(sameMoves(*game, expected));
        QVERIFY(game->comment(GameTree::Root).empty());
    }

    void version11KeysStonesWithoutRotating()
    {
        const auto game = readXqf(fileBytes("sample-ending-v11.xqf"));
        QVERIFY2(game.ok(), game.error().c_str());
        GameTree expected = endingGame();
        expected.setComment(GameTree::Root, "残局");
        QVERIFY(sameMoves(*game, expected));
        QCOMPARE(game->startBoard().fen(), expected.startBoard().fen());
    }

    void fileShapedLikeXqStudiosOwn()
    {
        // Random filler in tags, reserved bytes and captured stones' points, 'X' 'Q' in the
        // first record, and comments whose every line ends in CR LF (make_samples.py).
        const auto game = readXqf(fileBytes("sample-xqstudio-v18.xqf"));
        QVERIFY2(game.ok(), game.error().c_str());
        GameTree expected(*Board::fromFen("3k5/9/9/9/9/9/4p4/9/R8/4K4 b - - 0 1"));
        expected.setComment(GameTree::Root, "残局\n黑先");
        const NodeId soldier = xq::testing::addLine(expected, GameTree::Root, { "e3f3" });
        expected.setComment(soldier, "卒平六");
        xq::testing::addLine(expected, soldier, { "a1a9" });
        const NodeId check = xq::testing::addLine(expected, GameTree::Root, { "d9d8", "a1a8" });
        expected.setComment(check, "将军");
        QVERIFY(sameMoves(*game, expected));
        QCOMPARE(game->startBoard().fen(), expected.startBoard().fen());
        QCOMPARE(game->result(), GameResult::BlackWins);
        QCOMPARE(game->tags().value("Red"), std::string("张三"));
    }
};

QTEST_GUILESS_MAIN(TestXqfFormat)
#include "tst_xqfformat.moc"
