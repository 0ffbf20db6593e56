#include "app/network/netrecord.h"

#include "gomoku/gamerecord.h"
#include "records/gametree.h"
#include "records/records.h"
#include "reversi/gamerecord.h"
#include "reversi/recordformats.h"

using namespace xq;
using namespace xq::net;

namespace {

struct Players {
    std::string first; ///< the side that moved first: Red, or Black's stones
    std::string second;
};

Players playersOf(const Session &session)
{
    const bool first = session.mySide() == Side::Red;
    return { first ? session.playerName() : session.peerName(),
        first ? session.peerName() : session.playerName() };
}

std::string xiangqiRecord(const Session &session)
{
    GameTree tree;
    NodeId node = GameTree::Root;
    Board board = Board::startPosition();
    for (const std::string &iccs : session.moves()) {
        const Move move = *Move::fromIccs(iccs);
        node = tree.addMove(board, node, move, AddMode::MainLine);
        board.makeMove(move);
    }
    const Players players = playersOf(session);
    tree.tags().set("Red", players.first);
    tree.tags().set("Black", players.second);
    tree.tags().set("Event", "Network game " + session.gameId());
    if (const auto &end = session.end()) {
        tree.setResult(end->outcome == Outcome::RedWins ? GameResult::RedWins
                : end->outcome == Outcome::BlackWins    ? GameResult::BlackWins
                                                        : GameResult::Draw);
    }
    const Result<std::string> text = writeRecord(tree, RecordFormat::Pgn);
    return text.ok() ? *text : std::string();
}

std::string gomokuRecord(const Session &session)
{
    gomoku::GameRecord record;
    for (const std::string &name : session.moves()) {
        record.moves.push_back(*gomoku::parsePointName(name, record.size));
    }
    const Players players = playersOf(session);
    record.black = players.first;
    record.white = players.second;
    return gomoku::writePsq(record);
}

std::string reversiRecord(const Session &session)
{
    reversi::GameRecord record;
    for (const std::string &name : session.moves()) {
        record.play(reversi::parseMove(name));
    }
    const Players players = playersOf(session);
    record.blackName = players.first;
    record.whiteName = players.second;
    return reversi::writeGgf(record);
}

} // namespace

std::string netRecord(const Session &session)
{
    switch (session.game().name) {
    case GameName::Gomoku: return gomokuRecord(session);
    case GameName::Reversi: return reversiRecord(session);
    case GameName::Xiangqi: break;
    }
    return xiangqiRecord(session);
}

std::string_view netRecordSuffix(GameName game)
{
    switch (game) {
    case GameName::Gomoku: return "psq";
    case GameName::Reversi: return "ggf";
    case GameName::Xiangqi: break;
    }
    return "pgn";
}
