// Gomoku and Reversi puzzles: positions written and read back, the VCF prover keeping a unique
// win by fours and refusing two, the VCT prover keeping a win by a three where fours alone fail,
// a solver's move judged by its continuation, the Reversi prover's scores against a plain minimax
// of the whole game's end, and the built-in sets (at least 200 each, every tenth proven again;
// the Gomoku set's VCT puzzles: tst_gomokuvct).

#include "puzzles/builtinpuzzles.h"
#include "puzzles/continuation.h"
#include "puzzles/gomokupuzzles.h"
#include "puzzles/puzzleset.h"
#include "puzzles/reversipuzzles.h"

#include "gomoku/gamerecord.h"
#include "reversi/recordformats.h"

#include <QtTest>

#include <algorithm>
#include <random>

using namespace puzzles;

namespace {

constexpr int BuiltinMinimum = 200;
constexpr int RecheckEvery = 10;

// Black's row h8-j8 is closed by white on g8, its column k9-k11 by white on k12: k8 makes two
// fours at once.
const char *const DoubleFour = "gomoku 15 freestyle h8 g8 i8 k12 j8 a1 k9 a3 k10 a5 k11 o15";
// White has no win by fours, but i9 makes a three that wins: from an earlier VCT set's recipe.
const char *const WinByAThree
    = "gomoku 15 freestyle h8 j10 l10 h10 g8 j8 e8 i8 i10 j9 j11 h9 f8 d8 j6";
// An open three: g8 and k8 both make an open four.
const char *const OpenThree = "gomoku 15 freestyle h8 a1 i8 a3 j8 a5";

/// The final score for the side to move with best play, by trying every line to the end.
int minimax(reversi::Board board)
{
    if (board.isGameOver()) {
        return board.finalScore();
    }
    reversi::Undo undo;
    if (board.mustPass()) {
        board.makeMove(reversi::PassMove, undo);
        return -minimax(board);
    }
    int best = -64;
    for (reversi::Bitboard legal = board.legalMoves(); legal; legal &= legal - 1) {
        reversi::Board after = board;
        after.makeMove(static_cast<reversi::Move>(reversi::firstSquare(legal)), undo);
        best = std::max(best, -minimax(after));
    }
    return best;
}

/// A position `empties` squares from the end, from random moves drawn with `seed`.
reversi::Board randomEndgame(unsigned seed, int empties)
{
    std::mt19937 random(seed);
    reversi::Board board = reversi::Board::start();
    while (board.emptyCount() > empties && !board.isGameOver()) {
        std::vector<reversi::Move> moves;
        for (reversi::Bitboard legal = board.legalMoves(); legal; legal &= legal - 1) {
            moves.push_back(static_cast<reversi::Move>(reversi::firstSquare(legal)));
        }
        const reversi::Move move = moves.empty()
            ? reversi::PassMove
            : moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)];
        reversi::Undo undo;
        board.makeMove(move, undo);
    }
    return board;
}

/// Whether `line`, played from `position`, ends with a five.
bool endsInFive(gomoku::Position &position, const std::vector<std::string> &line)
{
    for (const std::string &move : line) {
        const auto point = gomoku::parsePointName(move, position.size());
        if (!point || position.board().at(*point) != gomoku::Stone::Empty) {
            return false;
        }
        position.play(gomoku::Board::indexOf(*point));
    }
    const auto last = gomoku::parsePointName(line.back(), position.size());
    return !position.board()
                .winningLine(gomoku::Board::indexOf(*last), gomoku::Rule::FreeStyle)
                .empty();
}

std::vector<Puzzle> builtin(std::string_view name)
{
    const auto text = builtinCollection(name);
    if (!text) {
        return {};
    }
    auto set = readPuzzleSet(*text);
    return set ? std::move(set).value() : std::vector<Puzzle> {};
}

} // namespace

class TestGamePuzzles : public QObject {
    Q_OBJECT

private slots:
    void gomokuPositionsReadAsWritten();
    void gomokuPositionsRefuseGarbage();
    void vcfProverKeepsAUniqueWin();
    void vcfProverRefusesTwoWinningFours();
    void vctProverKeepsAUniqueWinByAThree();
    void vctContinuationFollowsTheThreatSearch();
    void reversiScoresAreExact();
    void reversiEndgameIsPlayedToTheEnd();
    void continuationsJudgeTheSolversMove();
    void exportedRecordsReadBack();
    void builtinGomokuSetIsSound();
    void builtinReversiSetIsSound();
};

