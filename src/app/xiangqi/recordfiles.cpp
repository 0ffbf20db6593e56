#include "app/xiangqi/recordfiles.h"

#include "records/recordreader.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <array>
#include <iterator>

namespace {

struct SaveFilter {
    const char *text;
    xq::TextEncoding encoding;
    bool listsWrittenFormats; ///< the text's %1 is every extension the records library writes
};

// Older programs (SharkChess, early XiangQi Wizard) read PGN in GBK only.
constexpr std::array SaveFilters = {
    SaveFilter {
        QT_TRANSLATE_NOOP("RecordFiles", "Game records (%1)"), xq::TextEncoding::Utf8, true },
    SaveFilter { QT_TRANSLATE_NOOP("RecordFiles", "PGN, GBK for older programs (*.pgn)"),
        xq::TextEncoding::Gbk, false },
};

// Every extension the records library writes, PGN's first: Qt's file dialog gives the name to
// save under the first extension of the filter shown, and PGN is the usual kind.
QString writtenPatterns()
{
    const QString pgn = QStringLiteral("*.pgn");
    QStringList patterns
        = QString::fromStdString(xq::writtenFilePatterns()).split(u' ', Qt::SkipEmptyParts);
    patterns.removeAll(pgn);
    patterns.prepend(pgn);
    return patterns.join(u' ');
}

std::string nativePath(const QString &path)
{
    return QFile::encodeName(path).toStdString();
}

} // namespace

std::optional<QString> RecordFiles::save(
    const xq::GameTree &record, const QString &path, const xq::WriteOptions &options)
{
    if (const auto error = xq::saveRecord(record, nativePath(path), options)) {
        return QString::fromStdString(*error);
    }
    return std::nullopt;
}

xq::Result<RecordFiles::Contents> RecordFiles::load(const QString &path)
{
    const std::string file = nativePath(path);
    // The core picks the format and reads the games; the bytes are looked at for the encoding.
    const auto bytes = xq::readFileBytes(file);
    auto games = xq::loadGames(file);
    if (!bytes.ok() || !games.ok()) {
        return xq::Result<Contents>::failure(
            games.ok() ? file + ": " + bytes.error() : games.error());
    }
    if (const auto error = whyNoGameReads(*games)) {
        return xq::Result<Contents>::failure(file + ": " + *error);
    }
    return Contents { std::move(*games),
        xq::savedTextEncoding(xq::fileFormat(file, *bytes), *bytes) };
}

QString RecordFiles::withRecordExtension(const QString &path)
{
    return xq::formatForPath(nativePath(path)) ? path : path + QStringLiteral(".pgn");
}

QString RecordFiles::openFilter()
{
    // Every extension the records library reads, from its table of formats.
    return QCoreApplication::translate("RecordFiles", "Xiangqi records (%1)")
        .arg(QString::fromStdString(xq::recordFilePatterns()));
}

QStringList RecordFiles::saveFilters()
{
    QStringList filters;
    for (const SaveFilter &filter : SaveFilters) {
        const QString text = QCoreApplication::translate("RecordFiles", filter.text);
        filters << (filter.listsWrittenFormats ? text.arg(writtenPatterns()) : text);
    }
    return filters;
}

xq::TextEncoding RecordFiles::saveFilterEncoding(int index)
{
    return index >= 0 && index < static_cast<int>(SaveFilters.size())
        ? SaveFilters[static_cast<std::size_t>(index)].encoding
        : xq::TextEncoding::Utf8;
}

int RecordFiles::saveFilterFor(xq::TextEncoding encoding)
{
    const auto found = std::find_if(SaveFilters.begin(), SaveFilters.end(),
        [encoding](const SaveFilter &filter) { return filter.encoding == encoding; });
    return found == SaveFilters.end() ? 0
                                      : static_cast<int>(std::distance(SaveFilters.begin(), found));
}
