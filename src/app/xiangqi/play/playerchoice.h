#pragma once

// Who plays the two sides of the window's game: a person or the computer, and for the computer
// which engine (the built-in one or an external one of the engines list), as kept in the
// settings: the play mode and an engine command per side. A record of a game played here says
// who played it in its RedType and BlackType tags ("human" or "program", as PGN's WhiteType), so
// an unfinished game opened again is played on by the same players.

#include "app/appsettings.h"

#include "core/types.h"

#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace xq {
class TagList;
}

/// Who plays the two sides: a person or an engine (empty command: the built-in one).
struct PlayerChoice {
    bool computer[2] = { false, true };
    QString engine[2]; ///< the command of the external engine of each side; empty: built-in

    PlayMode playMode() const;
    /// Whether the computer plays `side` in `mode`.
    static bool computerPlays(PlayMode mode, xq::Side side);
    /// The RedType and BlackType tags of a game played as `mode`.
    static QList<std::pair<QString, QString>> typeTags(PlayMode mode);
    /// Who played a record, as its RedType and BlackType tags say; nullopt without them.
    static std::optional<PlayMode> modeOfRecord(const xq::TagList &tags);
    static PlayerChoice fromSettings(const AppSettings &settings);
    void save(AppSettings &settings) const;
};
