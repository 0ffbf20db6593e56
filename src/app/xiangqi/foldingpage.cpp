#include "app/xiangqi/foldingpage.h"

#include <QBoxLayout>
#include <QEvent>
#include <QScrollArea>
#include <QToolButton>
#include <QWidget>

#include <algorithm>

FoldingPage::FoldingPage(QWidget *page, QWidget *topBar, QWidget *board, QWidget *column,
    QWidget *kept, QBoxLayout *foldedHome)
    : QObject(page), m_page(page), m_board(board), m_column(column),
      m_scroller(new QScrollArea(page)), m_toggle(new QToolButton(page)), m_kept(kept),
      m_columnLayout(qobject_cast<QBoxLayout *>(column->layout())), m_foldedHome(foldedHome)
{
    Q_ASSERT(m_columnLayout && m_columnLayout->indexOf(kept) == 0);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(topBar);
    m_row = new QHBoxLayout;
    layout->addLayout(m_row, 1);
    m_row->addWidget(board, 3);
    m_row->addWidget(column, 1);
    // The column's own height must not keep the window from getting small enough to fold it.
    column->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    m_scroller->setFrameShape(QFrame::NoFrame);
    m_scroller->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Sized here (fitColumn), not by the scroll area: it would give the column the height its
    // word-wrapped labels ask for at its width, the whole height the parts would like, and the
    // move list would fill the page with the analysis a scroll below.
    m_scroller->viewport()->installEventFilter(this);
    column->installEventFilter(this);
    m_scroller->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    m_scroller->hide();
    m_row->addWidget(m_scroller, 1);
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
    } else if ((watched == m_scroller->viewport() && event->type() == QEvent::Resize)
        || (watched == m_column && event->type() == QEvent::LayoutRequest)) {
        fitColumn();
    }
    return QObject::eventFilter(watched, event);
}

void FoldingPage::showParts()
{
    m_toggle->setVisible(!m_roomy);
    m_column->setVisible(m_roomy || m_toggle->isChecked());
    m_scroller->setVisible(!m_roomy && m_toggle->isChecked());
    m_board->setVisible(m_roomy || !m_toggle->isChecked());
}

void FoldingPage::fitColumn()
{
    if (m_scroller->widget() != m_column) {
        return;
    }
    const QSize room = m_scroller->viewport()->size();
    m_column->resize(room.width(), std::max(room.height(), m_column->minimumSizeHint().height()));
}

// Beside the board the column takes the height it is given. In the board's place, on a screen
// too small for both, it scrolls down rather than drawing its parts over one another (its Chinese
// text is taller); beside the board a scroll area would let its word-wrapped labels ask for their
// whole height and scroll a column that fits.
void FoldingPage::placeColumn()
{
    const bool scrolled = m_scroller->widget() == m_column;
    if (m_roomy && scrolled) {
        m_scroller->takeWidget();
        m_column->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
        m_row->insertWidget(1, m_column, 1);
    } else if (!m_roomy && !scrolled) {
        m_row->removeWidget(m_column);
        m_column->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        m_scroller->setWidget(m_column);
        fitColumn();
    }
}

void FoldingPage::fold(bool roomy)
{
    m_roomy = roomy;
    placeColumn();
    showParts();
    QBoxLayout *home = roomy ? m_columnLayout : m_foldedHome;
    if (home->indexOf(m_kept) < 0) {
        // A widget that changes parents is hidden: it stays as its owner had it.
        const bool shown = !m_kept->isHidden();
        home->insertWidget(roomy ? 0 : -1, m_kept);
        m_kept->setVisible(shown);
    }
}
