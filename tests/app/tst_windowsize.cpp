// The window on screens of every size: the record column folds away where the board needs the
// room (an 800x480 panel, a narrow window) with the clocks still in sight, and a size saved on a
// larger screen shrinks into a smaller one.

#include "app/mainwindow.h"
#include "app/xiangqi/analysis/analysispanel.h"
#include "app/xiangqi/boardview.h"
#include "app/xiangqi/play/clockview.h"
#include "app/xiangqi/play/playcontroller.h"
#include "app/xiangqi/xiangqimode.h"
#include "apptestsupport.h"

#include "app/computerstatus.h"
#include "app/movelistpanel.h"
#include "app/rulesdialog.h"
#include "app/xiangqi/singlegame.h"
#include "app/xiangqi/xiangqievaluation.h"
#include "app/xiangqi/xiangqirules.h"

#include <QApplication>
#include <QFontInfo>
#include <QLabel>
#include <QLayout>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QToolButton>

#include <algorithm>

namespace {

/// The widgets a layout places, its nested layouts' included.
QList<QWidget *> placedWidgets(const QLayout *layout)
{
    QList<QWidget *> widgets;
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (item->widget()) {
            widgets << item->widget();
        } else if (item->layout()) {
            widgets << placedWidgets(item->layout());
        }
    }
    return widgets;
}

/// The parts drawn over one another under `root`: two widgets shown by one layout whose places
/// meet, as "name / name".
QStringList overlappingParts(QWidget *root)
{
    QStringList overlaps;
    QList<QWidget *> holders { root };
    holders << root->findChildren<QWidget *>();
    for (const QWidget *holder : holders) {
        if (!holder->layout() || !holder->isVisible()) {
            continue;
        }
        QList<QWidget *> shown = placedWidgets(holder->layout());
        shown.removeIf([](const QWidget *widget) { return !widget->isVisible(); });
        for (qsizetype i = 0; i < shown.size(); ++i) {
            for (qsizetype j = i + 1; j < shown.size(); ++j) {
                if (shown[i]->geometry().intersects(shown[j]->geometry())) {
                    overlaps << QStringLiteral("%1 / %2").arg(
                        QString::fromLatin1(shown[i]->metaObject()->className()),
                        QString::fromLatin1(shown[j]->metaObject()->className()));
                }
            }
        }
    }
    return overlaps;
}

} // namespace

class TstWindowSize : public WindowTest {
    Q_OBJECT

private slots:
    void init() { newSettings(PlayMode::TwoPlayers); }
    void cleanup() { closeWindow(); }
    void smallScreensFoldTheRecordAway_data();
    void smallScreensFoldTheRecordAway();
    void windowFitsTheScreen();
    void foldedRecordIsReachable();
    void foldedAnalysisIsInSight_data();
    void foldedAnalysisIsInSight();
    void rulesFitTheScreen();
    void menusFitAPanel_data();
    void menusFitAPanel();
    void statusFitsTheWindow_data();
    void statusFitsTheWindow();

private:
    void verifyClocksInSight();
};

void TstWindowSize::smallScreensFoldTheRecordAway_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("recordShown");
    QTest::addColumn<double>("minimumCell"); // pixels between the grid's points
    // On a 7" 800x480 panel 36 pixels are about 7 mm: a stone a finger hits.
    QTest::newRow("desktop") << QSize(1000, 760) << true << 36.0;
    QTest::newRow("800x480 touch panel") << QSize(800, 480) << false << 36.0;
    QTest::newRow("narrow") << QSize(560, 760) << false << 28.0;
}

