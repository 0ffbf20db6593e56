#pragma once

// The position editor's tray of stones: the seven kinds of each side and an eraser. A click
// chooses what a click on the board puts there; a stone can also be dragged out onto the board.
// Each stone shows how many are left to place, and one whose kind is all on the board is faded
// and refused.

#include "core/types.h"

#include <QWidget>

#include <array>
#include <optional>

class SetupPalette : public QWidget {
    Q_OBJECT

public:
    explicit SetupPalette(QWidget *parent = nullptr);

    /// The stones on the board, from which each kind's remaining count follows.
    void setStones(const std::array<xq::Stone, xq::SquareCount> &stones);
    /// How many more of `stone` may go on the board.
    int remaining(xq::Stone stone) const;

    /// What a click on the board puts there: a stone, the eraser (the empty stone, which puts
    /// nothing), or nothing chosen yet.
    std::optional<xq::Stone> tool() const { return m_tool; }
    void setTool(std::optional<xq::Stone> tool);

    /// Where `stone` sits in the tray; the empty stone is the eraser.
    QRect slotRect(xq::Stone stone) const;
    /// "Red advisor (仕)", for tooltips and messages.
    static QString stoneName(xq::Stone stone);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void toolChanged();
    /// A stone whose kind is all on the board was clicked or dragged.
    void stoneRefused(xq::Stone stone);
    /// A stone (or the eraser) is being dragged out; the position is global.
    void stoneCarried(xq::Stone stone, QPoint globalPosition);
    /// A dragged stone was let go; the position is global.
    void stoneDropped(xq::Stone stone, QPoint globalPosition);
    /// A stone is no longer carried: let go, or abandoned (another press, the tray hidden).
    void carryingStopped();

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    /// The tray's slots: every stone, then the eraser.
    static const std::array<xq::Stone, 2 * xq::KindCount + 1> &trayStones();
    std::optional<xq::Stone> slotAt(QPoint position) const;
    double cell() const;
    void paintSlot(QPainter &p, xq::Stone stone);
    void paintEraser(QPainter &p, QPointF center, double radius) const;
    void paintCount(QPainter &p, QRectF slot, int count) const;
    QPixmap carriedImage(xq::Stone stone) const;
    void stopCarrying();

    std::array<int, 2 * xq::KindCount> m_onBoard {};
    std::optional<xq::Stone> m_tool;

    std::optional<xq::Stone> m_pressed;
    QPoint m_pressPosition;
    bool m_carrying = false;
};
