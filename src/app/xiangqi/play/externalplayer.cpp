#include "app/xiangqi/play/externalplayer.h"

#include "app/xiangqi/play/externalplayerworker.h"

#include <QMetaObject>
#include <QThread>

namespace {
// How long a search is given to end by itself when the game goes; then the engine is killed.
constexpr int QuitWaitMs = 1500;
} // namespace

ExternalPlayer::ExternalPlayer(const EngineEntry &entry, QObject *parent)
    : QObject(parent), m_entry(entry), m_name(entry.name), m_thread(new QThread(this)),
      m_worker(new ExternalPlayerWorker(entry.config()))
{
    qRegisterMetaType<xq::Move>();
    qRegisterMetaType<xq::SearchInfo>();
    m_thread->setObjectName(QStringLiteral("external player"));
    m_worker->moveToThread(m_thread);
    connect(m_worker, &ExternalPlayerWorker::started, this,
        [this](const QString &name) { m_name = name; });
    connect(m_worker, &ExternalPlayerWorker::searchInfo, this, &ExternalPlayer::searchInfo);
    connect(m_worker, &ExternalPlayerWorker::bestMove, this, &ExternalPlayer::bestMove);
    connect(m_worker, &ExternalPlayerWorker::failed, this, &ExternalPlayer::failed);
    m_thread->start();
}

ExternalPlayer::~ExternalPlayer()
{
    // The search under way returns first; an engine that stays silent is killed.
    cancel();
    m_thread->quit();
    if (!m_thread->wait(QDeadlineTimer(QuitWaitMs))) {
        m_worker->killEngine();
        m_thread->wait();
    }
    delete m_worker;
}

void ExternalPlayer::think(
    const xq::Board &board, const xq::client::SearchLimits &limits, qint64 timeoutMs, int searchId)
{
    ExternalPlayerWorker *worker = m_worker;
    // A Move now for this search counts from here: pressed while the engine still starts or
    // gets ready, it is not forgotten when the search begins.
    worker->hurry() = false;
    worker->wantedSearch() = searchId;
    QMetaObject::invokeMethod(
        worker, [=] { worker->think(board, limits, timeoutMs, searchId); }, Qt::QueuedConnection);
}

void ExternalPlayer::cancel()
{
    m_worker->wantedSearch() = ExternalPlayerWorker::NoSearch;
}

void ExternalPlayer::moveNow()
{
    m_worker->hurry() = true;
}

void ExternalPlayer::newGame()
{
    ExternalPlayerWorker *worker = m_worker;
    QMetaObject::invokeMethod(
        worker, [worker] { worker->newGame(); }, Qt::QueuedConnection);
}
