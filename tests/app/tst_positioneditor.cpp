// The position editor: placing and removing stones, the side to move, refusals with reasons.

#include "positioneditor.h"

#include <QTest>

class TestPositionEditor : public QObject {
    Q_OBJECT

private slots:
    void opensOnTheGivenPosition()
    {
        const xq::Board start = xq::Board::startPosition();
        PositionEditor editor(start);
        QVERIFY(editor.position().has_value());
    }
};

QTEST_MAIN(TestPositionEditor)
#include "tst_positioneditor.moc"
