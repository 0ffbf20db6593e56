// What the Reversi engine tells the player in the window: the strongest level searches on every
// core, a hint gives its move with the engine's evaluation in discs ("+2.5 discs"; "wins by 6
// discs" when solved exactly), the status bar shows the computer's evaluation while it thinks
// and after it has moved, and the words are Chinese in the Chinese interface.

#include "apptestsupport.h"

#include "app/apptranslations.h"
#include "app/computerstatus.h"
#include "app/reversi/reversimode.h"
#include "app/reversi/reversiview.h"

#include "reversi/endgamesolver.h"
#include "reversi/evaluation.h"
#include "reversi/levels.h"
#include "reversi/recordformats.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QThread>
#include <QTranslator>

#include <bit>

using namespace reversi;

namespace {

/// Black to move with six empty squares: solved within a hint's second.
constexpr const char *SixEmpties
    = "XOX-OOOX-OOXXXXX-OXOOXXOO-OOOOXOXXOXOOXOOOOOOOOO-OOOOOOO-OXXXXXO X";

int solvedScore(const Board &board)
{
    TranspositionTable table(16);
    SearchControl control;
    EndgameSolver solver(table, control);
    return solver.solve(board.player(), board.opponent()).score;
}

void removeTranslators()
{
    for (QTranslator *translator : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

/// The interface in English, as the window installs it (its plurals: "1 disc", "6 discs").
void installEnglish()
{
    AppTranslations::install(*QCoreApplication::instance(), QLocale::c());
}

/// What the status bar says of the computer, before it is cut to the window's width.
QString statusText(ReversiMode &mode)
{
    return qobject_cast<ComputerStatus *>(mode.statusWidget())->text();
}

} // namespace

class TestReversiAdvice : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installEnglish(); }
    void init();
    void cleanup();
    void fullStrengthSearchesOnEveryCore();
    void hintGivesTheEvaluationInDiscs();
    void solvedHintSaysByHowMuch();
    void statusBarShowsTheComputersEvaluation();
    void chineseWords();

private:
    std::unique_ptr<ReversiMode> makeMode(ReversiPlayers players, int level);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<TestGameHost> m_host;
};

void TestReversiAdvice::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_settings = makeSettings(*m_dir);
    m_settings->setGameValue("reversi", "animate", false);
    m_host = std::make_unique<TestGameHost>(*m_settings);
}

void TestReversiAdvice::cleanup()
{
    m_host.reset();
    m_settings.reset();
    m_dir.reset();
}

std::unique_ptr<ReversiMode> TestReversiAdvice::makeMode(ReversiPlayers players, int level)
{
    auto mode = std::make_unique<ReversiMode>(*m_host);
    mode->setLevel(level);
    mode->setPlayers(players);
    mode->page()->resize(700, 520);
    mode->page()->show();
    return mode;
}

void TestReversiAdvice::fullStrengthSearchesOnEveryCore()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers, MaxLevel);
    QCOMPARE(mode->searchThreads(MaxLevel), std::max(1, QThread::idealThreadCount()));
    QCOMPARE(mode->searchThreads(MaxLevel - 1), 1);
    // Fewer threads chosen for the engines (Xiangqi's setting) hold for Reversi too.
    m_settings->setSearchThreads(1);
    QCOMPARE(mode->searchThreads(MaxLevel), 1);
}

void TestReversiAdvice::hintGivesTheEvaluationInDiscs()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers, 2);
    QSignalSpy messages(mode.get(), &GameMode::message);
    mode->hint();
    QTRY_VERIFY_WITH_TIMEOUT(mode->view()->hint().has_value(), scaledMs(5000));
    QCOMPARE(messages.size(), 1);
    const QString text = messages.front().front().toString();
    const QRegularExpression pattern(
        QStringLiteral("^Hint: ([a-h][1-8]) \\(Black: [+-]\\d+\\.\\d discs\\)$"));
    const QRegularExpressionMatch match = pattern.match(text);
    QVERIFY2(match.hasMatch(), qPrintable(text));
    QCOMPARE(match.captured(1).toStdString(), moveName(*mode->view()->hint()));
}

