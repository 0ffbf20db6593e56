// Who plays in the window: an external engine (fairy-stockfish, and a scripted fake that crashes,
// hangs, lies or sends garbage) playing a side against the built-in engine or a person, engine
// against engine with pause, and the failures of an engine leaving the game intact and the
// engine restartable. The clocks are in tst_playclocks.

#include "app/xiangqi/analysis/enginelist.h"
#include "app/xiangqi/play/playcontroller.h"
#include "app/xiangqi/play/playersdialog.h"
#include "app/xiangqi/playerdetails.h"
#include "app/xiangqi/singlegame.h"

#include "apptestsupport.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>

namespace {
const QString FsfPath = QStringLiteral("/usr/games/fairy-stockfish");
const QString FakeEngine = QStringLiteral(XQ_FAKE_ENGINE);
// The fake engine's script: a legal opening, Red's moves and Black's in turn.
const QString Script = QStringLiteral("h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 a9b9");
// A chariot and its king against a lone king: a quick mate for the side with the chariot.
const char *const RedMates = "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1";
const char *const BlackMates = "3k5/r8/9/9/9/9/9/9/9/4K4 b - - 0 1";
constexpr int EngineMoveMs = 60;
constexpr int GameTimeoutMs = 60000;
} // namespace

class TstPlay : public WindowTest {
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY2(QFile::exists(FsfPath), "fairy-stockfish is not installed (scripts/install-deps)");
        newSettings(PlayMode::TwoPlayers);
        m_settings->setMoveTimeMs(EngineMoveMs);
    }
    void cleanup() { closeWindow(); }

    void externalEngineBeatsTheBuiltinOne_data();
    void externalEngineBeatsTheBuiltinOne();
    void engineAgainstEngine_data();
    void engineAgainstEngine();
    void pauseStopsAnEngineGame();
    void moveNowHurriesAnExternalEngine();
    void failingEngineLeavesTheGame_data();
    void failingEngineLeavesTheGame();
    void dialogKeepsTheChoice();

private:
    /// Adds an external engine to the engines list, as Settings ▸ Engines does.
    void addEngine(const QString &name, const QString &command, const QString &dialect);
    XiangqiMode *mode() const { return xiangqiOf(*m_window); }
    SingleGame *game() const { return mode()->game(); }
    /// Plays `move` (ICCS) as the person at the board.
    void play(const QString &move);
};

void TstPlay::addEngine(const QString &name, const QString &command, const QString &dialect)
{
    QList<EngineEntry> engines = EngineList::load(*m_settings);
    engines.append({ name, command, dialect, {} });
    EngineList::save(*m_settings, engines);
}

void TstPlay::play(const QString &move)
{
    const auto parsed = xq::Move::fromIccs(move.toStdString());
    QVERIFY(parsed.has_value());
    QVERIFY(game()->play(*parsed));
}

void TstPlay::externalEngineBeatsTheBuiltinOne_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("engineSide");
    QTest::addColumn<int>("winner");
    QTest::newRow("fairy-stockfish as Red")
        << RedMates << int(xq::Side::Red) << int(xq::Outcome::RedWins);
    QTest::newRow("fairy-stockfish as Black")
        << BlackMates << int(xq::Side::Black) << int(xq::Outcome::BlackWins);
}

