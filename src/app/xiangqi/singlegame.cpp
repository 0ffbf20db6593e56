#include "app/xiangqi/singlegame.h"

#include "app/xiangqi/analysis/chessclocks.h"
#include "app/xiangqi/engineplayer.h"
#include "app/xiangqi/play/externalplayer.h"

#include <QTimer>

SingleGame::SingleGame(QObject *parent) : Game(parent), m_engine(new EnginePlayer(this))
{
    connect(this, &SingleGame::searchRequested, m_engine, &EnginePlayer::think);
    // The engine emits from its own thread: queue the answers into ours.
    connect(m_engine, &EnginePlayer::bestMove, this, &SingleGame::onBestMove, Qt::QueuedConnection);
    connect(
        m_engine, &EnginePlayer::searchInfo, this, &SingleGame::onSearchInfo, Qt::QueuedConnection);
}

SingleGame::~SingleGame()
{
    m_engine->cancel();
}

void SingleGame::setComputerSides(bool red, bool black)
{
    m_computer = { red, black };
    cancelSearch();
    emit playersChanged();
    afterPositionChange();
}

void SingleGame::setExternalPlayer(xq::Side side, ExternalPlayer *player)
{
    ExternalPlayer *&slot = m_external[xq::index(side)];
    if (slot == player) {
        return;
    }
    cancelSearch();
    delete slot;
    slot = player;
    if (player) {
        player->setParent(this);
        connect(player, &ExternalPlayer::bestMove, this, &SingleGame::onBestMove);
        connect(player, &ExternalPlayer::searchInfo, this, &SingleGame::onSearchInfo);
        connect(player, &ExternalPlayer::failed, this, &SingleGame::onEngineFailed);
    }
    afterPositionChange();
}

void SingleGame::setPaused(bool paused)
{
    if (paused == m_paused) {
        return;
    }
    m_paused = paused;
    emit pausedChanged(paused);
    afterPositionChange(); // stops the computer, or lets it think again
}

void SingleGame::setHeld(bool held)
{
    if (held == m_held) {
        return;
    }
    m_held = held;
    emit heldChanged(held);
    afterPositionChange(); // drops the computer's search, or asks it again
}

bool SingleGame::isHumanTurn() const
{
    return !m_paused && !isOver() && !isComputer(board().sideToMove());
}

bool SingleGame::isComputerTurn() const
{
    return !m_paused && !m_held && !isBrowsing() && !isOver() && isComputer(board().sideToMove());
}

void SingleGame::load(xq::GameTree tree, xq::NodeId node)
{
    cancelSearch();
    m_engine->newGame();
    for (ExternalPlayer *player : m_external) {
        if (player) {
            player->newGame();
        }
    }
    m_lastScore.reset(); // another game: what the computer thought of the last one is void
    m_paused = false;
    emit loading(tree);
    Game::load(std::move(tree), node);
    emit pausedChanged(m_paused);
}

xq::GameTree SingleGame::recordToSave() const
{
    xq::GameTree record = tree();
    if (m_clocks) {
        m_clocks->noteRunningClock(record);
    }
    return record;
}

void SingleGame::setLevel(int level)
{
    restartSearchAfter([&] { m_engine->setLevel(level); });
}

void SingleGame::setHashMb(int megabytes)
{
    restartSearchAfter([&] { m_engine->setHashMb(megabytes); });
}

void SingleGame::setThreads(int threads)
{
    restartSearchAfter([&] { m_engine->setThreads(threads); });
}

void SingleGame::restartSearchAfter(const std::function<void()> &engineChange)
{
    cancelSearch();
    engineChange();
    afterPositionChange();
}

void SingleGame::setMoveTimeMs(int ms)
{
    m_engine->setMoveTimeMs(ms);
}

void SingleGame::undo()
{
    if (!canUndo()) {
        return;
    }
    // Back to the last position where a person was to move (or to the start).
    int target = ply() - 1;
    while (target > 0 && isComputer(sideAtPly(target))) {
        --target;
    }
    moveCursor(target, false);
}

void SingleGame::redo()
{
    int target = ply() + 1;
    while (target < length() && isComputer(sideAtPly(target))) {
        ++target;
    }
    moveCursor(target, false);
}

void SingleGame::hint()
{
    if (isThinking() || isOver()) {
        return;
    }
    startSearch(Purpose::Hint);
}

