#pragma once

// The thread counts every multi-threaded search test runs with, as Qt Test data: more threads
// than the machine's cores too, since the helpers' races do not need cores of their own.

#include <QTest>

inline void addThreadCounts()
{
    QTest::addColumn<int>("threads");
    QTest::newRow("2 threads") << 2;
    QTest::newRow("3 threads") << 3;
    QTest::newRow("4 threads") << 4;
}
