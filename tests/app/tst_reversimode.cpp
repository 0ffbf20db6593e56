// Reversi in the window: the board view's geometry, clicks that play (and clicks that do not),
// the computer answering through its worker thread while the event loop runs, passes played and
// announced, undo and redo, and GGF and transcript files saved and opened.

#include "apptestsupport.h"

#include "app/reversi/reversiai.h"
#include "app/reversi/reversimode.h"
#include "app/reversi/reversiview.h"

#include "reversi/levels.h"
#include "reversi/recordformats.h"

#include <QLabel>
#include <QSignalSpy>

using namespace reversi;

namespace {

class TestHost : public GameHost {
public:
    explicit TestHost(AppSettings &settings) : m_settings(settings) { }
    AppSettings &settings() override { return m_settings; }
    Prompter &prompter() override { return testPrompter; }
    QWidget *dialogParent() override { return nullptr; }

    TestPrompter testPrompter;

private:
    AppSettings &m_settings;
};

void click(ReversiView *view, const char *square)
{
    QTest::mouseClick(
        view, Qt::LeftButton, {}, view->squareRect(parseMove(square)).center().toPoint());
}

} // namespace

class TestReversiMode : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void squaresAndPointsAgree();
    void clickPlaysOnlyLegalMoves();
    void twoPlayersAlternate();
    void computerAnswers();
    void undoAndRedo();
    void computerPlaysBothSides();
    void moveNowAnswersWithAMove();
    void passIsPlayedAndAnnounced();
    void savesAndOpensFiles_data();
    void savesAndOpensFiles();
    void badFileLeavesTheGame();
    void autosaveOffersTheGameBack_data();
    void autosaveOffersTheGameBack();

private:
    std::unique_ptr<ReversiMode> makeMode(ReversiPlayers players);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<TestHost> m_host;
};

void TestReversiMode::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_settings = makeSettings(*m_dir);
    m_host = std::make_unique<TestHost>(*m_settings);
}

void TestReversiMode::cleanup()
{
    m_host.reset();
    m_settings.reset();
    m_dir.reset();
}

std::unique_ptr<ReversiMode> TestReversiMode::makeMode(ReversiPlayers players)
{
    auto mode = std::make_unique<ReversiMode>(*m_host);
    mode->setLevel(0);
    mode->setPlayers(players);
    mode->page()->resize(700, 520);
    mode->page()->show();
    return mode;
}

void TestReversiMode::squaresAndPointsAgree()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    ReversiView *view = mode->view();
    for (int square = 0; square < SquareCount; ++square) {
        QCOMPARE(view->squareAt(view->squareRect(square).center()), square);
    }
    QCOMPARE(view->squareAt(QPointF(1, 1)), NoMove); // the coordinate margin
    // a1 is at the top left, h8 at the bottom right.
    QVERIFY(view->squareRect(0).top() < view->squareRect(63).top());
    QVERIFY(view->squareRect(0).left() < view->squareRect(7).left());
}

void TestReversiMode::clickPlaysOnlyLegalMoves()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    click(mode->view(), "a1");
    click(mode->view(), "d4"); // occupied
    QVERIFY(mode->game().record().moves().empty());
    click(mode->view(), "f5");
    QCOMPARE(mode->game().record().moves(), std::vector<Move> { parseMove("f5") });
    QCOMPARE(mode->view()->board().discs(Color::Black) & squareBit(parseMove("e5")),
        squareBit(parseMove("e5"))); // flipped
    QVERIFY(mode->panelText().contains("Black: 4"));
    QVERIFY(mode->isModified());
}

void TestReversiMode::twoPlayersAlternate()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    for (const char *square : { "f5", "d6", "c3", "d3" }) {
        click(mode->view(), square);
    }
    QCOMPARE(writeTranscript(mode->game().record()), std::string("f5d6c3d3"));
    QCOMPARE(mode->turnText(), QStringLiteral("Black to move"));
}

void TestReversiMode::computerAnswers()
{
    auto mode = makeMode(ReversiPlayers::HumanBlack);
    click(mode->view(), "f5");
    // The computer (White) answers through the queued signal; the window keeps running.
    QTRY_COMPARE_WITH_TIMEOUT(
        mode->game().record().moves().size(), std::size_t { 2 }, scaledMs(5000));
    QVERIFY(mode->game().position().sideToMove() == Color::Black);
    click(mode->view(), "a1"); // still illegal for Black: nothing happens
    QCOMPARE(mode->game().record().moves().size(), std::size_t { 2 });
}

void TestReversiMode::undoAndRedo()
{
    auto mode = makeMode(ReversiPlayers::HumanBlack);
    click(mode->view(), "f5");
    QTRY_COMPARE_WITH_TIMEOUT(
        mode->game().record().moves().size(), std::size_t { 2 }, scaledMs(5000));
    mode->undo(); // takes back the computer's move and ours
    QVERIFY(mode->game().record().moves().empty());
    QVERIFY(mode->view()->board() == Board::start());
    mode->setPlayers(ReversiPlayers::TwoPlayers);
    mode->redo();
    QCOMPARE(mode->game().record().moves(), std::vector<Move> { parseMove("f5") });
}

