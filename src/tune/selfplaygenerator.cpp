#include "tune/selfplaygenerator.h"

#include "core/rulesjudge.h"
#include "engine/nnuenetwork.h"

#include <cstdlib>

namespace xq::tune {

namespace {

constexpr int TableMegabytes = 16;
constexpr int MaxGamePlies = 300;
/// A score this far from even for this many plies in a row decides the game.
constexpr int AdjudicateScore = 2000;
constexpr int AdjudicatePlies = 4;

GameResult resultOf(Outcome outcome)
{
    switch (outcome) {
    case Outcome::RedWins: return GameResult::RedWins;
    case Outcome::BlackWins: return GameResult::BlackWins;
    default: return GameResult::Draw;
    }
}

} // namespace

SelfPlayGenerator::SelfPlayGenerator(SelfPlayOptions options)
    : m_options(options), m_table(TableMegabytes), m_search(m_table, m_ordering, m_stop)
{
    m_search.setNetwork(options.network);
}

std::vector<NnueRecord> SelfPlayGenerator::playGame(int gameIndex)
{
    std::mt19937_64 random(m_options.seed * 1000003u + static_cast<std::uint64_t>(gameIndex));
    m_table.clear();
    m_ordering.clear();
    Board board = Board::startPosition();
    std::vector<NnueRecord> records;
    if (!playRandomOpening(board, random)) {
        return records;
    }
    const GameResult result = playOut(board, records);
    for (NnueRecord &record : records) {
        record.setResult(result);
    }
    return records;
}

bool SelfPlayGenerator::playRandomOpening(Board &board, std::mt19937_64 &random) const
{
    const int least = m_options.randomPlies / 2;
    const int plies = least + static_cast<int>(random() % static_cast<unsigned>(least + 1));
    for (int i = 0; i < plies; ++i) {
        MoveList moves;
        board.generateLegal(moves);
        if (moves.size() == 0 || RulesJudge::judge(board).isOver()) {
            return false;
        }
        board.makeMove(moves[static_cast<int>(random() % static_cast<unsigned>(moves.size()))]);
    }
    return true;
}

GameResult SelfPlayGenerator::playOut(Board &board, std::vector<NnueRecord> &records)
{
    SearchLimits limits;
    limits.nodes = static_cast<std::uint64_t>(m_options.nodes);
    limits.depth = m_options.depth;
    int decidedPlies = 0;
    int lastSign = 0;
    for (int ply = 0; ply < MaxGamePlies; ++ply) {
        const Verdict verdict = RulesJudge::judge(board);
        if (verdict.isOver()) {
            return resultOf(verdict.outcome);
        }
        m_table.newSearch();
        m_ordering.age();
        const SearchOutcome outcome = m_search.run(board, limits, 1, {});
        const Move best = outcome.best.move;
        const Score score = outcome.rootMoves.front().score;
        const int redScore = board.sideToMove() == Side::Red ? score : -score;
        const int sign = std::abs(redScore) >= AdjudicateScore ? (redScore > 0 ? 1 : -1) : 0;
        decidedPlies = sign != 0 && sign == lastSign ? decidedPlies + 1 : (sign != 0 ? 1 : 0);
        lastSign = sign;
        if (decidedPlies >= AdjudicatePlies) {
            return sign > 0 ? GameResult::RedWins : GameResult::BlackWins;
        }
        if (!board.inCheck() && !board.stoneAt(best.to()) && !isMateScore(score)) {
            records.push_back(NnueRecord::make(board, score, GameResult::Draw));
        }
        board.makeMove(best);
    }
    return GameResult::Draw;
}

} // namespace xq::tune
