#include "match/matchstats.h"

#include <array>
#include <cmath>

namespace xq::match {

namespace {

constexpr double Z975 = 1.959963984540054; // the normal distribution's 97.5% quantile

/// For outcomes valued `values` seen with frequencies `freq`, the distribution of maximum
/// likelihood whose mean is `mean`: p_i = f_i / (1 + lambda (v_i - mean)), lambda found by
/// bisection so that sum p_i (v_i - mean) = 0.
std::array<double, 3> closestWithMean(
    const std::array<double, 3> &values, const std::array<double, 3> &freq, double mean)
{
    // lambda must keep every 1 + lambda (v_i - mean) positive.
    double low = -1e12;
    double high = 1e12;
    for (std::size_t i = 0; i < 3; ++i) {
        const double d = values[i] - mean;
        if (freq[i] > 0 && d > 0) {
            low = std::max(low, -1 / d);
        } else if (freq[i] > 0 && d < 0) {
            high = std::min(high, -1 / d);
        }
    }
    const auto gap = [&](double lambda) {
        double sum = 0;
        for (std::size_t i = 0; i < 3; ++i) {
            const double d = values[i] - mean;
            sum += freq[i] * d / (1 + lambda * d);
        }
        return sum; // decreasing in lambda
    };
    for (int step = 0; step < 200; ++step) {
        const double mid = (low + high) / 2;
        (gap(mid) > 0 ? low : high) = mid;
    }
    const double lambda = (low + high) / 2;
    std::array<double, 3> p {};
    for (std::size_t i = 0; i < 3; ++i) {
        p[i] = freq[i] / (1 + lambda * (values[i] - mean));
    }
    return p;
}

} // namespace

double MatchScore::score() const
{
    return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
}

std::optional<double> eloFromScore(double score)
{
    if (score <= 0 || score >= 1) {
        return std::nullopt;
    }
    return -400 * std::log10(1 / score - 1);
}

double scoreFromElo(double elo)
{
    return 1 / (1 + std::pow(10.0, -elo / 400));
}

std::optional<EloEstimate> eloEstimate(const MatchScore &score)
{
    const int n = score.games();
    const double s = score.score();
    const auto elo = eloFromScore(s);
    if (n == 0 || !elo) {
        return std::nullopt;
    }
    const double w = double(score.wins) / n;
    const double l = double(score.losses) / n;
    const double d = double(score.draws) / n;
    const double variance = w * std::pow(1 - s, 2) + l * std::pow(s, 2) + d * std::pow(0.5 - s, 2);
    const double deviation = std::sqrt(variance / n);
    const auto low = eloFromScore(s - Z975 * deviation);
    const auto high = eloFromScore(s + Z975 * deviation);
    if (!low || !high) {
        return EloEstimate { *elo, INFINITY };
    }
    return EloEstimate { *elo, (*high - *low) / 2 };
}

double likelihoodOfSuperiority(const MatchScore &score)
{
    const int decisive = score.wins + score.losses;
    if (decisive == 0) {
        return 0.5;
    }
    return 0.5 * (1 + std::erf((score.wins - score.losses) / std::sqrt(2.0 * decisive)));
}

double SprtSettings::lowerBound() const
{
    return std::log(beta / (1 - alpha));
}

double SprtSettings::upperBound() const
{
    return std::log((1 - beta) / alpha);
}

double sprtLlr(const MatchScore &score, double elo0, double elo1)
{
    const int n = score.games();
    if (n == 0 || score.wins + score.draws == 0 || score.losses + score.draws == 0) {
        return 0; // a one-sided sample says nothing about the spread yet
    }
    const std::array<double, 3> values { 0, 0.5, 1 };
    const std::array<double, 3> freq { double(score.losses) / n, double(score.draws) / n,
        double(score.wins) / n };
    const auto p0 = closestWithMean(values, freq, scoreFromElo(elo0));
    const auto p1 = closestWithMean(values, freq, scoreFromElo(elo1));
    double llr = 0;
    for (std::size_t i = 0; i < 3; ++i) {
        if (freq[i] > 0) {
            llr += n * freq[i] * std::log(p1[i] / p0[i]);
        }
    }
    return llr;
}

SprtState sprtState(const MatchScore &score, const SprtSettings &settings)
{
    const double llr = sprtLlr(score, settings.elo0, settings.elo1);
    if (llr >= settings.upperBound()) {
        return SprtState::AcceptH1;
    }
    if (llr <= settings.lowerBound()) {
        return SprtState::AcceptH0;
    }
    return SprtState::Continue;
}

} // namespace xq::match
