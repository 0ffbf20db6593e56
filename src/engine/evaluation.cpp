#include "evaluation.h"

#include "params.h"

#include "core/geometry.h"

#include <algorithm>
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

/// 4 on the centre file down to 0 on the edge files.
int centrality(Square s)
{
    return 4 - std::abs(fileOf(s) - 4);
}

class Evaluator {
public:
    explicit Evaluator(const Board &board) : m_board(board) { }

    Score run()
    {
        Tally sides[2];
        for (Side side : { Side::Red, Side::Black }) {
            for (Square s : m_board.stonesOf(side)) {
                evaluateStone(side, s, sides[index(side)]);
            }
            evaluateSafety(side, sides[index(side)]);
        }
        for (Side side : { Side::Red, Side::Black }) {
            evaluatePalaceDanger(side, sides[index(side)]);
        }
        const int phase = std::min(
            sidePhase(m_board, Side::Red) + sidePhase(m_board, Side::Black), params::MaxPhase);
        const int mg = sides[0].mg - sides[1].mg;
        const int eg = sides[0].eg - sides[1].eg;
        Score red = (mg * phase + eg * (params::MaxPhase - phase)) / params::MaxPhase;
        red = scaleDown(red);
        const Score own = m_board.sideToMove() == Side::Red ? red : -red;
        return own + params::Tempo;
    }

private:
    void evaluateStone(Side side, Square s, Tally &t)
    {
        const Kind kind = m_board.stoneAt(s).kind();
        t.add(params::Material[index(kind)]);
        switch (kind) {
        case Kind::Soldier: soldier(side, s, t); break;
        case Kind::Horse: horse(side, s, t); break;
        case Kind::Chariot: chariot(side, s, t); break;
        case Kind::Cannon: cannon(side, s, t); break;
        case Kind::Advisor:
            if (fileOf(s) == 4) {
                t.add(params::AdvisorCentre);
            }
            break;
        case Kind::Elephant:
            if (fileOf(s) == 4) {
                t.add(params::ElephantCentre);
            }
            break;
        case Kind::General: general(side, s, t); break;
        }
    }

    void soldier(Side side, Square s, Tally &t)
    {
        const int rank = relativeRank(side, s);
        for (Square to : geometry.soldierSteps[s][index(side)]) {
            hitPalace(side, Kind::Soldier, to);
        }
        if (rank == 4) {
            t.add(params::SoldierOwnBank);
        }
        if (onOwnHalf(side, s)) {
            return;
        }
        t.add(params::SoldierCrossed);
        t.add(params::SoldierCentralFile, centrality(s));
        t.add(params::SoldierAdvance[rank]);
        if (rank >= 6 && rank <= 8 && fileOf(s) >= 3 && fileOf(s) <= 5) {
            t.add(params::SoldierNearPalace);
        }
    }

    void horse(Side side, Square s, Tally &t)
    {
        t.add(params::HorseCentralFile, centrality(s));
        t.add(params::HorseAdvance[relativeRank(side, s)]);
        if (fileOf(s) == 0 || fileOf(s) == 8) {
            t.add(params::HorseEdgeFile);
        }
        int free = 0;
        for (const BlockableStep &step : geometry.horseSteps[s]) {
            if (m_board.stoneAt(step.block).isEmpty()) {
                free += !m_board.stoneAt(step.target).belongsTo(side);
                hitPalace(side, Kind::Horse, step.target);
            }
        }
        t.add(params::HorseMobility, free - params::HorseMobilityBase);
        if (free == 0) {
            t.add(params::HorseTrapped);
        }
    }

