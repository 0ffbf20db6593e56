#pragma once

// The network game kept on this machine so that it can be taken up after an interruption (a lost
// connection, a closed or crashed program): the session's snapshot and the game's record, in the
// program's data folder, and the snapshot read back.

#include "net/sessionsnapshot.h"

#include <QString>

#include <optional>

namespace NetSavedGame {

/// Where the session's snapshot is written before every line sent.
QString snapshotPath();
/// Where the game's record is written as it is played.
QString recordPath();
/// The snapshot kept, if there is one that can be read.
std::optional<xq::net::SessionSnapshot> load();
/// The player no longer wants to take the game up.
void forget();
/// Moves as players count them: a move of each side is one.
int movesPlayed(const xq::net::SessionSnapshot &saved);

} // namespace NetSavedGame
