// xiangqi-cli analyse: reviews every game of a record file with the built-in engine or an
// external UCI/UCCI engine and writes the games back with marks, scores and better lines.

#include "tools/cliarguments.h"
#include "tools/commands.h"

#include "analysis/builtinanalysisengine.h"
#include "analysis/externalanalysisengine.h"
#include "analysis/gamereview.h"
#include "records/records.h"

#include <iostream>
#include <memory>

namespace xq::cli {

namespace {

constexpr int DefaultMoveTimeMs = 1000;

std::optional<Notation> notationOption(const Arguments &args)
{
    const auto it = args.options.find("format");
    if (it == args.options.end() || it->second == "chinese") {
        return Notation::Chinese;
    }
    if (it->second == "wxf") {
        return Notation::Wxf;
    }
    if (it->second == "iccs") {
        return Notation::Iccs;
    }
    std::cerr << "analyse: --format must be chinese, wxf or iccs\n";
    return std::nullopt;
}

std::optional<MarkStyle> marksOption(const Arguments &args)
{
    const auto it = args.options.find("marks");
    if (it == args.options.end() || it->second == "symbols") {
        return MarkStyle::Symbols;
    }
    if (it->second == "nags") {
        return MarkStyle::Nags;
    }
    std::cerr << "analyse: --marks must be symbols or nags\n";
    return std::nullopt;
}

std::unique_ptr<AnalysisEngine> engineOption(const Arguments &args)
{
    const auto it = args.options.find("engine");
    if (it == args.options.end() || it->second == "builtin") {
        return std::make_unique<BuiltinAnalysisEngine>();
    }
    client::EngineConfig config;
    config.name = it->second;
    config.command = it->second;
    if (const auto protocol = args.options.find("protocol"); protocol != args.options.end()) {
        config.dialect = client::parseDialect(protocol->second);
        if (!config.dialect) {
            std::cerr << "analyse: --protocol must be uci, uci-fsf or ucci\n";
            return nullptr;
        }
    }
    return std::make_unique<ExternalAnalysisEngine>(config);
}

// Reviews game `number` (of `count`) in place; false (after a message) when the engine failed.
bool analyseGame(GameTree &game, int number, int count, AnalysisEngine &engine, int moveTimeMs,
    Notation notation)
{
    const std::atomic<bool> never { false };
    const GameReview review
        = reviewGame(game, engine, moveTimeMs, never, [number, count](int done, int total) {
              std::cerr << "\rgame " << number << "/" << count << ": position " << done << "/"
                        << total << std::flush;
          });
    std::cerr << "\n";
    if (!review.error.empty()) {
        std::cerr << "analyse: game " << number << ": " << review.error << "\n";
        return false;
    }
    annotateGame(game, review, notation);
    int marks[3] = { 0, 0, 0 };
    for (const MoveReview &move : review.moves) {
        if (move.mark != MoveMark::None) {
            ++marks[static_cast<int>(move.mark) - 1];
        }
    }
    std::cerr << "game " << number << ": " << marks[2] << " ??, " << marks[1] << " ?, " << marks[0]
              << " ?!\n";
    return true;
}

} // namespace

int analyseCommand(const std::vector<std::string> &args)
{
    const auto parsed
        = parseArguments(args, { "engine", "protocol", "movetime", "format", "marks" });
    if (!parsed || parsed->positional.size() != 2) {
        std::cerr << "usage: xiangqi-cli analyse IN OUT [--engine builtin|COMMAND] "
                     "[--protocol uci|ucci|uci-fsf] [--movetime MS] [--format chinese|wxf|iccs] "
                     "[--marks symbols|nags]\n";
        return ExitUsage;
    }
    const auto notation = notationOption(*parsed);
    const auto marks = marksOption(*parsed);
    const int moveTimeMs = parsed->options.contains("movetime")
        ? std::atoi(parsed->options.at("movetime").c_str())
        : DefaultMoveTimeMs;
    auto engine = engineOption(*parsed);
    if (!notation || !marks || !engine || moveTimeMs <= 0) {
        std::cerr << (moveTimeMs <= 0 ? "analyse: --movetime must be a positive number\n" : "");
        return ExitUsage;
    }
    const std::string &in = parsed->positional[0];
    auto file = loadGames(in);
    if (!file) {
        std::cerr << file.error() << "\n";
        return ExitRecordError;
    }
    if (const auto started = engine->start(); !started) {
        std::cerr << "analyse: " << started.error() << "\n";
        return ExitRecordError;
    }
    std::vector<GameTree> games;
    bool allDone = true;
    const int count = static_cast<int>(file->size());
    for (int number = 1; number <= count; ++number) {
        auto &game = (*file)[static_cast<std::size_t>(number - 1)];
        if (!game) {
            std::cerr << in << ": game " << number << ": " << game.error() << "\n";
            allDone = false;
            continue;
        }
        // An engine that failed on the last game is started again for the next.
        const bool ready = engine->isReady() || engine->start().ok();
        allDone
            = ready && analyseGame(*game, number, count, *engine, moveTimeMs, *notation) && allDone;
        games.push_back(*game);
    }
    WriteOptions options;
    options.notation = *notation;
    options.marks = *marks;
    if (const auto error = saveRecords(games, parsed->positional[1], options)) {
        std::cerr << *error << "\n";
        return ExitRecordError;
    }
    return allDone ? ExitOk : ExitRecordError;
}

} // namespace xq::cli
