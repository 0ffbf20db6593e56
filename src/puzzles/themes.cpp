#include "puzzles/themes.h"

#include "core/attacks.h"
#include "puzzles/endgames.h"

#include <algorithm>

namespace puzzles {

namespace {

using xq::Kind;
using xq::Side;
using xq::Square;

struct ThemeNames {
    std::string_view key;
    std::string_view chinese;
    std::string_view english;
};

constexpr ThemeNames Names[] = {
    { theme::DoubleChariots, "双车错", "Double chariots" },
    { theme::HorseCannon, "马后炮", "Horse and cannon" },
    { theme::DoubleCannons, "重炮", "Double cannons" },
    { theme::SmotheredPalace, "闷宫", "Smothered palace" },
    { theme::IronBolt, "铁门栓", "Iron bolt" },
    { theme::FacingGenerals, "白脸将", "Facing generals" },
    { theme::Stalemate, "困毙", "Stalemate" },
    { theme::HangingStone, "得子", "Hanging stone" },
    { theme::Fork, "捉双", "Fork" },
    { theme::DiscoveredCheck, "抽将", "Discovered check" },
    { theme::DiscoveredAttack, "闪击", "Discovered attack" },
    { theme::DoubleThreat, "双重威胁", "Double threat" },
    { theme::Pin, "牵制", "Pin" },
    { theme::Skewer, "串打", "Skewer" },
    { theme::TrappedStone, "捉死子", "Trapped stone" },
    { theme::RemovedDefender, "消除保护", "Removing the defender" },
    { theme::Sacrifice, "弃子", "Sacrifice" },
};

constexpr int Steps[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };

/// The points one step from the general inside its palace.
std::vector<Square> palaceNeighbours(const xq::Board &board, Side side)
{
    const Square general = board.generalSquare(side);
    std::vector<Square> points;
    for (const auto &step : Steps) {
        const int file = xq::fileOf(general) + step[0];
        const int rank = xq::rankOf(general) + step[1];
        if (xq::onBoard(file, rank) && xq::inPalace(side, xq::makeSquare(file, rank))) {
            points.push_back(xq::makeSquare(file, rank));
        }
    }
    return points;
}

/// The stones strictly between two points of one file or rank.
std::vector<Square> between(const xq::Board &board, Square a, Square b)
{
    std::vector<Square> stones;
    const int df = (xq::fileOf(b) > xq::fileOf(a)) - (xq::fileOf(b) < xq::fileOf(a));
    const int dr = (xq::rankOf(b) > xq::rankOf(a)) - (xq::rankOf(b) < xq::rankOf(a));
    if (df != 0 && dr != 0) {
        return stones;
    }
    for (Square s = xq::makeSquare(xq::fileOf(a) + df, xq::rankOf(a) + dr); s != b;
         s = xq::makeSquare(xq::fileOf(s) + df, xq::rankOf(s) + dr)) {
        if (board.stoneAt(s)) {
            stones.push_back(s);
        }
    }
    return stones;
}

/// The stones of `by` that would attack `target` were the general of the other side standing
/// there instead of where it is.
xq::SquareSet attackersOfEscape(const xq::Board &board, Square target, Side by)
{
    const Square general = board.generalSquare(xq::opposite(by));
    const xq::Stone generalStone = board.stoneAt(general);
    const auto stoneAt = [&](Square s) {
        return s == target ? generalStone : s == general ? xq::Stone() : board.stoneAt(s);
    };
    xq::SquareSet found;
    xq::detail::visitAttackers<true>(target, by, stoneAt, [&found](Square s) {
        found.insert(s);
        return false;
    });
    return found;
}

/// The screen of a cannon's check: the one stone between it and the general.
xq::Stone cannonScreen(const xq::Board &board, Square cannon, Square general)
{
    const std::vector<Square> screen = between(board, cannon, general);
    return screen.size() == 1 ? board.stoneAt(screen.front()) : xq::Stone();
}

bool isDoubleChariots(const xq::Board &board, Square checker, Side attacker, Side defender)
{
    for (const Square escape : palaceNeighbours(board, defender)) {
        for (const Square guard : attackersOfEscape(board, escape, attacker)) {
            if (guard != checker && board.stoneAt(guard).is(attacker, Kind::Chariot)) {
                return true;
            }
        }
    }
    return false;
}

// The general's own stones fill every point it could step to, but the one the check comes over.
bool isSmothered(const xq::Board &board, Square checker, Side defender)
{
    const Square general = board.generalSquare(defender);
    const std::vector<Square> escapes = palaceNeighbours(board, defender);
    return std::all_of(escapes.begin(), escapes.end(), [&](Square s) {
        return board.stoneAt(s).belongsTo(defender) || liesBetween(s, checker, general);
    });
}

bool isIronBolt(const xq::Board &board, Square checker, Side attacker, Side defender)
{
    const Square general = board.generalSquare(defender);
    constexpr int CentreFile = 4;
    const int backRank = defender == Side::Red ? 0 : xq::RankCount - 1;
    if (xq::rankOf(checker) != backRank || xq::fileOf(general) == CentreFile) {
        return false;
    }
    const Square centre = xq::makeSquare(CentreFile, xq::rankOf(general));
    for (const Square guard : attackersOfEscape(board, centre, attacker)) {
        const xq::Stone stone = board.stoneAt(guard);
        if (xq::fileOf(guard) == CentreFile
            && (stone.is(attacker, Kind::Cannon) || stone.is(attacker, Kind::General))) {
            return true;
        }
    }
    return false;
}

bool isFacingGenerals(const xq::Board &board, Side attacker, Side defender)
{
    const Square attackerGeneral = board.generalSquare(attacker);
    for (const Square escape : palaceNeighbours(board, defender)) {
        if (board.stoneAt(escape).belongsTo(defender)) {
            continue;
        }
        const xq::SquareSet guards = attackersOfEscape(board, escape, attacker);
        if (guards.size() == 1 && guards.contains(attackerGeneral)) {
            return true;
        }
    }
    return false;
}

void addOnce(std::vector<std::string> &themes, std::string_view key)
{
    if (std::find(themes.begin(), themes.end(), key) == themes.end()) {
        themes.emplace_back(key);
    }
}

} // namespace

const std::vector<std::string_view> &themeKeys()
{
    static const std::vector<std::string_view> keys = [] {
        std::vector<std::string_view> list;
        for (const ThemeNames &names : Names) {
            list.push_back(names.key);
        }
        return list;
    }();
    return keys;
}

std::string themeName(std::string_view key, bool chinese)
{
    for (const ThemeNames &names : Names) {
        if (names.key == key) {
            return std::string(chinese ? names.chinese : names.english);
        }
    }
    return endgameName(key, chinese).value_or(std::string(key));
}

std::vector<std::string> mateThemes(const xq::Board &mated)
{
    const Side defender = mated.sideToMove();
    const Side attacker = xq::opposite(defender);
    const Square general = mated.generalSquare(defender);
    const xq::SquareSet checkers = mated.checkers();
    std::vector<std::string> themes;
    if (checkers.isEmpty()) {
        addOnce(themes, theme::Stalemate);
    }
    for (const Square checker : checkers) {
        const Kind kind = mated.stoneAt(checker).kind();
        if (kind == Kind::Chariot && isDoubleChariots(mated, checker, attacker, defender)) {
            addOnce(themes, theme::DoubleChariots);
        }
        if (kind == Kind::Chariot && isIronBolt(mated, checker, attacker, defender)) {
            addOnce(themes, theme::IronBolt);
        }
        if (kind == Kind::Cannon) {
            const xq::Stone screen = cannonScreen(mated, checker, general);
            if (screen.is(attacker, Kind::Horse)) {
                addOnce(themes, theme::HorseCannon);
            }
            if (screen.is(attacker, Kind::Cannon)) {
                addOnce(themes, theme::DoubleCannons);
            }
            if (isSmothered(mated, checker, defender)) {
                addOnce(themes, theme::SmotheredPalace);
            }
        }
    }
    if (isFacingGenerals(mated, attacker, defender)) {
        addOnce(themes, theme::FacingGenerals);
    }
    return themes;
}

bool liesBetween(Square s, Square a, Square b)
{
    const auto within
        = [](int v, int lo, int hi) { return v > std::min(lo, hi) && v < std::max(lo, hi); };
    if (xq::fileOf(a) == xq::fileOf(b)) {
        return xq::fileOf(s) == xq::fileOf(a)
            && within(xq::rankOf(s), xq::rankOf(a), xq::rankOf(b));
    }
    return xq::rankOf(a) == xq::rankOf(b) && xq::rankOf(s) == xq::rankOf(a)
        && within(xq::fileOf(s), xq::fileOf(a), xq::fileOf(b));
}

} // namespace puzzles
