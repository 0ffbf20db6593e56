// The bitboard rules against a plain square-by-square reference, make/unmake, keys, passes and
// the end of the game.

#include "referencerules.h"

#include "reversi/evaluation.h"
#include "reversi/perft.h"

#include <QTest>

using namespace reversi;

namespace {

/// Positions from seeded random playouts (every ply of each game).
std::vector<Board> playoutPositions(int games, unsigned seed)
{
    std::mt19937 random(seed);
    std::vector<Board> positions;
    for (int game = 0; game < games; ++game) {
        Board board = Board::start();
        while (!board.isGameOver()) {
            positions.push_back(board);
            reference::playRandomMove(board, random);
        }
        positions.push_back(board);
    }
    return positions;
}

} // namespace

class TestReversiRules : public QObject {
    Q_OBJECT

private slots:
    void startPosition();
    void legalMovesMatchReference();
    void makeUndoRestoresEverything();
    void passAndGameEnd_data();
    void passAndGameEnd();
    void finalScoreGivesEmptiesToWinner_data();
    void finalScoreGivesEmptiesToWinner();
    void readsAndRejectsBoards_data();
    void readsAndRejectsBoards();
    void stableDiscsNeverFlip();
    void neighboursMatchReference();
    void moveNames_data();
    void moveNames();
};

void TestReversiRules::startPosition()
{
    const Board board = Board::start();
    QCOMPARE(board.toText(),
        std::string("---------------------------OX------XO--------------------------- X"));
    QCOMPARE(popCount(board.legalMoves()), 4);
    QCOMPARE(board.legalMoves(),
        squareBit(parseMove("d3")) | squareBit(parseMove("c4")) | squareBit(parseMove("f5"))
            | squareBit(parseMove("e6")));
    QCOMPARE(perft(board, 6), quint64 { 8200 });
}

void TestReversiRules::legalMovesMatchReference()
{
    const std::vector<Board> positions = playoutPositions(40, 7);
    QVERIFY(positions.size() > 2000);
    for (const Board &board : positions) {
        const reference::Grid grid = reference::gridOf(board);
        Bitboard expectedMoves = 0;
        for (int square = 0; square < SquareCount; ++square) {
            Bitboard expectedFlips = 0;
            for (const int flipped : reference::flipsOf(grid, square, 1)) {
                expectedFlips |= squareBit(flipped);
            }
            QCOMPARE(flips(square, board.player(), board.opponent())
                    & (board.empty() & squareBit(square) ? ~Bitboard { 0 } : 0),
                expectedFlips);
            if (expectedFlips) {
                expectedMoves |= squareBit(square);
            }
        }
        QCOMPARE(board.legalMoves(), expectedMoves);
    }
}

void TestReversiRules::makeUndoRestoresEverything()
{
    for (const Board &board : playoutPositions(10, 11)) {
        const Bitboard moves = board.legalMoves();
        for (Bitboard rest = moves ? moves : (board.mustPass() ? 1 : 0); rest; rest &= rest - 1) {
            const Move move = moves ? firstSquare(rest) : PassMove;
            Board played = board;
            Undo undo;
            played.makeMove(move, undo);
            // The incremental key equals the key computed from scratch.
            const auto fresh = Board::fromDiscs(
                played.discs(Color::Black), played.discs(Color::White), played.sideToMove());
            QCOMPARE(played.key(), fresh->key());
            QCOMPARE(played.sideToMove(), opposite(board.sideToMove()));
            QCOMPARE(popCount(played.opponent()) + popCount(played.player()),
                popCount(board.player()) + popCount(board.opponent()) + (moves ? 1 : 0));
            played.undoMove(undo);
            QVERIFY(played == board);
        }
    }
}

void TestReversiRules::passAndGameEnd_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<bool>("mustPass");
    QTest::addColumn<bool>("over");
    QTest::newRow("white must pass")
        << "-OXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O" << true << false;
    QTest::newRow("black to move, a1")
        << "-OXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX X" << false << false;
    QTest::newRow("blocked with empties")
        << "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX--------OOOOOOOOOOOOOOOOOOOOOOOO X" << false << true;
    QTest::newRow("full board")
        << "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOO O" << false << true;
    QTest::newRow("one colour left")
        << "X--------------------------------------------------------------- O" << false << true;
}

void TestReversiRules::passAndGameEnd()
{
    QFETCH(QString, position);
    QFETCH(bool, mustPass);
    QFETCH(bool, over);
    Board board = *Board::fromText(position.toStdString());
    QCOMPARE(board.mustPass(), mustPass);
    QCOMPARE(board.isGameOver(), over);
    QCOMPARE(board.isLegal(PassMove), mustPass);
    if (mustPass) {
        Undo undo;
        board.makeMove(PassMove, undo);
        QVERIFY(board.legalMoves() != 0);
        board.undoMove(undo);
        QCOMPARE(QString::fromStdString(board.toText()), position);
    }
}

