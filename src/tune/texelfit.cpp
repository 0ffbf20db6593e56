#include "tune/texelfit.h"

#include "engine/evaluation.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace xq::tune {

double winProbability(double centipawns, double k)
{
    return 1.0 / (1.0 + std::pow(10.0, -k * centipawns / ReferenceScale));
}

TexelProblem::TexelProblem(std::vector<LabelledPosition> positions)
    : m_positions(std::move(positions))
{
    m_targets.reserve(m_positions.size());
    for (const LabelledPosition &p : m_positions) {
        m_targets.push_back(winProbability(p.score));
    }
}

double TexelProblem::error(const EvalParams &params, double k) const
{
    if (m_positions.empty()) {
        return 0.0;
    }
    const PieceSquareTable table = buildPieceSquareTable(params);
    double sum = 0.0;
    for (std::size_t i = 0; i < m_positions.size(); ++i) {
        const double miss
            = m_targets[i] - winProbability(evaluate(m_positions[i].board, params, table), k);
        sum += miss * miss;
    }
    return sum / static_cast<double>(m_positions.size());
}

double TexelProblem::fitScale(const EvalParams &params) const
{
    // The error is smooth and has one minimum in k: golden-section search.
    const double ratio = (std::sqrt(5.0) - 1.0) / 2.0;
    double low = 0.05;
    double high = 5.0;
    while (high - low > 1e-4) {
        const double a = high - ratio * (high - low);
        const double b = low + ratio * (high - low);
        if (error(params, a) < error(params, b)) {
            high = b;
        } else {
            low = a;
        }
    }
    return (low + high) / 2.0;
}

Split splitForValidation(std::vector<LabelledPosition> positions, int every, unsigned seed)
{
    std::mt19937 random(seed);
    std::shuffle(positions.begin(), positions.end(), random);
    Split split;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        auto &set = every > 0 && i % every == 0 ? split.validation : split.training;
        set.push_back(std::move(positions[i]));
    }
    return split;
}

namespace {

/// Moves one tunable by `step` (and on in that direction while it pays), within its bounds.
/// Returns whether the error went down.
bool improve(const TexelProblem &problem, EvalParams &params, const Tunable &tunable, int step,
    double k, double &best)
{
    int &value = tunable.value(params);
    for (int direction : { +1, -1 }) {
        bool moved = false;
        for (;;) {
            const int old = value;
            const int next = std::clamp(old + direction * step, tunable.min, tunable.max);
            if (next == old) {
                break;
            }
            value = next;
            const double e = problem.error(params, k);
            if (e >= best) {
                value = old;
                break;
            }
            best = e;
            moved = true;
        }
        if (moved) {
            return true;
        }
    }
    return false;
}

} // namespace

EvalParams fit(const TexelProblem &problem, const EvalParams &start,
    const std::vector<Tunable> &tunables, double k, const FitOptions &options)
{
    EvalParams params = start;
    double best = problem.error(params, k);
    std::vector<int> steps;
    for (const Tunable &t : tunables) {
        steps.push_back(t.step);
    }
    for (int pass = 1; pass <= options.maxPasses; ++pass) {
        bool searching = false;
        for (std::size_t i = 0; i < tunables.size(); ++i) {
            if (improve(problem, params, tunables[i], steps[i], k, best)) {
                searching = true;
            } else if (steps[i] > 1) {
                steps[i] /= 2;
                searching = true;
            }
        }
        if (options.onPass) {
            options.onPass(pass, best);
        }
        if (!searching) {
            break;
        }
    }
    return params;
}

} // namespace xq::tune
