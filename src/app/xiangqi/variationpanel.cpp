#include "app/xiangqi/variationpanel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

QToolButton *buttonFor(QAction *action, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return button;
}

} // namespace

VariationPanel::VariationPanel(QAction *promote, QAction *remove, QWidget *parent)
    : QWidget(parent), m_label(new QLabel(tr("Variations"), this)), m_choices(new QComboBox(this))
{
    m_choices->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_choices->setToolTip(tr("The move shown and the moves recorded in its place"));
    connect(m_choices, &QComboBox::activated, this, &VariationPanel::alternativeChosen);

    auto *row = new QHBoxLayout;
    row->addWidget(m_choices, 1);
    row->addWidget(buttonFor(promote, this));
    row->addWidget(buttonFor(remove, this));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addLayout(row);
    setAlternatives({}, -1);
}

void VariationPanel::setAlternatives(const QStringList &moves, int current)
{
    const QSignalBlocker quiet(m_choices);
    m_choices->clear();
    m_choices->addItems(moves);
    m_choices->setCurrentIndex(current);
    m_choices->setEnabled(moves.size() > 1);
    m_label->setText(moves.size() > 1 ? tr("Variations (%1)").arg(moves.size()) : tr("Variations"));
}

int VariationPanel::count() const
{
    return m_choices->count();
}

int VariationPanel::current() const
{
    return m_choices->currentIndex();
}
