#pragma once

// Who plays and where: the players' names above the move list, Game ▸ Properties (Red, Black,
// event, site, date, result as PGN tags), and the names of a game played here ("Player",
// "Computer (Casual)"), shown at once and written with the date and site when first saved.

#include "app/appsettings.h"
#include "app/playernames.h"

#include <QObject>
#include <QString>

#include <optional>
#include <utility>

class GameHost;
class GameProperties;
class QLabel;
class QWidget;
class SingleGame;

class PlayerDetails : public QObject {
    Q_OBJECT

public:
    PlayerDetails(SingleGame &game, GameHost &host, QWidget *labelParent, QObject *parent);

    /// "Red: Player — Black: Computer (Casual)", above the move list.
    QLabel *label() const { return m_label; }
    /// Red's name and Black's.
    using Names = PlayerNames::Pair;
    /// The names a game played as `mode` at `level` gets.
    static Names namesFor(PlayMode mode, int level);
    /// The names of the players of a game played here, shown until the record names its own;
    /// nullopt for a record of a game played elsewhere.
    void nameNewPlayers(std::optional<Names> names);
    /// Shows the record's names again.
    void refresh();
    /// Game ▸ Properties: shows the record's details and keeps what the player changed.
    void edit();
    /// Keeps the details as `dialog` holds them.
    void apply(const GameProperties &dialog);

private:
    SingleGame &m_game;
    GameHost &m_host;
    QLabel *m_label;
    std::optional<Names> m_newPlayers;
};
