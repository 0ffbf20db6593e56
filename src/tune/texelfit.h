#pragma once

// Texel tuning: the evaluation, read through a logistic curve as a winning probability, is
// fitted to the probabilities of a reference engine's scores, by coordinate descent over the
// bounded weights of evalparamfields.h.

#include "tune/evalparamfields.h"
#include "tune/labelledpositions.h"

#include <functional>
#include <vector>

namespace xq::tune {

/// The reference engine's scores count 400 cp per factor of ten in the odds.
constexpr double ReferenceScale = 400.0;

/// Probability of winning for a score in centipawns, scaled by `k`: 1 / (1 + 10^(-k cp / 400)).
double winProbability(double centipawns, double k = 1.0);

/// The labelled positions with their target probabilities, ready for many evaluations.
class TexelProblem {
public:
    explicit TexelProblem(std::vector<LabelledPosition> positions);

    std::size_t size() const { return m_positions.size(); }
    /// Mean squared error between the targets and winProbability(evaluation, k).
    double error(const EvalParams &params, double k) const;
    /// The k that makes the evaluation with `params` fit the targets best.
    double fitScale(const EvalParams &params) const;

private:
    std::vector<LabelledPosition> m_positions;
    std::vector<double> m_targets;
};

/// Splits positions into a training set and every `every`-th one held out for validation,
/// after a shuffle fixed by `seed`.
struct Split {
    std::vector<LabelledPosition> training;
    std::vector<LabelledPosition> validation;
};
Split splitForValidation(std::vector<LabelledPosition> positions, int every, unsigned seed);

struct FitOptions {
    int maxPasses = 40; ///< passes over all tunables
    /// Called after every pass with its number and the training error.
    std::function<void(int pass, double error)> onPass;
};

/// Coordinate descent: each tunable is moved by its step while that lowers the error; a tunable
/// that cannot improve halves its step, until a pass at step 1 improves nothing.
EvalParams fit(const TexelProblem &problem, const EvalParams &start,
    const std::vector<Tunable> &tunables, double k, const FitOptions &options = {});

} // namespace xq::tune
