#include "app/gamemodes.h"

#include "app/gomoku/gomokumode.h"
#include "app/puzzles/puzzlemode.h"
#include "app/reversi/reversimode.h"
#include "app/xiangqi/xiangqimode.h"

std::vector<GameMode *> createGameModes(GameHost &host, QObject *parent)
{
    return { new XiangqiMode(host, parent), new GomokuMode(host, parent),
        new ReversiMode(host, parent), new PuzzleMode(host, parent) };
}
