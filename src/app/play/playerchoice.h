#pragma once

// Who plays the two sides of the window's game: a person or the computer, and for the computer
// which engine (the built-in one or an external one of the engines list), as kept in the
// settings: the play mode and an engine command per side.

#include "app/appsettings.h"

#include "core/types.h"

#include <QString>

/// Who plays the two sides: a person or an engine (empty command: the built-in one).
struct PlayerChoice {
    bool computer[2] = { false, true };
    QString engine[2]; ///< the command of the external engine of each side; empty: built-in

    PlayMode playMode() const;
    /// Whether the computer plays `side` in `mode`.
    static bool computerPlays(PlayMode mode, xq::Side side);
    static PlayerChoice fromSettings(const AppSettings &settings);
    void save(AppSettings &settings) const;
};
