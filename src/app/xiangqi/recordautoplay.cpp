#include "app/xiangqi/recordautoplay.h"

#include "app/autoplayer.h"
#include "app/movelistpanel.h"
#include "app/xiangqi/boardview.h"
#include "app/xiangqi/singlegame.h"

RecordAutoplay::RecordAutoplay(SingleGame &game, MoveListPanel &moveList, BoardView &board,
    QWidget &commentArea, AppSettings &settings, QObject *parent)
    : QObject(parent), m_game(game), m_moveList(moveList), m_board(board),
      m_player(new AutoPlayer(this))
{
    m_player->takeControlsFrom(moveList, settings, [this] { start(); });
    m_player->stopOnClicks(&board);
    m_player->stopOnClicks(&commentArea);
    connect(m_player, &AutoPlayer::stepRequested, this, &RecordAutoplay::step);
    connect(&game, &Game::positionChanged, this, [this] {
        if (!m_stepping) {
            m_player->stop(); // the player moved, browsed or started something else
        }
    });
}

void RecordAutoplay::start()
{
    if (m_game.ply() == m_game.length()) {
        showPly(0); // from the end, play the line again from its start
    }
    if (m_game.ply() < m_game.length()) {
        m_player->start();
    } else {
        m_moveList.setAutoplaying(false); // no move to play through
    }
}

void RecordAutoplay::step()
{
    showPly(m_game.ply() + 1);
    m_board.animateMove(m_game.tree().move(m_game.node()));
    if (m_game.ply() >= m_game.length()) {
        m_player->stop();
    }
}

void RecordAutoplay::showPly(int ply)
{
    m_stepping = true;
    m_game.showPly(ply);
    m_stepping = false;
}
