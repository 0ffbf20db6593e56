// BoardView: where the points are (flipped or not, any size), and moves played with the mouse
// on the real window, clicks and drag-and-drop, legal and refused.

#include "app/mainwindow.h"
#include "app/xiangqi/boardgeometry.h"
#include "app/xiangqi/gamemenus.h"
#include "app/xiangqi/recordcontroller.h"
#include "app/xiangqi/singlegame.h"
#include "app/xiangqi/xiangqimode.h"
#include "apptestsupport.h"

#include <QAction>
#include <QApplication>
#include <QStatusBar>

using namespace xq;

class TstBoardView : public WindowTest {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void everyPointRoundTrips_data();
    void everyPointRoundTrips();
    void flipIsAHalfTurn();
    void redAtTheBottomUnlessFlipped();
    void keepsProportions_data();
    void keepsProportions();
    void clicksPlayAMove_data();
    void clicksPlayAMove();
    void dragAndDropPlaysAMove();
    void illegalDropIsRefused();
    void illegalClickIsRefusedWithAReason_data();
    void illegalClickIsRefusedWithAReason();
    void opponentStoneIsNotSelected();
    void secondClickLetsGo();
    void paintsAtAnySize();
    void flipFromTheMenu();
    void escapeLetsGo();

private:
    void playAs(PlayMode mode);
};

void TstBoardView::init()
{
    newSettings(PlayMode::TwoPlayers);
    QVERIFY(openWindow());
}

void TstBoardView::cleanup()
{
    closeWindow();
}

void TstBoardView::playAs(PlayMode mode)
{
    xiangqiOf(*m_window)->setPlayMode(mode);
}

void TstBoardView::everyPointRoundTrips_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("flipped");
    QTest::newRow("small, Red below") << QSize(300, 330) << false;
    QTest::newRow("small, flipped") << QSize(300, 330) << true;
    QTest::newRow("wide window") << QSize(1200, 500) << false;
    QTest::newRow("tall window, flipped") << QSize(400, 900) << true;
}

void TstBoardView::everyPointRoundTrips()
{
    QFETCH(QSize, size);
    QFETCH(bool, flipped);
    const BoardGeometry geometry(size, flipped);
    for (Square s = 0; s < SquareCount; ++s) {
        const QRectF rect = geometry.squareRect(s);
        QCOMPARE(geometry.squareAt(rect.center()), s);
        // Anywhere well inside the cell picks the same point.
        QCOMPARE(geometry.squareAt(rect.topLeft() + QPointF(2, 2)), s);
        QCOMPARE(geometry.squareAt(rect.bottomRight() - QPointF(2, 2)), s);
    }
    QCOMPARE(geometry.squareAt(QPointF(1, 1)), NoSquare);
}

void TstBoardView::flipIsAHalfTurn()
{
    const QSizeF size(640, 700);
    const BoardGeometry normal(size, false);
    const BoardGeometry flipped(size, true);
    const QPointF middle(size.width() / 2, size.height() / 2);
    for (Square s = 0; s < SquareCount; ++s) {
        const QPointF turned = 2 * middle - normal.center(s);
        QVERIFY2(QLineF(flipped.center(s), turned).length() < 1e-6, squareName(s).c_str());
    }
    // Flipped, a0 (Red's left corner) is at Black's left: the top right.
    QVERIFY(flipped.center(sq("a0")).x() > middle.x());
    QVERIFY(flipped.center(sq("a0")).y() < middle.y());
}

void TstBoardView::redAtTheBottomUnlessFlipped()
{
    BoardView *view = xiangqiOf(*m_window)->boardView();
    view->setFlipped(false);
    QVERIFY(view->squareRect(sq("e0")).center().y() > view->squareRect(sq("e9")).center().y());
    QVERIFY(view->squareRect(sq("a0")).center().x() < view->squareRect(sq("i0")).center().x());
    playAs(PlayMode::Black); // playing Black turns the board so Black sits at the bottom
    QVERIFY(view->isFlipped());
    QVERIFY(view->squareRect(sq("e0")).center().y() < view->squareRect(sq("e9")).center().y());
}

