#pragma once

// The words of PGN move text as collections write them: move numbers, annotation glyphs, tag
// values, full-width letters and moves glued together.

#include "core/notation.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xq::pgn {

/// The blanks of PGN text (ASCII white space).
bool isSpace(char c);
bool isDigit(char c);
/// U+3000, which Chinese editors put between moves.
constexpr std::string_view IdeographicSpace = "\xE3\x80\x80";

/// The notation a Format tag names, any case; nullopt for others.
std::optional<Notation> notationFromFormatTag(std::string value);
/// A tag that annotates the move before it rather than opening the next game: `[Score "35"]`,
/// which .xqn files put before every move. `text` starts at the '['.
bool isMoveTextTag(std::string_view text);
/// True when the '"' that `text` starts with ends a tag's value: a ']' follows (after blanks).
/// Other quotes inside a value are read as part of it, as real databases write them unescaped.
bool closesTagValue(std::string_view text);
/// "12." or "12..." at the front of a token (also glued to a move: "1.炮二平五"); the rest.
std::string_view withoutMoveNumber(std::string_view token);
/// A tag value on one line without control characters or surrounding blanks, as it is written.
std::string cleanTagValue(std::string_view value);
/// Full-width ASCII (U+FF01 to U+FF5E, as Chinese input methods type "Ｃ２＝５") as ASCII.
std::string halfWidth(std::string_view text);
/// Moves in Chinese and WXF are four characters: a longer word made of whole moves is split into
/// them. Empty for any other word.
std::vector<std::string> gluedMoves(std::string_view word);
/// Annotation glyphs players append ("!", "?!") carry no move information.
std::string_view withoutAnnotation(std::string_view token);
/// The NAG of a move assessment glyph: "!" 1, "?" 2, "!!" 3, "??" 4, "!?" 5, "?!" 6; else 0.
int glyphNag(std::string_view glyph);
/// The glyph of NAGs 1-6; empty for others.
std::string_view nagGlyph(int nag);
/// The number of "$n" (1-255); nullopt for anything else.
std::optional<int> parseNag(std::string_view token);

} // namespace xq::pgn
