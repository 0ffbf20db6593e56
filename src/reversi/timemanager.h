#pragma once

// The whole game's clock: the time a move gets when the engine is given what is left on its
// clock (and an increment a move) instead of a time per move. A Reversi game has a known number
// of moves left (one per empty square, half of them ours), so the time left is spread over them,
// the midgame's moves weighing most: the opening is played from well-known shapes, and from the
// exact solve on the moves cost next to nothing. A reserve stays in hand so that the clock is
// never overrun.

namespace reversi {

struct GameClock {
    int remainingMs = 0; // on our clock now
    int incrementMs = 0; // added after each of our moves
};

/// The time the side to move may spend on its move with `empties` empty squares (at least 1 ms).
int moveTimeFromClock(const GameClock &clock, int empties);

/// The clock after a move that took `elapsedMs`: charged, and the increment added.
GameClock chargeMove(const GameClock &clock, int elapsedMs);

} // namespace reversi
