#pragma once

// The games the window offers, in the order Game ▸ New lists them; the first is the default.

#include <vector>

class GameHost;
class GameMode;
class QObject;

/// Makes every game once, as children of `parent`.
std::vector<GameMode *> createGameModes(GameHost &host, QObject *parent);
