#pragma once

// The board the network window shows for each game: the puzzle mode's board of that game (a
// view over a position of its own, moves in the protocol's notation coming back as
// moveChosen), set to the game's start.

#include "app/puzzles/puzzleboard.h"

#include "net/gamerules.h"

#include <memory>
#include <string>

/// The start of a game of `kind` as its board reads it.
std::string netStartPosition(const xq::net::GameKind &kind);
/// A board of `kind`'s game at its start.
std::unique_ptr<PuzzleBoard> makeNetBoard(const xq::net::GameKind &kind);
