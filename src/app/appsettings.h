#pragma once

// What the game remembers between runs (QSettings): difficulty, who plays which side, notation,
// view options, sound, engine memory, autoplay speed, recent record files and the window's
// geometry. Tests hand in their own store.

#include "core/notation.h"
#include "core/types.h"

#include <QByteArray>
#include <QSettings>
#include <QStringList>

#include <memory>

enum class PlayMode { Red, Black, TwoPlayers, ComputerVsComputer };

class AppSettings {
public:
    /// Uses the user's settings, or `store` when given (tests use a temporary file).
    explicit AppSettings(std::unique_ptr<QSettings> store = {});

    /// The notation a player of the system's language expects: Chinese under a Chinese locale.
    static xq::Notation defaultNotation();
    /// The smallest and default engine memory, in MB.
    static constexpr int MinimumHashMb = 4;
    static constexpr int DefaultHashMb = 64;

    int level() const;
    void setLevel(int level);
    PlayMode playMode() const;
    void setPlayMode(PlayMode mode);
    /// The command of the external engine that plays `side` when the computer does
    /// (Game ▸ Players); empty: the built-in engine.
    QString playerEngine(xq::Side side) const;
    void setPlayerEngine(xq::Side side, const QString &command);
    /// The clocks of a new game ("600+5", "40/3600", "st=10"); empty: no clock.
    QString timeControl() const;
    void setTimeControl(const QString &control);
    xq::Notation notation() const;
    void setNotation(xq::Notation notation);
    bool showDestinations() const;
    void setShowDestinations(bool show);
    bool showCoordinates() const;
    void setShowCoordinates(bool show);
    /// View ▸ Style: a BoardPainter::Style as a number (settings know nothing of painting).
    int boardStyle() const;
    void setBoardStyle(int style);
    bool sound() const;
    void setSound(bool on);
    /// The computer's time a move, in milliseconds.
    int moveTimeMs() const;
    void setMoveTimeMs(int ms);
    int hashMb() const;
    void setHashMb(int megabytes);
    /// The engine's search threads; 0 (the default): one a core of the machine.
    int searchThreads() const;
    void setSearchThreads(int threads);
    /// Autoplay's time per move, in milliseconds.
    int autoplayMs() const;
    void setAutoplayMs(int ms);
    /// Record files opened or saved, the latest first.
    QStringList recentFiles() const;
    /// Puts `path` first among the recent files, keeping MaxRecentFiles.
    void addRecentFile(const QString &path);
    void removeRecentFile(const QString &path);
    /// Where the last record was opened or saved; the user's documents folder (or home) at first.
    QString recordFolder() const;
    void setRecordFolder(const QString &folder);
    static constexpr int MaxRecentFiles = 8;
    /// The game the window showed last (a GameMode id); empty at the first start.
    QString activeGame() const;
    void setActiveGame(const QString &id);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);

    /// Where the game in progress is saved: beside the settings.
    QString autosavePath() const;
    /// Where another game of the window (a GameMode id) keeps its game in progress.
    QString autosavePath(const QString &gameId) const;
    /// A setting of another game of the window, in that game's own group (level, side, ...).
    QVariant gameValue(const QString &gameId, const QString &key, const QVariant &fallback) const;
    void setGameValue(const QString &gameId, const QString &key, const QVariant &value);

private:
    std::unique_ptr<QSettings> m_store;
};
