#include "engineclient/searchlimits.h"

namespace xq::client {

namespace {

void append(std::string &command, std::string_view key, long long value)
{
    command += ' ';
    command += key;
    command += ' ';
    command += std::to_string(value);
}

enum class Rounding { AtLeastOne, Down };

/// A UCCI time: milliseconds, or whole seconds rounded down. A clock or move time keeps at
/// least one second, so an engine is never told it has none.
void appendTime(std::string &command, std::string_view key, long long ms, bool milliseconds,
    Rounding rounding = Rounding::AtLeastOne)
{
    long long value = ms;
    if (!milliseconds) {
        value = ms / 1000;
        if (rounding == Rounding::AtLeastOne && ms > 0) {
            value = std::max(1LL, value);
        }
    }
    append(command, key, value);
}

std::string ucciGo(const SearchLimits &limits, Side side, bool ms)
{
    std::string command = "go";
    if (limits.infinite) {
        return command + " infinite";
    }
    const auto &own = side == Side::Red ? limits.redTimeMs : limits.blackTimeMs;
    const auto &other = side == Side::Red ? limits.blackTimeMs : limits.redTimeMs;
    if (own) {
        appendTime(command, "time", *own, ms);
        appendTime(command, "increment",
            side == Side::Red ? limits.redIncrementMs : limits.blackIncrementMs, ms,
            Rounding::Down);
        appendTime(command, "opptime", other.value_or(0), ms);
        appendTime(command, "oppincrement",
            side == Side::Red ? limits.blackIncrementMs : limits.redIncrementMs, ms,
            Rounding::Down);
        if (limits.movesToGo) {
            append(command, "movestogo", *limits.movesToGo);
        }
    } else if (limits.moveTimeMs) {
        appendTime(command, "time", *limits.moveTimeMs, ms);
        append(command, "movestogo", 1);
    } else if (limits.depth) {
        append(command, "depth", *limits.depth);
    } else if (limits.nodes) {
        append(command, "nodes", *limits.nodes);
    }
    return command;
}

std::string uciGo(const SearchLimits &limits, const Dialect &dialect)
{
    std::string command = "go";
    if (limits.infinite) {
        return command + " infinite";
    }
    if (limits.redTimeMs) {
        append(command, "wtime", *limits.redTimeMs);
    }
    if (limits.blackTimeMs) {
        append(command, "btime", *limits.blackTimeMs);
    }
    if (limits.redTimeMs || limits.blackTimeMs) {
        append(command, "winc", limits.redIncrementMs);
        append(command, "binc", limits.blackIncrementMs);
    }
    if (limits.movesToGo) {
        append(command, "movestogo", *limits.movesToGo);
    }
    if (limits.moveTimeMs) {
        append(command, "movetime", *limits.moveTimeMs);
    }
    if (limits.depth) {
        append(command, "depth", *limits.depth);
    }
    if (limits.nodes) {
        append(command, "nodes", *limits.nodes);
    }
    if (!limits.searchMoves.empty()) {
        command += " searchmoves";
        for (const Move move : limits.searchMoves) {
            command += ' ' + formatEngineMove(move, dialect);
        }
    }
    return command;
}

} // namespace

std::string goCommand(
    const SearchLimits &limits, Side side, const Dialect &dialect, bool ucciMilliseconds)
{
    return dialect.ownAndOpponentClock ? ucciGo(limits, side, ucciMilliseconds)
                                       : uciGo(limits, dialect);
}

} // namespace xq::client
