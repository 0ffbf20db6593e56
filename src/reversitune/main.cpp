// reversi-fit: self-play data for the Reversi evaluation (docs/reversi.md, "Evaluation").
//
//   reversi-fit generate --games N --seed S [--depth D] [--solve-empties E]
//                        [--random-moves MIN MAX] --out POSITIONS
//       plays seeded self-play games and writes their labelled positions.

#include "positionfile.h"
#include "positionsampler.h"

#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

using namespace reversi::tune;

namespace {

int usage()
{
    std::cerr << "usage: reversi-fit generate --games N --seed S [--depth D] [--solve-empties E] "
                 "[--random-moves MIN MAX] --out FILE\n";
    return 2;
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

} // namespace

int main(int argc, char **argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.size() >= 1 && args[0] == "generate") {
        return generate({ args.begin() + 1, args.end() });
    }
    return usage();
}
