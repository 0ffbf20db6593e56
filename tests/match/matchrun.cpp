#include "matchrun.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

namespace {

/// Waits until the JSON lines file holds `games` lines or the process ends.
void waitForGames(QProcess &process, const QString &json, int games, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs && !process.waitForFinished(50)) {
        QFile file(json);
        if (file.open(QIODevice::ReadOnly) && file.readAll().count('\n') >= games) {
            return;
        }
    }
}

} // namespace

MatchRun runMatch(const QStringList &args, int timeoutMs, int terminateAfterGames)
{
    MatchRun run;
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("games.jsonl"));
    const QString pgn = dir.filePath(QStringLiteral("games.pgn"));
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QStringLiteral(XQ_MATCH_BIN),
        args + QStringList { QStringLiteral("-jsonout"), json, QStringLiteral("-pgnout"), pgn });
    if (terminateAfterGames > 0) {
        waitForGames(process, json, terminateAfterGames, timeoutMs);
        process.terminate();
    }
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.output = QString::fromUtf8(process.readAll());
        return run;
    }
    run.exitCode = process.exitCode();
    run.output = QString::fromUtf8(process.readAll());
    QFile jsonFile(json);
    if (jsonFile.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : jsonFile.readAll().split('\n')) {
            const QJsonObject object = QJsonDocument::fromJson(line).object();
            if (object.contains(QStringLiteral("summary"))) {
                run.summary = object.value(QStringLiteral("summary")).toObject();
            } else if (!object.isEmpty()) {
                run.games << object;
            }
        }
    }
    QFile pgnFile(pgn);
    if (pgnFile.open(QIODevice::ReadOnly)) {
        run.pgn = pgnFile.readAll();
    }
    return run;
}

QStringList fakeEngine(const QString &name, const QString &fakeArgs, const QString &proto)
{
    QStringList words { QStringLiteral("-engine"), QStringLiteral("name=") + name,
        QStringLiteral("cmd=python3 ") + QStringLiteral(XQ_FAKE_ENGINE) + u' ' + fakeArgs };
    if (!proto.isEmpty()) {
        words << QStringLiteral("proto=") + proto;
    }
    return words;
}
