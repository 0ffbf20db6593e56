#include "app/movelistpanel.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <climits>

namespace {
const QString AlternativesMark = QStringLiteral(" ◆");
const QString CommentMark = QStringLiteral(" ✎");
} // namespace

MoveListPanel::MoveListPanel(const QString &firstSide, const QString &secondSide, QWidget *parent)
    : QWidget(parent), m_table(new QTableWidget(0, 2, this)), m_stepControls(new QWidget(this))
{
    m_table->setObjectName(QStringLiteral("moveTable"));
    setSides(firstSide, secondSide);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    connect(m_table, &QTableWidget::cellClicked, this, &MoveListPanel::onCellClicked);

    m_result = new QLabel(this);
    m_result->setAlignment(Qt::AlignCenter);
    m_result->setWordWrap(true);
    m_result->hide();

    buildAutoplayControls();
    auto *buttons = new QHBoxLayout(m_stepControls);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(addButton(
        QStyle::SP_MediaSkipBackward, tr("Start position"), QKeySequence(Qt::Key_Home), INT_MIN));
    buttons->addWidget(addButton(
        QStyle::SP_MediaSeekBackward, tr("Previous move"), QKeySequence(Qt::Key_Left), -1));
    buttons->addWidget(m_autoplay);
    buttons->addWidget(
        addButton(QStyle::SP_MediaSeekForward, tr("Next move"), QKeySequence(Qt::Key_Right), 1));
    buttons->addWidget(addButton(
        QStyle::SP_MediaSkipForward, tr("Last move"), QKeySequence(Qt::Key_End), INT_MAX));
    buttons->addWidget(m_speed);
    enableSteps();

    // Captioned as the panels below Xiangqi's list are, in the words of every game.
    auto *caption = new QLabel(tr("Moves"), this);
    caption->setObjectName(QStringLiteral("movesCaption"));
    caption->setBuddy(m_table);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(caption);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_result);
    layout->addWidget(m_stepControls);
    setMinimumWidth(220);
}

void MoveListPanel::setSides(const QString &firstSide, const QString &secondSide)
{
    m_table->setHorizontalHeaderLabels({ firstSide, secondSide });
}

QList<QAction *> MoveListPanel::stepActions() const
{
    return m_steps;
}

void MoveListPanel::setStepControlsVisible(bool visible)
{
    m_stepControls->setVisible(visible);
}

void MoveListPanel::enableSteps()
{
    m_steps[0]->setEnabled(m_ply > 0);
    m_steps[1]->setEnabled(m_ply > 0);
    m_steps[2]->setEnabled(m_ply < m_length);
    m_steps[3]->setEnabled(m_ply < m_length);
}

void MoveListPanel::buildAutoplayControls()
{
    m_autoplay = new QToolButton(m_stepControls);
    m_autoplay->setCheckable(true);
    m_autoplay->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    connect(m_autoplay, &QToolButton::toggled, this, &MoveListPanel::autoplayToggled);
    setAutoplaying(false);

    m_speed = new QComboBox(m_stepControls);
    m_speed->setToolTip(tr("Autoplay: time per move"));
    for (const int ms : autoplaySpeedsMs()) {
        m_speed->addItem(tr("%1 s").arg(QLocale().toString(ms / 1000.0)), ms);
    }
    connect(m_speed, &QComboBox::activated, this,
        [this](int index) { emit autoplaySpeedChosen(m_speed->itemData(index).toInt()); });
}

QList<int> MoveListPanel::autoplaySpeedsMs()
{
    return { 500, 1000, 2000, 3000, 5000 };
}

