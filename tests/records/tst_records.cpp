// Every format: our sample files (PGN in UTF-8, UTF-8 with BOM and GBK, in Chinese, WXF and
// ICCS; XQF 10, 12 and 18; DhtmlXQ) read as the game they hold, and write-then-read round
// trips give the same record back.

#include "recordlines.h"
#include "samplegame.h"
#include "testdata.h"

#include "records/fenrecord.h"
#include "records/pgn.h"
#include "records/records.h"
#include "records/ubb.h"
#include "records/xqf.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <random>

using namespace xq;
using xq::testing::dataPath;
using xq::testing::fileBytes;
using xq::testing::sameMoves;
using xq::testing::sampleGame;

Q_DECLARE_METATYPE(xq::RecordFormat)
Q_DECLARE_METATYPE(xq::Notation)
Q_DECLARE_METATYPE(xq::TextEncoding)

namespace {

/// Tags every format carries, in the order each writes them.
void setCommonTags(GameTree &game)
{
    game.tags().set("Title", "样本对局");
    game.tags().set("Event", "样本赛");
    game.tags().set("Date", "2024.01.02");
    game.tags().set("Site", "北京");
    game.tags().set("Red", "张三");
    game.tags().set("Black", "李四");
}

/// A random tree: a long main line and variations branching off it, some nested.
GameTree randomGame(unsigned seed)
{
    std::mt19937 random(seed);
    GameTree game;
    Board board = Board::startPosition();
    NodeId node = GameTree::Root;
    std::vector<NodeId> branchPoints;
    for (int ply = 0; ply < 120; ++ply) {
        MoveList moves;
        board.generateLegal(moves);
        if (moves.empty()) {
            break;
        }
        const Move m = moves[random() % moves.size()];
        if (random() % 8 == 0 && moves.size() > 1) {
            const Move other = moves[(random() % (moves.size() - 1) + 1 + 0) % moves.size()];
            if (other != m) {
                const NodeId variation = game.addMove(board, node, other);
                game.setComment(variation, "变着 " + std::to_string(ply));
                branchPoints.push_back(variation);
            }
        }
        node = game.addMove(board, node, m, AddMode::MainLine);
        board.makeMove(m);
    }
    // Extend each variation a little, with its own sub-variations.
    for (NodeId start : branchPoints) {
        Board b = game.boardAt(start);
        NodeId n = start;
        for (int i = 0; i < 6; ++i) {
            MoveList moves;
            b.generateLegal(moves);
            if (moves.empty()) {
                break;
            }
            const Move m = moves[random() % moves.size()];
            n = game.addMove(b, n, m);
            b.makeMove(m);
        }
    }
    game.setComment(GameTree::Root, "随机对局\n第二行");
    game.setResult(GameResult::Draw);
    return game;
}

GameTree endingGame()
{
    GameTree game(*Board::fromFen("3k5/9/9/9/9/9/4p4/9/R8/4K4 b - - 0 1"));
    testing::addLine(game, GameTree::Root, { "e3f3", "a1a9" });
    testing::addLine(game, GameTree::Root, { "d9d8" });
    game.setResult(GameResult::BlackWins);
    return game;
}

} // namespace

