// The game record and the window around it: undo/redo and browsing, variations made by playing
// from an earlier position, mate, stalemate and resignation ending the game with the right
// dialog. The autosave is tested in tst_autosave.

#include "app/mainwindow.h"
#include "app/movelistpanel.h"
#include "app/xiangqi/commentbox.h"
#include "app/xiangqi/game.h"
#include "app/xiangqi/gamemenus.h"
#include "app/xiangqi/positioneditor.h"
#include "app/xiangqi/recordcontroller.h"
#include "app/xiangqi/singlegame.h"
#include "app/xiangqi/uitext.h"
#include "app/xiangqi/xiangqimode.h"
#include "apptestsupport.h"

#include <QAction>
#include <QFile>
#include <QSignalSpy>
#include <QTimer>
#include <QTranslator>

using namespace xq;

namespace {
// Red mates at once with b1b9: the a8 chariot holds rank 8, the general the d file.
constexpr const char *MateInOne = "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1";
// After a7a8 Black is not in check and has no legal move: stalemate, which Black loses.
constexpr const char *StalemateInOne = "4k4/9/R8/9/9/9/9/9/9/3K1R3 w - - 0 1";

} // namespace

class TstGame : public WindowTest {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void undoAndRedo();
    void playingADifferentMoveStartsAVariation();
    void playingTheRecordedMoveFollowsIt();
    void browsingKeepsTheShownLine();
    void browsingShowsEarlierPositions();
    void playingFromAnEarlierMoveWithTheMouse();
    void illegalMoveIsRefused();
    void gameEndsWithTheRightDialog_data();
    void gameEndsWithTheRightDialog();
    void resignation();
    void browsingToTheEndAnnouncesNothing();
    void openingAnEndedRecordAsksNothing();
    void browsingChangesNoRecord();
    void typedCommentIsSavedOnceThePlayerPauses();
    void resultFollowsTheMainLine();
    void moveListFollowsNotation();
    void settingsAreRemembered();
    void chineseInterfaceLoads();
    void notationFollowsTheLocale();
    void recordSavedAndOpened_data();
    void recordSavedAndOpened();
    void saveWritesToTheOpenedFile();
    void brokenRecordKeepsTheGame();
    void savingStampsOnlyAGamePlayedHere();
    void editedPositionStartsANewGame_data();
    void editedPositionStartsANewGame();
    void positionEditorOffersThePlayModeInUse();
    void lookingThroughARecordKeepsThePlayModeSetting();
};

void TstGame::init()
{
    newSettings(PlayMode::TwoPlayers);
}

void TstGame::cleanup()
{
    closeWindow();
}

void TstGame::undoAndRedo()
{
    Game game;
    QVERIFY(!game.canUndo());
    QVERIFY(game.play(mv("h2e2")));
    QVERIFY(game.play(mv("h9g7")));
    const std::string afterTwo = game.board().fen();
    game.undo();
    QCOMPARE(game.ply(), 1);
    QCOMPARE(game.length(), 2);
    QCOMPARE(game.board().sideToMove(), Side::Black);
    game.undo();
    QCOMPARE(game.ply(), 0);
    QCOMPARE(game.board().fen(), std::string(Board::StartFen));
    QVERIFY(!game.canUndo());
    game.redo();
    game.redo();
    QVERIFY(!game.canRedo());
    QCOMPARE(game.board().fen(), afterTwo);
}

void TstGame::playingADifferentMoveStartsAVariation()
{
    Game game;
    QSignalSpy changed(&game, &Game::recordChanged);
    game.play(mv("h2e2"));
    game.play(mv("h9g7"));
    game.play(mv("h0g2"));
    game.undo();
    game.undo();
    QVERIFY(game.play(mv("b9c7")));
    // The old line stays in the record; the new move is a variation shown as the line.
    const GameTree &tree = game.tree();
    QCOMPARE(tree.moveCount(), 4);
    QCOMPARE(tree.movesTo(tree.lastInLine(GameTree::Root)),
        (std::vector<Move> { mv("h2e2"), mv("h9g7"), mv("h0g2") }));
    QCOMPARE(game.lineMoves(), (std::vector<Move> { mv("h2e2"), mv("b9c7") }));
    QVERIFY(!tree.isOnMainLine(game.node()));
    QCOMPARE(game.alternatives().size(), std::size_t(2));
    QCOMPARE(tree.move(game.alternatives().front()), mv("h9g7"));
    QVERIFY(!game.canRedo());
    QVERIFY(game.isModified());
    QVERIFY(changed.size() > 0);
}

