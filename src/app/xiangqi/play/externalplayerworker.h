#pragma once

// An external engine playing a side of the window's game, on a thread of its own: the engine
// client blocks only this thread while the engine thinks. The engine is started at its first
// move and again after any failure; every move it sends is checked by the client against the
// rules, and whatever goes wrong (no start, a crash, a hang, garbage, an illegal move) comes back
// as failed(), never as an exception.

#include "app/xiangqi/coremetatypes.h"

#include "engineclient/engineclient.h"

#include <QObject>
#include <QString>

#include <atomic>

class ExternalPlayerWorker : public QObject {
    Q_OBJECT

public:
    explicit ExternalPlayerWorker(xq::client::EngineConfig config);
    ~ExternalPlayerWorker() override;

    /// The search wanted now, set from any thread; any other search ends at the engine's next
    /// report, and a request that is no longer wanted is not started. NoSearch stops them all.
    std::atomic<int> &wantedSearch() { return m_wanted; }
    static constexpr int NoSearch = -1;
    /// Raised from any thread ("Move now"): the search under way stops at the engine's next
    /// report and its move is played.
    std::atomic<bool> &hurry() { return m_hurry; }
    /// Ends the engine from any thread (its whole process group), so a search waiting on an
    /// engine that stays silent returns at once: for closing the window.
    void killEngine();

public slots:
    /// Asks the engine for a move of `board` within `limits`; it must answer in `timeoutMs`.
    void think(const xq::Board &board, const xq::client::SearchLimits &limits, qint64 timeoutMs,
        int searchId);
    /// A new game: the engine's next move starts with `ucinewgame`.
    void newGame() { m_newGame = true; }

signals:
    /// The engine's name, once it has started.
    void started(const QString &name);
    void searchInfo(int searchId, const xq::SearchInfo &info);
    void bestMove(int searchId, xq::Move move);
    /// What the engine did wrong, in words for the player; it is started again at the next move.
    void failed(int searchId, const QString &error);

private:
    bool ensureStarted(int searchId);
    void fail(int searchId, const QString &error);
    QString name() const;
    static QString statusText(xq::client::SearchStatus status, qint64 timeoutMs);

    xq::client::EngineConfig m_config;
    xq::client::EngineClient m_client;
    bool m_running = false;
    bool m_newGame = true;
    std::atomic<int> m_wanted { NoSearch };
    std::atomic<bool> m_hurry { false };
    std::atomic<int> m_pid { -1 }; ///< the running engine's, for killEngine()
};