class TestRecords : public QObject {
    Q_OBJECT

private slots:
    void samples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("commentTail");
        QTest::addColumn<bool>("hasPlayers");
        QTest::newRow("PGN, UTF-8, Chinese") << "sample-utf8.pgn"
                                             << "" << true;
        QTest::newRow("PGN, GBK, Chinese") << "sample-gbk.pgn"
                                           << "" << true;
        QTest::newRow("PGN, UTF-8 with BOM, WXF") << "sample-bom-wxf.pgn"
                                                  << "" << true;
        QTest::newRow("PGN, ICCS") << "sample-iccs.pgn"
                                   << "" << false;
        QTest::newRow("XQF 10") << "sample-v10.xqf"
                                << "\n第二行" << true;
        QTest::newRow("XQF 18, obfuscated") << "sample-v18.xqf"
                                            << "\n第二行" << true;
        QTest::newRow("DhtmlXQ with variations") << "sample.ubb"
                                                 << "\n第二行" << true;
    }

    void samples()
    {
        QFETCH(QString, file);
        QFETCH(QString, commentTail);
        QFETCH(bool, hasPlayers);
        const auto game = loadRecord(dataPath(file.toUtf8().constData()));
        QVERIFY2(game.ok(), game.error().c_str());
        QVERIFY(sameMoves(*game, sampleGame(commentTail.toStdString())));
        QCOMPARE(game->result(), GameResult::RedWins);
        if (hasPlayers) {
            QCOMPARE(game->tags().value("Red"), std::string("张三"));
            QCOMPARE(game->tags().value("Black"), std::string("李四"));
            QCOMPARE(game->tags().value("Event"), std::string("样本赛"));
        }
    }

    void pgnTagsKept()
    {
        const auto game = readPgn(fileBytes("sample-gbk.pgn"));
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->tags().value("RedTeam"), std::string("红队"));
        QCOMPARE(game->tags().value("ECCO"), std::string("C20"));
        QCOMPARE(game->tags().value("Opening"), std::string("中炮对屏风马"));
        QCOMPARE(game->tags().all().front().first, std::string("Event"));
        QVERIFY(!game->tags().contains("Format"));
    }

    void xqfEndingRotatedStones()
    {
        const auto game = readXqf(fileBytes("sample-ending-v12.xqf"));
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->startBoard().fen(), std::string("3k5/9/9/9/9/9/4p4/9/R8/4K4 b - - 0 1"));
        GameTree expected = endingGame();
        expected.setComment(GameTree::Root, "残局");
        QVERIFY(sameMoves(*game, expected));
    }

    void xqfWriterMatchesTheFormatByteForByte()
    {
        // sample-v10.xqf was made from the format description alone (make_samples.py).
        GameTree game = sampleGame("\n第二行");
        game.tags().set("Title", "样本对局");
        game.tags().set("Event", "样本赛");
        game.tags().set("Date", "2024.01.02");
        game.tags().set("Red", "张三");
        game.tags().set("Black", "李四");
        const auto bytes = writeXqf(game);
        QVERIFY(bytes.ok());
        QVERIFY(*bytes == fileBytes("sample-v10.xqf"));
    }

    void roundTrip_data()
    {
        QTest::addColumn<RecordFormat>("format");
        QTest::addColumn<Notation>("notation");
        QTest::addColumn<TextEncoding>("encoding");
        QTest::newRow("PGN Chinese UTF-8")
            << RecordFormat::Pgn << Notation::Chinese << TextEncoding::Utf8;
        QTest::newRow("PGN Chinese GBK")
            << RecordFormat::Pgn << Notation::Chinese << TextEncoding::Gbk;
        QTest::newRow("PGN WXF") << RecordFormat::Pgn << Notation::Wxf << TextEncoding::Utf8;
        QTest::newRow("PGN ICCS GBK") << RecordFormat::Pgn << Notation::Iccs << TextEncoding::Gbk;
        QTest::newRow("XQF") << RecordFormat::Xqf << Notation::Chinese << TextEncoding::Utf8;
        QTest::newRow("DhtmlXQ UTF-8")
            << RecordFormat::Ubb << Notation::Chinese << TextEncoding::Utf8;
        QTest::newRow("DhtmlXQ GBK") << RecordFormat::Ubb << Notation::Chinese << TextEncoding::Gbk;
    }

    void roundTrip()
    {
        QFETCH(RecordFormat, format);
        QFETCH(Notation, notation);
        QFETCH(TextEncoding, encoding);
        std::vector<GameTree> games { sampleGame("\n第二行"), endingGame(), GameTree() };
        for (unsigned seed = 1; seed <= 12; ++seed) {
            games.push_back(randomGame(seed));
        }
        for (GameTree &game : games) {
            setCommonTags(game);
            const auto bytes = writeRecord(game, format, { notation, encoding });
            QVERIFY2(bytes.ok(), bytes.error().c_str());
            const auto again = readRecord(*bytes, format);
            QVERIFY2(again.ok(), (again.error() + "\n" + *bytes).c_str());
            QVERIFY2(again->sameGame(game), bytes->c_str());
            QCOMPARE(detectFormat(*bytes), format);
        }
    }

    void pgnKeepsEveryTag()
    {
        GameTree game = sampleGame();
        game.tags().set("RedTeam", "红队 \"甲\"");
        game.tags().set("ECCO", "C20");
        game.tags().set("Opening", "中炮对屏风马");
        const auto again = readPgn(writePgn(game, Notation::Chinese));
        QVERIFY2(again.ok(), again.error().c_str());
        QVERIFY(again->sameGame(game));
    }

    void fenRecords()
    {
        const std::string fen = "3k5/9/9/9/9/9/4p4/9/R8/4K4 b - - 0 1";
        const auto game = readFenRecord("\n  " + fen + "  \n");
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(writeFenRecord(*game), fen + "\n");
        QCOMPARE(detectFormat(fen + "\n"), RecordFormat::Fen);
        // Writing a game gives the position at the end of its main line.
        const GameTree sample = sampleGame();
        QCOMPARE(
            writeFenRecord(sample), sample.boardAt(sample.lastInLine(GameTree::Root)).fen() + "\n");
    }

    void fenLineWithItsMoves()
    {
        // A position, the moves played from it and the result on one line, commas between, as
        // engines' test files keep them.
        const std::string line = "3k5/9/9/9/9/9/9/9/9/4K3R w, i0i9 d9d8 i9i8, 1-0";
        QCOMPARE(detectFormat(line), RecordFormat::Fen);
        const auto game = readFenRecord(line);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->startBoard().fen(), std::string("3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1"));
        QCOMPARE(testing::iccsLine(*game), (std::vector<std::string> { "i0i9", "d9d8", "i9i8" }));
        QCOMPARE(game->result(), GameResult::RedWins);
        const auto bad = readFenRecord("3k5/9/9/9/9/9/9/9/9/4K3R w, i0i9 a0a1, 1-0");
        QVERIFY2(
            bad.error().starts_with("line 1: illegal move 1... a0a1 (Black)"), bad.error().c_str());
        const auto noResult = readFenRecord("3k5/9/9/9/9/9/9/9/9/4K3R w, i0i9, Red won");
        QVERIFY2(noResult.error().starts_with("line 1: 'Red won' is no result"),
            noResult.error().c_str());
    }

    void formatsByName()
    {
        QCOMPARE(formatForPath("a/b.PGN"), std::optional(RecordFormat::Pgn));
        QCOMPARE(formatForPath("x.xqf"), std::optional(RecordFormat::Xqf));
        QCOMPARE(formatForPath("x.txt"), std::optional(RecordFormat::Ubb));
        QCOMPARE(formatForPath("x.fen"), std::optional(RecordFormat::Fen));
        QCOMPARE(formatForPath("dir.pgn/file"), std::optional<RecordFormat>());
    }

    void filesByNameAndContent()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // DhtmlXQ saved as .pgn still opens; an unknown extension cannot be saved.
        const std::string misnamed = dir.filePath("pasted.pgn").toStdString();
        QVERIFY(!saveRecord(sampleGame(), dir.filePath("game.ubb").toStdString()));
        QVERIFY(QFile::copy(dir.filePath("game.ubb"), QString::fromStdString(misnamed)));
        const auto game = loadRecord(misnamed);
        QVERIFY2(game.ok(), game.error().c_str());
        QVERIFY(game->sameGame(sampleGame()));
        const auto refused = saveRecord(sampleGame(), dir.filePath("game.doc").toStdString());
        QVERIFY(refused && refused->find("unknown record extension") != std::string::npos);
        const auto missing = loadRecord(dir.filePath("none.xqf").toStdString());
        QVERIFY(
            !missing.ok() && missing.error().find("none.xqf: cannot open") != std::string::npos);
    }

    void pgnVariants()
    {
        // Move numbers glued to moves, "1. ..." for Black, NAGs, annotation marks and a second
        // game that is ignored.
        const std::string text
            = "[Game \"Chinese Chess\"]\n1.炮二平五 $1 1... 马８进７!? ; line comment\n"
              "2. 马二进三 {a} {b} *\n\n[Game \"Chinese Chess\"]\n1. 兵七进一 *\n";
        const auto game = readPgn(text);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->mainLine().size(), std::size_t(3));
        QCOMPARE(game->comment(game->next(GameTree::Root)), std::string());
        QCOMPARE(
            game->comment(game->next(game->next(GameTree::Root))), std::string("line comment"));
        QCOMPARE(game->comment(game->mainLine().back()), std::string("a\nb"));
        QCOMPARE(game->nag(game->mainLine()[0]), 1);
        QCOMPARE(game->nag(game->mainLine()[1]), 5);
    }

    void pgnMoveMarks_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<int>>("nags");
        QTest::newRow("glyphs") << "1. h2e2?? h9g7! 2. h0g2!? i9h9?! 3. i0h0!! b9c7? *"
                                << QList<int> { 4, 1, 5, 6, 3, 2 };
        QTest::newRow("NAG numbers") << "1. h2e2 $4 h9g7 $1 2. h0g2 $2 *" << QList<int> { 4, 1, 2 };
        QTest::newRow("glyph on its own") << "1. h2e2 ?? h9g7 *" << QList<int> { 4, 0 };
        QTest::newRow("a later NAG replaces, others are not kept")
            << "1. h2e2? $4 h9g7 $14 2. h0g2 $256 *" << QList<int> { 4, 0, 0 };
        QTest::newRow("none") << "1. h2e2 h9g7 *" << QList<int> { 0, 0 };
    }

    void pgnMoveMarks()
    {
        QFETCH(QString, text);
        QFETCH(QList<int>, nags);
        const auto game = readPgn(("[Format \"ICCS\"]\n" + text).toStdString());
        QVERIFY2(game.ok(), game.error().c_str());
        const std::vector<NodeId> line = game->mainLine();
        QCOMPARE(int(line.size()), int(nags.size()));
        for (std::size_t i = 0; i < line.size(); ++i) {
            QCOMPARE(game->nag(line[i]), nags[int(i)]);
        }
        // Written either way, the marks read back as they were.
        for (const MarkStyle style : { MarkStyle::Symbols, MarkStyle::Nags }) {
            const std::string written = writePgn(*game, Notation::Iccs, style);
            const auto again = readPgn(written);
            QVERIFY2(again.ok(), again.error().c_str());
            QVERIFY2(again->sameGame(*game), written.c_str());
            QCOMPARE(written.find('$') != std::string::npos,
                style == MarkStyle::Nags && std::count(nags.begin(), nags.end(), 0) < nags.size());
        }
    }

    void pgnIdeographicSpaces()
    {
        const auto game = readPgn("1.\u3000炮二平五\u3000马８进７\u3000\u30002. 马二进三");
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->mainLine().size(), std::size_t(3));
    }
};

QTEST_APPLESS_MAIN(TestRecords)
#include "tst_records.moc"