void TstGame::playingTheRecordedMoveFollowsIt()
{
    Game game;
    for (const char *m : { "h2e2", "h9g7", "h0g2" }) {
        game.play(mv(m));
    }
    game.showPly(1);
    QVERIFY(game.play(mv("h9g7")));
    QCOMPARE(game.tree().moveCount(), 3); // nothing added
    QCOMPARE(game.ply(), 2);
    QCOMPARE(game.length(), 3); // the rest of the line is still ahead
    QVERIFY(game.canRedo());
    QVERIFY(game.alternatives().size() == 1);
}

void TstGame::browsingKeepsTheShownLine()
{
    Game game;
    for (const char *m : { "h2e2", "h9g7", "h0g2" }) {
        game.play(mv(m));
    }
    game.showPly(1);
    game.play(mv("b9c7"));
    game.play(mv("b0c2"));
    const std::vector<Move> variation { mv("h2e2"), mv("b9c7"), mv("b0c2") };
    game.showPly(0);
    QCOMPARE(game.lineMoves(), variation); // stepping back does not fall back to the main line
    game.redo();
    game.redo();
    QCOMPARE(game.tree().move(game.node()), mv("b9c7"));
    QCOMPARE(game.board().fen(), game.tree().boardAt(game.node()).fen());
    // Picking the other alternative shows its line to its end.
    game.showNode(game.alternatives().front());
    QCOMPARE(game.lineMoves(), (std::vector<Move> { mv("h2e2"), mv("h9g7"), mv("h0g2") }));
    QCOMPARE(game.ply(), 2);
}

void TstGame::browsingShowsEarlierPositions()
{
    auto window = makeWindow();
    SingleGame *game = xiangqiOf(*window)->game();
    for (const char *m : { "h2e2", "h9g7", "h0g2", "i9h9" }) {
        QVERIFY(game->play(mv(m)));
    }
    QSignalSpy requested(xiangqiOf(*window)->moveList(), &MoveListPanel::plyRequested);
    emit xiangqiOf(*window)->moveList()->plyRequested(1); // what clicking Red's first move sends
    QCOMPARE(game->ply(), 1);
    QCOMPARE(game->length(), 4);
    QVERIFY(game->isBrowsing());
    QCOMPARE(game->board().stoneAt(sq("e2")), Stone(Side::Red, Kind::Cannon));
    QVERIFY(game->board().stoneAt(sq("g7")).isEmpty());
    game->showPly(4);
    QVERIFY(!game->isBrowsing());
}

void TstGame::playingFromAnEarlierMoveWithTheMouse()
{
    auto window = makeWindow();
    SingleGame *game = xiangqiOf(*window)->game();
    for (const char *m : { "h2e2", "h9g7", "h0g2" }) {
        game->play(mv(m));
    }
    game->showPly(1);
    clickSquare(xiangqiOf(*window)->boardView(), sq("b9"));
    clickSquare(xiangqiOf(*window)->boardView(), sq("c7"));
    QVERIFY(m_prompter->questions.isEmpty()); // nothing is lost, so nothing is asked
    QCOMPARE(game->lineMoves(), (std::vector<Move> { mv("h2e2"), mv("b9c7") }));
    QCOMPARE(game->tree().moveCount(), 4);
    QVERIFY(xiangqiOf(*window)->moveList()->cellText(2).startsWith(
        QString::fromStdString(formatMove(game->tree().boardAt(game->tree().parent(game->node())),
            mv("b9c7"), m_settings->notation()))));
}

void TstGame::illegalMoveIsRefused()
{
    Game game;
    QSignalSpy refused(&game, &Game::moveRefused);
    QVERIFY(!game.play(mv("h2h7"))); // the cannon has no screen to jump
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.front().front().toString(),
        QStringLiteral("The cannon captures by jumping exactly one stone"));
    QCOMPARE(game.length(), 0);
}

void TstGame::gameEndsWithTheRightDialog_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("reason");
    QTest::addColumn<QString>("announced");
    QTest::newRow("checkmate") << MateInOne << "b1"
                               << "b9" << int(EndReason::Checkmate) << "Red wins by checkmate.";
    QTest::newRow("stalemate") << StalemateInOne << "a7"
                               << "a8" << int(EndReason::Stalemate)
                               << "Red wins by stalemate (no legal move).";
}

