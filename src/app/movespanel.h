#pragma once

// The column beside a Gomoku or Reversi board (and a network game's), as Xiangqi's move list
// stands beside its board: what stands above (the rule, the disc counts, whose turn) and the moves
// played below under their caption, named as the game's records name them, the two sides' moves of
// a turn on one row.

#include <QWidget>

class QLabel;
class QListWidget;

class MovesPanel : public QWidget {
    Q_OBJECT

public:
    explicit MovesPanel(QWidget *parent = nullptr);

    /// The text above the moves.
    void setSummary(const QString &text);
    QString summary() const;
    /// The moves played from the start, first mover's first; the last one is scrolled to.
    void setMoves(const QStringList &names);

private:
    QLabel *m_summary; ///< hidden while it has nothing to say
    QLabel *m_caption;
    QListWidget *m_moves;
};
