#include "puzzles/puzzleprogress.h"

#include "common/crc32.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace puzzles {

namespace {

constexpr std::string_view StandingNames[] = { "unseen", "skipped", "failed", "solved" };

/// The position without a Xiangqi FEN's move counters ("w - - 0 1"): the same stones and side
/// to move found at another ply are the same puzzle. Other games' positions have no counters.
std::string_view positionPart(std::string_view fen)
{
    return fen.substr(0, fen.find(" - "));
}

} // namespace

std::string PuzzleProgress::keyOf(const Puzzle &puzzle)
{
    const std::string_view position = positionPart(puzzle.fen);
    const std::uint32_t crc = common::crc32(
        std::span(reinterpret_cast<const std::uint8_t *>(position.data()), position.size()));
    char key[9];
    std::snprintf(key, sizeof key, "%08x", crc);
    return key;
}

Standing PuzzleProgress::standing(const Puzzle &puzzle) const
{
    const auto found = m_standings.find(keyOf(puzzle));
    return found == m_standings.end() ? Standing::Unseen : found->second;
}

void PuzzleProgress::solved(const Puzzle &puzzle, bool clean)
{
    m_standings[keyOf(puzzle)] = Standing::Solved;
    m_streak = clean ? m_streak + 1 : 0;
    m_bestStreak = std::max(m_bestStreak, m_streak);
}

void PuzzleProgress::failed(const Puzzle &puzzle)
{
    Standing &standing = m_standings[keyOf(puzzle)];
    if (standing != Standing::Solved) {
        standing = Standing::Failed;
    }
    m_streak = 0;
}

void PuzzleProgress::skipped(const Puzzle &puzzle)
{
    Standing &standing = m_standings[keyOf(puzzle)];
    if (standing == Standing::Unseen) {
        standing = Standing::Skipped;
    }
}

int PuzzleProgress::count(Standing standing) const
{
    return static_cast<int>(std::count_if(m_standings.begin(), m_standings.end(),
        [standing](const auto &entry) { return entry.second == standing; }));
}

std::string PuzzleProgress::toText() const
{
    std::string text
        = "streak " + std::to_string(m_streak) + ' ' + std::to_string(m_bestStreak) + '\n';
    for (const auto &[key, standing] : m_standings) {
        text += key + ' ' + std::string(StandingNames[static_cast<int>(standing)]) + '\n';
    }
    return text;
}

PuzzleProgress PuzzleProgress::fromText(std::string_view text)
{
    PuzzleProgress progress;
    std::istringstream lines { std::string(text) };
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream fields(line);
        std::string first;
        std::string second;
        if (!(fields >> first >> second)) {
            continue;
        }
        if (first == "streak") {
            int best = 0;
            fields >> best;
            progress.m_streak = std::max(0, std::atoi(second.c_str()));
            progress.m_bestStreak = std::max(progress.m_streak, best);
            continue;
        }
        const auto *name = std::find(std::begin(StandingNames), std::end(StandingNames), second);
        if (first.size() == 8 && name != std::end(StandingNames)) {
            progress.m_standings[first] = static_cast<Standing>(name - std::begin(StandingNames));
        }
    }
    return progress;
}

} // namespace puzzles
