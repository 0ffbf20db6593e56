#pragma once

// A finished or unfinished game as files hold it: the board size, the moves in order (black
// first) and the players' names; read from and written to Piskvork's .psq and a plain move list
// ("h8 i9 h9 ..."). Bad input comes back as an error text, never an exception.

#include "gomoku/types.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gomoku {

struct GameRecord {
    int size = 15;
    std::vector<Point> moves;
    std::string black;
    std::string white;
    bool operator==(const GameRecord &) const = default;
};

struct RecordResult {
    std::optional<GameRecord> game;
    std::string error;
    bool ok() const { return game.has_value(); }
};

/// Reads a .psq: "Piskvorky NxN, ..." then one "x,y,ms" line a move (1-based), then names.
RecordResult readPsq(std::string_view text);
std::string writePsq(const GameRecord &record);

/// Reads moves like "h8 i9 h9" (spaces, commas or new lines between them) on a `size` board.
RecordResult readMoveList(std::string_view text, int size = 15);
std::string writeMoveList(const GameRecord &record);

/// Checks every move is on the board and on an empty point; the first fault as a text.
std::optional<std::string> checkMoves(const GameRecord &record);

} // namespace gomoku