void TstBoardView::keepsProportions_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("square") << QSize(600, 600);
    QTest::newRow("wide") << QSize(1400, 500);
    QTest::newRow("tall") << QSize(400, 1000);
}

void TstBoardView::keepsProportions()
{
    QFETCH(QSize, size);
    const BoardGeometry geometry(size, false);
    const QRectF grid = geometry.gridRect();
    QVERIFY(qAbs(grid.width() / grid.height() - 8.0 / 9.0) < 1e-9);
    QVERIFY(QRectF(QPointF(0, 0), QSizeF(size)).contains(grid));
    // Centred: equal space on both sides of the limiting direction.
    QVERIFY(qAbs(grid.left() - (size.width() - grid.right())) < 1e-6);
    QVERIFY(qAbs(grid.top() - (size.height() - grid.bottom())) < 1e-6);
}

void TstBoardView::clicksPlayAMove_data()
{
    QTest::addColumn<bool>("flipped");
    QTest::newRow("Red below") << false;
    QTest::newRow("flipped") << true;
}

void TstBoardView::clicksPlayAMove()
{
    QFETCH(bool, flipped);
    BoardView *view = xiangqiOf(*m_window)->boardView();
    view->setFlipped(flipped);
    SingleGame *game = xiangqiOf(*m_window)->game();

    clickSquare(view, sq("h2"));
    QCOMPARE(view->selectedSquare(), sq("h2"));
    clickSquare(view, sq("e2")); // 炮二平五
    QCOMPARE(game->length(), 1);
    QCOMPARE(game->lineMoves().front(), Move(sq("h2"), sq("e2")));
    QCOMPARE(game->board().stoneAt(sq("e2")), Stone(Side::Red, Kind::Cannon));
    QCOMPARE(game->board().sideToMove(), Side::Black);
    QCOMPARE(view->selectedSquare(), NoSquare);

    clickSquare(view, sq("h9"));
    clickSquare(view, sq("g7")); // 马８进７
    QCOMPARE(game->length(), 2);
    QCOMPARE(game->board().stoneAt(sq("g7")), Stone(Side::Black, Kind::Horse));
}

void TstBoardView::dragAndDropPlaysAMove()
{
    BoardView *view = xiangqiOf(*m_window)->boardView();
    dragStone(view, sq("b0"), sq("c2"));
    QCOMPARE(xiangqiOf(*m_window)->game()->length(), 1);
    QCOMPARE(
        xiangqiOf(*m_window)->game()->board().stoneAt(sq("c2")), Stone(Side::Red, Kind::Horse));
}

void TstBoardView::illegalDropIsRefused()
{
    BoardView *view = xiangqiOf(*m_window)->boardView();
    dragStone(view, sq("c0"), sq("c4")); // an elephant cannot run up the file
    QCOMPARE(xiangqiOf(*m_window)->game()->length(), 0);
    QCOMPARE(
        xiangqiOf(*m_window)->game()->board().stoneAt(sq("c0")), Stone(Side::Red, Kind::Elephant));
    QCOMPARE(m_window->statusText(), QStringLiteral("The elephant moves two points diagonally"));
}

void TstBoardView::illegalClickIsRefusedWithAReason_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("reason");
    const QString start = QString::fromLatin1(Board::StartFen.data(), Board::StartFen.size());
    QTest::newRow("pinned chariot") << "4k4/9/9/9/4r4/9/9/9/4R4/4K4 w - - 0 1"
                                    << "e1"
                                    << "d1"
                                    << "Your general would be in check";
    QTest::newRow("generals face") << "3k5/9/9/8r/9/9/R8/9/9/4K4 w - - 0 1"
                                   << "e0"
                                   << "d0"
                                   << "The two generals would face each other";
    QTest::newRow("horse moves") << start << "b0"
                                 << "b1"
                                 << "The horse moves one point straight, then one diagonally";
    QTest::newRow("elephant river") << "3k4r/9/9/9/9/2B6/9/9/9/R3K4 w - - 0 1"
                                    << "c4"
                                    << "e6"
                                    << "The elephant cannot cross the river";
    QTest::newRow("soldier backwards") << start << "e3"
                                       << "e2"
                                       << "The soldier moves one point forward, never back";
}

