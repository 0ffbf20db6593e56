#pragma once

// One game between two engine clients: the opening played out, then each engine asked in turn,
// every move checked and timed, the rules judge asked after each one, and the engines' scores
// watched for draw and resign adjudication. An engine's fault loses the game for it, with the
// reason; the runner never trusts what an engine sends.

#include "core/rulesjudge.h"
#include "engineclient/engineclient.h"
#include "match/matchconfig.h"

#include <atomic>
#include <string>
#include <vector>

namespace xq::match {

struct GamePlayer {
    client::EngineClient *client = nullptr;
    const EngineSpec *spec = nullptr;
};

struct GameSetup {
    const Opening *opening = nullptr;
    GamePlayer red;
    GamePlayer black;
    std::optional<DrawRule> draw;
    std::optional<ResignRule> resign;
    int maxMoves = 0;
    const std::atomic<bool> *stop = nullptr;
};

struct GameRecord {
    Board finalBoard = Board::startPosition();
    Outcome outcome = Outcome::Ongoing; ///< Ongoing: stopped before its end (not counted)
    std::string reason; ///< e.g. "perpetual check", "illegal move 'h2h9' by A"
    std::string reasonCode; ///< e.g. "perpetual-check", "time-forfeit"
    std::vector<std::string> comments; ///< one per ply after the opening
    bool redFault = false; ///< the engine must be restarted before its next game
    bool blackFault = false;
    long long durationMs = 0;
};

class GameRunner {
public:
    explicit GameRunner(const GameSetup &setup);
    GameRecord play();

private:
    struct Scores {
        std::vector<int> red; ///< each side's reported score (cp, its own view) per move
        std::vector<int> black;
    };

    bool ask(const Board &board, const std::vector<Move> &moves, GameRecord &record);
    void finish(GameRecord &record, Outcome outcome, std::string reason, std::string code);
    bool adjudicate(GameRecord &record);
    void lose(GameRecord &record, Side side, const std::string &what, const std::string &code);

    GameSetup m_setup;
    GameClock m_redClock;
    GameClock m_blackClock;
    Scores m_scores;
};

/// A PGN comment as cutechess-cli writes it: "+0.35/12 0.101s", "-M3/20 0.2s".
std::string moveComment(const client::SearchInfo &info, long long elapsedMs);

} // namespace xq::match
