#include "app/menuchoices.h"

#include <QCoreApplication>

namespace {
// Ctrl+1 to Ctrl+9: the keys of the first nine levels.
constexpr int LevelKeys = 9;
} // namespace

QActionGroup *addLevelChoices(QMenu *menu, const QList<std::pair<QString, int>> &levels,
    int current, const std::function<void(int)> &apply)
{
    QActionGroup *group = addChoices<int>(menu, levels, current, apply);
    const QList<QAction *> actions = group->actions();
    for (int index = 0; index < actions.size() && index < LevelKeys; ++index) {
        actions[index]->setShortcut(
            QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + index)));
    }
    return group;
}

QString twoPlayersChoice()
{
    return QCoreApplication::translate("MenuChoices", "&Two Players");
}

QString computerAgainstComputerChoice()
{
    return QCoreApplication::translate("MenuChoices", "&Computer against Computer");
}
