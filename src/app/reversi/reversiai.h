#pragma once

// The computer player of Reversi on a worker thread (WorkerThread): think() hands a position to
// the thread and returns at once; the answer, and the search's progress on the way, come back by
// queued signals. Answers to positions that are no longer asked about (after cancel() or a newer
// request) are dropped. The destructor waits for the thread, whose searches are bounded by a move
// time.

#include "app/workerthread.h"

#include "reversi/board.h"

#include <QObject>

#include <memory>

namespace reversi {
class Engine;
}

class ReversiAi : public QObject {
    Q_OBJECT

public:
    explicit ReversiAi(QObject *parent = nullptr);
    ~ReversiAi() override;

    /// Starts choosing a move for `board` at `level` within `movetimeMs`, searching on `threads`
    /// threads (Lazy SMP; the levels below full strength search alone whatever it says).
    void think(const reversi::Board &board, int level, int movetimeMs, int threads = 1);
    /// Forgets the question asked last: its answer will not be emitted.
    void cancel() { m_worker.cancel(); }
    bool isThinking() const { return m_worker.isBusy(); }
    /// Makes the search under way answer at once with the best move it has found.
    void moveNow();

signals:
    /// The move chosen (reversi::PassMove to pass), its value in hundredths of a disc for the side
    /// that moves, and whether that value is the exact result of perfect play.
    void moveChosen(int move, int score, bool exact);
    /// The search's value so far, after an iteration of `depth` plies (or an exact solve); or
    /// the opening book's value of the move it holds (`fromBook`).
    void progress(int score, int depth, bool exact, bool fromBook);
    /// An answer that was no longer wanted came back and nothing else is being thought about:
    /// the caller may ask again.
    void idle();

private:
    std::unique_ptr<reversi::Engine> m_engine; // used on the worker thread only
    WorkerThread m_worker; ///< after the engine: goes first, waiting for the search under way
};
