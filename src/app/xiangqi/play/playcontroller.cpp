#include "app/xiangqi/play/playcontroller.h"

#include "app/gamemode.h"
#include "app/prompter.h"
#include "app/xiangqi/analysis/enginelist.h"
#include "app/xiangqi/drawoffer.h"
#include "app/xiangqi/gamemenus.h"
#include "app/xiangqi/play/clockkeeper.h"
#include "app/xiangqi/play/clockview.h"
#include "app/xiangqi/play/dialoghold.h"
#include "app/xiangqi/play/externalplayer.h"
#include "app/xiangqi/play/playerchoice.h"
#include "app/xiangqi/play/playersdialog.h"
#include "app/xiangqi/singlegame.h"
#include "app/xiangqi/uitext.h"

#include <QAction>
#include <QMenu>

#include <algorithm>

PlayController::PlayController(SingleGame &game, GameMenus &menus, GameHost &host, QObject *parent)
    : QObject(parent), m_game(game), m_host(host), m_view(new ClockView),
      m_keeper(new ClockKeeper(game, *m_view, host.settings(), this)),
      m_playersAction(new QAction(tr("P&layers and Clocks…"), this)),
      m_pauseAction(new QAction(tr("&Pause"), this))
{
    new DialogHold(game, *m_view, this);
    m_playersAction->setObjectName(QStringLiteral("playersAction"));
    m_playersAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_pauseAction->setObjectName(QStringLiteral("pauseAction"));
    m_pauseAction->setShortcut(QKeySequence(Qt::Key_P));
    m_pauseAction->setCheckable(true);
    QMenu *gameMenu = menus.menus().front();
    gameMenu->insertAction(menus.undo, m_playersAction);
    gameMenu->insertAction(menus.undo, m_pauseAction);
    gameMenu->insertSeparator(menus.undo);
    connect(m_playersAction, &QAction::triggered, this, &PlayController::choosePlayers);
    connect(menus.resign, &QAction::triggered, this, &PlayController::resign);
    connect(menus.offerDraw, &QAction::triggered, this, &PlayController::offerDraw);
    connect(m_pauseAction, &QAction::toggled, &game, &SingleGame::setPaused);
    connect(&game, &SingleGame::pausedChanged, m_pauseAction, &QAction::setChecked);
    connect(&game, &SingleGame::engineFailed, this, &PlayController::onEngineFailed);
    connect(m_keeper, &ClockKeeper::message, this, &PlayController::message);
}

void PlayController::choosePlayers()
{
    PlayersDialog dialog(m_host.settings(), m_host.dialogParent());
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    // "No" to abandoning the game in progress leaves everything as it was, the players too.
    if (dialog.startsNewGame() && !m_confirmAbandon()) {
        return;
    }
    dialog.save();
    emit playersChosen(dialog.startsNewGame());
}

void PlayController::setPlayMode(PlayMode mode)
{
    m_mode = mode;
    const QList<EngineEntry> engines = EngineList::load(m_host.settings());
    for (const xq::Side side : { xq::Side::Red, xq::Side::Black }) {
        const QString command = m_host.settings().playerEngine(side);
        const auto entry = std::find_if(engines.begin(), engines.end(),
            [&](const EngineEntry &engine) { return engine.command == command; });
        if (!PlayerChoice::computerPlays(mode, side) || command.isEmpty()
            || entry == engines.end()) {
            m_game.setExternalPlayer(side, nullptr); // a person, or the built-in engine
            continue;
        }
        const ExternalPlayer *playing = m_game.externalPlayer(side);
        if (!playing || !(playing->entry() == *entry)) {
            m_game.setExternalPlayer(side, new ExternalPlayer(*entry));
        }
    }
}

PlayerDetails::Names PlayController::playerNames(PlayMode mode, int level) const
{
    PlayerDetails::Names names = PlayerDetails::namesFor(mode, level);
    if (const ExternalPlayer *red = m_game.externalPlayer(xq::Side::Red)) {
        names.first = red->entry().name;
    }
    if (const ExternalPlayer *black = m_game.externalPlayer(xq::Side::Black)) {
        names.second = black->entry().name;
    }
    return names;
}

void PlayController::onEngineFailed(xq::Side side, const QString &error)
{
    emit message(tr("%1's engine failed: the game is paused").arg(UiText::side(side)));
    m_host.prompter().failure(m_host.dialogParent(), tr("Engine failed"),
        tr("%1.\n\nThe game is kept and paused. Game ▸ Pause (P) starts the engine again and "
           "plays on; Game ▸ Players and Clocks chooses another player.")
            .arg(error));
}

xq::Side PlayController::playerSide() const
{
    return m_mode == PlayMode::Red  ? xq::Side::Red
        : m_mode == PlayMode::Black ? xq::Side::Black
                                    : m_game.board().sideToMove();
}

void PlayController::resign()
{
    if (m_host.prompter().confirm(m_host.dialogParent(), tr("Resign"), tr("Resign this game?"))) {
        m_game.resign(playerSide());
    }
}

void PlayController::offerDraw()
{
    if (m_game.isOver()) {
        return;
    }
    const DrawOffer::Answer answer
        = DrawOffer::decide(m_game, playerSide(), [this](const QString &question) {
              return m_host.prompter().confirm(m_host.dialogParent(), tr("Draw offered"), question);
          });
    emit message(answer.text);
    if (answer.drawn) {
        m_game.drawHere(answer.reason);
    }
}

void PlayController::explainRefusal(xq::Square square)
{
    const xq::Board &board = m_game.board();
    if (m_game.isOver()) {
        emit message(UiText::gameIsOver());
    } else if (m_game.isPaused()) {
        emit message(tr("The game is paused: P resumes it"));
    } else if (m_game.isThinking()) {
        emit message(tr("The computer is thinking…"));
    } else if (m_game.isComputer(board.sideToMove())) {
        emit message(tr("It is the computer's move"));
    } else {
        emit message(
            UiText::refusal(xq::refusalOf(board, xq::Move(square, square)), board.sideToMove()));
    }
}
