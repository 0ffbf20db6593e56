#include "game.h"

#include "uitext.h"

#include "core/notation.h"

#include <algorithm>

Game::Game(QObject *parent) : QObject(parent), m_start(xq::Board::startPosition()), m_board(m_start)
{
}

void Game::resetTo(const xq::Board &start)
{
    m_start = start;
    m_board = start;
    m_record.clear();
    m_redo = 0;
    m_browsing = false;
    m_resigned.reset();
}

void Game::newGame(const xq::Board &start)
{
    resetTo(start);
    emit recordChanged();
    emit positionChanged(xq::Move::none());
    afterPositionChange();
}

bool Game::restore(const xq::Board &start, const std::vector<xq::Move> &moves)
{
    xq::Board board = start;
    for (const xq::Move move : moves) {
        if (!board.canMove(move.from(), move.to())) {
            return false;
        }
        board.makeMove(move);
    }
    resetTo(start);
    m_board = board;
    m_record = moves;
    emit recordChanged();
    emit positionChanged(xq::Move::none());
    if (isOver()) {
        emit gameOver(verdict());
    }
    afterPositionChange();
    return true;
}

xq::Verdict Game::verdict() const
{
    if (m_resigned && m_redo == 0) {
        return {*m_resigned == xq::Side::Red ? xq::Outcome::BlackWins : xq::Outcome::RedWins,
                xq::EndReason::Resignation};
    }
    return xq::RulesJudge::judge(m_board);
}

QStringList Game::moveTexts(xq::Notation notation) const
{
    QStringList texts;
    xq::Board board = m_start;
    for (const xq::Move move : m_record) {
        texts << QString::fromStdString(xq::formatMove(board, move, notation));
        board.makeMove(move);
    }
    return texts;
}

bool Game::play(xq::Move move)
{
    if (isOver()) {
        emit moveRefused(UiText::gameIsOver());
        return false;
    }
    if (!m_board.canMove(move.from(), move.to())) {
        emit moveRefused(UiText::refusal(m_board, move));
        return false;
    }
    // Playing from an earlier position starts a new line: the old continuation goes.
    m_record.resize(m_record.size() - m_redo);
    m_redo = 0;
    m_browsing = false;
    m_resigned.reset();

    const MoveEffect effect{!m_board.stoneAt(move.to()).isEmpty(), false};
    m_board.makeMove(move);
    m_record.push_back(move);
    emit recordChanged();
    emit moveMade(move, {effect.capture, m_board.inCheck()});
    announce(move);
    return true;
}

void Game::announce(xq::Move played)
{
    emit positionChanged(played);
    if (isOver()) {
        emit gameOver(verdict());
    }
    afterPositionChange();
}

void Game::moveCursor(int target, bool browsing)
{
    target = std::clamp(target, 0, length());
    if (target == ply()) {
        return;
    }
    if (target < ply()) {
        m_resigned.reset(); // taking moves back takes a resignation back too
    }
    while (ply() > target) {
        m_board.unmakeMove();
        ++m_redo;
    }
    while (ply() < target) {
        m_board.makeMove(m_record[m_record.size() - m_redo]);
        --m_redo;
    }
    m_browsing = browsing && ply() < length();
    emit recordChanged();
    emit positionChanged(xq::Move::none());
    afterPositionChange();
}

xq::Side Game::sideAtPly(int ply) const
{
    return ply % 2 == 0 ? m_start.sideToMove() : xq::opposite(m_start.sideToMove());
}

void Game::undo()
{
    moveCursor(ply() - 1, false);
}

void Game::redo()
{
    moveCursor(ply() + 1, false);
}

void Game::showPly(int ply)
{
    moveCursor(ply, true);
}

void Game::resign(xq::Side loser)
{
    if (isOver()) {
        return;
    }
    m_record.resize(m_record.size() - m_redo);
    m_redo = 0;
    m_browsing = false;
    m_resigned = loser;
    emit recordChanged();
    emit gameOver(verdict());
    afterPositionChange();
}
