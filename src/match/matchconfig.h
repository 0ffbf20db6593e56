#pragma once

// The command line of xiangqi-match, read into values. It follows cutechess-cli wherever the
// concepts match: -engine/-each with key=value pairs, -games, -rounds, -repeat, -concurrency,
// -openings, -pgnout, -sprt, -draw, -resign, -recover, -tournament, -srand, -maxmoves.

#include "core/result.h"
#include "engineclient/engineclient.h"
#include "match/matchstats.h"
#include "match/openingbook.h"
#include "match/timecontrol.h"

#include <optional>
#include <string>
#include <vector>

namespace xq::match {

struct EngineSpec {
    client::EngineConfig client;
    TimeControl tc;
};

struct DrawRule {
    int moveNumber = 0; ///< full moves before it applies
    int moveCount = 0; ///< consecutive moves each side must report |score| <= score
    int score = 0; ///< centipawns
};

struct ResignRule {
    int moveCount = 0; ///< consecutive moves the loser reports <= -score
    int score = 0;
    bool twoSided = false; ///< the winner must also report >= score
};

enum class TournamentKind { RoundRobin, Gauntlet };

struct MatchConfig {
    std::vector<EngineSpec> engines;
    int games = 1; ///< per pairing and round
    int rounds = 1;
    int repeat = 1; ///< games played with each opening (colours alternate)
    int concurrency = 1;
    std::string openingsFile;
    OpeningFormat openingsFormat = OpeningFormat::Auto;
    bool openingsRandom = false;
    int openingsPlies = 0;
    int openingsStart = 1;
    std::string pgnOut;
    bool pgnMin = false; ///< no per-move comments
    std::string jsonOut;
    std::optional<SprtSettings> sprt;
    std::optional<DrawRule> draw;
    std::optional<ResignRule> resign;
    int maxMoves = 0; ///< full moves after which a game is drawn; 0: no limit
    bool recover = true;
    TournamentKind tournament = TournamentKind::RoundRobin;
    unsigned seed = 0;
    int ratingInterval = 1; ///< print standings every this many games
    bool help = false;
    bool version = false;
};

/// Reads the arguments (without the program name). `programDir` finds the built-in engine
/// (`cmd=builtin` or an engine named xiangqi-engine without a command).
Result<MatchConfig> parseMatchArguments(
    const std::vector<std::string> &args, const std::string &programDir);

/// The --help text.
const char *matchUsage();

} // namespace xq::match
