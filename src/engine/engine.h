#pragma once

// The engine facade shared by xiangqi-engine (UCI/UCCI) and the game window: set a position,
// start a search that runs on the engine's own thread, stop it, hear about it through callbacks.
// No Qt: the game window wraps the callbacks into queued signals itself.

#include "core/board.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace xq {

class NnueNetwork;

/// What ends a search. Zero means "no such limit"; with no limit at all the search is infinite.
struct SearchLimits {
    int depth = 0;
    std::uint64_t nodes = 0;
    int moveTimeMs = 0;
    int mateInMoves = 0;
    bool infinite = false;
    int timeMs[2] = { 0, 0 }; ///< remaining clock per side (index(Side))
    int incrementMs[2] = { 0, 0 };
    int movesToGo = 0;
    std::vector<Move> searchMoves; ///< only these root moves, when not empty
    std::vector<Move> banMoves; ///< never these root moves (UCCI banmoves)
};

struct SearchInfo {
    int depth = 0;
    int selDepth = 0;
    int multiPv = 1;
    int scoreCp = 0; ///< from the side to move's point of view
    std::optional<int> mateInMoves; ///< positive: we mate; negative: we are mated
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    int timeMs = 0;
    int hashFullPermill = 0;
    std::vector<Move> pv;
};

struct BestMove {
    Move move; ///< none when the side to move has no legal move
    Move ponder; ///< none when unknown
};

/// A difficulty level for the game's menu, from beginner (0) to full strength.
struct LevelDescription {
    std::string name; ///< e.g. "Beginner"
    std::string strength; ///< how it is limited, e.g. "depth 2, wide randomness" or "1 s a move"
};

struct EngineOptions {
    int hashMb = 64;
    int threads = 1;
    int multiPv = 1;
    bool ownBook = true;
    int level = -1; ///< -1: full strength with the given limits; else an index into levels()
    /// Evaluate with the neural net (when one is loaded) instead of the hand-written
    /// evaluation; the levels that draw among several moves keep the hand-written one.
    bool useNnue = true;
    std::string evalFile; ///< the net file to load; empty: the built-in net, if any
};

class Engine {
public:
    using InfoCallback = std::function<void(const SearchInfo &)>;
    using BestMoveCallback = std::function<void(const BestMove &)>;

    Engine();
    ~Engine(); ///< stops and joins the search thread
    Engine(const Engine &) = delete;
    Engine &operator=(const Engine &) = delete;

    static const std::vector<LevelDescription> &levels();

    /// Applies the options; when `evalFile` cannot be loaded, the reason (the engine keeps the
    /// net it had and the old `evalFile`).
    std::optional<std::string> setOptions(const EngineOptions &options);
    /// True when searches evaluate with a neural net (UseNNUE on and a net loaded).
    bool usesNnue() const { return network() != nullptr; }
    /// The net searches evaluate with, or none (the hand-written evaluation).
    const NnueNetwork *network() const;
    EngineOptions options() const;
    /// Clears the hash and whatever the engine learned in the last game.
    void newGame();
    /// The position to search, with its history (repetitions are judged from it).
    void setPosition(const Board &board);

    /// Starts searching and returns at once. Callbacks run on the search thread; onBestMove is
    /// called exactly once per go(), also after stop().
    void go(const SearchLimits &limits, InfoCallback onInfo, BestMoveCallback onBestMove);
    /// Asks the running search to finish now; returns at once.
    void stop();
    /// Blocks until the current search (if any) has reported its best move.
    void wait();
    bool isSearching() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace xq
