#pragma once

// Runs xiangqi-match as the user does (a process with arguments) and reads what it wrote: the
// JSON lines of the games and the summary, and the PGN.

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

struct MatchRun {
    int exitCode = -1;
    QString output; ///< stdout and stderr
    QList<QJsonObject> games; ///< one per finished game, in finishing order
    QJsonObject summary;
    QByteArray pgn;
};

/// Runs xiangqi-match with `args` plus -jsonout/-pgnout files in a temporary folder; gives up
/// (exit code -1) after `timeoutMs`. With `terminateAfterGames`, sends SIGTERM (as Ctrl+C would
/// SIGINT) once that many games are written and waits for the clean stop.
MatchRun runMatch(const QStringList &args, int timeoutMs = 30000, int terminateAfterGames = 0);

/// The -engine words of a fake engine (tests/match/engines/fake.py) named `name`.
QStringList fakeEngine(const QString &name, const QString &fakeArgs, const QString &proto = {});
