#include "gomoku/renjujudge.h"

#include <algorithm>
#include <array>

namespace gomoku {

namespace {

constexpr int MaxDepth = 32;

// The run of black through `index` along `direction`, bounds as step offsets from `index`.
struct Run {
    int first = 0;
    int last = 0;
    int length() const { return last - first + 1; }
};

Run blackRun(const Cells &cells, int index, int direction)
{
    Run run;
    while (cells[index + (run.first - 1) * direction] == Stone::Black) {
        --run.first;
    }
    while (cells[index + (run.last + 1) * direction] == Stone::Black) {
        ++run.last;
    }
    return run;
}

// Longest black run through `index` over all four directions; 5 wins if some run is exactly 5.
bool hasExactFive(const Cells &cells, int index)
{
    return std::any_of(Directions.begin(), Directions.end(),
        [&](int direction) { return blackRun(cells, index, direction).length() == 5; });
}

// Restores a cell when the scope ends, so every early return leaves the board as it was.
class TemporaryStone {
public:
    TemporaryStone(Cells &cells, int index) : m_cells(cells), m_index(index)
    {
        m_cells[m_index] = Stone::Black;
    }
    ~TemporaryStone() { m_cells[m_index] = Stone::Empty; }
    TemporaryStone(const TemporaryStone &) = delete;
    TemporaryStone &operator=(const TemporaryStone &) = delete;

private:
    Cells &m_cells;
    int m_index;
};

} // namespace

bool RenjuJudge::isForbidden(const Board &board, int index)
{
    return foul(board, index) != Foul::None;
}

Foul RenjuJudge::foul(const Board &board, int index)
{
    Cells cells = board.cells();
    return cells[index] == Stone::Empty ? foul(cells, index) : Foul::None;
}

Foul RenjuJudge::foul(Cells &cells, int index, int depth)
{
    const TemporaryStone stone(cells, index);
    if (hasExactFive(cells, index)) {
        return Foul::None;
    }
    for (const int direction : Directions) {
        if (blackRun(cells, index, direction).length() >= 6) {
            return Foul::Overline;
        }
    }
    std::array<int, 4> fours {};
    int fourTotal = 0;
    for (int d = 0; d < 4; ++d) {
        fours[d] = fourSets(cells, index, Directions[d]);
        fourTotal += fours[d];
    }
    if (fourTotal >= 2) {
        return Foul::DoubleFour;
    }
    if (depth >= MaxDepth) {
        return Foul::None;
    }
    int threes = 0;
    for (int d = 0; d < 4 && threes < 2; ++d) {
        if (fours[d] == 0 && holdsRealThree(cells, index, Directions[d], depth)) {
            ++threes;
        }
    }
    return threes >= 2 ? Foul::DoubleThree : Foul::None;
}

// Distinct sets of four black stones holding `index` that one more stone makes exactly five.
// A set is a bit mask of offsets -4..4, so a straight four's two five points count once.
int RenjuJudge::fourSets(Cells &cells, int index, int direction)
{
    std::array<unsigned, 8> masks {};
    int count = 0;
    for (int k = -4; k <= 4; ++k) {
        const int point = index + k * direction;
        if (k == 0 || cells[point] != Stone::Empty) {
            continue;
        }
        cells[point] = Stone::Black;
        const Run run = blackRun(cells, index, direction);
        cells[point] = Stone::Empty;
        if (run.length() != 5 || k < run.first || k > run.last) {
            continue;
        }
        unsigned mask = 0;
        for (int j = run.first; j <= run.last; ++j) {
            mask |= j == k ? 0U : 1U << (j + 4);
        }
        if (std::find(masks.begin(), masks.begin() + count, mask) == masks.begin() + count) {
            masks[count++] = mask;
        }
    }
    return count;
}

bool RenjuJudge::holdsRealThree(Cells &cells, int index, int direction, int depth)
{
    for (int k = -3; k <= 3; ++k) {
        const int added = index + k * direction;
        if (k == 0 || cells[added] != Stone::Empty
            || !makesStraightFour(cells, index, added, direction)) {
            continue;
        }
        cells[added] = Stone::Black;
        const bool five = hasExactFive(cells, added);
        cells[added] = Stone::Empty;
        if (!five && !isForbidden(cells, added, depth + 1)) {
            return true;
        }
    }
    return false;
}

// With `added` black too: exactly four in a row holding both points, each end empty and each
// end making exactly five (no black stone just beyond it).
bool RenjuJudge::makesStraightFour(Cells &cells, int index, int added, int direction)
{
    cells[added] = Stone::Black;
    const Run run = blackRun(cells, index, direction);
    cells[added] = Stone::Empty;
    const int low = index + (run.first - 1) * direction;
    const int high = index + (run.last + 1) * direction;
    const int k = (added - index) / direction;
    return run.length() == 4 && k >= run.first && k <= run.last && cells[low] == Stone::Empty
        && cells[high] == Stone::Empty && cells[low - direction] != Stone::Black
        && cells[high + direction] != Stone::Black;
}

} // namespace gomoku
