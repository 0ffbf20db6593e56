#include "match/gamerunner.h"

#include <cstdio>
#include <cstdlib>

namespace xq::match {

namespace {

constexpr auto ReadyTimeout = std::chrono::milliseconds(10000);
constexpr int MateScore = 30000;

std::string outcomeWinner(Outcome outcome)
{
    return outcome == Outcome::RedWins ? "Red" : outcome == Outcome::BlackWins ? "Black" : "";
}

std::string codeOf(EndReason reason)
{
    switch (reason) {
    case EndReason::Checkmate: return "checkmate";
    case EndReason::Stalemate: return "stalemate";
    case EndReason::PerpetualCheck: return "perpetual-check";
    case EndReason::PerpetualChase: return "perpetual-chase";
    case EndReason::Repetition: return "repetition";
    case EndReason::NaturalMoveLimit: return "60-move-rule";
    case EndReason::InsufficientMaterial: return "insufficient-material";
    case EndReason::Resignation: return "resignation";
    case EndReason::TimeForfeit: return "time-forfeit";
    case EndReason::None: break;
    }
    return "none";
}

std::string codeOf(client::SearchStatus status)
{
    switch (status) {
    case client::SearchStatus::Timeout: return "time-forfeit";
    case client::SearchStatus::Crashed: return "crash";
    case client::SearchStatus::Malformed: return "malformed-move";
    case client::SearchStatus::Illegal: return "illegal-move";
    case client::SearchStatus::NoMove: return "no-move";
    case client::SearchStatus::Move: break;
    }
    return "none";
}

/// The reported score in centipawns, mates as large scores.
std::optional<int> centipawns(const client::SearchInfo &info)
{
    if (info.scoreMate) {
        return *info.scoreMate > 0 ? MateScore - *info.scoreMate : -MateScore - *info.scoreMate;
    }
    return info.scoreCp;
}

/// Have the last `count` entries all passed the test?
template <typename Test> bool lastAll(const std::vector<int> &scores, int count, Test test)
{
    if (count <= 0 || static_cast<int>(scores.size()) < count) {
        return false;
    }
    for (auto it = scores.end() - count; it != scores.end(); ++it) {
        if (!test(*it)) {
            return false;
        }
    }
    return true;
}

} // namespace

std::string moveComment(const client::SearchInfo &info, long long elapsedMs)
{
    char time[32];
    std::snprintf(time, sizeof time, "%.3fs", elapsedMs / 1000.0);
    if (!info.hasScore()) {
        return time;
    }
    char score[48];
    if (info.scoreMate) {
        std::snprintf(score, sizeof score, "%sM%d", *info.scoreMate >= 0 ? "+" : "-",
            std::abs(*info.scoreMate));
    } else {
        std::snprintf(score, sizeof score, "%+.2f", *info.scoreCp / 100.0);
    }
    return std::string(score) + "/" + std::to_string(info.depth.value_or(0)) + " " + time;
}

GameRunner::GameRunner(const GameSetup &setup)
    : m_setup(setup), m_redClock(setup.red.spec->tc), m_blackClock(setup.black.spec->tc)
{
}

void GameRunner::finish(GameRecord &record, Outcome outcome, std::string reason, std::string code)
{
    record.outcome = outcome;
    record.reason = std::move(reason);
    record.reasonCode = std::move(code);
}

void GameRunner::lose(
    GameRecord &record, Side side, const std::string &what, const std::string &code)
{
    const auto &player = side == Side::Red ? m_setup.red : m_setup.black;
    finish(record, side == Side::Red ? Outcome::BlackWins : Outcome::RedWins,
        what + " by " + player.spec->client.name, code);
}

bool GameRunner::ask(const Board &board, const std::vector<Move> &moves, GameRecord &record)
{
    const Side side = board.sideToMove();
    const GamePlayer &player = side == Side::Red ? m_setup.red : m_setup.black;
    GameClock &clock = side == Side::Red ? m_redClock : m_blackClock;
    const int moveIndex = static_cast<int>(record.comments.size()) / 2;
    const auto limits = searchLimits(player.spec->tc, m_redClock, m_blackClock, moveIndex);
    const auto result = player.client->search(
        m_setup.opening->start, moves, limits, std::chrono::milliseconds(clock.timeoutMs()));
    if (result.status != client::SearchStatus::Move) {
        (side == Side::Red ? record.redFault : record.blackFault)
            = result.status == client::SearchStatus::Timeout
            || result.status == client::SearchStatus::Crashed;
        lose(record, side,
            std::string(client::describe(result.status)) + " (" + result.detail + ")",
            codeOf(result.status));
        return false;
    }
    if (!clock.charge(result.elapsed.count())) {
        lose(record, side, "time forfeit (" + std::to_string(result.elapsed.count()) + " ms)",
            "time-forfeit");
        return false;
    }
    record.comments.push_back(moveComment(result.info, result.elapsed.count()));
    if (const auto score = centipawns(result.info)) {
        (side == Side::Red ? m_scores.red : m_scores.black).push_back(*score);
    }
    Board next = board;
    next.makeMove(result.move);
    record.finalBoard = next;
    return true;
}

bool GameRunner::adjudicate(GameRecord &record)
{
    const int fullMoves = static_cast<int>(record.comments.size()) / 2;
    if (const auto &resign = m_setup.resign) {
        for (const Side side : { Side::Red, Side::Black }) {
            const auto &own = side == Side::Red ? m_scores.red : m_scores.black;
            const auto &other = side == Side::Red ? m_scores.black : m_scores.red;
            const bool losing
                = lastAll(own, resign->moveCount, [&](int s) { return s <= -resign->score; });
            const bool winning = !resign->twoSided
                || lastAll(other, resign->moveCount, [&](int s) { return s >= resign->score; });
            if (losing && winning) {
                lose(record, side, "resign adjudication", "adjudication-resign");
                return true;
            }
        }
    }
    if (const auto &draw = m_setup.draw; draw && fullMoves >= draw->moveNumber) {
        const auto even = [&](int s) { return std::abs(s) <= draw->score; };
        if (lastAll(m_scores.red, draw->moveCount, even)
            && lastAll(m_scores.black, draw->moveCount, even)) {
            finish(record, Outcome::Draw, "draw adjudication", "adjudication-draw");
            return true;
        }
    }
    if (m_setup.maxMoves > 0 && fullMoves >= m_setup.maxMoves) {
        finish(record, Outcome::Draw, "move limit", "move-limit");
        return true;
    }
    return false;
}

GameRecord GameRunner::play()
{
    const auto begin = client::Clock::now();
    GameRecord record;
    Board board = m_setup.opening->start;
    std::vector<Move> moves = m_setup.opening->moves;
    for (const Move m : moves) {
        board.makeMove(m);
    }
    record.finalBoard = board;
    for (const Side side : { Side::Red, Side::Black }) {
        const auto &player = side == Side::Red ? m_setup.red : m_setup.black;
        if (auto ready = player.client->newGame(ReadyTimeout); !ready) {
            (side == Side::Red ? record.redFault : record.blackFault) = true;
            lose(record, side, "engine not ready (" + ready.error() + ")", "crash");
            return record;
        }
    }
    for (;;) {
        const Verdict verdict = RulesJudge::judge(board);
        if (verdict.isOver()) {
            const std::string winner = outcomeWinner(verdict.outcome);
            finish(record, verdict.outcome,
                (winner.empty() ? "" : winner + " wins: ") + RulesJudge::describe(verdict.reason),
                codeOf(verdict.reason));
            break;
        }
        if (adjudicate(record)) {
            break;
        }
        if (m_setup.stop && m_setup.stop->load()) {
            finish(record, Outcome::Ongoing, "match stopped", "stopped");
            break;
        }
        if (!ask(board, moves, record)) {
            break;
        }
        board = record.finalBoard;
        moves.push_back(board.lastMove());
    }
    record.durationMs
        = std::chrono::duration_cast<std::chrono::milliseconds>(client::Clock::now() - begin)
              .count();
    return record;
}

} // namespace xq::match
