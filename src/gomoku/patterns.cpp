#include "gomoku/patterns.h"

namespace gomoku {

namespace {

constexpr std::uint8_t Unknown = 0xFF;
constexpr int Width = 2 * LineReach + 1;
using Line = std::array<LineCell, Width>; // centre at LineReach

constexpr std::array<int, 2 * LineReach> slotWeights()
{
    std::array<int, 2 * LineReach> weights {};
    int weight = 1;
    for (auto &w : weights) {
        w = weight;
        weight *= 3;
    }
    return weights;
}

constexpr auto Weights = slotWeights();

int slotOf(int position)
{
    return position < LineReach ? position : position - 1;
}

Line decode(int key)
{
    Line line {};
    line[LineReach] = LineCell::Own;
    for (int position = 0; position < Width; ++position) {
        if (position != LineReach) {
            line[position] = LineCell(key / Weights[slotOf(position)] % 3);
        }
    }
    return line;
}

// The own run through `position` (taken as own) and whether it holds the centre.
int runThrough(const Line &line, int position, bool &holdsCentre)
{
    int low = position;
    int high = position;
    while (low > 0 && line[low - 1] == LineCell::Own) {
        --low;
    }
    while (high < Width - 1 && line[high + 1] == LineCell::Own) {
        ++high;
    }
    holdsCentre = low <= LineReach && high >= LineReach;
    return high - low + 1;
}

} // namespace

int keySlotWeight(int step)
{
    return Weights[slotOf(step + LineReach)];
}

const PatternTable &PatternTable::get(bool exactFive)
{
    static const PatternTable anyFive(false);
    static const PatternTable onlyFive(true);
    return exactFive ? onlyFive : anyFive;
}

PatternTable::PatternTable(bool exactFive) : m_exactFive(exactFive)
{
    m_codes.fill(Unknown);
    for (int key = 0; key < KeyCount; ++key) {
        classify(key);
    }
}

// Five or overline from the run at the centre; otherwise the number of points that make five
// gives the four; otherwise the best pattern one more stone reaches gives the lower ones
// (an open four from a point makes an open three, and so on down).
Pattern PatternTable::classify(int key)
{
    if (m_codes[key] != Unknown) {
        return Pattern(m_codes[key]);
    }
    const Line line = decode(key);
    bool holds = true;
    const int run = runThrough(line, LineReach, holds);
    Pattern result = Pattern::None;
    if (run >= 5) {
        result = run == 5 || !m_exactFive ? Pattern::Five : Pattern::Overline;
    } else {
        int fivePoints = 0;
        Pattern best = Pattern::None;
        for (int position = 1; position < Width - 1; ++position) {
            if (line[position] != LineCell::Empty) {
                continue;
            }
            Line next = line;
            next[position] = LineCell::Own;
            const int length = runThrough(next, position, holds);
            if (holds && (length == 5 || (length > 5 && !m_exactFive))) {
                ++fivePoints;
                continue;
            }
            const Pattern reached = classify(key + Weights[slotOf(position)]);
            best = reached > best && reached <= Pattern::Flex4 ? reached : best;
        }
        if (fivePoints > 0) {
            result = fivePoints >= 2 ? Pattern::Flex4 : Pattern::Block4;
        } else {
            static constexpr std::array<Pattern, PatternCount> lower { Pattern::None, Pattern::None,
                Pattern::Dead1, Pattern::Dead1, Pattern::Flex1, Pattern::Dead2, Pattern::Flex2,
                Pattern::Dead3, Pattern::Flex3, Pattern::None, Pattern::None };
            result = lower[int(best)];
        }
    }
    m_codes[key] = std::uint8_t(result);
    return result;
}

} // namespace gomoku
