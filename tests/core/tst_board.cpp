// The board model: FEN in and out, refusal of impossible positions, make/unmake, the canMove
// query against the generated moves, and check detection.

#include "positions.h"

#include "core/moverefusal.h"

#include <QTest>

#include <random>

using namespace xq;
using xq::testing::variedPositions;

namespace {

QString toQString(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

class TestBoard : public QObject {
    Q_OBJECT

private slots:
    void startPosition()
    {
        const Board board = Board::startPosition();
        QCOMPARE(toQString(board.fen()), QString::fromLatin1(Board::StartFen.data()));
        QCOMPARE(board.sideToMove(), Side::Red);
        QCOMPARE(board.stonesOf(Side::Red).size(), 16);
        QCOMPARE(board.stonesOf(Side::Black).size(), 16);
        QCOMPARE(board.generalSquare(Side::Red), makeSquare(4, 0));
        QCOMPARE(board.generalSquare(Side::Black), makeSquare(4, 9));
        QVERIFY(!board.inCheck());
    }

    void fenRoundTrip()
    {
        for (const Board &board : variedPositions(3, 60)) {
            const auto again = Board::fromFen(board.fen());
            QVERIFY2(again.ok(), again.error().c_str());
            QCOMPARE(again->fen(), board.fen());
            QCOMPARE(again->key(), board.key());
        }
    }

    void fenAlternativeLetters()
    {
        const auto board = Board::fromFen(
            "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1");
        QVERIFY2(board.ok(), board.error().c_str());
        QCOMPARE(toQString(board->fen()), QString::fromLatin1(Board::StartFen.data()));
    }

    void fenWithoutCounters()
    {
        const auto board
            = Board::fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b");
        QVERIFY2(board.ok(), board.error().c_str());
        QCOMPARE(board->sideToMove(), Side::Black);
        QCOMPARE(board->moveNumber(), 1);
    }

    void fenRefused_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << ""
                               << "empty";
        QTest::newRow("nine ranks") << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
                                    << "ranks";
        QTest::newRow("short rank")
            << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w"
            << "9 files";
        QTest::newRow("long rank")
            << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w"
            << "more than 9";
        QTest::newRow("digit overflow")
            << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C2/9/RNBAKABNR w"
            << "9 files";
        QTest::newRow("unknown letter")
            << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5X1/9/RNBAKABNR w"
            << "unknown letter 'X'";
        QTest::newRow("no side") << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR"
                                 << "side to move";
        QTest::newRow("bad side") << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x"
                                  << "side to move";
        QTest::newRow("bad counter")
            << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1"
            << "ply counter";
        QTest::newRow("bad move number")
            << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0"
            << "move number";
        QTest::newRow("three chariots")
            << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5R1/9/RNBAKABNR w"
            << "too many Red chariots";
        QTest::newRow("six soldiers")
            << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/4P4/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
            << "too many Red soldiers";
        QTest::newRow("two generals")
            << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBAKABNR w"
            << "general";
        QTest::newRow("no black general")
            << "rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
            << "Black has no general";
        QTest::newRow("general outside palace") << "3k5/9/9/9/9/9/9/9/9/K8 w"
                                                << "Red general on a0";
        QTest::newRow("advisor off its points") << "3k5/9/9/9/9/9/9/9/3A5/4K4 w"
                                                << "Red advisor on d1";
        QTest::newRow("elephant across river") << "3k5/9/9/9/2B6/9/9/9/9/3K5 w"
                                               << "Red elephant on c5";
        QTest::newRow("elephant off its points") << "3k5/9/9/9/9/9/9/9/9/3KB4 w"
                                                 << "Red elephant on e0";
        QTest::newRow("soldier behind its start") << "3k5/9/9/9/9/9/9/P8/9/3K5 w"
                                                  << "Red soldier on a2";
        QTest::newRow("soldier on an odd file") << "3k5/9/9/9/9/9/1P7/9/9/3K5 w"
                                                << "Red soldier on b3";
        QTest::newRow("black soldier behind") << "3k5/9/p8/9/9/9/9/9/9/3K5 b"
                                              << "Black soldier on a7";
        QTest::newRow("side not to move in check") << "3k5/9/9/9/9/9/9/9/9/3RK4 w"
                                                   << "Black is in check but it is Red's move";
        QTest::newRow("generals facing") << "3k5/9/9/9/9/9/9/9/9/3K5 b"
                                         << "Red is in check but it is Black's move";
    }

    void fenRefused()
    {
        QFETCH(QString, fen);
        QFETCH(QString, reason);
        const auto board = Board::fromFen(fen.toStdString());
        QVERIFY(!board.ok());
        QVERIFY2(toQString(board.error()).contains(reason), board.error().c_str());
    }

    void makeUnmakeRestoresEverything()
    {
        for (Board board : variedPositions(2, 40)) {
            const std::string fen = board.fen();
            const Key key = board.key();
            const bool inCheck = board.inCheck();
            MoveList moves;
            board.generateLegal(moves);
            for (Move m : moves) {
                board.makeMove(m);
                QCOMPARE(board.key(), Board::fromFen(board.fen())->key());
                board.unmakeMove();
                QCOMPARE(board.fen(), fen);
                QCOMPARE(board.key(), key);
                QCOMPARE(board.inCheck(), inCheck);
            }
        }
    }

    void nullMoveRestores()
    {
        Board board = Board::startPosition();
        const Key key = board.key();
        board.makeNullMove();
        QCOMPARE(board.sideToMove(), Side::Black);
        QVERIFY(board.key() != key);
        board.unmakeNullMove();
        QCOMPARE(board.key(), key);
        QCOMPARE(board.sideToMove(), Side::Red);
    }

    void canMoveAgreesWithGeneratedMoves()
    {
        for (const Board &board : variedPositions(4, 80)) {
            MoveList legal;
            board.generateLegal(legal);
            int allowed = 0;
            for (Square from = 0; from < SquareCount; ++from) {
                for (Square to = 0; to < SquareCount; ++to) {
                    const bool can = board.canMove(from, to);
                    const bool refused = refusalOf(board, Move(from, to)) != Refusal::None;
                    if (can != legal.contains(Move(from, to)) || can == refused) {
                        QFAIL(qPrintable(
                            QStringLiteral("%1: canMove(%2) is %3")
                                .arg(toQString(board.fen()), toQString(Move(from, to).toIccs()))
                                .arg(can)));
                    }
                    allowed += can ? 1 : 0;
                }
            }
            QCOMPARE(allowed, static_cast<int>(legal.size()));
        }
    }

    void hasLegalMoveAgreesWithGeneratedMoves()
    {
        // Every varied position and every position one move on (many in check), and the side
        // with no move, mated and stalemated.
        std::vector<Board> positions = variedPositions(2, 40);
        for (const char *noMove : { "4k4/9/4N4/9/4C4/9/9/9/9/3K5 b - - 0 1",
                 "R3k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1", "4k4/3R5/9/9/9/9/9/9/5R3/3K5 b - - 0 1" }) {
            positions.push_back(*Board::fromFen(noMove));
        }
        int without = 0;
        for (const Board &start : positions) {
            MoveList moves;
            start.generateLegal(moves);
            std::vector<Board> boards { start };
            for (Move m : moves) {
                boards.push_back(start);
                boards.back().makeMove(m);
            }
            for (const Board &board : boards) {
                MoveList legal;
                board.generateLegal(legal);
                QVERIFY2(board.hasLegalMove() == !legal.empty(), board.fen().c_str());
                without += legal.empty() ? 1 : 0;
            }
        }
        QVERIFY(without >= 3);
    }

    void capturesAreTheCapturingLegalMoves()
    {
        for (const Board &board : variedPositions(2, 80)) {
            MoveList legal;
            MoveList captures;
            board.generateLegal(legal);
            board.generateLegalCaptures(captures);
            int expected = 0;
            for (Move m : legal) {
                expected += board.stoneAt(m.to()) ? 1 : 0;
            }
            QCOMPARE(static_cast<int>(captures.size()), expected);
            for (Move m : captures) {
                QVERIFY(legal.contains(m));
            }
        }
    }

    void checkDetection_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QStringList>("checkers");
        QTest::newRow("chariot") << "4k4/9/9/9/9/9/9/9/4R4/3K5 b" << QStringList { "e1" };
        QTest::newRow("cannon with screen")
            << "4k4/4a4/9/9/9/9/9/4C4/9/3K5 b" << QStringList { "e2" };
        QTest::newRow("cannon without screen") << "4k4/9/9/9/9/9/9/4C4/9/3K5 b" << QStringList {};
        QTest::newRow("cannon with two screens")
            << "4k4/4a4/9/4n4/9/9/9/4C4/9/3K5 b" << QStringList {};
        QTest::newRow("horse") << "4k4/9/3N5/9/9/9/9/9/9/3K5 b" << QStringList { "d7" };
        QTest::newRow("horse with blocked leg")
            << "4k4/3r5/3N5/9/9/9/9/9/9/3K5 b" << QStringList {};
        QTest::newRow("soldier ahead") << "9/4k4/4P4/9/9/9/9/9/9/3K5 b" << QStringList { "e7" };
        QTest::newRow("soldier beside") << "9/4kP3/9/9/9/9/9/9/9/3K5 b" << QStringList { "f8" };
        QTest::newRow("soldier behind") << "9/4P4/4k4/9/9/9/9/9/9/3K5 b" << QStringList {};
        QTest::newRow("double check")
            << "4k4/9/3N5/9/9/9/9/9/4R4/3K5 b" << QStringList { "d7", "e1" };
        QTest::newRow("double cannon") << "4k4/9/9/9/9/9/9/4C4/4C4/3K5 b" << QStringList { "e1" };
    }

