#pragma once

// What each level of Reversi's Difficulty menu means, in the words Xiangqi's levels take ("depth
// 2, ..."), read from the engine's own level settings so the menu says what the AI does.

#include <QCoreApplication>
#include <QStringList>

class ReversiLevels {
    Q_DECLARE_TR_FUNCTIONS(ReversiLevels)

public:
    /// The levels' meanings, weakest first; the strongest plays at full strength for
    /// `fullStrengthMs` a move.
    static QStringList meanings(int fullStrengthMs);
};