void TstGame::gameEndsWithTheRightDialog()
{
    QFETCH(QString, fen);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, reason);
    QFETCH(QString, announced);
    auto window = makeWindow();
    window->show();
    SingleGame *game = xiangqiOf(*window)->game();
    game->newGame(boardFromFen(fen.toLatin1().constData()));
    QSignalSpy over(game, &Game::gameOver);

    clickSquare(xiangqiOf(*window)->boardView(), sq(from.toLatin1().constData()));
    clickSquare(xiangqiOf(*window)->boardView(), sq(to.toLatin1().constData()));

    QCOMPARE(over.size(), 1);
    const auto verdict = over.front().front().value<Verdict>();
    QCOMPARE(verdict.outcome, Outcome::RedWins);
    QCOMPARE(int(verdict.reason), reason);
    QCOMPARE(m_prompter->gameOvers, QStringList { announced });
    QVERIFY(!xiangqiOf(*window)->boardView()->isInteractive());
    // No further move is taken.
    QVERIFY(!game->play(Move(sq("e9"), sq("e8"))));
}

void TstGame::resignation()
{
    auto window = makeWindow();
    SingleGame *game = xiangqiOf(*window)->game();
    game->play(mv("h2e2"));
    game->resign(Side::Black);
    QVERIFY(game->isOver());
    QCOMPARE(m_prompter->gameOvers, QStringList { "Red wins by resignation." });
    QCOMPARE(game->tree().result(), GameResult::RedWins);
    game->undo(); // taking the move back takes the resignation back too
    QVERIFY(!game->isOver());
    QCOMPARE(game->tree().result(), GameResult::Unknown);
}

void TstGame::resultFollowsTheMainLine()
{
    Game game;
    game.newGame(boardFromFen(MateInOne));
    game.play(mv("b1b9"));
    QCOMPARE(game.tree().result(), GameResult::RedWins);
    game.undo();
    game.play(mv("b1b2")); // a variation does not change the main line's result
    QCOMPARE(game.tree().result(), GameResult::RedWins);
    game.promoteToMainLine();
    QCOMPARE(game.tree().result(), GameResult::Unknown);
    game.showPly(0);
    game.showNode(game.tree().children(GameTree::Root).back());
    game.removeShownMove(); // the mate goes: no variation is left
    QCOMPARE(game.tree().moveCount(), 1);
    QCOMPARE(game.node(), GameTree::Root);
    QCOMPARE(game.board().fen(), game.startBoard().fen());
}

void TstGame::browsingToTheEndAnnouncesNothing()
{
    Game game;
    game.newGame(boardFromFen(MateInOne));
    QSignalSpy over(&game, &Game::gameOver);
    QSignalSpy shown(&game, &Game::positionChanged);
    QVERIFY(game.play(mv("b1b9")));
    QCOMPARE(over.size(), 1);
    game.undo();
    game.redo();
    game.showPly(0);
    game.showNode(game.tree().lastInLine(GameTree::Root));
    QVERIFY(game.isOver());
    QCOMPARE(shown.size(), 5);
    QCOMPARE(over.size(), 1);
}

void TstGame::openingAnEndedRecordAsksNothing()
{
    Game ended;
    ended.newGame(boardFromFen(MateInOne));
    QVERIFY(ended.play(mv("b1b9")));
    auto window = makeWindow();
    SingleGame *game = xiangqiOf(*window)->game();
    QSignalSpy over(game, &Game::gameOver);
    game->load(ended.tree());
    QCOMPARE(over.size(), 1);
    QCOMPARE(over.front().at(1).value<Game::Ending>(), Game::Ending::InRecord);
    QVERIFY(game->isOver());
    QVERIFY(!xiangqiOf(*window)->boardView()->isInteractive());
    QVERIFY(m_prompter->gameOvers.isEmpty()); // the record is read, not finished again
    game->undo();
    QVERIFY(game->play(mv("b1b8"))); // another line that does not mate
    QVERIFY(game->play(mv("e9f9")));
    QVERIFY(game->play(mv("b8b9")));
    QCOMPARE(over.size(), 2);
    QCOMPARE(over.back().at(1).value<Game::Ending>(), Game::Ending::Now);
    QCOMPARE(m_prompter->gameOvers.size(), 1);
}

