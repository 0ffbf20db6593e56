#pragma once

// Record collections opened as puzzle collections: every record that starts from a set-up
// position (PGN games with a FEN tag, XQF files, .eglib and .QP libraries: whatever the records
// library reads) becomes a puzzle, with the solution it stores or, without one, the shortest mate
// the engine finds; the records that become none are listed with the reason.

#include "core/result.h"
#include "puzzles/mateprover.h"
#include "puzzles/puzzle.h"

#include <functional>
#include <string>
#include <vector>

namespace puzzles {

struct ImportedCollection {
    std::vector<Puzzle> puzzles;
    /// Each record that became no puzzle: "FILE game N: why".
    std::vector<std::string> unsolved;
};

/// The engine's settings for positions without a solution: mates of up to 9 moves, found by a
/// search of 11 plies stopped after 2 million nodes (about a second or two).
MateProofSettings importSettings();

/// The puzzles of a record file, or of every record file directly in a folder (a folder of
/// XQF files), in the order of the files' names. Fails when the path, or a file in it, cannot be
/// read, or when no record becomes a puzzle (saying why for the first). `onRecord` hears each
/// record done and how many there are in its file.
xq::Result<ImportedCollection> importPuzzles(const std::string &path,
    const MateProofSettings &settings = importSettings(),
    const std::function<void(int, int)> &onRecord = {});

} // namespace puzzles
