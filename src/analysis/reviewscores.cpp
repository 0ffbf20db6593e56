#include "analysis/reviewscores.h"

#include "analysis/analysisengine.h"
#include "analysis/gamereview.h"
#include "records/embeddedcommand.h"

#include <cmath>
#include <cstdlib>
#include <string>

namespace xq {
namespace {

constexpr std::string_view EvalCommand = "eval";

std::optional<int> readEval(const std::string &comment)
{
    const auto value = embeddedCommandValue(comment, EvalCommand);
    if (!value || value->empty()) {
        return std::nullopt;
    }
    const std::string &text = *value;
    char *stop = nullptr;
    if (text.front() == '#') {
        const long moves = std::strtol(text.c_str() + 1, &stop, 10);
        if (*stop != '\0' || moves == 0) {
            return std::nullopt;
        }
        return moves > 0 ? mateScore(int(moves)) : -mateScore(int(-moves));
    }
    const double pawns = std::strtod(text.c_str(), &stop);
    if (*stop != '\0' || !std::isfinite(pawns) || std::abs(pawns) > MateScore / 100.0) {
        return std::nullopt;
    }
    return int(std::lround(pawns * 100));
}

} // namespace

void writeReviewScores(GameTree &game, const std::vector<int> &redScores)
{
    std::vector<NodeId> nodes { GameTree::Root };
    for (const NodeId node : game.mainLine()) {
        nodes.push_back(node);
    }
    for (std::size_t i = 0; i < nodes.size() && i < redScores.size(); ++i) {
        game.setComment(nodes[i],
            withEmbeddedCommand(game.comment(nodes[i]), EvalCommand, formatScore(redScores[i])));
    }
}

std::optional<std::vector<int>> readReviewScores(const GameTree &game)
{
    std::vector<int> scores;
    const auto start = readEval(game.comment(GameTree::Root));
    if (!start) {
        return std::nullopt;
    }
    scores.push_back(*start);
    for (const NodeId node : game.mainLine()) {
        const auto score = readEval(game.comment(node));
        if (!score) {
            return std::nullopt;
        }
        scores.push_back(*score);
    }
    return scores;
}

} // namespace xq