    void chariot(Side side, Square s, Tally &t)
    {
        int reach = 0;
        for (const auto &ray : geometry.rays[s]) {
            for (Square to : ray) {
                const Stone stone = m_board.stoneAt(to);
                reach += !stone.belongsTo(side);
                hitPalace(side, Kind::Chariot, to);
                if (stone) {
                    break;
                }
            }
        }
        t.add(params::ChariotMobility, reach - params::ChariotMobilityBase);
        const int rank = relativeRank(side, s);
        if (fileOf(s) == 3 || fileOf(s) == 5) {
            t.add(params::ChariotRibFile);
        }
        if (rank == 0 && (fileOf(s) == 0 || fileOf(s) == 8)) {
            t.add(params::ChariotCornerUndeveloped);
        }
        if (rank >= 5 && rank <= 7) {
            t.add(params::ChariotEnemyBank);
        }
        const Square enemyGeneral = m_board.generalSquare(opposite(side));
        if (fileOf(s) == fileOf(enemyGeneral) && stonesBetween(s, enemyGeneral) == 0) {
            t.add(params::OpenPalaceLine);
        }
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
                    hitPalace(side, Kind::Cannon, to);
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
        t.add(params::CannonMobility, slides - params::CannonMobilityBase);
        if (fileOf(s) == 4) {
            t.add(params::CannonCentralFile);
        }
        if (relativeRank(side, s) == 9) {
            t.add(params::CannonBottomRank);
        }
        const Square enemyGeneral = m_board.generalSquare(opposite(side));
        if (fileOf(s) == fileOf(enemyGeneral)) {
            const int between = stonesBetween(s, enemyGeneral);
            if (between == 0) {
                t.add(params::CannonEmptyHead);
            } else if (between == 1) {
                t.add(params::CannonScreenedGeneral);
            }
        }
    }

    void general(Side side, Square s, Tally &t) const
    {
        if (relativeRank(side, s) != 0) {
            t.add(params::GeneralOffHome);
        }
        if (fileOf(s) != 4) {
            t.add(params::GeneralOffFile);
        }
    }

    void hitPalace(Side attacker, Kind kind, Square s)
    {
        if (inPalace(opposite(attacker), s)) {
            m_palaceUnits[index(attacker)] += params::PalaceHitUnits[index(kind)];
        }
    }

    /// Joined attacks on the palace grow quadratically with the units against it.
    void evaluatePalaceDanger(Side side, Tally &t) const
    {
        const int units
            = std::min(m_palaceUnits[index(opposite(side))], params::PalaceDangerMaxUnits);
        t.add(params::PalaceDanger, -units * units / params::PalaceDangerScale);
    }

    /// Enemy attackers across the river weigh against the general's missing defenders.
    void evaluateSafety(Side side, Tally &t) const
    {
        int defenders = 0;
        int attack = 0;
        for (Square s : m_board.stonesOf(side)) {
            const Kind kind = m_board.stoneAt(s).kind();
            defenders += kind == Kind::Advisor || kind == Kind::Elephant;
        }
        for (Square s : m_board.stonesOf(opposite(side))) {
            if (!onOwnHalf(opposite(side), s) || m_board.stoneAt(s).kind() == Kind::Cannon) {
                attack += params::AttackWeight[index(m_board.stoneAt(s).kind())];
            }
        }
        constexpr int FullDefence = 4;
        t.add(params::MissingDefender, -(FullDefence - defenders) * attack);
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

    bool hasAttackers(Side side) const
    {
        for (Square s : m_board.stonesOf(side)) {
            const Kind kind = m_board.stoneAt(s).kind();
            if (kind == Kind::Chariot || kind == Kind::Horse || kind == Kind::Cannon
                || kind == Kind::Soldier) {
                return true;
            }
        }
        return false;
    }

    Score scaleDown(Score red) const
    {
        const Side leader = red > 0 ? Side::Red : Side::Black;
        return hasAttackers(leader) ? red : red / params::NoAttackerScaleDown;
    }

    const Board &m_board;
    int m_palaceUnits[2] = { 0, 0 };
};

} // namespace

int stoneValue(Kind kind)
{
    return params::Material[index(kind)].mg;
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
    return Evaluator(board).run();
}

} // namespace xq
