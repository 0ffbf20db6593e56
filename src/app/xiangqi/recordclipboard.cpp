#include "app/xiangqi/recordclipboard.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QGuiApplication>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RecordClipboard", text);
}

} // namespace

void RecordClipboard::copyPosition(const xq::Board &board)
{
    QGuiApplication::clipboard()->setText(QString::fromStdString(board.fen()));
}

std::optional<QString> RecordClipboard::copyRecord(
    const xq::GameTree &record, xq::RecordFormat format, xq::Notation notation)
{
    const auto text = xq::writeRecord(record, format, { notation, xq::TextEncoding::Utf8 });
    if (!text) {
        return QString::fromStdString(text.error());
    }
    QGuiApplication::clipboard()->setText(QString::fromStdString(*text));
    return std::nullopt;
}

xq::Result<GamesRead> RecordClipboard::paste()
{
    return read(QGuiApplication::clipboard()->text());
}

xq::Result<GamesRead> RecordClipboard::read(const QString &text)
{
    if (text.trimmed().isEmpty()) {
        return xq::Result<GamesRead>::failure(tr("The clipboard holds no text.").toStdString());
    }
    const std::string bytes = text.toStdString();
    GamesRead games = xq::readGames(bytes, xq::detectFormat(bytes));
    if (const auto error = whyNoGameReads(games)) {
        return xq::Result<GamesRead>::failure(tr("The clipboard holds no game record: %1")
                                                  .arg(QString::fromStdString(*error))
                                                  .toStdString());
    }
    return games;
}
