#include "reversi/endgamesolver.h"

#include "reversi/evaluation.h"

namespace reversi {

namespace {

/// Up to this many empties the solver walks the empty squares directly.
constexpr int ShallowEmpties = 6;
/// From this many empties on, results go to the transposition table.
constexpr int TableEmpties = 9;
/// From this many empties on, the table is asked about each move's position before searching.
constexpr int TranspositionCutoffEmpties = 10;
constexpr int Infinity = 65;
/// Beyond any evaluation, in hundredths of a disc.
constexpr int ValueBound = Infinity * DiscScale;
/// Where the ordering of a node's moves adds a shallow search of the position after each move:
/// one ply from 14 empties, two plies from 18 and three from 22 (fewest nodes and CPU time on
/// FFO #42-48 among the steps tried). The nodes near the root are few, and their order decides
/// the size of everything below them.
constexpr std::array<int, 3> OrderingDepthEmpties = { 14, 18, 22 };
constexpr int OrderingValueScale = 8;

int orderingDepth(int empties)
{
    int depth = 0;
    for (const int threshold : OrderingDepthEmpties) {
        depth += empties >= threshold;
    }
    return depth;
}

constexpr std::array<Bitboard, 4> Quadrants = { 0x000000000F0F0F0FULL, 0x00000000F0F0F0F0ULL,
    0x0F0F0F0F00000000ULL, 0xF0F0F0F000000000ULL };

/// The quadrant of a square: bit 0 for the e-h files, bit 1 for ranks 5-8.
constexpr int quadrantOf(int square)
{
    return ((square >> 2) & 1) | ((square >> 4) & 2);
}

/// The quadrants holding an odd number of empty squares, one bit each; a move flips its
/// quadrant's bit, so the search carries it down instead of counting.
int parityOf(Bitboard empty)
{
    int parity = 0;
    for (int quadrant = 0; quadrant < 4; ++quadrant) {
        parity |= (popCount(empty & Quadrants[quadrant]) & 1) << quadrant;
    }
    return parity;
}

/// The squares of the quadrants in a parity mask: moving there first tends to leave the last
/// move of each region to us.
constexpr std::array<Bitboard, 16> makeParityRegions()
{
    std::array<Bitboard, 16> regions {};
    for (int parity = 0; parity < 16; ++parity) {
        for (int quadrant = 0; quadrant < 4; ++quadrant) {
            if (parity & (1 << quadrant)) {
                regions[parity] |= Quadrants[quadrant];
            }
        }
    }
    return regions;
}
constexpr std::array<Bitboard, 16> ParityRegions = makeParityRegions();

constexpr std::array<Bitboard, SquareCount> makeNeighbours()
{
    std::array<Bitboard, SquareCount> table {};
    for (int square = 0; square < SquareCount; ++square) {
        table[square] = neighbours(squareBit(square));
    }
    return table;
}
constexpr std::array<Bitboard, SquareCount> Neighbours = makeNeighbours();

} // namespace

int finalScore(Bitboard player, Bitboard opponent)
{
    const int mine = popCount(player);
    const int theirs = popCount(opponent);
    const int empties = SquareCount - mine - theirs;
    return mine > theirs ? mine - theirs + empties : mine < theirs ? mine - theirs - empties : 0;
}

EndgameSolver::EndgameSolver(TranspositionTable &table, SearchControl &control)
    : m_table(table), m_control(control)
{
}

SolveResult EndgameSolver::solve(Bitboard player, Bitboard opponent, bool winLossDrawOnly)
{
    SolveResult result = solveRoot(player, opponent, -1, 1);
    if (winLossDrawOnly || !result.complete || result.score == 0) {
        return result;
    }
    // The sign is known: the exact margin lies on that side of zero.
    return result.score > 0 ? solveRoot(player, opponent, 0, Infinity)
                            : solveRoot(player, opponent, -Infinity, 0);
}

int EndgameSolver::value(Bitboard player, Bitboard opponent, int alpha, int beta)
{
    return search(player, opponent, alpha, beta, popCount(~(player | opponent)));
}

SolveResult EndgameSolver::solveRoot(Bitboard player, Bitboard opponent, int alpha, int beta)
{
    const Bitboard legal = legalMoves(player, opponent);
    const int empties = popCount(~(player | opponent));
    if (legal == 0) {
        const bool over = legalMoves(opponent, player) == 0;
        const int score = over ? finalScore(player, opponent)
                               : -search(opponent, player, -beta, -alpha, empties);
        return { over ? NoMove : PassMove, score, !m_control.stopped() };
    }
    const std::optional<TableEntry> entry = m_table.probe(positionKey(player, opponent));
    MoveList moves(legal, player, opponent);
    orderMoves(moves, player, opponent, entry ? entry->move : NoMove, empties);
    SolveResult result { moves.begin()->square, -Infinity, false };
    for (const ScoredMove &move : moves) {
        const Bitboard nextPlayer = opponent ^ move.flipped;
        const Bitboard nextOpponent = player | move.flipped | squareBit(move.square);
        const int bound = std::max(alpha, result.score);
        int score = -search(nextPlayer, nextOpponent, -bound - 1, -bound, empties - 1);
        if (score > bound && score < beta) {
            score = -search(nextPlayer, nextOpponent, -beta, -score, empties - 1);
        }
        if (m_control.stopped()) {
            return result;
        }
        if (score > result.score) {
            result.score = score;
            result.move = move.square;
            if (score >= beta) {
                break;
            }
        }
    }
    result.complete = true;
    return result;
}

int EndgameSolver::search(Bitboard player, Bitboard opponent, int alpha, int beta, int empties)
{
    if (empties <= ShallowEmpties) {
        const Bitboard empty = ~(player | opponent);
        return searchShallow(player, opponent, alpha, beta, empty, empties, parityOf(empty));
    }
    if (m_control.countNode()) {
        return 0;
    }
    const Bitboard legal = legalMoves(player, opponent);
    if (legal == 0) {
        if (legalMoves(opponent, player) == 0) {
            return finalScore(player, opponent);
        }
        return -search(opponent, player, -beta, -alpha, empties);
    }
    // Stability cutoff: the opponent's stable discs cap what we can reach. They are no more
    // than all its discs, so most nodes need not count them.
    if (SquareCount - 2 * popCount(opponent) <= alpha) {
        const int ceiling = SquareCount - 2 * popCount(stableDiscs(opponent, player));
        if (ceiling <= alpha) {
            return ceiling;
        }
    }
    const std::uint64_t key = empties >= TableEmpties ? positionKey(player, opponent) : 0;
    Move hashMove = NoMove;
    if (key) {
        if (const std::optional<TableEntry> entry = m_table.probe(key)) {
            hashMove = entry->move;
            if (settles(*entry, alpha, beta)) {
                return entry->score;
            }
        }
    }
    MoveList moves(legal, player, opponent);
    if (empties >= TranspositionCutoffEmpties) {
        if (const int cut = transpositionCutoff(moves, player, opponent, beta); cut >= beta) {
            return cut;
        }
    }
    orderMoves(moves, player, opponent, hashMove, empties);
    int best = -Infinity;
    Move bestMove = NoMove;
    const int originalAlpha = alpha;
    for (const ScoredMove &move : moves) {
        const Bitboard nextPlayer = opponent ^ move.flipped;
        const Bitboard nextOpponent = player | move.flipped | squareBit(move.square);
        int score;
        if (best == -Infinity) {
            score = -search(nextPlayer, nextOpponent, -beta, -alpha, empties - 1);
        } else {
            score = -search(nextPlayer, nextOpponent, -alpha - 1, -alpha, empties - 1);
            if (score > alpha && score < beta) {
                score = -search(nextPlayer, nextOpponent, -beta, -score, empties - 1);
            }
        }
        if (score > best) {
            best = score;
            bestMove = move.square;
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) {
                    break;
                }
            }
        }
    }
    if (key && !m_control.stopped()) {
        m_table.store(key, best, empties, boundOf(best, originalAlpha, beta), bestMove);
    }
    return best;
}