void TstPlay::externalEngineBeatsTheBuiltinOne()
{
    QFETCH(QString, fen);
    QFETCH(int, engineSide);
    QFETCH(int, winner);
    addEngine(QStringLiteral("Fairy-Stockfish"), FsfPath, QStringLiteral("uci-fsf"));
    m_settings->setPlayerEngine(xq::Side(engineSide), FsfPath);
    QVERIFY(openWindow());
    mode()->startFromPosition(
        boardFromFen(fen.toLatin1().constData()), PlayMode::ComputerVsComputer);
    QVERIFY(game()->externalPlayer(xq::Side(engineSide)) != nullptr);
    QVERIFY(game()->externalPlayer(xq::opposite(xq::Side(engineSide))) == nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(game()->isOver(), scaledMs(GameTimeoutMs));
    QCOMPARE(int(game()->verdict().outcome), winner);
    QVERIFY(m_prompter->failures.isEmpty());
    // Every move of the record is legal: the record replays from its start.
    xq::Board replay = game()->startBoard();
    for (const xq::Move move : game()->lineMoves()) {
        QVERIFY(replay.canMove(move.from(), move.to()));
        replay.makeMove(move);
    }
}

void TstPlay::engineAgainstEngine_data()
{
    QTest::addColumn<QString>("redEngine");
    QTest::addColumn<QString>("blackEngine");
    QTest::newRow("fairy-stockfish against itself") << FsfPath << FsfPath;
    QTest::newRow("built-in against fairy-stockfish") << QString() << FsfPath;
}

void TstPlay::engineAgainstEngine()
{
    QFETCH(QString, redEngine);
    QFETCH(QString, blackEngine);
    addEngine(QStringLiteral("Fairy-Stockfish"), FsfPath, QStringLiteral("uci-fsf"));
    m_settings->setPlayerEngine(xq::Side::Red, redEngine);
    m_settings->setPlayerEngine(xq::Side::Black, blackEngine);
    QVERIFY(openWindow());
    mode()->startFromPosition(boardFromFen(RedMates), PlayMode::ComputerVsComputer);
    QCOMPARE(game()->externalPlayer(xq::Side::Red) != nullptr, !redEngine.isEmpty());
    QCOMPARE(game()->externalPlayer(xq::Side::Black) != nullptr, !blackEngine.isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(game()->isOver(), scaledMs(GameTimeoutMs));
    QCOMPARE(game()->verdict().outcome, xq::Outcome::RedWins);
    QVERIFY(game()->length() >= 3); // both engines moved
    // The players shown (and written at the first save) are the engines that played.
    const QString players = mode()->details()->label()->text();
    QVERIFY2(players.contains(QStringLiteral("— Black: Fairy-Stockfish")), qPrintable(players));
    QCOMPARE(players.contains(QStringLiteral("Red: Fairy-Stockfish")), !redEngine.isEmpty());
}

void TstPlay::pauseStopsAnEngineGame()
{
    addEngine(QStringLiteral("Fairy-Stockfish"), FsfPath, QStringLiteral("uci-fsf"));
    m_settings->setPlayerEngine(xq::Side::Black, FsfPath);
    QVERIFY(openWindow());
    mode()->setPlayMode(PlayMode::ComputerVsComputer);
    QTRY_VERIFY_WITH_TIMEOUT(game()->length() >= 2, scaledMs(GameTimeoutMs));
    QAction *pause = mode()->play()->pauseAction();
    pause->trigger();
    QVERIFY(game()->isPaused());
    QVERIFY(!game()->isThinking());
    const int length = game()->length();
    QTest::qWait(EngineMoveMs * 10);
    QCOMPARE(game()->length(), length); // nobody moved while paused
    QVERIFY(!game()->isHumanTurn());
    pause->trigger();
    QVERIFY(!game()->isPaused());
    QTRY_VERIFY_WITH_TIMEOUT(game()->length() > length, scaledMs(GameTimeoutMs));
}

void TstPlay::moveNowHurriesAnExternalEngine()
{
    addEngine(QStringLiteral("Fairy-Stockfish"), FsfPath, QStringLiteral("uci-fsf"));
    m_settings->setPlayerEngine(xq::Side::Black, FsfPath);
    m_settings->setPlayMode(PlayMode::Red);
    m_settings->setMoveTimeMs(60000); // a minute a move, unless told to move now
    QVERIFY(openWindow());
    play(QStringLiteral("h2e2"));
    QTRY_VERIFY_WITH_TIMEOUT(game()->isThinking(), scaledMs(5000));
    QTest::qWait(500);
    game()->moveNow();
    // Far sooner than its minute: the engine was stopped and its move played.
    QTRY_COMPARE_WITH_TIMEOUT(game()->length(), 2, scaledMs(10000));
    QVERIFY(m_prompter->failures.isEmpty());
}

void TstPlay::failingEngineLeavesTheGame_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("said");
    QTest::newRow("crash") << "crash"
                           << "crashed";
    QTest::newRow("illegal move") << "illegal"
                                  << "illegal move";
    QTest::newRow("garbage") << "garbage"
                             << "not a move";
    QTest::newRow("hang") << "hang"
                          << "did not move in time";
}

void TstPlay::failingEngineLeavesTheGame()
{
    QFETCH(QString, fault);
    QFETCH(QString, said);
    // The fake plays Black from its script and fails at its second move (ply 3).
    const QString command = QStringLiteral("python3 %1 --moves '%2' --fault %3 --fault-at 3")
                                .arg(FakeEngine, Script, fault);
    addEngine(QStringLiteral("Fake"), command, QStringLiteral("uci"));
    m_settings->setPlayerEngine(xq::Side::Black, command);
    m_settings->setPlayMode(PlayMode::Red);
    QVERIFY(openWindow());
    const QStringList moves = Script.split(u' ');
    play(moves[0]);
    QTRY_COMPARE_WITH_TIMEOUT(game()->length(), 2, scaledMs(10000));
    play(moves[2]);
    QTRY_COMPARE_WITH_TIMEOUT(m_prompter->failures.size(), 1, scaledMs(15000));
    QVERIFY2(m_prompter->failures.front().contains(said), qPrintable(m_prompter->failures.front()));
    QVERIFY(m_prompter->failures.front().contains(QStringLiteral("fake")));
    // The game is kept as it was, paused; the window goes on.
    QCOMPARE(game()->length(), 3);
    QCOMPARE(int(game()->lineMoves().size()), 3);
    QVERIFY(game()->isPaused());
    QVERIFY(!game()->isOver());
    QVERIFY(mode()->play()->pauseAction()->isChecked());
    // Resuming starts the engine again: it is asked once more (and fails the same way).
    mode()->play()->pauseAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(m_prompter->failures.size(), 2, scaledMs(15000));
    QCOMPARE(game()->length(), 3);
    // Another player for Black: the built-in engine takes over and the game goes on.
    m_settings->setPlayerEngine(xq::Side::Black, QString());
    mode()->setPlayMode(PlayMode::Red);
    mode()->play()->pauseAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(game()->length(), 4, scaledMs(10000));
}

void TstPlay::dialogKeepsTheChoice()
{
    addEngine(QStringLiteral("Fairy-Stockfish"), FsfPath, QStringLiteral("uci-fsf"));
    PlayersDialog dialog(*m_settings);
    QCOMPARE(dialog.playerBox(xq::Side::Red)->count(), 3); // a person, built-in, fairy-stockfish
    dialog.playerBox(xq::Side::Red)->setCurrentIndex(2);
    dialog.playerBox(xq::Side::Black)->setCurrentIndex(1);
    dialog.timeControlEdit()->setText(QStringLiteral("ten minutes"));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Rejected)); // not a time control: the dialog stays
    dialog.timeControlEdit()->setText(QStringLiteral("300+3"));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    dialog.save();
    QCOMPARE(m_settings->playMode(), PlayMode::ComputerVsComputer);
    QCOMPARE(m_settings->playerEngine(xq::Side::Red), FsfPath);
    QCOMPARE(m_settings->playerEngine(xq::Side::Black), QString());
    QCOMPARE(m_settings->timeControl(), QStringLiteral("300+3"));
    PlayersDialog again(*m_settings);
    QCOMPARE(again.playerBox(xq::Side::Red)->currentIndex(), 2);
    QCOMPARE(again.playerBox(xq::Side::Black)->currentIndex(), 1);
    QCOMPARE(again.presetBox()->currentData().toString(), QStringLiteral("300+3"));
}

QTEST_MAIN(TstPlay)
#include "tst_play.moc"
