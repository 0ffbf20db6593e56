// Perft counts against ../shared/testdata/perft.epd, whose counts agree with Fairy-Stockfish and
// an independent generator.

#include "core/perft.h"

#include "../perftvectors.h"

#include <QTest>

using namespace xq;

namespace {

const QString VectorFile = QStringLiteral(XQ_SHARED_DIR "/testdata/perft.epd");

} // namespace

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void shallow_data() { addPerftRows(VectorFile, false); }
    void shallow() { checkRow(); }
    void deep_data() { addPerftRows(VectorFile, true); }
    void deep() { checkRow(); }

    void divideSumsToPerft()
    {
        Board board = Board::startPosition();
        quint64 total = 0;
        for (const auto &[move, nodes] : perftDivide(board, 3)) {
            QVERIFY(board.canMove(move.from(), move.to()));
            total += nodes;
        }
        QCOMPARE(total, perft(board, 3));
        QCOMPARE(board.fen(), std::string(Board::StartFen));
    }

private:
    void checkRow()
    {
        QFETCH(QString, position);
        QFETCH(int, depth);
        QFETCH(quint64, expected);
        auto board = Board::fromFen(position.toStdString());
        QVERIFY2(board.ok(), board.error().c_str());
        QCOMPARE(perft(*board, depth), expected);
        QCOMPARE(QString::fromStdString(board->fen()), position);
    }
};

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
