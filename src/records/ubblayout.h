#pragma once

// Facts about DhtmlXQ shared by its reader and writer.

#include "records/gametree.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace xq::ubb {

constexpr std::string_view TagPrefix = "DhtmlXQ_";
/// The stones of binit, two digits (x, y from the top; 99 = captured) each, in this order.
constexpr std::string_view BinitStones = "RNBAKABNRCCPPPPPrnbakabnrccppppp";
constexpr std::string_view CapturedPoint = "99";
constexpr int LastRank = 9;

/// A point as two digits, x from the left and y from the top (`77` is h2). CCBridge's XML
/// records number points the same way.
inline std::string pointDigits(Square s)
{
    return { static_cast<char>('0' + fileOf(s)), static_cast<char>('0' + LastRank - rankOf(s)) };
}

inline std::optional<Square> pointFromDigits(char x, char y)
{
    if (x < '0' || x > '8' || y < '0' || y > '9') {
        return std::nullopt;
    }
    return makeSquare(x - '0', LastRank - (y - '0'));
}

struct TagName {
    std::string_view ubb;
    std::string_view record;
};

/// DhtmlXQ tag names and the record tags they become.
constexpr std::array<TagName, 11> TagNames = { {
    { "title", "Title" },
    { "event", "Event" },
    { "date", "Date" },
    { "place", "Site" },
    { "round", "Round" },
    { "red", "Red" },
    { "redteam", "RedTeam" },
    { "black", "Black" },
    { "blackteam", "BlackTeam" },
    { "open", "Opening" },
    { "author", "Author" },
} };

struct ResultName {
    std::string_view text;
    GameResult result;
};

/// Result texts; the first of each result is the one written.
constexpr std::array<ResultName, 12> ResultNames = { {
    { "红胜", GameResult::RedWins },
    { "红先胜", GameResult::RedWins },
    { "黑负", GameResult::RedWins },
    { "1-0", GameResult::RedWins },
    { "黑胜", GameResult::BlackWins },
    { "红负", GameResult::BlackWins },
    { "红先负", GameResult::BlackWins },
    { "0-1", GameResult::BlackWins },
    { "和棋", GameResult::Draw },
    { "和", GameResult::Draw },
    { "红先和", GameResult::Draw },
    { "未知", GameResult::Unknown },
} };

} // namespace xq::ubb
