// The position editor: placing, moving and removing stones with the mouse, the palette's limits
// and refusals, positions the rules cannot allow, and the FEN field.

#include "editordriver.h"

#include "core/positioncheck.h"

using xq::Kind;
using xq::Side;
using xq::Square;
using xq::Stone;

namespace {

const Stone RedChariot(Side::Red, Kind::Chariot);
const Stone RedSoldier(Side::Red, Kind::Soldier);
const Stone BlackHorse(Side::Black, Kind::Horse);
const Stone Eraser;

} // namespace

class TestPositionEditor : public QObject {
    Q_OBJECT

private slots:
    void opensOnTheGivenPosition()
    {
        const xq::Board initial = boardFromFen("3k5/9/9/9/9/9/9/9/4A4/4K4 b - - 0 1");
        EditorDriver d(initial);
        QCOMPARE(d.at("d9"), Stone(Side::Black, Kind::General));
        QCOMPARE(d.at("e1"), Stone(Side::Red, Kind::Advisor));
        QCOMPARE(d.at("e0"), Stone(Side::Red, Kind::General));
        QCOMPARE(d.at("d0"), Stone());
        QVERIFY(d.isChosen("Black"));
        QCOMPARE(d.fenField()->text(), QString("3k5/9/9/9/9/9/9/9/4A4/4K4 b - - 0 1"));
        QVERIFY2(!d.editor->position(), "nothing is set up before OK");
    }

    void clicksPlaceTheChosenStone()
    {
        EditorDriver d;
        d.press("clear");
        QCOMPARE(d.palette()->remaining(RedChariot), 2);
        d.pick(RedChariot);
        QCOMPARE(d.palette()->tool(), std::optional(RedChariot));
        d.click("a0");
        d.click("i9");
        QCOMPARE(d.at("a0"), RedChariot);
        QCOMPARE(d.at("i9"), RedChariot);
        QCOMPARE(d.palette()->remaining(RedChariot), 0);
        QCOMPARE(d.problem(), QString());
    }

    void escapeLetsGoOfTheChosenStoneFirst()
    {
        EditorDriver d;
        d.press("clear");
        d.pick(RedChariot);
        QTest::keyClick(d.board(), Qt::Key_Escape);
        QCOMPARE(d.palette()->tool(), std::nullopt);
        QVERIFY2(d.editor->isVisible(), "the first Escape only lets go of the stone");
        QTest::keyClick(d.board(), Qt::Key_Escape);
        QVERIFY(!d.editor->isVisible());
        QVERIFY(!d.editor->position());
    }

    void closingWhileCarryingAStoneGivesTheCursorBack()
    {
        EditorDriver d;
        d.press("clear");
        SetupPalette *tray = d.palette();
        const QPointF start = tray->slotRect(BlackHorse).center();
        QTest::mousePress(tray, Qt::LeftButton, {}, start.toPoint());
        sweep(tray, start, start + QPointF(0, 60));
        QVERIFY(QApplication::overrideCursor());
        d.editor->reject();
        QVERIFY(!QApplication::overrideCursor());
    }

    void anAbandonedStoneLeavesNoLandingMark()
    {
        EditorDriver d;
        d.press("clear");
        SetupPalette *tray = d.palette();
        const QPointF start = tray->slotRect(BlackHorse).center();
        const QPointF over
            = tray->mapFromGlobal(d.board()->mapToGlobal(d.board()->squareRect(sq("e5")).center()));
        QTest::mousePress(tray, Qt::LeftButton, {}, start.toPoint());
        sweep(tray, start, over);
        QVERIFY(d.board()->landing());
        QTest::mousePress(tray, Qt::RightButton, {}, over.toPoint()); // the carry is abandoned
        QVERIFY(!d.board()->landing());
        QVERIFY(!QApplication::overrideCursor());
    }

    void aClickWithNothingChosenSaysWhatToDo()
    {
        EditorDriver d;
        d.click("e4");
        QCOMPARE(d.at("e4"), Stone());
        QVERIFY(d.problem().contains("Choose a stone"));
    }

