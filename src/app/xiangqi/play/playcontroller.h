#pragma once

// Who plays and on what clock, in the window: Game ▸ Players and Clocks (a person, the built-in
// engine or an external engine for each side, and the time control) and Game ▸ Pause; puts the
// external engines chosen on the game's sides, keeps the clocks (ClockKeeper, shown by
// ClockView) and tells the player when an engine fails: the game is kept, paused, and resuming
// starts the engine again.

#include "app/appsettings.h"
#include "app/xiangqi/playerdetails.h"

#include "core/types.h"

#include <QObject>

#include <functional>

class ClockKeeper;
class ClockView;
class GameHost;
class GameMenus;
class QAction;
class SingleGame;

class PlayController : public QObject {
    Q_OBJECT

public:
    PlayController(SingleGame &game, GameMenus &menus, GameHost &host, QObject *parent = nullptr);

    ClockView *clockView() const { return m_view; }
    ClockKeeper *clockKeeper() const { return m_keeper; }
    QAction *playersAction() const { return m_playersAction; }
    QAction *pauseAction() const { return m_pauseAction; }

    /// Who plays the game shown now: the engines of the settings go on the computer's sides.
    void setPlayMode(PlayMode mode);
    /// Asked before Players and Clocks starts a new game: whether the game in progress may go.
    void setConfirmAbandon(std::function<bool()> confirm) { m_confirmAbandon = std::move(confirm); }
    /// The names of a new game's players: PlayerDetails::namesFor, the external engines named.
    PlayerDetails::Names playerNames(PlayMode mode, int level) const;

public slots:
    /// Says why a stone cannot be picked up: the game is over, paused, the computer's turn, or
    /// the rules' reason.
    void explainRefusal(xq::Square square);

signals:
    /// The player chose in Game ▸ Players and Clocks (kept in the settings); a new game is
    /// wanted when `newGame`, the game in progress abandoned already.
    void playersChosen(bool newGame);
    void message(const QString &text);

private:
    void choosePlayers();
    void onEngineFailed(xq::Side side, const QString &error);
    /// The side the person at the board plays (the side to move when two players take turns).
    xq::Side playerSide() const;
    void resign();
    /// Game ▸ Offer or Claim a Draw, for the player.
    void offerDraw();

    SingleGame &m_game;
    GameHost &m_host;
    ClockView *m_view;
    ClockKeeper *m_keeper;
    QAction *m_playersAction;
    QAction *m_pauseAction;
    PlayMode m_mode = PlayMode::Red;
    std::function<bool()> m_confirmAbandon = [] { return true; };
};
