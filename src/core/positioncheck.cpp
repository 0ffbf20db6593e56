#include "core/positioncheck.h"

#include "core/board.h"

#include <algorithm>

namespace xq {

namespace {

constexpr std::array<int, KindCount> StartCounts = { 1, 2, 2, 2, 2, 2, 5 };

bool onAdvisorPoint(Side side, Square s)
{
    return inPalace(side, s) && (fileOf(s) + relativeRank(side, s)) % 2 == 1;
}

bool onElephantPoint(Side side, Square s)
{
    const int f = fileOf(s);
    const int r = relativeRank(side, s);
    return r <= 4 && f % 2 == 0 && r % 2 == 0 && (f / 2 + r / 2) % 2 == 1;
}

bool onSoldierPoint(Side side, Square s)
{
    // Across the river anywhere; on its own side only the start points and one step ahead.
    const int r = relativeRank(side, s);
    return r >= 5 || ((r == 3 || r == 4) && fileOf(s) % 2 == 0);
}

Square generalOf(const std::array<Stone, SquareCount> &stones, Side side)
{
    const auto at = std::ranges::find(stones, Stone(side, Kind::General));
    return static_cast<Square>(at - stones.begin());
}

bool generalsFace(const std::array<Stone, SquareCount> &stones)
{
    const Square red = generalOf(stones, Side::Red);
    const Square black = generalOf(stones, Side::Black);
    if (fileOf(red) != fileOf(black)) {
        return false;
    }
    for (int rank = rankOf(red) + 1; rank < rankOf(black); ++rank) {
        if (stones[makeSquare(fileOf(red), rank)]) {
            return false;
        }
    }
    return true;
}

} // namespace

std::optional<SetupIssue> checkStones(const std::array<Stone, SquareCount> &stones, Side side)
{
    std::array<int, KindCount> counts {};
    for (Square s = 0; s < SquareCount; ++s) {
        const Stone stone = stones[s];
        if (!stone.belongsTo(side)) {
            continue;
        }
        if (!canEverStand(stone, s)) {
            return SetupIssue { SetupProblem::UnreachablePoint, side, stone.kind(), s };
        }
        ++counts[index(stone.kind())];
    }
    for (int k = 0; k < KindCount; ++k) {
        const Kind kind = static_cast<Kind>(k);
        if (counts[k] > maxStones(kind)) {
            return SetupIssue { SetupProblem::TooManyStones, side, kind, NoSquare };
        }
    }
    if (counts[index(Kind::General)] == 0) {
        return SetupIssue { SetupProblem::NoGeneral, side, Kind::General, NoSquare };
    }
    return std::nullopt;
}

std::string setupFen(const std::array<Stone, SquareCount> &stones, Side toMove)
{
    return fenPlacement(stones) + (toMove == Side::Red ? " w" : " b") + " - - 0 1";
}

int maxStones(Kind kind)
{
    return StartCounts[index(kind)];
}

bool canEverStand(Stone stone, Square square)
{
    const Side side = stone.side();
    switch (stone.kind()) {
    case Kind::General: return inPalace(side, square);
    case Kind::Advisor: return onAdvisorPoint(side, square);
    case Kind::Elephant: return onElephantPoint(side, square);
    case Kind::Soldier: return onSoldierPoint(side, square);
    case Kind::Horse:
    case Kind::Chariot:
    case Kind::Cannon: return true;
    }
    return false;
}

std::variant<Board, SetupIssue> setUp(const std::array<Stone, SquareCount> &stones, Side toMove)
{
    for (Side side : { Side::Red, Side::Black }) {
        if (auto issue = checkStones(stones, side)) {
            return *issue;
        }
    }
    if (generalsFace(stones)) {
        return SetupIssue { SetupProblem::GeneralsFacing, toMove, Kind::General, NoSquare };
    }
    auto board = Board::fromFen(setupFen(stones, toMove));
    if (!board) {
        // The stones are sound, so the only turn the core refuses is one where the waiting
        // general can be taken.
        return SetupIssue { SetupProblem::WaitingSideInCheck, opposite(toMove), Kind::General,
            NoSquare };
    }
    if (!board->hasLegalMove()) {
        return SetupIssue { SetupProblem::NoLegalMove, toMove, Kind::General, NoSquare };
    }
    return std::move(*board);
}

std::optional<SetupIssue> checkSetup(const std::array<Stone, SquareCount> &stones, Side toMove)
{
    const auto setup = setUp(stones, toMove);
    if (const auto *issue = std::get_if<SetupIssue>(&setup)) {
        return *issue;
    }
    return std::nullopt;
}

} // namespace xq
