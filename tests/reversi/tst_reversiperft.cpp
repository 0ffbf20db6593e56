// Reversi perft against ../shared/testdata/reversi-perft.txt (counts agreed by four
// implementations): every position of the file, a pass counting as a ply.

#include "reversi/perft.h"

#include "../perftvectors.h"

#include <QTest>

using namespace reversi;

namespace {

const QString VectorFile = QStringLiteral(XQ_SHARED_DIR "/testdata/reversi-perft.txt");

} // namespace

class TestReversiPerft : public QObject {
    Q_OBJECT

private slots:
    void shallow_data() { addPerftRows(VectorFile, false); }
    void shallow() { checkRow(); }
    void deep_data() { addPerftRows(VectorFile, true); }
    void deep() { checkRow(); }

private:
    void checkRow()
    {
        QFETCH(QString, position);
        QFETCH(int, depth);
        QFETCH(quint64, expected);
        const auto board = Board::fromText(position.toStdString());
        QVERIFY(board.has_value());
        QCOMPARE(perft(*board, depth), expected);
        QCOMPARE(QString::fromStdString(board->toText()), position);
    }
};

QTEST_APPLESS_MAIN(TestReversiPerft)
#include "tst_reversiperft.moc"
