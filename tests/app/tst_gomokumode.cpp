// Gomoku in the window: clicks on the board place stones, a five ends the game with its line
// shown and announced, undo and redo, black's forbidden points refused under renju, the
// computer answering from its thread, .psq / move-list files saved and opened, the game kept at
// quitting offered back at the next start, the rule and size menus, Move Now, the Chinese menus.

#include "apptestsupport.h"

#include "app/gomoku/gomokuboardview.h"
#include "app/gomoku/gomokumode.h"
#include "app/movespanel.h"
#include "app/resultdialog.h"

#include <QActionGroup>
#include <QFile>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTranslator>

#include <algorithm>

using namespace gomoku;

Q_DECLARE_METATYPE(std::vector<gomoku::Point>)
Q_DECLARE_METATYPE(gomoku::Point)

class TestGomokuMode : public WindowTest {
    Q_OBJECT

private slots:
    void cleanup() { closeWindow(); }
    void clicksPlaceStones();
    void fiveEndsTheGame_data();
    void fiveEndsTheGame();
    void undoAndRedo();
    void renjuRefusesForbiddenPoints_data();
    void renjuRefusesForbiddenPoints();
    void computerAnswersFromItsThread();
    void savesAndOpensFiles_data();
    void savesAndOpensFiles();
    void refusesBadFiles();
    void openedFileTakesItsRuleAndSize_data();
    void openedFileTakesItsRuleAndSize();
    void keptGameOfferedAtNextStart_data();
    void keptGameOfferedAtNextStart();
    void keptGameOfferedWhenFirstShown();
    void finishedGameIsNotKept();
    void ruleAndSizeChoices_data();
    void ruleAndSizeChoices();
    void moveNowOnlyWhileThinking();
    void ruleIsShown();
    void openedGameOnTheComputersTurnGoesOn();
    void resultLeavesTheFiveInSight();
    void moveNowButtonKeepsItsSize();
    void chineseMenusMatchXiangqi();

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
        GomokuMode *gomoku = gomokuOf(*m_window);
        m_window->activate(gomoku);
        return gomoku;
    }

    /// The program quit and started again on the same settings: a new m_window.
    GomokuMode *restart()
    {
        m_window->close();
        m_window.reset();
        m_window = makeWindow();
        return gomokuOf(*m_window);
    }

    static GomokuMode *gomokuOf(const MainWindow &window)
    {
        for (GameMode *mode : window.modes()) {
            if (auto *gomoku = qobject_cast<GomokuMode *>(mode)) {
                return gomoku;
            }
        }
        return nullptr;
    }

    QString autosavePath() const { return m_settings->autosavePath("gomoku"); }

    /// The action reached from `menu` through the submenus and item named in `path`, by their
    /// text without the '&' marks.
    static QAction *menuItem(QMenu *menu, const QStringList &path)
    {
        for (QAction *action : menu->actions()) {
            if (action->text().remove(u'&') != path.front()) {
                continue;
            }
            return path.size() == 1 ? action : menuItem(action->menu(), path.mid(1));
        }
        return nullptr;
    }

    static QAction *gameMenuItem(GomokuMode *mode, const QStringList &path)
    {
        return menuItem(mode->menus().front(), path);
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
    QCOMPARE(m_window->turnText(), QString("Black to move"));
    click(mode, { 7, 7 });
    QCOMPARE(mode->game()->board().at({ 7, 7 }), Stone::Black);
    QCOMPARE(m_window->turnText(), QString("White to move"));
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

void TestGomokuMode::renjuRefusesForbiddenPoints_data()
{
    QTest::addColumn<std::vector<Point>>("blacks"); // white answers each far away
    QTest::addColumn<Point>("forbidden");
    QTest::addColumn<QString>("rule");
    // Two open twos crossing at (7,7).
    QTest::newRow("double-three") << std::vector<Point> { { 5, 7 }, { 6, 7 }, { 7, 5 }, { 7, 6 } }
                                  << Point { 7, 7 } << "double-three";
    // Two lines of three meeting at (7,7): a four across and a four down.
    QTest::newRow("double-four") << std::vector<Point> { { 4, 7 }, { 5, 7 }, { 6, 7 }, { 7, 4 },
        { 7, 5 }, { 7, 6 } } << Point { 7, 7 }
                                 << "double-four";
    // (5,7) joins three and two into six.
    QTest::newRow("overline") << std::vector<Point> { { 2, 7 }, { 3, 7 }, { 4, 7 }, { 6, 7 },
        { 7, 7 } } << Point { 5, 7 }
                              << "overline";
}

/// Black's forbidden point is refused, and the refusal names the rule it breaks.
void TestGomokuMode::renjuRefusesForbiddenPoints()
{
    QFETCH(std::vector<Point>, blacks);
    QFETCH(Point, forbidden);
    QFETCH(QString, rule);
    GomokuMode *mode = openGomoku(GomokuPlayers::TwoPlayers, Rule::Renju);
    QVERIFY(mode);
    const Point whites[] = { { 0, 0 }, { 14, 0 }, { 0, 14 }, { 14, 14 }, { 0, 2 }, { 14, 2 } };
    for (std::size_t i = 0; i < blacks.size(); ++i) {
        click(mode, blacks[i]);
        click(mode, whites[i]);
    }
    QCOMPARE(mode->game()->board().stoneCount(), int(2 * blacks.size()));
    const auto points = mode->game()->forbiddenPoints();
    QVERIFY(std::find(points.begin(), points.end(), forbidden) != points.end());
    QSignalSpy refused(mode->game(), &GomokuGame::moveRefused);
    click(mode, forbidden);
    QCOMPARE(refused.count(), 1);
    QVERIFY2(m_window->statusText().contains(rule), qPrintable(m_window->statusText()));
    QCOMPARE(mode->game()->board().at(forbidden), Stone::Empty);
    click(mode, { 8, 12 }); // a legal point is played
    QCOMPARE(mode->game()->board().at({ 8, 12 }), Stone::Black);
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

void TestGomokuMode::keptGameOfferedAtNextStart_data()
{
    QTest::addColumn<bool>("accept");
    QTest::newRow("continue") << true;
    QTest::newRow("decline") << false;
}

void TestGomokuMode::keptGameOfferedAtNextStart()
{
    QFETCH(bool, accept);
    GomokuMode *mode = openGomoku(GomokuPlayers::TwoPlayers);
    QVERIFY(mode);
    const std::vector<Point> moves { { 7, 7 }, { 5, 5 }, { 8, 7 }, { 5, 7 } };
    clickAll(mode, moves);
    mode = restart();
    m_prompter->answer = accept;
    QFile kept(autosavePath());
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("freestyle\n15\nh8 f10 i8 f8\n")); // nothing wrote over it
    kept.close();
    QCOMPARE(m_window->offerAutosave(), accept);
    QCOMPARE(m_prompter->questions.size(), 1);
    QCOMPARE(mode->game()->record().moves, accept ? moves : std::vector<Point> {});
    QCOMPARE(QFile::exists(autosavePath()), accept);
    mode = restart();
    QCOMPARE(m_window->offerAutosave(), accept); // declined: offered once
}

/// The program started on Xiangqi: the Gomoku game kept from the last run is offered when Gomoku
/// is first shown, before anything is played over it, and only then.
void TestGomokuMode::keptGameOfferedWhenFirstShown()
{
    GomokuMode *mode = openGomoku(GomokuPlayers::TwoPlayers);
    QVERIFY(mode);
    const std::vector<Point> moves { { 7, 7 }, { 5, 5 }, { 8, 7 }, { 5, 7 } };
    clickAll(mode, moves);
    m_window->activate(xiangqiOf(*m_window));
    mode = restart();
    m_prompter->answer = true;
    QVERIFY(!m_window->offerAutosave()); // Xiangqi kept nothing
    QVERIFY(m_prompter->questions.isEmpty());
    m_window->activate(mode);
    QCOMPARE(m_prompter->questions.size(), 1);
    QCOMPARE(mode->game()->record().moves, moves);
    m_window->activate(xiangqiOf(*m_window));
    m_window->activate(mode);
    QCOMPARE(m_prompter->questions.size(), 1);
}

void TestGomokuMode::finishedGameIsNotKept()
{
    GomokuMode *mode = openGomoku(GomokuPlayers::TwoPlayers);
    QVERIFY(mode);
    clickAll(mode, { { 7, 7 }, { 0, 0 }, { 8, 7 }, { 0, 2 }, { 9, 7 }, { 0, 4 }, { 10, 7 } });
    QVERIFY(QFile::exists(autosavePath()));
    click(mode, { 0, 6 });
    click(mode, { 11, 7 }); // five: nothing left to continue
    QVERIFY(mode->game()->outcome().over);
    QVERIFY(!QFile::exists(autosavePath()));
    restart();
    QVERIFY(!m_window->offerAutosave());
    QVERIFY(m_prompter->questions.isEmpty());
}

void TestGomokuMode::ruleAndSizeChoices_data()
{
    QTest::addColumn<QStringList>("item");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("chosen");
    QTest::addColumn<bool>("abandon");
    const QStringList renju { "Rules", "Renju (black's forbidden moves)" };
    const QStringList twenty { "Board Size", "20 x 20" };
    QTest::newRow("renju, game kept") << renju << "rule" << int(Rule::Renju) << false;
    QTest::newRow("renju, game abandoned") << renju << "rule" << int(Rule::Renju) << true;
    QTest::newRow("20x20, game kept") << twenty << "size" << 20 << false;
    QTest::newRow("20x20, game abandoned") << twenty << "size" << 20 << true;
}

void TestGomokuMode::ruleAndSizeChoices()
{
    QFETCH(QStringList, item);
    QFETCH(QString, key);
    QFETCH(int, chosen);
    QFETCH(bool, abandon);
    GomokuMode *mode = openGomoku(GomokuPlayers::TwoPlayers);
    QVERIFY(mode);
    const auto inForce = [mode, key] {
        return key == "rule" ? int(mode->game()->rule()) : mode->game()->board().size();
    };
    const int before = inForce();
    QAction *choice = gameMenuItem(mode, item);
    QVERIFY(choice);
    click(mode, { 7, 7 });
    m_prompter->answer = abandon;
    choice->trigger();
    QCOMPARE(m_prompter->questions.size(), 1);
    const int expected = abandon ? chosen : before;
    QCOMPARE(inForce(), expected);
    QCOMPARE(m_settings->gameValue("gomoku", key, before).toInt(), expected);
    QCOMPARE(choice->isChecked(), abandon); // the menu shows the choice in force
    const QList<QAction *> actions = choice->actionGroup()->actions();
    const auto isChecked = [](const QAction *action) { return action->isChecked(); };
    QCOMPARE(std::count_if(actions.begin(), actions.end(), isChecked), 1);
    QCOMPARE(mode->game()->board().stoneCount(), abandon ? 0 : 1);
}

void TestGomokuMode::moveNowOnlyWhileThinking()
{
    GomokuMode *mode = openGomoku(GomokuPlayers::Black, Rule::FreeStyle, 6);
    QVERIFY(mode);
    QAction *moveNow = menuItem(mode->menus().front(), { "Move Now" });
    QVERIFY(moveNow);
    auto *button = mode->statusWidget()->findChild<QPushButton *>();
    QVERIFY(button);
    QVERIFY(!moveNow->isEnabled()); // the player's own turn: nothing to hurry
    QVERIFY(!button->isEnabled());
    // At each change: whether the computer thinks, whether the item and the button are enabled.
    QStringList seen;
    connect(mode->game(), &GomokuGame::thinkingChanged, this, [&](bool thinking) {
        seen
            << QString("%1 %2 %3").arg(thinking).arg(moveNow->isEnabled()).arg(button->isEnabled());
    });
    click(mode, { 7, 7 });
    QTRY_VERIFY_WITH_TIMEOUT(!seen.isEmpty(), scaledMs(10000));
    moveNow->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(mode->game()->board().stoneCount(), 2, scaledMs(10000));
    QCOMPARE(seen, QStringList({ "1 1 1", "0 0 0" }));
}

void TestGomokuMode::chineseMenusMatchXiangqi()
{
    QTranslator chinese;
    QVERIFY(chinese.load(QLocale(QLocale::Chinese, QLocale::China), "xiangqi", "_", ":/i18n"));
    QCoreApplication::installTranslator(&chinese);
    GomokuMode *mode = openGomoku(GomokuPlayers::TwoPlayers);
    QVERIFY(mode);
    QCOMPARE(mode->menus().front()->title(), xiangqiOf(*m_window)->menus().front()->title());
    // Game ▸ New names every game in Chinese only.
    for (const GameMode *game : m_window->modes()) {
        QVERIFY2(!game->displayName().contains(QRegularExpression("[A-Za-z]")),
            qPrintable(game->displayName()));
    }
    QCOMPARE(mode->displayName(), QStringLiteral("五子棋"));
}

void TestGomokuMode::openedFileTakesItsRuleAndSize_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("size");
    QTest::newRow("Piskvork, 15x15") << "renju.psq" << 15;
    QTest::newRow("move list, 20x20") << "big.gomoku" << 20;
}

