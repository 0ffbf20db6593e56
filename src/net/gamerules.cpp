#include "net/gamerules.h"

#include "core/board.h"
#include "core/rulesjudge.h"
#include "gomoku/board.h"
#include "gomoku/renjujudge.h"
#include "reversi/board.h"

namespace xq::net {

namespace {

Outcome winnerOf(Side side)
{
    return side == Side::Red ? Outcome::RedWins : Outcome::BlackWins;
}

class XiangqiRules : public GameRules {
public:
    GameKind kind() const override { return {}; }
    Side sideToMove() const override { return m_board.sideToMove(); }
    int ply() const override { return m_board.gamePly(); }
    bool isLegal(std::string_view move) const override
    {
        const std::optional<Move> parsed = Move::fromIccs(move);
        return parsed && m_board.canMove(parsed->from(), parsed->to());
    }
    void play(std::string_view move) override { m_board.makeMove(*Move::fromIccs(move)); }
    void undo() override
    {
        if (m_board.gamePly() > 0) {
            m_board.unmakeMove();
        }
    }
    std::vector<std::string> moves() const override
    {
        std::vector<std::string> out;
        for (std::size_t i = 1; i < m_board.history().size(); ++i) {
            out.push_back(m_board.history()[i].move.toIccs());
        }
        return out;
    }
    std::optional<GameEnd> verdict() const override
    {
        const Verdict verdict = RulesJudge::judge(m_board);
        if (!verdict.isOver()) {
            return std::nullopt;
        }
        return GameEnd { verdict.outcome, EndCause::Rules, verdict.reason };
    }

private:
    Board m_board = Board::startPosition();
};

class GomokuRules : public GameRules {
public:
    explicit GomokuRules(gomoku::Rule rule) : m_rule(rule) { }

    GameKind kind() const override { return { GameName::Gomoku, m_rule }; }
    Side sideToMove() const override { return sideOf(m_board.sideToMove()); }
    int ply() const override { return m_board.stoneCount(); }
    bool isLegal(std::string_view move) const override
    {
        // Only the one spelling moves() gives, so two programs' move lists compare as text.
        const std::optional<gomoku::Point> point = gomoku::parsePointName(move, m_board.size());
        if (!point || gomoku::pointName(*point, m_board.size()) != move
            || m_board.at(*point) != gomoku::Stone::Empty || verdict()) {
            return false;
        }
        // Under renju black may not play a forbidden point (double-three, double-four,
        // overline); the judge lets a five through.
        return m_rule != gomoku::Rule::Renju || m_board.sideToMove() != gomoku::Stone::Black
            || !gomoku::RenjuJudge::isForbidden(m_board, gomoku::Board::indexOf(*point));
    }
    void play(std::string_view move) override
    {
        m_board.play(gomoku::Board::indexOf(*gomoku::parsePointName(move, m_board.size())));
    }
    void undo() override { m_board.undo(); }
    std::vector<std::string> moves() const override
    {
        std::vector<std::string> out;
        for (const gomoku::PlacedStone &placed : m_board.history()) {
            out.push_back(gomoku::pointName(gomoku::Board::pointOf(placed.index), m_board.size()));
        }
        return out;
    }
    std::optional<GameEnd> verdict() const override
    {
        if (m_board.history().empty()) {
            return std::nullopt;
        }
        const gomoku::PlacedStone &last = m_board.history().back();
        if (!m_board.winningLine(last.index, m_rule).empty()) {
            GameEnd end { winnerOf(sideOf(last.stone)), EndCause::Rules, EndReason::None };
            end.boardEnd = BoardEnd::Five;
            return end;
        }
        if (m_board.isFull()) {
            GameEnd end { Outcome::Draw, EndCause::Rules, EndReason::None };
            end.boardEnd = BoardEnd::BoardFull;
            return end;
        }
        return std::nullopt;
    }

private:
    static Side sideOf(gomoku::Stone stone)
    {
        return stone == gomoku::Stone::Black ? Side::Red : Side::Black;
    }

    gomoku::Rule m_rule;
    gomoku::Board m_board { 15 };
};

class ReversiRules : public GameRules {
public:
    GameKind kind() const override { return { GameName::Reversi }; }
    Side sideToMove() const override
    {
        return m_board.sideToMove() == reversi::Color::Black ? Side::Red : Side::Black;
    }
    int ply() const override { return static_cast<int>(m_played.size()); }
    bool isLegal(std::string_view move) const override
    {
        const reversi::Move parsed = reversi::parseMove(move);
        return parsed != reversi::NoMove && reversi::moveName(parsed) == move
            && !m_board.isGameOver() && m_board.isLegal(parsed);
    }
    void play(std::string_view move) override
    {
        reversi::Undo undo;
        m_board.makeMove(reversi::parseMove(move), undo);
        m_played.push_back(undo);
    }
    void undo() override
    {
        if (!m_played.empty()) {
            m_board.undoMove(m_played.back());
            m_played.pop_back();
        }
    }
    std::vector<std::string> moves() const override
    {
        std::vector<std::string> out;
        for (const reversi::Undo &played : m_played) {
            out.push_back(reversi::moveName(played.move));
        }
        return out;
    }
    std::optional<GameEnd> verdict() const override
    {
        if (!m_board.isGameOver()) {
            return std::nullopt;
        }
        GameEnd end;
        end.boardEnd = BoardEnd::NoMoves;
        end.redDiscs = reversi::popCount(m_board.discs(reversi::Color::Black));
        end.blackDiscs = reversi::popCount(m_board.discs(reversi::Color::White));
        end.outcome = end.redDiscs > end.blackDiscs ? Outcome::RedWins
            : end.redDiscs < end.blackDiscs         ? Outcome::BlackWins
                                                    : Outcome::Draw;
        return end;
    }
    bool mustPass() const override { return m_board.mustPass(); }

private:
    reversi::Board m_board = reversi::Board::start();
    std::vector<reversi::Undo> m_played;
};

} // namespace

std::unique_ptr<GameRules> makeRules(const GameKind &kind)
{
    switch (kind.name) {
    case GameName::Gomoku: return std::make_unique<GomokuRules>(kind.rule);
    case GameName::Reversi: return std::make_unique<ReversiRules>();
    case GameName::Xiangqi: break;
    }
    return std::make_unique<XiangqiRules>();
}

} // namespace xq::net
