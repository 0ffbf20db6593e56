#include "tools/commands.h"
#include "tools/filegames.h"

#include <iostream>

namespace xq::cli {

namespace {

/// Nodes that start a variation (every continuation but the first).
int variationCount(const GameTree &game)
{
    int count = 0;
    std::vector<NodeId> pending { GameTree::Root };
    while (!pending.empty()) {
        const auto &kids = game.children(pending.back());
        pending.pop_back();
        count += kids.empty() ? 0 : static_cast<int>(kids.size()) - 1;
        pending.insert(pending.end(), kids.begin(), kids.end());
    }
    return count;
}

void printGame(const GameTree &game)
{
    for (const auto &[key, value] : game.tags().all()) {
        std::cout << key << ": " << value << "\n";
    }
    std::cout << "Result: " << resultText(game.result()) << "\n";
    if (game.startBoard().fen() != Board::StartFen) {
        std::cout << "FEN: " << game.startBoard().fen() << "\n";
    }
    std::cout << "Moves: " << game.mainLine().size() << "\n"
              << "Variations: " << variationCount(game) << "\n";
}

} // namespace

int infoCommand(const std::vector<std::string> &args)
{
    if (args.size() != 1) {
        std::cerr << "info: name exactly one file\n";
        return ExitUsage;
    }
    const FileGames file = loadFileGames(args.front());
    if (file.count > 1) {
        std::cout << "Games: " << file.count << "\n";
    }
    for (const NumberedGame &g : file.read) {
        if (file.count > 1) {
            std::cout << "\nGame " << g.number << "\n";
        }
        printGame(g.game);
    }
    for (const std::string &error : file.errors) {
        std::cerr << error << "\n";
    }
    return file.errors.empty() ? ExitOk : ExitRecordError;
}

} // namespace xq::cli
