#include "engineclient/searchinfo.h"

#include "engineclient/engineoption.h"

#include <charconv>

namespace xq::client {

namespace {

template <typename T> bool readNumber(std::string_view text, std::optional<T> &out)
{
    T value {};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) {
        return false;
    }
    out = value;
    return true;
}

/// Reads `score [cp|mate] N [lowerbound|upperbound]` from words[i] on; advances i.
bool readScore(const std::vector<std::string_view> &words, std::size_t &i, SearchInfo &info)
{
    if (i >= words.size()) {
        return false;
    }
    bool ok = false;
    if (words[i] == "cp" || words[i] == "mate") {
        const bool mate = words[i] == "mate";
        if (++i >= words.size()) {
            return false;
        }
        ok = readNumber(words[i], mate ? info.scoreMate : info.scoreCp);
    } else {
        ok = readNumber(words[i], info.scoreCp);
    }
    ++i;
    while (i < words.size() && (words[i] == "lowerbound" || words[i] == "upperbound")) {
        (words[i] == "lowerbound" ? info.lowerBound : info.upperBound) = true;
        ++i;
    }
    return ok;
}

/// Reads the value of one integer field; false on a malformed number.
bool readField(std::string_view key, std::string_view value, SearchInfo &info)
{
    if (key == "depth") {
        return readNumber(value, info.depth);
    }
    if (key == "seldepth") {
        return readNumber(value, info.selDepth);
    }
    if (key == "multipv") {
        return readNumber(value, info.multiPv);
    }
    if (key == "nodes") {
        return readNumber(value, info.nodes);
    }
    if (key == "nps") {
        return readNumber(value, info.nps);
    }
    if (key == "time") {
        return readNumber(value, info.timeMs);
    }
    return true; // hashfull, currmove, tbhits, ...: known to exist, not needed
}

} // namespace

std::optional<SearchInfo> parseInfo(std::string_view line)
{
    const auto words = splitWords(line);
    if (words.empty() || words[0] != "info") {
        return std::nullopt;
    }
    SearchInfo info;
    std::size_t i = 1;
    while (i < words.size()) {
        const std::string_view key = words[i++];
        if (key == "string") {
            const auto at = line.find("string");
            info.text = std::string(line.substr(at + 6 + (at + 6 < line.size() ? 1 : 0)));
            break;
        }
        if (key == "pv") {
            while (i < words.size()) {
                info.pv.emplace_back(words[i++]);
            }
            break;
        }
        if (key == "score") {
            if (!readScore(words, i, info)) {
                return std::nullopt;
            }
            continue;
        }
        if (i >= words.size() || !readField(key, words[i++], info)) {
            return std::nullopt;
        }
    }
    return info;
}

} // namespace xq::client
