// xiangqi-tune: fits the evaluation weights to positions scored by a reference engine.
//   positions: quiet positions of game records, as FEN lines (to be scored by
//              scripts/label-positions);
//   fit:       Texel tuning of the weights of params.h on the scored positions;
//   gennnue:   self-play training data for the neural evaluation (scripts/nnue-train.py).

#include "tune/positionsampler.h"
#include "tune/selfplaygenerator.h"
#include "tune/texelfit.h"

#include "engine/nnuenetwork.h"
#include "records/records.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace xq;
using namespace xq::tune;

constexpr int ExitOk = 0;
constexpr int ExitFailure = 1;
constexpr int ExitUsage = 2;

void printUsage()
{
    std::cerr << "usage:\n"
                 "  xiangqi-tune positions [--skip PLIES] [--stride N] FILE...\n"
                 "      quiet positions of the games' main lines, as FEN lines on stdout\n"
                 "      (default: the first 8 plies skipped, every quiet position kept)\n"
                 "  xiangqi-tune fit [--passes N] [--holdout N] [--keep FIELD,...] LABELLED\n"
                 "      Texel fit of the evaluation weights on FEN;score lines; every N-th\n"
                 "      position (default 10) is held out for validation; the params.h\n"
                 "      members named by --keep (e.g. Material,Tempo) stay as they are\n"
                 "  xiangqi-tune gennnue [--games N] [--nodes N] [--depth D] [--seed S]\n"
                 "                       [--random-plies N] [--net 0|1] [--net-file NET] OUT\n"
                 "      self-play games from random openings; their quiet positions with the\n"
                 "      search's score and the game's result, as NNUE training records in OUT;\n"
                 "      --net 1: the search evaluates with the built-in net, --net-file with\n"
                 "      the net in NET (default: the hand-written evaluation)\n"
                 "exit codes: 0 success, 1 unreadable input, 2 usage error\n";
}

std::optional<int> numberAtLeast(std::string_view text, int least)
{
    try {
        std::size_t used = 0;
        const int n = std::stoi(std::string(text), &used);
        if (used == text.size() && n >= least) {
            return n;
        }
    } catch (const std::exception &) {
    }
    return std::nullopt;
}

/// A `--name N` option: where N goes and the least N allowed.
struct NumberOption {
    std::string_view name;
    int *value;
    int least;
};

/// Reads the options into their values; the other arguments are operands. Returns false, having
/// said why, on an unknown option or a bad number.
bool parseOptions(const std::vector<std::string> &args, const std::vector<NumberOption> &options,
    std::vector<std::string> &operands)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i].rfind("--", 0) != 0) {
            operands.push_back(args[i]);
            continue;
        }
        const auto option = std::find_if(options.begin(), options.end(),
            [&](const NumberOption &o) { return args[i] == o.name; });
        if (option == options.end()) {
            std::cerr << "unknown option " << args[i] << "\n";
            return false;
        }
        const auto n
            = i + 1 < args.size() ? numberAtLeast(args[i + 1], option->least) : std::nullopt;
        if (!n) {
            std::cerr << args[i] << " needs a number, at least " << option->least << "\n";
            return false;
        }
        *option->value = *n;
        ++i;
    }
    return true;
}

/// Removes `name` and the text after it from `args` and returns that text; nullopt when `name`
/// is not there, an empty text when nothing follows it.
std::optional<std::string> takeTextOption(std::vector<std::string> &args, std::string_view name)
{
    const auto at = std::find(args.begin(), args.end(), name);
    if (at == args.end()) {
        return std::nullopt;
    }
    const std::string value = std::next(at) == args.end() ? std::string() : *std::next(at);
    args.erase(at, std::next(at) == args.end() ? args.end() : std::next(at, 2));
    return value;
}

int positionsCommand(const std::vector<std::string> &args)
{
    SamplingOptions options;
    std::vector<std::string> files;
    if (!parseOptions(args,
            { { "--skip", &options.skipPlies, 0 }, { "--stride", &options.stride, 1 } }, files)
        || files.empty()) {
        printUsage();
        return ExitUsage;
    }
    PositionSampler sampler(options);
    int games = 0;
    for (const std::string &file : files) {
        const auto loaded = loadGames(file);
        if (!loaded) {
            std::cerr << loaded.error() << "\n";
            return ExitFailure;
        }
        for (std::size_t i = 0; i < loaded->size(); ++i) {
            if (!(*loaded)[i]) {
                std::cerr << file << ": skipped " << gameError(*loaded, i) << "\n";
                continue;
            }
            sampler.addGame(*(*loaded)[i]);
            ++games;
        }
    }
    for (const std::string &fen : sampler.fens()) {
        std::cout << fen << "\n";
    }
    std::cerr << sampler.fens().size() << " positions from " << games << " games\n";
    return ExitOk;
}

void printErrors(const char *when, const TexelProblem &training, const TexelProblem &validation,
    const EvalParams &params, double k)
{
    std::printf("%s: training error %.6f, validation error %.6f\n", when, training.error(params, k),
        validation.error(params, k));
}

