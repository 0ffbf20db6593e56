#pragma once

// The search's view of a game: the board plus, for every empty point, direction and colour,
// the line pattern a stone there would make (patterns.h), kept up to date move by move (only the
// points within five steps of a move along its four lines change). Point values, their sums
// (the evaluation, and the net's accumulators) and pattern counts (threat tests in O(1)) follow
// from the codes.

#include "gomoku/board.h"
#include "gomoku/evalnet.h"
#include "gomoku/patterns.h"
#include "gomoku/pointtable.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace gomoku {

class Position {
public:
    explicit Position(int size = 15, Rule rule = Rule::FreeStyle);

    const Board &board() const { return m_board; }
    Rule rule() const { return m_rule; }
    Stone sideToMove() const { return m_board.sideToMove(); }
    int size() const { return m_board.size(); }

    void place(int index, Stone stone);
    void play(int index) { place(index, sideToMove()); }
    void undo();
    void setSideToMove(Stone stone) { m_board.setSideToMove(stone); }

    Pattern pattern(Stone stone, int index, int direction) const
    {
        return Pattern(m_states[index].codes[side(stone)][direction]);
    }
    /// The best pattern `stone` makes at `index` over the four directions.
    Pattern bestPattern(Stone stone, int index) const
    {
        const PointCodes &codes = m_states[index].codes[side(stone)];
        return Pattern(std::max(std::max(codes[0], codes[1]), std::max(codes[2], codes[3])));
    }
    /// `stone`'s four codes at `index` read as one number in base PatternCount, the first
    /// direction's the highest digit.
    int codesKey(Stone stone, int index) const { return m_states[index].codesKey[side(stone)]; }
    /// How many (empty point, direction) pairs hold `pattern` for `stone`.
    int patternCount(Stone stone, Pattern pattern) const
    {
        return m_counts[side(stone)][int(pattern)];
    }
    /// Threat value of a stone of `stone` at the empty point `index`.
    int value(Stone stone, int index) const;
    /// The threat a stone of `stone` would make at the empty point `index` (its four lines
    /// together: an open three, a four with an open three, ...).
    ThreatClass threat(Stone stone, int index) const
    {
        const int colour = side(stone);
        return m_pointTables[colour]->at(m_states[index].codesKey[colour]).threat;
    }
    /// Static evaluation from the side to move's view (the learned weights, evaluation.h, and
    /// the rule's net, evalnet.h).
    int evaluate() const;
    /// Evaluates with `net` (or none) instead of the rule's; only before the first move.
    void setNet(const EvalNet *net);
    /// The net's accumulator of `stone`'s points (evalnet.h), when the rule has a net.
    const EvalNet::Accumulator &accumulator(Stone stone) const
    {
        return m_accs[m_moves.size()].colour[side(stone)];
    }
    /// The evaluation's features of `stone`'s points, summed over the board.
    Features features(Stone stone) const;

    /// Is there a stone within two points of the empty point `index`?
    bool isNearStones(int index) const { return m_near[index] > 0; }
    /// Every point of the board, in board order.
    const std::vector<int> &points() const { return m_points; }
    /// The empty points where `stone` makes at least `least` (above None) in some direction, in
    /// board order.
    std::vector<int> pointsWith(Stone stone, Pattern least) const;
    /// Black's forbidden points under renju; always false otherwise or for white.
    bool isForbidden(Stone stone, int index) const
    {
        return m_rule == Rule::Renju && stone == Stone::Black && isForbiddenToBlack(index);
    }
    /// Has `stone` a point where it may make an open four (an open three to answer)? Under renju
    /// a black three whose open-four points are all forbidden to black threatens none.
    bool threatensOpenFour(Stone stone) const;

private:
    static int side(Stone stone) { return stone == Stone::Black ? 0 : 1; }
    bool isForbiddenToBlack(int index) const;
    void moveKeys(int index, Stone stone, int sign);
    void refreshLines(int index, Stone stone);
    void occupy(int index);
    void refreshPoint(int index, int direction);
    void rescore(int colour, const PointScores &before, const PointScores &after);
    void markThreat(int colour, int index, const PointCodes &codes);
    void save(int index);
    void applyNetChanges();
    std::uint32_t scanKeys(int index, int direction) const;
    bool worthless(int colour, const PointCodes &codes) const;
    ThreatClass bestThreat(int colour) const;
    void addNear(int index, int delta);

    // What a point holds for each colour (black first): its four codes and those read as one
    // number, the point table's index. Kept together so that a move's refresh and its undo
    // touch one small record a point; everything else a point is worth follows from the table.
    struct PointState {
        std::array<PointCodes, 2> codes {};
        std::array<std::uint16_t, 2> codesKey {};
    };

    Board m_board;
    Rule m_rule;
    std::array<const PatternTable *, 2> m_tables {};
    std::array<PointState, CellCount> m_states {};
    // Per point and direction the pattern tables' keys of the ten neighbours, black's in the
    // low half and white's in the high one, so that a stone changes both with one addition.
    std::array<std::array<std::uint32_t, 4>, CellCount> m_keys {};
    std::array<std::array<int, PatternCount>, 2> m_counts {};
    // Per colour a bit per point holding an open three or more, so that pointsWith reads a few
    // words instead of the board.
    static constexpr int ThreatWords = (CellCount + 63) / 64;
    std::array<std::array<std::uint64_t, ThreatWords>, 2> m_threatPoints {};
    // The sums of the evaluation's point weights, for a colour to move and waiting.
    enum Turn { ToMove, Waiting };
    std::array<const PointTable *, 2> m_pointTables {};
    std::array<std::array<int, 2>, 2> m_evalSums {};
    const EvalNet *m_net = nullptr; // the net added to the sums, if the rule has one
    // The net's accumulators after each move played (the first before any move), so that a
    // move writes the next ones from the last in one pass and undo has nothing to copy back.
    // Aligned for the SIMD kernels; grown, never shrunk, to the deepest line played.
    struct alignas(32) Accumulators {
        std::array<EvalNet::Accumulator, 2> colour {};
    };
    std::vector<Accumulators> m_accs;
    std::array<EvalNet::Changes, 2> m_netChanges; // the move's so far, per colour
    int m_tempo = 0; // the rule's evaluation tempo, for the side to move
    // Per colour how many empty points hold each threat class.
    std::array<std::array<int, ThreatClassCount>, 2> m_threatCounts {};
    std::array<std::int16_t, ThreatStateCount> m_threatWeights {};
    std::array<std::uint8_t, CellCount> m_near {};
    std::vector<int> m_points;
    // For undo: each move's counts, sums and threat marks before it (the marks copied whole: 240
    // bytes cost less than marking every point put back), and the points it changed as they were.
    // Any state a move changes has its place here or in m_accs (tst_gomokurules
    // incrementalStateMatchesReplay and tst_gomokueval incrementalMatchesFeatures compare undone
    // positions with fresh ones).
    struct MoveUndo {
        std::array<std::array<int, PatternCount>, 2> counts;
        std::array<std::array<int, 2>, 2> evalSums;
        std::array<std::array<int, ThreatClassCount>, 2> threatCounts;
        std::array<std::array<std::uint64_t, ThreatWords>, 2> threatPoints;
        std::size_t firstSaved;
    };
    struct SavedPoint {
        PointState state;
        std::uint16_t index;
    };
    std::vector<MoveUndo> m_moves;
    std::vector<SavedPoint> m_saved;
};

} // namespace gomoku
