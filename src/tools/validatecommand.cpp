#include "tools/commands.h"
#include "tools/filegames.h"

#include <iostream>

namespace xq::cli {

namespace {

/// "ok, 7 moves in the main line, 9 in all" for one game; totals for several.
std::string summary(const FileGames &file)
{
    std::size_t mainLine = 0;
    int all = 0;
    for (const NumberedGame &g : file.read) {
        mainLine += g.game.mainLine().size();
        all += g.game.moveCount();
    }
    if (file.count == 1) {
        return "ok, " + std::to_string(mainLine) + " moves in the main line, " + std::to_string(all)
            + " in all";
    }
    return std::to_string(file.read.size()) + " of " + std::to_string(file.count) + " games ok, "
        + std::to_string(mainLine) + " moves in the main lines, " + std::to_string(all) + " in all";
}

} // namespace

int validateCommand(const std::vector<std::string> &args)
{
    if (args.empty()) {
        std::cerr << "validate: name at least one file\n";
        return ExitUsage;
    }
    bool failed = false;
    for (const std::string &path : args) {
        const FileGames file = loadFileGames(path);
        for (const std::string &error : file.errors) {
            std::cout << error << "\n";
        }
        if (!file.read.empty()) {
            std::cout << path << ": " << summary(file) << "\n";
        }
        failed = failed || !file.errors.empty();
    }
    return failed ? ExitRecordError : ExitOk;
}

} // namespace xq::cli
