#pragma once

// Menus of choices (a level, a rule, a board size, who plays): groups of checkable actions, each
// carrying its value as an int in its data. The Difficulty and Play As menus of every game are made
// here, so their items read alike and answer the same keys in each game.

#include <QAction>
#include <QActionGroup>
#include <QMenu>

#include <functional>
#include <type_traits>
#include <utility>

/// Ticks the action of `group` whose value is `value`, and no other.
inline void checkChoice(QActionGroup *group, int value)
{
    for (QAction *action : group->actions()) {
        action->setChecked(action->data().toInt() == value);
    }
}

/// Adds `choices` to `menu` as a group of checkable actions, `current` checked, each carrying its
/// value (checkChoice() ticks another later); picking one calls `apply` with its value.
template <typename Value>
QActionGroup *addChoices(QMenu *menu, const QList<std::pair<QString, Value>> &choices,
    Value current, std::type_identity_t<std::function<void(Value)>> apply)
{
    auto *group = new QActionGroup(menu);
    for (const auto &[text, value] : choices) {
        QAction *action = menu->addAction(text, menu, [apply, value = value] { apply(value); });
        action->setCheckable(true);
        action->setChecked(value == current);
        action->setData(static_cast<int>(value));
        group->addAction(action);
    }
    return group;
}

/// The names of a game's `count` levels, weakest first, alike in every game: Beginner, Novice,
/// Casual, Club, Advanced, Expert, Master, or as many of them as the game has levels, spread
/// from the first to the last.
QStringList levelNamesOf(int count);
/// A level as every game's Difficulty menu lists it, its name and what it means:
/// "Novice (depth 2, randomness)".
QString levelItem(const QString &name, const QString &meaning);
/// What the strongest level means in every game: "full strength, 1 s a move".
QString fullStrengthMeaning(int moveTimeMs);
/// The levels of a game whose weakest is `first`, one for each of `meanings` (weakest first, the
/// last fullStrengthMeaning()), named by levelNamesOf() with what each means, for
/// addLevelChoices().
QList<std::pair<QString, int>> namedLevels(int first, const QStringList &meanings);

/// The levels of a Difficulty menu, weakest first, named and valued by `levels`; the first nine
/// answer Ctrl+1 to Ctrl+9 in every game.
QActionGroup *addLevelChoices(QMenu *menu, const QList<std::pair<QString, int>> &levels,
    int current, const std::function<void(int)> &apply);

/// Gives the actions of `group` the texts of `choices`, matched by value: the levels' meanings
/// once the time a move they depend on has changed.
void setChoiceTexts(QActionGroup *group, const QList<std::pair<QString, int>> &choices);

/// Difficulty ▸ Time per Move in every game, after the levels: the computer's time a move, all
/// that limits its full-strength level (1, 3, 10 or 30 seconds), `currentMs` ticked; picking one
/// calls `apply` with its milliseconds.
QActionGroup *addMoveTimeChoices(
    QMenu *difficulty, int currentMs, const std::function<void(int)> &apply);

/// The words of Play As for the two ways to play that name no side.
QString twoPlayersChoice();
QString computerAgainstComputerChoice();

/// Who plays, as Play As offers it in every game, in its order: the person plays the side that
/// moves first, the other side, both sides at one board, or neither. Each game's enum of who plays
/// lists its values in this order.
enum class PlayAs { FirstSide, SecondSide, TwoPlayers, ComputerAgainstComputer };

/// Play As in every game, in PlayAs's order: the person plays the side that moves first
/// (`firstSide`, "Red (you move first)"), the other side, both sides at one board, or neither.
template <typename Players>
QActionGroup *addPlayAsChoices(QMenu *menu, const QString &firstSide, const QString &secondSide,
    Players current, std::type_identity_t<std::function<void(Players)>> apply)
{
    return addChoices<Players>(menu,
        { { firstSide, Players(PlayAs::FirstSide) }, { secondSide, Players(PlayAs::SecondSide) },
            { twoPlayersChoice(), Players(PlayAs::TwoPlayers) },
            { computerAgainstComputerChoice(), Players(PlayAs::ComputerAgainstComputer) } },
        current, std::move(apply));
}
