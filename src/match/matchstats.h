#pragma once

// The arithmetic of a match result: score, Elo difference with its 95% interval (trinomial
// variance, logistic Elo, as cutechess-cli computes it), likelihood of superiority, and the
// generalized SPRT on the trinomial (win/draw/loss) model, decided as fishtest and cutechess-cli
// decide it.

#include <optional>

namespace xq::match {

struct MatchScore {
    int wins = 0;
    int losses = 0;
    int draws = 0;

    int games() const { return wins + losses + draws; }
    /// Points per game, 0..1; 0.5 for no games.
    double score() const;
};

/// The Elo difference for a score fraction (logistic); nullopt at 0 or 1.
std::optional<double> eloFromScore(double score);
/// The expected score fraction at an Elo difference.
double scoreFromElo(double elo);

struct EloEstimate {
    double elo = 0;
    double error95 = 0; ///< half the width of the 95% interval
};

/// The Elo difference and its 95% error; nullopt with no games or a 0%/100% score.
std::optional<EloEstimate> eloEstimate(const MatchScore &score);

/// Likelihood of superiority, 0..1: Phi((W - L) / sqrt(W + L)).
double likelihoodOfSuperiority(const MatchScore &score);

enum class SprtState { Continue, AcceptH0, AcceptH1 };

struct SprtSettings {
    double elo0 = 0;
    double elo1 = 5;
    double alpha = 0.05;
    double beta = 0.05;

    double lowerBound() const; ///< ln(beta / (1 - alpha))
    double upperBound() const; ///< ln((1 - beta) / alpha)
};

/// The generalized log-likelihood ratio of H1 (elo1) against H0 (elo0): for each hypothesis,
/// the trinomial distribution closest to the observed one (maximum likelihood) whose expected
/// score is the hypothesis's.
double sprtLlr(const MatchScore &score, double elo0, double elo1);

SprtState sprtState(const MatchScore &score, const SprtSettings &settings);

} // namespace xq::match
