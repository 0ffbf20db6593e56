#pragma once

// The window's side of an external engine playing a side: its worker thread, requests sent
// over as queued calls, answers back as signals tagged with the search id, like EnginePlayer's.
// Cancelling raises the worker's stop flag; a stale answer is the game's to drop by its id.

#include "app/xiangqi/analysis/enginelist.h"
#include "app/xiangqi/coremetatypes.h"

#include "engineclient/searchlimits.h"

#include <QObject>
#include <QString>

class ExternalPlayerWorker;
class QThread;

class ExternalPlayer : public QObject {
    Q_OBJECT

public:
    explicit ExternalPlayer(const EngineEntry &entry, QObject *parent = nullptr);
    ~ExternalPlayer() override; ///< stops the search and waits for the thread

    const EngineEntry &entry() const { return m_entry; }
    /// The engine's own name once it started, the list's name before.
    QString name() const { return m_name; }

    /// Asks for a move of `board`; the answer arrives by bestMove() or failed() with `searchId`.
    void think(const xq::Board &board, const xq::client::SearchLimits &limits, qint64 timeoutMs,
        int searchId);
    /// The search under way ends soon; its answer still comes, with its old id.
    void cancel();
    /// "Move now": the search under way ends soon with the best move found so far.
    void moveNow();
    /// A new game starts: the engine hears `ucinewgame` before its next move.
    void newGame();

signals:
    void searchInfo(int searchId, const xq::SearchInfo &info);
    void bestMove(int searchId, xq::Move move);
    void failed(int searchId, const QString &error);

private:
    EngineEntry m_entry;
    QString m_name;
    QThread *m_thread;
    ExternalPlayerWorker *m_worker;
};
