#pragma once

// Autoplay of the record shown, wired: the move list's play button and speed start, stop and
// time an AutoPlayer, whose steps show the next move of the line on the board; a click on the
// board or the comment box, or any change of position it did not make itself, stops it.

#include <QObject>

class AppSettings;
class AutoPlayer;
class BoardView;
class MoveListPanel;
class SingleGame;
class QWidget;

class RecordAutoplay : public QObject {
    Q_OBJECT

public:
    RecordAutoplay(SingleGame &game, MoveListPanel &moveList, BoardView &board,
        QWidget &commentArea, AppSettings &settings, QObject *parent = nullptr);

    AutoPlayer *player() const { return m_player; }

private:
    void start();
    void step();
    /// Shows a position for autoplay, which a change from anywhere else stops.
    void showPly(int ply);

    SingleGame &m_game;
    MoveListPanel &m_moveList;
    BoardView &m_board;
    AutoPlayer *m_player;
    bool m_stepping = false; ///< the position changes for autoplay's own step
};
