// Records from a public collection (data/real, see its README): every game reads, and the same
// games written in Chinese, full-width WXF, ICCS and DhtmlXQ give the same moves. Also the
// spellings found there, each on its own.

#include "records/records.h"

#include <QDir>
#include <QTest>

using namespace xq;

namespace {

const QString RealDir = QStringLiteral(XQ_TEST_DATA_DIR "/real");

std::string realPath(const char *name)
{
    return (RealDir + "/" + name).toStdString();
}

std::vector<std::string> mainLineIccs(const GameTree &game)
{
    std::vector<std::string> moves;
    for (NodeId node : game.mainLine()) {
        moves.push_back(game.move(node).toIccs());
    }
    return moves;
}

std::vector<GameTree> gamesOf(const char *name)
{
    auto games = loadRecords(realPath(name));
    if (!games.ok()) {
        qFatal("%s", games.error().c_str());
    }
    return std::move(games).value();
}

/// The game of `games` between the same players as `game`.
const GameTree *samePlayers(const std::vector<GameTree> &games, const GameTree &game)
{
    for (const GameTree &other : games) {
        if (other.tags().value("Red") == game.tags().value("Red")
            && other.tags().value("Black") == game.tags().value("Black")) {
            return &other;
        }
    }
    return nullptr;
}

/// Where the collection's own files disagree. In LIU DianZhong - LIU DaHua, move 36, the
/// Chinese and WXF files write 后兵进一 / －Ｐ＋１ (the rear soldier, on e3, advances) while
/// the ICCS file has e5e6 (the front one). Both readings are checked.
struct Disagreement {
    int ply = 0;
    const char *written = ""; ///< what the Chinese and WXF text says
    const char *iccsFile = ""; ///< what the ICCS file says
};

Disagreement sourceDisagreement(const GameTree &game)
{
    if (game.tags().value("Red") == "LIU DianZhong" && game.tags().value("Black") == "LIU DaHua") {
        return { 71, "e3e4", "e5e6" };
    }
    return {};
}

} // namespace

class TestRealRecords : public QObject {
    Q_OBJECT

private slots:
    void spellings_data()
    {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<QString>("iccs");
        QTest::newRow("Chinese move pair without a blank")
            << "1. 炮二平五马８进７ 2. 马二进三车９平８ *"
            << "h2e2 h9g7 h0g2 i9h9";
        QTest::newRow("WXF in full-width letters") << "1. Ｃ２＝５Ｈ８＋７ *"
                                                   << "h2e2 h9g7";
        QTest::newRow("glued full-width WXF pair") << "1. Ｃ２＝５Ｈ８＋７ 2. Ｈ２＋３ *"
                                                   << "h2e2 h9g7 h0g2";
        QTest::newRow("front mark before the letter")
            << "[FEN \"4k4/9/9/4P4/4P4/9/9/9/9/4K4 w - - 0 1\"]\n1. ＋Ｐ＋１ *"
            << "e6e7";
        QTest::newRow("rear mark before the letter, ASCII")
            << "[FEN \"4k4/9/9/4P4/4P4/9/9/9/9/4K4 w - - 0 1\"]\n1. -P.4 *"
            << "e5f5";
    }

    void spellings()
    {
        QFETCH(QString, pgn);
        QFETCH(QString, iccs);
        const auto game = readRecord(pgn.toStdString(), RecordFormat::Pgn);
        QVERIFY2(game.ok(), game.error().c_str());
        std::string moves;
        for (const std::string &move : mainLineIccs(*game)) {
            moves += (moves.empty() ? "" : " ") + move;
        }
        QCOMPARE(QString::fromStdString(moves), iccs);
    }

    void aBadPairIsStillAnError()
    {
        const auto game = readRecord("1. 炮二平五马８进８ *", RecordFormat::Pgn);
        QVERIFY(!game.ok());
        QVERIFY2(QString::fromStdString(game.error())
                     .startsWith(
                         QString::fromUtf8("line 1, column 4: illegal move 1. 炮二平五马８进８")),
            game.error().c_str());
    }

    void everyGameReads_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("games");
        QTest::newRow("ICCS") << "bulk_games_uci.pgn" << 15;
        QTest::newRow("Chinese") << "xqdb_traditional.pgn" << 5;
        QTest::newRow("full-width WXF") << "xqdb_international.pgn" << 2;
        for (const char *page : { "44.html", "98.html", "116.html", "151.html" }) {
            QTest::newRow(page) << page << 1;
        }
    }

    void everyGameReads()
    {
        QFETCH(QString, name);
        QFETCH(int, games);
        const auto read = loadRecords((RealDir + "/" + name).toStdString());
        QVERIFY2(read.ok(), read.error().c_str());
        QCOMPARE(static_cast<int>(read->size()), games);
        for (const GameTree &game : *read) {
            QVERIFY(game.moveCount() > 20);
        }
    }

    void sameMovesInEveryNotation_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("Chinese") << "xqdb_traditional.pgn";
        QTest::newRow("full-width WXF") << "xqdb_international.pgn";
        for (const char *page : { "44.html", "98.html", "116.html", "151.html" }) {
            QTest::newRow(page) << page;
        }
    }

    void sameMovesInEveryNotation()
    {
        QFETCH(QString, name);
        const std::vector<GameTree> iccs = gamesOf("bulk_games_uci.pgn");
        const auto games = loadRecords((RealDir + "/" + name).toStdString());
        QVERIFY(games.ok());
        for (const GameTree &game : *games) {
            const GameTree *same = samePlayers(iccs, game);
            QVERIFY2(same, game.tags().value("Red").c_str());
            std::vector<std::string> moves = mainLineIccs(game);
            if (const auto known = sourceDisagreement(game); known.ply > 0) {
                QCOMPARE(moves.at(known.ply - 1), std::string(known.written));
                moves[known.ply - 1] = known.iccsFile;
            }
            QCOMPARE(moves, mainLineIccs(*same));
        }
    }
};

QTEST_GUILESS_MAIN(TestRealRecords)
#include "tst_realrecords.moc"
