#pragma once

// What WXF and Chinese notation have in common: a move names its stone by file or by its place
// among stones of the same kind ("front cannon"), then says which way it goes and a file or a
// number of steps. This part analyses the board for the writers and finds the move a text
// means for the readers; the letters and characters live with each notation.

#include "core/board.h"
#include "core/result.h"

#include <optional>
#include <string>

namespace xq {

enum class Motion { Forward, Back, Sideways };

/// The second half of a move: its direction, then the destination file (sideways moves and the
/// diagonal movers) or the number of steps along the file.
struct Step {
    Motion motion = Motion::Forward;
    int number = 0;
};

/// File number 1-9 as `side` counts it, from its own right.
int ownFile(Side side, Square s);

/// Where a stone stands among its side's stones of the same kind: what a notation needs to
/// name it.
struct Standing {
    int file = 0; ///< own file, 1-9
    int onFile = 0; ///< stones of this kind on that file, this one included
    int fromFront = 0; ///< 0 for the one furthest forward on the file
    int sharedFiles = 0; ///< files holding two or more stones of this kind
    int ordinal = -1; ///< order among the stones on shared files, right to left then front
                      ///< to back; -1 when alone on its file

    bool isFront() const { return fromFront == 0; }
    bool isRear() const { return fromFront == onFile - 1; }
};

Standing standingOf(const Board &board, Square s);

/// Advisors and elephants are named by file even when two share one: from a file, a direction
/// and a destination file only one of the two can ever move (on a file they stand at both ends
/// of their area, so one can only go forward and the other only back).
bool alwaysNamedByFile(Kind kind);

/// The step of a move of the stone on `m.from()`.
Step stepOf(const Board &board, Move m);

/// The point a step takes a stone to, ignoring other stones; fails off the board or for a
/// step the stone can never make.
Result<Square> destinationOf(Stone stone, Square from, Step step);

/// The names a notation gives a stone: the one it writes and another one it also reads.
struct StoneNames {
    std::string written;
    std::string alsoRead;
};
using StoneNamer = StoneNames (*)(const Board &board, Square s);

/// What a WXF or Chinese move says, before the board is consulted.
struct MoveText {
    Kind kind = Kind::General;
    std::string stoneName; ///< normalised to the form the notation's namer produces
    std::optional<int> namedFile; ///< the file when the stone is named by its file alone
    Step step;
};

/// The legal move of the side to move that `text` means, or why there is none or several.
Result<Move> resolveMove(const Board &board, const MoveText &text, StoneNamer namer);

/// For a text that names its stone by a file where several of them stand (which the notation
/// forbids: it wants 前/后 or a tandem mark), the legal move when exactly one of them can make
/// it; real collections write such moves and every other reader accepts them.
Result<Move> resolveByFile(const Board &board, const MoveText &text);

/// The text between single quotes, for messages.
std::string quoted(std::string_view text);

/// `m` when it is legal for the side to move, else the reason a player would understand.
Result<Move> checkLegal(const Board &board, Move m);

} // namespace xq
