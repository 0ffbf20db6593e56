#include "app/menuchoices.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace {
// Ctrl+1 to Ctrl+9: the keys of the first nine levels.
constexpr int LevelKeys = 9;
// Xiangqi's seven levels' names, which the other games' levels take as well.
const char *const LevelNames[] = { QT_TRANSLATE_NOOP("MenuChoices", "Beginner"),
    QT_TRANSLATE_NOOP("MenuChoices", "Novice"), QT_TRANSLATE_NOOP("MenuChoices", "Casual"),
    QT_TRANSLATE_NOOP("MenuChoices", "Club"), QT_TRANSLATE_NOOP("MenuChoices", "Advanced"),
    QT_TRANSLATE_NOOP("MenuChoices", "Expert"), QT_TRANSLATE_NOOP("MenuChoices", "Master") };
// The computer's time a move, in seconds, that Difficulty ▸ Time per Move offers.
constexpr int MoveTimesS[] = { 1, 3, 10, 30 };
} // namespace

QStringList levelNamesOf(int count)
{
    constexpr int Last = static_cast<int>(std::size(LevelNames)) - 1;
    QStringList names;
    for (int index = 0; index < count; ++index) {
        // Rounded to the nearest name: the first level is Beginner, the last Master.
        const int name = count == 1 ? Last : (2 * index * Last + count - 1) / (2 * (count - 1));
        names << QCoreApplication::translate("MenuChoices", LevelNames[std::min(name, Last)]);
    }
    return names;
}

QString levelItem(const QString &name, const QString &meaning)
{
    return QCoreApplication::translate("MenuChoices", "%1 (%2)").arg(name, meaning);
}

QString fullStrengthMeaning(int moveTimeMs)
{
    return QCoreApplication::translate("MenuChoices", "full strength, %1 s a move")
        .arg(moveTimeMs / 1000.0);
}

QList<std::pair<QString, int>> namedLevels(int first, const QStringList &meanings)
{
    const int count = static_cast<int>(meanings.size());
    const QStringList names = levelNamesOf(count);
    QList<std::pair<QString, int>> levels;
    for (int index = 0; index < count; ++index) {
        levels.append({ levelItem(names[index], meanings[index]), first + index });
    }
    return levels;
}

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

void setChoiceTexts(QActionGroup *group, const QList<std::pair<QString, int>> &choices)
{
    for (QAction *action : group->actions()) {
        for (const auto &[text, value] : choices) {
            if (action->data().toInt() == value) {
                action->setText(text);
            }
        }
    }
}

QActionGroup *addMoveTimeChoices(
    QMenu *difficulty, int currentMs, const std::function<void(int)> &apply)
{
    difficulty->addSeparator();
    QMenu *times
        = difficulty->addMenu(QCoreApplication::translate("MenuChoices", "&Time per Move"));
    QList<std::pair<QString, int>> choices;
    for (const int seconds : MoveTimesS) {
        choices.append(
            { QCoreApplication::translate("MenuChoices", "%n second(s)", nullptr, seconds),
                seconds * 1000 });
    }
    return addChoices<int>(times, choices, currentMs, apply);
}

QString twoPlayersChoice()
{
    return QCoreApplication::translate("MenuChoices", "&Two Players");
}

QString computerAgainstComputerChoice()
{
    return QCoreApplication::translate("MenuChoices", "&Computer against Computer");
}
