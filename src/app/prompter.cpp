#include "prompter.h"

#include <QMessageBox>

bool Prompter::confirm(QWidget *parent, const QString &title, const QString &question)
{
    return QMessageBox::question(
               parent, title, question, QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
        == QMessageBox::Yes;
}

namespace {

void openMessage(QMessageBox::Icon icon, QWidget *parent, const QString &title, const QString &text)
{
    // Window-modal and non-blocking: the computer's last move may have arrived in a slot.
    auto *box = new QMessageBox(icon, title,
        QStringLiteral("<h3>%1</h3>").arg(title.toHtmlEscaped()), QMessageBox::Ok, parent);
    box->setInformativeText(text);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace

void Prompter::gameOver(QWidget *parent, const QString &title, const QString &text)
{
    openMessage(QMessageBox::Information, parent, title, text);
}

void Prompter::failure(QWidget *parent, const QString &title, const QString &text)
{
    openMessage(QMessageBox::Warning, parent, title, text);
}
