#include "app/rulesdialog.h"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QScreen>
#include <QTextBrowser>
#include <QVBoxLayout>

RulesDialog::RulesDialog(const QString &title, const QString &html, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(title);
    auto *text = new QTextBrowser(this);
    text->setObjectName(QStringLiteral("rulesText"));
    text->setOpenExternalLinks(true);
    text->setHtml(html);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(buttons);
    // On an 800x480 panel 600 pixels would put the Close button off the screen.
    const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    constexpr int TitleBarRoom = 60;
    resize(QSize(560, 600).boundedTo(screen->availableGeometry().size() - QSize(0, TitleBarRoom)));
}