void MoveListPanel::setAutoplaying(bool running)
{
    const QSignalBlocker quiet(m_autoplay);
    m_autoplay->setChecked(running);
    m_autoplay->setIcon(
        style()->standardIcon(running ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_autoplay->setToolTip(running ? tr("Pause") : tr("Play through the moves"));
}

void MoveListPanel::setAutoplayMs(int ms)
{
    if (const int index = m_speed->findData(ms); index >= 0) {
        m_speed->setCurrentIndex(index);
    }
}

QToolButton *MoveListPanel::addButton(
    QStyle::StandardPixmap icon, const QString &tip, const QKeySequence &keys, int step)
{
    auto *action = new QAction(style()->standardIcon(icon), tip, this);
    action->setShortcut(keys);
    action->setToolTip(QStringLiteral("%1 (%2)").arg(tip, keys.toString(QKeySequence::NativeText)));
    connect(action, &QAction::triggered, this, [this, step] {
        const int target = step == INT_MIN ? 0 : step == INT_MAX ? m_length : m_ply + step;
        if (target >= 0 && target <= m_length && target != m_ply) {
            emit plyRequested(target);
        }
    });
    m_steps << action;
    auto *button = new QToolButton(m_stepControls);
    button->setDefaultAction(action);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    return button;
}

QPoint MoveListPanel::cellOfPly(int ply) const
{
    // Cell index counts from the first side's column of the first row; a start by the second
    // side leaves it empty.
    const int index = ply - 1 + (m_secondSideStarts ? 1 : 0);
    return QPoint(index % 2, index / 2);
}

void MoveListPanel::setMoves(const std::vector<LineMove> &moves, bool secondSideStarts, int ply)
{
    m_secondSideStarts = secondSideStarts;
    m_ply = ply;
    m_length = static_cast<int>(moves.size());
    enableSteps();
    const int cells = m_length + (secondSideStarts ? 1 : 0);
    m_table->setRowCount((cells + 1) / 2);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        m_table->setVerticalHeaderItem(row, new QTableWidgetItem(QString::number(row + 1)));
        for (int column = 0; column < 2; ++column) {
            m_table->setItem(row, column, new QTableWidgetItem);
        }
    }
    for (int i = 0; i < m_length; ++i) {
        const QPoint cell = cellOfPly(i + 1);
        showMove(m_table->item(cell.y(), cell.x()), moves[i]);
        // Moves after the shown position are greyed: they are still there to go back to.
        if (i + 1 > ply) {
            m_table->item(cell.y(), cell.x())
                ->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        }
    }
    m_table->clearSelection();
    if (ply > 0) {
        const QPoint cell = cellOfPly(ply);
        m_table->setCurrentCell(cell.y(), cell.x());
        m_table->scrollToItem(m_table->item(cell.y(), cell.x()));
    }
}

void MoveListPanel::showMove(QTableWidgetItem *item, const LineMove &move)
{
    // The marks follow the text, so that they read the same in every notation and language; the
    // assessment sits against the move, as records print it ("炮二平五??").
    item->setText(move.text + move.glyph + (move.hasAlternatives ? AlternativesMark : QString())
        + (move.comment.isEmpty() ? QString() : CommentMark));
    QStringList tips;
    if (move.hasAlternatives) {
        tips << tr("Other moves were recorded here: see Variations below.");
    }
    if (!move.comment.isEmpty()) {
        tips << move.comment;
    }
    item->setToolTip(tips.join(QStringLiteral("\n\n")));
}

QString MoveListPanel::cellText(int ply) const
{
    const QPoint cell = cellOfPly(ply);
    const QTableWidgetItem *item = m_table->item(cell.y(), cell.x());
    return item ? item->text() : QString();
}

void MoveListPanel::setResult(const QString &result)
{
    m_result->setText(result);
    m_result->setVisible(!result.isEmpty());
}

QString MoveListPanel::result() const
{
    return m_result->text();
}

void MoveListPanel::onCellClicked(int row, int column)
{
    const int ply = row * 2 + column + 1 - (m_secondSideStarts ? 1 : 0);
    if (ply >= 1 && ply <= m_length) {
        emit plyRequested(ply);
    }
}
