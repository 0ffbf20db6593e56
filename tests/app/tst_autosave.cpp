// The autosave: the unfinished game offered back at start with its variations and comments,
// the first autosave format still read, a declined or finished game forgotten, and an opened
// record or a finished game with changes never losing the autosave by surprise.

#include "app/mainwindow.h"
#include "app/xiangqi/singlegame.h"
#include "app/xiangqi/xiangqimode.h"
#include "apptestsupport.h"

#include <QFile>

using namespace xq;

namespace {
// Red mates at once with b1b9: the a8 chariot holds rank 8, the general the d file.
constexpr const char *MateInOne = "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1";
} // namespace

class TstAutosave : public WindowTest {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void autosaveIsOfferedBack();
    void autosaveKeepsVariationsAndComments();
    void firstFormatAutosaveIsRead();
    void declinedAutosaveIsForgotten();
    void finishedGameIsNotOffered();
    void openedRecordKeepsTheAutosave();
    void finishedGameWithChangesAsksBeforeItGoes();
};

void TstAutosave::init()
{
    newSettings(PlayMode::TwoPlayers);
}

void TstAutosave::cleanup()
{
    closeWindow();
}

void TstAutosave::autosaveIsOfferedBack()
{
    std::vector<Move> played;
    {
        auto window = makeWindow();
        for (const char *m : { "h2e2", "h9g7", "h0g2" }) {
            QVERIFY(xiangqiOf(*window)->game()->play(mv(m)));
            played.push_back(mv(m));
        }
        // No orderly close: the game must already be on disk, as after a crash.
    }
    m_settings = makeSettings(*m_dir); // a fresh start reads the same store
    m_settings->setPlayMode(PlayMode::Red);
    auto window = makeWindow();
    QVERIFY(window->offerAutosave());
    QCOMPARE(m_prompter->questions.size(), 1);
    QCOMPARE(xiangqiOf(*window)->game()->lineMoves(), played);
    QCOMPARE(xiangqiOf(*window)->game()->ply(), 3);
    QCOMPARE(m_settings->playMode(), PlayMode::TwoPlayers); // the saved game's players return
}

void TstAutosave::autosaveKeepsVariationsAndComments()
{
    GameTree saved;
    NodeId shown = NoNode;
    {
        auto window = makeWindow();
        SingleGame *game = xiangqiOf(*window)->game();
        for (const char *m : { "h2e2", "h9g7", "h0g2" }) {
            game->play(mv(m));
        }
        game->showPly(1);
        game->play(mv("h7e7"));
        game->setComment(QStringLiteral("顺炮"));
        game->play(mv("h0g2"));
        game->undo();
        saved = game->tree();
        shown = game->node();
    }
    auto window = makeWindow();
    QVERIFY(window->offerAutosave());
    // The moves counted are those of the line shown, the one taken back included; three plies
    // are two moves as players count them.
    QVERIFY2(m_prompter->questions.front().contains(QStringLiteral("2 move")),
        qPrintable(m_prompter->questions.front()));
    QVERIFY(xiangqiOf(*window)->game()->tree().sameGame(saved));
    QCOMPARE(xiangqiOf(*window)->game()->tree().movesTo(xiangqiOf(*window)->game()->node()),
        saved.movesTo(shown));
    QCOMPARE(xiangqiOf(*window)->game()->comment(), QStringLiteral("顺炮"));
}

void TstAutosave::firstFormatAutosaveIsRead()
{
    QFile file(m_settings->autosavePath());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("start rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n"
               "moves h2e2 h9g7\nmode 2\n");
    file.close();
    auto window = makeWindow();
    QVERIFY(window->offerAutosave());
    QCOMPARE(
        xiangqiOf(*window)->game()->lineMoves(), (std::vector<Move> { mv("h2e2"), mv("h9g7") }));
    QCOMPARE(xiangqiOf(*window)->game()->ply(), 2);
    QCOMPARE(m_settings->playMode(), PlayMode::TwoPlayers);
}

void TstAutosave::declinedAutosaveIsForgotten()
{
    {
        auto window = makeWindow();
        xiangqiOf(*window)->game()->play(mv("h2e2"));
    }
    auto window = makeWindow();
    m_prompter->answer = false;
    QVERIFY(!window->offerAutosave());
    QCOMPARE(xiangqiOf(*window)->game()->length(), 0);
    auto again = makeWindow();
    QVERIFY(!again->offerAutosave());
    QVERIFY(m_prompter->questions.isEmpty());
}

void TstAutosave::finishedGameIsNotOffered()
{
    {
        auto window = makeWindow();
        xiangqiOf(*window)->game()->newGame(boardFromFen(MateInOne));
        xiangqiOf(*window)->game()->play(mv("b1b9"));
    }
    auto window = makeWindow();
    QVERIFY(!window->offerAutosave());
    QVERIFY(m_prompter->questions.isEmpty());
}

void TstAutosave::openedRecordKeepsTheAutosave()
{
    const QString path = m_dir->filePath("other.pgn");
    {
        auto window = makeWindow();
        xiangqiOf(*window)->game()->play(mv("b2e2"));
        QVERIFY(xiangqiOf(*window)->records()->saveRecord(path));
    }
    const std::vector<Move> unfinished { mv("h2e2"), mv("h9g7") };
    {
        auto window = makeWindow();
        for (const Move move : unfinished) {
            QVERIFY(xiangqiOf(*window)->game()->play(move));
        }
    }
    {
        auto window = makeWindow(); // a record opened first, as from the command line
        QVERIFY(xiangqiOf(*window)->records()->openRecord(path));
        xiangqiOf(*window)->game()->showPly(0);
    }
    auto window = makeWindow();
    QVERIFY(window->offerAutosave());
    QCOMPARE(xiangqiOf(*window)->game()->lineMoves(), unfinished);
}

void TstAutosave::finishedGameWithChangesAsksBeforeItGoes()
{
    QVERIFY(openWindow());
    SingleGame *game = xiangqiOf(*m_window)->game();
    game->newGame(boardFromFen(MateInOne));
    QVERIFY(game->play(mv("b1b9")));
    game->setComment(QStringLiteral("杀"));
    QVERIFY(game->isOver());
    m_prompter->answer = false;
    xiangqiOf(*m_window)->newGame();
    QCOMPARE(m_prompter->questions.size(), 1);
    QCOMPARE(game->comment(), QStringLiteral("杀"));
    QVERIFY(!m_window->close());
    QCOMPARE(m_prompter->questions.size(), 2);
    QVERIFY(m_window->isVisible());
    m_prompter->answer = true;
    QVERIFY(m_window->close());
}

QTEST_MAIN(TstAutosave)
#include "tst_autosave.moc"
