#pragma once

// The window's side of analysis: owns the worker thread and its engine, keeps at most one
// request running there, and drops what a superseded request still reports. A new position
// while one is analysed stops the old analysis and starts the new one when the old has ended,
// so the window never waits for an engine.

#include "analysis/analysisengine.h"
#include "analysis/gamereview.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class AnalysisWorker;
class QThread;

class AnalysisSession : public QObject {
    Q_OBJECT

public:
    explicit AnalysisSession(QObject *parent = nullptr);
    ~AnalysisSession() override; ///< stops the request and joins the thread

    /// Replaces the engine (started on the worker thread; started() tells how it went).
    void setEngine(std::unique_ptr<xq::AnalysisEngine> engine);
    /// Starts the engine again after it failed.
    void restartEngine();
    const QString &engineName() const { return m_engineName; }

    /// Analyses `board` until stop() or the next request.
    void analyse(const xq::Board &board, int lines);
    void stop();
    /// Reviews the main line of `game`, `moveTimeMs` a position; cancel with stop().
    void review(const xq::GameTree &game, int moveTimeMs);
    bool isBusy() const { return m_inFlight || m_pending; }

signals:
    void engineStarted(bool ok, const QString &nameOrError);
    /// A line of the analysis of the position asked for last.
    void lineReady(const xq::AnalysisLine &line);
    /// The engine failed (crashed, hung, lied); restartEngine() brings it back.
    void failed(const QString &error);
    void reviewProgress(int done, int total);
    void reviewed(const xq::GameReview &review);
    /// Nothing runs any more.
    void idle();

private:
    void request(std::function<void(int id)> launch);
    void launchPending();
    void onFinished(const AnalysisWorker *worker);

    QThread *m_thread;
    AnalysisWorker *m_worker = nullptr;
    QString m_engineName;
    std::function<void(int id)> m_pending;
    bool m_inFlight = false;
    int m_currentId = 0;
};
