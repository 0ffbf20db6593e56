#include "app/movespanel.h"

#include "app/movelistpanel.h"
#include "app/playernames.h"

#include <QLabel>
#include <QVBoxLayout>

#include <vector>

MovesPanel::MovesPanel(QWidget *parent)
    : QWidget(parent), m_players(new QLabel(this)), m_summary(new QLabel(this)),
      m_moves(new MoveListPanel(tr("Black"), tr("White"), this))
{
    m_players->setObjectName(QStringLiteral("players"));
    m_players->setWordWrap(true);
    m_players->setTextFormat(Qt::PlainText);
    m_players->hide();
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_summary->setWordWrap(true);
    m_summary->hide();
    m_moves->setObjectName(QStringLiteral("moveList"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_players);
    layout->addWidget(m_summary);
    layout->addWidget(m_moves, 1);
}

void MovesPanel::setPlayers(const PlayerNames::Pair &names)
{
    m_players->setText(PlayerNames::line(tr("Black"), tr("White"), names));
    m_players->setVisible(!m_players->text().isEmpty());
}

QString MovesPanel::players() const
{
    return m_players->text();
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
    std::vector<LineMove> moves;
    for (const QString &name : names) {
        moves.push_back({ name, {}, false, {} });
    }
    m_moves->setMoves(moves, false, static_cast<int>(moves.size()));
}
