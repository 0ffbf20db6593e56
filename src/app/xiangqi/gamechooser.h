#pragma once

// The list of games of a collection (a PGN file or DhtmlXQ page holding several), one row per
// game, from which the player picks the one to open. Games that cannot be read are listed,
// greyed out, with the reason, so the numbering matches the file.

#include "app/xiangqi/gamesummary.h"

#include <QDialog>

#include <optional>
#include <vector>

class QTreeWidget;

class GameChooser : public QDialog {
    Q_OBJECT

public:
    GameChooser(const std::vector<GameSummary> &games, QWidget *parent = nullptr);

    /// The list itself, for tests.
    QTreeWidget *list() const { return m_list; }
    /// The index (from 0) of the game selected, if a readable one is.
    std::optional<int> chosen() const;

private:
    void fill(const std::vector<GameSummary> &games);

    QTreeWidget *m_list;
};
