// Gomoku in the window: clicks on the board place stones, a five ends the game with its line
// shown and announced, undo and redo, black's forbidden points refused under renju, the
// computer answering from its thread, and .psq / move-list files saved and opened.

#include "apptestsupport.h"

#include "app/gomoku/gomokuboardview.h"
#include "app/gomoku/gomokumode.h"

#include <QFile>
#include <QSignalSpy>

using namespace gomoku;

class TestGomokuMode : public WindowTest {
    Q_OBJECT

private slots:
    void cleanup() { closeWindow(); }
    void clicksPlaceStones();
    void fiveEndsTheGame_data();
    void fiveEndsTheGame();
    void undoAndRedo();
    void renjuRefusesForbiddenPoints();
    void computerAnswersFromItsThread();
    void savesAndOpensFiles_data();
    void savesAndOpensFiles();
    void refusesBadFiles();

private:
    /// A window showing Gomoku under `rule`, played by `players`.
    GomokuMode *openGomoku(GomokuPlayers players, Rule rule = Rule::FreeStyle, int level = 1)
    {
        newSettings(PlayMode::Red);
        m_settings->setGameValue("gomoku", "players", int(players));
        m_settings->setGameValue("gomoku", "rule", int(rule));
        m_settings->setGameValue("gomoku", "level", level);
        if (!openWindow()) {
            return nullptr;
        }
        for (GameMode *mode : m_window->modes()) {
            if (auto *gomoku = qobject_cast<GomokuMode *>(mode)) {
                m_window->activate(gomoku);
                return gomoku;
            }
        }
        return nullptr;
    }

    static void click(GomokuMode *mode, Point point)
    {
        GomokuBoardView *view = mode->boardView();
        QTest::mouseClick(view, Qt::LeftButton, {}, view->centreOf(point).toPoint());
    }

    static void clickAll(GomokuMode *mode, const std::vector<Point> &points)
    {
        for (const Point p : points) {
            click(mode, p);
        }
    }
};

void TestGomokuMode::clicksPlaceStones()
{
    GomokuMode *mode = openGomoku(GomokuPlayers::TwoPlayers);
    QVERIFY(mode);
    QCOMPARE(m_window->turnText(), QString("Black to play"));
    click(mode, { 7, 7 });
    QCOMPARE(mode->game()->board().at({ 7, 7 }), Stone::Black);
    QCOMPARE(m_window->turnText(), QString("White to play"));
    click(mode, { 7, 7 }); // taken: nothing happens
    QCOMPARE(mode->game()->board().stoneCount(), 1);
    click(mode, { 0, 14 }); // a corner
    QCOMPARE(mode->game()->board().at({ 0, 14 }), Stone::White);
    // Between two points: no stone.
    GomokuBoardView *view = mode->boardView();
    const QPointF between = (view->centreOf({ 3, 3 }) + view->centreOf({ 4, 3 })) / 2;
    QVERIFY(!view->pointAt(between).has_value());
    QCOMPARE(mode->game()->board().stoneCount(), 2);
}

void TestGomokuMode::fiveEndsTheGame_data()
{
    QTest::addColumn<int>("dx");
    QTest::addColumn<int>("dy");
    QTest::newRow("row") << 1 << 0;
    QTest::newRow("column") << 0 << 1;
    QTest::newRow("diagonal") << 1 << 1;
    QTest::newRow("anti-diagonal") << -1 << 1;
}

void TestGomokuMode::fiveEndsTheGame()
{
    QFETCH(int, dx);
    QFETCH(int, dy);
    GomokuMode *mode = openGomoku(GomokuPlayers::TwoPlayers);
    QVERIFY(mode);
    for (int i = 0; i < 5; ++i) {
        click(mode, { 7 + i * dx, 4 + i * dy }); // black
        if (i < 4) {
            click(mode, { 0 + 2 * i, 14 }); // white, far away
        }
    }
    const GomokuOutcome &outcome = mode->game()->outcome();
    QVERIFY(outcome.over);
    QCOMPARE(outcome.winner, Stone::Black);
    QCOMPARE(outcome.line.size(), std::size_t(5));
    QCOMPARE(m_prompter->gameOvers, QStringList { "Black wins: five in a row" });
    QCOMPARE(m_window->turnText(), QString("Black wins: five in a row"));
    click(mode, { 12, 12 }); // the game is over
    QCOMPARE(mode->game()->board().stoneCount(), 9);
}