/// A file opened under another rule and size than its own: the size is the file's (a move list
/// gets the board in use when its points fit, else the first that holds them), the player is
/// asked the rule (the one in use offered), and the game takes both.
void TestGomokuMode::openedFileTakesItsRuleAndSize()
{
    QFETCH(QString, name);
    QFETCH(int, size);
    GomokuMode *mode = openGomoku(GomokuPlayers::TwoPlayers, Rule::Renju);
    QVERIFY(mode);
    mode->setBoardSize(size);
    // On 20x20 a point past the 15x15 board: t20, the far corner.
    clickAll(mode, { { 7, 7 }, { size - 1, size - 1 } });
    const QString path = m_dir->filePath(name);
    QVERIFY(mode->saveTo(path));
    mode->setRule(Rule::FreeStyle);
    mode->setBoardSize(size == 15 ? 20 : 15);
    QCOMPARE(mode->game()->rule(), Rule::FreeStyle);
    m_prompter->itemChoice = 2; // renju, the third rule offered
    QVERIFY(m_window->openFile(path));
    QCOMPARE(m_prompter->itemLists.size(), 1);
    QCOMPARE(m_prompter->itemLists.front().size(), 3);
    QCOMPARE(m_prompter->itemsCurrent.front(), 0); // free-style, the rule in use
    QCOMPARE(mode->game()->rule(), Rule::Renju);
    QCOMPARE(mode->game()->board().size(), size);
    QCOMPARE(mode->game()->record().moves.size(), std::size_t(2));
}

