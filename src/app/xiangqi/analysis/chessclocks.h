#pragma once

// The two clocks of a game in the window: the match library's time control and per-side clock
// (10 min + 5 s, 40/60, or a fixed time per move) run against the wall clock, one side's at a
// time, with pause; a fallen flag is announced, and judged a loss unless the opponent has nothing
// left to mate with (a draw). The engine is given both sides' remaining time; the record gets a
// TimeControl tag and a %clk comment per move.

#include "core/board.h"
#include "engineclient/searchlimits.h"
#include "match/timecontrol.h"
#include "records/gametree.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QTimer;

class ChessClocks : public QObject {
    Q_OBJECT

public:
    using Now = std::function<qint64()>; ///< milliseconds on a steady clock

    /// `now` is the time source (tests pass their own); by default a steady clock.
    explicit ChessClocks(
        const xq::match::TimeControl &control, QObject *parent = nullptr, Now now = {});

    /// Reads "600+5" (seconds + increment), "40/3600", "10:00+5" or "st=30" (per move).
    static std::optional<xq::match::TimeControl> parse(const QString &text);

    /// Starts the clock of `toMove`; `paused`: it waits for setPaused(false), not a moment used.
    void start(xq::Side toMove, bool paused = false);
    /// Sets a side's time left after `movesMade` moves: a game read back from its record.
    void resume(xq::Side side, qint64 remainingMs, int movesMade);
    /// Stops both clocks for good (the game ended).
    void stop();
    const xq::match::TimeControl &control() const { return m_control; }
    /// The mover finished its move: its time is charged (plus the increment), the other clock
    /// runs. False when the mover's flag fell before the move.
    bool moveMade();
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    bool isRunning() const { return m_started && !m_flagged; }
    xq::Side sideToMove() const { return m_toMove; }

    /// The time left on a side's clock now (the running one counted to this moment).
    qint64 remainingMs(xq::Side side) const;
    std::optional<xq::Side> flagged() const { return m_flagged; }
    /// Looks at the running clock; announces a fallen flag once.
    void check();

    /// What the engine is told: both clocks, the increment, moves to go.
    xq::client::SearchLimits engineLimits() const;
    /// The PGN TimeControl tag's value.
    QString tagText() const;
    /// "[%clk 0:09:55]": the mover's clock after its move, for the move's comment.
    static QString clockComment(qint64 remainingMs);
    /// The time of a comment's "[%clk H:MM:SS]"; nullopt when it has none.
    static std::optional<qint64> readClockComment(const QString &comment);
    /// Notes the running side's time left now in `tree` (its ClockToMove tag), so a game saved
    /// while a side thinks resumes with the time that side had then, not after its last move.
    void noteRunningClock(xq::GameTree &tree) const;
    /// The time left to the side to move as noteRunningClock() noted it; nullopt when not noted.
    static std::optional<qint64> runningClock(const xq::GameTree &tree);
    /// "9:55" or "0:09.5" (under ten seconds, tenths shown).
    static QString displayText(qint64 remainingMs);

    /// The result when `flagged` runs out of time on `board`: a loss, or a draw when the
    /// opponent has no chariot, horse, cannon or soldier to mate with (the core's judge).
    static xq::GameResult flagResult(const xq::Board &board, xq::Side flagged);

signals:
    /// The clocks' times or state changed (once every tick while one runs).
    void changed();
    void flagFell(xq::Side side);

private:
    qint64 runningMs() const;

    xq::match::TimeControl m_control;
    xq::match::GameClock m_clocks[2];
    Now m_now;
    QTimer *m_tick;
    xq::Side m_toMove = xq::Side::Red;
    qint64 m_turnStart = 0; ///< when the running clock last started
    qint64 m_banked = 0; ///< the running side's time used before a pause
    int m_movesMade[2] = { 0, 0 };
    bool m_started = false;
    bool m_paused = false;
    std::optional<xq::Side> m_flagged;
};
