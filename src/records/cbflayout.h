#pragma once

// Facts about CCBridge's XML records shared by the reader and the writer.

#include <array>
#include <string_view>

namespace xq::cbf {

constexpr std::string_view RootName = "ChineseChessRecord";

/// A <Head> element and the tag it is.
struct HeadField {
    std::string_view element;
    std::string_view tag;
};

constexpr std::array<HeadField, 13> HeadFields = { {
    { "Name", "Title" },
    { "Contest", "Event" },
    { "Round", "Round" },
    { "Date", "Date" },
    { "Site", "Site" },
    { "Red", "Red" },
    { "RedTeam", "RedTeam" },
    { "Black", "Black" },
    { "BlackTeam", "BlackTeam" },
    { "Opening", "Opening" },
    { "ECCO", "ECCO" },
    { "Commentator", "Annotator" },
    { "Creator", "Author" },
} };

constexpr std::string_view FenElement = "FEN";
/// CCBridge saves the result as a digit, as XQF does (0 unknown, 1 Red wins, 2 Black, 3 a draw).
constexpr std::string_view ResultDigitElement = "RecordResult";
/// Read as well: a result as PGN, DhtmlXQ or XQF write it.
constexpr std::string_view ResultElement = "Result";
constexpr std::string_view MoveListElement = "MoveList";
constexpr std::string_view MoveElement = "Move";
/// The first move of a list, standing for the start position (its comment is the comment before
/// the first move).
constexpr std::string_view StartMove = "00-00";

} // namespace xq::cbf