void SingleGame::moveNow()
{
    ExternalPlayer *player = m_external[xq::index(board().sideToMove())];
    if (m_searchPurpose == Purpose::Move && player) {
        player->moveNow();
    } else if (m_searchPurpose != Purpose::None) {
        m_engine->moveNow();
    }
}

void SingleGame::afterPositionChange()
{
    cancelSearch();
    if (!isComputerTurn()) {
        return;
    }
    // On a clock the computer's own time passes anyway: no pause is added to it.
    if (m_pauseMs <= 0 || (m_clocks && m_clocks->isRunning())) {
        startSearch(Purpose::Move);
        return;
    }
    // Remember the id: if anything happens during the pause, the search is no longer wanted.
    const int id = m_searchId;
    QTimer::singleShot(m_pauseMs, this, [this, id] {
        if (id == m_searchId && isComputerTurn()) {
            startSearch(Purpose::Move);
        }
    });
}

void SingleGame::startSearch(Purpose purpose)
{
    m_searchPurpose = purpose;
    ++m_searchId;
    emit thinkingChanged(true);
    if (purpose == Purpose::Move) {
        requestMove();
    } else {
        emit searchRequested(board(), m_searchId, true);
    }
}

void SingleGame::requestMove()
{
    const xq::Side side = board().sideToMove();
    const bool timed = m_clocks && m_clocks->isRunning();
    if (ExternalPlayer *player = m_external[xq::index(side)]) {
        xq::client::SearchLimits limits;
        limits.moveTimeMs = m_engine->moveTimeMs();
        if (timed) {
            limits = m_clocks->engineLimits();
        }
        const qint64 allowed = timed ? m_clocks->remainingMs(side) : m_engine->moveTimeMs();
        player->think(board(), limits, allowed + EngineGraceMs, m_searchId);
    } else if (timed) {
        m_engine->thinkOnClock(board(), m_searchId, m_clocks->engineLimits());
    } else {
        emit searchRequested(board(), m_searchId, false);
    }
}

void SingleGame::cancelSearch()
{
    ++m_searchId; // whatever is still on its way is now stale
    if (m_searchPurpose == Purpose::None) {
        return;
    }
    m_searchPurpose = Purpose::None;
    m_engine->cancel();
    for (ExternalPlayer *player : m_external) {
        if (player) {
            player->cancel();
        }
    }
    emit thinkingChanged(false);
}

void SingleGame::onEngineFailed(int searchId, const QString &error)
{
    if (searchId != m_searchId) {
        return;
    }
    m_searchPurpose = Purpose::None;
    emit thinkingChanged(false);
    engineFailure(error);
}

void SingleGame::engineFailure(const QString &error)
{
    setPaused(true); // the game waits until the player restarts the engine or changes players
    emit engineFailed(board().sideToMove(), error);
}

void SingleGame::onSearchInfo(int searchId, const xq::SearchInfo &info)
{
    if (searchId != m_searchId) {
        return;
    }
    if (m_searchPurpose == Purpose::Move) {
        const int score
            = info.mateInMoves ? (*info.mateInMoves > 0 ? MateCp : -MateCp) : info.scoreCp;
        m_lastScore = { board().sideToMove(), score };
    }
    emit thinkingInfo(info);
}

std::optional<int> SingleGame::computerScore(xq::Side side) const
{
    if (!m_lastScore) {
        return std::nullopt;
    }
    return m_lastScore->first == side ? m_lastScore->second : -m_lastScore->second;
}

bool SingleGame::acceptsDraw(xq::Side side) const
{
    const std::optional<int> score = computerScore(side);
    return isComputer(side) && score && *score <= DrawAcceptCp;
}

void SingleGame::onBestMove(int searchId, xq::Move move)
{
    if (searchId != m_searchId) {
        return;
    }
    const Purpose purpose = m_searchPurpose;
    m_searchPurpose = Purpose::None;
    emit thinkingChanged(false);
    if (move.isNone() || !board().canMove(move.from(), move.to())) {
        const ExternalPlayer *player = m_external[xq::index(board().sideToMove())];
        if (purpose == Purpose::Move && player) {
            engineFailure(tr("%1 sent a move the rules do not allow").arg(player->name()));
        }
        return;
    }
    if (purpose == Purpose::Hint) {
        emit hintReady(move);
    } else if (isComputerTurn()) {
        play(move);
    }
}
