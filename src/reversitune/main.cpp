// reversi-fit: samples labelled self-play positions, fits one weight vector per phase by least
// squares and writes src/reversi/evalweights.h. It reports the error (in discs) of the old and
// the new weights on held-out games (every tenth game).
//
//   reversi-fit [--games N] [--seed S] [--depth D] [--solve-empties E] [--out FILE]

#include "leastsquares.h"
#include "positionsampler.h"

#include "reversi/evaluation.h"
#include "reversi/evalweights.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>

using namespace reversi;
using namespace reversi::tune;

namespace {

constexpr int HeldOutEvery = 10;
constexpr double Ridge = 1e-4;

using Weights = std::array<std::array<double, FeatureCount>, PhaseCount>;

std::vector<double> featureRow(const LabelledPosition &position)
{
    const Features f = features(position.player, position.opponent);
    return { f.begin(), f.end() };
}

int phaseOfPosition(const LabelledPosition &position)
{
    return phaseOf(popCount(~(position.player | position.opponent)));
}

/// Root mean square error in discs on the held-out games, per phase.
std::array<double, PhaseCount> heldOutError(
    const std::vector<LabelledPosition> &positions, const Weights &weights)
{
    std::array<double, PhaseCount> sum {};
    std::array<int, PhaseCount> count {};
    for (const LabelledPosition &position : positions) {
        if (position.game % HeldOutEvery != 0) {
            continue;
        }
        const int phase = phaseOfPosition(position);
        const std::vector<double> row = featureRow(position);
        double value = 0;
        for (int i = 0; i < FeatureCount; ++i) {
            value += row[i] * weights[phase][i];
        }
        const double error = (value - position.label) / DiscScale;
        sum[phase] += error * error;
        ++count[phase];
    }
    for (int phase = 0; phase < PhaseCount; ++phase) {
        sum[phase] = count[phase] ? std::sqrt(sum[phase] / count[phase]) : 0;
    }
    return sum;
}

Weights fit(const std::vector<LabelledPosition> &positions)
{
    std::vector<LeastSquares> systems(PhaseCount, LeastSquares(FeatureCount));
    for (const LabelledPosition &position : positions) {
        if (position.game % HeldOutEvery != 0) {
            systems[phaseOfPosition(position)].add(featureRow(position), position.label);
        }
    }
    Weights weights {};
    for (int phase = 0; phase < PhaseCount; ++phase) {
        const std::vector<double> solved = systems[phase].solve(Ridge);
        std::copy(solved.begin(), solved.end(), weights[phase].begin());
        std::cerr << "phase " << phase << ": " << systems[phase].rows() << " training positions\n";
    }
    return weights;
}

void writeHeader(const std::string &path, const Weights &weights, const std::string &recipe)
{
    std::ofstream out(path);
    out << "#pragma once\n\n"
           "// The evaluation weights, one row per phase (phase 0: 1-10 empty squares, ..., phase "
           "5:"
           " 51-60),\n"
           "// in hundredths of a disc per unit of each feature, in the order of "
           "reversi::Feature.\n"
           "// Written by reversi-fit (see docs/reversi.md, \"Evaluation\"); do not edit by hand.\n"
           "// "
        << recipe
        << "\n\n#include \"reversi/evaluation.h\"\n\nnamespace reversi {\n\n"
           "inline constexpr std::array<std::array<int, FeatureCount>, PhaseCount> EvalWeights = "
           "{ {\n";
    for (const auto &row : weights) {
        out << "    {";
        for (int i = 0; i < FeatureCount; ++i) {
            out << (i ? ", " : " ") << std::lround(row[i]);
        }
        out << " },\n";
    }
    out << "} };\n\n} // namespace reversi\n";
}

} // namespace

int main(int argc, char **argv)
{
    SamplerSettings settings;
    std::string out = "evalweights.h";
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string option = argv[i];
        const int value = std::atoi(argv[i + 1]);
        if (option == "--games") {
            settings.games = value;
        } else if (option == "--seed") {
            settings.seed = static_cast<unsigned>(value);
        } else if (option == "--depth") {
            settings.searchDepth = value;
        } else if (option == "--solve-empties") {
            settings.solveEmpties = value;
        } else if (option == "--out") {
            out = argv[i + 1];
        } else {
            std::cerr << "usage: reversi-fit [--games N] [--seed S] [--depth D] "
                         "[--solve-empties E] [--out FILE]\n";
            return 2;
        }
    }
    const std::vector<LabelledPosition> positions = samplePositions(settings);
    Weights old {};
    for (int phase = 0; phase < PhaseCount; ++phase) {
        std::copy(EvalWeights[phase].begin(), EvalWeights[phase].end(), old[phase].begin());
    }
    const Weights fitted = fit(positions);
    const auto before = heldOutError(positions, old);
    const auto after = heldOutError(positions, fitted);
    for (int phase = 0; phase < PhaseCount; ++phase) {
        std::printf("phase %d: held-out RMS error %.2f discs (old weights %.2f)\n", phase,
            after[phase], before[phase]);
    }
    const std::string recipe = "reversi-fit --games " + std::to_string(settings.games) + " --seed "
        + std::to_string(settings.seed) + " --depth " + std::to_string(settings.searchDepth)
        + " --solve-empties " + std::to_string(settings.solveEmpties);
    writeHeader(out, fitted, recipe);
    std::printf("wrote %s (%zu positions)\n", out.c_str(), positions.size());
    return 0;
}