void TestReversiRules::finalScoreGivesEmptiesToWinner_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("score");
    QTest::newRow("black 32-24, 8 empty, black to move")
        << "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX--------OOOOOOOOOOOOOOOOOOOOOOOO X" << 16;
    QTest::newRow("same, white to move")
        << "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX--------OOOOOOOOOOOOOOOOOOOOOOOO O" << -16;
    QTest::newRow("draw with empties")
        << "XXXXXXXXXXXXXXXXXXXXXXXXXXXX--------OOOOOOOOOOOOOOOOOOOOOOOOOOOO X" << 0;
    QTest::newRow("full board 40-24")
        << "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOO O" << -16;
}

void TestReversiRules::finalScoreGivesEmptiesToWinner()
{
    QFETCH(QString, position);
    QFETCH(int, score);
    QCOMPARE(Board::fromText(position.toStdString())->finalScore(), score);
}

void TestReversiRules::readsAndRejectsBoards_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    const QString start = "---------------------------OX------XO---------------------------";
    QTest::newRow("start") << start + " X" << true;
    QTest::newRow("GGF symbols") << QString(start).replace(u'X', u'*') + " *" << true;
    QTest::newRow("blanks between rows") << start.left(8) + " " + start.mid(8) + " O" << true;
    QTest::newRow("no side") << start << false;
    QTest::newRow("bad side") << start + " Z" << false;
    QTest::newRow("63 squares") << start.mid(1) + " X" << false;
    QTest::newRow("65 squares") << start + "- X" << false;
    QTest::newRow("bad square") << start.left(63) + "Q X" << false;
    QTest::newRow("trailing text") << start + " X X" << false;
    QTest::newRow("empty") << QString() << false;
}

void TestReversiRules::readsAndRejectsBoards()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QCOMPARE(Board::fromText(text.toStdString()).has_value(), valid);
}

void TestReversiRules::stableDiscsNeverFlip()
{
    // A disc counted stable stays with its colour in every later position of a playout.
    for (const Board &board : playoutPositions(20, 3)) {
        const Bitboard stable = stableDiscs(board.player(), board.opponent());
        QCOMPARE(stable & ~board.player(), Bitboard { 0 });
        for (Bitboard rest = board.legalMoves(); rest; rest &= rest - 1) {
            const Bitboard opponentFlips
                = flips(firstSquare(rest), board.player(), board.opponent());
            QCOMPARE(opponentFlips & stable, Bitboard { 0 });
        }
        const Bitboard replies = legalMoves(board.opponent(), board.player());
        for (Bitboard rest = replies; rest; rest &= rest - 1) {
            QCOMPARE(flips(firstSquare(rest), board.opponent(), board.player()) & stable,
                Bitboard { 0 });
        }
    }
}

void TestReversiRules::neighboursMatchReference()
{
    // Potential mobility and the X/C-square features read these: no wrapping over the a/h files.
    for (const Board &board : playoutPositions(5, 21)) {
        const Bitboard discs = board.player();
        Bitboard expected = 0;
        for (int square = 0; square < SquareCount; ++square) {
            for (int df = -1; df <= 1; ++df) {
                for (int dr = -1; dr <= 1; ++dr) {
                    const int file = square % 8 + df;
                    const int rank = square / 8 + dr;
                    if ((df || dr) && file >= 0 && file < 8 && rank >= 0 && rank < 8
                        && (discs & squareBit(rank * 8 + file))) {
                        expected |= squareBit(square);
                    }
                }
            }
        }
        QCOMPARE(neighbours(discs), expected);
    }
    QCOMPARE(neighbours(squareBit(0)), squareBit(1) | squareBit(8) | squareBit(9));
}

void TestReversiRules::moveNames_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("move");
    QTest::newRow("a1") << "a1" << 0;
    QTest::newRow("H8") << "H8" << 63;
    QTest::newRow("f5") << "f5" << 37;
    QTest::newRow("pass") << "PA" << PassMove;
    QTest::newRow("i1") << "i1" << NoMove;
    QTest::newRow("a9") << "a9" << NoMove;
    QTest::newRow("long") << "a10" << NoMove;
    QTest::newRow("empty") << "" << NoMove;
}

void TestReversiRules::moveNames()
{
    QFETCH(QString, text);
    QFETCH(int, move);
    QCOMPARE(parseMove(text.toStdString()), move);
    if (move != NoMove) {
        QCOMPARE(QString::fromStdString(moveName(move)), text.toLower());
    }
}

QTEST_APPLESS_MAIN(TestReversiRules)
#include "tst_reversirules.moc"
