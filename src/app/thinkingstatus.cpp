#include "app/thinkingstatus.h"

#include "app/uitext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <cstdlib>

namespace {
constexpr std::size_t ShownPlies = 6; // enough of the line to follow; the rest is noise
constexpr double CentipawnsPerPawn = 100.0;
constexpr int EvenCp = 10; // less than a tenth of a pawn either way is no advantage to speak of
constexpr int MaxTextWidth = 460; // pixels: a long line is cut short rather than widen the window
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
    m_label->setText(m_label->fontMetrics().elidedText(text, Qt::ElideRight, MaxTextWidth));
    m_label->setToolTip(text);
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
