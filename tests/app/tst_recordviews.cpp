// The record beside the board: variations marked in the move list and chosen under it, promoted
// and deleted; comments shown and edited; records copied and pasted, recent files, records
// dropped on the window; autoplay.

#include "app/autoplayer.h"
#include "app/mainwindow.h"
#include "app/movelistpanel.h"
#include "app/xiangqi/commentbox.h"
#include "app/xiangqi/gamemenus.h"
#include "app/xiangqi/recordcontroller.h"
#include "app/xiangqi/singlegame.h"
#include "app/xiangqi/variationpanel.h"
#include "app/xiangqi/xiangqimode.h"
#include "apptestsupport.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QMenu>
#include <QMimeData>
#include <QSignalSpy>
#include <QToolButton>
#include <QUrl>

using namespace xq;

class TstRecordViews : public WindowTest {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void alternativesAreMarkedAndListed();
    void choosingAVariationShowsItsLine();
    void promoteMakesTheMainLine();
    void deleteAsksAndRemoves();
    void recordResultIsShownAtTheEnd();
    void commentsFollowTheShownMove();
    void assessmentsShowBesideTheMove();
    void editingACommentUpdatesTheRecord();
    void copiedRecordPastesBack_data();
    void copiedRecordPastesBack();
    void copyFenAndPasteIt();
    void badPasteKeepsTheGame_data();
    void badPasteKeepsTheGame();
    void recentFilesAreRemembered();
    void missingRecentFileIsRemoved();
    void droppedFileIsOpened();
    void autoplayStepsToTheEnd();
    void autoplayStopsOnAClick();
    void autoplayStopsOnAMove();
    void autoplaySpeedIsRemembered();

private:
    QToolButton *autoplayButton() const;
    /// 1. h2e2 h9g7 2. h0g2, with 1... h7e7 2. b0c2 as a variation; the variation is shown.
    void playWithVariation();

    SingleGame *m_game = nullptr;
};

void TstRecordViews::init()
{
    newSettings(PlayMode::TwoPlayers);
    m_settings->setNotation(Notation::Iccs);
    m_window = makeWindow();
    m_game = xiangqiOf(*m_window)->game();
}

void TstRecordViews::cleanup()
{
    closeWindow();
}

void TstRecordViews::playWithVariation()
{
    for (const char *m : { "h2e2", "h9g7", "h0g2" }) {
        QVERIFY(m_game->play(mv(m)));
    }
    m_game->showPly(1);
    QVERIFY(m_game->play(mv("h7e7")));
    QVERIFY(m_game->play(mv("b0c2")));
}

void TstRecordViews::alternativesAreMarkedAndListed()
{
    playWithVariation();
    MoveListPanel *list = xiangqiOf(*m_window)->moveList();
    QVERIFY(!list->cellText(1).contains(QStringLiteral("◆")));
    QVERIFY(list->cellText(2).startsWith(QStringLiteral("h7e7")));
    QVERIFY(list->cellText(2).contains(QStringLiteral("◆")));
    QVERIFY(!list->cellText(3).contains(QStringLiteral("◆")));

    VariationPanel *variations = xiangqiOf(*m_window)->variations();
    QCOMPARE(variations->count(), 1); // at b0c2 nothing else was recorded
    m_game->showPly(2);
    QCOMPARE(variations->count(), 2);
    QCOMPARE(variations->current(), 1); // the shown h7e7 is the second, after the main h9g7
}

void TstRecordViews::choosingAVariationShowsItsLine()
{
    playWithVariation();
    m_game->showPly(2);
    auto *combo = xiangqiOf(*m_window)->variations()->findChild<QComboBox *>();
    QVERIFY(combo && combo->isEnabled());
    QCOMPARE(combo->itemText(0), QStringLiteral("h9g7"));
    emit combo->activated(0); // what picking the first entry sends
    QCOMPARE(m_game->tree().move(m_game->node()), mv("h9g7"));
    QCOMPARE(m_game->lineMoves(), (std::vector<Move> { mv("h2e2"), mv("h9g7"), mv("h0g2") }));
    QCOMPARE(xiangqiOf(*m_window)->moveList()->cellText(3), QStringLiteral("h0g2"));
    QCOMPARE(xiangqiOf(*m_window)->variations()->current(), 0);
}

void TstRecordViews::promoteMakesTheMainLine()
{
    playWithVariation();
    QAction *promote = xiangqiOf(*m_window)->gameMenus()->promoteVariation;
    QVERIFY(promote->isEnabled());
    promote->trigger();
    const GameTree &tree = m_game->tree();
    QCOMPARE(tree.movesTo(tree.lastInLine(GameTree::Root)),
        (std::vector<Move> { mv("h2e2"), mv("h7e7"), mv("b0c2") }));
    QVERIFY(!promote->isEnabled()); // already the main line
    QVERIFY(m_window->isWindowModified());
}

