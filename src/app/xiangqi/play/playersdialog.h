#pragma once

// Game ▸ Players and Clocks: who plays Red and who plays Black (a person, the built-in engine
// at the chosen level, or an engine of the engines list, which Engines… adds to) and the time
// control of new games. What is chosen is kept in the settings (save(), once the window knows
// the choice stands: a new game asked for may still be refused); the window starts a new game
// with it when "Start a new game" is ticked.

#include "app/appsettings.h"
#include "app/xiangqi/play/playerchoice.h"

#include "core/types.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

class PlayersDialog : public QDialog {
    Q_OBJECT

public:
    explicit PlayersDialog(AppSettings &settings, QWidget *parent = nullptr);

    PlayerChoice choice() const;
    /// The time control text (empty: no clock); valid whenever the dialog accepts.
    QString timeControl() const;
    bool startsNewGame() const;

    QComboBox *playerBox(xq::Side side) const { return m_players[xq::index(side)]; }
    QComboBox *presetBox() const { return m_presets; }
    QLineEdit *timeControlEdit() const { return m_timeControl; }

    /// The time controls offered, as (text for the player, time control).
    static QList<QPair<QString, QString>> presets();

    /// Keeps the choice in the settings.
    void save();

public slots:
    /// Closes the dialog when the time control is one, else says why not.
    void accept() override;

private:
    QComboBox *makePlayerBox();
    void fillPlayers();
    void selectPlayer(xq::Side side, bool computer, const QString &engine);
    void openEngines();
    void showPreset(int index);

    AppSettings &m_settings;
    QComboBox *m_players[2];
    QComboBox *m_presets;
    QLineEdit *m_timeControl;
    QLabel *m_error;
    QCheckBox *m_newGame;
};
