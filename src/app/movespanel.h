#pragma once

// The column beside a Gomoku or Reversi board (and a network game's), as Xiangqi's move list
// stands beside its board: who plays at what level, in Xiangqi's words, what stands above (the
// rule, the disc counts, whose turn) and below it the moves played in the move list every game has
// (MoveListPanel), named as the game's records name them, under a header naming the two sides.

#include "app/playernames.h"

#include <QWidget>

class QLabel;
class MoveListPanel;

class MovesPanel : public QWidget {
    Q_OBJECT

public:
    /// The columns are Black's and White's, who move first and second in Gomoku and Reversi.
    explicit MovesPanel(QWidget *parent = nullptr);

    /// Who plays Black and White, named above everything else as Xiangqi names its players.
    void setPlayers(const PlayerNames::Pair &names);
    QString players() const;
    /// The text above the moves.
    void setSummary(const QString &text);
    QString summary() const;
    /// The moves played from the start, first mover's first, the last one shown: for a list that
    /// only follows a game (a LineReplay steps through the moves of a game on a page).
    void setMoves(const QStringList &names);
    MoveListPanel *moveList() const { return m_moves; }

private:
    QLabel *m_players; ///< hidden while nobody is named
    QLabel *m_summary; ///< hidden while it has nothing to say
    MoveListPanel *m_moves;
};
