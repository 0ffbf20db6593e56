// What the computer thinks, in the status bar of every game by the same widget (ComputerStatus),
// as players of each game read it: after the computer's move its evaluation stays in view beside
// Move now (Xiangqi: pawns or a mate, the depth and the best line; Gomoku: a score and the depth,
// or a win in so many moves once the threat search proves it; Reversi: the discs it expects), and
// a hint names its evaluation too.

#include "threegamestest.h"

#include "app/apptranslations.h"
#include "app/computerstatus.h"
#include "app/xiangqi/xiangqievaluation.h"

#include <QPushButton>
#include <QRegularExpression>

using namespace gomoku;

namespace {
// A Xiangqi middle game off the opening book, whose moves come without a search.
constexpr const char *MiddleGame
    = "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/6P2/P1P1P3P/1C2C1N2/9/RNBAKAB1R w - - 0 1";
} // namespace

class TstEvaluation : public ThreeGamesTest {
    Q_OBJECT

private slots:
    void initTestCase() { AppTranslations::install(*QCoreApplication::instance(), QLocale::c()); }
    void init() { newSettings(PlayMode::TwoPlayers); }
    void cleanup() { closeWindow(); }

    void gomokuWords_data();
    void gomokuWords();
    void gomokuCountsMovesInItsWord_data();
    void gomokuCountsMovesInItsWord();
    void gomokuFiveIsNamedAsTheEndNamesIt();
    void evaluationStaysAfterTheMove_data();
    void evaluationStaysAfterTheMove();
    void gomokuHintNamesAProvenWin();
    void xiangqiWords_data();
    void xiangqiWords();
    void xiangqiHintNamesItsEvaluation();

private:
    /// What the game's ComputerStatus says, before it is cut to the window's width.
    static QString statusOf(GameMode *mode)
    {
        QWidget *widget = mode->statusWidget();
        auto *status = qobject_cast<ComputerStatus *>(widget);
        return (status ? status : widget->findChild<ComputerStatus *>())->text();
    }
};

void TstEvaluation::gomokuWords_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<int>("score");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("side");
    QTest::addColumn<QString>("words");
    const int black = int(Stone::Black);
    const int white = int(Stone::White);
    QTest::newRow("score") << "search" << 35 << 9 << black << "Black: +35, depth 9";
    QTest::newRow("behind") << "search" << -120 << 7 << white << "White: -120, depth 7";
    // Five plies to the five: the attacker's three moves, the defender's two.
    QTest::newRow("vcf") << "vcf" << WinScore - 5 << 0 << black
                         << "Black: wins in 3 moves by fours (VCF)";
    QTest::newRow("vct") << "vct" << WinScore - 7 << 0 << white
                         << "White: wins in 4 moves by threes and fours (VCT)";
    QTest::newRow("search win") << "search" << WinScore - 3 << 6 << white
                                << "White: wins in 2 moves, depth 6";
    // The opponent's five on the fourth ply: their second move.
    QTest::newRow("search loss") << "search" << -(WinScore - 4) << 8 << black
                                 << "Black: loses in 2 moves, depth 8";
    QTest::newRow("five") << "five" << WinScore - 1 << 0 << black << "Black: wins: five in a row";
    QTest::newRow("block") << "block" << 0 << 0 << white << "White: blocks a four";
    QTest::newRow("opening") << "opening" << 0 << 0 << black << "";
}

/// A search's result in Gomoku players' words, for the side that searched.
void TstEvaluation::gomokuWords()
{
    QFETCH(QString, how);
    QFETCH(int, score);
    QFETCH(int, depth);
    QFETCH(int, side);
    QFETCH(QString, words);
    const GomokuThought thought { 0, score, depth, how, Stone(side) };
    QCOMPARE(GomokuMode::evaluationText(thought), words);
}

void TstEvaluation::gomokuCountsMovesInItsWord_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<int>("score");
    QTest::newRow("vcf") << "vcf" << WinScore - 5;
    QTest::newRow("vct") << "vct" << WinScore - 7;
    QTest::newRow("search win") << "search" << WinScore - 3;
    QTest::newRow("search loss") << "search" << -(WinScore - 4);
}

