#include "engine/evaluation.h"

#include "engine/params.h"
#include "engine/piecesquaretable.h"

#include "core/geometry.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

namespace xq {

namespace {

/// Opening and endgame sums for one side.
struct Tally {
    int mg = 0;
    int eg = 0;

    void add(Weight w, int times = 1)
    {
        mg += w.mg * times;
        eg += w.eg * times;
    }
    void add(int both)
    {
        mg += both;
        eg += both;
    }
};

/// For each point, which palace it belongs to (bit index(side)), so palace hits cost a lookup.
constexpr std::array<std::uint8_t, SquareCount> PalaceOf = [] {
    std::array<std::uint8_t, SquareCount> palaces {};
    for (Square s = 0; s < SquareCount; ++s) {
        for (Side side : { Side::Red, Side::Black }) {
            if (inPalace(side, s)) {
                palaces[s] |= 1 << index(side);
            }
        }
    }
    return palaces;
}();

class Evaluator {
public:
    Evaluator(const Board &board, const EvalParams &params, const PieceSquareTable &table)
        : m_board(board), m_params(params), m_table(table)
    {
    }

    Score run()
    {
        Tally sides[2];
        for (Side side : { Side::Red, Side::Black }) {
            for (Square s : m_board.stonesOf(side)) {
                evaluateStone(side, s, sides[index(side)]);
            }
        }
        for (Side side : { Side::Red, Side::Black }) {
            evaluateSafety(side, sides[index(side)]);
            evaluatePalaceDanger(side, sides[index(side)]);
            evaluateThreats(side, sides[index(side)]);
        }
        const int phase = std::min(m_phase[0] + m_phase[1], params::MaxPhase);
        const int mg = sides[0].mg - sides[1].mg;
        const int eg = sides[0].eg - sides[1].eg;
        Score red = (mg * phase + eg * (params::MaxPhase - phase)) / params::MaxPhase;
        red = scaleDown(red);
        const Score own = m_board.sideToMove() == Side::Red ? red : -red;
        return own + m_params.Tempo;
    }

private:
    void evaluateStone(Side side, Square s, Tally &t)
    {
        const Stone stone = m_board.stoneAt(s);
        const Kind kind = stone.kind();
        t.add(m_table[stone.tableIndex()][s]);
        countForWholeBoardTerms(side, s, kind);
        switch (kind) {
        case Kind::Soldier:
            for (Square to : geometry.soldierSteps[s][index(side)]) {
                reach(side, Kind::Soldier, to);
            }
            break;
        case Kind::Horse: horse(side, s, t); break;
        case Kind::Chariot: chariot(side, s, t); break;
        case Kind::Cannon: cannon(side, s, t); break;
        case Kind::Advisor:
            for (Square to : geometry.advisorSteps[s]) {
                reach(side, Kind::Advisor, to);
            }
            break;
        case Kind::Elephant:
            for (const BlockableStep &step : geometry.elephantSteps[s]) {
                if (m_board.stoneAt(step.block).isEmpty()) {
                    reach(side, Kind::Elephant, step.target);
                }
            }
            break;
        case Kind::General:
            for (Square to : geometry.generalSteps[s]) {
                reach(side, Kind::General, to);
            }
            break;
        }
    }

    void horse(Side side, Square s, Tally &t)
    {
        int free = 0;
        for (const BlockableStep &step : geometry.horseSteps[s]) {
            if (m_board.stoneAt(step.block).isEmpty()) {
                free += !m_board.stoneAt(step.target).belongsTo(side);
                reach(side, Kind::Horse, step.target);
            }
        }
        t.add(m_params.HorseMobility, free - params::HorseMobilityBase);
        if (free == 0) {
            t.add(m_params.HorseTrapped);
        }
    }

    void chariot(Side side, Square s, Tally &t)
    {
        int points = 0;
        for (const auto &ray : geometry.rays[s]) {
            for (const Square *to = ray.begin(); to != ray.end(); ++to) {
                const Stone stone = m_board.stoneAt(*to);
                points += !stone.belongsTo(side);
                reach(side, Kind::Chariot, *to);
                if (stone) {
                    const Side enemy = opposite(side);
                    if (stone.belongsTo(enemy) && isGeneralBehind(enemy, to + 1, ray.end())) {
                        t.add(m_params.ChariotPin);
                    }
                    break;
                }
            }
        }
        t.add(m_params.ChariotMobility, points - params::ChariotMobilityBase);
        const Square enemyGeneral = m_board.generalSquare(opposite(side));
        if (fileOf(s) == fileOf(enemyGeneral) && stonesBetween(s, enemyGeneral) == 0) {
            t.add(m_params.OpenPalaceLine);
        }
    }

    /// Is the first stone on [from, end) of a ray the general of `side`? Then a stone of `side`
    /// just before it is pinned: it may not leave the line.
    bool isGeneralBehind(Side side, const Square *from, const Square *end) const
    {
        for (const Square *to = from; to != end; ++to) {
            if (const Stone stone = m_board.stoneAt(*to)) {
                return stone.is(side, Kind::General);
            }
        }
        return false;
    }

