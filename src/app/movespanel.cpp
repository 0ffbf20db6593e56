#include "app/movespanel.h"

#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace {
constexpr int MinimumWidth = 180; // "88. o15  n14" and the summary's lines fit
} // namespace

MovesPanel::MovesPanel(QWidget *parent)
    : QWidget(parent), m_summary(new QLabel(this)), m_caption(new QLabel(tr("Moves"), this)),
      m_moves(new QListWidget(this))
{
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_summary->setWordWrap(true);
    m_summary->hide();
    m_caption->setObjectName(QStringLiteral("movesCaption"));
    m_caption->setBuddy(m_moves);
    m_moves->setObjectName(QStringLiteral("moveList"));
    m_moves->setSelectionMode(QAbstractItemView::NoSelection);
    m_moves->setFocusPolicy(Qt::NoFocus);
    setMinimumWidth(MinimumWidth);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_caption);
    layout->addWidget(m_moves, 1);
}

void MovesPanel::setSummary(const QString &text)
{
    m_summary->setText(text);
    m_summary->setVisible(!text.isEmpty());
}

QString MovesPanel::summary() const
{
    return m_summary->text();
}

void MovesPanel::setMoves(const QStringList &names)
{
    m_moves->clear();
    for (qsizetype i = 0; i < names.size(); i += 2) {
        const QString row = QStringLiteral("%1. %2").arg(i / 2 + 1).arg(names[i]);
        m_moves->addItem(i + 1 < names.size() ? row + QStringLiteral("  ") + names[i + 1] : row);
    }
    m_moves->scrollToBottom();
}