/// In Chinese a Gomoku win or loss is counted in stones (手), the word its move count, its
/// puzzles and the kept game's question use, never in Xiangqi's 步.
void TstEvaluation::gomokuCountsMovesInItsWord()
{
    QFETCH(QString, how);
    QFETCH(int, score);
    const ChineseInterface language(true);
    QVERIFY(language.ok());
    const QString text = GomokuMode::evaluationText({ 0, score, 6, how, Stone::Black });
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\\d 手"))), qPrintable(text));
    QVERIFY2(!text.contains(u'步'), qPrintable(text));
}

/// In Chinese the computer's word on a five is the end's own ("黑方胜：五子连珠",
/// "黑方：胜：五子连珠"), not another word for the same five beside it in the status bar.
void TstEvaluation::gomokuFiveIsNamedAsTheEndNamesIt()
{
    const ChineseInterface language(true);
    QVERIFY(language.ok());
    auto *gomoku = qobject_cast<GomokuMode *>(openWindowOn(QStringLiteral("gomoku")));
    QVERIFY(gomoku);
    gomoku->game()->setPlayers(GomokuPlayers::TwoPlayers);
    for (int x = 0; x < 5; ++x) {
        QVERIFY(gomoku->game()->play({ x, 7 })); // Black's five on row 8
        if (x < 4) {
            QVERIFY(gomoku->game()->play({ x, 9 }));
        }
    }
    const QString end = gomoku->turnText().section(u'：', 1); // after "黑方胜："
    QVERIFY(!end.isEmpty());
    const QString five = GomokuMode::evaluationText({ 0, WinScore - 1, 0, "five", Stone::Black });
    QVERIFY2(five.endsWith(end), qPrintable(five + u' ' + end));
}

void TstEvaluation::evaluationStaysAfterTheMove_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("pattern");
    QTest::newRow("Xiangqi") << QStringLiteral("xiangqi")
                             << QStringLiteral("^Black: ([+-]\\d+\\.\\d\\d pawns|.*mate.*), depth "
                                               "\\d+, best line .+$");
    QTest::newRow("Gomoku") << QStringLiteral("gomoku")
                            << QStringLiteral("^White: ([+-]?\\d+, depth \\d+|.*wins.*|blocks.*)$");
    QTest::newRow("Reversi") << QStringLiteral("reversi")
                             << QStringLiteral("^White: [+-]\\d+\\.\\d discs, depth \\d+$");
}

/// Against the computer, its evaluation of the position after its move stays in the status bar
/// once it has moved, with Move now greyed; a move taken back clears it.
void TstEvaluation::evaluationStaysAfterTheMove()
{
    QFETCH(QString, game);
    QFETCH(QString, pattern);
    GameMode *mode = openWindowOn(game);
    QVERIFY(mode);
    choicesOf(mode, QStringLiteral("Difficulty")).at(2)->trigger(); // a search (Reversi's first two
    // levels are greedy players, who evaluate nothing)
    choicesOf(mode, QStringLiteral("Play As")).front()->trigger(); // the computer plays White
    auto *moveNow = mode->statusWidget()->findChild<QPushButton *>();
    QVERIFY(moveNow && !moveNow->isEnabled());
    QVERIFY(statusOf(mode).isEmpty());
    if (auto *xiangqi = qobject_cast<XiangqiMode *>(mode)) {
        xiangqi->game()->newGame(boardFromFen(MiddleGame));
        QVERIFY(xiangqi->game()->play(mv("b0c2")));
    } else {
        playAMove(mode);
    }
    QTRY_COMPARE_WITH_TIMEOUT(movesPlayed(mode), 2, scaledMs(20000));
    QTRY_VERIFY(!moveNow->isEnabled());
    QVERIFY2(
        QRegularExpression(pattern).match(statusOf(mode)).hasMatch(), qPrintable(statusOf(mode)));
    gameMenuAction(mode, QKeySequence::Undo)->trigger();
    QCOMPARE(movesPlayed(mode), 0);
    QVERIFY2(statusOf(mode).isEmpty(), qPrintable(statusOf(mode)));
}

