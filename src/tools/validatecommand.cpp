#include "tools/cliarguments.h"
#include "tools/commands.h"
#include "tools/filescan.h"
#include "tools/jsontext.h"
#include "tools/progressline.h"
#include "tools/recordfilelist.h"
#include "tools/scantotals.h"

#include <iostream>

namespace xq::cli {

namespace {

/// "ok, 7 moves in the main line, 9 in all" for one game; totals for several.
std::string summary(const FileScan &scan)
{
    if (scan.games == 1) {
        return "ok, " + std::to_string(scan.moves) + " moves in the main line, "
            + std::to_string(scan.movesInAll) + " in all";
    }
    return std::to_string(scan.read) + " of " + std::to_string(scan.games) + " games ok, "
        + std::to_string(scan.moves) + " moves in the main lines, "
        + std::to_string(scan.movesInAll) + " in all";
}

void printText(const FileScan &scan, const std::vector<std::string> &warnings)
{
    for (const std::string &error : scan.errors) {
        std::cout << error << "\n";
    }
    for (const std::string &warning : warnings) {
        std::cout << warning << "\n";
    }
    if (scan.read > 0) {
        std::cout << (scan.path == "-" ? "(standard input)" : scan.path) << ": " << summary(scan)
                  << "\n";
    }
}

} // namespace

int validateCommand(const std::vector<std::string> &rawArgs)
{
    const auto args = parseArguments(rawArgs, {}, { "strict", "json" });
    if (!args || args->positional.empty()) {
        std::cerr << "validate: name at least one file or folder\n";
        return ExitUsage;
    }
    ReadOptions options;
    options.strict = args->has("strict");
    const bool json = args->has("json");
    const std::vector<std::string> files = recordFiles(args->positional);
    ProgressLine progress(files.size());
    ScanTotals totals;
    if (json) {
        std::cout << "{\"files\":[";
    }
    for (std::size_t i = 0; i < files.size(); ++i) {
        progress.show(i, files[i]);
        std::vector<std::string> warnings;
        const FileScan scan = scanFile(files[i], options, [&warnings, json](const GameSeen &seen) {
            for (const std::string &warning : seen.game.readWarnings()) {
                warnings.push_back(seen.prefix + (json ? "" : "warning: ") + warning);
            }
        });
        totals.add(scan);
        progress.clear();
        if (json) {
            std::cout << (i > 0 ? ",\n" : "\n") << "{" << jsonFileFields(scan)
                      << ",\"warnings\":" << jsonStrings(warnings) << "}";
        } else {
            printText(scan, warnings);
        }
    }
    if (json) {
        std::cout << "\n],\"summary\":" << totals.json() << "}\n";
    } else {
        std::cout << totals.line() << "\n";
    }
    return totals.anyError() ? ExitRecordError : ExitOk;
}

} // namespace xq::cli
