#pragma once

// One move of the line a game shows, as the move list beside every game's board lists it.

#include <QString>

struct LineMove {
    QString text;
    /// The move's assessment ("??", "!?") from its NAG; empty when it has none.
    QString glyph;
    /// Other moves were recorded in its place.
    bool hasAlternatives = false;
    QString comment;
};