    void stonesAreMovedAndTakenOff()
    {
        EditorDriver d;
        d.drag("h2", "e2");
        QCOMPARE(d.at("h2"), Stone());
        QCOMPARE(d.at("e2"), Stone(Side::Red, Kind::Cannon));

        d.click("a0", Qt::RightButton);
        QCOMPARE(d.at("a0"), Stone());

        d.dragOff("b0");
        QCOMPARE(d.at("b0"), Stone());

        d.pick(Eraser);
        d.click("i0");
        QCOMPARE(d.at("i0"), Stone());
        QCOMPARE(d.palette()->remaining(RedChariot), 2);
    }

    void stonesAreDraggedInFromThePalette()
    {
        EditorDriver d;
        d.press("clear");
        d.dragIn(BlackHorse, "e5");
        QCOMPARE(d.at("e5"), BlackHorse);
        QCOMPARE(d.palette()->tool(), std::nullopt); // a drag does not change the click tool
        d.dragIn(Eraser, "e5");
        QCOMPARE(d.at("e5"), Stone());
    }

    void stonesGoOnlyWhereTheyCanStand_data()
    {
        QTest::addColumn<Stone>("stone");
        QTest::addColumn<QString>("square");
        QTest::addColumn<QString>("reason");
        const Stone redGeneral(Side::Red, Kind::General);
        QTest::newRow("general out of its palace") << redGeneral << "d3"
                                                   << "palace";
        QTest::newRow("advisor off the diagonals") << Stone(Side::Red, Kind::Advisor) << "e0"
                                                   << "diagonals";
        QTest::newRow("elephant across the river") << Stone(Side::Black, Kind::Elephant) << "c4"
                                                   << "never crosses the river";
        QTest::newRow("elephant between its points") << Stone(Side::Red, Kind::Elephant) << "e4"
                                                     << "seven elephant points";
        QTest::newRow("soldier behind its start") << RedSoldier << "a2"
                                                  << "never steps back";
        QTest::newRow("soldier beside its start") << RedSoldier << "b3"
                                                  << "never steps back";
        QTest::newRow("black soldier behind its start") << Stone(Side::Black, Kind::Soldier) << "e7"
                                                        << "never steps back";
    }

    void stonesGoOnlyWhereTheyCanStand()
    {
        QFETCH(Stone, stone);
        QFETCH(QString, square);
        QFETCH(QString, reason);
        EditorDriver d;
        d.press("clear");
        const QByteArray point = square.toLatin1();

        d.pick(stone);
        d.click(point);
        QCOMPARE(d.at(point), Stone());
        QVERIFY2(d.problem().contains(reason), qPrintable(d.problem()));

        d.press("clear"); // a refusal by drag says the same
        QCOMPARE(d.problem(), QString());
        d.dragIn(stone, point);
        QCOMPARE(d.at(point), Stone());
        QVERIFY2(d.problem().contains(reason), qPrintable(d.problem()));
    }

    void stonesStandWhereTheyCanStand_data()
    {
        QTest::addColumn<Stone>("stone");
        QTest::addColumn<QString>("square");
        QTest::newRow("advisor in the palace centre") << Stone(Side::Red, Kind::Advisor) << "e1";
        QTest::newRow("elephant on the river bank") << Stone(Side::Black, Kind::Elephant) << "c5";
        QTest::newRow("soldier one step ahead") << RedSoldier << "c4";
        QTest::newRow("soldier across the river") << RedSoldier << "b7";
        QTest::newRow("black soldier on its bank") << Stone(Side::Black, Kind::Soldier) << "e5";
        QTest::newRow("black soldier on Red's back rank")
            << Stone(Side::Black, Kind::Soldier) << "b0";
    }

    void stonesStandWhereTheyCanStand()
    {
        QFETCH(Stone, stone);
        QFETCH(QString, square);
        EditorDriver d;
        d.press("clear");
        d.pick(stone);
        d.click(square.toLatin1());
        QCOMPARE(d.at(square.toLatin1()), stone);
    }