void TstGame::browsingChangesNoRecord()
{
    Game game;
    QVERIFY(game.play(mv("h2e2")));
    QVERIFY(game.play(mv("h9g7")));
    QSignalSpy changed(&game, &Game::recordChanged);
    QSignalSpy shown(&game, &Game::positionChanged);
    game.undo();
    game.showPly(0);
    game.redo();
    QVERIFY(game.play(mv("h9g7"))); // the recorded move, followed
    QCOMPARE(shown.size(), 4);
    QCOMPARE(changed.size(), 0);
    QVERIFY(game.play(mv("h0g2")));
    QCOMPARE(changed.size(), 1);
}

void TstGame::typedCommentIsSavedOnceThePlayerPauses()
{
    const auto savedText = [this] {
        QFile file(m_settings->autosavePath());
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    };
    {
        auto window = makeWindow();
        QVERIFY(xiangqiOf(*window)->game()->play(mv("h2e2")));
        QTRY_VERIFY(savedText().contains(QStringLiteral("h2e2")));
        xiangqiOf(*window)->commentBox()->setPlainText(QStringLiteral("中炮"));
        QTest::qWait(50);
        QVERIFY(!savedText().contains(QStringLiteral("中炮")));
        QTRY_VERIFY(savedText().contains(QStringLiteral("中炮")));
        xiangqiOf(*window)->commentBox()->setPlainText(QStringLiteral("中炮开局"));
        // Gone at once, before the pause is over: what was typed is still kept.
    }
    auto window = makeWindow();
    QVERIFY(window->offerAutosave());
    QCOMPARE(xiangqiOf(*window)->game()->comment(), QStringLiteral("中炮开局"));
}

void TstGame::moveListFollowsNotation()
{
    Game game;
    game.play(mv("h2e2"));
    game.play(mv("h9g7"));
    const auto iccs = game.lineTexts(Notation::Iccs);
    QCOMPARE(iccs.size(), std::size_t(2));
    QCOMPARE(iccs[0].text, QStringLiteral("h2e2"));
    QCOMPARE(iccs[1].text, QStringLiteral("h9g7"));
    const auto chinese = game.lineTexts(Notation::Chinese);
    QCOMPARE(chinese.size(), std::size_t(2));
    QCOMPARE(chinese.front().text,
        QString::fromStdString(formatMove(Board::startPosition(), mv("h2e2"), Notation::Chinese)));
}

void TstGame::settingsAreRemembered()
{
    {
        auto window = makeWindow();
        xiangqiOf(*window)->setLevel(4);
        xiangqiOf(*window)->setNotation(Notation::Iccs);
        xiangqiOf(*window)->setPlayMode(PlayMode::Black);
        xiangqiOf(*window)->gameMenus()->sound->setChecked(true);
        xiangqiOf(*window)->gameMenus()->sound->setChecked(false);
        xiangqiOf(*window)->gameMenus()->coordinates->setChecked(false);
    }
    m_settings = makeSettings(*m_dir);
    QCOMPARE(m_settings->level(), 4);
    QCOMPARE(m_settings->notation(), Notation::Iccs);
    QCOMPARE(m_settings->playMode(), PlayMode::Black);
    QVERIFY(!m_settings->sound());
    QVERIFY(!m_settings->showCoordinates());
    auto window = makeWindow();
    QVERIFY(xiangqiOf(*window)->boardView()->isFlipped()); // Black sits at the bottom again
    QVERIFY(!xiangqiOf(*window)->gameMenus()->coordinates->isChecked());
}

void TstGame::chineseInterfaceLoads()
{
    QTranslator chinese;
    QVERIFY(chinese.load(QLocale(QLocale::Chinese, QLocale::China), "xiangqi", "_", ":/i18n"));
    QCoreApplication::installTranslator(&chinese);
    QCOMPARE(UiText::verdict({ Outcome::RedWins, EndReason::Checkmate }),
        QStringLiteral("红方胜：将死。"));
    QCOMPARE(UiText::check(), QStringLiteral("将军！"));
    Game game;
    QSignalSpy refused(&game, &Game::moveRefused);
    game.play(mv("b0b1"));
    QCOMPARE(refused.front().front().toString(), QStringLiteral("马走日字"));
    QCoreApplication::removeTranslator(&chinese);
    QCOMPARE(UiText::check(), QStringLiteral("Check! 将军!"));
}