void TestGamePuzzles::gomokuPositionsReadAsWritten()
{
    const auto position = readGomokuPosition(DoubleFour);
    QVERIFY(position);
    QCOMPARE(position->board().stoneCount(), 12);
    QCOMPARE(position->sideToMove(), gomoku::Stone::Black);
    QCOMPARE(gomokuPositionText(*position), std::string(DoubleFour));
}

void TestGamePuzzles::gomokuPositionsRefuseGarbage()
{
    for (const char *text : { "", "gomoku", "gomoku 15", "gomoku 15 nonsense h8",
             "gomoku 3 freestyle", "gomoku 15 freestyle h8 h8", "gomoku 15 freestyle z99",
             "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1" }) {
        QVERIFY2(!readGomokuPosition(text), text);
    }
}

void TestGamePuzzles::vcfProverKeepsAUniqueWin()
{
    const auto position = readGomokuPosition(DoubleFour);
    QVERIFY(position);
    const auto puzzle = proveVcf(*position, {});
    QVERIFY(puzzle);
    QCOMPARE(puzzle->goal, (Goal { GoalKind::Vcf, 2 }));
    QCOMPARE(puzzle->solution.front(), std::string("k8"));
    QCOMPARE(puzzle->solution.size(), std::size_t(3));
    QVERIFY(endsInFive(*position, puzzle->solution));
    QCOMPARE(checkGomokuPuzzle(*puzzle), std::nullopt);
}

void TestGamePuzzles::vctProverKeepsAUniqueWinByAThree()
{
    const auto position = readGomokuPosition(WinByAThree);
    QVERIFY(position);
    QVERIFY(!proveVcf(*position, {})); // fours alone do not win
    const auto puzzle = proveVct(*position, {});
    QVERIFY(puzzle);
    QCOMPARE(puzzle->goal, (Goal { GoalKind::Vct, 3 }));
    QCOMPARE(puzzle->solution.front(), std::string("i9"));
    QCOMPARE(puzzle->solution.size(), std::size_t(5));
    QCOMPARE(gomokuPositionText(*position), std::string(WinByAThree)); // left as it was
    QVERIFY(endsInFive(*position, puzzle->solution));
    QCOMPARE(checkGomokuPuzzle(*puzzle), std::nullopt);
    // A win by fours is a VCF puzzle, not a VCT one; and a VCT goal is checked as one.
    const auto fours = readGomokuPosition(DoubleFour);
    QVERIFY(fours);
    QVERIFY(!proveVct(*fours, {}));
    Puzzle asVcf = *puzzle;
    asVcf.goal.kind = GoalKind::Vcf;
    QVERIFY(checkGomokuPuzzle(asVcf));
}

void TestGamePuzzles::vctContinuationFollowsTheThreatSearch()
{
    const auto position = readGomokuPosition(WinByAThree);
    QVERIFY(position);
    const auto puzzle = proveVct(*position, {});
    QVERIFY(puzzle);
    // After the three: the defence, a four, its block, the five.
    const auto rest = continueVct(*puzzle, { "i9" });
    QVERIFY(rest);
    QCOMPARE(rest->size(), std::size_t(4));
    std::vector<std::string> line { "i9" };
    line.insert(line.end(), rest->begin(), rest->end());
    QVERIFY(endsInFive(*position, line));
    // A stone that threatens nothing lets the win go; the five ends the line.
    QVERIFY(!continueVct(*puzzle, { "a1" }));
    QCOMPARE(continueVct(*puzzle, puzzle->solution), std::optional(std::vector<std::string> {}));
}

void TestGamePuzzles::vcfProverRefusesTwoWinningFours()
{
    const auto position = readGomokuPosition(OpenThree);
    QVERIFY(position);
    QVERIFY(!proveVcf(*position, {}));
    // With one end closed there is no win by fours at all.
    const auto closed = readGomokuPosition("gomoku 15 freestyle h8 g8 i8 a3 j8 a5");
    QVERIFY(closed);
    QVERIFY(!proveVcf(*closed, {}));
}

