// PGN as WinBoard and XBoard write xiangqi ([Variant "xiangqi"], White and Black, SAN moves
// such as Che2), and tag values with quotes inside them that are not escaped, as real
// databases hold them.

#include "recordlines.h"

#include "records/pgn.h"
#include "records/sanmove.h"

#include <QTest>

using namespace xq;
using namespace xq::testing;

class TestWinBoard : public QObject {
    Q_OBJECT

private slots:
    void sanMoves_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("san");
        QTest::addColumn<QString>("iccs");
        const QString start = QString::fromLatin1(Board::StartFen.data());
        QTest::newRow("cannon, origin file") << start << "Che2"
                                             << "h2e2";
        QTest::newRow("horse H") << start << "Hg2"
                                 << "h0g2";
        QTest::newRow("horse N") << start << "Ng2"
                                 << "h0g2";
        QTest::newRow("soldier without letter") << start << "c4"
                                                << "c3c4";
        QTest::newRow("ranks 1-10") << start << "Che3"
                                    << "h2e2";
        QTest::newRow("check mark") << "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1"
                                    << "Ri9+"
                                    << "i0i9";
        QTest::newRow("capture") << "r2k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1"
                                 << "Rxa9"
                                 << "a0a9";
        QTest::newRow("rank 10") << "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1"
                                 << "Ri10+"
                                 << "i0i9";
    }

    void sanMoves()
    {
        QFETCH(QString, fen);
        QFETCH(QString, san);
        QFETCH(QString, iccs);
        const auto board = Board::fromFen(fen.toStdString());
        QVERIFY(board.ok());
        const auto move = parseSanMove(*board, san.toStdString());
        QVERIFY2(move.ok(), move.error().c_str());
        QCOMPARE(QString::fromStdString(move->toIccs()), iccs);
    }

    void sanRefusals()
    {
        const Board start = Board::startPosition();
        QVERIFY(!parseSanMove(start, "Ce9").ok()); // no cannon reaches e9
        QVERIFY(!parseSanMove(start, "Zz1").ok());
        // Both chariots of this position reach e5: the origin must be given.
        const auto two = Board::fromFen("3k5/9/9/9/R7R/9/9/9/9/4K4 w - - 0 1");
        QVERIFY(two.ok());
        QVERIFY(parseSanMove(*two, "Re5").error().find("ambiguous") != std::string::npos);
        QCOMPARE(parseSanMove(*two, "Rae5")->toIccs(), std::string("a5e5"));
    }

    void winBoardGame()
    {
        const std::string pgn = "[Event \"Computer chess game\"]\n[White \"Engine A\"]\n"
                                "[Black \"Engine B\"]\n[Result \"1-0\"]\n[Variant \"xiangqi\"]\n\n"
                                "1. Che2 Hg7 2. Hg2 Rh9 3. Ri1 c5 1-0\n";
        const auto game = readPgn(pgn);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->tags().value("Red"), std::string("Engine A"));
        QCOMPARE(game->tags().value("Black"), std::string("Engine B"));
        QCOMPARE(iccsLine(*game),
            (std::vector<std::string> { "h2e2", "h9g7", "h0g2", "i9h9", "i0i1", "c6c5" }));
        QCOMPARE(game->result(), GameResult::RedWins);
    }

    void quotesInsideATagValue()
    {
        const std::string pgn = "[Event \"\"Huangshan Cup\" final\"]\n[Site \"a \"b\" c\"]\n"
                                "1. h2e2 *\n";
        const auto game = readPgn(pgn);
        QVERIFY2(game.ok(), game.error().c_str());
        QCOMPARE(game->tags().value("Event"), std::string("\"Huangshan Cup\" final"));
        QCOMPARE(game->tags().value("Site"), std::string("a \"b\" c"));
        QCOMPARE(game->readWarnings().size(), std::size_t(2));
        QVERIFY(game->readWarnings()[0].starts_with("line 1, column 1: the value of tag Event"));
        QVERIFY(!readPgn(pgn, strict()).ok());
        // An escaped quote is no fault.
        const auto escaped = readPgn("[Event \"\\\"Cup\\\"\"]\n1. h2e2 *\n");
        QVERIFY(escaped.ok());
        QCOMPARE(escaped->tags().value("Event"), std::string("\"Cup\""));
        QVERIFY(escaped->readWarnings().empty());
    }
};

QTEST_GUILESS_MAIN(TestWinBoard)
#include "tst_winboard.moc"
