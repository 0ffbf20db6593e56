#pragma once

// What each level of Gomoku's Difficulty menu means, in the words Xiangqi's levels take ("depth 2,
// randomness"), read from the engine's own level settings so the menu says what the AI does.

#include <QCoreApplication>
#include <QStringList>

class GomokuLevels {
    Q_DECLARE_TR_FUNCTIONS(GomokuLevels)

public:
    /// The levels' meanings, weakest first; the strongest plays at full strength for
    /// `fullStrengthMs` a move.
    static QStringList meanings(int fullStrengthMs);
};