    void cannon(Side side, Square s, Tally &t)
    {
        int slides = 0;
        for (const auto &ray : geometry.rays[s]) {
            bool screened = false;
            for (Square to : ray) {
                const bool occupied = !m_board.stoneAt(to).isEmpty();
                if (screened) {
                    // Beyond the screen the cannon strikes up to and including the next stone.
                    reach(side, Kind::Cannon, to);
                    if (occupied) {
                        break;
                    }
                } else if (occupied) {
                    screened = true;
                } else {
                    ++slides;
                }
            }
        }
        t.add(m_params.CannonMobility, slides - params::CannonMobilityBase);
        const Square enemyGeneral = m_board.generalSquare(opposite(side));
        if (fileOf(s) == fileOf(enemyGeneral)) {
            const int between = stonesBetween(s, enemyGeneral);
            if (between == 0) {
                t.add(m_params.CannonEmptyHead);
            } else if (between == 1) {
                t.add(m_params.CannonScreenedGeneral);
            }
        }
    }

    /// A stone of `attacker` strikes (or, when it is its own, defends) the point `s`.
    void reach(Side attacker, Kind kind, Square s)
    {
        // The general counts as the dearest attacker: it may take only what nothing defends.
        const int value
            = kind == Kind::General ? GeneralAttackerValue : m_params.Material[index(kind)].mg;
        std::int16_t &least = m_leastAttacker[index(attacker)][s];
        least = static_cast<std::int16_t>(std::min<int>(least, value));
        hitPalace(attacker, kind, s);
    }

    void hitPalace(Side attacker, Kind kind, Square s)
    {
        if (PalaceOf[s] & (1 << index(opposite(attacker)))) {
            m_palaceUnits[index(attacker)] += m_params.PalaceHitUnits[index(kind)];
        }
    }

    /// Joined attacks on the palace grow quadratically with the units against it.
    void evaluatePalaceDanger(Side side, Tally &t) const
    {
        const int units
            = std::min(m_palaceUnits[index(opposite(side))], params::PalaceDangerMaxUnits);
        t.add(m_params.PalaceDanger, -units * units / params::PalaceDangerScale);
    }

    /// Stones of `side` the enemy strikes: undefended ones, and ones a cheaper stone attacks.
    void evaluateThreats(Side side, Tally &t) const
    {
        const auto &enemy = m_leastAttacker[index(opposite(side))];
        const auto &own = m_leastAttacker[index(side)];
        for (Square s : m_board.stonesOf(side)) {
            const Kind kind = m_board.stoneAt(s).kind();
            if (kind == Kind::General || enemy[s] == NoAttacker) {
                continue;
            }
            if (own[s] == NoAttacker) {
                t.add(m_params.Hanging);
            } else if (enemy[s] < m_params.Material[index(kind)].mg) {
                t.add(m_params.ThreatByLesser[index(kind)]);
            }
        }
    }

    /// What the terms over all stones need, gathered in the one pass over the stones: phase,
    /// defenders, attackers across the river, stones that can cross it at all.
    void countForWholeBoardTerms(Side side, Square s, Kind kind)
    {
        m_phase[index(side)] += params::PhaseWeight[index(kind)];
        switch (kind) {
        case Kind::General: break;
        case Kind::Advisor:
        case Kind::Elephant: ++m_defenders[index(side)]; break;
        default:
            m_canCross[index(side)] = true;
            // A cannon strikes across the river from its own half.
            if (!onOwnHalf(side, s) || kind == Kind::Cannon) {
                m_attack[index(side)] += m_params.AttackWeight[index(kind)];
            }
            break;
        }
    }

    /// Enemy attackers across the river weigh against the general's missing defenders.
    void evaluateSafety(Side side, Tally &t) const
    {
        constexpr int FullDefence = 4;
        t.add(m_params.MissingDefender,
            -(FullDefence - m_defenders[index(side)]) * m_attack[index(opposite(side))]);
    }

    /// Stones strictly between two points of one file.
    int stonesBetween(Square a, Square b) const
    {
        const int step = a < b ? FileCount : -FileCount;
        int count = 0;
        for (Square s = static_cast<Square>(a + step); s != b; s = static_cast<Square>(s + step)) {
            count += !m_board.stoneAt(s).isEmpty();
        }
        return count;
    }

    Score scaleDown(Score red) const
    {
        const Side leader = red > 0 ? Side::Red : Side::Black;
        return m_canCross[index(leader)] ? red : red / params::NoAttackerScaleDown;
    }

    static constexpr std::int16_t NoAttacker = INT16_MAX;
    static constexpr int GeneralAttackerValue = 10000;

    const Board &m_board;
    const EvalParams &m_params;
    const PieceSquareTable &m_table;
    std::array<std::array<std::int16_t, SquareCount>, 2> m_leastAttacker = [] {
        std::array<std::array<std::int16_t, SquareCount>, 2> none;
        for (auto &side : none) {
            side.fill(NoAttacker);
        }
        return none;
    }();
    int m_palaceUnits[2] = { 0, 0 };
    int m_phase[2] = { 0, 0 };
    int m_defenders[2] = { 0, 0 };
    int m_attack[2] = { 0, 0 }; ///< AttackWeight of a side's stones across the river
    bool m_canCross[2] = { false, false };
};

} // namespace

int stoneValue(Kind kind)
{
    return params::Eval.Material[index(kind)].mg;
}

int sidePhase(const Board &board, Side side)
{
    int phase = 0;
    for (Square s : board.stonesOf(side)) {
        phase += params::PhaseWeight[index(board.stoneAt(s).kind())];
    }
    return phase;
}

Score evaluate(const Board &board)
{
    return Evaluator(board, params::Eval, pieceSquareTable).run();
}

Score evaluate(const Board &board, const EvalParams &params, const PieceSquareTable &table)
{
    return Evaluator(board, params, table).run();
}

} // namespace xq
