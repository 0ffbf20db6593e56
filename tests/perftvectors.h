#pragma once

// The rows of a perft vector file ("POSITION;D1 n;D2 n;..." per line, '#' comments) as Qt Test
// data: the counts up to PerftShallowLimit nodes (every test run), or (deep) those above it (the
// "deep" ctest label). A missing file fails.

#include <QFile>
#include <QTest>

constexpr quint64 PerftShallowLimit = 2'000'000;

inline void addPerftRows(const QString &path, bool deep)
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("expected");
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(path + " not found"));
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
            if ((expected > PerftShallowLimit) == deep) {
                QTest::addRow("line %d depth %d", line, depth) << fields[0] << depth << expected;
            }
        }
    }
}