    void checkDetection()
    {
        QFETCH(QString, fen);
        QFETCH(QStringList, checkers);
        const auto board = Board::fromFen(fen.toStdString());
        QVERIFY2(board.ok(), board.error().c_str());
        QStringList found;
        for (Square s : board->checkers()) {
            found << toQString(squareName(s));
        }
        found.sort();
        checkers.sort();
        QCOMPARE(found, checkers);
        QCOMPARE(board->inCheck(), !checkers.isEmpty());
    }

    void flyingGeneralPin()
    {
        // The cannon on e5 is the only stone between the generals: it may not leave the file.
        const auto board = Board::fromFen("4k4/9/9/9/4c4/9/9/9/9/4K4 b");
        QVERIFY2(board.ok(), board.error().c_str());
        QVERIFY(!board->canMove(makeSquare(4, 5), makeSquare(3, 5)));
        QVERIFY(board->canMove(makeSquare(4, 5), makeSquare(4, 3)));
        // Nor may the general step onto the open file.
        const auto open = Board::fromFen("3k5/9/9/9/9/9/9/9/9/4K4 b");
        QVERIFY2(open.ok(), open.error().c_str());
        QVERIFY(!open->canMove(makeSquare(3, 9), makeSquare(4, 9)));
        QVERIFY(open->canMove(makeSquare(3, 9), makeSquare(3, 8)));
    }

