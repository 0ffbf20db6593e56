#pragma once

// Line patterns: what a stone of one colour at an empty point makes in one direction, read from
// the five points on either side. The table is built once per rule kind ("five or more" and
// "exactly five") over every neighbourhood (own, empty, blocked: 3^10 keys), so the incremental
// evaluation looks a code up instead of matching strings.

#include <array>
#include <cstdint>

namespace gomoku {

enum class Pattern : std::uint8_t {
    None,
    Dead1,
    Flex1,
    Dead2,
    Flex2, // 活二
    Dead3, // 眠三
    Flex3, // 活三: one more stone makes an open four
    Block4, // 冲四: one point makes five
    Flex4, // 活四: two points make five
    Five, // 连五
    Overline, // six or more where only exactly five wins
};

constexpr int PatternCount = 11;
constexpr int LineReach = 5;
constexpr int KeyCount = 59049; // 3^(2 * LineReach)

/// Neighbour values in a key: 0 empty, 1 own stone, 2 blocked (opponent or edge).
enum class LineCell : std::uint8_t { Empty = 0, Own = 1, Blocked = 2 };

class PatternTable {
public:
    /// The table for a side where five or more wins (`exactFive` false) or only exactly five.
    static const PatternTable &get(bool exactFive);
    Pattern at(int key) const { return Pattern(m_codes[key]); }

private:
    explicit PatternTable(bool exactFive);
    Pattern classify(int key);

    bool m_exactFive;
    std::array<std::uint8_t, KeyCount> m_codes {};
};

/// Key digit weights: neighbour at step k (-5..-1, 1..5) has weight 3^slot.
int keySlotWeight(int step);

} // namespace gomoku