    void everyKindHasItsPoints_data()
    {
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<int>("points");
        QTest::newRow("general") << Kind::General << 9;
        QTest::newRow("advisor") << Kind::Advisor << 5;
        QTest::newRow("elephant") << Kind::Elephant << 7;
        QTest::newRow("horse") << Kind::Horse << 90;
        QTest::newRow("chariot") << Kind::Chariot << 90;
        QTest::newRow("cannon") << Kind::Cannon << 90;
        QTest::newRow("soldier") << Kind::Soldier << 55; // 45 across the river, 10 on its side
    }

    void everyKindHasItsPoints()
    {
        QFETCH(Kind, kind);
        QFETCH(int, points);
        for (Side side : { Side::Red, Side::Black }) {
            int count = 0;
            for (Square s = 0; s < xq::SquareCount; ++s) {
                count += xq::canEverStand(Stone(side, kind), s);
            }
            QCOMPARE(count, points);
        }
    }

    void noMoreStonesThanASideOwns()
    {
        EditorDriver d;
        QCOMPARE(d.palette()->remaining(RedSoldier), 0);

        d.pick(RedSoldier);
        QCOMPARE(d.palette()->tool(), std::nullopt);
        QVERIFY2(
            d.problem().contains("Red already has all 5 of its soldiers"), qPrintable(d.problem()));

        d.pick(Stone(Side::Black, Kind::General));
        QVERIFY2(d.problem().contains("Black already has its general"), qPrintable(d.problem()));

        d.press("clear");
        d.pick(RedChariot);
        for (const char *point : { "a0", "b0", "c0" }) {
            d.click(point);
        }
        QCOMPARE(d.at("c0"), Stone());
        QVERIFY2(d.problem().contains("all 2 of its chariots"), qPrintable(d.problem()));
    }

    void aMovedOrReplacedStoneCountsOnce()
    {
        EditorDriver d;
        d.drag("d0", "e1"); // the advisor moves; it is not a third one
        QCOMPARE(d.at("e1"), Stone(Side::Red, Kind::Advisor));
        QCOMPARE(d.problem(), QString());

        d.press("clear");
        d.pick(RedChariot);
        d.click("a0");
        d.click("a1");
        d.pick(BlackHorse);
        d.click("a0"); // the horse replaces a chariot ...
        d.pick(RedChariot);
        d.click("a2"); // ... so a second chariot may go elsewhere
        QCOMPARE(d.at("a0"), BlackHorse);
        QCOMPARE(d.at("a2"), RedChariot);
    }

    void theCoreNamesWhatTheTrayNeverLetsThrough()
    {
        // The tray and the FEN reader keep these out of the editor; the core still names them.
        std::array<Stone, xq::SquareCount> stones {};
        for (Square s = 0; s < xq::SquareCount; ++s) {
            stones[s] = xq::Board::startPosition().stoneAt(s);
        }
        auto third = stones;
        third[sq("e4")] = RedChariot;
        auto issue = xq::checkSetup(third, Side::Red);
        QVERIFY(issue);
        QCOMPARE(issue->problem, xq::SetupProblem::TooManyStones);
        QCOMPARE(issue->side, Side::Red);
        QCOMPARE(issue->kind, Kind::Chariot);

        auto stray = stones;
        std::swap(stray[sq("d9")], stray[sq("d8")]);
        issue = xq::checkSetup(stray, Side::Red);
        QVERIFY(issue);
        QCOMPARE(issue->problem, xq::SetupProblem::UnreachablePoint);
        QCOMPARE(issue->side, Side::Black);
        QCOMPARE(issue->kind, Kind::Advisor);
        QCOMPARE(issue->square, sq("d8"));

        QVERIFY(!xq::checkSetup(stones, Side::Red));
        QVERIFY(!xq::checkSetup(stones, Side::Black));
    }