/// A hint where White wins by fours says so: a horizontal three blocked on one side and a vertical
/// three meet on one point, a four and an open four at once.
void TstEvaluation::gomokuHintNamesAProvenWin()
{
    auto *mode = qobject_cast<GomokuMode *>(openWindowOn(QStringLiteral("gomoku")));
    QVERIFY(mode);
    choicesOf(mode, QStringLiteral("Play As")).at(2)->trigger(); // two players: nobody thinks
    const Point black[]
        = { { 4, 5 }, { 0, 0 }, { 14, 0 }, { 0, 14 }, { 14, 14 }, { 2, 12 }, { 12, 2 } };
    const Point white[] = { { 5, 5 }, { 6, 5 }, { 7, 5 }, { 8, 6 }, { 8, 7 }, { 8, 8 } };
    GameRecord record;
    record.size = 15;
    for (std::size_t i = 0; i < std::size(black); ++i) {
        record.moves.push_back(black[i]);
        if (i < std::size(white)) {
            record.moves.push_back(white[i]);
        }
    }
    QVERIFY(mode->game()->load(record, Rule::FreeStyle));
    gameMenuAction(mode, QKeySequence(Qt::Key_H))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->statusText().startsWith(QStringLiteral("Hint: ")), scaledMs(20000));
    QVERIFY2(m_window->statusText().contains(QStringLiteral("White: wins in ")),
        qPrintable(m_window->statusText()));
}

void TstEvaluation::xiangqiWords_data()
{
    QTest::addColumn<int>("score");
    QTest::addColumn<int>("mate"); // 0: none
    QTest::addColumn<QStringList>("line");
    QTest::addColumn<QString>("words");
    QTest::newRow("ahead") << 35 << 0 << QStringList { "h2e2", "h9g7" }
                           << "Red: +0.35 pawns, depth 9, best line h2e2 h9g7";
    QTest::newRow("behind") << -120 << 0 << QStringList {} << "Red: -1.20 pawns, depth 9";
    // The line stops where it stops being legal.
    QTest::newRow("mates") << 0 << 3 << QStringList { "h2e2", "h2e2" }
                           << "Red: mates in 3 moves, depth 9, best line h2e2";
    QTest::newRow("is mated") << 0 << -1 << QStringList {} << "Red: is mated in 1 move, depth 9";
}

/// A search's report in Xiangqi players' words, for the side that searched, as the other games
/// word theirs.
void TstEvaluation::xiangqiWords()
{
    QFETCH(int, score);
    QFETCH(int, mate);
    QFETCH(QStringList, line);
    QFETCH(QString, words);
    xq::SearchInfo info;
    info.depth = 9;
    info.scoreCp = score;
    if (mate != 0) {
        info.mateInMoves = mate;
    }
    for (const QString &move : line) {
        info.pv.push_back(mv(qPrintable(move)));
    }
    // The start position, Red to move.
    QCOMPARE(XiangqiEvaluation::text(info, xq::Board::startPosition(), xq::Notation::Iccs), words);
}

/// Xiangqi's hint names what its search thought, as Gomoku's and Reversi's do.
void TstEvaluation::xiangqiHintNamesItsEvaluation()
{
    auto *mode = qobject_cast<XiangqiMode *>(openWindowOn(QStringLiteral("xiangqi")));
    QVERIFY(mode);
    mode->game()->newGame(boardFromFen(MiddleGame));
    gameMenuAction(mode, QKeySequence(Qt::Key_H))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->statusText().startsWith(QStringLiteral("Hint: ")), scaledMs(20000));
    QVERIFY2(QRegularExpression(QStringLiteral("^Hint: .+ \\(Red: .+, depth \\d+\\)$"))
                 .match(m_window->statusText())
                 .hasMatch(),
        qPrintable(m_window->statusText()));
}

QTEST_MAIN(TstEvaluation)
#include "tst_evaluation.moc"
