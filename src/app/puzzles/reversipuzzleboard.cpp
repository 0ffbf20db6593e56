#include "app/puzzles/reversipuzzleboard.h"

#include <cstdlib>

ReversiPuzzleBoard::ReversiPuzzleBoard(QObject *parent)
    : PuzzleBoard(parent), m_view(new ReversiView)
{
    setWidget(m_view);
    connect(m_view, &ReversiView::squareClicked, this, &ReversiPuzzleBoard::onSquareClicked);
}

bool ReversiPuzzleBoard::readsPosition(const std::string &fen) const
{
    return reversi::Board::fromText(fen).has_value();
}

bool ReversiPuzzleBoard::setPosition(const std::string &fen)
{
    const std::optional<reversi::Board> board = reversi::Board::fromText(fen);
    if (!board) {
        return false;
    }
    m_board = *board;
    m_solver = m_board.sideToMove();
    m_view->setPosition(m_board, reversi::NoMove);
    return true;
}

bool ReversiPuzzleBoard::play(const std::string &move)
{
    const reversi::Move parsed = reversi::parseMove(move);
    if (parsed == reversi::NoMove || !m_board.isLegal(parsed)) {
        return false;
    }
    reversi::Undo undo;
    m_board.makeMove(parsed, undo);
    m_view->setPosition(m_board, parsed);
    return true;
}

std::optional<PuzzleBoard::GameEnd> ReversiPuzzleBoard::gameEnd(const puzzles::Goal &goal) const
{
    if (!m_board.isGameOver()) {
        return std::nullopt;
    }
    const int score = m_board.finalScore();
    const int margin = m_board.sideToMove() == m_solver ? score : -score;
    const int discs = std::abs(margin);
    const QString solver = m_solver == reversi::Color::Black ? tr("Black") : tr("White");
    const QString other = m_solver == reversi::Color::Black ? tr("White") : tr("Black");
    const QString text = margin == 0 ? tr("A draw.")
        : margin > 0                 ? tr("%1 wins by %n disc(s).", nullptr, discs).arg(solver)
                                     : tr("%1 wins by %n disc(s).", nullptr, discs).arg(other);
    return GameEnd { margin >= goal.length, text };
}

std::optional<std::string> ReversiPuzzleBoard::forcedMove() const
{
    if (!m_board.mustPass()) {
        return std::nullopt;
    }
    return reversi::moveName(reversi::PassMove);
}

void ReversiPuzzleBoard::showHint(const std::string &move, bool pieceOnly)
{
    // The first hint names only the row, in words: the square is marked from the second on.
    m_view->setHint(pieceOnly || move.empty() ? reversi::NoMove : reversi::parseMove(move));
}

void ReversiPuzzleBoard::setInteractive(bool interactive)
{
    m_interactive = interactive;
    m_view->setPersonToMove(interactive);
}

QString ReversiPuzzleBoard::sideToMove() const
{
    return m_board.sideToMove() == reversi::Color::Black ? tr("Black") : tr("White");
}

QString ReversiPuzzleBoard::moveText(const std::string &move) const
{
    return reversi::parseMove(move) == reversi::PassMove ? tr("a pass")
                                                         : QString::fromStdString(move);
}

QString ReversiPuzzleBoard::goalText(const puzzles::Goal &goal) const
{
    return tr("%1 to move: win by %n disc(s)", nullptr, goal.length).arg(sideToMove());
}

QString ReversiPuzzleBoard::lengthText(const puzzles::Goal &goal) const
{
    return tr("Win by %n disc(s)", nullptr, goal.length);
}

QString ReversiPuzzleBoard::hintText(const std::string &move, bool pieceOnly) const
{
    // "f5": the row first, then the square.
    return pieceOnly ? tr("Hint: the best move is on row %1.").arg(QChar::fromLatin1(move.back()))
                     : tr("Hint: %1.").arg(moveText(move));
}

void ReversiPuzzleBoard::onSquareClicked(int square)
{
    if (!m_interactive) {
        return;
    }
    if (!m_board.isLegal(static_cast<reversi::Move>(square))) {
        emit moveRefused(tr("No disc would turn there."));
        return;
    }
    emit moveChosen(reversi::moveName(static_cast<reversi::Move>(square)));
}