void TestReversiAdvice::solvedHintSaysByHowMuch()
{
    auto mode = makeMode(ReversiPlayers::TwoPlayers, 2);
    const QString path = m_dir->filePath("six.otr");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(SixEmpties);
    file.close();
    QVERIFY(mode->openFile(path));
    const Board board = mode->game().position();
    const int score = solvedScore(board);
    QVERIFY(score != 0 && std::abs(score) != 1);
    QSignalSpy messages(mode.get(), &GameMode::message);
    mode->hint();
    QTRY_VERIFY_WITH_TIMEOUT(mode->view()->hint().has_value(), scaledMs(5000));
    const Move hinted = *mode->view()->hint();
    Board child = board;
    Undo undo;
    child.makeMove(hinted, undo);
    QCOMPARE(-solvedScore(child), score); // the hinted move keeps the score
    const QString expected = QStringLiteral("Hint: %1 (Black: %2 by %3 discs)")
                                 .arg(QString::fromStdString(moveName(hinted)))
                                 .arg(score > 0 ? QStringLiteral("wins") : QStringLiteral("loses"))
                                 .arg(std::abs(score));
    QCOMPARE(messages.front().front().toString(), expected);
}

void TestReversiAdvice::statusBarShowsTheComputersEvaluation()
{
    // White at full strength answers f5 from its opening book: the status bar says so, with the
    // book's value.
    auto mode = makeMode(ReversiPlayers::HumanBlack, MaxLevel);
    QVERIFY(mode->game().position().isLegal(parseMove("f5")));
    QTest::mouseClick(mode->view(), Qt::LeftButton, {},
        mode->view()->squareRect(parseMove("f5")).center().toPoint());
    QTRY_COMPARE_WITH_TIMEOUT(
        mode->game().record().moves().size(), std::size_t { 2 }, scaledMs(5000));
    const QRegularExpression book(QStringLiteral("^White: [+-]\\d+\\.\\d discs, from the book$"));
    QVERIFY2(book.match(statusText(*mode)).hasMatch(), qPrintable(statusText(*mode)));
    // Black plays its first legal move until White has left the book: then White searches, the
    // status bar gives its evaluation as it goes and keeps the last one once White has moved.
    const QRegularExpression thinking(
        QStringLiteral("^Thinking\\.\\.\\. White: [+-]\\d+\\.\\d discs, depth \\d+$"));
    const QRegularExpression after(QStringLiteral("^White: [+-]\\d+\\.\\d discs, depth \\d+$"));
    bool searched = false;
    for (int turn = 0; turn < 30 && !searched; ++turn) {
        const Bitboard legal = mode->game().position().legalMoves();
        QVERIFY(legal != 0);
        const Move move = std::countr_zero(legal);
        const std::size_t played = mode->game().record().moves().size();
        QTest::mouseClick(
            mode->view(), Qt::LeftButton, {}, mode->view()->squareRect(move).center().toPoint());
        bool sawThinking = false;
        QTRY_VERIFY_WITH_TIMEOUT((sawThinking |= thinking.match(statusText(*mode)).hasMatch(),
                                     mode->game().record().moves().size() == played + 2),
            scaledMs(8000));
        searched = after.match(statusText(*mode)).hasMatch();
        QVERIFY2(
            searched || book.match(statusText(*mode)).hasMatch(), qPrintable(statusText(*mode)));
        QCOMPARE(sawThinking, searched);
    }
    QVERIFY(searched);
    // A new game forgets it.
    mode->newGame();
    QCOMPARE(statusText(*mode), QString());
}

void TestReversiAdvice::chineseWords()
{
    removeTranslators();
    const QStringList loaded = AppTranslations::install(
        *QCoreApplication::instance(), QLocale(QLocale::Chinese, QLocale::China));
    const QString wins = ReversiMode::evaluationText(6 * DiscScale, true);
    const QString loses = ReversiMode::evaluationText(-2 * DiscScale, true);
    const QString draws = ReversiMode::evaluationText(0, true);
    const QString estimate = ReversiMode::evaluationText(250, false);
    removeTranslators();
    installEnglish();
    QVERIFY(loaded.contains(QStringLiteral("xiangqi")));
    QCOMPARE(wins, QStringLiteral("胜 6 子"));
    QCOMPARE(loses, QStringLiteral("负 2 子"));
    QCOMPARE(draws, QStringLiteral("和棋"));
    QCOMPARE(estimate, QStringLiteral("+2.5 子"));
    // And in English.
    QCOMPARE(ReversiMode::evaluationText(DiscScale, true), QStringLiteral("wins by 1 disc"));
    QCOMPARE(ReversiMode::evaluationText(-250, false), QStringLiteral("-2.5 discs"));
}

QTEST_MAIN(TestReversiAdvice)
#include "tst_reversiadvice.moc"
