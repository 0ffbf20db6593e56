#include "app/xiangqi/play/externalplayerworker.h"

#include "analysis/externalanalysisengine.h"

#include <chrono>

#include <signal.h>

namespace {
// An engine that takes longer than this to say it is ready for a new game is not.
constexpr std::chrono::milliseconds NewGameTimeout { 5000 };

xq::SearchInfo shownInfo(const xq::AnalysisLine &line)
{
    xq::SearchInfo info;
    info.depth = line.depth;
    info.scoreCp = line.scoreCp;
    info.mateInMoves = line.mateInMoves;
    info.nodes = line.nodes;
    info.nps = line.nps;
    info.pv = line.pv;
    return info;
}
} // namespace

ExternalPlayerWorker::ExternalPlayerWorker(xq::client::EngineConfig config)
    : m_config(std::move(config))
{
}

ExternalPlayerWorker::~ExternalPlayerWorker()
{
    m_client.quit();
}

void ExternalPlayerWorker::killEngine()
{
    if (const int pid = m_pid.exchange(-1); pid > 0) {
        ::kill(-pid, SIGKILL);
    }
}

QString ExternalPlayerWorker::name() const
{
    return QString::fromStdString(m_client.idName().empty() ? m_config.name : m_client.idName());
}

bool ExternalPlayerWorker::ensureStarted(int searchId)
{
    if (m_running && m_client.isRunning()) {
        return true;
    }
    m_client.quit();
    const auto launched = m_client.start(m_config);
    if (!launched.ok()) {
        fail(
            searchId, tr("could not be started: %1").arg(QString::fromStdString(launched.error())));
        return false;
    }
    m_running = true;
    m_newGame = true;
    m_pid = m_client.processId();
    emit started(name());
    return true;
}

void ExternalPlayerWorker::fail(int searchId, const QString &error)
{
    // After a timeout, a crash or a lie the engine's state is unknown: it starts afresh.
    m_client.quit();
    m_running = false;
    m_pid = -1;
    emit failed(searchId, tr("%1 %2").arg(name(), error));
}

QString ExternalPlayerWorker::statusText(xq::client::SearchStatus status, qint64 timeoutMs)
{
    using Status = xq::client::SearchStatus;
    switch (status) {
    case Status::NoMove: return tr("gave no move in a position that has one");
    case Status::Timeout: return tr("did not move in time (%1 s)").arg(timeoutMs / 1000.0);
    case Status::Crashed: return tr("crashed");
    case Status::Malformed: return tr("sent something that is not a move");
    case Status::Illegal: return tr("sent an illegal move");
    case Status::Move: break;
    }
    return {};
}

void ExternalPlayerWorker::think(
    const xq::Board &board, const xq::client::SearchLimits &limits, qint64 timeoutMs, int searchId)
{
    if (m_wanted.load() != searchId || !ensureStarted(searchId)) {
        return;
    }
    if (m_newGame) {
        m_newGame = false;
        if (const auto ready = m_client.newGame(NewGameTimeout); !ready.ok()) {
            fail(searchId, tr("did not get ready: %1").arg(QString::fromStdString(ready.error())));
            return;
        }
    }
    const auto [start, moves] = xq::startAndMoves(board);
    const auto onInfo = [&](const xq::client::SearchInfo &info) {
        if (const auto line = xq::readEngineLine(info, board, m_client.dialect())) {
            if (line->multiPv == 1) {
                emit searchInfo(searchId, shownInfo(*line));
            }
        }
        return m_wanted.load() == searchId && !m_hurry.load();
    };
    const xq::client::SearchResult result
        = m_client.search(start, moves, limits, std::chrono::milliseconds(timeoutMs), onInfo);
    if (result.status == xq::client::SearchStatus::Move) {
        emit bestMove(searchId, result.move);
        return;
    }
    const QString what = statusText(result.status, timeoutMs);
    const QString detail = QString::fromStdString(result.detail);
    fail(searchId, detail.isEmpty() ? what : tr("%1: %2").arg(what, detail));
}
