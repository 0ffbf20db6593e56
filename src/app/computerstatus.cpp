#include "app/computerstatus.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

ComputerStatus::ComputerStatus(QWidget *parent)
    : QWidget(parent), m_label(new QLabel(this)), m_moveNow(new QPushButton(tr("Move now"), this))
{
    m_label->setObjectName(QStringLiteral("computerStatusText"));
    m_moveNow->setToolTip(tr("Make the computer play the best move it has found so far"));
    // As wide as its words: the status bar's room goes to the messages.
    m_moveNow->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_moveNow);
    connect(m_moveNow, &QPushButton::clicked, this, &ComputerStatus::moveNowClicked);
    setThinking(false);
}

void ComputerStatus::setThinking(bool thinking)
{
    m_thinking = thinking;
    m_moveNow->setEnabled(thinking);
    showText();
}

void ComputerStatus::setEvaluation(const QString &evaluation)
{
    m_evaluation = evaluation;
    showText();
}

QString ComputerStatus::text() const
{
    return m_label->text();
}

void ComputerStatus::showText()
{
    m_label->setText(!m_thinking     ? m_evaluation
            : m_evaluation.isEmpty() ? tr("Thinking...")
                                     : tr("Thinking... %1").arg(m_evaluation));
    m_label->setVisible(!m_label->text().isEmpty());
}

QString ComputerStatus::sideEvaluation(const QString &side, const QString &evaluation)
{
    return tr("%1: %2").arg(side, evaluation);
}

QString ComputerStatus::hintText(const QString &move, const QString &evaluation)
{
    return evaluation.isEmpty() ? tr("Hint: %1").arg(move)
                                : tr("Hint: %1 (%2)").arg(move, evaluation);
}
