#pragma once

// The recorded session of docs/network.md: lines "<ms> <side><mark> <json>" where side is H (the
// host) or G (the guest) and mark is '>' (sent and received), '~' (sent, lost with the
// connection) or '!' (sent by a misbehaving program, never by ours); "<ms> -- drop" is the
// connection breaking.

#include <QFile>
#include <QString>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace xq::net::testing {

struct TranscriptLine {
    std::int64_t ms = 0;
    char side = 'H'; ///< 'H', 'G', or '-' for a drop
    char mark = '>';
    std::string json;
};

/// The lines of the block after "<!-- transcript -->" in the document, or nullopt if absent.
inline std::optional<std::vector<TranscriptLine>> readTranscript(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    const QString text = QString::fromUtf8(file.readAll());
    const qsizetype marker = text.indexOf(QStringLiteral("<!-- transcript -->"));
    const qsizetype open = text.indexOf(QStringLiteral("```text\n"), marker);
    const qsizetype close = text.indexOf(QStringLiteral("\n```"), open);
    if (marker < 0 || open < 0 || close < 0) {
        return std::nullopt;
    }
    std::vector<TranscriptLine> lines;
    const QString block = text.mid(open + 8, close - open - 8);
    for (const QString &row : block.split(QLatin1Char('\n'))) {
        const qsizetype space = row.indexOf(QLatin1Char(' '));
        TranscriptLine line;
        line.ms = row.left(space).toLongLong();
        const QString rest = row.mid(space + 1);
        if (rest == QStringLiteral("-- drop")) {
            line.side = '-';
        } else {
            line.side = rest.at(0).toLatin1();
            line.mark = rest.at(1).toLatin1();
            line.json = rest.mid(3).toStdString();
        }
        lines.push_back(line);
    }
    return lines;
}

} // namespace xq::net::testing
