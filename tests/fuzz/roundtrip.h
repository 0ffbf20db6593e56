#pragma once

// The round-trip property every record format keeps: a record its reader gives must write and
// read back as the same game. Tags may be normalised once (XQF cuts long texts to its fields),
// after which they must be stable. Games written together into one file come back one by one. The
// fuzz targets abort on a failure; the records tests replay the corpus through the same check.

#include "records/records.h"

#include <optional>
#include <string>
#include <vector>

namespace xq::fuzz {

struct RoundTripFailure {
    std::string why;
    std::string written; ///< the bytes that did not read back as written
};

namespace detail {

inline bool sameWithoutTags(GameTree a, GameTree b)
{
    a.tags() = {};
    b.tags() = {};
    return a.sameGame(b);
}

/// Writes and reads back: the game read, nullopt when the format cannot hold the game (XQF
/// stone slots), or why the written bytes do not read.
inline Result<std::optional<GameTree>> throughFormat(const GameTree &game, RecordFormat format)
{
    using Outcome = Result<std::optional<GameTree>>;
    const auto bytes = writeRecord(game, format);
    if (!bytes.ok()) {
        return Outcome(std::nullopt);
    }
    auto again = readRecord(*bytes, format);
    if (!again.ok()) {
        return Outcome::failure(again.error());
    }
    return Outcome(std::move(again).value());
}

/// The format `game` read as `read` goes through: its own, a CBL library's games through CBR
/// (the format of its records), PGN for another format read only and for a FEN line with moves
/// (FEN is written as a position only).
inline RecordFormat roundTripFormat(const GameTree &game, RecordFormat read)
{
    if (read == RecordFormat::Cbl) {
        return RecordFormat::Cbr;
    }
    const bool movesLost = read == RecordFormat::Fen && game.moveCount() > 0;
    return canWrite(read) && !movesLost ? read : RecordFormat::Pgn;
}

} // namespace detail

/// Why `game` does not survive round trips through the format it was read in (or the one
/// detail::roundTripFormat picks), or nullopt when it does.
inline std::optional<RoundTripFailure> roundTripFailure(const GameTree &game, RecordFormat read)
{
    const RecordFormat format = detail::roundTripFormat(game, read);
    const auto once = detail::throughFormat(game, format);
    if (!once.ok()) {
        return RoundTripFailure { once.error(), *writeRecord(game, format) };
    }
    if (!*once) {
        return std::nullopt;
    }
    if (!detail::sameWithoutTags(game, **once)) {
        return RoundTripFailure { "moves, comments, start or result differ",
            *writeRecord(game, format) };
    }
    const auto twice = detail::throughFormat(**once, format);
    if (!twice.ok() || !*twice || !(*twice)->sameGame(**once)) {
        return RoundTripFailure { "tags not stable", *writeRecord(**once, format) };
    }
    return std::nullopt;
}

/// Why `games` do not come back one by one when written into one text of `format`, or
/// nullopt when they do (or when there are fewer than two or the format holds one game).
inline std::optional<RoundTripFailure> severalGamesFailure(
    const std::vector<GameTree> &games, RecordFormat format)
{
    if (games.size() < 2 || !holdsSeveralGames(format) || !canWrite(format)) {
        return std::nullopt;
    }
    const auto bytes = writeRecords(games, format);
    if (!bytes.ok()) {
        return RoundTripFailure { bytes.error(), {} };
    }
    const auto back = readGames(*bytes, format);
    if (back.size() != games.size()) {
        return RoundTripFailure { std::to_string(games.size()) + " games came back as "
                + std::to_string(back.size()),
            *bytes };
    }
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (!back[i].ok() || !detail::sameWithoutTags(games[i], *back[i])) {
            return RoundTripFailure { "game " + std::to_string(i + 1) + " differs", *bytes };
        }
    }
    return std::nullopt;
}

} // namespace xq::fuzz
