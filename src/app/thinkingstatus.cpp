#include "app/thinkingstatus.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace {
constexpr std::size_t ShownPlies = 6; // enough of the line to follow; the rest is noise
constexpr double CentipawnsPerPawn = 100.0;
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

QString ThinkingStatus::scoreText(const xq::SearchInfo &info)
{
    if (info.mateInMoves) {
        const int moves = *info.mateInMoves;
        return moves > 0 ? tr("mate in %1").arg(moves) : tr("mated in %1").arg(-moves);
    }
    return QString::asprintf("%+.2f", info.scoreCp / CentipawnsPerPawn);
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
    showText(tr("Thinking: depth %1, score %2, best line %3")
                 .arg(info.depth)
                 .arg(scoreText(info), lineText(info.pv, board, notation)));
}
