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

std::string startFen(const GameTree &game)
{
    const std::string fen = game.startBoard().fen();
    return fen == Board::StartFen ? std::string() : fen;
}

void printGame(const GameSeen &seen)
{
    const GameTree &game = seen.game;
    if (seen.several) {
        std::cout << "\nGame " << seen.number << "\n";
    }
    for (const auto &[key, value] : game.tags().all()) {
        std::cout << key << ": " << value << "\n";
    }
    std::cout << "Result: " << resultText(game.result()) << "\n";
    if (const std::string fen = startFen(game); !fen.empty()) {
        std::cout << "FEN: " << fen << "\n";
    }
    const GameStats stats = statsOf(game);
    std::cout << "Moves: " << stats.mainLine << "\n"
              << "Moves in all: " << stats.all << "\n"
              << "Variations: " << stats.variations << "\n"
              << "Comments: " << stats.comments << "\n";
    if (game.isDiagram()) {
        std::cout << "Diagram: yes (a position no game reaches)\n";
    }
    for (const std::string &warning : game.readWarnings()) {
        std::cout << "Warning: " << warning << "\n";
    }
}

std::string gameJson(const GameSeen &seen)
{
    const GameTree &game = seen.game;
    std::string tags;
    for (const auto &[key, value] : game.tags().all()) {
        tags += (tags.empty() ? "" : ",") + jsonString(key) + ":" + jsonString(value);
    }
    const GameStats stats = statsOf(game);
    const std::string fen = startFen(game);
    return "{\"number\":" + std::to_string(seen.number) + ",\"tags\":{" + tags
        + "},\"result\":" + jsonString(resultText(game.result()))
        + ",\"fen\":" + (fen.empty() ? std::string("null") : jsonString(fen)) + ",\"moves\":"
        + std::to_string(stats.mainLine) + ",\"movesInAll\":" + std::to_string(stats.all)
        + ",\"variations\":" + std::to_string(stats.variations) + ",\"comments\":"
        + std::to_string(stats.comments) + ",\"diagram\":" + (game.isDiagram() ? "true" : "false")
        + ",\"warnings\":" + jsonStrings(game.readWarnings()) + "}";
}

/// The text report of one file: its games as they are read, then what it holds.
FileScan describeFile(const std::string &path, const ReadOptions &options)
{
    const FileScan scan = scanFile(path, options, printGame);
    if (scan.format) {
        std::cout << "\nFormat: " << formatName(*scan.format) << "\n"
                  << "Encoding: " << scan.encodingName() << "\n";
    }
    if (scan.games > 1) {
        std::cout << "Games: " << scan.games << "\n";
    }
    for (const std::string &error : scan.errors) {
        std::cerr << error << "\n";
    }
    return scan;
}

FileScan describeFileJson(const std::string &path, const ReadOptions &options, bool first)
{
    std::string games;
    const FileScan scan = scanFile(path, options,
        [&games](const GameSeen &seen) { games += (games.empty() ? "" : ",\n") + gameJson(seen); });
    std::cout << (first ? "\n" : ",\n") << "{" << jsonFileFields(scan) << ",\"gameInfo\":[\n"
              << games << "]}";
    return scan;
}

} // namespace

int infoCommand(const std::vector<std::string> &rawArgs)
{
    const auto args = parseArguments(rawArgs, {}, { "strict", "json" });
    if (!args || args->positional.empty()) {
        std::cerr << "info: name at least one file or folder\n";
        return ExitUsage;
    }
    ReadOptions options;
    options.strict = args->has("strict");
    const bool json = args->has("json");
    const std::vector<std::string> files = recordFiles(args->positional);
    ProgressLine progress(json ? files.size() : 0);
    ScanTotals totals;
    if (json) {
        std::cout << "{\"files\":[";
    }
    for (std::size_t i = 0; i < files.size(); ++i) {
        progress.show(i, files[i]);
        if (!json && files.size() > 1) {
            std::cout << (i > 0 ? "\n" : "") << "File: " << files[i] << "\n";
        }
        totals.add(
            json ? describeFileJson(files[i], options, i == 0) : describeFile(files[i], options));
        progress.clear();
    }
    if (json) {
        std::cout << "\n],\"summary\":" << totals.json() << "}\n";
    } else if (files.size() > 1) {
        std::cout << "\n" << totals.line() << "\n";
    }
    return totals.anyError() ? ExitRecordError : ExitOk;
}

} // namespace xq::cli