int EndgameSolver::searchShallow(Bitboard player, Bitboard opponent, int alpha, int beta,
    Bitboard empty, int empties, int parity)
{
    if (empties == 1) {
        m_control.countNode();
        return lastSquare(player, opponent, firstSquare(empty));
    }
    if (empties == 2) {
        const int first = firstSquare(empty);
        return lastTwo(player, opponent, alpha, beta, first, firstSquare(empty & (empty - 1)));
    }
    m_control.countNode();
    int best = -Infinity;
    const Bitboard odd = empty & ParityRegions[parity];
    // Odd regions first, then the rest: two passes over the empty squares.
    for (const Bitboard part : { odd, empty & ~odd }) {
        for (Bitboard rest = part; rest; rest &= rest - 1) {
            const int square = firstSquare(rest);
            if ((Neighbours[square] & opponent) == 0) {
                continue; // no disc of the opponent next to it: nothing to flip
            }
            const Bitboard flipped = flips(square, player, opponent);
            if (flipped == 0) {
                continue;
            }
            const int score = -searchShallow(opponent ^ flipped,
                player | flipped | squareBit(square), -beta, -std::max(alpha, best),
                empty ^ squareBit(square), empties - 1, parity ^ (1 << quadrantOf(square)));
            if (score > best) {
                best = score;
                if (best >= beta) {
                    return best;
                }
            }
        }
    }
    if (best == -Infinity) {
        if (legalMoves(opponent, player) == 0) {
            return finalScore(player, opponent);
        }
        return -searchShallow(opponent, player, -beta, -alpha, empty, empties, parity);
    }
    return best;
}

