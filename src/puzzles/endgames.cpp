#include "puzzles/endgames.h"

#include "core/positioncheck.h"
#include "puzzles/mateprover.h"

#include <cctype>
#include <random>

namespace puzzles {

namespace {

using xq::Kind;
using xq::Side;
using xq::Stone;

constexpr GoalKind Win = GoalKind::Win;
constexpr GoalKind Draw = GoalKind::Draw;

/// Tries for one stone's point before the placement is given up.
constexpr int PlacementTries = 200;

std::string iccs(xq::Move move)
{
    return move.toIccs();
}

/// Puts `stone` on a random empty point it may stand on; false when none was found.
bool placeStone(std::array<Stone, xq::SquareCount> &stones, Stone stone,
    const EndgameMaterial &material, std::mt19937 &random)
{
    std::uniform_int_distribution<int> point(0, xq::SquareCount - 1);
    for (int tries = 0; tries < PlacementTries; ++tries) {
        const auto square = static_cast<xq::Square>(point(random));
        const int rank = xq::relativeRank(stone.side(), square);
        const bool soldierFits = stone.kind() != Kind::Soldier
            || (rank >= material.soldierFrom && rank <= material.soldierTo);
        if (stones[square].isEmpty() && xq::canEverStand(stone, square) && soldierFits) {
            stones[square] = stone;
            return true;
        }
    }
    return false;
}

/// The pair's stones on random points, Red to move; nothing when they make no legal position.
std::optional<xq::Board> placeMaterial(const EndgameMaterial &material, std::mt19937 &random)
{
    std::array<Stone, xq::SquareCount> stones {};
    std::string letters = "K" + std::string(material.red) + "k";
    for (const char letter : material.black) {
        letters += static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
    }
    for (const char letter : letters) {
        const std::optional<Stone> stone = Stone::fromFenLetter(letter);
        if (!stone || !placeStone(stones, *stone, material, random)) {
            return std::nullopt;
        }
    }
    auto board = xq::setUp(stones, Side::Red);
    if (auto *set = std::get_if<xq::Board>(&board)) {
        return std::move(*set);
    }
    return std::nullopt;
}

const EndgameMaterial *materialOf(const Puzzle &puzzle)
{
    for (const EndgameMaterial &material : endgameMaterials()) {
        for (const std::string &theme : puzzle.themes) {
            if (theme == material.key) {
                return &material;
            }
        }
    }
    return nullptr;
}

/// Whether the engine's game ended as the theory says, and not at once.
bool agreesWithTheory(
    const PlayedEndgame &game, const EndgameMaterial &material, const EndgameSettings &settings)
{
    const bool longEnough = static_cast<int>(game.moves.size()) >= settings.minPlies;
    if (material.verdict == Win) {
        return game.verdict.outcome == xq::Outcome::RedWins && longEnough;
    }
    return game.verdict.outcome == xq::Outcome::Draw
        && (longEnough || game.verdict.reason != xq::EndReason::InsufficientMaterial);
}

std::string ending(const PlayedEndgame &game)
{
    if (!game.verdict.isOver()) {
        return "goes on past the limit";
    }
    const char *outcome = game.verdict.outcome == xq::Outcome::Draw ? "a draw"
        : game.verdict.outcome == xq::Outcome::RedWins              ? "a win of Red's"
                                                                    : "a win of Black's";
    return std::string("ends in ") + outcome + " (" + xq::RulesJudge::describe(game.verdict.reason)
        + ") after " + std::to_string(game.moves.size()) + " plies";
}

} // namespace

const std::vector<EndgameMaterial> &endgameMaterials()
{
    // Red's stones first; in the drawn pairs Black attacks and Red defends.
    static const std::vector<EndgameMaterial> materials {
        { "R-vs-AA", "R", "AA", Win, "Chariot against two advisors", "单车对双士" },
        { "R-vs-BB", "R", "BB", Win, "Chariot against two elephants", "单车对双象" },
        { "R-vs-AB", "R", "AB", Win, "Chariot against advisor and elephant", "单车对单士象" },
        { "R-vs-N", "R", "N", Win, "Chariot against horse", "单车对单马" },
        { "R-vs-C", "R", "C", Win, "Chariot against cannon", "单车对单炮" },
        { "R-vs-NA", "R", "NA", Win, "Chariot against horse and advisor", "单车对马单士" },
        { "R-vs-CA", "R", "CA", Win, "Chariot against cannon and advisor", "单车对炮单士" },
        { "N-vs-K", "N", "", Win, "Horse against the bare general", "单马对光将" },
        { "N-vs-A", "N", "A", Win, "Horse against an advisor", "单马对单士" },
        { "N-vs-B", "N", "B", Win, "Horse against an elephant", "单马对单象" },
        { "P-vs-K", "P", "", Win, "High soldier against the bare general", "高兵对光将", 5, 8 },
        { "P-vs-A", "P", "A", Win, "High soldier against an advisor", "高兵对单士", 5, 8 },
        { "CA-vs-K", "CA", "", Win, "Cannon and advisor against the bare general", "炮仕对光将" },
        { "AABB-vs-R", "AABB", "R", Draw, "Full advisors and elephants against chariot",
            "士象全对单车" },
        { "AA-vs-N", "AA", "N", Draw, "Two advisors against horse", "双士对单马" },
        { "BB-vs-N", "BB", "N", Draw, "Two elephants against horse", "双象对单马" },
        { "K-vs-C", "", "C", Draw, "The bare general against cannon", "光将对单炮" },
        { "K-vs-P", "", "P", Draw, "The bare general against a soldier on the last rank",
            "光将对底兵", 9, 9 },
        { "AA-vs-P", "AA", "P", Draw, "Two advisors against a soldier", "双士对单卒" },
        { "BB-vs-P", "BB", "P", Draw, "Two elephants against a soldier", "双象对单卒" },
        { "NAABB-vs-R", "NAABB", "R", Draw,
            "Horse with full advisors and elephants against chariot", "马士象全对单车" },
        { "CAABB-vs-R", "CAABB", "R", Draw,
            "Cannon with full advisors and elephants against chariot", "炮士象全对单车" },
    };
    return materials;
}

std::optional<std::string> endgameName(std::string_view key, bool chinese)
{
    for (const EndgameMaterial &material : endgameMaterials()) {
        if (material.key == key) {
            return std::string(chinese ? material.chinese : material.english);
        }
    }
    return std::nullopt;
}

PlayedEndgame playEndgame(xq::Board board, const EndgamePlaySettings &settings, EngineLines &engine)
{
    PlayedEndgame game;
    for (int ply = 0; ply < settings.maxPlies; ++ply) {
        game.verdict = xq::RulesJudge::judge(board);
        if (game.verdict.isOver()) {
            return game;
        }
        const EngineAnswer answer = engine.search(board, 0, settings.nodes);
        if (!answer.best || answer.best->pv.empty()) {
            break; // the judge ends every position without a move; nothing to play is a bug
        }
        board.makeMove(answer.best->pv.front());
        game.moves.push_back(answer.best->pv.front());
    }
    game.verdict = xq::RulesJudge::judge(board);
    return game;
}

bool endgameGoalReached(const Goal &goal, const xq::Verdict &verdict, xq::Side solver)
{
    const xq::Outcome solverWins
        = solver == Side::Red ? xq::Outcome::RedWins : xq::Outcome::BlackWins;
    return verdict.outcome == solverWins
        || (goal.kind == Draw && verdict.outcome == xq::Outcome::Draw);
}

bool endgameLostWhateverIsPlayed(const Goal &goal, const xq::Board &board)
{
    xq::MoveList moves;
    board.generateLegal(moves);
    const Side solver = board.sideToMove();
    for (const xq::Move move : moves) {
        xq::Board after = board;
        after.makeMove(move);
        const xq::Verdict verdict = xq::RulesJudge::judge(after);
        if (!verdict.isOver() || endgameGoalReached(goal, verdict, solver)) {
            return false;
        }
    }
    return !moves.empty();
}

std::optional<std::vector<std::string>> continueEndgame(const Puzzle &puzzle,
    const std::vector<std::string> &played, const EndgamePlaySettings &settings)
{
    if ((puzzle.goal.kind != Win && puzzle.goal.kind != Draw) || played.size() % 2 == 0) {
        return std::nullopt;
    }
    xq::Result<xq::Board> board = playLine(puzzle.fen, played);
    if (!board) {
        return std::nullopt;
    }
    const Side solver = xq::opposite(board->sideToMove());
    if (const xq::Verdict verdict = xq::RulesJudge::judge(*board); verdict.isOver()) {
        if (endgameGoalReached(puzzle.goal, verdict, solver)) {
            return std::vector<std::string> {};
        }
        return std::nullopt;
    }
    EngineLines engine;
    std::vector<std::string> rest;
    // The reply, then the solver's next move as the engine would play it (the hint).
    for (int move = 0; move < 2 && !xq::RulesJudge::judge(*board).isOver(); ++move) {
        const EngineAnswer answer = engine.search(*board, 0, settings.nodes);
        if (!answer.best || answer.best->pv.empty()) {
            break;
        }
        board->makeMove(answer.best->pv.front());
        rest.push_back(iccs(answer.best->pv.front()));
    }
    return rest;
}

xq::Result<Puzzle> proveEndgame(
    const xq::Board &board, const EndgameMaterial &material, const EndgameSettings &settings)
{
    EngineLines engine;
    PlayedEndgame game;
    for (const std::uint64_t nodes : { settings.nodes, settings.confirmNodes }) {
        game = playEndgame(board, { nodes, EndgamePlaySettings {}.maxPlies }, engine);
        if (!agreesWithTheory(game, material, settings)) {
            return xq::Result<Puzzle>::failure(
                "the engine's game at " + std::to_string(nodes) + " nodes a move " + ending(game));
        }
    }
    Puzzle puzzle;
    puzzle.fen = board.fen();
    puzzle.goal = { material.verdict, 0 };
    puzzle.solution = { iccs(game.moves.front()) };
    puzzle.themes = { std::string(material.key) };
    // The engine's own moves to the end: a long win or a long defence is the harder one.
    puzzle.difficulty = static_cast<int>(game.moves.size() + 1) / 2;
    return puzzle;
}

std::optional<std::string> checkEndgame(const Puzzle &puzzle, const EndgameSettings &settings)
{
    const EndgameMaterial *material = materialOf(puzzle);
    if (!material) {
        return "no endgame material named in its themes";
    }
    if (material->verdict != puzzle.goal.kind) {
        return "the goal is not the material's verdict, " + goalText({ material->verdict, 0 });
    }
    const xq::Result<xq::Board> board = xq::Board::fromFen(puzzle.fen);
    if (!board) {
        return "its position does not read: " + board.error();
    }
    const xq::Result<Puzzle> proven = proveEndgame(*board, *material, settings);
    if (!proven) {
        return proven.error();
    }
    return std::nullopt;
}

std::vector<Puzzle> makeEndgames(
    const EndgameSettings &settings, const std::function<void(std::string_view, int)> &onMaterial)
{
    std::vector<Puzzle> puzzles;
    for (const EndgameMaterial &material : endgameMaterials()) {
        // Each pair's placements from its own stream, seeded by its key: a pair added or changed
        // leaves the others' positions as they were.
        std::vector<std::uint32_t> seeds { settings.seed };
        seeds.insert(seeds.end(), material.key.begin(), material.key.end());
        std::seed_seq seedSequence(seeds.begin(), seeds.end());
        std::mt19937 random(seedSequence);
        int kept = 0;
        for (int tries = 0; tries < settings.triesPerMaterial && kept < settings.keptPerMaterial;
             ++tries) {
            const std::optional<xq::Board> board = placeMaterial(material, random);
            if (!board) {
                continue;
            }
            xq::Result<Puzzle> puzzle = proveEndgame(*board, material, settings);
            if (puzzle) {
                puzzle->source = "endgame placement seed " + std::to_string(settings.seed) + " try "
                    + std::to_string(tries + 1);
                puzzles.push_back(std::move(*puzzle));
                ++kept;
            }
        }
        if (onMaterial) {
            onMaterial(material.key, kept);
        }
    }
    return puzzles;
}

} // namespace puzzles
