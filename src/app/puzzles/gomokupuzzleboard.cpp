#include "app/puzzles/gomokupuzzleboard.h"

#include "puzzles/gomokupuzzles.h"

GomokuPuzzleBoard::GomokuPuzzleBoard(QObject *parent)
    : PuzzleBoard(parent), m_view(new GomokuBoardView(m_game))
{
    setWidget(m_view);
    m_game.setPlayers(GomokuPlayers::TwoPlayers);
    connect(m_view, &GomokuBoardView::pointClicked, this, &GomokuPuzzleBoard::onPointClicked);
    connect(&m_game, &GomokuGame::changed, m_view, qOverload<>(&QWidget::update));
}

bool GomokuPuzzleBoard::readsPosition(const std::string &fen) const
{
    return puzzles::readGomokuPosition(fen) != nullptr;
}

bool GomokuPuzzleBoard::setPosition(const std::string &fen)
{
    const auto position = puzzles::readGomokuPosition(fen);
    if (!position) {
        return false;
    }
    m_game.newGame(position->size(), position->rule());
    for (const gomoku::PlacedStone &placed : position->board().history()) {
        m_game.play(gomoku::Board::pointOf(placed.index));
    }
    m_view->setHint(std::nullopt);
    m_view->update();
    return true;
}

std::optional<gomoku::Point> GomokuPuzzleBoard::emptyPoint(const std::string &move) const
{
    const std::optional<gomoku::Point> point = gomoku::parsePointName(move, m_game.board().size());
    if (!point || m_game.board().at(*point) != gomoku::Stone::Empty) {
        return std::nullopt;
    }
    return point;
}

bool GomokuPuzzleBoard::play(const std::string &move)
{
    const std::optional<gomoku::Point> point = emptyPoint(move);
    if (!point || !m_game.play(*point)) {
        return false;
    }
    m_view->setHint(std::nullopt);
    return true;
}

bool GomokuPuzzleBoard::reachesGoal(const std::string &move, const puzzles::Goal &) const
{
    const std::optional<gomoku::Point> point = emptyPoint(move);
    return point
        && m_game.position().bestPattern(
               m_game.board().sideToMove(), gomoku::Board::indexOf(*point))
        >= gomoku::Pattern::Five;
}

void GomokuPuzzleBoard::showHint(const std::string &move, bool pieceOnly)
{
    // A point is the whole move, so the first hint names only its column, in words, as Reversi's
    // names the row: the point is ringed from the second on.
    m_view->setHint(pieceOnly || move.empty()
            ? std::nullopt
            : gomoku::parsePointName(move, m_game.board().size()));
}

QString GomokuPuzzleBoard::sideToMove() const
{
    return m_game.board().sideToMove() == gomoku::Stone::Black ? tr("Black") : tr("White");
}

QString GomokuPuzzleBoard::moveText(const std::string &move) const
{
    return QString::fromStdString(move);
}

QString GomokuPuzzleBoard::goalText(const puzzles::Goal &goal) const
{
    if (goal.kind == puzzles::GoalKind::Vct) {
        return tr("%1 to move: VCT in %n", nullptr, goal.length).arg(sideToMove());
    }
    return tr("%1 to move: VCF in %n", nullptr, goal.length).arg(sideToMove());
}

QString GomokuPuzzleBoard::lengthText(const puzzles::Goal &goal) const
{
    if (goal.kind == puzzles::GoalKind::Vct) {
        return tr("VCT in %n", nullptr, goal.length);
    }
    return tr("VCF in %n", nullptr, goal.length);
}

QString GomokuPuzzleBoard::hintText(const std::string &move, bool pieceOnly) const
{
    // "h8": the column first, then the point.
    return pieceOnly
        ? tr("Hint: the winning point is in column %1.").arg(QChar::fromLatin1(move.front()))
        : tr("Hint: the ringed point, %1.").arg(moveText(move));
}

void GomokuPuzzleBoard::onPointClicked(gomoku::Point point)
{
    if (!m_interactive) {
        return;
    }
    if (m_game.board().at(point) != gomoku::Stone::Empty) {
        emit moveRefused(tr("That point is taken."));
        return;
    }
    if (const gomoku::Foul foul = m_game.foulAt(point); foul != gomoku::Foul::None) {
        emit moveRefused(GomokuGame::refusal(foul)); // the rule named, as in a game
        return;
    }
    emit moveChosen(gomoku::pointName(point, m_game.board().size()));
}
