#pragma once

// The move list beside the board: one row per move number, Red's and Black's moves side by side
// in the chosen notation, the shown position highlighted, and buttons to step through the game.
// Moves with alternatives are marked, commented ones show their comment as a tooltip.
// Clicking a move asks to show the position after it. Beside the step buttons, autoplay's
// play/pause button and its speed.

#include "app/xiangqi/game.h"

#include <QStyle>
#include <QWidget>

class QComboBox;
class QLabel;
class QTableWidget;
class QTableWidgetItem;
class QToolButton;

class MoveListPanel : public QWidget {
    Q_OBJECT

public:
    explicit MoveListPanel(QWidget *parent = nullptr);

    /// The shown line's moves; `firstIsBlack` when the game started with Black to move;
    /// `ply` is the number of moves the shown position has behind it.
    void setMoves(const std::vector<LineMove> &moves, bool firstIsBlack, int ply);
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
    QToolButton *addButton(QStyle::StandardPixmap icon, const QString &tip, int step);
    void buildAutoplayControls();

    QTableWidget *m_table;
    QLabel *m_result;
    QToolButton *m_autoplay;
    QComboBox *m_speed;
    bool m_firstIsBlack = false;
    int m_ply = 0;
    int m_length = 0;
};
