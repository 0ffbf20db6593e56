#include "app/xiangqi/foldingpage.h"

#include <QBoxLayout>
#include <QEvent>
#include <QToolButton>
#include <QWidget>

FoldingPage::FoldingPage(QWidget *page, QWidget *topBar, QWidget *board, QWidget *column,
    QWidget *kept, QBoxLayout *foldedHome)
    : QObject(page), m_page(page), m_board(board), m_column(column),
      m_toggle(new QToolButton(page)), m_kept(kept),
      m_columnLayout(qobject_cast<QBoxLayout *>(column->layout())), m_foldedHome(foldedHome)
{
    Q_ASSERT(m_columnLayout && m_columnLayout->indexOf(kept) == 0);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(topBar);
    auto *row = new QHBoxLayout;
    layout->addLayout(row, 1);
    row->addWidget(board, 3);
    row->addWidget(column, 1);
    // The column's own height must not keep the window from getting small enough to fold it.
    column->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    m_toggle->setObjectName(QStringLiteral("recordToggle"));
    m_toggle->setText(tr("Record"));
    m_toggle->setToolTip(tr("Show the record and analysis in the board's place, or the board "
                            "again (Ctrl+L)"));
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_toggle->hide();
    foldedHome->addWidget(m_toggle);
    connect(m_toggle, &QToolButton::toggled, this, &FoldingPage::showParts);
    page->installEventFilter(this);
}

bool FoldingPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_page && event->type() == QEvent::Resize) {
        const QSize size = m_page->size();
        fold(size.width() >= RoomyWidth && size.height() >= RoomyHeight);
    }
    return QObject::eventFilter(watched, event);
}

void FoldingPage::showParts()
{
    m_toggle->setVisible(!m_roomy);
    m_column->setVisible(m_roomy || m_toggle->isChecked());
    m_board->setVisible(m_roomy || !m_toggle->isChecked());
}

void FoldingPage::fold(bool roomy)
{
    m_roomy = roomy;
    showParts();
    QBoxLayout *home = roomy ? m_columnLayout : m_foldedHome;
    if (home->indexOf(m_kept) < 0) {
        // A widget that changes parents is hidden: it stays as its owner had it.
        const bool shown = !m_kept->isHidden();
        home->insertWidget(roomy ? 0 : -1, m_kept);
        m_kept->setVisible(shown);
    }
}
