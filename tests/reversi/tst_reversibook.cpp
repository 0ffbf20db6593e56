// The opening book: entries found again after a round trip through its file format and under
// every symmetry of the board (with the move turned alike), damaged or illegal files refused
// with the reason, the built-in book read and its moves legal, and the engine playing from it
// only at the strongest level and only while the book is on.

#include "reversi/levels.h"
#include "reversi/openingbook.h"
#include "reversi/patterns.h"

#include "common/crc32.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace reversi;

namespace {

/// The position after `moves` from the start.
Board after(const std::vector<Move> &moves)
{
    Board board = Board::start();
    for (const Move move : moves) {
        Undo undo;
        board.makeMove(move, undo);
    }
    return board;
}

/// The discs seen through a symmetry, square by square: square s gets what symmetricSquare(s)
/// held.
Bitboard turnedByHand(Bitboard discs, int symmetry)
{
    Bitboard result = 0;
    for (int square = 0; square < SquareCount; ++square) {
        if (discs & squareBit(symmetricSquare(square, symmetry))) {
            result |= squareBit(square);
        }
    }
    return result;
}

/// A small book: three positions of the opening with their first legal move.
OpeningBook smallBook()
{
    OpeningBook book;
    int score = -150;
    for (const Board &board : { after({}), after({ parseMove("f5") }),
             after({ parseMove("f5"), parseMove("d6"), parseMove("c3") }) }) {
        book.add(board.player(), board.opponent(), firstSquare(board.legalMoves()), score);
        score += 100;
    }
    return book;
}

std::string refusal(const std::vector<std::uint8_t> &bytes)
{
    std::string error;
    return OpeningBook::fromBytes(bytes, error) ? std::string() : error;
}

/// Puts the CRC-32 of everything before the last four bytes into them.
void resign(std::vector<std::uint8_t> &bytes)
{
    const std::uint32_t crc
        = common::crc32(std::span<const std::uint8_t>(bytes.data(), bytes.size() - 4));
    for (int i = 0; i < 4; ++i) {
        bytes[bytes.size() - 4 + std::size_t(i)] = static_cast<std::uint8_t>(crc >> (8 * i));
    }
}

} // namespace

class TestReversiBook : public QObject {
    Q_OBJECT

private slots:
    void roundTrip();
    void foundUnderEverySymmetry();
    void damagedBooksAreRefused();
    void bookFromFile();
    void builtInBookHasTheStartAndLegalMoves();
    void engineUsesTheBookOnlyWhenAsked();
};

void TestReversiBook::roundTrip()
{
    const OpeningBook book = smallBook();
    QCOMPARE(book.size(), std::size_t(3));
    std::string error;
    const auto read = OpeningBook::fromBytes(book.toBytes(), error);
    QVERIFY2(read, error.c_str());
    QCOMPARE(read->size(), book.size());
    const Board board = after({ parseMove("f5") });
    const auto entry = read->find(board.player(), board.opponent());
    QVERIFY(entry);
    QCOMPARE(entry->move, firstSquare(board.legalMoves()));
    QCOMPARE(entry->score, -50);
    const Board absent = after({ parseMove("f5"), parseMove("f6") });
    QVERIFY(!read->find(absent.player(), absent.opponent()));
}

void TestReversiBook::foundUnderEverySymmetry()
{
    const Board board = after({ parseMove("f5"), parseMove("d6"), parseMove("c3") });
    OpeningBook book;
    const Move move = parseMove("d3");
    QVERIFY(board.isLegal(move));
    book.add(board.player(), board.opponent(), move, 42);
    for (int symmetry = 0; symmetry < 8; ++symmetry) {
        const Bitboard player = turnedByHand(board.player(), symmetry);
        const Bitboard opponent = turnedByHand(board.opponent(), symmetry);
        const auto entry = book.find(player, opponent);
        QVERIFY(entry);
        // The turned board holds the original's square symmetricSquare(s) on s.
        QCOMPARE(symmetricSquare(entry->move, symmetry), move);
        QVERIFY(legalMoves(player, opponent) & squareBit(entry->move));
        QCOMPARE(entry->score, 42);
    }
}

void TestReversiBook::damagedBooksAreRefused()
{
    const std::vector<std::uint8_t> good = smallBook().toBytes();
    QVERIFY(refusal(good).empty());
    std::vector<std::uint8_t> flipped = good;
    flipped[flipped.size() / 2] ^= 0x10;
    QVERIFY(refusal(flipped).find("damaged") != std::string::npos);
    QVERIFY(refusal({ good.begin(), good.end() - 5 }).find("truncated") != std::string::npos);
    std::vector<std::uint8_t> otherVersion = good;
    otherVersion[8] ^= 2;
    QVERIFY(refusal(otherVersion).find("version") != std::string::npos);
    std::vector<std::uint8_t> notABook = good;
    notABook[0] = 'Y';
    QVERIFY(refusal(notABook).find("header") != std::string::npos);
    QVERIFY(!refusal({}).empty());
    // A well-formed file whose first entry's move is not legal there: refused all the same.
    std::vector<std::uint8_t> illegal = good;
    const std::size_t firstMove = 16 + 16;
    illegal[firstMove] = 0; // a1, never legal in the opening
    resign(illegal);
    QVERIFY(refusal(illegal).find("legal move") != std::string::npos);
}

void TestReversiBook::bookFromFile()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("small.book").toStdString();
    const std::vector<std::uint8_t> bytes = smallBook().toBytes();
    std::ofstream(path, std::ios::binary)
        .write(reinterpret_cast<const char *>(bytes.data()), std::streamsize(bytes.size()));
    std::string error;
    QVERIFY2(OpeningBook::fromFile(path, error), error.c_str());
    QVERIFY(!OpeningBook::fromFile(path + ".missing", error));
    QVERIFY(error.find("cannot open") != std::string::npos);
}

void TestReversiBook::builtInBookHasTheStartAndLegalMoves()
{
    const OpeningBook &book = OpeningBook::builtIn();
    QVERIFY(book.size() > 100);
    // Every first move leads to the same position turned: all four are in the book.
    for (const char *first : { "", "f5", "e6", "d3", "c4" }) {
        const Board board = *first ? after({ parseMove(first) }) : Board::start();
        const auto entry = book.find(board.player(), board.opponent());
        QVERIFY2(entry, first);
        QVERIFY(board.isLegal(entry->move));
    }
}

void TestReversiBook::engineUsesTheBookOnlyWhenAsked()
{
    const Board start = Board::start();
    const auto bookEntry = OpeningBook::builtIn().find(start.player(), start.opponent());
    QVERIFY(bookEntry);
    Engine engine;
    engine.setMovetime(50);
    SearchResult result = engine.play(start);
    QCOMPARE(result.move, bookEntry->move);
    QCOMPARE(result.nodes, std::uint64_t(0)); // no search
    engine.setBookEnabled(false);
    result = engine.play(start);
    QVERIFY(result.nodes > 0);
    engine.setBookEnabled(true);
    engine.setLevel(MaxLevel - 1);
    QVERIFY(engine.play(start).nodes > 0);
}

QTEST_GUILESS_MAIN(TestReversiBook)
#include "tst_reversibook.moc"
