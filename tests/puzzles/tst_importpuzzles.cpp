// Record collections imported as puzzles, from small files written here: PGN games with a FEN
// tag (a stored mate kept, a position without moves solved by the engine, a game from the
// opening position refused with its reason), a folder of XQF files, .eglib and .QP libraries,
// goals from the result when the line ends in no mate, the puzzles' own PGN export read back,
// and paths that hold no puzzle failing with a reason.

#include "puzzles/importpuzzles.h"
#include "puzzles/puzzlerecord.h"
#include "records/records.h"

#include <QtTest>

using namespace puzzles;

namespace {

const char *const TwinFen = "9/4P4/5kN2/9/3n5/9/9/5A3/4K4/3A2B2 w - - 71 113";
const char *const HorseCannonFen = "4k4/9/4N4/9/C8/9/9/2r6/1r7/3K5 w - - 0 1";
// Two generals and a pawn each: no mate for anyone.
const char *const BareFen = "4k4/9/9/4p4/9/9/4P4/9/9/3K5 w - - 0 1";

const char *const ThreeGames = "[Event \"Stored mate\"]\n"
                               "[FEN \"9/4P4/5kN2/9/3n5/9/9/5A3/4K4/3A2B2 w - - 71 113\"]\n"
                               "[Result \"1-0\"]\n\n"
                               "1. g7f9 d5e3 2. e1e0 e3f5 3. f9h8 1-0\n\n"
                               "[Event \"No solution\"]\n"
                               "[FEN \"4k4/9/4N4/9/C8/9/9/2r6/1r7/3K5 w - - 0 1\"]\n\n*\n\n"
                               "[Event \"Opening\"]\n\n1. h2e2 *\n";

/// Whether `puzzle`'s solution, played from its position, ends with the defender mated.
bool endsInMate(const Puzzle &puzzle)
{
    const xq::Result<xq::Board> end = playLine(puzzle.fen, puzzle.solution);
    return end && !end->hasLegalMove();
}

xq::GameTree record(const char *fen, const std::vector<const char *> &moves)
{
    xq::Board board = *xq::Board::fromFen(fen);
    xq::GameTree game(board);
    xq::NodeId node = xq::GameTree::Root;
    for (const char *text : moves) {
        const xq::Move m = *xq::Move::fromIccs(text);
        node = game.addMove(board, node, m, xq::AddMode::MainLine);
        board.makeMove(m);
    }
    return game;
}

} // namespace

class TestImportPuzzles : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(m_dir.isValid()); }
    void pgnGamesFromSetUpPositionsArePuzzles();
    void folderOfXqfFilesIsACollection();
    void eglibAndQpLibrariesArePuzzles();
    void resultGivesTheGoalOfALineWithoutMate();
    void exportedPuzzlesReadBackTheSame();
    void pathsWithoutPuzzlesFail();

private:
    std::string write(const QString &name, const std::string &bytes)
    {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly)) {
            qFatal("cannot write %s", qPrintable(name));
        }
        file.write(bytes.data(), qint64(bytes.size()));
        return m_dir.filePath(name).toStdString();
    }

    QTemporaryDir m_dir;
};

void TestImportPuzzles::pgnGamesFromSetUpPositionsArePuzzles()
{
    const auto imported = importPuzzles(write("three.pgn", ThreeGames));
    QVERIFY2(imported, imported.error().c_str());
    QCOMPARE(imported->puzzles.size(), std::size_t(2));
    const Puzzle &stored = imported->puzzles[0];
    QCOMPARE(stored.fen, std::string(TwinFen));
    QCOMPARE(stored.goal, (Goal { GoalKind::Mate, 3 }));
    QCOMPARE(
        stored.solution, (std::vector<std::string> { "g7f9", "d5e3", "e1e0", "e3f5", "f9h8" }));
    QCOMPARE(stored.source, std::string("Stored mate"));
    // No moves stored: the engine's mate, played out to the end.
    const Puzzle &solved = imported->puzzles[1];
    QCOMPARE(solved.fen, std::string(HorseCannonFen));
    QCOMPARE(solved.goal, (Goal { GoalKind::Mate, 1 }));
    QVERIFY(endsInMate(solved));
    QCOMPARE(imported->unsolved.size(), std::size_t(1));
    QVERIFY2(imported->unsolved.front().starts_with("three.pgn game 3: ")
            && imported->unsolved.front().find("opening position") != std::string::npos,
        imported->unsolved.front().c_str());
}

void TestImportPuzzles::folderOfXqfFilesIsACollection()
{
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("xqf")));
    const std::string folder = m_dir.filePath(QStringLiteral("xqf")).toStdString();
    QCOMPARE(xq::saveRecord(record(TwinFen, { "g7f9", "d5e3", "e1e0", "e3f5", "f9h8" }),
                 folder + "/1-twin.xqf"),
        std::nullopt);
    QCOMPARE(xq::saveRecord(record(HorseCannonFen, {}), folder + "/2-horse.xqf"), std::nullopt);
    QCOMPARE(xq::saveRecord(record(BareFen, {}), folder + "/3-bare.xqf"), std::nullopt);
    write(QStringLiteral("xqf/readme.md"), "not a record\n");
    const auto imported = importPuzzles(folder);
    QVERIFY2(imported, imported.error().c_str());
    QCOMPARE(imported->puzzles.size(), std::size_t(2));
    QCOMPARE(imported->puzzles[0].goal, (Goal { GoalKind::Mate, 3 }));
    QCOMPARE(imported->puzzles[0].source, std::string("1-twin.xqf"));
    QCOMPARE(imported->puzzles[1].fen, std::string(HorseCannonFen));
    QVERIFY(endsInMate(imported->puzzles[1]));
    QCOMPARE(imported->unsolved.size(), std::size_t(1));
    QVERIFY2(imported->unsolved.front().starts_with("3-bare.xqf: ")
            && imported->unsolved.front().find("no mate") != std::string::npos,
        imported->unsolved.front().c_str());
}

