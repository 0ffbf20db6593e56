#pragma once

// What the engine's test programs share: a FEN read or the test fails, a search run to its end,
// and the time an infinite search takes to answer a stop.

#include "engine/engine.h"

#include <QtTest>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace xq::testing {

struct Finished {
    SearchInfo lastInfo;
    BestMove best;
};

inline Board boardFrom(const char *fen)
{
    auto board = Board::fromFen(fen);
    if (!board) {
        qFatal("bad FEN in test: %s", board.error().c_str());
    }
    return *board;
}

/// Runs one search to the end and returns its last info line and best move.
inline Finished searchBlocking(Engine &engine, const Board &board, const SearchLimits &limits)
{
    Finished result;
    engine.setPosition(board);
    engine.go(
        limits, [&](const SearchInfo &info) { result.lastInfo = info; },
        [&](const BestMove &best) { result.best = best; });
    engine.wait();
    return result;
}

/// The engine plays both sides from the start position for `plies` plies (or to the end);
/// the first move it answers that is not legal, as "move at ply N", or none.
inline std::optional<std::string> firstIllegalMove(
    Engine &engine, int plies, const SearchLimits &limits)
{
    Board board = Board::startPosition();
    for (int ply = 0; ply < plies && board.hasLegalMove(); ++ply) {
        const Move move = searchBlocking(engine, board, limits).best.move;
        if (!board.canMove(move.from(), move.to())) {
            return move.toIccs() + " at ply " + std::to_string(ply);
        }
        board.makeMove(move);
    }
    return std::nullopt;
}

/// Starts an infinite search from the start position, stops it after 300 ms and returns how
/// long the best move took to come; none when the engine was not searching or did not answer
/// within `answerWithin`. Returns with the engine idle.
inline std::optional<std::chrono::milliseconds> stopDelay(
    Engine &engine, std::chrono::milliseconds answerWithin)
{
    engine.setPosition(Board::startPosition());
    std::mutex mutex;
    std::condition_variable answered;
    std::optional<std::chrono::steady_clock::time_point> answeredAt;
    SearchLimits limits;
    limits.infinite = true;
    engine.go(limits, {}, [&](const BestMove &) {
        const std::lock_guard lock(mutex);
        answeredAt = std::chrono::steady_clock::now();
        answered.notify_one();
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    const bool wasSearching = engine.isSearching();
    const auto stoppedAt = std::chrono::steady_clock::now();
    engine.stop();
    std::unique_lock lock(mutex);
    const bool inTime
        = answered.wait_for(lock, answerWithin, [&] { return answeredAt.has_value(); });
    lock.unlock();
    engine.wait();
    if (!wasSearching || !inTime) {
        return std::nullopt;
    }
    return std::chrono::duration_cast<std::chrono::milliseconds>(*answeredAt - stoppedAt);
}

} // namespace xq::testing
