#include "app/xiangqi/gamechooser.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace {

enum Column { Number, Red, Black, Event, Date, Result, Moves, ColumnCount };

QTreeWidgetItem *rowFor(const GameSummary &game)
{
    auto *item = new QTreeWidgetItem;
    item->setText(Number, QString::number(game.number));
    item->setTextAlignment(Number, Qt::AlignRight | Qt::AlignVCenter);
    if (!game.readable()) {
        item->setText(Event, GameChooser::tr("Cannot be read: %1").arg(game.error));
        item->setToolTip(Event, game.error);
        item->setFlags(Qt::NoItemFlags);
        return item;
    }
    item->setText(Red, game.red);
    item->setText(Black, game.black);
    item->setText(Event, game.event);
    item->setText(Date, game.date);
    item->setText(Result, game.result);
    item->setText(Moves, QString::number(game.moves));
    item->setTextAlignment(Moves, Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

GameChooser::GameChooser(const std::vector<GameSummary> &games, QWidget *parent)
    : QDialog(parent), m_list(new QTreeWidget(this))
{
    m_list->setColumnCount(ColumnCount);
    m_list->setHeaderLabels(
        { tr("No."), tr("Red"), tr("Black"), tr("Event"), tr("Date"), tr("Result"), tr("Moves") });
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true); // collections run to thousands of games
    m_list->setAlternatingRowColors(true);
    fill(games);
    m_list->header()->resizeSections(QHeaderView::ResizeToContents);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    QPushButton *open = buttons->button(QDialogButtonBox::Open);
    open->setEnabled(chosen().has_value());
    connect(m_list, &QTreeWidget::itemSelectionChanged, this,
        [this, open] { open->setEnabled(chosen().has_value()); });
    connect(m_list, &QTreeWidget::itemActivated, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    resize(720, 420);
}

void GameChooser::fill(const std::vector<GameSummary> &games)
{
    QList<QTreeWidgetItem *> rows;
    rows.reserve(static_cast<qsizetype>(games.size()));
    for (const GameSummary &game : games) {
        rows << rowFor(game);
    }
    m_list->addTopLevelItems(rows);
    const auto first = std::find_if(rows.begin(), rows.end(),
        [](const QTreeWidgetItem *row) { return row->flags() & Qt::ItemIsEnabled; });
    if (first != rows.end()) {
        m_list->setCurrentItem(*first);
    }
}

std::optional<int> GameChooser::chosen() const
{
    const QList<QTreeWidgetItem *> selected = m_list->selectedItems();
    if (selected.isEmpty() || !(selected.front()->flags() & Qt::ItemIsEnabled)) {
        return std::nullopt;
    }
    return m_list->indexOfTopLevelItem(selected.front());
}
