#include "app/network/netboard.h"

#include "app/puzzles/gomokupuzzleboard.h"
#include "app/puzzles/reversipuzzleboard.h"
#include "app/puzzles/xiangqipuzzleboard.h"

#include "core/board.h"
#include "gomoku/position.h"
#include "puzzles/gomokupuzzles.h"
#include "reversi/board.h"

using namespace xq::net;

std::string netStartPosition(const GameKind &kind)
{
    switch (kind.name) {
    case GameName::Gomoku: return puzzles::gomokuPositionText(gomoku::Position(15, kind.rule));
    case GameName::Reversi: return reversi::Board::start().toText();
    case GameName::Xiangqi: break;
    }
    return xq::Board::startPosition().fen();
}

std::unique_ptr<PuzzleBoard> makeNetBoard(const GameKind &kind)
{
    std::unique_ptr<PuzzleBoard> board;
    switch (kind.name) {
    case GameName::Gomoku: board = std::make_unique<GomokuPuzzleBoard>(); break;
    case GameName::Reversi: board = std::make_unique<ReversiPuzzleBoard>(); break;
    case GameName::Xiangqi: board = std::make_unique<XiangqiPuzzleBoard>(); break;
    }
    board->setPosition(netStartPosition(kind));
    return board;
}