void TestReversiMode::computerPlaysBothSides()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    click(mode->view(), "f5");
    mode->setPlayers(ReversiPlayers::ComputerVsComputer);
    QTRY_VERIFY_WITH_TIMEOUT(mode->game().position().isGameOver(), scaledMs(20000));
    QCOMPARE(m_host->testPrompter.gameOvers.size(), 1);
    QCOMPARE(m_host->testPrompter.gameOvers.front(), mode->turnText());
    QVERIFY(mode->game().record().moves().size() >= 50);
}

void TestReversiMode::moveNowAnswersWithAMove()
{
    // The mode shows that the computer thinks, and stops showing it once it has moved.
    auto mode = makeMode(ReversiPlayers::HumanBlack);
    click(mode->view(), "f5");
    QCOMPARE(qobject_cast<QLabel *>(mode->statusWidget())->text(), QStringLiteral("Thinking..."));
    QTRY_COMPARE_WITH_TIMEOUT(
        mode->game().record().moves().size(), std::size_t { 2 }, scaledMs(5000));
    QVERIFY(qobject_cast<QLabel *>(mode->statusWidget())->text().isEmpty());
    // With ten seconds to think, "Move now" gets a legal move at once.
    ReversiAi ai;
    QSignalSpy chosen(&ai, &ReversiAi::moveChosen);
    ai.think(Board::start(), reversi::MaxLevel, 10000);
    ai.moveNow();
    QVERIFY(chosen.wait(scaledMs(2000)));
    QVERIFY(Board::start().isLegal(chosen.front().front().toInt()));
}

void TestReversiMode::passIsPlayedAndAnnounced()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    const QString path = m_dir->filePath("pass.otr");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    // White to move with no move: the pass is played at once, Black can take a1.
    file.write("-OXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O\n");
    file.close();
    QVERIFY(mode->openFile(path));
    QCOMPARE(mode->game().record().moves(), std::vector<Move> { PassMove });
    QVERIFY(mode->panelText().contains("White has no move and passes."));
    click(mode->view(), "a1");
    QVERIFY(mode->game().position().isGameOver());
    QCOMPARE(mode->turnText(), QStringLiteral("Black wins 64-0"));
    QCOMPARE(m_host->testPrompter.gameOvers, QStringList { "Black wins 64-0" });
}

void TestReversiMode::savesAndOpensFiles_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("GGF") << "game.ggf";
    QTest::newRow("transcript") << "game.otr";
}

void TestReversiMode::savesAndOpensFiles()
{
    QFETCH(QString, name);
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    for (const char *square : { "f5", "d6", "c3" }) {
        click(mode->view(), square);
    }
    const QString path = m_dir->filePath(name);
    QVERIFY(mode->opensFile(path));
    QVERIFY(mode->saveTo(path));
    QVERIFY(!mode->isModified());
    auto other = makeMode(ReversiPlayers::TwoPlayers);
    QVERIFY(other->openFile(path));
    QCOMPARE(writeTranscript(other->game().record()), std::string("f5d6c3"));
    QCOMPARE(other->documentName(), path);
}

void TestReversiMode::badFileLeavesTheGame()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    click(mode->view(), "f5");
    const QString path = m_dir->filePath("bad.ggf");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("(;GM[Othello]BO[8 nonsense];)");
    file.close();
    QVERIFY(!mode->openFile(path));
    QCOMPARE(m_host->testPrompter.failures.size(), 1);
    QCOMPARE(mode->game().record().moves(), std::vector<Move> { parseMove("f5") });
    QVERIFY(!mode->opensFile(m_dir->filePath("game.pgn")));
}

void TestReversiMode::autosaveOffersTheGameBack_data()
{
    QTest::addColumn<bool>("accept");
    QTest::newRow("continue") << true;
    QTest::newRow("decline") << false;
}

void TestReversiMode::autosaveOffersTheGameBack()
{
    QFETCH(bool, accept);
    {
        auto mode = makeMode(ReversiPlayers::TwoPlayers);
        click(mode->view(), "f5");
        click(mode->view(), "d6");
        QVERIFY(mode->prepareToQuit());
    }
    m_host->testPrompter.answer = accept;
    auto mode = makeMode(ReversiPlayers::TwoPlayers);
    QCOMPARE(mode->offerAutosave(), accept);
    QCOMPARE(m_host->testPrompter.questions.size(), 1);
    QCOMPARE(writeTranscript(mode->game().record()), std::string(accept ? "f5d6" : ""));
    QVERIFY(!mode->offerAutosave()); // offered once
}

QTEST_MAIN(TestReversiMode)
#include "tst_reversimode.moc"
