#include "app/resultdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace {
/// Wide enough that the heading and the three buttons do not look squeezed.
constexpr int MinimumWidth = 340;
/// Pixels between the dialog and its window's edge, and a title bar's height where the window
/// system does not say it before the dialog is shown.
constexpr int CornerMargin = 12;
constexpr int TitleBar = 30;
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

void ResultDialog::keepClearOf(const QRect &area)
{
    const QWidget *window = parentWidget() ? parentWidget()->window() : nullptr;
    if (area.isEmpty() || !window) {
        return;
    }
    adjustSize();
    const QRect inside = window->geometry().adjusted(
        CornerMargin, CornerMargin + TitleBar, -CornerMargin, -CornerMargin);
    const QSize size = this->size() + QSize(0, TitleBar);
    const QRect corners[] = {
        QRect(QPoint(inside.right() - size.width(), inside.top()), size),
        QRect(QPoint(inside.right() - size.width(), inside.bottom() - size.height()), size),
        QRect(inside.topLeft(), size),
        QRect(QPoint(inside.left(), inside.bottom() - size.height()), size),
    };
    // The corner covering the least of the area; the first of equals.
    const QRect *best = &corners[0];
    for (const QRect &corner : corners) {
        const auto covered = [&area](const QRect &rect) {
            const QRect common = rect.intersected(area);
            return common.width() * common.height();
        };
        if (covered(corner) < covered(*best)) {
            best = &corner;
        }
    }
    move(best->topLeft()); // a window's position is its frame's
}

void ResultDialog::choose(ResultChoice choice)
{
    m_choice = choice;
    accept();
}
