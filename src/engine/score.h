#pragma once

// Search scores: centipawns from the side to move's point of view, and mate scores that count
// the plies to the mate from the root.

#include <cstdint>

namespace xq {

using Score = int;

constexpr int MaxPly = 128;
constexpr Score ScoreInfinite = 32000;
constexpr Score ScoreMate = 31000;
constexpr Score ScoreDraw = 0;
/// Scores beyond this are mates found within the search horizon.
constexpr Score ScoreMateBound = ScoreMate - 2 * MaxPly;

constexpr Score mateIn(int ply)
{
    return ScoreMate - ply;
}
constexpr Score matedIn(int ply)
{
    return -ScoreMate + ply;
}
constexpr bool isMateScore(Score s)
{
    return s >= ScoreMateBound || s <= -ScoreMateBound;
}

/// Mate scores are stored in the transposition table relative to the node, not to the root.
constexpr Score scoreToTable(Score s, int ply)
{
    return s >= ScoreMateBound ? s + ply : s <= -ScoreMateBound ? s - ply : s;
}
constexpr Score scoreFromTable(Score s, int ply)
{
    return s >= ScoreMateBound ? s - ply : s <= -ScoreMateBound ? s + ply : s;
}

/// Full moves to mate for the UCI "score mate": positive when the side to move mates.
constexpr int mateInMoves(Score s)
{
    return s > 0 ? (ScoreMate - s + 1) / 2 : -(ScoreMate + s) / 2;
}

} // namespace xq
