#include "commands.h"

#include "core/records.h"

#include <iostream>

namespace xq::cli {

int validateCommand(const std::vector<std::string> &args)
{
    if (args.empty()) {
        std::cerr << "validate: name at least one file\n";
        return ExitUsage;
    }
    int failures = 0;
    for (const std::string &path : args) {
        const auto game = loadRecord(path);
        if (!game.ok()) {
            std::cout << game.error() << "\n";
            ++failures;
            continue;
        }
        std::cout << path << ": ok, " << game->mainLine().size() << " moves in the main line, "
                  << game->moveCount() << " in all\n";
    }
    return failures == 0 ? ExitOk : ExitRecordError;
}

} // namespace xq::cli