void TstGame::notationFollowsTheLocale()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    QCOMPARE(AppSettings::defaultNotation(), Notation::Chinese);
    QCOMPARE(m_settings->notation(), Notation::Chinese); // nothing chosen yet
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    QCOMPARE(AppSettings::defaultNotation(), Notation::Wxf);
    m_settings->setNotation(Notation::Iccs);
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    QCOMPARE(m_settings->notation(), Notation::Iccs); // a player's choice wins
    QLocale::setDefault(before);
}

void TstGame::recordSavedAndOpened_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("PGN") << "game.pgn";
    QTest::newRow("XQF") << "game.xqf";
    QTest::newRow("DhtmlXQ") << "game.ubb";
}

void TstGame::recordSavedAndOpened()
{
    QFETCH(QString, file);
    const QString path = m_dir->filePath(file);
    GameTree written;
    {
        auto window = makeWindow();
        SingleGame *game = xiangqiOf(*window)->game();
        game->setComment(QStringLiteral("开局评注"));
        for (const char *m : { "h2e2", "h9g7", "h0g2", "i9h9", "i0h0" }) {
            QVERIFY(game->play(mv(m)));
        }
        game->showPly(2);
        game->setComment(QStringLiteral("屏风马"));
        game->showPly(1);
        game->play(mv("h7e7")); // 顺炮, a variation
        game->setComment(QStringLiteral("顺炮"));
        game->play(mv("b0c2"));
        QVERIFY(game->isModified());
        QVERIFY(xiangqiOf(*window)->records()->saveRecord(path));
        QVERIFY(!game->isModified());
        QVERIFY(game->tree().tags().contains("Date"));
        written = game->tree();
    }
    auto window = makeWindow();
    QVERIFY(xiangqiOf(*window)->records()->openRecord(path));
    QVERIFY(xiangqiOf(*window)->game()->tree().sameGame(written));
    QCOMPARE(xiangqiOf(*window)->game()->lineMoves(),
        (std::vector<Move> { mv("h2e2"), mv("h9g7"), mv("h0g2"), mv("i9h9"), mv("i0h0") }));
    QCOMPARE(xiangqiOf(*window)->game()->ply(), 5);
    QVERIFY(window->windowTitle().contains(file));
    QVERIFY(!xiangqiOf(*window)->game()->isModified());
}

void TstGame::saveWritesToTheOpenedFile()
{
    const QString path = m_dir->filePath("game.pgn");
    {
        auto window = makeWindow();
        xiangqiOf(*window)->game()->play(mv("h2e2"));
        QVERIFY(xiangqiOf(*window)->records()->saveRecord(path));
    }
    auto window = makeWindow();
    QVERIFY(xiangqiOf(*window)->records()->openRecord(path));
    xiangqiOf(*window)->game()->play(mv("h9g7"));
    QVERIFY(window->isWindowModified());
    xiangqiOf(*window)->gameMenus()->save->trigger(); // Ctrl+S: no dialog, the same file
    QVERIFY(!window->isWindowModified());
    auto again = makeWindow();
    QVERIFY(xiangqiOf(*again)->records()->openRecord(path));
    QCOMPARE(
        xiangqiOf(*again)->game()->lineMoves(), (std::vector<Move> { mv("h2e2"), mv("h9g7") }));
    QCOMPARE(xiangqiOf(*window)->gameMenus()->save->shortcut(), QKeySequence(QKeySequence::Save));
}

void TstGame::savingStampsOnlyAGamePlayedHere()
{
    auto window = makeWindow();
    xiangqiOf(*window)->game()->play(mv("h2e2"));
    const QString unwritable = m_dir->filePath("no-such-folder/game.pgn");
    QVERIFY(!xiangqiOf(*window)->records()->saveRecord(unwritable));
    QVERIFY(!xiangqiOf(*window)->game()->tree().tags().contains("Date")); // nothing was written
    const QString played = m_dir->filePath("played.pgn");
    QVERIFY(xiangqiOf(*window)->records()->saveRecord(played));
    QVERIFY(xiangqiOf(*window)->game()->tree().tags().contains("Date"));
    QVERIFY(!xiangqiOf(*window)->game()->isModified());

    const QString old = m_dir->filePath("old.pgn");
    QFile file(old);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Game \"Chinese Chess\"]\n1. C2.5 H8+7 *\n");
    file.close();
    QVERIFY(xiangqiOf(*window)->records()->openRecord(old));
    const QString copy = m_dir->filePath("copy.pgn");
    QVERIFY(xiangqiOf(*window)->records()->saveRecord(copy));
    QVERIFY(xiangqiOf(*window)->records()->openRecord(copy));
    QVERIFY(!xiangqiOf(*window)->game()->tree().tags().contains("Date"));
    QVERIFY(!xiangqiOf(*window)->game()->tree().tags().contains("Site"));
}

