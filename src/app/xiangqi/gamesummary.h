#pragma once

// The games read from a file or pasted text, and how each is listed when there are several to
// choose from (as collection tools such as XiangQi Wizard list them): number, players, event,
// date, result and length, or why the game cannot be read.

#include "core/result.h"
#include "records/gametree.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

/// Every game of a record in file order, each one read or the reason it could not be.
using GamesRead = std::vector<xq::Result<xq::GameTree>>;

struct GameSummary {
    int number = 0; ///< from 1, in file order
    QString red;
    QString black;
    QString event;
    QString date;
    QString result; ///< "Red wins"; empty when the record does not say
    int moves = 0; ///< full moves of the main line, as the record numbers them
    QString error; ///< why the game cannot be read; the other fields are then empty

    bool readable() const { return error.isEmpty(); }
};

/// One summary per game, in order.
std::vector<GameSummary> summarizeGames(const GamesRead &games);

/// Why none of `games` can be shown: the first game's error, "game 1: " in front when there are
/// several. nullopt when at least one game reads.
std::optional<std::string> whyNoGameReads(const GamesRead &games);
