#include "engine/searchpool.h"

#include <thread>

namespace xq {

SearchPool::SearchPool(TranspositionTable &table, const std::atomic<bool> &stop)
    : m_table(table), m_stop(stop)
{
    m_ordering.push_back(std::make_unique<OrderingTables>());
}

void SearchPool::clear()
{
    for (auto &ordering : m_ordering) {
        ordering->clear();
    }
}

void SearchPool::age()
{
    for (auto &ordering : m_ordering) {
        ordering->age();
    }
}

SearchLimits SearchPool::helperLimits(const SearchLimits &limits)
{
    SearchLimits helper;
    helper.depth = limits.depth;
    helper.infinite = limits.depth == 0;
    helper.searchMoves = limits.searchMoves;
    helper.banMoves = limits.banMoves;
    return helper;
}

SearchOutcome SearchPool::run(const Board &board, const SearchLimits &limits, int threads,
    int multiPv, const Engine::InfoCallback &onInfo)
{
    const std::size_t helperCount = static_cast<std::size_t>(std::max(1, threads) - 1);
    while (m_ordering.size() < helperCount + 1) {
        m_ordering.push_back(std::make_unique<OrderingTables>());
    }
    m_table.newSearch();
    std::atomic<bool> helpersStop { false };
    std::vector<std::unique_ptr<Search>> helpers;
    for (std::size_t i = 0; i < helperCount; ++i) {
        helpers.push_back(std::make_unique<Search>(m_table, *m_ordering[i + 1], helpersStop));
        helpers.back()->setNetwork(m_network);
    }
    const auto helperNodes = [&helpers] {
        std::uint64_t sum = 0;
        for (const auto &helper : helpers) {
            sum += helper->nodes();
        }
        return sum;
    };
    std::vector<std::thread> workers;
    const SearchLimits forHelpers = helperLimits(limits);
    for (std::size_t i = 0; i < helperCount; ++i) {
        workers.emplace_back(
            [&, i] { helpers[i]->help(board, forHelpers, depthOffset(static_cast<int>(i))); });
    }
    Search main(m_table, *m_ordering[0], m_stop);
    main.setNetwork(m_network);
    main.setPeerNodes(helperNodes);
    SearchOutcome outcome = main.run(board, limits, multiPv, onInfo);
    helpersStop = true;
    for (std::thread &worker : workers) {
        worker.join();
    }
    outcome.nodes += helperNodes();
    return outcome;
}

} // namespace xq
