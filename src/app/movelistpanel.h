#pragma once

// The move list beside the board: one row per move number, Red's and Black's moves side by side
// in the chosen notation, the shown position highlighted, and buttons to step through the game.
// Clicking a move asks to show the position after it.

#include <QStyle>
#include <QWidget>

class QLabel;
class QTableWidget;
class QToolButton;

class MoveListPanel : public QWidget {
    Q_OBJECT

public:
    explicit MoveListPanel(QWidget *parent = nullptr);

    /// The record's moves as text; `firstIsBlack` when the game started with Black to move;
    /// `ply` is the number of moves the shown position has behind it.
    void setMoves(const QStringList &moves, bool firstIsBlack, int ply);
    void setResult(const QString &result);
    /// The table cell of the move that led to the position after `ply` plies (ply >= 1).
    QPoint cellOfPly(int ply) const;

signals:
    /// Show the position after `ply` plies (0 is the start).
    void plyRequested(int ply);

private:
    void onCellClicked(int row, int column);
    QToolButton *addButton(QStyle::StandardPixmap icon, const QString &tip, int step);

    QTableWidget *m_table;
    QLabel *m_result;
    bool m_firstIsBlack = false;
    int m_ply = 0;
    int m_length = 0;
};
