#pragma once

// Game review: every position of a record's main line analysed for a fixed time, each move
// judged by how much it lost against the engine's best, and the record annotated: a mark
// (?!, ?, ??) and the score in the move's comment, the engine's better line as a variation.
// The thresholds are documented in docs/analysis.md.

#include "analysis/analysisengine.h"

#include "core/notation.h"
#include "records/gametree.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace xq {

enum class MoveMark { None, Inaccuracy, Mistake, Blunder };

/// "?!", "?", "??" or "".
const char *markText(MoveMark mark);
/// The PGN NAG number of a mark: 6, 2, 4, or 0 for none.
int markNag(MoveMark mark);
/// The mark a NAG stands for; MoveMark::None for any other.
MoveMark markOfNag(int nag);

/// Centipawns a move may lose against the engine's best before it is marked.
struct ReviewThresholds {
    int inaccuracyCp = 50;
    int mistakeCp = 100;
    int blunderCp = 250;
    /// A move is called a blunder only when its loss clears `blunderCp` by this much: a review
    /// search of a few seconds misjudges a loss by about this, and a `??` must hold up under a
    /// deeper look. A loss inside the margin is marked a mistake, which it is at least.
    int blunderMarginCp = 100;
};

/// Scores beyond this (mates) count as this much: a lost mate is a blunder, not 60000 of one.
constexpr int ReviewScoreCap = 2000;

/// The engine's best move and the move played, scored side by side in one search restricted
/// to the two (MultiPV 2 with `searchmoves`), at the deepest depth that reported both: the two
/// scores come from the same position, depth and hash, so their difference is the move's loss.
struct ComparedMoves {
    int bestRedScore = 0;
    int playedRedScore = 0;
    int depth = 0;
};

struct PositionReview {
    int redScore = 0; ///< Red's view, from the engine's best line
    Move best; ///< none when the side to move has no move
    std::vector<Move> pv;
    /// Set when the move played from here is not the engine's best and the engine scored both;
    /// otherwise the loss is the difference of this position's score and the next one's.
    std::optional<ComparedMoves> compared;
};

struct MoveReview {
    NodeId node = NoNode; ///< the main-line node the move leads to
    int lossCp = 0; ///< what the mover lost against the best, capped scores, never negative
    MoveMark mark = MoveMark::None;
};

struct GameReview {
    std::vector<PositionReview> positions; ///< the start, then after each main-line move
    std::vector<MoveReview> moves; ///< one per main-line move
    bool cancelled = false;
    std::string error; ///< the engine failed: what it did
};

/// The mark for a move that lost `lossCp`.
MoveMark markFor(int lossCp, const ReviewThresholds &thresholds);

/// Called after each analysed position with the count done and the total.
using ReviewProgress = std::function<void(int done, int total)>;

/// Analyses every position of the main line for `moveTimeMs` each, and where the move played is
/// not the engine's best, compares the two in a second search of `moveTimeMs`; stops early when
/// `cancel` is raised or the engine fails (the review then says so).
GameReview reviewGame(const GameTree &game, AnalysisEngine &engine, int moveTimeMs,
    const std::atomic<bool> &cancel, const ReviewProgress &progress = {},
    const ReviewThresholds &thresholds = {});

/// Judges the moves of a review whose positions are all analysed (reviewGame does it).
void judgeMoves(const GameTree &game, GameReview &review, const ReviewThresholds &thresholds);

/// Writes a finished review into the record: for each marked move, the mark as its NAG, the
/// mark's word, the scores and the better move in its comment ("Blunder (-2.85). Better: ...
/// (+0.25)"), and the engine's line as a variation.
void annotateGame(GameTree &game, const GameReview &review, Notation notation);

/// "+1.25" / "-0.40" / "#3" / "#-2": a Red's-view score for people.
std::string formatScore(int redScore);

} // namespace xq
