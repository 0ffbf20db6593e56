#pragma once

// The computer player: wraps the engine facade, whose search runs on the engine's own thread.
// think() returns at once; what the search reports is sent back to the GUI thread by queued
// signals, each tagged with the id of the search it belongs to so stale answers can be told
// apart after an undo or a new game.

#include "app/xiangqi/coremetatypes.h"

#include "engine/engine.h"
#include "engineclient/searchlimits.h"

#include <QObject>

#include <memory>

class EnginePlayer : public QObject {
    Q_OBJECT

public:
    explicit EnginePlayer(QObject *parent = nullptr);
    ~EnginePlayer() override; ///< stops and joins the search before the signals go away

    static QStringList levelNames();
    /// "depth 4" or "full strength, 3 s a move": how the level limits the search, the level
    /// without a depth limit given `moveTimeMs` a move.
    static QString levelStrength(int level, int moveTimeMs);
    /// The longest the computer thinks about a move (all a full-strength level has).
    static constexpr int DefaultMoveTimeMs = 3000;

    void setLevel(int level);
    int level() const { return m_level; }
    void setHashMb(int megabytes);
    /// Threads of the searches the level does not limit in depth; 0: one a core.
    void setThreads(int threads);
    /// The threads those searches now use.
    int threads() const;
    /// One a core of this machine, at most MaxSearchThreads.
    static int coreCount();
    /// Lazy SMP gains little beyond a handful of threads.
    static constexpr int MaxSearchThreads = 8;
    void setMoveTimeMs(int ms) { m_moveTimeMs = ms; }
    int moveTimeMs() const { return m_moveTimeMs; }
    bool isThinking() const { return m_engine->isSearching(); }

public slots:
    /// Starts searching `board` for its side to move, at the level or (for a hint) at full
    /// strength; the answer comes through bestMove(searchId).
    void think(const xq::Board &board, int searchId, bool fullStrength);
    /// Starts searching `board` at the level, its time taken from the clocks in `clock` by the
    /// engine's time manager.
    void thinkOnClock(const xq::Board &board, int searchId, const xq::client::SearchLimits &clock);
    /// "Move now": the running search reports the best move it has found so far.
    void moveNow();
    /// Stops the running search; its answer still arrives but with the old id.
    void cancel();
    /// Forget what was learned: a new game starts.
    void newGame();

signals:
    void searchInfo(int searchId, const xq::SearchInfo &info);
    void bestMove(int searchId, xq::Move move);

private:
    void applyOptions();
    void go(const xq::Board &board, int searchId, int level, const xq::SearchLimits &limits);

    std::unique_ptr<xq::Engine> m_engine;
    int m_level = 0;
    int m_hashMb = 64;
    int m_threads = 0;
    int m_moveTimeMs = DefaultMoveTimeMs;
};
