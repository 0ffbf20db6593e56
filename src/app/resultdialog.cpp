#include "app/resultdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace {
/// Wide enough that the heading and the three buttons do not look squeezed.
constexpr int MinimumWidth = 340;
} // namespace

ResultDialog::ResultDialog(const QString &title, const QString &text, QWidget *parent)
    : QDialog(parent), m_choice(ResultChoice::Close)
{
    setWindowTitle(tr("Game over"));
    setMinimumWidth(MinimumWidth);
    auto *heading = new QLabel(QStringLiteral("<h2>%1</h2>").arg(title.toHtmlEscaped()), this);
    heading->setObjectName(QStringLiteral("resultHeading"));
    auto *detail = new QLabel(text, this);
    detail->setObjectName(QStringLiteral("resultText"));
    detail->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(this);
    QPushButton *newGame = buttons->addButton(tr("&New Game"), QDialogButtonBox::AcceptRole);
    QPushButton *undo = buttons->addButton(tr("&Undo"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Close);
    newGame->setDefault(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(detail);
    layout->addWidget(buttons);
    connect(newGame, &QPushButton::clicked, this, [this] { choose(ResultChoice::NewGame); });
    connect(undo, &QPushButton::clicked, this, [this] { choose(ResultChoice::Undo); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Whatever closes the dialog (a button, Escape, the title bar) says so exactly once.
    connect(this, &QDialog::finished, this, [this] { emit chosen(m_choice); });
}

void ResultDialog::choose(ResultChoice choice)
{
    m_choice = choice;
    accept();
}