void TestGomokuMode::undoAndRedo()
{
    GomokuMode *mode = openGomoku(GomokuPlayers::TwoPlayers);
    QVERIFY(mode);
    clickAll(mode, { { 7, 7 }, { 8, 8 }, { 6, 6 } });
    mode->game()->undo();
    QCOMPARE(mode->game()->board().stoneCount(), 2);
    QCOMPARE(mode->game()->board().at({ 6, 6 }), Stone::Empty);
    mode->game()->redo();
    QCOMPARE(mode->game()->board().at({ 6, 6 }), Stone::Black);
    mode->game()->undo();
    click(mode, { 5, 5 }); // a new move forgets what could be redone
    QVERIFY(!mode->game()->canRedo());
}

void TestGomokuMode::renjuRefusesForbiddenPoints()
{
    GomokuMode *mode = openGomoku(GomokuPlayers::TwoPlayers, Rule::Renju);
    QVERIFY(mode);
    // Black: two open twos crossing at (7,7); white far away. (7,7) is a double three.
    clickAll(mode,
        { { 5, 7 }, { 0, 0 }, { 6, 7 }, { 14, 0 }, { 7, 5 }, { 0, 14 }, { 7, 6 }, { 14, 14 } });
    const auto forbidden = mode->game()->forbiddenPoints();
    QVERIFY(std::find(forbidden.begin(), forbidden.end(), Point { 7, 7 }) != forbidden.end());
    QSignalSpy refused(mode->game(), &GomokuGame::moveRefused);
    click(mode, { 7, 7 });
    QCOMPARE(refused.count(), 1);
    QCOMPARE(mode->game()->board().at({ 7, 7 }), Stone::Empty);
    click(mode, { 8, 8 }); // a legal point is played
    QCOMPARE(mode->game()->board().at({ 8, 8 }), Stone::Black);
}

void TestGomokuMode::computerAnswersFromItsThread()
{
    GomokuMode *mode = openGomoku(GomokuPlayers::Black, Rule::FreeStyle, 2);
    QVERIFY(mode);
    click(mode, { 7, 7 });
    QCOMPARE(mode->game()->board().stoneCount(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(mode->game()->board().stoneCount(), 2, scaledMs(10000));
    QCOMPARE(mode->game()->board().history().back().stone, Stone::White);
    QVERIFY(!mode->game()->isThinking());
    click(mode, { 6, 6 }); // the player's turn again
    QCOMPARE(mode->game()->board().stoneCount(), 3);
    mode->game()->undo(); // back to the player's turn, answer on its way dropped
    QTRY_VERIFY_WITH_TIMEOUT(!mode->game()->isThinking(), scaledMs(10000));
    QCOMPARE(mode->game()->board().stoneCount() % 2, 0);
}

void TestGomokuMode::savesAndOpensFiles_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("psq") << "game.psq";
    QTest::newRow("move list") << "game.gomoku";
}

void TestGomokuMode::savesAndOpensFiles()
{
    QFETCH(QString, name);
    GomokuMode *mode = openGomoku(GomokuPlayers::TwoPlayers);
    QVERIFY(mode);
    const std::vector<Point> moves { { 7, 7 }, { 8, 6 }, { 9, 9 }, { 3, 12 } };
    clickAll(mode, moves);
    QVERIFY(mode->isModified());
    const QString path = m_dir->filePath(name);
    m_prompter->saveChoice = SaveFileChoice { path, 0 };
    mode->saveAs();
    QVERIFY(QFile::exists(path));
    QVERIFY(!mode->isModified());
    QCOMPARE(mode->documentName(), name);
    mode->newGame(); // the prompter agrees to abandon the game in progress
    QCOMPARE(mode->game()->board().stoneCount(), 0);
    QVERIFY(mode->opensFile(path));
    QVERIFY(m_window->openFile(path));
    QCOMPARE(mode->game()->record().moves, moves);
    QCOMPARE(mode->game()->board().sideToMove(), Stone::Black);
}

void TestGomokuMode::refusesBadFiles()
{
    GomokuMode *mode = openGomoku(GomokuPlayers::TwoPlayers);
    QVERIFY(mode);
    click(mode, { 7, 7 });
    const QString path = m_dir->filePath("bad.psq");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n");
    file.close();
    QVERIFY(!mode->openFile(path));
    QCOMPARE(m_prompter->failures.size(), 1);
    QVERIFY(m_prompter->failures.front().contains("occupied"));
    QCOMPARE(mode->game()->board().stoneCount(), 1);
}

QTEST_MAIN(TestGomokuMode)
#include "tst_gomokumode.moc"
