#include "app/xiangqi/engineplayer.h"

#include "app/menuchoices.h"
#include "app/xiangqi/uitext.h"

#include <algorithm>
#include <thread>

namespace {
constexpr int HintTimeMs = 1000; // a hint is a full-strength look, but a quick one
} // namespace

EnginePlayer::EnginePlayer(QObject *parent)
    : QObject(parent), m_engine(std::make_unique<xq::Engine>())
{
    qRegisterMetaType<xq::Move>();
    qRegisterMetaType<xq::SearchInfo>();
    applyOptions();
}

EnginePlayer::~EnginePlayer()
{
    // The engine's thread emits our signals: it must be gone before the QObject is.
    m_engine->stop();
    m_engine.reset();
}

QStringList EnginePlayer::levelNames()
{
    return levelNamesOf(static_cast<int>(xq::Engine::levels().size()));
}

QString EnginePlayer::levelStrength(int level, int moveTimeMs)
{
    const auto &levels = xq::Engine::levels();
    if (level < 0 || level >= static_cast<int>(levels.size())) {
        return {};
    }
    // The last level has no depth limit: the time a move is all that holds it.
    if (level == static_cast<int>(levels.size()) - 1) {
        return fullStrengthMeaning(moveTimeMs);
    }
    return UiText::levelStrength(levels[static_cast<std::size_t>(level)].strength);
}

void EnginePlayer::setLevel(int level)
{
    const int count = static_cast<int>(xq::Engine::levels().size());
    m_level = std::clamp(level, 0, std::max(0, count - 1));
    applyOptions();
}

void EnginePlayer::setHashMb(int megabytes)
{
    m_hashMb = std::max(1, megabytes);
    applyOptions();
}

void EnginePlayer::setThreads(int threads)
{
    m_threads = std::clamp(threads, 0, MaxSearchThreads);
    applyOptions();
}

int EnginePlayer::threads() const
{
    return m_engine->options().threads;
}

int EnginePlayer::coreCount()
{
    return std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, MaxSearchThreads);
}

void EnginePlayer::applyOptions()
{
    cancel();
    xq::EngineOptions options = m_engine->options();
    options.level = m_level;
    options.hashMb = m_hashMb;
    // Full strength and hints search on the threads chosen; the lower levels search alone.
    options.threads = m_threads > 0 ? std::min(m_threads, coreCount()) : coreCount();
    m_engine->setOptions(options);
}

void EnginePlayer::think(const xq::Board &board, int searchId, bool fullStrength)
{
    // Levels limit the depth; the time cap keeps slow boards from thinking for ever and gives
    // full strength its own limit.
    xq::SearchLimits limits;
    limits.moveTimeMs = fullStrength ? HintTimeMs : m_moveTimeMs;
    go(board, searchId, fullStrength ? -1 : m_level, limits);
}

void EnginePlayer::thinkOnClock(
    const xq::Board &board, int searchId, const xq::client::SearchLimits &clock)
{
    const auto red = static_cast<std::size_t>(xq::index(xq::Side::Red));
    const auto black = static_cast<std::size_t>(xq::index(xq::Side::Black));
    xq::SearchLimits limits;
    limits.timeMs[red] = static_cast<int>(clock.redTimeMs.value_or(0));
    limits.timeMs[black] = static_cast<int>(clock.blackTimeMs.value_or(0));
    limits.incrementMs[red] = static_cast<int>(clock.redIncrementMs);
    limits.incrementMs[black] = static_cast<int>(clock.blackIncrementMs);
    limits.movesToGo = clock.movesToGo.value_or(0);
    limits.moveTimeMs = static_cast<int>(clock.moveTimeMs.value_or(0));
    go(board, searchId, m_level, limits);
}

void EnginePlayer::go(
    const xq::Board &board, int searchId, int level, const xq::SearchLimits &limits)
{
    cancel();
    xq::EngineOptions options = m_engine->options();
    options.level = level;
    m_engine->setOptions(options);
    m_engine->setPosition(board);
    // The callbacks run on the engine's thread, so they only emit: the connections to the game
    // are queued.
    m_engine->go(
        limits, [this, searchId](const xq::SearchInfo &info) { emit searchInfo(searchId, info); },
        [this, searchId](const xq::BestMove &best) { emit bestMove(searchId, best.move); });
}

void EnginePlayer::moveNow()
{
    m_engine->stop();
}

void EnginePlayer::cancel()
{
    if (m_engine->isSearching()) {
        m_engine->stop();
        m_engine->wait(); // a stopped search answers within milliseconds
    }
}

void EnginePlayer::newGame()
{
    cancel();
    m_engine->newGame();
}
