#pragma once

// The engines the window knows: the built-in one (always first) and the UCI/UCCI programs the
// player added by path, with their dialect and option values, kept in the settings.

#include "analysis/analysisengine.h"
#include "engineclient/engineclient.h"

#include <QList>
#include <QPair>
#include <QString>

#include <memory>

class AppSettings;

struct EngineEntry {
    QString name;
    QString command;
    QString dialect; ///< "uci", "uci-fsf", "ucci"; empty: detected at the start
    QList<QPair<QString, QString>> options; ///< set after the handshake

    xq::client::EngineConfig config() const;
    bool operator==(const EngineEntry &other) const = default;
};

class EngineList {
public:
    /// The external engines kept in `settings`.
    static QList<EngineEntry> load(const AppSettings &settings);
    static void save(AppSettings &settings, const QList<EngineEntry> &engines);
    /// The name of the built-in engine, shown first.
    static QString builtinName();
    /// An engine's name as it says it, the built-in one's in the player's language.
    static QString shownName(const QString &engineName);
    /// The engine at `index` of the list the player sees: 0 is the built-in one, then `engines`.
    static std::unique_ptr<xq::AnalysisEngine> make(const QList<EngineEntry> &engines, int index);
};