void TestGamePuzzles::reversiScoresAreExact()
{
    int puzzles = 0;
    for (unsigned seed = 1; seed <= 12; ++seed) {
        const reversi::Board board = randomEndgame(seed, 7);
        for (const auto &[move, score] : exactMoveScores(board)) {
            reversi::Board after = board;
            reversi::Undo undo;
            after.makeMove(move, undo);
            QCOMPARE(score, -minimax(after));
        }
        if (const auto puzzle = proveBestMove(board)) {
            ++puzzles;
            QVERIFY(puzzle->goal.length > 0);
            QCOMPARE(puzzle->goal.length, minimax(board));
            QCOMPARE(checkBestMove(*puzzle), std::nullopt);
        }
    }
    QVERIFY(puzzles > 0);
}

/// A Reversi endgame played to the end: every move of the solver's that keeps the exact best
/// score is taken, one that gives discs away refused; the defence answers with its best move
/// until neither side can move, and the final score is the puzzle's. The scores are checked
/// against a plain minimax of every line to the end.
void TestGamePuzzles::reversiEndgameIsPlayedToTheEnd()
{
    // Black to play, 8 empty squares: h1 and c6 both win by 18, h6 only by 10.
    const char *const TwoBest
        = "OOXXXX--XXXXOOOXXXXXXOO-XOXOXOOXXOXOOXO-XO-OOOX-XOOOOXXX--OOXXXX X";
    const auto board = reversi::Board::fromText(TwoBest);
    QVERIFY(board);
    const auto after = [&](const char *move) {
        reversi::Board next = *board;
        reversi::Undo undo;
        next.makeMove(reversi::parseMove(move), undo);
        return -minimax(next);
    };
    QCOMPARE(minimax(*board), 18);
    QCOMPARE(after("h1"), 18);
    QCOMPARE(after("c6"), 18);
    QCOMPARE(after("h6"), 10);
    Puzzle puzzle;
    puzzle.fen = TwoBest;
    puzzle.goal = { GoalKind::WinByDiscs, 18 };
    puzzle.solution = { "h1" };
    QVERIFY(!continueLine(puzzle, { "h6" }));
    QVERIFY(continueLine(puzzle, { "h1" }));
    // c6, the other best move, played to the end: each reply and each next move of the line.
    std::vector<std::string> played { "c6" };
    reversi::Board game = *board;
    for (int moves = 0; moves < 64; ++moves) {
        const auto rest = continueLine(puzzle, played);
        QVERIFY2(rest, played.back().c_str());
        reversi::Undo undo;
        game.makeMove(reversi::parseMove(played.back()), undo);
        if (rest->empty()) {
            break;
        }
        // The defence's reply keeps the score: the solver's best from there is still 18.
        reversi::Board replied = game;
        replied.makeMove(reversi::parseMove(rest->front()), undo);
        QCOMPARE(minimax(replied), 18);
        played.push_back(rest->front());
        game = replied;
        if (rest->size() == 1) {
            break; // the reply ended the game
        }
        played.push_back(rest->back());
    }
    QVERIFY(game.isGameOver());
    // The final margin for Black, the side that started.
    const int black
        = game.sideToMove() == reversi::Color::Black ? game.finalScore() : -game.finalScore();
    QCOMPARE(black, 18);
}

