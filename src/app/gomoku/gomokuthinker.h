#pragma once

// The Gomoku AI off the GUI thread: each request copies the position into a worker thread that
// runs the search; the answer comes back as a signal, queued to the receiver's thread. A newer
// request, "move now" or the destructor stops the search in progress (the destructor joins it).

#include "gomoku/position.h"
#include "gomoku/searcher.h"

#include <QMetaType>
#include <QObject>
#include <QString>

#include <atomic>
#include <thread>

/// What the search made of the position it was asked about, as the engine reports it.
struct GomokuThought {
    int move = -1;
    /// For `side`, in the evaluation's units; beyond gomoku::WinBound a win in WinScore - score
    /// plies (a loss below -WinBound).
    int score = 0;
    /// Of the last full iteration; 0 when a rule or the threat search decided the move.
    int depth = 0;
    /// How the move was found: "five", "block", "vcf", "vct", "search" or "opening".
    QString how;
    /// The side the search played for.
    gomoku::Stone side = gomoku::Stone::Black;
};
Q_DECLARE_METATYPE(GomokuThought)

class GomokuThinker : public QObject {
    Q_OBJECT

public:
    explicit GomokuThinker(QObject *parent = nullptr);
    ~GomokuThinker() override;

    /// Searches `position` at `level` for at most `ms`, on `threads` at full strength (Lazy SMP;
    /// the lower levels search alone); answers with moveFound(request, ...).
    void think(const gomoku::Position &position, int level, int ms, int threads, int request);
    /// Ends the search in progress early; its best move so far is still reported.
    void moveNow() { m_stop = true; }
    /// Stops and waits for the search in progress; its answer is dropped by the caller.
    void cancel();

signals:
    /// Emitted from the worker thread; connect with the default (queued) connection.
    void moveFound(int request, const GomokuThought &thought);

private:
    std::thread m_thread;
    std::atomic<bool> m_stop { false };
    gomoku::Searcher m_searcher { 16 };
};
