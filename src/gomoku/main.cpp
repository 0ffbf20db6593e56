// gomoku-engine: the Gomocup (Piskvork) protocol brain on stdin/stdout; `gomoku-engine bench
// [depth]` prints the search signature and exits; `gomoku-engine selfplay GAMES SEED [DEPTH
// [RULE]]` writes self-play games for the evaluation's training (selfplay.h) to stdout and
// `gomoku-engine training-rows` turns such games on stdin into training rows (trainingdata.h),
// `gomoku-engine ordering-rows` into the move ordering's (orderingdata.h), `gomoku-engine rescore
// DEPTH` scores their searched moves again by a deeper search (rescore.h);
// `gomoku-engine eval-weights [RULE]` writes a rule's weights in use as a file (evalweightsfile.h);
// `gomoku-engine analyse [--rule RULE] [--size N] [--ms MS] [--depth D] MOVES...` prints what the
// search makes of a position depth by depth (analysis.h).
// Before any of them, `--eval-file PATH` (once per rule) plays with other evaluation weights for
// the file's rule, and then `--net-file PATH` with another net (evalnet.h; `none`: no net for
// any rule); a file that is refused is reported on stderr and the built-in one stays.

#include "gomoku/analysis.h"
#include "gomoku/bench.h"
#include "gomoku/evalnet.h"
#include "gomoku/evalweightsfile.h"
#include "gomoku/gomocupsession.h"
#include "gomoku/orderingdata.h"
#include "gomoku/pointtable.h"
#include "gomoku/rescore.h"
#include "gomoku/selfplay.h"
#include "gomoku/trainingdata.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <string>

namespace {

// `analyse [--rule RULE] [--size N] [--ms MS] [--depth D] MOVES...`
int analyseCommand(int argc, char *argv[])
{
    gomoku::AnalysisRequest request;
    std::string moves;
    for (int i = 0; i < argc; ++i) {
        const std::string argument = argv[i];
        const bool valued = i + 1 < argc;
        if (argument == "--rule" && valued) {
            const auto rule = gomoku::parseRule(argv[++i]);
            if (!rule) {
                std::cerr << "analyse: unknown rule " << argv[i] << '\n';
                return 2;
            }
            request.rule = *rule;
        } else if (argument == "--size" && valued) {
            request.size = std::clamp(std::atoi(argv[++i]), gomoku::MinSize, gomoku::MaxSize);
        } else if (argument == "--ms" && valued) {
            request.timeMs = std::max(1, std::atoi(argv[++i]));
        } else if (argument == "--depth" && valued) {
            request.maxDepth = std::clamp(std::atoi(argv[++i]), 0, 60);
        } else {
            moves += argument + ' ';
        }
    }
    std::string error;
    const auto points = gomoku::parseAnalysisMoves(moves, request.size, error);
    if (!points) {
        std::cerr << "analyse: " << error << '\n';
        return 2;
    }
    request.moves = *points;
    return gomoku::analyse(std::cout, request) ? 0 : 1;
}

} // namespace

int main(int argc, char *argv[])
{
    std::ios::sync_with_stdio(false);
    while (argc >= 3 && std::string(argv[1]) == "--eval-file") {
        std::string error;
        if (!gomoku::useEvalWeightsFile(argv[2], error)) {
            std::cerr << "gomoku-engine: " << error << "; the built-in evaluation stays\n";
        }
        argc -= 2;
        argv += 2;
    }
    if (argc >= 3 && std::string(argv[1]) == "--net-file") {
        std::string error;
        if (!gomoku::EvalNet::useNetFile(argv[2], error)) {
            std::cerr << "gomoku-engine: " << error << "; the built-in net stays\n";
        }
        argc -= 2;
        argv += 2;
    }
    if (argc >= 2 && std::string(argv[1]) == "bench") {
        const int depth = argc >= 3 ? std::atoi(argv[2]) : gomoku::DefaultBenchDepth;
        const auto result = gomoku::runBench(depth > 0 && depth <= 12 ? depth : 6);
        std::cout << "bench: " << result.nodes << " nodes " << result.timeMs << " ms "
                  << result.nps() << " nps\n";
        return 0;
    }
    if (argc >= 2 && std::string(argv[1]) == "analyse") {
        return analyseCommand(argc - 2, argv + 2);
    }
    if (argc >= 2 && std::string(argv[1]) == "eval-weights") {
        const auto rule = argc >= 3 ? gomoku::parseRule(argv[2]) : gomoku::Rule::FreeStyle;
        if (!rule) {
            std::cerr << "eval-weights: unknown rule " << argv[2] << '\n';
            return 2;
        }
        std::cout << gomoku::evalWeightsText({ *rule, gomoku::activeEvalWeights(*rule) });
        return 0;
    }
    if (argc >= 4 && std::string(argv[1]) == "selfplay") {
        gomoku::SelfPlaySettings settings;
        settings.games = std::max(1, std::atoi(argv[2]));
        settings.seed = std::uint32_t(std::strtoul(argv[3], nullptr, 10));
        settings.depth = argc >= 5 ? std::clamp(std::atoi(argv[4]), 1, 12) : settings.depth;
        if (argc >= 6) {
            const auto rule = gomoku::parseRule(argv[5]);
            if (!rule) {
                std::cerr << "selfplay: unknown rule " << argv[5] << '\n';
                return 2;
            }
            settings.rule = *rule;
        }
        gomoku::writeSelfPlay(std::cout, settings);
        return 0;
    }
    if (argc >= 2 && std::string(argv[1]) == "training-rows") {
        std::string error;
        if (!gomoku::writeTrainingRows(std::cin, std::cout, error)) {
            std::cerr << "training-rows: " << error << '\n';
            return 1;
        }
        return 0;
    }
    if (argc >= 2 && std::string(argv[1]) == "ordering-rows") {
        std::string error;
        if (!gomoku::writeOrderingRows(std::cin, std::cout, error)) {
            std::cerr << "ordering-rows: " << error << '\n';
            return 1;
        }
        return 0;
    }
    if (argc >= 3 && std::string(argv[1]) == "rescore") {
        std::string error;
        if (!gomoku::rescoreSelfPlayGames(
                std::cin, std::cout, std::clamp(std::atoi(argv[2]), 1, 12), error)) {
            std::cerr << "rescore: " << error << '\n';
            return 1;
        }
        return 0;
    }
    gomoku::GomocupSession session(std::cin, std::cout);
    session.run();
    return 0;
}
