#include "recordclipboard.h"

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

xq::Result<xq::GameTree> RecordClipboard::paste()
{
    return read(QGuiApplication::clipboard()->text());
}

xq::Result<xq::GameTree> RecordClipboard::read(const QString &text)
{
    if (text.trimmed().isEmpty()) {
        return xq::Result<xq::GameTree>::failure(tr("The clipboard holds no text.").toStdString());
    }
    const std::string bytes = text.toStdString();
    auto record = xq::readRecord(bytes);
    if (!record) {
        return xq::Result<xq::GameTree>::failure(tr("The clipboard holds no game record: %1")
                                                     .arg(QString::fromStdString(record.error()))
                                                     .toStdString());
    }
    return record;
}
