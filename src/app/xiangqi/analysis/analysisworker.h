#pragma once

// The analysis engine's own thread: an AnalysisEngine lives here and blocks only this thread
// while it analyses or reviews. Requests come in as queued slots, answers go out as signals
// (queued to the window); the window stops a running request by raising the stop flag, which
// is the only thing shared.

#include "analysis/analysisengine.h"
#include "analysis/gamereview.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

class AnalysisWorker : public QObject {
    Q_OBJECT

public:
    explicit AnalysisWorker(std::unique_ptr<xq::AnalysisEngine> engine);
    ~AnalysisWorker() override;

    /// Raised from any thread: the running request ends soon.
    std::atomic<bool> &stopFlag() { return m_stop; }

public slots:
    /// Starts (or restarts) the engine; answers with started().
    void start();
    void analyse(const xq::Board &board, int lines, int id);
    void review(const xq::GameTree &game, int moveTimeMs, int id);

signals:
    void started(bool ok, const QString &nameOrError);
    void lineReady(int id, const xq::AnalysisLine &line);
    void analysed(int id, bool ok, const QString &error);
    void reviewProgress(int id, int done, int total);
    void reviewed(int id, const xq::GameReview &review);

private:
    std::unique_ptr<xq::AnalysisEngine> m_engine;
    std::atomic<bool> m_stop { false };
};
