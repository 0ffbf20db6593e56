#pragma once

// The move list beside every game's board, captioned Moves: one row per move number under a header
// naming the two sides (Red and Black, or Black and White), their moves side by side, the shown
// position highlighted and the moves after it greyed, and buttons to step through the game, also
// under the keys Home, Left, Right and End. Moves with alternatives are marked, commented ones show
// their comment as a tooltip. Clicking a move asks to show the position after it. Beside the step
// buttons, autoplay's play/pause button and its speed.

#include "app/linemove.h"

#include <QStyle>
#include <QWidget>

#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QTableWidget;
class QTableWidgetItem;
class QToolButton;

class MoveListPanel : public QWidget {
    Q_OBJECT

public:
    /// `firstSide` and `secondSide` head the columns: the side that moves first in the game, then
    /// the other.
    MoveListPanel(const QString &firstSide, const QString &secondSide, QWidget *parent = nullptr);

    /// The sides the columns are headed with.
    void setSides(const QString &firstSide, const QString &secondSide);
    /// The shown line's moves; `secondSideStarts` when the game started with the second side to
    /// move (its first row then begins in the second column); `ply` is the number of moves the
    /// shown position has behind it.
    void setMoves(const std::vector<LineMove> &moves, bool secondSideStarts, int ply);
    /// The first, previous, next and last move, as the step buttons and their keys; a page adds
    /// them to itself so that the keys work while the panel is folded away.
    QList<QAction *> stepActions() const;
    /// Shows or hides the step buttons and autoplay (a list that only follows a game has none).
    void setStepControlsVisible(bool visible);
    /// The text shown for the move after `ply` plies (ply >= 1), marks included.
    QString cellText(int ply) const;
    void setResult(const QString &result);
    QString result() const;
    /// The table cell of the move that led to the position after `ply` plies (ply >= 1).
    QPoint cellOfPly(int ply) const;
    /// Shows autoplay running (the pause button) or not (the play button).
    void setAutoplaying(bool running);
    /// Shows the autoplay speed, one of autoplaySpeedsMs().
    void setAutoplayMs(int ms);
    /// The speeds offered, in milliseconds per move.
    static QList<int> autoplaySpeedsMs();

signals:
    /// Show the position after `ply` plies (0 is the start).
    void plyRequested(int ply);
    void autoplayToggled(bool on);
    void autoplaySpeedChosen(int ms);

private:
    void onCellClicked(int row, int column);
    void showMove(QTableWidgetItem *item, const LineMove &move);
    /// A step button: its action shows the position `step` moves on (INT_MIN: the start,
    /// INT_MAX: the end) under `keys`.
    QToolButton *addButton(
        QStyle::StandardPixmap icon, const QString &tip, const QKeySequence &keys, int step);
    void buildAutoplayControls();
    /// The step actions enabled where they lead somewhere.
    void enableSteps();

    QTableWidget *m_table;
    QLabel *m_result;
    QWidget *m_stepControls;
    QList<QAction *> m_steps; ///< first, previous, next, last
    QToolButton *m_autoplay;
    QComboBox *m_speed;
    bool m_secondSideStarts = false;
    int m_ply = 0;
    int m_length = 0;
};
