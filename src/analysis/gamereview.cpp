#include "analysis/gamereview.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>

namespace xq {

namespace {

constexpr int VariationPlies = 6; // the better line shown is this long at most

int capped(int score)
{
    return std::clamp(score, -ReviewScoreCap, ReviewScoreCap);
}

// A short search most often errs on the blunders (a tactic it sees that a deeper search
// refutes), and a blunder is the mark people act on: a move that loses a blunder's worth is
// compared again for this many times as long, and that comparison stands.
constexpr int BlunderCheckFactor = 8;

// What one review asks of the engine, passed along together.
struct ReviewSearch {
    AnalysisEngine &engine;
    int moveTimeMs;
    const std::atomic<bool> &cancel;
    const ReviewThresholds &thresholds;
    std::string &error; ///< set when the engine failed
};

// What the mover loses by playing the compared move instead of the best, capped, never negative.
int comparedLoss(Side mover, int bestRedScore, int playedRedScore)
{
    const int sign = mover == Side::Red ? 1 : -1;
    return std::max(0, sign * (capped(bestRedScore) - capped(playedRedScore)));
}

// The scores of `best` and `played` reported at each depth of a search restricted to the two.
struct DepthScores {
    std::map<int, int> best;
    std::map<int, int> played;
};

std::optional<ComparedMoves> compareMoves(
    const Board &board, Move best, Move played, const ReviewSearch &search, int moveTimeMs)
{
    DepthScores scores;
    const AnalysisRequest request {
        .lines = 2, .moveTimeMs = moveTimeMs, .searchMoves = { best, played }
    };
    const AnalysisOutcome outcome
        = search.engine.analyse(board, request, search.cancel, [&](const AnalysisLine &line) {
              const Move first = line.pv.front();
              if (first == best || first == played) {
                  (first == best ? scores.best : scores.played)[line.depth]
                      = line.redScore(board.sideToMove());
              }
          });
    if (!outcome.ok) {
        search.error = outcome.error;
        return std::nullopt;
    }
    // The deepest depth at which both were reported (a depth cut short by the clock may have
    // scored only one of them).
    for (auto it = scores.best.rbegin(); it != scores.best.rend(); ++it) {
        if (const auto same = scores.played.find(it->first); same != scores.played.end()) {
            return ComparedMoves { it->second, same->second, it->first };
        }
    }
    return std::nullopt;
}

// The move played against the engine's best, the blunders compared a second time for longer.
std::optional<ComparedMoves> judgePlayed(
    const Board &board, Move best, Move played, const ReviewSearch &search)
{
    auto compared = compareMoves(board, best, played, search, search.moveTimeMs);
    if (compared && search.error.empty()
        && comparedLoss(board.sideToMove(), compared->bestRedScore, compared->playedRedScore)
            >= search.thresholds.blunderCp) {
        if (auto longer
            = compareMoves(board, best, played, search, search.moveTimeMs * BlunderCheckFactor)) {
            compared = longer;
        }
    }
    return compared;
}

PositionReview reviewPosition(const Board &board, Move played, const ReviewSearch &search)
{
    PositionReview review;
    MoveList legal;
    board.generateLegal(legal);
    if (legal.size() == 0) {
        // No move loses in Xiangqi (mate and stalemate alike).
        review.redScore = board.sideToMove() == Side::Red ? -MateScore : MateScore;
        return review;
    }
    const AnalysisOutcome outcome = search.engine.analyse(board,
        AnalysisRequest { .lines = 1, .moveTimeMs = search.moveTimeMs, .searchMoves = {} },
        search.cancel, {});
    if (!outcome.ok) {
        search.error = outcome.error;
        return review;
    }
    review.best = outcome.best;
    if (!outcome.lines.empty()) {
        review.redScore = outcome.lines.front().redScore(board.sideToMove());
        review.pv = outcome.lines.front().pv;
    }
    if (review.best.isNone() && !review.pv.empty()) {
        review.best = review.pv.front();
    }
    if (!played.isNone() && !review.best.isNone() && played != review.best) {
        review.compared = judgePlayed(board, review.best, played, search);
    }
    return review;
}

// What the mover lost with `played`: the two moves' scores from one search when there are
// some, else the score before the move against the score after it.
int moveLoss(Move played, Side mover, const PositionReview &before, const PositionReview &after)
{
    if (played == before.best) {
        return 0;
    }
    const int bestScore = before.compared ? before.compared->bestRedScore : before.redScore;
    const int playedScore = before.compared ? before.compared->playedRedScore : after.redScore;
    return comparedLoss(mover, bestScore, playedScore);
}

std::string lineText(Board board, const std::vector<Move> &moves, Notation notation)
{
    std::string text;
    for (const Move m : moves) {
        if (!text.empty()) {
            text += ' ';
        }
        text += formatMove(board, m, notation);
        board.makeMove(m);
    }
    return text;
}

const char *markWord(MoveMark mark)
{
    switch (mark) {
    case MoveMark::Inaccuracy: return "Inaccuracy";
    case MoveMark::Mistake: return "Mistake";
    case MoveMark::Blunder: return "Blunder";
    case MoveMark::None: break;
    }
    return "";
}

} // namespace

const char *markText(MoveMark mark)
{
    switch (mark) {
    case MoveMark::Inaccuracy: return "?!";
    case MoveMark::Mistake: return "?";
    case MoveMark::Blunder: return "??";
    case MoveMark::None: break;
    }
    return "";
}

int markNag(MoveMark mark)
{
    switch (mark) {
    case MoveMark::Inaccuracy: return 6;
    case MoveMark::Mistake: return 2;
    case MoveMark::Blunder: return 4;
    case MoveMark::None: break;
    }
    return 0;
}

MoveMark markOfNag(int nag)
{
    for (const MoveMark mark : { MoveMark::Inaccuracy, MoveMark::Mistake, MoveMark::Blunder }) {
        if (markNag(mark) == nag) {
            return mark;
        }
    }
    return MoveMark::None;
}

MoveMark markFor(int lossCp, const ReviewThresholds &thresholds)
{
    if (lossCp >= thresholds.blunderCp + thresholds.blunderMarginCp) {
        return MoveMark::Blunder;
    }
    if (lossCp >= thresholds.mistakeCp) {
        return MoveMark::Mistake;
    }
    if (lossCp >= thresholds.inaccuracyCp) {
        return MoveMark::Inaccuracy;
    }
    return MoveMark::None;
}

std::string formatScore(int redScore)
{
    if (std::abs(redScore) > MateScore - 1000) {
        const int moves = MateScore - std::abs(redScore);
        std::string mate(1, '#'); // appended, not "#" + ...: GCC 12 warns (-Wrestrict) on that
        return mate.append(std::to_string(redScore > 0 ? moves : -moves));
    }
    char text[16];
    std::snprintf(text, sizeof text, "%+.2f", redScore / 100.0);
    return text;
}

GameReview reviewGame(const GameTree &game, AnalysisEngine &engine, int moveTimeMs,
    const std::atomic<bool> &cancel, const ReviewProgress &progress,
    const ReviewThresholds &thresholds)
{
    GameReview review;
    const ReviewSearch search { engine, moveTimeMs, cancel, thresholds, review.error };
    const std::vector<NodeId> line = game.mainLine();
    const int total = static_cast<int>(line.size()) + 1;
    Board board = game.startBoard();
    for (int index = 0; index < total; ++index) {
        if (index > 0) {
            board.makeMove(game.move(line[static_cast<std::size_t>(index - 1)]));
        }
        if (cancel.load()) {
            review.cancelled = true;
            return review;
        }
        const Move played
            = index + 1 < total ? game.move(line[static_cast<std::size_t>(index)]) : Move();
        review.positions.push_back(reviewPosition(board, played, search));
        if (!review.error.empty()) {
            return review;
        }
        if (progress) {
            progress(index + 1, total);
        }
    }
    judgeMoves(game, review, thresholds);
    return review;
}

void judgeMoves(const GameTree &game, GameReview &review, const ReviewThresholds &thresholds)
{
    review.moves.clear();
    const std::vector<NodeId> line = game.mainLine();
    Board board = game.startBoard();
    for (std::size_t i = 0; i < line.size() && i + 1 < review.positions.size(); ++i) {
        const Move played = game.move(line[i]);
        const int loss
            = moveLoss(played, board.sideToMove(), review.positions[i], review.positions[i + 1]);
        review.moves.push_back(MoveReview { line[i], loss, markFor(loss, thresholds) });
        board.makeMove(played);
    }
}

void annotateGame(GameTree &game, const GameReview &review, Notation notation)
{
    for (std::size_t i = 0; i < review.moves.size(); ++i) {
        const MoveReview &move = review.moves[i];
        const PositionReview &before = review.positions[i];
        if (move.mark == MoveMark::None || before.best.isNone()) {
            continue;
        }
        const NodeId parent = game.parent(move.node);
        const Board atParent = game.boardAt(parent);
        const int playedScore
            = before.compared ? before.compared->playedRedScore : review.positions[i + 1].redScore;
        const int bestScore = before.compared ? before.compared->bestRedScore : before.redScore;
        game.setNag(move.node, markNag(move.mark));
        std::string comment = std::string(markWord(move.mark)) + " (" + formatScore(playedScore)
            + "). Better: " + formatMove(atParent, before.best, notation) + " ("
            + formatScore(bestScore) + ")";
        if (!game.comment(move.node).empty()) {
            comment += "\n" + game.comment(move.node);
        }
        game.setComment(move.node, comment);
        std::vector<Move> better = before.pv;
        if (better.empty() || better.front() != before.best) {
            better = { before.best };
        }
        better.resize(std::min<std::size_t>(better.size(), VariationPlies));
        NodeId node = parent;
        Board board = atParent;
        for (const Move m : better) {
            node = game.addMove(board, node, m);
            board.makeMove(m);
        }
        const NodeId first = game.findChild(parent, before.best);
        // The score the comment gives the better move, from the search that compared the two.
        game.setComment(first,
            "Engine: " + formatScore(bestScore) + " " + lineText(atParent, better, notation));
    }
}

} // namespace xq