void TstRecordViews::deleteAsksAndRemoves()
{
    playWithVariation();
    m_game->showPly(2);
    QAction *remove = xiangqiOf(*m_window)->gameMenus()->deleteMove;
    m_prompter->answer = false;
    remove->trigger();
    QCOMPARE(m_prompter->questions.size(), 1);
    QCOMPARE(m_game->tree().moveCount(), 5);

    m_prompter->answer = true;
    remove->trigger();
    QCOMPARE(m_game->tree().moveCount(), 3); // h7e7 and b0c2 are gone
    QCOMPARE(m_game->ply(), 1);
    QCOMPARE(m_game->lineMoves(), (std::vector<Move> { mv("h2e2"), mv("h9g7"), mv("h0g2") }));
    QCOMPARE(m_game->board().fen(), m_game->tree().boardAt(m_game->node()).fen());
    m_game->showPly(0);
    QVERIFY(!remove->isEnabled()); // nothing to delete before the first move
}

void TstRecordViews::recordResultIsShownAtTheEnd()
{
    GameTree record;
    const NodeId first = *record.addMove(GameTree::Root, mv("h2e2"));
    QVERIFY(record.addMove(first, mv("h9g7")).ok());
    QVERIFY(record.addMove(GameTree::Root, mv("b0c2")).ok());
    record.setResult(GameResult::BlackWins); // Red resigned, say
    m_game->load(record);
    QCOMPARE(xiangqiOf(*m_window)->moveList()->result(), QStringLiteral("Black wins"));
    m_game->undo();
    QVERIFY(xiangqiOf(*m_window)->moveList()->result().isEmpty());
    m_game->showNode(m_game->tree().children(GameTree::Root).back());
    QVERIFY(
        xiangqiOf(*m_window)->moveList()->result().isEmpty()); // the variation's end has no result
}

void TstRecordViews::commentsFollowTheShownMove()
{
    GameTree record;
    record.setComment(GameTree::Root, "对局评注");
    const NodeId first = *record.addMove(GameTree::Root, mv("h2e2"));
    record.setComment(first, "中炮");
    QVERIFY(record.addMove(first, mv("h9g7")).ok());
    m_game->load(record, GameTree::Root);
    CommentBox *box = xiangqiOf(*m_window)->commentBox();
    QCOMPARE(box->toPlainText(), QStringLiteral("对局评注"));
    m_game->redo();
    QCOMPARE(box->toPlainText(), QStringLiteral("中炮"));
    QVERIFY(xiangqiOf(*m_window)->moveList()->cellText(1).contains(QStringLiteral("✎")));
    m_game->redo();
    QVERIFY(box->toPlainText().isEmpty());
    QVERIFY(!m_game->isModified());
}

void TstRecordViews::assessmentsShowBesideTheMove()
{
    GameTree record;
    const NodeId first = *record.addMove(GameTree::Root, mv("h2e2"));
    const NodeId second = *record.addMove(first, mv("h9g7"));
    record.setNag(second, 4);
    QVERIFY(record.addMove(second, mv("h0g2")).ok());
    m_game->load(record, GameTree::Root);
    MoveListPanel *list = xiangqiOf(*m_window)->moveList();
    QCOMPARE(list->cellText(1), QStringLiteral("h2e2"));
    QCOMPARE(list->cellText(2), QStringLiteral("h9g7??"));
    QCOMPARE(list->cellText(3), QStringLiteral("h0g2"));
}

void TstRecordViews::editingACommentUpdatesTheRecord()
{
    m_game->play(mv("h2e2"));
    m_game->markSaved();
    QVERIFY(!m_window->isWindowModified());
    CommentBox *box = xiangqiOf(*m_window)->commentBox();
    box->setFocus();
    QTest::keyClicks(box, "central cannon");
    QCOMPARE(m_game->comment(), QStringLiteral("central cannon"));
    QCOMPARE(m_game->tree().comment(m_game->node()), std::string("central cannon"));
    QVERIFY(m_game->isModified());
    QVERIFY(m_window->isWindowModified());
    m_game->undo();
    QVERIFY(box->toPlainText().isEmpty());
    QTest::keyClicks(box, "start");
    QCOMPARE(m_game->tree().comment(GameTree::Root), std::string("start"));
    m_game->redo();
    QCOMPARE(box->toPlainText(), QStringLiteral("central cannon"));
}

void TstRecordViews::copiedRecordPastesBack_data()
{
    QTest::addColumn<bool>("ubb");
    QTest::newRow("PGN") << false;
    QTest::newRow("DhtmlXQ") << true;
}

