#include "app/xiangqi/gamesummary.h"

#include "app/xiangqi/uitext.h"

#include <algorithm>

namespace {

QString tag(const xq::GameTree &game, const char *key)
{
    return QString::fromStdString(game.tags().value(key)).trimmed();
}

int fullMoves(const xq::GameTree &game)
{
    const int plies = game.ply(game.lastInLine(xq::GameTree::Root));
    // A record that starts with Black to move numbers Black's first move 1 on its own.
    const int blackFirst = game.startBoard().sideToMove() == xq::Side::Black ? 1 : 0;
    return (plies + blackFirst + 1) / 2;
}

GameSummary summarize(const xq::Result<xq::GameTree> &game, int number)
{
    GameSummary summary;
    summary.number = number;
    if (!game.ok()) {
        summary.error = QString::fromStdString(game.error());
        return summary;
    }
    summary.red = tag(*game, "Red");
    summary.black = tag(*game, "Black");
    summary.event = tag(*game, "Event");
    summary.date = tag(*game, "Date");
    summary.result = UiText::recordResult(game->result());
    summary.moves = fullMoves(*game);
    return summary;
}

} // namespace

std::vector<GameSummary> summarizeGames(const GamesRead &games)
{
    std::vector<GameSummary> summaries;
    summaries.reserve(games.size());
    for (std::size_t i = 0; i < games.size(); ++i) {
        summaries.push_back(summarize(games[i], static_cast<int>(i) + 1));
    }
    return summaries;
}

std::optional<std::string> whyNoGameReads(const GamesRead &games)
{
    if (games.empty()) {
        return std::string("no game in it");
    }
    if (std::any_of(games.begin(), games.end(), [](const auto &game) { return game.ok(); })) {
        return std::nullopt;
    }
    const std::string &error = games.front().error();
    return games.size() == 1 ? error : "game 1: " + error;
}
