#include "patternfitter.h"

#include "reversi/evaluation.h"

#include <algorithm>
#include <cmath>
#include <ostream>

namespace reversi::tune {

namespace {

constexpr int HeldOutEvery = 10;

/// One stage's positions as feature indices and labels (in hundredths of a disc).
struct StageData {
    std::vector<std::uint32_t> indices; // FeatureCount per position
    std::vector<double> labels;

    std::size_t size() const { return labels.size(); }
    void add(const LabelledPosition &position)
    {
        const FeatureIndices features = featureIndices(position.player, position.opponent);
        indices.insert(indices.end(), features.begin(), features.end());
        labels.push_back(position.label * double(DiscScale));
    }
    double predict(const std::vector<double> &weights, std::size_t i) const
    {
        double sum = 0;
        for (int k = 0; k < FeatureCount; ++k) {
            sum += weights[indices[i * FeatureCount + k]];
        }
        return sum;
    }
    /// Root mean square error in discs.
    double error(const std::vector<double> &weights) const
    {
        double sum = 0;
        for (std::size_t i = 0; i < size(); ++i) {
            const double residual = (labels[i] - predict(weights, i)) / DiscScale;
            sum += residual * residual;
        }
        return size() ? std::sqrt(sum / double(size())) : 0;
    }
};

std::vector<double> fitStage(const StageData &data, const FitSettings &settings)
{
    const std::size_t perStage = std::size_t(featureLayout().weightsPerStage);
    std::vector<double> weights(perStage);
    std::vector<double> occurrences(perStage);
    for (const std::uint32_t index : data.indices) {
        ++occurrences[index];
    }
    std::vector<double> gradient(perStage);
    for (int epoch = 0; epoch < settings.epochs; ++epoch) {
        std::fill(gradient.begin(), gradient.end(), 0.0);
        for (std::size_t i = 0; i < data.size(); ++i) {
            const double residual = data.labels[i] - data.predict(weights, i);
            for (int k = 0; k < FeatureCount; ++k) {
                gradient[data.indices[i * FeatureCount + k]] += residual;
            }
        }
        const double step = settings.rate / FeatureCount;
        for (std::size_t j = 0; j < perStage; ++j) {
            weights[j] += step * gradient[j] / (occurrences[j] + settings.priorCount);
        }
    }
    return weights;
}

} // namespace

PatternWeights fitPatterns(
    const std::vector<LabelledPosition> &positions, const FitSettings &settings, std::ostream &log)
{
    std::vector<StageData> training(StageCount);
    std::vector<StageData> heldOut(StageCount);
    int game = 0;
    int lastEmpties = 0;
    for (const LabelledPosition &position : positions) {
        // A game's positions come in order: more empties than before start the next game.
        const int empties = popCount(~(position.player | position.opponent));
        game += empties > lastEmpties;
        lastEmpties = empties;
        const int stage = stageOf(empties);
        if (game % HeldOutEvery == 0) {
            heldOut[stage].add(position);
            continue;
        }
        // Each stage learns from its neighbours' positions too: smoother weights from the data.
        for (int s = std::max(0, stage - settings.neighbourStages);
             s <= std::min(StageCount - 1, stage + settings.neighbourStages); ++s) {
            training[s].add(position);
        }
    }
    PatternWeights fitted;
    for (int stage = 0; stage < StageCount; ++stage) {
        const std::vector<double> weights = fitStage(training[stage], settings);
        const std::vector<double> zero(weights.size());
        log << "stage " << stage << ": " << training[stage].size()
            << " positions, held-out RMS error " << heldOut[stage].error(weights)
            << " discs (training " << training[stage].error(weights) << ", zero weights "
            << heldOut[stage].error(zero) << ")" << std::endl;
        const std::span<std::int16_t> out = fitted.stage(stage);
        for (std::size_t j = 0; j < weights.size(); ++j) {
            out[j]
                = static_cast<std::int16_t>(std::clamp(std::lround(weights[j]), -32767L, 32767L));
        }
    }
    return fitted;
}

} // namespace reversi::tune