void TstRecordViews::copiedRecordPastesBack()
{
    QFETCH(bool, ubb);
    playWithVariation();
    m_game->setComment(QStringLiteral("马八进九也可"));
    const GameTree copied = m_game->tree();
    (ubb ? xiangqiOf(*m_window)->gameMenus()->copyUbb : xiangqiOf(*m_window)->gameMenus()->copyPgn)
        ->trigger();
    const QString text = QGuiApplication::clipboard()->text();
    QVERIFY(text.contains(ubb ? QStringLiteral("[DhtmlXQ]") : QStringLiteral("[Game ")));

    m_game->newGame();
    m_prompter->questions.clear();
    QVERIFY(xiangqiOf(*m_window)->records()->pasteRecord());
    QVERIFY(m_game->tree().sameGame(copied));
    QCOMPARE(m_settings->playMode(), PlayMode::TwoPlayers);
}

void TstRecordViews::copyFenAndPasteIt()
{
    m_game->play(mv("h2e2"));
    xiangqiOf(*m_window)->gameMenus()->copyFen->trigger();
    const std::string fen = m_game->board().fen();
    QCOMPARE(QGuiApplication::clipboard()->text().toStdString(), fen);
    m_game->newGame();
    xiangqiOf(*m_window)->gameMenus()->paste->trigger();
    QCOMPARE(m_game->board().fen(), fen);
    QCOMPARE(m_game->tree().moveCount(), 0);
    QCOMPARE(m_game->board().sideToMove(), Side::Black);
}

void TstRecordViews::badPasteKeepsTheGame_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("nothing") << QString();
    QTest::newRow("prose") << "Dear friend, the meeting is at noon.";
    QTest::newRow("broken FEN") << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9 w - - 0 1";
    QTest::newRow("illegal PGN move") << "[Game \"Chinese Chess\"]\n1. h2h7 *\n";
    QTest::newRow("DhtmlXQ without moves that fit")
        << "[DhtmlXQ][DhtmlXQ_movelist]99999999[/DhtmlXQ_movelist][/DhtmlXQ]";
}

void TstRecordViews::badPasteKeepsTheGame()
{
    QFETCH(QString, text);
    playWithVariation();
    const GameTree before = m_game->tree();
    const NodeId shown = m_game->node();
    QGuiApplication::clipboard()->setText(text);
    QVERIFY(!xiangqiOf(*m_window)->records()->pasteRecord());
    QVERIFY(m_game->tree().sameGame(before));
    QCOMPARE(m_game->node(), shown);
    QCOMPARE(m_prompter->failures.size(), 1);
    QVERIFY(!m_window->statusText().isEmpty());
}

void TstRecordViews::recentFilesAreRemembered()
{
    // Ten files, game<i>.pgn holding the first i + 1 moves.
    const char *moves[]
        = { "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9", "a0b0", "c6c5" };
    QStringList saved;
    for (int i = 0; i < AppSettings::MaxRecentFiles + 2; ++i) {
        saved.prepend(m_dir->filePath(QStringLiteral("game%1.pgn").arg(i)));
        QVERIFY(m_game->play(mv(moves[i])));
        QVERIFY(xiangqiOf(*m_window)->records()->saveRecord(saved.front()));
    }
    QCOMPARE(m_settings->recentFiles(), saved.mid(0, AppSettings::MaxRecentFiles));
    const QList<QAction *> entries = xiangqiOf(*m_window)->gameMenus()->openRecent->actions();
    QCOMPARE(entries.size(), AppSettings::MaxRecentFiles);
    QVERIFY(entries.front()->text().contains(QStringLiteral("game9.pgn")));

    entries.back()->trigger(); // the oldest one kept comes first again
    QCOMPARE(m_game->tree().moveCount(), 3);
    QCOMPARE(m_settings->recentFiles().front(), saved[AppSettings::MaxRecentFiles - 1]);
}

void TstRecordViews::missingRecentFileIsRemoved()
{
    const QString kept = m_dir->filePath(QStringLiteral("kept.pgn"));
    const QString gone = m_dir->filePath(QStringLiteral("gone.pgn"));
    m_game->play(mv("h2e2"));
    QVERIFY(xiangqiOf(*m_window)->records()->saveRecord(kept));
    QVERIFY(xiangqiOf(*m_window)->records()->saveRecord(gone));
    QVERIFY(QFile::remove(gone));
    m_game->play(mv("h9g7"));
    const GameTree before = m_game->tree();

    xiangqiOf(*m_window)->gameMenus()->openRecent->actions().front()->trigger();
    QCOMPARE(m_settings->recentFiles(), QStringList { kept });
    QCOMPARE(xiangqiOf(*m_window)->gameMenus()->openRecent->actions().size(), 1);
    QCOMPARE(m_prompter->failures.size(), 1);
    QVERIFY(m_prompter->failures.front().contains(QStringLiteral("gone.pgn")));
    QVERIFY(m_game->tree().sameGame(before));
}

