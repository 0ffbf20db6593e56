// The transposition table's replacement: buckets of two entries, a position's own entry replaced
// only by a result at least as deep, a new position taking the shallower entry of its bucket.

#include "reversi/transpositiontable.h"

#include <QTest>

using namespace reversi;

namespace {

// With 2^4 entries the buckets are indexed by the key's bits 1..3: these keys share bucket 0.
constexpr std::uint64_t Deep = 0x100;
constexpr std::uint64_t Shallow = 0x200;
constexpr std::uint64_t Newcomer = 0x300;

int depthOf(const TranspositionTable &table, std::uint64_t key)
{
    const std::optional<TableEntry> entry = table.probe(key);
    return entry ? entry->depth : -1;
}

} // namespace

class TestReversiTable : public QObject {
    Q_OBJECT

private slots:
    void deepResultSurvivesShallowNeighbours();
    void ownEntryKeepsTheDeeperResult();
};

void TestReversiTable::deepResultSurvivesShallowNeighbours()
{
    TranspositionTable table(4);
    table.store(Deep, 10, 20, Bound::Exact, 3);
    table.store(Shallow, 5, 2, Bound::Lower, 4);
    QCOMPARE(depthOf(table, Deep), 20);
    QCOMPARE(depthOf(table, Shallow), 2);
    // A third position in the bucket takes the shallower entry's place.
    table.store(Newcomer, 7, 4, Bound::Upper, 5);
    QCOMPARE(depthOf(table, Deep), 20);
    QCOMPARE(depthOf(table, Shallow), -1);
    QCOMPARE(depthOf(table, Newcomer), 4);
    QCOMPARE(table.probe(Newcomer)->score, std::int16_t(7));
    QCOMPARE(table.probe(Newcomer)->move, std::int8_t(5));
}

void TestReversiTable::ownEntryKeepsTheDeeperResult()
{
    TranspositionTable table(4);
    table.store(Deep, 10, 20, Bound::Exact, 3);
    table.store(Deep, 11, 12, Bound::Lower, 4);
    QCOMPARE(table.probe(Deep)->score, std::int16_t(10));
    table.store(Deep, 12, 20, Bound::Upper, 6);
    QCOMPARE(table.probe(Deep)->score, std::int16_t(12));
    QCOMPARE(table.probe(Deep)->bound, Bound::Upper);
    // Its one entry is updated in place: the bucket's other entry stays free.
    table.store(Shallow, 1, 1, Bound::Exact, 7);
    QCOMPARE(depthOf(table, Deep), 20);
    QCOMPARE(depthOf(table, Shallow), 1);
}

QTEST_APPLESS_MAIN(TestReversiTable)
#include "tst_reversitable.moc"