/// The rule and the board in force are shown beside the board, and follow a change of rule.
void TestGomokuMode::ruleIsShown()
{
    GomokuMode *mode = openGomoku(GomokuPlayers::TwoPlayers, Rule::Renju);
    QVERIFY(mode);
    auto *panel = mode->page()->findChild<MovesPanel *>();
    QVERIFY(panel);
    QVERIFY(panel->isVisible());
    QVERIFY2(panel->summary().contains("Renju") && panel->summary().contains("15 x 15"),
        qPrintable(panel->summary()));
    gameMenuItem(mode, { "Rules", "Free-style (five or more)" })->trigger();
    QVERIFY2(panel->summary().contains("Free-style"), qPrintable(panel->summary()));
}

/// The status bar's Move Now button is as wide as its words, not as the widest game's status.
void TestGomokuMode::moveNowButtonKeepsItsSize()
{
    GomokuMode *mode = openGomoku(GomokuPlayers::Black);
    QVERIFY(mode);
    m_window->resize(1280, 900);
    auto *button = mode->statusWidget()->findChild<QPushButton *>();
    QVERIFY(button);
    QTRY_VERIFY(button->isVisible());
    QVERIFY2(button->width() <= button->sizeHint().width() * 5 / 4,
        qPrintable(QString("%1 px for %2").arg(button->width()).arg(button->sizeHint().width())));
}

