#include "app/xiangqi/play/clockview.h"

#include "app/xiangqi/analysis/chessclocks.h"
#include "app/xiangqi/uitext.h"

#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>

namespace {
const char *const RunningStyle
    = "QLabel { background: #2e7d32; color: white; border-radius: 4px; padding: 2px 8px; }";
const char *const WaitingStyle
    = "QLabel { background: palette(midlight); border-radius: 4px; padding: 2px 8px; }";
const char *const PausedStyle
    = "QLabel { background: #f9a825; color: black; border-radius: 4px; padding: 2px 8px; }";
const char *const FlaggedStyle
    = "QLabel { background: #c62828; color: white; border-radius: 4px; padding: 2px 8px; }";
constexpr double ClockFontScale = 1.4; // easy to read at a glance from the board
constexpr int LabelPaddingPx = 2 * 8 + 2; // the styles' padding and a margin for the rounding
constexpr double FontStepPt = 0.5;
} // namespace

ClockView::ClockView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QLabel *&label : m_labels) {
        label = new QLabel(this);
        QFont font = label->font();
        font.setPointSizeF(font.pointSizeF() * ClockFontScale);
        font.setBold(true);
        label->setFont(font);
        label->setAlignment(Qt::AlignCenter);
        layout->addWidget(label, 1);
        m_fullPointSize = font.pointSizeF();
    }
    label(xq::Side::Red)->setObjectName(QStringLiteral("redClock"));
    label(xq::Side::Black)->setObjectName(QStringLiteral("blackClock"));
    hide();
}

void ClockView::setClocks(const ChessClocks *clocks)
{
    m_clocks = clocks;
    setVisible(clocks != nullptr);
    if (clocks) {
        connect(clocks, &ChessClocks::changed, this, &ClockView::refresh);
        refresh();
    }
}

void ClockView::refresh()
{
    if (!m_clocks) {
        return;
    }
    for (const xq::Side side : { xq::Side::Red, xq::Side::Black }) {
        const bool toMove = m_clocks->isRunning() && m_clocks->sideToMove() == side;
        const bool paused = toMove && m_clocks->isPaused();
        const char *style = m_clocks->flagged() == side ? FlaggedStyle
            : paused                                    ? PausedStyle
            : toMove                                    ? RunningStyle
                                                        : WaitingStyle;
        label(side)->setText(tr("%1  %2").arg(
            UiText::side(side), ChessClocks::displayText(m_clocks->remainingMs(side))));
        label(side)->setToolTip(paused ? tr("Paused: Game ▸ Pause (P) resumes") : QString());
        label(side)->setStyleSheet(QString::fromLatin1(style));
        label(side)->setProperty("running", toMove && !paused);
    }
    fitFont();
}

void ClockView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitFont();
}

void ClockView::fitFont()
{
    // A narrow record column and the last seconds' tenths ("Black  0:09.5") would cut the time
    // off; a smaller font keeps it whole.
    QFont font = m_labels[0]->font();
    font.setPointSizeF(m_fullPointSize);
    const double smallest = QWidget::font().pointSizeF();
    for (const QLabel *shown : m_labels) {
        const int room = shown->width() - LabelPaddingPx;
        while (QFontMetrics(font).horizontalAdvance(shown->text()) > room
            && font.pointSizeF() - FontStepPt >= smallest) {
            font.setPointSizeF(font.pointSizeF() - FontStepPt);
        }
    }
    for (QLabel *label : m_labels) {
        if (label->font() != font) {
            label->setFont(font);
        }
    }
}

QString ClockView::text(xq::Side side) const
{
    return label(side)->text();
}

bool ClockView::isHighlighted(xq::Side side) const
{
    return label(side)->property("running").toBool();
}
