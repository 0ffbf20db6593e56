#include "app/prompter.h"

#include "app/resultdialog.h"
#include "app/rulesdialog.h"
#include "app/xiangqi/gamechooser.h"

#include <QApplication>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>

#include <algorithm>

bool Prompter::confirm(QWidget *parent, const QString &title, const QString &question)
{
    return QMessageBox::question(
               parent, title, question, QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
        == QMessageBox::Yes;
}

bool Prompter::confirmDiscard(QWidget *parent, const QString &title, const QString &question)
{
    return QMessageBox::question(
               parent, title, question, QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
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

void Prompter::gameResult(QWidget *parent, const QString &title, const QString &text,
    const QRect &keepClear, std::function<void(ResultChoice)> choose)
{
    // Window-modal and non-blocking like the other announcements.
    auto *dialog = new ResultDialog(title, text, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &ResultDialog::chosen, dialog, std::move(choose));
    dialog->keepClearOf(keepClear);
    dialog->open();
}

void Prompter::failure(QWidget *parent, const QString &title, const QString &text)
{
    openMessage(QMessageBox::Warning, parent, title, text);
}

void Prompter::showRules(QWidget *parent, const QString &title, const QString &html)
{
    auto *dialog = new RulesDialog(title, html, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void Prompter::about(QWidget *parent, const QString &title, const QString &html)
{
    // QMessageBox::about's box (the program's icon, one OK), opened without blocking.
    auto *box = new QMessageBox(QMessageBox::NoIcon, title, html, QMessageBox::Ok, parent);
    box->setIconPixmap(QApplication::windowIcon().pixmap(QSize(64, 64)));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

std::optional<int> Prompter::chooseGame(
    QWidget *parent, const QString &title, const std::vector<GameSummary> &games)
{
    GameChooser chooser(games, parent);
    chooser.setWindowTitle(title);
    if (chooser.exec() != QDialog::Accepted) {
        return std::nullopt;
    }
    return chooser.chosen();
}

std::optional<int> Prompter::chooseItem(QWidget *parent, const QString &title,
    const QString &question, const QStringList &items, int current)
{
    bool ok = false;
    const QString item = QInputDialog::getItem(parent, title, question, items, current, false, &ok);
    return ok ? std::optional<int>(static_cast<int>(items.indexOf(item))) : std::nullopt;
}

QString Prompter::chooseOpenFile(
    QWidget *parent, const QString &title, const QString &folder, const QStringList &filters)
{
    return QFileDialog::getOpenFileName(parent, title, folder, filters.join(QStringLiteral(";;")));
}

std::optional<SaveFileChoice> Prompter::chooseSaveFile(QWidget *parent, const QString &title,
    const QString &suggested, const QStringList &filters, int filter)
{
    QString selected = filters.value(filter);
    const QString path
        = QFileDialog::getSaveFileName(parent, title, suggested, filters.join(";;"), &selected);
    if (path.isEmpty()) {
        return std::nullopt;
    }
    return SaveFileChoice { path, std::max<int>(0, filters.indexOf(selected)) };
}
