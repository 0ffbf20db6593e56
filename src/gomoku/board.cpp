#include "gomoku/board.h"

#include <cassert>

namespace gomoku {

namespace {

constexpr std::uint64_t splitMix(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

struct ZobristTable {
    std::array<std::array<std::uint64_t, 2>, CellCount> keys {};
    constexpr ZobristTable()
    {
        std::uint64_t state = 0x5EED60B0ULL;
        for (auto &pair : keys) {
            pair[0] = splitMix(state);
            pair[1] = splitMix(state);
        }
    }
};

const ZobristTable &zobristTable()
{
    static const ZobristTable table;
    return table;
}

} // namespace

std::uint64_t zobrist(int index, Stone stone)
{
    return zobristTable().keys[index][stone == Stone::Black ? 0 : 1];
}

Board::Board(int size) : m_size(size < MinSize ? MinSize : (size > MaxSize ? MaxSize : size))
{
    m_cells.fill(Stone::Wall);
    for (int y = 0; y < m_size; ++y) {
        for (int x = 0; x < m_size; ++x) {
            m_cells[indexOf({ x, y })] = Stone::Empty;
        }
    }
    m_history.reserve(m_size * m_size);
}

void Board::place(int index, Stone stone)
{
    assert(m_cells[index] == Stone::Empty);
    m_cells[index] = stone;
    m_history.push_back({ index, stone });
    m_key ^= zobrist(index, stone);
    m_toMove = opponent(stone);
}

void Board::undo()
{
    if (m_history.empty()) {
        return;
    }
    const PlacedStone last = m_history.back();
    m_history.pop_back();
    m_cells[last.index] = Stone::Empty;
    m_key ^= zobrist(last.index, last.stone);
    m_toMove = last.stone;
}

int Board::runLength(int index, int direction, Stone stone) const
{
    int length = 1;
    for (int i = index + direction; m_cells[i] == stone; i += direction) {
        ++length;
    }
    for (int i = index - direction; m_cells[i] == stone; i -= direction) {
        ++length;
    }
    return length;
}

std::vector<Point> Board::winningLine(int index, Rule rule) const
{
    const Stone stone = m_cells[index];
    if (stone != Stone::Black && stone != Stone::White) {
        return {};
    }
    for (const int direction : Directions) {
        if (!runWins(rule, stone, runLength(index, direction, stone))) {
            continue;
        }
        int start = index;
        while (m_cells[start - direction] == stone) {
            start -= direction;
        }
        std::vector<Point> line;
        for (int i = start; m_cells[i] == stone; i += direction) {
            line.push_back(pointOf(i));
        }
        return line;
    }
    return {};
}

} // namespace gomoku
