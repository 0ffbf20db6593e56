#include "app/redoline.h"

void RedoLine::clear()
{
    m_ahead.clear();
    m_left.clear();
    m_fork = 0;
    m_justLeft = false;
}

RedoLine::Moves RedoLine::lineAhead(const Moves &played) const
{
    Moves line = played;
    line.insert(line.end(), m_ahead.rbegin(), m_ahead.rend());
    return line;
}

void RedoLine::played(const Moves &before, int move)
{
    m_justLeft = false;
    if (m_ahead.empty()) {
        return; // the end of the line goes on
    }
    if (m_ahead.back() == move) {
        m_ahead.pop_back(); // the recorded move: the line goes on
        return;
    }
    m_left = lineAhead(before);
    m_fork = before.size();
    m_ahead.clear();
    m_justLeft = true;
}

void RedoLine::undone(const Moves &before)
{
    m_justLeft = false;
    if (before.empty()) {
        return;
    }
    m_ahead.push_back(before.back());
    const std::size_t now = before.size() - 1;
    // Back at the fork, Redo offers the line left: the new line ended there (its moves taken back
    // are the player's to play again), the old one is the game that was.
    if (!m_left.empty() && now == m_fork) {
        m_ahead.assign(m_left.rbegin(), m_left.rend() - std::ptrdiff_t(m_fork));
        m_left.clear();
    }
}

std::size_t RedoLine::movesLeft() const
{
    return m_left.empty() ? 0 : m_left.size() - m_fork;
}
