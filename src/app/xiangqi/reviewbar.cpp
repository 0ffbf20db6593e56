#include "app/xiangqi/reviewbar.h"

#include "app/xiangqi/uitext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

ReviewBar::ReviewBar(QWidget *parent)
    : QFrame(parent),
      m_text(new QLabel(tr("Two players: the computer does not move in this record."), this)),
      m_play(new QPushButton(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    m_text->setForegroundRole(QPalette::ToolTipText);
    m_text->setWordWrap(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_play);
    connect(m_play, &QPushButton::clicked, this, [this] { emit playRequested(m_side); });
    hide();
}

void ReviewBar::offer(xq::Side side)
{
    m_side = side;
    m_play->setText(tr("Play %1 against the computer from here").arg(UiText::side(side)));
    show();
}
