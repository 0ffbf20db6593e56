#pragma once

// The learned move ordering's training rows (moveordering.h), made from self-play games
// (selfplay.h): every searched position with no five on the board, its candidates (as the
// search makes them, movepicker.h) with their features, and which of them the search played.

#include <istream>
#include <ostream>
#include <string>

namespace gomoku {

/// Reads games as writeSelfPlay writes them and writes a header line, then per position
/// "PLAYED COUNT" and per candidate "OWN OTHER LAST BEFORE TIER HAND": the played move's place
/// in the candidate list (in board order) and the list's length, then each candidate's combination
/// numbers for the side to move and the other side, its places from the last two stones, its forced
/// tier (moveordering.h) and the hand-set threat values' order (the side to move's value times 6
/// plus the other side's times 5, the ordering before the learned one). A position whose played
/// move is not a candidate is left out. A malformed header or game stops the conversion: false
/// with the line and the fault.
bool writeOrderingRows(std::istream &games, std::ostream &out, std::string &error);

} // namespace gomoku
