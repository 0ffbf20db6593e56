// Reversi perft against ../shared/testdata/reversi-perft.txt (counts agreed by four
// implementations): every position of the file, a pass counting as a ply.

#include "reversi/perft.h"

#include <QFile>
#include <QTest>

using namespace reversi;

namespace {

/// Counts up to this size run on every test run; larger ones only in the "deep" run.
constexpr quint64 ShallowLimit = 2'000'000;

void addPerftRows(bool deep)
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("expected");
    QFile file(QStringLiteral(XQ_SHARED_DIR "/testdata/reversi-perft.txt"));
    QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), "reversi-perft.txt not found");
    int line = 0;
    int rows = 0;
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
                ++rows;
            }
        }
    }
    QVERIFY2(rows > 10, "too few perft rows read");
}

} // namespace

class TestReversiPerft : public QObject {
    Q_OBJECT

private slots:
    void shallow_data() { addPerftRows(false); }
    void shallow() { checkRow(); }
    void deep_data() { addPerftRows(true); }
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
