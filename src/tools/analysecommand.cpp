// xiangqi-cli analyse: reviews every game of a record file with the built-in engine or an
// external UCI/UCCI engine and writes the games back with marks, scores and better lines.

#include "tools/cliarguments.h"
#include "tools/commands.h"

#include "analysis/builtinanalysisengine.h"
#include "analysis/externalanalysisengine.h"
#include "analysis/gamereview.h"
#include "records/records.h"

#include <initializer_list>
#include <iostream>
#include <memory>
#include <string_view>
#include <utility>

namespace xq::cli {

namespace {

constexpr int DefaultMoveTimeMs = 1000;

// The value of option `--name` among `choices` (the first is the default); a message and
// nullopt for a word that is none of them.
template <typename Value>
std::optional<Value> choiceOption(const Arguments &args, const std::string &name,
    std::initializer_list<std::pair<std::string_view, Value>> choices)
{
    const auto it = args.options.find(name);
    if (it == args.options.end()) {
        return choices.begin()->second;
    }
    std::string words;
    for (const auto &[word, value] : choices) {
        if (it->second == word) {
            return value;
        }
        words += (words.empty() ? "" : ", ") + std::string(word);
    }
    std::cerr << "analyse: --" << name << " must be one of " << words << "\n";
    return std::nullopt;
}

std::optional<Notation> notationOption(const Arguments &args)
{
    return choiceOption<Notation>(args, "format",
        { { "chinese", Notation::Chinese }, { "wxf", Notation::Wxf }, { "iccs", Notation::Iccs } });
}

std::optional<MarkStyle> marksOption(const Arguments &args)
{
    return choiceOption<MarkStyle>(
        args, "marks", { { "symbols", MarkStyle::Symbols }, { "nags", MarkStyle::Nags } });
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