void TestImportPuzzles::eglibAndQpLibrariesArePuzzles()
{
    const auto eglib = importPuzzles(write("set.eglib",
        "马后炮|4k4/9/4N4/9/C8/9/9/2r6/1r7/3K5 w|a5e5\n"
        "bare|4k4/9/9/4p4/9/9/4P4/9/9/3K5 w|\n"));
    QVERIFY2(eglib, eglib.error().c_str());
    QCOMPARE(eglib->puzzles.size(), std::size_t(1));
    QCOMPARE(eglib->puzzles[0].solution, std::vector<std::string> { "a5e5" });
    QCOMPARE(eglib->puzzles[0].source, std::string("马后炮"));
    QCOMPARE(eglib->unsolved.size(), std::size_t(1));
    QVERIFY2(
        eglib->unsolved.front().starts_with("set.eglib game 2: "), eglib->unsolved.front().c_str());
    // Positions only: the engine solves the first (a rook's quiet move leaves Black no move).
    const auto qp = importPuzzles(write("set.qp", "ccf0 K49 R89 k30\nccf0 K49 k30\n"));
    QVERIFY2(qp, qp.error().c_str());
    QCOMPARE(qp->puzzles.size(), std::size_t(1));
    QVERIFY(endsInMate(qp->puzzles[0]));
    QCOMPARE(qp->unsolved.size(), std::size_t(1));
}

void TestImportPuzzles::resultGivesTheGoalOfALineWithoutMate()
{
    // Two moves of a line that mates in three, stopped: a draw by its result, a win by its.
    const std::string line = "[FEN \"9/4P4/5kN2/9/3n5/9/9/5A3/4K4/3A2B2 w - - 71 113\"]\n"
                             "[Result \"RESULT\"]\n\n1. g7f9 d5e3 2. e1e0 e3f5 RESULT\n";
    std::string draw = line;
    std::string win = line;
    for (std::size_t at; (at = draw.find("RESULT")) != std::string::npos;) {
        draw.replace(at, 6, "1/2-1/2");
    }
    for (std::size_t at; (at = win.find("RESULT")) != std::string::npos;) {
        win.replace(at, 6, "1-0");
    }
    const auto drawn = importPuzzles(write("draw.pgn", draw));
    QVERIFY2(drawn, drawn.error().c_str());
    QCOMPARE(drawn->puzzles[0].goal.kind, GoalKind::Draw);
    // The defender's last reply is no part of the solution: it ends with the solver's move.
    QCOMPARE(drawn->puzzles[0].solution, (std::vector<std::string> { "g7f9", "d5e3", "e1e0" }));
    const auto won = importPuzzles(write("win.pgn", win));
    QVERIFY2(won, won.error().c_str());
    QCOMPARE(won->puzzles[0].goal.kind, GoalKind::Win);
}

void TestImportPuzzles::exportedPuzzlesReadBackTheSame()
{
    Puzzle puzzle;
    puzzle.fen = TwinFen;
    puzzle.goal = { GoalKind::Mate, 3 };
    puzzle.solution = { "g7f9", "d5e3", "e1e0", "e3f5", "f9h8" };
    puzzle.themes = { "horse-cannon" };
    puzzle.difficulty = 5;
    puzzle.source = "selfplay game 4 ply 80";
    const auto exported = puzzleRecord(puzzle, 1);
    QVERIFY(exported);
    const auto text = xq::writeRecords({ *exported }, xq::RecordFormat::Pgn);
    QVERIFY(text);
    const auto imported = importPuzzles(write("export.pgn", *text));
    QVERIFY2(imported, imported.error().c_str());
    QCOMPARE(imported->puzzles.size(), std::size_t(1));
    const Puzzle &back = imported->puzzles.front();
    QCOMPARE(back.fen, puzzle.fen);
    QCOMPARE(back.goal, puzzle.goal);
    QCOMPARE(back.solution, puzzle.solution);
    QCOMPARE(back.themes, puzzle.themes);
    QCOMPARE(back.difficulty, puzzle.difficulty);
    QCOMPARE(back.source, puzzle.source);
}

void TestImportPuzzles::pathsWithoutPuzzlesFail()
{
    const auto opening = importPuzzles(write("opening.pgn", "[Event \"x\"]\n\n1. h2e2 h9g7 *\n"));
    QVERIFY(!opening);
    QVERIFY2(
        opening.error().find("opening position") != std::string::npos, opening.error().c_str());
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("empty")));
    const auto empty = importPuzzles(m_dir.filePath(QStringLiteral("empty")).toStdString());
    QVERIFY(!empty);
    QVERIFY2(empty.error().find("no record file") != std::string::npos, empty.error().c_str());
    const auto missing = importPuzzles(m_dir.filePath(QStringLiteral("missing.pgn")).toStdString());
    QVERIFY(!missing);
    const auto garbage
        = importPuzzles(write("garbage.xqf", std::string("\x01\x02\x03garbage", 10)));
    QVERIFY(!garbage);
}

QTEST_GUILESS_MAIN(TestImportPuzzles)
#include "tst_importpuzzles.moc"
