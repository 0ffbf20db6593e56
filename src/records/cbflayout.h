#pragma once

// Facts about CCBridge's XML records shared by the reader and the writer.

#include "core/board.h"
#include "records/gametree.h"

#include <array>
#include <optional>
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

/// The <Head> elements of the records CCBridge saves, in its order; written so, empty ones as
/// `<URL />`, since a program that reads them in order may expect them all.
constexpr std::array<std::string_view, 33> SavedHeadElements = { "Name", "URL", "From",
    "ContestType", "Contest", "Round", "Group", "Table", "Date", "Site", "TimeRule", "Red",
    "RedTeam", "RedTime", "RedRating", "Black", "BlackTeam", "BlackTime", "BlackRating", "Referee",
    "Recorder", "Commentator", "CommentatorURL", "Creator", "CreatorURL", "DateCreated",
    "DateModified", "ECCO", "RecordType", "RecordKind", "RecordResult", "ResultType", "FEN" };

/// Every record CCBridge was seen to save holds this <RecordType>; what others mean is not known.
constexpr std::string_view RecordTypeElement = "RecordType";
constexpr std::string_view SavedRecordType = "1";

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

/// Where a side line starting with `move` goes when it follows the line ending at `last` (whose
/// position is `board`) and no `ply` attribute says where: after the parent of the deepest move
/// of that line it can stand in for (legal there, and not that same move), else at the start.
/// The reader places lines so, and the writer writes `ply` only where this guess is wrong.
NodeId guessedBranchPoint(const GameTree &game, NodeId last, Board board, std::optional<Move> move);

} // namespace xq::cbf
