#include "app/xiangqi/analysis/analysissession.h"

#include "app/xiangqi/analysis/analysisworker.h"

#include "analysis/builtinanalysisengine.h"

#include <QMetaObject>
#include <QThread>

AnalysisSession::AnalysisSession(QObject *parent) : QObject(parent), m_thread(new QThread(this))
{
    qRegisterMetaType<xq::Board>();
    qRegisterMetaType<xq::GameTree>();
    qRegisterMetaType<xq::AnalysisLine>();
    qRegisterMetaType<xq::GameReview>();
    m_thread->setObjectName(QStringLiteral("analysis"));
    m_thread->start();
    setEngine(std::make_unique<xq::BuiltinAnalysisEngine>());
}

AnalysisSession::~AnalysisSession()
{
    if (m_worker) {
        m_worker->stopFlag() = true;
    }
    m_thread->quit();
    m_thread->wait();
    delete m_worker;
}

void AnalysisSession::setEngine(std::unique_ptr<xq::AnalysisEngine> engine)
{
    m_pending = nullptr;
    if (m_worker) {
        m_worker->stopFlag() = true;
        // The old worker finishes its request on the thread, then goes.
        m_worker->deleteLater();
    }
    m_inFlight = false;
    ++m_currentId; // what the old worker still says is stale
    m_worker = new AnalysisWorker(std::move(engine));
    m_worker->moveToThread(m_thread);
    connect(m_worker, &AnalysisWorker::started, this, [this](bool ok, const QString &text) {
        m_engineName = ok ? text : QString();
        emit engineStarted(ok, text);
    });
    connect(
        m_worker, &AnalysisWorker::lineReady, this, [this](int id, const xq::AnalysisLine &line) {
            if (id == m_currentId) {
                emit lineReady(line);
            }
        });
    AnalysisWorker *worker = m_worker;
    connect(worker, &AnalysisWorker::analysed, this,
        [this, worker](int id, bool ok, const QString &error) {
            if (!ok && id == m_currentId) {
                emit failed(error);
            }
            onFinished(worker);
        });
    connect(m_worker, &AnalysisWorker::reviewProgress, this, [this](int id, int done, int total) {
        if (id == m_currentId) {
            emit reviewProgress(done, total);
        }
    });
    connect(worker, &AnalysisWorker::reviewed, this,
        [this, worker](int id, const xq::GameReview &review) {
            if (id == m_currentId) {
                if (!review.error.empty()) {
                    emit failed(QString::fromStdString(review.error));
                }
                emit reviewed(review);
            }
            onFinished(worker);
        });
    restartEngine();
}

void AnalysisSession::restartEngine()
{
    QMetaObject::invokeMethod(m_worker, &AnalysisWorker::start, Qt::QueuedConnection);
}

void AnalysisSession::analyse(const xq::Board &board, int lines)
{
    request([this, board, lines](int id) {
        QMetaObject::invokeMethod(
            m_worker, [worker = m_worker, board, lines, id] { worker->analyse(board, lines, id); });
    });
}

void AnalysisSession::review(const xq::GameTree &game, int moveTimeMs)
{
    request([this, game, moveTimeMs](int id) {
        QMetaObject::invokeMethod(m_worker,
            [worker = m_worker, game, moveTimeMs, id] { worker->review(game, moveTimeMs, id); });
    });
}

void AnalysisSession::stop()
{
    m_pending = nullptr;
    ++m_currentId;
    if (m_inFlight) {
        m_worker->stopFlag() = true;
    } else {
        emit idle();
    }
}

void AnalysisSession::request(std::function<void(int id)> launch)
{
    m_pending = std::move(launch);
    if (m_inFlight) {
        m_worker->stopFlag() = true;
        ++m_currentId; // the running request's last words are stale
    } else {
        launchPending();
    }
}

void AnalysisSession::launchPending()
{
    if (!m_pending) {
        emit idle();
        return;
    }
    const auto launch = std::move(m_pending);
    m_pending = nullptr;
    m_worker->stopFlag() = false; // nothing runs: no request can miss it
    m_inFlight = true;
    launch(++m_currentId);
}

void AnalysisSession::onFinished(const AnalysisWorker *worker)
{
    if (worker != m_worker) {
        return; // a replaced engine's last request
    }
    m_inFlight = false;
    launchPending();
}