void TstWindowSize::smallScreensFoldTheRecordAway()
{
    QFETCH(QSize, size);
    QFETCH(bool, recordShown);
    QFETCH(double, minimumCell);
    m_settings->setTimeControl(QStringLiteral("600+5"));
    QVERIFY(openWindow());
    xiangqiOf(*m_window)->newGame(); // on the clock
    m_window->resize(size);
    QTRY_COMPARE(xiangqiOf(*m_window)->recordColumn()->isVisible(), recordShown);
    BoardView *board = xiangqiOf(*m_window)->boardView();
    const double cell = board->squareRect(sq("e0")).width();
    QVERIFY2(cell >= minimumCell, qPrintable(QString::number(cell)));
    verifyClocksInSight();
    // The smallest window the layout allows still holds the whole board, the turn and the clocks.
    m_window->resize(m_window->minimumSizeHint());
    QTRY_VERIFY(!xiangqiOf(*m_window)->recordColumn()->isVisible());
    QVERIFY(board->width() >= board->minimumSizeHint().width());
    QVERIFY(board->height() >= board->minimumSizeHint().height());
    QVERIFY(m_window->turnIndicator()->isVisible());
    verifyClocksInSight();
    m_window->resize(1000, 760); // the column unfolds with the clocks at its top again
    QTRY_VERIFY(xiangqiOf(*m_window)->recordColumn()->isVisible());
    verifyClocksInSight();
}

void TstWindowSize::verifyClocksInSight()
{
    const QWidget *clocks = xiangqiOf(*m_window)->play()->clockView();
    QVERIFY(clocks->isVisible());
    const QRect shown(clocks->mapTo(m_window.get(), QPoint()), clocks->size());
    QVERIFY(m_window->rect().contains(shown));
    const QWidget *board = xiangqiOf(*m_window)->boardView();
    QVERIFY(!shown.intersects(QRect(board->mapTo(m_window.get(), QPoint()), board->size())));
}

/// The first start's size and a size saved on a larger screen both shrink to a smaller one
/// (the test platform's screen is smaller than the default size).
void TstWindowSize::windowFitsTheScreen()
{
    auto window = makeWindow();
    const QSize available = window->screen()->availableGeometry().size();
    QVERIFY2(
        available.width() < 1000 || available.height() < 760, "a screen as large as the default");
    QVERIFY(available.expandedTo(window->size()) == available);
    window->resize(available + QSize(300, 300));
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    window->close(); // the size is saved
    window.reset();
    window = makeWindow();
    QVERIFY(available.expandedTo(window->size()) == available);
}

/// On an 800x480 panel the folded record column is one touch (or Ctrl+L) away: it takes the
/// board's place, with the move list, and gives it back the same way. Where the column fits
/// beside the board there is nothing to open.
void TstWindowSize::foldedRecordIsReachable()
{
    QVERIFY(openWindow());
    XiangqiMode *mode = xiangqiOf(*m_window);
    QVERIFY(mode->game()->play(*xq::Move::fromIccs("h2e2")));
    m_window->resize(800, 480);
    QTRY_VERIFY(!mode->recordColumn()->isVisible());
    auto *toggle = m_window->findChild<QToolButton *>(QStringLiteral("recordToggle"));
    QVERIFY(toggle);
    QTRY_VERIFY(toggle->isVisible());
    QCOMPARE(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_L));
    toggle->click();
    QTRY_VERIFY(mode->recordColumn()->isVisible());
    QVERIFY(!mode->boardView()->isVisible());
    const QRect shown = mode->recordColumn()->visibleRegion().boundingRect();
    const QRect column(mode->recordColumn()->mapTo(m_window.get(), shown.topLeft()), shown.size());
    QVERIFY(m_window->rect().contains(column));
    QVERIFY(mode->moveList()->isVisible());
    QVERIFY(mode->moveList()->height() > 60);
    // Taller than its room (Chinese text is taller, a window smaller), the column scrolls: its
    // parts are never drawn over one another.
    for (const QSize size : { QSize(800, 480), QSize(800, 400) }) {
        m_window->resize(size);
        QTRY_COMPARE(m_window->size(), size);
        QTest::qWait(50); // the layout settles
        const QStringList overlaps = overlappingParts(mode->recordColumn());
        QVERIFY2(overlaps.isEmpty(), qPrintable(overlaps.join(u',')));
    }
    toggle->click();
    QTRY_VERIFY(mode->boardView()->isVisible());
    QVERIFY(!mode->recordColumn()->isVisible());
    toggle->click(); // the record shown, then room for both: both are shown, nothing to toggle
    m_window->resize(1000, 760);
    QTRY_VERIFY(mode->recordColumn()->isVisible());
    QVERIFY(mode->boardView()->isVisible());
    QVERIFY(!toggle->isVisible());
}

