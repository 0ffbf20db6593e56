#pragma once

// Help ▸ Rules of Xiangqi: how the stones move, how a game ends, how to play here.

#include <QString>

/// The rules page in the player's language (HTML).
QString xiangqiRules();
