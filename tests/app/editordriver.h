// The position editor on screen, and the mouse and keyboard of a person using it: shared by the
// editor's tests.
#pragma once

#include "app/xiangqi/positioneditor.h"
#include "app/xiangqi/setupboard.h"
#include "app/xiangqi/setuppalette.h"
#include "apptestsupport.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>

#include <memory>

/// Moves the mouse with the left button held from `from` to `to` (both in `widget`'s
/// coordinates) in a few steps, as a hand would.
inline void sweep(QWidget *widget, QPointF from, QPointF to)
{
    for (int step = 1; step <= 4; ++step) {
        const QPointF at = from + (to - from) * (step / 4.0);
        QMouseEvent move(QEvent::MouseMove, at, widget->mapToGlobal(at), Qt::NoButton,
            Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(widget, &move);
    }
}

/// The editor on screen, and the mouse and keyboard of a person using it.
class EditorDriver {
public:
    explicit EditorDriver(const xq::Board &initial = xq::Board::startPosition())
        : editor(std::make_unique<PositionEditor>(initial))
    {
        editor->show();
        if (!QTest::qWaitForWindowExposed(editor.get())) {
            qFatal("the editor did not show");
        }
    }

    SetupBoard *board() const { return editor->findChild<SetupBoard *>(); }
    SetupPalette *palette() const { return editor->findChild<SetupPalette *>(); }
    QLineEdit *fenField() const { return editor->findChild<QLineEdit *>("fen"); }
    QString problem() const { return editor->findChild<QLabel *>("problem")->text(); }
    xq::Stone at(const char *square) const { return board()->stoneAt(sq(square)); }

    void press(const char *button) const
    {
        QTest::mouseClick(editor->findChild<QPushButton *>(button), Qt::LeftButton);
    }
    QRadioButton *radio(const QString &text) const
    {
        for (QRadioButton *radio : editor->findChildren<QRadioButton *>()) {
            if (radio->text() == text) {
                return radio;
            }
        }
        qFatal("no radio button %s", qPrintable(text));
    }
    /// Clicks the radio button's indicator (its centre may lie past a short label).
    void choose(const QString &text) const
    {
        QRadioButton *button = radio(text);
        QTest::mouseClick(button, Qt::LeftButton, {}, QPoint(8, button->height() / 2));
    }
    bool isChosen(const QString &text) const { return radio(text)->isChecked(); }
    void pressOk() const
    {
        auto *buttons = editor->findChild<QDialogButtonBox *>();
        QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
    }

    /// Clicks a stone (the empty stone: the eraser) in the palette.
    void pick(xq::Stone stone) const
    {
        QTest::mouseClick(palette(), Qt::LeftButton, {}, palette()->slotRect(stone).center());
    }
    void click(const char *square, Qt::MouseButton button = Qt::LeftButton) const
    {
        QTest::mouseClick(board(), button, {}, pointOf(square).toPoint());
    }
    void drag(const char *from, const char *to) const { dragOnBoard(pointOf(from), pointOf(to)); }
    /// Drags the stone on `from` away beside the board and lets go there.
    void dragOff(const char *from) const
    {
        dragOnBoard(pointOf(from), QPointF(board()->width() + 40, pointOf(from).y()));
    }
    /// Carries a stone from the palette onto a point of the board.
    void dragIn(xq::Stone stone, const char *to) const
    {
        SetupPalette *tray = palette();
        const QPointF start = tray->slotRect(stone).center();
        const QPointF end = tray->mapFromGlobal(board()->mapToGlobal(pointOf(to)));
        QTest::mousePress(tray, Qt::LeftButton, {}, start.toPoint());
        sweep(tray, start, end);
        QTest::mouseRelease(tray, Qt::LeftButton, {}, end.toPoint());
    }
    void typeFen(const QString &fen) const
    {
        fenField()->setFocus();
        fenField()->clear();
        QTest::keyClicks(fenField(), fen);
        QTest::keyClick(fenField(), Qt::Key_Return);
    }

    std::unique_ptr<PositionEditor> editor;

private:
    QPointF pointOf(const char *square) const { return board()->squareRect(sq(square)).center(); }
    void dragOnBoard(QPointF from, QPointF to) const
    {
        QTest::mousePress(board(), Qt::LeftButton, {}, from.toPoint());
        sweep(board(), from, to);
        QTest::mouseRelease(board(), Qt::LeftButton, {}, to.toPoint());
    }
};