void TstWindowSize::foldedAnalysisIsInSight_data()
{
    addLanguageRows();
}

/// At 800x480 the record shown in the board's place has the room of the board: the analysis
/// stands beside the move list, both whole in sight, not a scroll below a full-height list.
void TstWindowSize::foldedAnalysisIsInSight()
{
    QFETCH(bool, chinese);
    const ChineseInterface language(chinese);
    QVERIFY(language.ok());
    QVERIFY(openWindow());
    XiangqiMode *mode = xiangqiOf(*m_window);
    m_window->resize(800, 480);
    QTRY_VERIFY(!mode->recordColumn()->isVisible());
    auto *toggle = m_window->findChild<QToolButton *>(QStringLiteral("recordToggle"));
    QVERIFY(toggle);
    toggle->click();
    QTRY_VERIFY(mode->recordColumn()->isVisible());
    QTest::qWait(50); // the layout settles
    const auto *analysis = mode->recordColumn()->findChild<AnalysisPanel *>();
    QVERIFY(analysis);
    const QWidget *room = mode->recordColumn()->parentWidget(); // the scroll area's viewport
    const auto placeOf
        = [room](const QWidget *part) { return QRect(part->mapTo(room, QPoint()), part->size()); };
    for (const QWidget *part : { static_cast<const QWidget *>(analysis),
             static_cast<const QWidget *>(mode->moveList()) }) {
        QVERIFY2(part->isVisible() && room->rect().contains(placeOf(part)),
            qPrintable(QStringLiteral("%1 at %2,%3 %4x%5 in %6x%7")
                           .arg(QString::fromLatin1(part->metaObject()->className()))
                           .arg(placeOf(part).x())
                           .arg(placeOf(part).y())
                           .arg(part->width())
                           .arg(part->height())
                           .arg(room->width())
                           .arg(room->height())));
    }
    QVERIFY(mode->moveList()->height() > 120);
}

void TstWindowSize::menusFitAPanel_data()
{
    addLanguageRows();
}

/// Every menu of every game opens whole below the menu bar of an 800x480 panel, in one column:
/// none is split in two with Quit at the top of a second one (the items of a Chinese desktop are
/// taller: its font, Noto Sans CJK, has a taller line than DejaVu Sans).
void TstWindowSize::menusFitAPanel()
{
    QFETCH(bool, chinese);
    const ChineseInterface language(chinese);
    QVERIFY(language.ok());
    const QFont font = QApplication::font();
    if (chinese) {
        QFont chineseDesktop(font);
        chineseDesktop.setFamily(QStringLiteral("Noto Sans CJK SC"));
        QVERIFY2(QFontInfo(chineseDesktop).family() == chineseDesktop.family(),
            "no Noto Sans CJK SC (Debian: fonts-noto-cjk)");
        QApplication::setFont(chineseDesktop);
    }
    QVERIFY(openWindow());
    constexpr int PanelHeight = 480;
    const int room = PanelHeight - m_window->menuBar()->sizeHint().height();
    QStringList tooTall;
    for (GameMode *mode : m_window->modes()) {
        m_window->activate(mode); // the window's items join the game's first menu
        for (QMenu *menu : mode->menus()) {
            const QList<QAction *> items = menu->actions();
            const bool oneColumn = std::all_of(items.begin(), items.end(), [&](QAction *item) {
                return menu->actionGeometry(item).x() == menu->actionGeometry(items.front()).x();
            });
            if (!oneColumn || menu->sizeHint().height() > room) {
                tooTall << QStringLiteral("%1 ▸ %2: %3 px of %4")
                               .arg(mode->displayName(), menu->title())
                               .arg(menu->sizeHint().height())
                               .arg(room);
            }
        }
    }
    QApplication::setFont(font);
    QVERIFY2(tooTall.isEmpty(), qPrintable(tooTall.join(u'\n')));
}

