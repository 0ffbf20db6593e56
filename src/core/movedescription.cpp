#include "core/movedescription.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <vector>

namespace xq {

namespace {

constexpr std::array<const char *, 6> CountWords = { "no", "one", "two", "three", "four", "five" };

std::string plural(Kind kind)
{
    return std::string(kindName(kind)) + "s";
}

std::string describe(Stone stone)
{
    return std::string(sideName(stone.side())) + " " + kindName(stone.kind());
}

int iccsFile(Side side, int ownFileNumber)
{
    return side == Side::Red ? FileCount - ownFileNumber : ownFileNumber - 1;
}

/// Kinds whose forward and back moves count steps along the file.
bool movesAlongFiles(Kind kind)
{
    return kind == Kind::General || kind == Kind::Chariot || kind == Kind::Cannon
        || kind == Kind::Soldier;
}

/// The ranks a diagonal mover crosses to shift `files` files; 0 when it never can.
int diagonalRanks(Kind kind, int files)
{
    switch (kind) {
    case Kind::Advisor: return files == 1 ? 1 : 0;
    case Kind::Elephant: return files == 2 ? 2 : 0;
    default: return files == 1 ? 2 : files == 2 ? 1 : 0; // the horse
    }
}

/// The stones equal to `stone`, in the order notation counts them: right to left, then front
/// to back, as their owner sees the board.
std::vector<Square> inNotationOrder(const Board &board, Stone stone)
{
    std::vector<Square> squares;
    for (Square s = 0; s < SquareCount; ++s) {
        if (board.stoneAt(s) == stone) {
            squares.push_back(s);
        }
    }
    const Side side = stone.side();
    std::sort(squares.begin(), squares.end(), [side](Square a, Square b) {
        if (ownFile(side, a) != ownFile(side, b)) {
            return ownFile(side, a) < ownFile(side, b);
        }
        return relativeRank(side, a) > relativeRank(side, b);
    });
    return squares;
}

std::vector<Square> onOwnFile(const std::vector<Square> &squares, Side side, int file)
{
    std::vector<Square> onFile;
    std::copy_if(squares.begin(), squares.end(), std::back_inserter(onFile),
        [side, file](Square s) { return ownFile(side, s) == file; });
    return onFile;
}

/// "A, B or C" from the written names of the stones.
std::string alternatives(const Board &board, const std::vector<Square> &squares, StoneNamer namer)
{
    std::string list;
    for (std::size_t i = 0; i < squares.size(); ++i) {
        if (i > 0) {
            list += i + 1 == squares.size() ? " or " : ", ";
        }
        list += namer(board, squares[i]).written;
    }
    return list;
}

/// Why no stone answers to the name a move gives it.
std::string whyNoneIsNamed(const Board &board, const MoveText &text, StoneNamer namer)
{
    const Stone stone(board.sideToMove(), text.kind);
    const std::vector<Square> all = inNotationOrder(board, stone);
    if (all.empty()) {
        return std::string(sideName(stone.side())) + " has no " + kindName(text.kind);
    }
    if (!text.namedFile) {
        return "no " + describe(stone) + " is called " + text.stoneName + " here: write "
            + alternatives(board, all, namer);
    }
    const std::vector<Square> onFile = onOwnFile(all, stone.side(), *text.namedFile);
    if (onFile.empty()) {
        return "no " + describe(stone) + " on file " + std::to_string(*text.namedFile);
    }
    return std::string("ambiguous: ") + CountWords[onFile.size()] + " " + plural(text.kind)
        + " on file " + std::to_string(*text.namedFile) + " — write "
        + alternatives(board, onFile, namer);
}

/// The move a step makes from `from` when it is legal, else why not.
Result<Move> stepFrom(const Board &board, Square from, Step step)
{
    const Stone stone = board.stoneAt(from);
    const auto to = destinationOf(stone, from, step);
    if (!to) {
        return Result<Move>::failure("the " + describe(stone) + " on file "
            + std::to_string(ownFile(stone.side(), from)) + " " + to.error());
    }
    return checkLegal(board, Move(from, *to));
}

} // namespace

int ownFile(Side side, Square s)
{
    return side == Side::Red ? FileCount - fileOf(s) : fileOf(s) + 1;
}

Standing standingOf(const Board &board, Square s)
{
    const Stone stone = board.stoneAt(s);
    const Side side = stone.side();
    const std::vector<Square> sameKind = inNotationOrder(board, stone);
    std::array<int, FileCount + 1> perFile {};
    for (Square other : sameKind) {
        ++perFile[ownFile(side, other)];
    }
    Standing standing;
    standing.file = ownFile(side, s);
    standing.onFile = perFile[standing.file];
    standing.sharedFiles = static_cast<int>(
        std::count_if(perFile.begin(), perFile.end(), [](int count) { return count >= 2; }));
    int ordinal = 0;
    for (Square other : sameKind) {
        if (other == s) {
            break;
        }
        ordinal += perFile[ownFile(side, other)] >= 2 ? 1 : 0;
        standing.fromFront += ownFile(side, other) == standing.file ? 1 : 0;
    }
    standing.ordinal = standing.onFile >= 2 ? ordinal : -1;
    return standing;
}

bool alwaysNamedByFile(Kind kind)
{
    return kind == Kind::Advisor || kind == Kind::Elephant;
}

Step stepOf(const Board &board, Move m)
{
    const Stone stone = board.stoneAt(m.from());
    const Side side = stone.side();
    const int forward = relativeRank(side, m.to()) - relativeRank(side, m.from());
    const Motion motion = forward > 0 ? Motion::Forward
        : forward < 0                 ? Motion::Back
                                      : Motion::Sideways;
    const bool countsSteps = movesAlongFiles(stone.kind()) && motion != Motion::Sideways;
    return { motion, countsSteps ? std::abs(forward) : ownFile(side, m.to()) };
}

Result<Square> destinationOf(Stone stone, Square from, Step step)
{
    using R = Result<Square>;
    const Side side = stone.side();
    const int targetFile = iccsFile(side, step.number);
    const bool alongFiles = movesAlongFiles(stone.kind());
    if (step.motion == Motion::Sideways) {
        if (!alongFiles) {
            return R::failure("cannot move sideways");
        }
        if (targetFile == fileOf(from)) {
            return R::failure("is already on file " + std::to_string(step.number));
        }
        return makeSquare(targetFile, rankOf(from));
    }
    const int ranks = alongFiles ? step.number
                                 : diagonalRanks(stone.kind(), std::abs(targetFile - fileOf(from)));
    if (ranks == 0) {
        return R::failure("cannot reach file " + std::to_string(step.number) + " in one move");
    }
    const int forwardSign = side == Side::Red ? 1 : -1;
    const int rank = rankOf(from) + (step.motion == Motion::Forward ? 1 : -1) * forwardSign * ranks;
    const int file = alongFiles ? fileOf(from) : targetFile;
    if (!onBoard(file, rank)) {
        return R::failure("would leave the board");
    }
    return makeSquare(file, rank);
}

Result<Move> resolveMove(const Board &board, const MoveText &text, StoneNamer namer)
{
    const Stone stone(board.sideToMove(), text.kind);
    std::vector<Move> fitting;
    std::optional<Result<Move>> firstRefusal;
    for (Square from : inNotationOrder(board, stone)) {
        const StoneNames names = namer(board, from);
        if (names.written != text.stoneName && names.alsoRead != text.stoneName) {
            continue;
        }
        auto move = stepFrom(board, from, text.step);
        if (move) {
            fitting.push_back(*move);
        } else if (!firstRefusal) {
            firstRefusal = move;
        }
    }
    if (fitting.size() == 1) {
        return fitting.front();
    }
    if (fitting.size() > 1) {
        return Result<Move>::failure("ambiguous: several " + plural(text.kind) + " can make it");
    }
    return firstRefusal ? *firstRefusal : Result<Move>::failure(whyNoneIsNamed(board, text, namer));
}

Result<Move> resolveByFile(const Board &board, const MoveText &text)
{
    const Stone stone(board.sideToMove(), text.kind);
    if (!text.namedFile) {
        return Result<Move>::failure("the move does not name its stone by file");
    }
    const std::vector<Square> onFile
        = onOwnFile(inNotationOrder(board, stone), stone.side(), *text.namedFile);
    std::vector<Move> fitting;
    for (Square from : onFile) {
        if (auto move = stepFrom(board, from, text.step)) {
            fitting.push_back(*move);
        }
    }
    if (onFile.size() < 2 || fitting.size() != 1) {
        return Result<Move>::failure(std::to_string(fitting.size()) + " of the "
            + std::to_string(onFile.size()) + " " + plural(text.kind) + " on file "
            + std::to_string(*text.namedFile) + " can make it");
    }
    return fitting.front();
}

std::string quoted(std::string_view text)
{
    // Built by appending: GCC 12 warns falsely (-Wrestrict) about "'" + std::string.
    std::string out = "'";
    out += text;
    out += '\'';
    return out;
}

Result<Move> checkLegal(const Board &board, Move m)
{
    using R = Result<Move>;
    const Side us = board.sideToMove();
    const Stone mover = board.stoneAt(m.from());
    if (!mover) {
        return R::failure("no stone on " + squareName(m.from()));
    }
    if (!mover.belongsTo(us)) {
        return R::failure("the stone on " + squareName(m.from()) + " is " + sideName(opposite(us))
            + "'s; " + sideName(us) + " is to move");
    }
    if (board.stoneAt(m.to()).belongsTo(us)) {
        return R::failure("your own " + std::string(kindName(board.stoneAt(m.to()).kind()))
            + " stands on " + squareName(m.to()));
    }
    if (!board.isPseudoLegal(m)) {
        return R::failure("a " + describe(mover) + " cannot move from " + squareName(m.from())
            + " to " + squareName(m.to()));
    }
    if (!board.isLegal(m)) {
        return R::failure("illegal: your general would be in check");
    }
    return m;
}

} // namespace xq
