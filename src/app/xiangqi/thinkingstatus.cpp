#include "app/xiangqi/thinkingstatus.h"

#include "app/xiangqi/uitext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <algorithm>
#include <cstdlib>

namespace {
constexpr std::size_t ShownPlies = 6; // enough of the line to follow; the rest is noise
constexpr double CentipawnsPerPawn = 100.0;
constexpr int EvenCp = 10; // less than a tenth of a pawn either way is no advantage to speak of
constexpr int MaxTextWidth = 460; // pixels: a long line is cut short rather than widen the window
// Pixels of the window's width left to the rest of the status bar (the turn, the clocks, the
// Record button, Move now, a passing message): on a small screen the line is cut shorter.
constexpr int WindowReserve = 680;
constexpr int MinTextWidth = 160;
} // namespace

ThinkingStatus::ThinkingStatus(QWidget *parent)
    : QWidget(parent), m_label(new QLabel(this)), m_moveNow(new QPushButton(tr("Move now"), this))
{
    m_moveNow->setToolTip(tr("Make the computer play the best move it has found so far"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_moveNow);
    connect(m_moveNow, &QPushButton::clicked, this, &ThinkingStatus::moveNowClicked);
    setThinking(false);
}

void ThinkingStatus::setThinking(bool thinking)
{
    showText(thinking ? tr("Thinking…") : QString());
    setVisible(thinking);
}

void ThinkingStatus::showText(const QString &text)
{
    m_text = text;
    const int room = std::min(window()->width() - WindowReserve, MaxTextWidth);
    // Too little room for a useful part of the line (an 800x480 panel): Move now alone says the
    // computer thinks; the folded analysis panel has the lines.
    m_label->setVisible(room >= MinTextWidth);
    m_label->setText(m_label->fontMetrics().elidedText(text, Qt::ElideRight, room));
    m_label->setToolTip(text);
}

void ThinkingStatus::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    window()->installEventFilter(this); // once: installing again only moves it to the front
    showText(m_text);
}

bool ThinkingStatus::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == window() && event->type() == QEvent::Resize) {
        showText(m_text);
    }
    return QWidget::eventFilter(watched, event);
}

QString ThinkingStatus::scoreText(const xq::SearchInfo &info, xq::Side searcher)
{
    // The engine scores for the side it searches for; players want to know who is ahead.
    if (info.mateInMoves) {
        const int moves = *info.mateInMoves;
        const xq::Side mating = moves > 0 ? searcher : xq::opposite(searcher);
        return tr("%1 mates in %2").arg(UiText::side(mating)).arg(std::abs(moves));
    }
    const int cp = info.scoreCp;
    if (std::abs(cp) < EvenCp) {
        return tr("even");
    }
    const xq::Side ahead = cp > 0 ? searcher : xq::opposite(searcher);
    return tr("%1 ahead by %2 pawns")
        .arg(UiText::side(ahead), QString::number(std::abs(cp) / CentipawnsPerPawn, 'f', 2));
}

QString ThinkingStatus::lineText(
    const std::vector<xq::Move> &pv, xq::Board board, xq::Notation notation)
{
    QStringList words;
    for (std::size_t i = 0; i < pv.size() && i < ShownPlies; ++i) {
        const xq::Move move = pv[i];
        if (!board.canMove(move.from(), move.to())) {
            break;
        }
        words << QString::fromStdString(xq::formatMove(board, move, notation));
        board.makeMove(move);
    }
    return words.join(' ');
}

void ThinkingStatus::setInfo(
    const xq::SearchInfo &info, const xq::Board &board, xq::Notation notation)
{
    showText(tr("Thinking: depth %1, %2, best line %3")
                 .arg(info.depth)
                 .arg(scoreText(info, board.sideToMove()), lineText(info.pv, board, notation)));
}