    void impossiblePositionsAreRefusedWithTheReason_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to"); // empty: right-click `from` to take its stone off
        QTest::addColumn<QString>("reason");
        QTest::newRow("no black general") << QString::fromLatin1(xq::Board::StartFen) << "e9"
                                          << ""
                                          << "Black has no general.";
        QTest::newRow("no red general") << QString::fromLatin1(xq::Board::StartFen) << "e0"
                                        << ""
                                        << "Red has no general.";
        QTest::newRow("generals facing") << "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"
                                         << "d9"
                                         << "e9"
                                         << "The generals face each other";
        QTest::newRow("side not to move in check") << "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1"
                                                   << "i0"
                                                   << "i9"
                                                   << "Black is in check while it is Red's move";
        QTest::newRow("black to move, red in check") << "3k5/9/9/9/9/9/9/9/8r/4K4 b - - 0 1"
                                                     << "i1"
                                                     << "e1"
                                                     << "Red is in check while it is Black's move";
        QTest::newRow("red checkmated") << "3k5/9/9/9/9/9/9/r8/9/4K3r w - - 0 1"
                                        << "a2"
                                        << "d1"
                                        << "Red has no legal move: the game would already be over";
        QTest::newRow("red stalemated") << "3k5/9/9/9/8r/9/9/9/3r5/4K4 w - - 0 1"
                                        << "i5"
                                        << "f1"
                                        << "Red has no legal move: the game would already be over";
        QTest::newRow("black stalemated")
            << "4k4/9/9/9/9/3R5/9/9/9/5K3 b - - 0 1"
            << "d4"
            << "d8"
            << "Black has no legal move: the game would already be over";
    }

    void impossiblePositionsAreRefusedWithTheReason()
    {
        QFETCH(QString, fen);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, reason);
        EditorDriver d(boardFromFen(fen.toLatin1()));
        if (to.isEmpty()) {
            d.click(from.toLatin1(), Qt::RightButton);
        } else {
            d.drag(from.toLatin1(), to.toLatin1());
        }
        const QString edited = d.editor->fen();
        QVERIFY2(edited != fen, "the edit was made");

        d.pressOk();
        QVERIFY2(d.editor->isVisible(), "the dialog stays open");
        QCOMPARE(d.editor->result(), int(QDialog::Rejected));
        QVERIFY(!d.editor->position());
        QVERIFY2(d.problem().contains(reason), qPrintable(d.problem()));
        QCOMPARE(d.editor->fen(), edited);
    }

    void aGoodPositionIsAcceptedWithSideAndPlayMode()
    {
        EditorDriver d;
        d.press("clear");
        d.pick(Stone(Side::Red, Kind::General));
        d.click("e0");
        d.pick(Stone(Side::Black, Kind::General));
        d.click("d9");
        d.pick(RedChariot);
        d.click("h4");
        d.choose("Black");
        d.choose("Two players");
        QCOMPARE(d.editor->fen(), QString("3k5/9/9/9/9/7R1/9/9/9/4K4 b - - 0 1"));

        d.pressOk();
        QCOMPARE(d.editor->result(), int(QDialog::Accepted));
        QVERIFY(!d.editor->isVisible());
        QVERIFY(d.editor->position());
        QCOMPARE(d.editor->position()->fen(), std::string("3k5/9/9/9/9/7R1/9/9/9/4K4 b - - 0 1"));
        QCOMPARE(d.editor->position()->sideToMove(), Side::Black);
        QCOMPARE(d.editor->playMode(), PlayMode::TwoPlayers);
    }

    void thePlayModeOfferedFirstIsKeptUnlessChanged()
    {
        EditorDriver d;
        d.editor->setPlayMode(PlayMode::Black);
        d.editor->setPlayMode(static_cast<PlayMode>(42));
        QVERIFY(d.isChosen("Black against the computer"));
        d.pressOk();
        QCOMPARE(d.editor->playMode(), PlayMode::Black);
        QCOMPARE(d.editor->position()->fen(), xq::Board::startPosition().fen());
    }

    void cancelSetsNothingUp()
    {
        EditorDriver d;
        d.click("a0", Qt::RightButton);
        d.editor->reject();
        QCOMPARE(d.editor->result(), int(QDialog::Rejected));
        QVERIFY(!d.editor->position());
    }

    void theFenFieldFollowsTheBoard()
    {
        EditorDriver d;
        QCOMPARE(d.fenField()->text().toStdString(), xq::Board::startPosition().fen());
        d.click("a0", Qt::RightButton);
        d.choose("Black");
        QCOMPARE(d.fenField()->text(),
            QString("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR b - - 0 1"));
    }

    void aTypedFenSetsTheBoardUp()
    {
        EditorDriver d;
        const QString fen = "3k5/4a4/9/9/2P6/9/9/9/4A4/4K4 b - - 0 1";
        d.typeFen(fen);
        QVERIFY2(d.editor->isVisible(), "Enter in the FEN field does not close the dialog");
        QCOMPARE(d.problem(), QString());
        QCOMPARE(d.at("c5"), RedSoldier);
        QCOMPARE(d.at("a0"), Stone());
        QCOMPARE(d.editor->fen(), fen);
        QCOMPARE(d.palette()->remaining(RedSoldier), 4);
        QVERIFY(d.isChosen("Black"));
        d.pressOk();
        QCOMPARE(d.editor->position()->fen(), fen.toStdString());
    }

    void aBarePlacementKeepsTheSideToMove()
    {
        EditorDriver d;
        d.choose("Black");
        d.typeFen("3k5/9/9/9/9/9/9/9/9/4K4");
        QCOMPARE(d.problem(), QString());
        QCOMPARE(d.editor->fen(), QString("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1"));
    }

    void aBadFenIsRefusedAndTheBoardKept_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("reason");
        QTest::newRow("nine ranks") << "3k5/9/9/9/9/9/9/9/4K4 w"
                                    << "ranks";
        QTest::newRow("unknown letter") << "3k5/9/9/9/9/9/9/9/9/4X4 w"
                                        << "unknown letter";
        QTest::newRow("too many soldiers") << "3k5/9/9/9/PPPPPP3/9/9/9/9/4K4 w"
                                           << "too many";
        QTest::newRow("no general") << "9/9/9/9/9/9/9/9/9/4K4 w"
                                    << "no general";
        QTest::newRow("bad side") << "3k5/9/9/9/9/9/9/9/9/4K4 x"
                                  << "side to move";
        QTest::newRow("empty") << ""
                               << "empty";
    }

    void aBadFenIsRefusedAndTheBoardKept()
    {
        QFETCH(QString, fen);
        QFETCH(QString, reason);
        EditorDriver d;
        d.click("a0", Qt::RightButton);
        const QString before = d.editor->fen();
        d.typeFen(fen);
        QVERIFY2(d.problem().contains(reason), qPrintable(d.problem()));
        QCOMPARE(d.editor->fen(), before);
        QCOMPARE(d.at("a0"), Stone());
        QCOMPARE(d.at("b0"), Stone(Side::Red, Kind::Horse));
        QCOMPARE(d.fenField()->text(), fen); // left as typed, to be corrected
        QVERIFY(d.editor->isVisible());
    }

    void clearAndStandardStart()
    {
        EditorDriver d(boardFromFen("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1"));
        d.press("start");
        QCOMPARE(d.editor->fen().toStdString(), xq::Board::startPosition().fen());
        d.press("clear");
        QCOMPARE(d.editor->fen(), QString("9/9/9/9/9/9/9/9/9/9 w - - 0 1"));
        QCOMPARE(d.palette()->remaining(RedSoldier), 5);
    }

    void aFlippedBoardTakesClicksWhereItShowsThePoints()
    {
        EditorDriver d;
        d.press("flip");
        QVERIFY(d.board()->isFlipped());
        QVERIFY(d.board()->squareRect(sq("a0")).top() < d.board()->height() / 2);
        d.click("a0", Qt::RightButton);
        QCOMPARE(d.at("a0"), Stone());
        QCOMPARE(d.at("i9"), Stone(Side::Black, Kind::Chariot));
    }
};

QTEST_MAIN(TestPositionEditor)
#include "tst_positioneditor.moc"