void TestGamePuzzles::continuationsJudgeTheSolversMove()
{
    // Gomoku: k8's double four goes on with the block and the five; l8's single four is blocked
    // with no four to follow, a quiet move makes no four at all.
    const auto position = readGomokuPosition(DoubleFour);
    QVERIFY(position);
    const auto vcf = proveVcf(*position, {});
    QVERIFY(vcf);
    const auto rest = continueLine(*vcf, { "k8" });
    QVERIFY(rest);
    QCOMPARE(rest->size(), std::size_t(2));
    for (const std::string &move : std::vector<std::string> { "k8", rest->at(0), rest->at(1) }) {
        position->play(gomoku::Board::indexOf(*gomoku::parsePointName(move, 15)));
    }
    const int five = gomoku::Board::indexOf(*gomoku::parsePointName(rest->back(), 15));
    QVERIFY(!position->board().winningLine(five, gomoku::Rule::FreeStyle).empty());
    QVERIFY(!continueLine(*vcf, { "l8" }));
    QVERIFY(!continueLine(*vcf, { "o1" }));
    QCOMPARE(continueLine(*vcf, vcf->solution), std::optional(std::vector<std::string> {}));
    // Reversi: the best move wins by the puzzle's discs and the game goes on, the solver's
    // best reply and the solver's next best move following; any other move wins by fewer.
    const Puzzle best = builtin("builtin-reversi").front();
    const auto line = continueLine(best, best.solution);
    QVERIFY(line);
    QCOMPARE(line->size(), std::size_t(2));
    const auto board = reversi::Board::fromText(best.fen);
    QVERIFY(board);
    const reversi::Bitboard others
        = board->legalMoves() & ~reversi::squareBit(reversi::parseMove(best.solution.front()));
    QVERIFY(others != 0);
    QVERIFY(!continueLine(
        best, { reversi::moveName(static_cast<reversi::Move>(reversi::firstSquare(others))) }));
}

void TestGamePuzzles::exportedRecordsReadBack()
{
    // Gomoku: a .psq of the position's stones and the solution's line, the goal as a name.
    const Puzzle vcf = builtin("builtin-gomoku").front();
    const auto psq = gomokuPuzzleRecord(vcf, 7);
    QVERIFY(psq);
    const gomoku::RecordResult game = gomoku::readPsq(*psq);
    QVERIFY2(game.ok(), game.error.c_str());
    const auto position = readGomokuPosition(vcf.fen);
    QVERIFY(position);
    const std::size_t stones = position->board().history().size();
    QCOMPARE(game.game->moves.size(), stones + vcf.solution.size());
    for (std::size_t i = 0; i < vcf.solution.size(); ++i) {
        QCOMPARE(gomoku::pointName(game.game->moves[stones + i], 15), vcf.solution[i]);
    }
    const std::string &attacker
        = position->sideToMove() == gomoku::Stone::Black ? game.game->black : game.game->white;
    QCOMPARE(attacker, "puzzle 7: " + goalText(vcf.goal));
    // Reversi: a GGF game from the puzzle's position, its best move played.
    const Puzzle endgame = builtin("builtin-reversi").front();
    const auto ggf = reversiPuzzleRecord(endgame, 2);
    QVERIFY(ggf);
    const reversi::RecordResult read = reversi::readGgf(*ggf);
    QVERIFY2(read.game, read.error.c_str());
    QCOMPARE(read.game->start().toText(), endgame.fen);
    QCOMPARE(read.game->moves().size(), std::size_t(1));
    QCOMPARE(reversi::moveName(read.game->moves().front()), endgame.solution.front());
    // A position that does not read gives no record.
    Puzzle broken = vcf;
    broken.fen = "gomoku 15 freestyle h8 h8";
    QVERIFY(!gomokuPuzzleRecord(broken, 1));
}

void TestGamePuzzles::builtinGomokuSetIsSound()
{
    const std::vector<Puzzle> set = builtin("builtin-gomoku");
    QVERIFY2(int(set.size()) >= BuiltinMinimum, qPrintable(QString::number(set.size())));
    for (std::size_t i = 0; i < set.size(); i += RecheckEvery) {
        const auto problem = checkGomokuPuzzle(set[i]);
        QVERIFY2(
            !problem, qPrintable(QString::fromStdString(set[i].fen + ": " + problem.value_or(""))));
    }
}

void TestGamePuzzles::builtinReversiSetIsSound()
{
    const std::vector<Puzzle> set = builtin("builtin-reversi");
    QVERIFY2(int(set.size()) >= BuiltinMinimum, qPrintable(QString::number(set.size())));
    for (std::size_t i = 0; i < set.size(); i += RecheckEvery) {
        const auto problem = checkBestMove(set[i]);
        QVERIFY2(
            !problem, qPrintable(QString::fromStdString(set[i].fen + ": " + problem.value_or(""))));
    }
}

QTEST_APPLESS_MAIN(TestGamePuzzles)
#include "tst_gamepuzzles.moc"