/// Takes `--keep A,B` out of `args` into the member names it lists; false, having said why, when
/// one is not a member of EvalParams.
bool takeKeptFields(std::vector<std::string> &args, std::vector<std::string> &kept)
{
    const auto option = std::find(args.begin(), args.end(), "--keep");
    if (option == args.end() || option + 1 == args.end()) {
        return option == args.end();
    }
    std::stringstream list(*(option + 1));
    for (std::string field; std::getline(list, field, ',');) {
        if (!isEvalField(field)) {
            std::cerr << "--keep: no weight is called " << field << "\n";
            return false;
        }
        kept.push_back(field);
    }
    args.erase(option, option + 2);
    return true;
}

int fitCommand(std::vector<std::string> args)
{
    int passes = 40;
    int holdout = 10;
    std::vector<std::string> kept;
    std::vector<std::string> files;
    if (!takeKeptFields(args, kept)
        || !parseOptions(args, { { "--passes", &passes, 0 }, { "--holdout", &holdout, 2 } }, files)
        || files.size() != 1) {
        printUsage();
        return ExitUsage;
    }
    auto positions = loadLabelledPositions(files.front());
    if (!positions) {
        std::cerr << positions.error() << "\n";
        return ExitFailure;
    }
    Split split = splitForValidation(std::move(*positions), holdout, 20261122);
    if (split.training.empty() || split.validation.empty()) {
        std::cerr << files.front() << ": too few positions to hold some out\n";
        return ExitFailure;
    }
    const TexelProblem training(std::move(split.training));
    const TexelProblem validation(std::move(split.validation));
    const EvalParams defaults = params::Eval;
    const double k = training.fitScale(defaults);
    std::printf("%zu training and %zu validation positions; scale k = %.4f\n", training.size(),
        validation.size(), k);
    printErrors("before", training, validation, defaults, k);

    const auto started = std::chrono::steady_clock::now();
    FitOptions options;
    options.maxPasses = passes;
    options.onPass = [&](int pass, double error) {
        const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(
            std::chrono::steady_clock::now() - started);
        std::printf("pass %d: training error %.6f (%llds)\n", pass, error,
            static_cast<long long>(seconds.count()));
        std::fflush(stdout);
    };
    const EvalParams tuned
        = fit(training, defaults, without(evalTunables(defaults), kept), k, options);
    printErrors("after", training, validation, tuned, k);
    std::cout << "\n// The tuned EvalParams members, for src/engine/params.h:\n";
    printEvalParams(std::cout, tuned);
    return ExitOk;
}

/// Points `options.network` at the net gennnue was asked for: the built-in one (`--net 1`) or
/// the one read from `--net-file` into `holder`. False, with the reason said, when it does not
/// read.
bool chooseNet(bool builtIn, const std::optional<std::string> &file,
    std::optional<NnueNetwork> &holder, SelfPlayOptions &options)
{
    if (file) {
        auto read = NnueNetwork::fromFile(*file);
        if (!read.ok()) {
            std::cerr << read.error() << "\n";
            return false;
        }
        holder = std::move(*read);
        options.network = &*holder;
    } else if (builtIn) {
        options.network = NnueNetwork::builtIn();
        if (!options.network) {
            std::cerr << "the built-in net does not read\n";
            return false;
        }
    }
    return true;
}

int genNnueCommand(std::vector<std::string> args)
{
    int games = 100;
    int seed = 1;
    int net = 0;
    SelfPlayOptions options;
    std::vector<std::string> files;
    const std::optional<std::string> netFile = takeTextOption(args, "--net-file");
    if (!parseOptions(args,
            { { "--games", &games, 1 }, { "--nodes", &options.nodes, 0 },
                { "--depth", &options.depth, 0 }, { "--seed", &seed, 0 },
                { "--random-plies", &options.randomPlies, 0 }, { "--net", &net, 0 } },
            files)
        || files.size() != 1 || (options.nodes == 0 && options.depth == 0) || net > 1
        || (netFile && (netFile->empty() || net == 1))) {
        printUsage();
        return ExitUsage;
    }
    options.seed = static_cast<std::uint64_t>(seed);
    std::optional<NnueNetwork> fileNet;
    if (!chooseNet(net == 1, netFile, fileNet, options)) {
        return ExitFailure;
    }
    std::ofstream out(files.front(), std::ios::binary);
    if (!out) {
        std::cerr << files.front() << ": cannot write\n";
        return ExitFailure;
    }
    writeNnueHeader(out);
    SelfPlayGenerator generator(options);
    long positions = 0;
    const auto started = std::chrono::steady_clock::now();
    for (int game = 0; game < games; ++game) {
        for (const NnueRecord &record : generator.playGame(game)) {
            writeNnueRecord(out, record);
            ++positions;
        }
        out.flush();
        const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(
            std::chrono::steady_clock::now() - started);
        std::cerr << "game " << game + 1 << "/" << games << ": " << positions << " positions, "
                  << seconds.count() << " s\n";
    }
    return out ? ExitOk : ExitFailure;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        printUsage();
        return ExitUsage;
    }
    const std::string_view command = argv[1];
    const std::vector<std::string> args(argv + 2, argv + argc);
    if (command == "positions") {
        return positionsCommand(args);
    }
    if (command == "fit") {
        return fitCommand(args);
    }
    if (command == "gennnue") {
        return genNnueCommand(args);
    }
    if (command != "--help" && command != "-h" && command != "help") {
        std::cerr << "unknown command " << command << "\n";
    }
    printUsage();
    return command == "--help" || command == "-h" || command == "help" ? ExitOk : ExitUsage;
}