void TstGame::brokenRecordKeepsTheGame()
{
    const QString path = m_dir->filePath("broken.pgn");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Game \"Chinese Chess\"]\n1. C2.5 Q9+9 *\n");
    file.close();
    auto window = makeWindow();
    xiangqiOf(*window)->game()->play(mv("h2e2"));
    const GameTree before = xiangqiOf(*window)->game()->tree();
    QVERIFY(!xiangqiOf(*window)->records()->openRecord(path));
    QVERIFY(xiangqiOf(*window)->game()->tree().sameGame(before));
    QCOMPARE(xiangqiOf(*window)->game()->ply(), 1);
    QVERIFY(!window->statusText().isEmpty());
    QCOMPARE(m_prompter->failures.size(), 1);
    QVERIFY(m_prompter->failures.front().contains("broken.pgn"));
}

void TstGame::editedPositionStartsANewGame_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("computerBlack");
    QTest::newRow("two players, Black to move")
        << "3k5/9/9/9/9/9/4p4/9/R8/4K4 b - - 0 1" << int(PlayMode::TwoPlayers) << false;
    QTest::newRow("against the computer as Red") << MateInOne << int(PlayMode::Red) << true;
}

void TstGame::editedPositionStartsANewGame()
{
    QFETCH(QString, fen);
    QFETCH(int, mode);
    QFETCH(bool, computerBlack);
    auto window = makeWindow();
    xiangqiOf(*window)->game()->play(mv("h2e2"));
    QCOMPARE(xiangqiOf(*window)->gameMenus()->editPosition->shortcut(),
        QKeySequence(Qt::CTRL | Qt::Key_E));
    xiangqiOf(*window)->startFromPosition(boardFromFen(fen.toLatin1().constData()), PlayMode(mode));
    SingleGame *game = xiangqiOf(*window)->game();
    QCOMPARE(QString::fromStdString(game->board().fen()), fen);
    QCOMPARE(QString::fromStdString(game->startBoard().fen()), fen);
    QCOMPARE(game->tree().moveCount(), 0);
    QCOMPARE(int(m_settings->playMode()), mode);
    QCOMPARE(game->isComputer(Side::Black), computerBlack);
    QVERIFY(game->isHumanTurn());
    QVERIFY(!window->isWindowModified());
}

void TstGame::positionEditorOffersThePlayModeInUse()
{
    m_settings->setPlayMode(PlayMode::Black);
    auto window = makeWindow();
    std::optional<PlayMode> offered;
    QTimer::singleShot(0, window.get(), [&offered] {
        if (auto *editor = qobject_cast<PositionEditor *>(QApplication::activeModalWidget())) {
            offered = editor->playMode();
            editor->reject();
        }
    });
    xiangqiOf(*window)->gameMenus()->editPosition->trigger();
    QCOMPARE(offered, std::optional(PlayMode::Black));
    QCOMPARE(m_settings->playMode(), PlayMode::Black);
}

void TstGame::lookingThroughARecordKeepsThePlayModeSetting()
{
    const QString path = m_dir->filePath("record.pgn");
    {
        auto window = makeWindow();
        xiangqiOf(*window)->game()->play(mv("h2e2"));
        QVERIFY(xiangqiOf(*window)->records()->saveRecord(path));
    }
    m_settings->setPlayMode(PlayMode::Red);
    auto window = makeWindow();
    QVERIFY(xiangqiOf(*window)->records()->openRecord(path));
    QVERIFY(!xiangqiOf(*window)->game()->isComputer(
        Side::Black)); // both sides are the player's to browse
    QCOMPARE(m_settings->playMode(), PlayMode::Red);
    xiangqiOf(*window)->newGame();
    QVERIFY(xiangqiOf(*window)->game()->isComputer(Side::Black));
}

QTEST_MAIN(TstGame)
#include "tst_game.moc"
