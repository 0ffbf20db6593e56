#include "app/xiangqi/analysis/enginelist.h"

#include "app/appsettings.h"

#include "analysis/builtinanalysisengine.h"
#include "analysis/externalanalysisengine.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {
const QString Group = QStringLiteral("analysis");
const QString EnginesKey = QStringLiteral("engines");
} // namespace

xq::client::EngineConfig EngineEntry::config() const
{
    xq::client::EngineConfig config;
    config.name = name.toStdString();
    config.command = command.toStdString();
    config.dialect = xq::client::parseDialect(dialect.toStdString());
    for (const auto &[key, value] : options) {
        config.options.emplace_back(key.toStdString(), value.toStdString());
    }
    return config;
}

QList<EngineEntry> EngineList::load(const AppSettings &settings)
{
    const QByteArray json = settings.gameValue(Group, EnginesKey, QByteArray()).toByteArray();
    QList<EngineEntry> engines;
    for (const QJsonValue &value : QJsonDocument::fromJson(json).array()) {
        const QJsonObject object = value.toObject();
        EngineEntry entry { object.value("name").toString(), object.value("command").toString(),
            object.value("dialect").toString(), {} };
        const QJsonObject options = object.value("options").toObject();
        for (auto it = options.begin(); it != options.end(); ++it) {
            entry.options.append({ it.key(), it.value().toString() });
        }
        if (!entry.command.isEmpty()) {
            engines.append(entry);
        }
    }
    return engines;
}

void EngineList::save(AppSettings &settings, const QList<EngineEntry> &engines)
{
    QJsonArray array;
    for (const EngineEntry &entry : engines) {
        QJsonObject options;
        for (const auto &[key, value] : entry.options) {
            options.insert(key, value);
        }
        array.append(QJsonObject { { "name", entry.name }, { "command", entry.command },
            { "dialect", entry.dialect }, { "options", options } });
    }
    settings.setGameValue(Group, EnginesKey, QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QString EngineList::shownName(const QString &engineName)
{
    return engineName == QString::fromUtf8(xq::BuiltinAnalysisEngine::Name) ? builtinName()
                                                                            : engineName;
}

QString EngineList::builtinName()
{
    // xq::BuiltinAnalysisEngine::Name in the player's language (the engine library has no
    // translations).
    return QCoreApplication::translate("EngineList", "Xiangqi (built-in)");
}

std::unique_ptr<xq::AnalysisEngine> EngineList::make(const QList<EngineEntry> &engines, int index)
{
    if (index <= 0 || index > engines.size()) {
        return std::make_unique<xq::BuiltinAnalysisEngine>();
    }
    return std::make_unique<xq::ExternalAnalysisEngine>(engines[index - 1].config());
}