void TstRecordViews::droppedFileIsOpened()
{
    const QString path = m_dir->filePath(QStringLiteral("dropped.ubb"));
    m_game->play(mv("h2e2"));
    m_game->play(mv("h9g7"));
    QVERIFY(xiangqiOf(*m_window)->records()->saveRecord(path));
    const GameTree saved = m_game->tree();
    m_game->newGame();

    QMimeData data;
    data.setUrls({ QUrl::fromLocalFile(path) });
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &drop);
    QTRY_VERIFY(m_game->tree().sameGame(saved));
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("dropped.ubb")));
}

QToolButton *TstRecordViews::autoplayButton() const
{
    for (auto *button : xiangqiOf(*m_window)->moveList()->findChildren<QToolButton *>()) {
        if (button->isCheckable()) {
            return button;
        }
    }
    return nullptr;
}

void TstRecordViews::autoplayStepsToTheEnd()
{
    constexpr int StepMs = 40;
    playWithVariation(); // a line of three moves; the window is at its end
    xiangqiOf(*m_window)->autoPlayer()->setIntervalMs(StepMs);
    QSignalSpy steps(m_game, &Game::positionChanged);
    QElapsedTimer clock;
    clock.start();
    autoplayButton()->click();
    QCOMPARE(m_game->ply(), 0); // from the end it starts again at the beginning
    QVERIFY(xiangqiOf(*m_window)->autoPlayer()->isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(m_game->ply(), 3, scaledMs(2000));
    QVERIFY(clock.elapsed() >= 3 * StepMs); // a move per interval, not all at once
    QTRY_VERIFY(!xiangqiOf(*m_window)->autoPlayer()->isRunning());
    QVERIFY(!autoplayButton()->isChecked());
    QCOMPARE(steps.size(), 4); // back to the start, then one position per move
    QCOMPARE(m_game->lineMoves(), (std::vector<Move> { mv("h2e2"), mv("h7e7"), mv("b0c2") }));
}

void TstRecordViews::autoplayStopsOnAClick()
{
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    playWithVariation();
    xiangqiOf(*m_window)->autoPlayer()->setIntervalMs(scaledMs(300));
    m_game->showPly(0);
    autoplayButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(m_game->ply(), 1, scaledMs(2000));
    clickSquare(xiangqiOf(*m_window)->boardView(), sq("e5"));
    QVERIFY(!xiangqiOf(*m_window)->autoPlayer()->isRunning());
    QVERIFY(!autoplayButton()->isChecked());
    QTest::qWait(scaledMs(400));
    QCOMPARE(m_game->ply(), 1);
}

void TstRecordViews::autoplayStopsOnAMove()
{
    playWithVariation();
    xiangqiOf(*m_window)->autoPlayer()->setIntervalMs(scaledMs(300));
    m_game->showPly(0);
    autoplayButton()->click();
    QVERIFY(xiangqiOf(*m_window)->autoPlayer()->isRunning());
    QVERIFY(m_game->play(mv("b0c2"))); // a move of the player's own
    QVERIFY(!xiangqiOf(*m_window)->autoPlayer()->isRunning());
    autoplayButton()->click();
    QVERIFY(xiangqiOf(*m_window)->autoPlayer()->isRunning());
    xiangqiOf(*m_window)->gameMenus()->redo->trigger(); // so does any other change of position
    QVERIFY(!xiangqiOf(*m_window)->autoPlayer()->isRunning());
}

void TstRecordViews::autoplaySpeedIsRemembered()
{
    auto *speed = xiangqiOf(*m_window)->moveList()->findChild<QComboBox *>();
    QVERIFY(speed);
    const int index = speed->findData(5000);
    QVERIFY(index >= 0);
    speed->setCurrentIndex(index);
    emit speed->activated(index);
    QCOMPARE(xiangqiOf(*m_window)->autoPlayer()->intervalMs(), 5000);
    QCOMPARE(m_settings->autoplayMs(), 5000);
    m_window = makeWindow();
    QCOMPARE(xiangqiOf(*m_window)->autoPlayer()->intervalMs(), 5000);
    QCOMPARE(
        xiangqiOf(*m_window)->moveList()->findChild<QComboBox *>()->currentData().toInt(), 5000);
}

QTEST_MAIN(TstRecordViews)
#include "tst_recordviews.moc"
