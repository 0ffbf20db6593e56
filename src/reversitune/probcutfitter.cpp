#include "probcutfitter.h"

#include "reversi/search.h"

#include <cmath>
#include <fstream>
#include <ostream>

namespace reversi::tune {

namespace {

/// The midgame values of a position at depths 1..depth (index = depth).
std::vector<int> valuesByDepth(Search &search, const LabelledPosition &position, int depth)
{
    std::vector<int> values(depth + 1);
    SearchLimits limits;
    limits.depth = depth;
    limits.exactEmpties = 0;
    limits.probCut = false;
    search.clear();
    const auto board = Board::fromDiscs(position.player, position.opponent, Color::Black);
    search.think(*board, limits, [&](const SearchResult &result) {
        if (result.depth <= depth) {
            values[result.depth] = result.score;
        }
    });
    return values;
}

struct Moments {
    double count = 0;
    double sum = 0;
    double squares = 0;

    void add(double x)
    {
        ++count;
        sum += x;
        squares += x * x;
    }
    double mean() const { return sum / count; }
    double deviation() const { return std::sqrt(std::max(0.0, squares / count - mean() * mean())); }
};

/// The stage's row: measured depths as measured, deeper ones on the line through the spreads.
std::array<ProbCutModel, ProbCutMaxDepth + 1> stageModel(
    const std::vector<Moments> &byDepth, int measuredDepth)
{
    std::array<ProbCutModel, ProbCutMaxDepth + 1> row {};
    Moments line; // least squares of sigma on depth
    double sumXY = 0;
    for (int d = ProbCutMinDepth; d <= measuredDepth; ++d) {
        row[d] = { int(std::lround(byDepth[d].mean())), int(std::lround(byDepth[d].deviation())) };
        line.add(d);
        sumXY += d * byDepth[d].deviation();
    }
    double sigmaMean = 0;
    for (int d = ProbCutMinDepth; d <= measuredDepth; ++d) {
        sigmaMean += byDepth[d].deviation() / line.count;
    }
    const double slope = (sumXY / line.count - line.mean() * sigmaMean)
        / std::max(1e-9, line.deviation() * line.deviation());
    for (int d = measuredDepth + 1; d <= ProbCutMaxDepth; ++d) {
        // The bias of the deepest measured depth of the same parity.
        const int like = measuredDepth - (d - measuredDepth) % 2;
        const double sigma = sigmaMean + slope * (d - line.mean());
        row[d] = { row[like].bias,
            int(std::lround(std::max(sigma, double(row[measuredDepth].sigma)))) };
    }
    return row;
}

} // namespace

ProbCutTable fitProbCut(const std::vector<LabelledPosition> &positions,
    const ProbCutSettings &settings, std::ostream &log)
{
    // Positions the midgame search handles (above the solver's range), spread over the file.
    constexpr int MinEmpties = 13;
    std::vector<std::vector<const LabelledPosition *>> byStage(StageCount);
    const std::size_t stride = std::max<std::size_t>(
        1, positions.size() / (std::size_t(settings.positionsPerStage) * 40));
    for (std::size_t i = 0; i < positions.size(); i += stride) {
        const int empties = popCount(~(positions[i].player | positions[i].opponent));
        auto &sample = byStage[stageOf(empties)];
        if (empties >= MinEmpties && int(sample.size()) < settings.positionsPerStage) {
            sample.push_back(&positions[i]);
        }
    }
    ProbCutTable table {};
    Search search;
    for (int stage = 0; stage < StageCount; ++stage) {
        if (byStage[stage].empty()) {
            continue;
        }
        std::vector<Moments> byDepth(settings.depth + 1);
        for (const LabelledPosition *position : byStage[stage]) {
            const std::vector<int> values = valuesByDepth(search, *position, settings.depth);
            for (int d = ProbCutMinDepth; d <= settings.depth; ++d) {
                byDepth[d].add(values[d] - values[probCutDepth(d)]);
            }
        }
        table[stage] = stageModel(byDepth, settings.depth);
        log << "stage " << stage << " (" << byStage[stage].size() << " positions):";
        for (int d = ProbCutMinDepth; d <= settings.depth; ++d) {
            log << " d" << d << " " << table[stage][d].bias << "/" << table[stage][d].sigma;
        }
        log << std::endl;
    }
    return table;
}

bool writeProbCutHeader(
    const std::string &path, const ProbCutTable &table, const std::string &recipe)
{
    std::ofstream out(path);
    out << "#pragma once\n\n// Multi-ProbCut's model: per stage and depth, { bias, sigma } in "
           "hundredths of a disc.\n// Written by reversi-fit (docs/reversi.md, \"Multi-ProbCut\"); "
           "do not edit by hand.\n// "
        << recipe
        << "\n\n#include \"reversi/probcut.h\"\n\nnamespace reversi {\n\ninline constexpr "
           "ProbCutTable ProbCutModels = { {\n";
    for (const auto &row : table) {
        out << "    { {";
        for (std::size_t d = 0; d < row.size(); ++d) {
            out << (d ? ", " : " ") << "{ " << row[d].bias << ", " << row[d].sigma << " }";
        }
        out << " } },\n";
    }
    out << "} };\n\n} // namespace reversi\n";
    return bool(out);
}

} // namespace reversi::tune
