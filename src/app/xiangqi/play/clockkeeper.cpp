#include "app/xiangqi/play/clockkeeper.h"

#include "app/appsettings.h"
#include "app/xiangqi/analysis/chessclocks.h"
#include "app/xiangqi/play/clockview.h"
#include "app/xiangqi/singlegame.h"

namespace {
const char *const TimeControlTag = "TimeControl";
} // namespace

ClockKeeper::ClockKeeper(SingleGame &game, ClockView &view, AppSettings &settings, QObject *parent)
    : QObject(parent), m_game(game), m_view(view), m_settings(settings)
{
    connect(&game, &SingleGame::loading, this, &ClockKeeper::onLoading);
    connect(&game, &Game::moveMade, this, &ClockKeeper::onMoveMade);
    connect(&game, &Game::positionChanged, this, &ClockKeeper::onPositionChanged);
    connect(&game, &SingleGame::pausedChanged, this, &ClockKeeper::onPositionChanged);
    connect(&game, &SingleGame::heldChanged, this, &ClockKeeper::onPositionChanged);
    connect(&game, &SingleGame::playersChanged, this, &ClockKeeper::onPositionChanged);
    // A game can end without a move (resigned, drawn by agreement): its clocks stop then too.
    connect(&game, &Game::gameOver, this, &ClockKeeper::onPositionChanged);
    onLoading(game.tree()); // the game the window starts with is a new one too
}

void ClockKeeper::setClocks(ChessClocks *clocks)
{
    delete m_clocks;
    m_clocks = clocks;
    m_game.setClocks(clocks);
    m_view.setClocks(clocks);
    if (clocks) {
        // Queued: a flag that falls on a late move is judged after that move is announced.
        connect(
            clocks, &ChessClocks::flagFell, this, &ClockKeeper::onFlagFell, Qt::QueuedConnection);
    }
}

void ClockKeeper::onLoading(const xq::GameTree &tree)
{
    if (!tree.mainLine().empty()) {
        resume(tree);
        return;
    }
    const auto control = ChessClocks::parse(m_settings.timeControl());
    setClocks(control ? new ChessClocks(*control, this) : nullptr);
    if (m_clocks) {
        m_clocks->start(tree.startBoard().sideToMove(), true); // onPositionChanged runs it
    }
}

void ClockKeeper::resume(const xq::GameTree &tree)
{
    const auto control
        = ChessClocks::parse(QString::fromStdString(tree.tags().value(TimeControlTag)));
    if (!control || tree.result() != xq::GameResult::Unknown) {
        setClocks(nullptr);
        return;
    }
    setClocks(new ChessClocks(*control, this));
    xq::Side mover = tree.startBoard().sideToMove();
    int moves[2] = { 0, 0 };
    for (const xq::NodeId node : tree.mainLine()) {
        const int side = xq::index(mover);
        ++moves[side];
        const auto clock
            = ChessClocks::readClockComment(QString::fromStdString(tree.comment(node)));
        if (clock) {
            m_clocks->resume(mover, *clock, moves[side]);
        }
        mover = xq::opposite(mover);
    }
    if (const auto thinking = ChessClocks::runningClock(tree)) {
        m_clocks->resume(mover, *thinking, moves[xq::index(mover)]);
    }
    m_clocks->start(mover, true);
    m_game.setPaused(true); // the players sit down again before the clock runs
    emit message(tr("Clocks restored, game paused"));
}

void ClockKeeper::onMoveMade()
{
    if (!m_clocks || !m_clocks->isRunning()) {
        return;
    }
    const xq::Side mover = xq::opposite(m_game.board().sideToMove());
    if (m_clocks->moveMade()) {
        noteClock(m_clocks->remainingMs(mover));
    }
}

void ClockKeeper::noteClock(qint64 remainingMs)
{
    m_game.setEmbeddedCommand(ChessClocks::clockComment(remainingMs));
    m_game.setTag(QString::fromLatin1(TimeControlTag), m_clocks->tagText());
}

void ClockKeeper::onPositionChanged()
{
    if (!m_clocks || m_clocks->flagged()) {
        return;
    }
    if (m_game.isOver()) {
        m_clocks->stop();
        return;
    }
    if (m_game.isBrowsing()) {
        // Looking back stops the game's clock where it is; a finished game's stay stopped.
        m_clocks->setPaused(true);
        return;
    }
    const xq::Side side = m_game.board().sideToMove();
    // A person's clock starts with the game's first move: nobody loses on time before touching
    // the board.
    const bool waitsForFirstMove = m_game.tree().moveCount() == 0 && !m_game.isComputer(side);
    const bool paused = m_game.isPaused() || m_game.isHeld() || waitsForFirstMove;
    if (!m_clocks->isRunning() || m_clocks->sideToMove() != side) {
        m_clocks->start(side, paused); // after an undo, or a game that ended and was taken back
    }
    m_clocks->setPaused(paused);
}

void ClockKeeper::onFlagFell(xq::Side side)
{
    if (!m_game.isOver()) {
        m_game.forfeitOnTime(side);
    }
}
