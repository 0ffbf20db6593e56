#include "app/puzzles/xiangqipuzzleboard.h"

#include "app/appsettings.h"
#include "app/xiangqi/boardview.h"
#include "app/xiangqi/uitext.h"

#include "core/moverefusal.h"
#include "core/notation.h"
#include "core/rulesjudge.h"

#include "puzzles/endgames.h"

XiangqiPuzzleBoard::XiangqiPuzzleBoard(QObject *parent)
    : PuzzleBoard(parent), m_board(xq::Board::startPosition()), m_view(new BoardView)
{
    setWidget(m_view);
    m_view->setBoard(&m_board);
    connect(m_view, &BoardView::moveRequested, this, &XiangqiPuzzleBoard::onMoveRequested);
}

bool XiangqiPuzzleBoard::readsPosition(const std::string &fen) const
{
    return static_cast<bool>(xq::Board::fromFen(fen));
}

bool XiangqiPuzzleBoard::setPosition(const std::string &fen)
{
    auto board = xq::Board::fromFen(fen);
    if (!board) {
        return false;
    }
    m_board = *board;
    m_solver = m_board.sideToMove();
    m_view->setHint(xq::Move::none());
    m_view->clearSelection();
    m_view->setFlipped(m_board.sideToMove() == xq::Side::Black);
    m_view->animateMove(xq::Move::none());
    m_view->update();
    return true;
}

std::optional<xq::Move> XiangqiPuzzleBoard::legalMove(const std::string &move) const
{
    const std::optional<xq::Move> parsed = xq::Move::fromIccs(move);
    if (!parsed || !m_board.canMove(parsed->from(), parsed->to())) {
        return std::nullopt;
    }
    return parsed;
}

bool XiangqiPuzzleBoard::play(const std::string &move)
{
    const std::optional<xq::Move> legal = legalMove(move);
    if (!legal) {
        return false;
    }
    m_board.makeMove(*legal);
    m_view->setHint(xq::Move::none());
    m_view->clearSelection();
    m_view->animateMove(*legal);
    m_view->update();
    return true;
}

bool XiangqiPuzzleBoard::reachesGoal(const std::string &move, const puzzles::Goal &goal) const
{
    const std::optional<xq::Move> legal = legalMove(move);
    if (!legal || (goal.kind != puzzles::GoalKind::Mate && !goal.playedToTheEnd())) {
        return false;
    }
    xq::Board after = m_board;
    after.makeMove(*legal);
    if (goal.playedToTheEnd()) {
        const xq::Verdict verdict = xq::RulesJudge::judge(after);
        return verdict.isOver() && puzzles::endgameGoalReached(goal, verdict, m_solver);
    }
    // In Xiangqi a side left without a legal move loses, in check (mate) or not (困毙).
    return !after.hasLegalMove();
}

bool XiangqiPuzzleBoard::endsShortOfGoalWhateverIsPlayed(
    const std::string &move, const puzzles::Goal &goal) const
{
    return goal.playedToTheEnd() && legalMove(move)
        && puzzles::endgameLostWhateverIsPlayed(goal, m_board);
}

std::optional<PuzzleBoard::GameEnd> XiangqiPuzzleBoard::gameEnd(const puzzles::Goal &goal) const
{
    const xq::Verdict verdict = xq::RulesJudge::judge(m_board);
    if (!goal.playedToTheEnd() || !verdict.isOver()) {
        return std::nullopt;
    }
    return GameEnd { puzzles::endgameGoalReached(goal, verdict, m_solver),
        UiText::verdict(verdict) };
}

void XiangqiPuzzleBoard::showHint(const std::string &move, bool pieceOnly)
{
    const std::optional<xq::Move> parsed = xq::Move::fromIccs(move);
    if (!parsed) {
        m_view->setHint(xq::Move::none());
        return;
    }
    // A hint from a point to itself rings the stone alone.
    m_view->setHint(pieceOnly ? xq::Move(parsed->from(), parsed->from()) : *parsed);
}

void XiangqiPuzzleBoard::setInteractive(bool interactive)
{
    m_view->setInteractive(interactive);
}

void XiangqiPuzzleBoard::setFlipped(bool flipped)
{
    m_view->setFlipped(flipped);
}

QString XiangqiPuzzleBoard::sideToMove() const
{
    return UiText::side(m_board.sideToMove());
}

QString XiangqiPuzzleBoard::moveText(const std::string &move) const
{
    const std::optional<xq::Move> legal = legalMove(move);
    if (!legal) {
        return QString::fromStdString(move);
    }
    return QString::fromStdString(xq::formatMove(m_board, *legal, AppSettings::defaultNotation()));
}

QString XiangqiPuzzleBoard::goalText(const puzzles::Goal &goal) const
{
    switch (goal.kind) {
    case puzzles::GoalKind::Mate:
        return tr("%1 to move: mate in %n", nullptr, goal.length).arg(sideToMove());
    case puzzles::GoalKind::WinMaterial: return tr("%1 to move: win material").arg(sideToMove());
    case puzzles::GoalKind::Draw: return tr("%1 to move: hold the draw").arg(sideToMove());
    case puzzles::GoalKind::Win: return tr("%1 to move and win").arg(sideToMove());
    case puzzles::GoalKind::Vcf:
    case puzzles::GoalKind::Vct:
    case puzzles::GoalKind::WinByDiscs: break; // Gomoku's and Reversi's goals, never Xiangqi's
    }
    return {};
}

QString XiangqiPuzzleBoard::lengthText(const puzzles::Goal &goal) const
{
    return tr("Mate in %n", nullptr, goal.length);
}

QString XiangqiPuzzleBoard::hintText(const std::string &move, bool pieceOnly) const
{
    return pieceOnly ? tr("Hint: move the ringed piece.") : tr("Hint: %1.").arg(moveText(move));
}

void XiangqiPuzzleBoard::onMoveRequested(xq::Move move)
{
    if (m_board.canMove(move.from(), move.to())) {
        emit moveChosen(move.toIccs());
        return;
    }
    emit moveRefused(UiText::refusal(xq::refusalOf(m_board, move), m_board.sideToMove()));
}
