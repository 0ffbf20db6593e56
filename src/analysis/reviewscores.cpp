#include "analysis/reviewscores.h"

#include "analysis/analysisengine.h"
#include "analysis/gamereview.h"

#include <cmath>
#include <cstdlib>
#include <string>

namespace xq {
namespace {

constexpr std::string_view EvalCommand = "[%eval ";

/// The comment without its eval command.
std::string withoutEval(const std::string &comment)
{
    const std::size_t at = comment.find(EvalCommand);
    if (at == std::string::npos) {
        return comment;
    }
    const std::size_t end = comment.find(']', at);
    std::size_t after = end == std::string::npos ? comment.size() : end + 1;
    while (after < comment.size() && comment[after] == ' ') {
        ++after;
    }
    return comment.substr(0, at) + comment.substr(after);
}

std::optional<int> readEval(const std::string &comment)
{
    const std::size_t at = comment.find(EvalCommand);
    if (at == std::string::npos) {
        return std::nullopt;
    }
    const std::size_t from = at + EvalCommand.size();
    const std::size_t end = comment.find(']', from);
    if (end == std::string::npos || end == from) {
        return std::nullopt;
    }
    const std::string text = comment.substr(from, end - from);
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
        const std::string words = withoutEval(game.comment(nodes[i]));
        std::string comment(EvalCommand);
        comment.append(formatScore(redScores[i])).append("]");
        if (!words.empty()) {
            comment.append(" ").append(words);
        }
        game.setComment(nodes[i], std::move(comment));
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
