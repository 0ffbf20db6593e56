// xiangqi-cli puzzles: makes mate puzzles from games, imports record collections as puzzles,
// checks, lists and exports collections.

#include "tools/cliarguments.h"
#include "tools/commands.h"

#include "puzzles/builtinpuzzles.h"
#include "puzzles/endgames.h"
#include "puzzles/gomokupuzzles.h"
#include "puzzles/importpuzzles.h"
#include "puzzles/mateprover.h"
#include "puzzles/puzzlerecord.h"
#include "puzzles/puzzleset.h"
#include "puzzles/reversipuzzles.h"
#include "puzzles/tacticprover.h"
#include "puzzles/themes.h"
#include "records/atomicfile.h"
#include "records/records.h"

#include <algorithm>
#include <filesystem>
#include <functional>
#include <iostream>
#include <map>

namespace xq::cli {

namespace {

constexpr std::string_view PuzzlesUsage
    = "usage:\n"
      "  xiangqi-cli puzzles make GAMES... OUT [--kind mate|tactic] [--max-length N]\n"
      "                          [--min-length N] [--from-end PLIES] [--exact-nodes N]\n"
      "      puzzles from the games' last PLIES positions (default 40 for mates, every\n"
      "      position for tactics), each proven unique by the built-in engine: mates of at most\n"
      "      N moves (default 9) and at least --min-length (default 1), or tactics winning\n"
      "      material (the goal \"material\"); OUT in the puzzle-set format (docs/puzzles.md);\n"
      "      a mate's exact proof gives up after N moves played (default 8000000)\n"
      "  xiangqi-cli puzzles make-gomoku OUT [--games N] [--seed S] [--depth D] [--vct]\n"
      "      Gomoku VCF puzzles from the Gomoku engine's games against itself, each proven by\n"
      "      its threat search (the shortest VCF, no other first four as fast); with --vct, VCT\n"
      "      puzzles (no VCF; the shortest win by threes and fours, no other first threat as "
      "fast)\n"
      "  xiangqi-cli puzzles make-reversi OUT [--games N] [--seed S] [--depth D]\n"
      "      Reversi endgame puzzles from the Reversi engine's games against itself, each proven\n"
      "      by its exact solver (every move solved, one best move that wins)\n"
      "  xiangqi-cli puzzles make-endgames OUT [--seed S] [--tries N] [--keep K]\n"
      "      Xiangqi practical endgames: each classic pair of materials set up N times from the\n"
      "      seed, kept (at most K a pair) where the engine's games against itself at two\n"
      "      budgets end as endgame theory says (a win or a draw for Red)\n"
      "  xiangqi-cli puzzles import RECORDS OUT\n"
      "      the records of RECORDS (a PGN, .eglib, .QP, ... file or a folder of XQF files)\n"
      "      that start from a set-up position, as puzzles: the solution stored, or the\n"
      "      engine's shortest mate; the records that become none are listed with the reason\n"
      "  xiangqi-cli puzzles check COLLECTION [--exact-nodes N]\n"
      "  xiangqi-cli puzzles themes COLLECTION OUT\n"
      "      the collection with each Xiangqi mate's and tactic's themes read again from its\n"
      "      line (after the themes' recognition changed), the rest unchanged\n"
      "  xiangqi-cli puzzles list COLLECTION [--theme KEY] [--length N]\n"
      "  xiangqi-cli puzzles export COLLECTION OUT\n"
      "      Xiangqi puzzles as one PGN file OUT; Gomoku and Reversi puzzles as a folder OUT of\n"
      "      records, one a puzzle (0001.psq ..., 0001.ggf ...)\n"
      "  COLLECTION: a puzzle-set FILE, builtin-xiangqi, builtin-endgames, builtin-gomoku\n"
      "      (VCF and VCT), builtin-reversi, or\n"
      "      RECORDS as import reads them\n";

int usage()
{
    std::cerr << PuzzlesUsage;
    return ExitUsage;
}

/// Whether `name` is records to import rather than a puzzle-set file: a folder, or a file of a
/// record format.
bool namesRecords(const std::string &name)
{
    std::error_code error;
    return std::filesystem::is_directory(name, error) || formatForPath(name).has_value();
}

/// The puzzles of record files, the records that became none told on stderr.
Result<std::vector<puzzles::Puzzle>> importCollection(const std::string &name)
{
    auto imported = puzzles::importPuzzles(name);
    if (!imported) {
        return Result<std::vector<puzzles::Puzzle>>::failure(imported.error());
    }
    if (!imported->unsolved.empty()) {
        std::cerr << imported->unsolved.size() << " records are no puzzle:\n";
        for (const std::string &why : imported->unsolved) {
            std::cerr << "  " << why << "\n";
        }
    }
    return std::move(imported->puzzles);
}

/// A collection file, record files imported, or a built-in collection by name.
Result<std::vector<puzzles::Puzzle>> readCollection(const std::string &name)
{
    if (const auto builtin = puzzles::builtinCollection(name)) {
        return puzzles::readPuzzleSet(*builtin);
    }
    if (namesRecords(name)) {
        return importCollection(name);
    }
    const Result<std::string> bytes = readFileBytes(name);
    if (!bytes) {
        return Result<std::vector<puzzles::Puzzle>>::failure(bytes.error());
    }
    auto set = puzzles::readPuzzleSet(*bytes);
    if (!set) {
        return Result<std::vector<puzzles::Puzzle>>::failure(name + ": " + set.error());
    }
    return set;
}

/// The collection, or nothing after saying why it cannot be read.
std::optional<std::vector<puzzles::Puzzle>> loadCollection(const std::string &name)
{
    auto set = readCollection(name);
    if (!set) {
        std::cerr << set.error() << "\n";
        return std::nullopt;
    }
    return std::move(set).value();
}

std::optional<std::string> writeText(const std::string &path, std::string_view text)
{
    Result<AtomicFile> file = AtomicFile::create(path);
    if (!file) {
        return file.error();
    }
    file->write(text);
    return file->commit();
}

/// Writes the puzzles made as a collection under `header` and says how many there are.
int savePuzzles(
    const std::string &path, const std::vector<puzzles::Puzzle> &found, const std::string &header)
{
    if (const auto error = writeText(path, puzzles::writePuzzleSet(found, header))) {
        std::cerr << *error << "\n";
        return ExitRecordError;
    }
    std::cout << found.size() << " puzzles\n";
    return ExitOk;
}

std::optional<int> numberOption(const Arguments &args, const std::string &name, int fallback)
{
    const auto it = args.options.find(name);
    if (it == args.options.end()) {
        return fallback;
    }
    const int value = std::atoi(it->second.c_str());
    if (value <= 0) {
        std::cerr << "puzzles: --" << name << " must be a positive number\n";
        return std::nullopt;
    }
    return value;
}

/// The mate prover's settings with the exact proofs' limit --exact-nodes; nothing when it is
/// not a positive number.
std::optional<puzzles::MateProofSettings> mateSettings(const Arguments &args)
{
    puzzles::MateProofSettings settings;
    const auto exactNodes
        = numberOption(args, "exact-nodes", static_cast<int>(settings.exactNodeLimit));
    if (!exactNodes) {
        return std::nullopt;
    }
    settings.exactNodeLimit = static_cast<std::uint64_t>(*exactNodes);
    return settings;
}

/// The positions of a game's main line, from the start.
std::vector<Board> mainLinePositions(const GameTree &game)
{
    std::vector<Board> positions { game.startBoard() };
    for (const NodeId node : game.mainLine()) {
        Board next = positions.back();
        next.makeMove(game.move(node));
        positions.push_back(std::move(next));
    }
    return positions;
}

using Prover = std::function<Result<puzzles::Puzzle>(const Board &)>;

// Adds the puzzles of one game: from `fromEnd` plies before its end, the first proven puzzle,
// then the next one only after that puzzle's line is over (a line shortened is no new puzzle).
void minePuzzles(const GameTree &game, const std::string &source, int fromEnd, const Prover &prove,
    std::vector<puzzles::Puzzle> &found, std::map<std::string, bool> &seen)
{
    const std::vector<Board> positions = mainLinePositions(game);
    const int count = static_cast<int>(positions.size());
    for (int ply = std::max(0, count - 1 - fromEnd); ply < count; ++ply) {
        const std::string placement
            = positions[ply].fen().substr(0, positions[ply].fen().find(" - "));
        if (seen.contains(placement)) {
            continue;
        }
        Result<puzzles::Puzzle> puzzle = prove(positions[ply]);
        if (!puzzle) {
            continue;
        }
        seen[placement] = true;
        puzzle->source = source + " ply " + std::to_string(ply);
        ply += static_cast<int>(puzzle->solution.size());
        found.push_back(std::move(puzzle).value());
    }
}

/// A tactic proven in a game's position, unless it only takes back what the game's last move
/// took: a recapture is no puzzle, though its position alone shows material to win.
Result<puzzles::Puzzle> proveTactic(puzzles::TacticProver &prover, const Board &position)
{
    Result<puzzles::Puzzle> puzzle = prover.prove(position);
    const PlyRecord &last = position.history().back();
    if (puzzle && last.captured
        && Move::fromIccs(puzzle->solution.front())->to() == last.move.to()) {
        return Result<puzzles::Puzzle>::failure("a recapture");
    }
    return puzzle;
}

int makePuzzles(const std::vector<std::string> &args)
{
    const auto parsed
        = parseArguments(args, { "kind", "max-length", "min-length", "from-end", "exact-nodes" });
    if (!parsed || parsed->positional.size() < 2) {
        return usage();
    }
    const std::string kind
        = parsed->options.contains("kind") ? parsed->options.at("kind") : std::string("mate");
    if (kind != "mate" && kind != "tactic") {
        std::cerr << "puzzles: --kind is mate or tactic\n";
        return ExitUsage;
    }
    const bool tactics = kind == "tactic";
    const auto maxLength = numberOption(*parsed, "max-length", 9);
    const auto minLength = numberOption(*parsed, "min-length", 1);
    const auto fromEnd = numberOption(*parsed, "from-end", tactics ? 100000 : 40);
    auto settings = mateSettings(*parsed);
    if (!maxLength || !minLength || !fromEnd || !settings) {
        return ExitUsage;
    }
    settings->maxLength = *maxLength;
    settings->minLength = *minLength;
    puzzles::MateProver mateProver(*settings);
    puzzles::TacticProver tacticProver;
    const Prover prove = tactics
        ? Prover([&](const Board &position) { return proveTactic(tacticProver, position); })
        : Prover([&](const Board &position) { return mateProver.prove(position); });
    std::vector<puzzles::Puzzle> found;
    std::map<std::string, bool> seen;
    const std::vector<std::string> inputs(parsed->positional.begin(), parsed->positional.end() - 1);
    for (const std::string &path : inputs) {
        const auto games = loadGames(path);
        if (!games) {
            std::cerr << games.error() << "\n";
            return ExitRecordError;
        }
        for (std::size_t i = 0; i < games->size(); ++i) {
            if ((*games)[i]) {
                const std::string source
                    = path.substr(path.find_last_of('/') + 1) + " game " + std::to_string(i + 1);
                minePuzzles(*(*games)[i], source, *fromEnd, prove, found, seen);
            }
            std::cerr << "\r" << path << ": game " << i + 1 << "/" << games->size() << ", "
                      << found.size() << " puzzles" << std::flush;
        }
        std::cerr << "\n";
    }
    const std::string header = tactics
        ? "Xiangqi tactics: xiangqi-cli puzzles make --kind tactic"
        : "Xiangqi mate puzzles: xiangqi-cli puzzles make --max-length "
            + std::to_string(*maxLength) + " --min-length " + std::to_string(*minLength)
            + " --from-end " + std::to_string(*fromEnd);
    return savePuzzles(parsed->positional.back(), found, header);
}

int importPuzzles(const std::vector<std::string> &args)
{
    if (args.size() != 2) {
        return usage();
    }
    const auto set = loadCollection(args[0]);
    if (!set) {
        return ExitRecordError;
    }
    return savePuzzles(args[1], *set, "Puzzles imported from " + args[0]);
}

int checkPuzzles(const std::vector<std::string> &args)
{
    const auto parsed = parseArguments(args, { "exact-nodes" });
    if (!parsed || parsed->positional.size() != 1) {
        return usage();
    }
    const auto settings = mateSettings(*parsed);
    if (!settings) {
        return ExitUsage;
    }
    const auto set = loadCollection(parsed->positional[0]);
    if (!set) {
        return ExitRecordError;
    }
    puzzles::MateProver prover(*settings);
    puzzles::TacticProver tacticProver;
    int failed = 0;
    for (std::size_t i = 0; i < set->size(); ++i) {
        const puzzles::Puzzle &puzzle = (*set)[i];
        // Each game's puzzles proven again by that game's own prover.
        const puzzles::GoalKind kind = puzzle.goal.kind;
        const bool gomoku = kind == puzzles::GoalKind::Vcf || kind == puzzles::GoalKind::Vct;
        const auto problem = gomoku                 ? puzzles::checkGomokuPuzzle(puzzle)
            : kind == puzzles::GoalKind::WinByDiscs ? puzzles::checkBestMove(puzzle)
            : kind == puzzles::GoalKind::Win || kind == puzzles::GoalKind::Draw
            ? puzzles::checkEndgame(puzzle)
            : kind == puzzles::GoalKind::WinMaterial ? tacticProver.check(puzzle)
                                                     : prover.check(puzzle);
        if (problem) {
            std::cout << "puzzle " << i + 1 << ": " << *problem << "\n";
            ++failed;
        }
    }
    std::cout << set->size() - static_cast<std::size_t>(failed) << " passed, " << failed
              << " failed\n";
    return failed == 0 ? ExitOk : ExitRecordError;
}

/// The themes recognised in a Xiangqi mate's or tactic's line; nothing for other puzzles or a
/// line that does not play.
std::optional<std::vector<std::string>> lineThemes(const puzzles::Puzzle &puzzle)
{
    const puzzles::GoalKind kind = puzzle.goal.kind;
    if (kind != puzzles::GoalKind::Mate && kind != puzzles::GoalKind::WinMaterial) {
        return std::nullopt;
    }
    if (kind == puzzles::GoalKind::WinMaterial) {
        return puzzles::tacticThemes(puzzle, puzzles::TacticProofSettings().materialMargin);
    }
    const Result<Board> end = puzzles::playLine(puzzle.fen, puzzle.solution);
    if (!end) {
        return std::nullopt;
    }
    return puzzles::mateThemes(*end);
}

int rethemePuzzles(const std::vector<std::string> &args)
{
    if (args.size() != 2) {
        return usage();
    }
    auto set = loadCollection(args[0]);
    if (!set) {
        return ExitRecordError;
    }
    for (puzzles::Puzzle &puzzle : *set) {
        puzzle.themes = lineThemes(puzzle).value_or(puzzle.themes);
    }
    return savePuzzles(args[1], *set, "Puzzles of " + args[0] + ", themes read again");
}

/// make-gomoku and make-reversi: puzzles from the game's own self-play, proven by its solver.
int makeOtherGamePuzzles(const std::vector<std::string> &args, bool gomoku)
{
    const auto parsed = parseArguments(args, { "games", "seed", "depth" }, { "vct" });
    if (!parsed || parsed->positional.size() != 1) {
        return usage();
    }
    const auto games = numberOption(*parsed, "games", 100);
    const auto seed = numberOption(*parsed, "seed", 1);
    const auto depth = numberOption(*parsed, "depth", 4);
    if (!games || !seed || !depth) {
        return ExitUsage;
    }
    const auto onGame
        = [&](int game) { std::cerr << "\rgame " << game << "/" << *games << std::flush; };
    std::vector<puzzles::Puzzle> found;
    if (gomoku) {
        puzzles::GomokuPuzzleSettings settings;
        settings.games = *games;
        settings.seed = static_cast<std::uint32_t>(*seed);
        settings.depth = *depth;
        settings.goal = parsed->has("vct") ? puzzles::GoalKind::Vct : puzzles::GoalKind::Vcf;
        found = puzzles::makeGomokuPuzzles(settings, onGame);
    } else {
        puzzles::ReversiPuzzleSettings settings;
        settings.games = *games;
        settings.seed = static_cast<std::uint32_t>(*seed);
        settings.depth = *depth;
        found = puzzles::makeReversiPuzzles(settings, onGame);
    }
    std::cerr << "\n";
    const bool vct = gomoku && parsed->has("vct");
    const std::string kind = !gomoku ? "Reversi endgame" : vct ? "Gomoku VCT" : "Gomoku VCF";
    const std::string header = kind + " puzzles: xiangqi-cli puzzles "
        + (gomoku ? "make-gomoku" : "make-reversi") + " --games " + std::to_string(*games)
        + " --seed " + std::to_string(*seed) + " --depth " + std::to_string(*depth)
        + (vct ? " --vct" : "");
    return savePuzzles(parsed->positional.back(), found, header);
}

/// make-endgames: the classic pairs of materials set up from a seed, kept where the engine's
/// games end as the theory says.
int makeEndgamePuzzles(const std::vector<std::string> &args)
{
    const auto parsed = parseArguments(args, { "seed", "tries", "keep" });
    if (!parsed || parsed->positional.size() != 1) {
        return usage();
    }
    const auto seed = numberOption(*parsed, "seed", 1);
    const auto tries = numberOption(*parsed, "tries", 12);
    const auto keep = numberOption(*parsed, "keep", 6);
    if (!seed || !tries || !keep) {
        return ExitUsage;
    }
    puzzles::EndgameSettings settings;
    settings.seed = static_cast<std::uint32_t>(*seed);
    settings.triesPerMaterial = *tries;
    settings.keptPerMaterial = *keep;
    const auto found = puzzles::makeEndgames(settings,
        [](std::string_view key, int kept) { std::cerr << key << ": " << kept << " kept\n"; });
    const std::string header
        = "Xiangqi practical endgames: xiangqi-cli puzzles make-endgames --seed "
        + std::to_string(*seed) + " --tries " + std::to_string(*tries) + " --keep "
        + std::to_string(*keep);
    return savePuzzles(parsed->positional.back(), found, header);
}

bool matches(const puzzles::Puzzle &puzzle, const Arguments &args)
{
    if (const auto theme = args.options.find("theme"); theme != args.options.end()
        && std::find(puzzle.themes.begin(), puzzle.themes.end(), theme->second)
            == puzzle.themes.end()) {
        return false;
    }
    const auto length = args.options.find("length");
    return length == args.options.end() || puzzle.goal.length == std::atoi(length->second.c_str());
}

int listPuzzles(const std::vector<std::string> &args)
{
    const auto parsed = parseArguments(args, { "theme", "length" });
    if (!parsed || parsed->positional.size() != 1) {
        return usage();
    }
    const auto set = loadCollection(parsed->positional[0]);
    if (!set) {
        return ExitRecordError;
    }
    std::map<std::string, int> byGoal;
    int shown = 0;
    for (const puzzles::Puzzle &puzzle : *set) {
        if (matches(puzzle, *parsed)) {
            std::cout << puzzles::puzzleLine(puzzle) << "\n";
            ++byGoal[puzzles::goalText(puzzle.goal)];
            ++shown;
        }
    }
    std::cout << shown << " puzzles";
    for (const auto &[goal, count] : byGoal) {
        std::cout << ", " << goal << ": " << count;
    }
    std::cout << "\n";
    return ExitOk;
}

/// Xiangqi puzzles as one PGN file.
int exportPgn(const std::vector<puzzles::Puzzle> &set, const std::string &path)
{
    std::vector<GameTree> records;
    for (std::size_t i = 0; i < set.size(); ++i) {
        Result<GameTree> record = puzzles::puzzleRecord(set[i], static_cast<int>(i + 1));
        if (!record) {
            std::cerr << record.error() << "\n";
            return ExitRecordError;
        }
        records.push_back(std::move(record).value());
    }
    WriteOptions options;
    options.notation = Notation::Iccs;
    const Result<std::string> text = writeRecords(records, RecordFormat::Pgn, options);
    if (!text) {
        std::cerr << text.error() << "\n";
        return ExitRecordError;
    }
    if (const auto error = writeText(path, *text)) {
        std::cerr << *error << "\n";
        return ExitRecordError;
    }
    std::cout << records.size() << " puzzles\n";
    return ExitOk;
}

/// Gomoku or Reversi puzzles as a folder of records, one file a puzzle ("0001.psq",
/// "0001.ggf"): the formats hold one game each.
int exportFolder(const std::vector<puzzles::Puzzle> &set, const std::string &folder, bool gomoku)
{
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    if (error) {
        std::cerr << folder << ": " << error.message() << "\n";
        return ExitRecordError;
    }
    for (std::size_t i = 0; i < set.size(); ++i) {
        const int number = static_cast<int>(i + 1);
        const std::optional<std::string> record = gomoku
            ? puzzles::gomokuPuzzleRecord(set[i], number)
            : puzzles::reversiPuzzleRecord(set[i], number);
        if (!record) {
            std::cerr << "puzzle " << number << ": its position or line does not read\n";
            return ExitRecordError;
        }
        std::string name = std::to_string(number);
        name = std::string(4 - std::min<std::size_t>(4, name.size()), '0') + name
            + (gomoku ? ".psq" : ".ggf");
        if (const auto failed
            = writeText((std::filesystem::path(folder) / name).string(), *record)) {
            std::cerr << *failed << "\n";
            return ExitRecordError;
        }
    }
    std::cout << set.size() << " puzzles\n";
    return ExitOk;
}

int exportPuzzles(const std::vector<std::string> &args)
{
    if (args.size() != 2) {
        return usage();
    }
    const auto set = loadCollection(args[0]);
    if (!set) {
        return ExitRecordError;
    }
    const puzzles::GoalKind kind = set->empty() ? puzzles::GoalKind::Mate : set->front().goal.kind;
    const bool gomoku = kind == puzzles::GoalKind::Vcf || kind == puzzles::GoalKind::Vct;
    if (gomoku || kind == puzzles::GoalKind::WinByDiscs) {
        return exportFolder(*set, args[1], gomoku);
    }
    return exportPgn(*set, args[1]);
}

} // namespace

int puzzlesCommand(const std::vector<std::string> &args)
{
    if (args.empty()) {
        return usage();
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (args[0] == "make") {
        return makePuzzles(rest);
    }
    if (args[0] == "make-gomoku" || args[0] == "make-reversi") {
        return makeOtherGamePuzzles(rest, args[0] == "make-gomoku");
    }
    if (args[0] == "make-endgames") {
        return makeEndgamePuzzles(rest);
    }
    if (args[0] == "import") {
        return importPuzzles(rest);
    }
    if (args[0] == "check") {
        return checkPuzzles(rest);
    }
    if (args[0] == "themes") {
        return rethemePuzzles(rest);
    }
    if (args[0] == "list") {
        return listPuzzles(rest);
    }
    if (args[0] == "export") {
        return exportPuzzles(rest);
    }
    return usage();
}

} // namespace xq::cli
