#include "app/computerstatus.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <algorithm>

namespace {
constexpr int MaxTextWidth = 460; // pixels: a long line is cut short rather than widen the window
// The turn, a quarter of an 800-pixel status bar for messages, Move now.
constexpr int DefaultReservedWidth = 520;
// Too little room for a useful part of the text (an 800x480 panel beside Xiangqi's clocks): Move
// now alone says the computer thinks.
constexpr int MinTextWidth = 160;
} // namespace

ComputerStatus::ComputerStatus(QWidget *parent)
    : QWidget(parent), m_label(new QLabel(this)), m_moveNow(new QPushButton(tr("Move now"), this)),
      m_reservedWidth(DefaultReservedWidth)
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

void ComputerStatus::setReservedWidth(int pixels)
{
    m_reservedWidth = pixels;
    showText();
}

void ComputerStatus::showText()
{
    m_text = !m_thinking         ? m_evaluation
        : m_evaluation.isEmpty() ? tr("Thinking...")
                                 : tr("Thinking... %1").arg(m_evaluation);
    const int room = std::min(window()->width() - m_reservedWidth, MaxTextWidth);
    m_label->setText(m_label->fontMetrics().elidedText(m_text, Qt::ElideRight, room));
    m_label->setToolTip(m_text);
    m_label->setVisible(!m_text.isEmpty() && room >= MinTextWidth);
}

void ComputerStatus::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    window()->installEventFilter(this); // once: installing again only moves it to the front
    showText();
}

bool ComputerStatus::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == window() && event->type() == QEvent::Resize) {
        showText();
    }
    return QWidget::eventFilter(watched, event);
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
