#include "match/timecontrol.h"

#include <charconv>
#include <cmath>
#include <string>

namespace xq::match {

namespace {

std::optional<double> parseNumber(std::string_view text)
{
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < 0) {
        return std::nullopt;
    }
    return value;
}

/// "90", "1.5" or "1:30" in seconds -> milliseconds.
std::optional<long long> parseSeconds(std::string_view text)
{
    double minutes = 0;
    if (const auto colon = text.find(':'); colon != std::string_view::npos) {
        const auto m = parseNumber(text.substr(0, colon));
        if (!m) {
            return std::nullopt;
        }
        minutes = *m;
        text.remove_prefix(colon + 1);
    }
    const auto seconds = parseNumber(text);
    if (!seconds) {
        return std::nullopt;
    }
    return std::llround((minutes * 60 + *seconds) * 1000);
}

std::string seconds(long long ms)
{
    std::string text = std::to_string(ms / 1000);
    if (ms % 1000 != 0) {
        std::string fraction = std::to_string(1000 + ms % 1000).substr(1);
        while (fraction.back() == '0') {
            fraction.pop_back();
        }
        text += "." + fraction;
    }
    return text;
}

} // namespace

Result<TimeControl> parseTc(std::string_view text, TimeControl tc)
{
    const auto bad = [&] {
        return Result<TimeControl>::failure("bad time control '" + std::string(text) + "'");
    };
    tc.moveTimeMs.reset();
    if (text == "inf" || text == "infinite") {
        tc.baseMs.reset();
        return tc;
    }
    std::string_view rest = text;
    tc.movesPerPeriod = 0;
    if (const auto slash = rest.find('/'); slash != std::string_view::npos) {
        const auto moves = parseNumber(rest.substr(0, slash));
        if (!moves || *moves < 1 || *moves != std::floor(*moves)) {
            return bad();
        }
        tc.movesPerPeriod = static_cast<int>(*moves);
        rest.remove_prefix(slash + 1);
    }
    tc.incrementMs = 0;
    if (const auto plus = rest.find('+'); plus != std::string_view::npos) {
        const auto increment = parseSeconds(rest.substr(plus + 1));
        if (!increment) {
            return bad();
        }
        tc.incrementMs = *increment;
        rest = rest.substr(0, plus);
    }
    const auto base = parseSeconds(rest);
    if (!base || (*base == 0 && tc.incrementMs == 0)) {
        return bad();
    }
    tc.baseMs = *base;
    return tc;
}

Result<bool> TimeControl::apply(std::string_view key, std::string_view value)
{
    const auto bad = [&] {
        return Result<bool>::failure(
            "bad value for " + std::string(key) + ": '" + std::string(value) + "'");
    };
    if (key == "tc") {
        auto tc = parseTc(value, *this);
        if (!tc) {
            return Result<bool>::failure(tc.error());
        }
        *this = *tc;
        return true;
    }
    const auto number = parseNumber(value);
    if (key != "st" && key != "timemargin" && key != "depth" && key != "nodes") {
        return false;
    }
    if (!number) {
        return bad();
    }
    if (key == "st") {
        moveTimeMs = std::llround(*number * 1000);
        baseMs.reset();
    } else if (key == "timemargin") {
        marginMs = std::llround(*number);
    } else if (key == "depth") {
        depth = static_cast<int>(*number);
    } else {
        nodes = std::llround(*number);
    }
    return true;
}

std::string TimeControl::describe() const
{
    if (moveTimeMs) {
        return "st=" + seconds(*moveTimeMs);
    }
    std::string text;
    if (baseMs) {
        text = (movesPerPeriod > 0 ? std::to_string(movesPerPeriod) + "/" : "") + seconds(*baseMs)
            + (incrementMs > 0 ? "+" + seconds(incrementMs) : "");
    }
    if (depth) {
        text += (text.empty() ? "" : " ") + std::string("depth=") + std::to_string(*depth);
    }
    if (nodes) {
        text += (text.empty() ? "" : " ") + std::string("nodes=") + std::to_string(*nodes);
    }
    return text.empty() ? "inf" : text;
}

GameClock::GameClock(const TimeControl &tc) : m_tc(tc), m_remainingMs(tc.baseMs.value_or(0))
{
}

long long GameClock::timeoutMs() const
{
    if (m_tc.baseMs) {
        return std::max(0LL, m_remainingMs) + m_tc.marginMs;
    }
    if (m_tc.moveTimeMs) {
        return *m_tc.moveTimeMs + m_tc.marginMs;
    }
    return m_tc.hangTimeoutMs;
}

bool GameClock::charge(long long elapsedMs)
{
    ++m_movesMade;
    if (!m_tc.baseMs) {
        return !m_tc.moveTimeMs || elapsedMs <= *m_tc.moveTimeMs + m_tc.marginMs;
    }
    m_remainingMs -= elapsedMs;
    if (m_remainingMs < -m_tc.marginMs) {
        return false;
    }
    m_remainingMs += m_tc.incrementMs;
    if (m_tc.movesPerPeriod > 0 && m_movesMade % m_tc.movesPerPeriod == 0) {
        m_remainingMs += *m_tc.baseMs;
    }
    return true;
}

std::optional<long long> GameClock::remainingMs() const
{
    return m_tc.baseMs ? std::optional<long long>(std::max(0LL, m_remainingMs)) : std::nullopt;
}

void GameClock::resume(long long remainingMs, int movesMade)
{
    m_remainingMs = remainingMs;
    m_movesMade = movesMade;
}

client::SearchLimits searchLimits(
    const TimeControl &tc, const GameClock &red, const GameClock &black, int movesMadeByMover)
{
    client::SearchLimits limits;
    limits.redTimeMs = red.remainingMs();
    limits.blackTimeMs = black.remainingMs();
    if (tc.baseMs) {
        limits.redIncrementMs = tc.incrementMs;
        limits.blackIncrementMs = tc.incrementMs;
        if (tc.movesPerPeriod > 0) {
            limits.movesToGo = tc.movesPerPeriod - movesMadeByMover % tc.movesPerPeriod;
        }
    }
    limits.moveTimeMs = tc.moveTimeMs;
    limits.depth = tc.depth;
    limits.nodes = tc.nodes;
    return limits;
}

} // namespace xq::match