    void movementRules_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<int>("refusal");
        const QString start = QString::fromLatin1(Board::StartFen.data());
        QTest::newRow("horse") << start << "h0g2" << static_cast<int>(Refusal::None);
        QTest::newRow("horse leg blocked") << QStringLiteral("3k5/9/9/9/9/9/9/9/7r1/4K2N1 w")
                                           << "h0g2" << static_cast<int>(Refusal::HorseLegBlocked);
        QTest::newRow("horse shape") << start << "h0h1" << static_cast<int>(Refusal::HorseStep);
        QTest::newRow("elephant") << start << "g0e2" << static_cast<int>(Refusal::None);
        QTest::newRow("elephant eye blocked")
            << QStringLiteral("3k5/9/9/9/9/9/9/9/5n3/4K1B2 w") << "g0e2"
            << static_cast<int>(Refusal::ElephantEyeBlocked);
        QTest::newRow("elephant over river")
            << QStringLiteral("3k5/9/9/9/9/2B6/9/9/9/4K4 w") << "c4e6"
            << static_cast<int>(Refusal::ElephantCrossesRiver);
        QTest::newRow("elephant shape")
            << start << "g0g1" << static_cast<int>(Refusal::ElephantStep);
        QTest::newRow("advisor out of palace")
            << QStringLiteral("3k5/9/9/9/9/9/9/5A3/9/4K4 w") << "f2g3"
            << static_cast<int>(Refusal::AdvisorLeavesPalace);
        QTest::newRow("advisor straight")
            << start << "d0d1" << static_cast<int>(Refusal::AdvisorStep);
        QTest::newRow("general out of palace")
            << QStringLiteral("4k4/9/9/9/9/9/9/3K5/9/9 w") << "d2c2"
            << static_cast<int>(Refusal::GeneralLeavesPalace);
        QTest::newRow("general two points") << QStringLiteral("3k5/9/9/9/9/9/9/9/9/4K4 w") << "e0e2"
                                            << static_cast<int>(Refusal::GeneralStep);
        QTest::newRow("soldier sideways before river")
            << start << "e3d3" << static_cast<int>(Refusal::SoldierSideways);
        QTest::newRow("soldier sideways after river") << QStringLiteral(
            "4k4/9/9/9/4P4/9/9/9/9/3K5 w") << "e5d5" << static_cast<int>(Refusal::None);
        QTest::newRow("soldier backwards") << QStringLiteral("4k4/9/9/9/4P4/9/9/9/9/3K5 w")
                                           << "e5e4" << static_cast<int>(Refusal::SoldierStep);
        QTest::newRow("cannon jump capture") << start << "h2h9" << static_cast<int>(Refusal::None);
        QTest::newRow("cannon move through stone")
            << start << "h2h8" << static_cast<int>(Refusal::CannonPath);
        QTest::newRow("cannon capture without screen") << QStringLiteral(
            "4k4/9/9/9/9/9/9/9/9/3K1C1r1 w") << "f0h0" << static_cast<int>(Refusal::CannonScreen);
        QTest::newRow("chariot through stone")
            << start << "a0a4" << static_cast<int>(Refusal::ChariotPath);
        QTest::newRow("chariot") << start << "a0a2" << static_cast<int>(Refusal::None);
        QTest::newRow("own stone") << start << "a0a3" << static_cast<int>(Refusal::OwnStone);
        QTest::newRow("opponent's stone")
            << start << "a9a8" << static_cast<int>(Refusal::NotYourTurn);
        QTest::newRow("empty point") << start << "e4e5" << static_cast<int>(Refusal::NoStone);
        QTest::newRow("generals would face") << QStringLiteral("3k5/9/9/9/9/9/9/9/9/4K4 b")
                                             << "d9e9" << static_cast<int>(Refusal::GeneralsFace);
        QTest::newRow("pinned stone leaves the file") << QStringLiteral(
            "4k4/9/9/9/9/9/9/4N4/9/4K4 w") << "e2c3" << static_cast<int>(Refusal::GeneralsFace);
        QTest::newRow("general steps into check")
            << QStringLiteral("3k5/9/9/9/9/9/9/9/3r5/4K4 w") << "e0d0"
            << static_cast<int>(Refusal::GeneralInCheck);
        QTest::newRow("check not answered")
            << QStringLiteral("4k4/9/9/9/9/9/9/3r5/9/R2K5 w") << "a0a1"
            << static_cast<int>(Refusal::CheckNotAnswered);
    }

    /// canMove allows exactly the moves the core finds no reason to refuse, and the reason is the
    /// rule the move breaks.
    void movementRules()
    {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(int, refusal);
        const auto board = Board::fromFen(fen.toStdString());
        QVERIFY2(board.ok(), board.error().c_str());
        const Move m = *Move::fromIccs(move.toStdString());
        QCOMPARE(static_cast<int>(refusalOf(*board, m)), refusal);
        QCOMPARE(board->canMove(m.from(), m.to()), refusal == static_cast<int>(Refusal::None));
    }

    void iccsMoves()
    {
        QCOMPARE(Move::fromIccs("h2e2")->toIccs(), std::string("h2e2"));
        QCOMPARE(Move::fromIccs("H2-E2")->toIccs(), std::string("h2e2"));
        QVERIFY(!Move::fromIccs("h2e"));
        QVERIFY(!Move::fromIccs("j2e2"));
        QVERIFY(!Move::fromIccs("h2h2"));
        QCOMPARE(Move::none().toIccs(), std::string("0000"));
    }
};

QTEST_APPLESS_MAIN(TestBoard)
#include "tst_board.moc"
