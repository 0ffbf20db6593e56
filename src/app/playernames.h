#pragma once

// Who plays a game played here, named alike in every game ("Player", "Computer (Casual)"), and the
// line above every game's move list that names them by side: "Red: Player — Black: Computer
// (Casual)".

#include "app/menuchoices.h"

#include <QCoreApplication>
#include <QString>

#include <utility>

class PlayerNames {
    Q_DECLARE_TR_FUNCTIONS(PlayerNames)

public:
    /// The name of the side that moves first's player, then the other's.
    using Pair = std::pair<QString, QString>;
    /// The players of a game played as `playAs`, the computer at the level named `level`.
    static Pair of(PlayAs playAs, const QString &level);
    /// Each side and its player, "?" for a name left empty: "Red: Player — Black: Computer
    /// (Casual)"; empty when both names are.
    static QString line(const QString &firstSide, const QString &secondSide, const Pair &names);
};
