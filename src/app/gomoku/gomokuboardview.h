#pragma once

// The Gomoku board: the grid with its star points and its coordinates (columns a.. from the left,
// rows 1.. from the bottom, as records name points), the stones (with their move numbers when
// asked), the last move, the winning five, black's forbidden points under renju and a hint; or,
// while the player looks back, the game's first moves alone. It paints a game it does not own and
// turns a click into pointClicked.

#include "gomoku/types.h"

#include <QWidget>

#include <optional>
#include <vector>

class GomokuGame;

class GomokuBoardView : public QWidget {
    Q_OBJECT

public:
    explicit GomokuBoardView(const GomokuGame &game, QWidget *parent = nullptr);

    void setShowNumbers(bool show);
    bool showNumbers() const { return m_showNumbers; }
    void setHint(std::optional<gomoku::Point> hint);
    std::optional<gomoku::Point> hint() const { return m_hint; }
    /// Shows the game's first `stones` moves only, an earlier position looked back at, without
    /// the marks of the game as it stands (the winning five, the forbidden points, the hint);
    /// nullopt: the whole game.
    void setShownStones(std::optional<int> stones);
    std::optional<int> shownStones() const { return m_shownStones; }
    /// Letters under the board and numbers left of it; the board shrinks a little for them.
    void setShowCoordinates(bool show);
    bool showCoordinates() const { return m_showCoordinates; }

    /// The pixel centre of a point, and the point under a pixel (if near enough to one).
    QPointF centreOf(gomoku::Point point) const;
    std::optional<gomoku::Point> pointAt(QPointF position) const;
    /// The stones of `line` on the screen (global coordinates); empty for no line.
    QRect lineArea(const std::vector<gomoku::Point> &line) const;

    QSize sizeHint() const override { return { 640, 640 }; }

signals:
    void pointClicked(gomoku::Point point);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    double spacing() const;
    QPointF origin() const;
    /// The board's square, centred: the view's room beside it shows the window, as Xiangqi's
    /// board and Reversi's stand on it.
    QRectF boardSquare() const;
    void paintGrid(QPainter &painter) const;
    void paintCoordinates(QPainter &painter) const;
    void paintStones(QPainter &painter) const;
    void paintMarks(QPainter &painter) const;

    const GomokuGame &m_game;
    bool m_showNumbers = false;
    bool m_showCoordinates = true;
    std::optional<gomoku::Point> m_hint;
    std::optional<int> m_shownStones;
};
