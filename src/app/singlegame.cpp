#include "app/singlegame.h"

#include "app/engineplayer.h"

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
    afterPositionChange();
}

bool SingleGame::isHumanTurn() const
{
    return !isOver() && !isComputer(board().sideToMove());
}

bool SingleGame::isComputerTurn() const
{
    return !isBrowsing() && !isOver() && isComputer(board().sideToMove());
}

void SingleGame::load(xq::GameTree tree, xq::NodeId node)
{
    cancelSearch();
    m_engine->newGame();
    m_lastScore.reset(); // another game: what the computer thought of the last one is void
    Game::load(std::move(tree), node);
}

void SingleGame::setLevel(int level)
{
    cancelSearch();
    m_engine->setLevel(level);
    afterPositionChange();
}

void SingleGame::setHashMb(int megabytes)
{
    cancelSearch();
    m_engine->setHashMb(megabytes);
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
    if (m_searchPurpose != Purpose::None) {
        m_engine->moveNow();
    }
}

void SingleGame::afterPositionChange()
{
    cancelSearch();
    if (!isComputerTurn()) {
        return;
    }
    if (m_pauseMs <= 0) {
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
    emit searchRequested(board(), m_searchId, purpose == Purpose::Hint);
}

void SingleGame::cancelSearch()
{
    ++m_searchId; // whatever is still on its way is now stale
    if (m_searchPurpose == Purpose::None) {
        return;
    }
    m_searchPurpose = Purpose::None;
    m_engine->cancel();
    emit thinkingChanged(false);
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
        return;
    }
    if (purpose == Purpose::Hint) {
        emit hintReady(move);
    } else if (isComputerTurn()) {
        play(move);
    }
}