/// The result dialog opens where it covers none of the winning five, here in the board's top
/// right corner, where the dialog would go first.
void TestGomokuMode::resultLeavesTheFiveInSight()
{
    GomokuMode *mode = openGomoku(GomokuPlayers::TwoPlayers);
    QVERIFY(mode);
    for (int i = 0; i < 5; ++i) {
        click(mode, { 10 + i, 0 }); // black along the top row, at the right
        if (i < 4) {
            click(mode, { 2 * i, 14 }); // white, far away
        }
    }
    QVERIFY(mode->game()->outcome().over);
    QCOMPARE(m_prompter->resultAreas.size(), 1);
    const QRect five = m_prompter->resultAreas.front();
    GomokuBoardView *view = mode->boardView();
    for (const Point stone : mode->game()->outcome().line) {
        QVERIFY(five.contains(view->mapToGlobal(view->centreOf(stone).toPoint())));
    }
    ResultDialog dialog(
        QStringLiteral("Black wins"), QStringLiteral("9 moves played."), m_window.get());
    dialog.keepClearOf(five);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY2(!dialog.frameGeometry().intersects(five),
        qPrintable(QString("dialog at %1,%2 %3x%4")
                       .arg(dialog.frameGeometry().x())
                       .arg(dialog.frameGeometry().y())
                       .arg(dialog.width())
                       .arg(dialog.height())));
}

/// A game opened with the computer to move is played on by the computer, as a new game or an
/// unfinished Xiangqi game opened again is: nobody was left waiting for a move that never came.
void TestGomokuMode::openedGameOnTheComputersTurnGoesOn()
{
    GomokuMode *mode = openGomoku(GomokuPlayers::Black);
    QVERIFY(mode);
    const QString path = m_dir->filePath("one.gomoku");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("h8\n"); // black has played: white, the computer, is to move
    file.close();
    QVERIFY(mode->openFile(path));
    QTRY_COMPARE_WITH_TIMEOUT(mode->game()->board().stoneCount(), 2, scaledMs(10000));
    QCOMPARE(mode->game()->board().history().back().stone, Stone::White);
}

QTEST_MAIN(TestGomokuMode)
#include "tst_gomokumode.moc"
