// reversi-fit: the recipe of the Reversi pattern evaluation and of multi-ProbCut's model
// (docs/reversi.md, "Evaluation" and "Multi-ProbCut").
//
//   reversi-fit generate --games N --seed S [--depth D] [--solve-empties E]
//                        [--random-moves MIN MAX] [--eval-file WEIGHTS] --out POSITIONS
//       plays seeded self-play games (with the built-in weights or WEIGHTS) and writes their
//       labelled positions;
//   reversi-fit fit [--epochs N] [--prior P] [--neighbours S] --out WEIGHTS POSITIONS...
//       fits the pattern weights to the positions (every tenth game held out) and writes a
//       weights file (src/reversi/weights/reversi.eval is the built-in one);
//   reversi-fit probcut [--positions N] [--depth D] [--eval-file WEIGHTS] --out HEADER
//                       POSITIONS...
//       measures shallow against deep searches on N positions a stage and writes
//       src/reversi/probcutmodel.h.

#include "patternfitter.h"
#include "positionfile.h"
#include "positionsampler.h"
#include "probcutfitter.h"

#include "reversi/evaluation.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

using namespace reversi::tune;

namespace {

int usage()
{
    std::cerr << "usage: reversi-fit generate --games N --seed S [--depth D] [--solve-empties E] "
                 "[--random-moves MIN MAX] [--eval-file FILE] --out FILE\n"
                 "       reversi-fit fit [--epochs N] [--prior P] [--neighbours S] --out FILE "
                 "POSITIONS...\n"
                 "       reversi-fit probcut [--positions N] [--depth D] [--eval-file FILE] "
                 "--out FILE POSITIONS...\n";
    return 2;
}

bool useEvalFile(const std::string &path)
{
    std::string error;
    auto weights = reversi::PatternWeights::fromFile(path, error);
    if (!weights) {
        std::cerr << "reversi-fit: " << error << "\n";
        return false;
    }
    reversi::installWeights(std::make_shared<reversi::PatternWeights>(std::move(*weights)));
    return true;
}

bool appendPositions(const std::string &path, std::vector<LabelledPosition> &positions)
{
    std::string error;
    const auto read = readPositions(path, error);
    if (!read) {
        std::cerr << "reversi-fit: " << error << "\n";
        return false;
    }
    positions.insert(positions.end(), read->begin(), read->end());
    return true;
}

int generate(const std::vector<std::string> &args)
{
    SamplerSettings settings;
    std::string out;
    for (std::size_t i = 0; i + 1 < args.size(); i += 2) {
        const std::string &option = args[i];
        const int value = std::atoi(args[i + 1].c_str());
        if (option == "--games") {
            settings.games = value;
        } else if (option == "--seed") {
            settings.seed = static_cast<unsigned>(value);
        } else if (option == "--depth") {
            settings.searchDepth = value;
        } else if (option == "--solve-empties") {
            settings.solveEmpties = value;
        } else if (option == "--random-moves" && i + 2 < args.size()) {
            settings.minRandomMoves = value;
            settings.maxRandomMoves = std::atoi(args[++i + 1].c_str());
        } else if (option == "--eval-file") {
            if (!useEvalFile(args[i + 1])) {
                return 1;
            }
        } else if (option == "--out") {
            out = args[i + 1];
        } else {
            return usage();
        }
    }
    if (out.empty() || settings.maxRandomMoves < settings.minRandomMoves) {
        return usage();
    }
    PositionWriter writer(out);
    if (!writer.ok()) {
        std::cerr << "reversi-fit: cannot write " << out << "\n";
        return 1;
    }
    samplePositions(settings, [&](const auto &positions) { writer.write(positions); });
    return 0;
}

int fit(const std::vector<std::string> &args)
{
    FitSettings settings;
    std::string out;
    std::vector<LabelledPosition> positions;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const bool hasValue = i + 1 < args.size();
        if (args[i] == "--epochs" && hasValue) {
            settings.epochs = std::atoi(args[++i].c_str());
        } else if (args[i] == "--prior" && hasValue) {
            settings.priorCount = std::atof(args[++i].c_str());
        } else if (args[i] == "--neighbours" && hasValue) {
            settings.neighbourStages = std::atoi(args[++i].c_str());
        } else if (args[i] == "--out" && hasValue) {
            out = args[++i];
        } else if (!appendPositions(args[i], positions)) {
            return 1;
        }
    }
    if (out.empty() || positions.empty()) {
        return usage();
    }
    const reversi::PatternWeights weights = fitPatterns(positions, settings, std::cout);
    const std::vector<std::uint8_t> bytes = weights.toBytes();
    std::ofstream file(out, std::ios::binary);
    file.write(reinterpret_cast<const char *>(bytes.data()), std::streamsize(bytes.size()));
    if (!file) {
        std::cerr << "reversi-fit: cannot write " << out << "\n";
        return 1;
    }
    std::cout << "wrote " << out << " (" << positions.size() << " positions)\n";
    return 0;
}

int probcut(const std::vector<std::string> &args)
{
    ProbCutSettings settings;
    std::string out;
    std::string recipe = "reversi-fit probcut";
    std::vector<LabelledPosition> positions;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const bool hasValue = i + 1 < args.size();
        recipe += " " + std::filesystem::path(args[i]).filename().string();
        if (args[i] == "--positions" && hasValue) {
            settings.positionsPerStage = std::atoi(args[i + 1].c_str());
        } else if (args[i] == "--depth" && hasValue) {
            settings.depth = std::atoi(args[i + 1].c_str());
        } else if (args[i] == "--eval-file" && hasValue) {
            if (!useEvalFile(args[i + 1])) {
                return 1;
            }
        } else if (args[i] == "--out" && hasValue) {
            out = args[i + 1];
        } else if (appendPositions(args[i], positions)) {
            continue;
        } else {
            return 1;
        }
        recipe += " " + std::filesystem::path(args[++i]).filename().string();
    }
    if (out.empty() || positions.empty() || settings.depth < reversi::ProbCutMinDepth
        || settings.depth > reversi::ProbCutMaxDepth) {
        return usage();
    }
    const reversi::ProbCutTable table = fitProbCut(positions, settings, std::cout);
    if (!writeProbCutHeader(out, table, recipe)) {
        std::cerr << "reversi-fit: cannot write " << out << "\n";
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
        return usage();
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (args[0] == "generate") {
        return generate(rest);
    }
    if (args[0] == "fit") {
        return fit(rest);
    }
    if (args[0] == "probcut") {
        return probcut(rest);
    }
    return usage();
}