void TstBoardView::illegalClickIsRefusedWithAReason()
{
    QFETCH(QString, fen);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, reason);
    SingleGame *game = xiangqiOf(*m_window)->game();
    game->newGame(boardFromFen(fen.toLatin1().constData()));
    const std::string before = game->board().fen();

    BoardView *view = xiangqiOf(*m_window)->boardView();
    clickSquare(view, sq(from.toLatin1().constData()));
    clickSquare(view, sq(to.toLatin1().constData()));
    QCOMPARE(game->length(), 0);
    QCOMPARE(game->board().fen(), before);
    QCOMPARE(m_window->statusText(), reason);
}

void TstBoardView::opponentStoneIsNotSelected()
{
    BoardView *view = xiangqiOf(*m_window)->boardView();
    clickSquare(view, sq("h9"));
    QCOMPARE(view->selectedSquare(), NoSquare);
    QCOMPARE(m_window->statusText(), QStringLiteral("It is Red's turn"));
}

void TstBoardView::secondClickLetsGo()
{
    BoardView *view = xiangqiOf(*m_window)->boardView();
    clickSquare(view, sq("h2"));
    QCOMPARE(view->selectedSquare(), sq("h2"));
    clickSquare(view, sq("h2"));
    QCOMPARE(view->selectedSquare(), NoSquare);
    clickSquare(view, sq("h2"));
    clickSquare(view, sq("b2")); // another own stone: the selection moves to it
    QCOMPARE(view->selectedSquare(), sq("b2"));
    QCOMPARE(xiangqiOf(*m_window)->game()->length(), 0);
}

void TstBoardView::paintsAtAnySize()
{
    BoardView *view = xiangqiOf(*m_window)->boardView();
    clickSquare(view, sq("h2"));
    for (const QSize size : { QSize(200, 220), QSize(900, 1000) }) {
        view->resize(size);
        const QImage image = view->grab().toImage();
        QVERIFY(!image.isNull());
        // The middle of the river is wood, not the window background.
        const QColor river = image.pixelColor(view->squareRect(sq("e4")).center().toPoint()
            + QPoint(view->squareRect(0).width() / 4, -view->squareRect(0).height() / 2));
        QVERIFY2(river.red() > 180 && river.blue() < 170, qPrintable(river.name()));
    }
}

void TstBoardView::flipFromTheMenu()
{
    BoardView *view = xiangqiOf(*m_window)->boardView();
    QVERIFY(!view->isFlipped());
    const QRectF a0 = view->squareRect(sq("a0"));
    xiangqiOf(*m_window)->gameMenus()->flip->trigger();
    QVERIFY(view->isFlipped());
    QCOMPARE(view->squareRect(sq("i9")), a0); // a half turn: the far corner takes its place
    // Clicks still land on the right points.
    clickSquare(view, sq("h2"));
    clickSquare(view, sq("e2"));
    QCOMPARE(xiangqiOf(*m_window)->game()->length(), 1);
    xiangqiOf(*m_window)->gameMenus()->flip->trigger();
    QVERIFY(!view->isFlipped());
}

void TstBoardView::escapeLetsGo()
{
    BoardView *view = xiangqiOf(*m_window)->boardView();
    clickSquare(view, sq("b0"));
    QCOMPARE(view->selectedSquare(), sq("b0"));
    QTest::keyClick(view, Qt::Key_Escape);
    QCOMPARE(view->selectedSquare(), NoSquare);
}

QTEST_MAIN(TstBoardView)
#include "tst_boardview.moc"
