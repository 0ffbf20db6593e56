#include "app/xiangqi/xiangqievaluation.h"

#include "app/computerstatus.h"
#include "app/xiangqi/uitext.h"

#include <QStringList>

#include <cstdlib>

namespace {
constexpr std::size_t ShownPlies = 6; // enough of the line to follow; the rest is noise
constexpr double CentipawnsPerPawn = 100.0;
} // namespace

QString XiangqiEvaluation::text(
    const xq::SearchInfo &info, const xq::Board &board, xq::Notation notation)
{
    const QString line = lineText(info.pv, board, notation);
    const QString score = scoreAtDepth(info, board);
    return line.isEmpty() ? score : tr("%1, best line %2").arg(score, line);
}

QString XiangqiEvaluation::scoreAtDepth(const xq::SearchInfo &info, const xq::Board &board)
{
    return ComputerStatus::sideEvaluation(
        UiText::side(board.sideToMove()), tr("%1, depth %2").arg(scoreText(info)).arg(info.depth));
}

QString XiangqiEvaluation::scoreText(const xq::SearchInfo &info)
{
    if (info.mateInMoves) {
        const int moves = std::abs(*info.mateInMoves);
        return *info.mateInMoves > 0 ? tr("mates in %n move(s)", nullptr, moves)
                                     : tr("is mated in %n move(s)", nullptr, moves);
    }
    const QString pawns = QString::number(info.scoreCp / CentipawnsPerPawn, 'f', 2);
    return tr("%1 pawns").arg(info.scoreCp >= 0 ? u'+' + pawns : pawns);
}

QString XiangqiEvaluation::lineText(
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
    return words.join(u' ');
}