/// Help ▸ Rules opens no taller than the screen leaves room for, title bar included (measured on
/// an 800x480 screen by the tst_windowsize_panel run).
void TstWindowSize::rulesFitTheScreen()
{
    QVERIFY(openWindow());
    RulesDialog rules(QStringLiteral("Rules of Xiangqi"), xiangqiRules(), m_window.get());
    rules.show();
    QVERIFY(QTest::qWaitForWindowExposed(&rules));
    const QSize available = rules.screen()->availableGeometry().size();
    constexpr int TitleBar = 40;
    QVERIFY2(rules.height() + TitleBar <= available.height(),
        qPrintable(
            QStringLiteral("%1 on a screen %2 high").arg(rules.height()).arg(available.height())));
    QVERIFY(rules.width() <= available.width());
}

void TstWindowSize::statusFitsTheWindow_data()
{
    QTest::addColumn<QString>("game");
    QTest::newRow("Xiangqi thinking") << QStringLiteral("xiangqi");
    QTest::newRow("Gomoku") << QStringLiteral("gomoku");
    QTest::newRow("Reversi") << QStringLiteral("reversi");
}

/// In an 800x480 window, Xiangqi on the clock while the computer thinks its longest line, or
/// another game: no text of the status bar is clipped (the computer's line is cut short with an
/// ellipsis), its widgets stay inside the window, and a quarter of it at least is left for the
/// passing messages.
void TstWindowSize::statusFitsTheWindow()
{
    QFETCH(QString, game);
    m_settings->setPlayMode(PlayMode::Red);
    m_settings->setTimeControl(QStringLiteral("600+5"));
    QVERIFY(openWindow());
    XiangqiMode *xiangqi = xiangqiOf(*m_window);
    xiangqi->newGame();
    QVERIFY(xiangqi->game()->play(mv("h2e2")));
    // Once the computer has answered, its display is set to the longest line it shows.
    QTRY_COMPARE_WITH_TIMEOUT(xiangqi->game()->ply(), 2, scaledMs(15000));
    xiangqi->computerStatus()->setThinking(true);
    xq::SearchInfo info;
    info.depth = 12;
    info.scoreCp = -135;
    for (const char *move : { "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2" }) {
        info.pv.push_back(mv(move));
    }
    xiangqi->computerStatus()->setEvaluation(
        XiangqiEvaluation::text(info, xiangqi->game()->board(), m_settings->notation()));
    for (GameMode *mode : m_window->modes()) {
        if (mode->id() == game) {
            m_window->activate(mode);
        }
    }
    m_window->resize(800, 480);
    QStatusBar *bar = m_window->statusBar();
    const auto messageRoom = [&] { return m_window->turnIndicator()->mapTo(bar, QPoint()).x(); };
    // The status bar lays its widgets out after the resize's events: on a loaded machine (or
    // under emulation) that takes longer than any fixed wait.
    QTRY_VERIFY2_WITH_TIMEOUT(messageRoom() >= bar->width() / 4,
        qPrintable(QString("%1 px of %2 for messages").arg(messageRoom()).arg(bar->width())),
        scaledMs(5000));
    for (const QLabel *label : bar->findChildren<QLabel *>()) {
        if (label->isVisible()) {
            QVERIFY2(label->width() >= label->sizeHint().width(),
                qPrintable(QString("\"%1\": %2 of %3 px")
                               .arg(label->text())
                               .arg(label->width())
                               .arg(label->sizeHint().width())));
        }
    }
    QWidget *status = m_window->activeMode()->statusWidget();
    if (status && status->isVisible()) {
        QVERIFY(m_window->rect().contains(
            QRect(status->mapTo(m_window.get(), QPoint()), status->size())));
    }
}

QTEST_MAIN(TstWindowSize)
#include "tst_windowsize.moc"
