// Perft counts against ../shared/testdata/perft.epd, whose counts agree with Fairy-Stockfish and
// an independent generator.

#include "core/perft.h"

#include <QFile>
#include <QTest>

using namespace xq;

namespace {

/// Counts up to this size run on every test run; larger ones only in the "deep" run.
constexpr quint64 ShallowLimit = 2'000'000;

void addPerftRows(bool deep)
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("expected");
    QFile file(QStringLiteral(XQ_SHARED_DIR "/testdata/perft.epd"));
    QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), "perft.epd not found");
    int line = 0;
    while (!file.atEnd()) {
        ++line;
        const QString text = QString::fromUtf8(file.readLine()).trimmed();
        if (text.isEmpty() || text.startsWith(u'#')) {
            continue;
        }
        const QStringList fields = text.split(u';');
        for (const QString &field : fields.mid(1)) {
            const int depth = field.section(u' ', 0, 0).mid(1).toInt();
            const quint64 expected = field.section(u' ', 1, 1).toULongLong();
            if ((expected > ShallowLimit) == deep) {
                QTest::addRow("line %d depth %d", line, depth) << fields[0] << depth << expected;
            }
        }
    }
}

} // namespace

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void shallow_data() { addPerftRows(false); }
    void shallow() { checkRow(); }
    void deep_data() { addPerftRows(true); }
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
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(quint64, expected);
        auto board = Board::fromFen(fen.toStdString());
        QVERIFY2(board.ok(), board.error().c_str());
        QCOMPARE(perft(*board, depth), expected);
        QCOMPARE(QString::fromStdString(board->fen()), fen);
    }
};

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
