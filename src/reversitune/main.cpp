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
//       src/reversi/probcutmodel.h;
//   reversi-fit book [--depth D] [--plies P] [--margin CENTIDISCS] [--width K]
//                    [--start-plies S] [--roots TRANSCRIPTS] --out BOOK
//       builds the opening book by a deviation search from the standard start (S plies deep)
//       and from each line of TRANSCRIPTS (P plies past it) and writes a book file
//       (src/reversi/book/reversi.book is the built-in one).

#include "bookbuilder.h"
#include "patternfitter.h"
#include "positionfile.h"
#include "positionsampler.h"
#include "probcutfitter.h"

#include "reversi/evaluation.h"
#include "reversi/recordformats.h"

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
                 "--out FILE POSITIONS...\n"
                 "       reversi-fit book [--depth D] [--plies P] [--margin CENTIDISCS] "
                 "[--width K] [--start-plies S] [--roots TRANSCRIPTS] --out FILE\n";
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

bool writeBytes(const std::string &path, const std::vector<std::uint8_t> &bytes)
{
    std::ofstream file(path, std::ios::binary);
    file.write(reinterpret_cast<const char *>(bytes.data()), std::streamsize(bytes.size()));
    if (!file) {
        std::cerr << "reversi-fit: cannot write " << path << "\n";
        return false;
    }
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
    if (!writeBytes(out, weights.toBytes())) {
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

/// The positions after each line of a file of transcripts ("f5d6c3...", '#' starts a comment).
bool readRoots(const std::string &path, int plies, std::vector<BookRoot> &roots)
{
    std::ifstream in(path);
    if (!in) {
        std::cerr << "reversi-fit: cannot open " << path << "\n";
        return false;
    }
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (const auto comment = line.find('#'); comment != std::string::npos) {
            line.erase(comment);
        }
        if (line.find_first_not_of(" \t\r") == std::string::npos) {
            continue;
        }
        const reversi::RecordResult read = reversi::readTranscript(line);
        if (!read.game) {
            std::cerr << "reversi-fit: " << path << ":" << number << ": " << read.error << "\n";
            return false;
        }
        roots.push_back({ read.game->position(), plies });
    }
    return true;
}

int book(const std::vector<std::string> &args)
{
    BookSettings settings;
    std::string out;
    std::string rootsPath;
    int startPlies = 0;
    for (std::size_t i = 0; i + 1 < args.size(); i += 2) {
        const std::string &option = args[i];
        const int value = std::atoi(args[i + 1].c_str());
        if (option == "--depth") {
            settings.depth = value;
        } else if (option == "--plies") {
            settings.plies = value;
        } else if (option == "--margin") {
            settings.marginCentidiscs = value;
        } else if (option == "--width") {
            settings.width = value;
        } else if (option == "--start-plies") {
            startPlies = value;
        } else if (option == "--roots") {
            rootsPath = args[i + 1];
        } else if (option == "--out") {
            out = args[i + 1];
        } else {
            return usage();
        }
    }
    if (out.empty() || settings.depth < 1 || settings.width < 1) {
        return usage();
    }
    std::vector<BookRoot> roots { { reversi::Board::start(), startPlies } };
    if (!rootsPath.empty() && !readRoots(rootsPath, settings.plies, roots)) {
        return 1;
    }
    const reversi::OpeningBook book = buildBook(roots, settings, [](std::size_t searched) {
        if (searched % 50 == 0) {
            std::cout << searched << " positions searched" << std::endl;
        }
    });
    if (!writeBytes(out, book.toBytes())) {
        return 1;
    }
    std::cout << "wrote " << out << " (" << book.size() << " positions)\n";
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
    if (args[0] == "book") {
        return book(rest);
    }
    return usage();
}
