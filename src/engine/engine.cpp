#include "engine/engine.h"

#include "engine/book.h"
#include "engine/levels.h"
#include "engine/nnuenetwork.h"
#include "engine/searchpool.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <random>
#include <thread>

namespace xq {

struct Engine::Impl {
    EngineOptions options;
    Board board = Board::startPosition();
    TranspositionTable table { EngineOptions {}.hashMb };
    std::atomic<bool> stopRequest { false };
    SearchPool pool { table, stopRequest };
    std::atomic<bool> searching { false };
    std::thread worker;
    std::mt19937 random { std::random_device {}() };
    std::unique_ptr<const NnueNetwork> loadedNetwork; ///< from EvalFile
    const NnueNetwork *network = NnueNetwork::builtIn();

    void join()
    {
        if (worker.joinable()) {
            worker.join();
        }
    }
    void searchAndReport(
        const SearchLimits &limits, const InfoCallback &onInfo, const BestMoveCallback &onBestMove);
    std::optional<Move> bookMove();
    void waitForStopIfInfinite(const SearchLimits &limits) const;
    std::optional<std::string> loadNetwork(const std::string &path);
    /// The net the next search evaluates with, or none.
    const NnueNetwork *searchNetwork() const
    {
        const Level *lvl = level();
        const bool handWritten = lvl && lvl->candidates > 1;
        return options.useNnue && !handWritten ? network : nullptr;
    }
    const Level *level() const
    {
        const auto &levels = levelTable();
        const bool valid = options.level >= 0 && options.level < static_cast<int>(levels.size());
        return valid ? &levels[options.level] : nullptr;
    }
};

void Engine::Impl::waitForStopIfInfinite(const SearchLimits &limits) const
{
    // "go infinite" answers only after "stop", even when the search ran out of depth.
    constexpr auto Poll = std::chrono::milliseconds(1);
    while (limits.infinite && !stopRequest) {
        std::this_thread::sleep_for(Poll);
    }
}

std::optional<std::string> Engine::Impl::loadNetwork(const std::string &path)
{
    if (path.empty()) {
        loadedNetwork.reset();
        network = NnueNetwork::builtIn();
        return std::nullopt;
    }
    auto loaded = NnueNetwork::fromFile(path);
    if (!loaded) {
        return loaded.error();
    }
    loadedNetwork = std::make_unique<const NnueNetwork>(std::move(*loaded));
    network = loadedNetwork.get();
    return std::nullopt;
}

std::optional<Move> Engine::Impl::bookMove()
{
    if (!options.ownBook) {
        return std::nullopt;
    }
    return Book::builtIn().pick(board, random);
}

void Engine::Impl::searchAndReport(
    const SearchLimits &limits, const InfoCallback &onInfo, const BestMoveCallback &onBestMove)
{
    if (const auto move = bookMove();
        move && limits.searchMoves.empty() && limits.banMoves.empty()) {
        onBestMove({ *move, Move::none() });
        return;
    }
    pool.age();
    pool.setNetwork(searchNetwork());
    const Level *lvl = level();
    if (!lvl) {
        const SearchOutcome outcome
            = pool.run(board, limits, options.threads, options.multiPv, onInfo);
        waitForStopIfInfinite(limits);
        onBestMove(outcome.best);
        return;
    }
    const SearchLimits narrowed = limitsForLevel(*lvl, limits);
    // A level limited in depth searches alone: its depth is its strength.
    const int threads = lvl->depth > 0 ? 1 : options.threads;
    const SearchOutcome outcome
        = pool.run(board, narrowed, threads, std::max(lvl->candidates, options.multiPv), onInfo);
    if (outcome.rootMoves.empty()) {
        onBestMove({});
        return;
    }
    const Move chosen = chooseLevelMove(*lvl, outcome.rootMoves, random);
    onBestMove({ chosen, chosen == outcome.best.move ? outcome.best.ponder : Move::none() });
}

Engine::Engine() : m_impl(std::make_unique<Impl>())
{
}

Engine::~Engine()
{
    stop();
    m_impl->join();
}

const std::vector<LevelDescription> &Engine::levels()
{
    static const std::vector<LevelDescription> descriptions = [] {
        std::vector<LevelDescription> list;
        for (const Level &level : levelTable()) {
            list.push_back(level.description);
        }
        return list;
    }();
    return descriptions;
}

std::optional<std::string> Engine::setOptions(const EngineOptions &options)
{
    wait();
    if (options.hashMb != m_impl->options.hashMb) {
        m_impl->table.resize(options.hashMb);
    }
    std::optional<std::string> failure;
    const std::string previousFile = m_impl->options.evalFile;
    if (options.evalFile != previousFile) {
        failure = m_impl->loadNetwork(options.evalFile);
    }
    m_impl->options = options;
    if (failure) {
        m_impl->options.evalFile = previousFile;
    }
    m_impl->options.threads = std::max(1, options.threads);
    m_impl->options.multiPv = std::max(1, options.multiPv);
    return failure;
}

const NnueNetwork *Engine::network() const
{
    return m_impl->searchNetwork();
}

EngineOptions Engine::options() const
{
    return m_impl->options;
}

void Engine::newGame()
{
    wait();
    m_impl->table.clear();
    m_impl->pool.clear();
}

void Engine::setPosition(const Board &board)
{
    wait();
    m_impl->board = board;
}

void Engine::go(const SearchLimits &limits, InfoCallback onInfo, BestMoveCallback onBestMove)
{
    stop();
    m_impl->join();
    m_impl->stopRequest = false;
    m_impl->searching = true;
    m_impl->worker = std::thread(
        [this, limits, onInfo = std::move(onInfo), onBestMove = std::move(onBestMove)] {
            m_impl->searchAndReport(limits, onInfo, [&](const BestMove &best) {
                m_impl->searching = false;
                if (onBestMove) {
                    onBestMove(best);
                }
            });
        });
}

void Engine::stop()
{
    m_impl->stopRequest = true;
}

void Engine::wait()
{
    m_impl->join();
}

bool Engine::isSearching() const
{
    return m_impl->searching;
}

} // namespace xq