int EndgameSolver::lastTwo(
    Bitboard player, Bitboard opponent, int alpha, int beta, int first, int second, bool passed)
{
    m_control.countNode();
    int best = -Infinity;
    if (const Bitboard flipped
        = (Neighbours[first] & opponent) ? flips(first, player, opponent) : 0) {
        m_control.countNode();
        best = -lastSquare(opponent ^ flipped, player | flipped | squareBit(first), second);
        if (best >= beta) {
            return best;
        }
    }
    if (const Bitboard flipped
        = (Neighbours[second] & opponent) ? flips(second, player, opponent) : 0) {
        m_control.countNode();
        best = std::max(
            best, -lastSquare(opponent ^ flipped, player | flipped | squareBit(second), first));
    }
    if (best == -Infinity) {
        // No move: the opponent plays on, or neither can and the game is over.
        return passed ? finalScore(player, opponent)
                      : -lastTwo(opponent, player, -beta, -alpha, first, second, true);
    }
    return best;
}

int EndgameSolver::lastSquare(Bitboard player, Bitboard opponent, int square)
{
    // With one empty square the score follows from its flips alone.
    const int difference = popCount(player) - popCount(opponent);
    if (const Bitboard mine = flips(square, player, opponent)) {
        return difference + 2 * popCount(mine) + 1;
    }
    if (const Bitboard theirs = flips(square, opponent, player)) {
        return difference - 2 * popCount(theirs) - 1;
    }
    return difference > 0 ? difference + 1 : difference < 0 ? difference - 1 : 0;
}

int EndgameSolver::transpositionCutoff(
    const MoveList &moves, Bitboard player, Bitboard opponent, int beta) const
{
    // A move whose position the table already knows to be at most -beta for the opponent
    // fails high here without a search (enhanced transposition cutoff).
    for (const ScoredMove &move : moves) {
        const Bitboard nextPlayer = opponent ^ move.flipped;
        const Bitboard nextOpponent = player | move.flipped | squareBit(move.square);
        const std::optional<TableEntry> entry
            = m_table.probe(positionKey(nextPlayer, nextOpponent));
        if (entry && entry->bound != Bound::Lower && -entry->score >= beta) {
            return -entry->score;
        }
    }
    return -Infinity;
}

void EndgameSolver::orderMoves(
    MoveList &moves, Bitboard player, Bitboard opponent, Move hashMove, int empties) const
{
    // Fastest first: the fewer replies (corners counted twice) the better, corners preferred;
    // far from the end also the better shallow search value.
    for (ScoredMove &move : moves) {
        const Bitboard nextPlayer = opponent ^ move.flipped;
        const Bitboard nextOpponent = player | move.flipped | squareBit(move.square);
        const Bitboard replies = legalMoves(nextPlayer, nextOpponent);
        move.key = -16 * (popCount(replies) + popCount(replies & Corners))
            + ((squareBit(move.square) & Corners) ? 8 : 0)
            + (move.square == hashMove ? 1 << 20 : 0);
        if (empties >= OrderingDepthEmpties[0]) {
            move.key -= shallowValue(nextPlayer, nextOpponent, -ValueBound, ValueBound,
                            orderingDepth(empties))
                / OrderingValueScale;
        }
    }
    moves.sort();
}

int EndgameSolver::shallowValue(
    Bitboard player, Bitboard opponent, int alpha, int beta, int depth) const
{
    if (depth == 0) {
        return evaluate(player, opponent);
    }
    const Bitboard legal = legalMoves(player, opponent);
    if (legal == 0) {
        return legalMoves(opponent, player) == 0
            ? finalScore(player, opponent) * DiscScale
            : -shallowValue(opponent, player, -beta, -alpha, depth);
    }
    int best = -ValueBound;
    for (Bitboard rest = legal; rest; rest &= rest - 1) {
        const int square = firstSquare(rest);
        const Bitboard flipped = flips(square, player, opponent);
        const int score = -shallowValue(opponent ^ flipped, player | flipped | squareBit(square),
            -beta, -std::max(alpha, best), depth - 1);
        if (score > best) {
            best = score;
            if (best >= beta) {
                break;
            }
        }
    }
    return best;
}

} // namespace reversi
