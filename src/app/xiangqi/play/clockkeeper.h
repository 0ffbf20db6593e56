#pragma once

// The clocks of the game in the window: a new game gets the time control chosen in
// Game ▸ Players, and runs from the first move (the computer's clock from the start, when it
// moves first); each move charges its mover (the increment added) and leaves "[%clk H:MM:SS]"
// in its comment, the record gets a TimeControl tag; a fallen flag ends the game (a loss, or a
// draw when the opponent cannot mate); the clocks stop while the game is paused, browsed or
// over, and while a modal dialog holds the game (DialogHold).
// A record with a TimeControl tag and %clk comments resumes with its clocks, paused; the side
// to move with the time it had when the record was saved (ChessClocks::noteRunningClock).

#include "records/gametree.h"

#include <QObject>
#include <QString>

class AppSettings;
class ChessClocks;
class ClockView;
class SingleGame;

class ClockKeeper : public QObject {
    Q_OBJECT

public:
    /// The time control of new games is the one in `settings` (AppSettings::timeControl).
    ClockKeeper(
        SingleGame &game, ClockView &view, AppSettings &settings, QObject *parent = nullptr);

    const ChessClocks *clocks() const { return m_clocks; }

signals:
    void message(const QString &text);

private:
    /// A game is loaded or started: a new one gets the settings' clocks, a record its own.
    void onLoading(const xq::GameTree &tree);
    /// The clocks of a record from its TimeControl tag and %clk comments, paused; none for a
    /// finished record or one without the tag.
    void resume(const xq::GameTree &tree);
    void setClocks(ChessClocks *clocks);
    void onMoveMade();
    void onPositionChanged();
    void onFlagFell(xq::Side side);
    /// Writes the mover's clock into its move's comment, and the TimeControl tag.
    void noteClock(qint64 remainingMs);

    SingleGame &m_game;
    ClockView &m_view;
    AppSettings &m_settings;
    ChessClocks *m_clocks = nullptr;
};
