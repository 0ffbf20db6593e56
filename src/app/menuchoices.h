#pragma once

// Menus of choices (a level, a rule, a board size): groups of checkable actions, each carrying
// its value as an int in its data.

#include <QAction>
#include <QActionGroup>

/// Ticks the action of `group` whose value is `value`, and no other.
inline void checkChoice(QActionGroup *group, int value)
{
    for (QAction *action : group->actions()) {
        action->setChecked(action->data().toInt() == value);
    }
}
