#include "reversiengine/nboardsession.h"

#include "reversi/bench.h"
#include "reversi/perft.h"
#include "reversi/recordformats.h"

#include <charconv>
#include <chrono>
#include <cstdio>
#include <optional>

namespace reversi {

namespace {

constexpr std::string_view EngineName = "XiangqiReversi";
constexpr int MaxPerftDepth = 20;
constexpr int MaxClockMs = 24 * 3600 * 1000;
/// `analyze` looks at every position of the game: a quick search each.
constexpr int AnalyzeDepth = 6;
constexpr int AnalyzeExactEmpties = 14;

std::string_view trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(" \t\r\n");
    return text.substr(first, last - first + 1);
}

/// Splits off the first word; `rest` keeps what follows it, trimmed.
std::string_view firstWord(std::string_view text, std::string_view &rest)
{
    text = trimmed(text);
    const auto end = text.find_first_of(" \t");
    rest = end == std::string_view::npos ? std::string_view {} : trimmed(text.substr(end));
    return text.substr(0, end);
}

std::optional<int> parseNumber(std::string_view text, int low, int high)
{
    int value = 0;
    const auto [end, code] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || code != std::errc() || end != text.data() + text.size() || value < low
        || value > high) {
        return std::nullopt;
    }
    return value;
}

std::string upperMove(Move move)
{
    std::string name = moveName(move);
    for (char &c : name) {
        c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
    }
    return name;
}

} // namespace

std::string discText(int score)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", score / 100.0);
    return text;
}

NBoardSession::NBoardSession(std::ostream &out, std::ostream &err) : m_out(out), m_err(err)
{
}

bool NBoardSession::execute(std::string_view line)
{
    std::string_view rest;
    const std::string_view command = firstWord(line, rest);
    if (command.empty()) {
        return true;
    }
    if (command == "quit") {
        return false;
    }
    if (command == "nboard") {
        if (!parseNumber(rest, 1, 1000)) {
            error("nboard needs a protocol version number");
        }
        m_out << "set myname " << EngineName << '\n';
    } else if (command == "set") {
        set(rest);
    } else if (command == "move") {
        move(rest);
    } else if (command == "go") {
        go();
    } else if (command == "hint") {
        hint(rest);
    } else if (command == "ping") {
        m_out << "pong" << (rest.empty() ? "" : " ") << rest << '\n';
    } else if (command == "learn") {
        m_out << "learned\n";
    } else if (command == "analyze") {
        analyze();
    } else if (command == "perft") {
        perft(rest);
    } else if (command == "bench") {
        bench();
    } else {
        error("unknown command '" + std::string(command) + "'");
    }
    m_out.flush();
    return true;
}

void NBoardSession::set(std::string_view rest)
{
    std::string_view value;
    const std::string_view name = firstWord(rest, value);
    if (name == "game") {
        setGame(value);
        return;
    }
    if (name == "clock") {
        setClock(value);
        return;
    }
    if (name == "myname" || name == "contempt") {
        // The contempt only matters for draws, which the search already scores as 0.
        if (name == "contempt") {
            const auto contempt = parseNumber(value, -6400, 6400);
            m_contempt = contempt.value_or(m_contempt);
            if (!contempt) {
                error("set contempt needs a number");
            }
        }
        return;
    }
    if (name == "book") {
        // An extension: the strongest level's opening book on or off.
        if (value == "on" || value == "off") {
            m_engine.setBookEnabled(value == "on");
        } else {
            error("set book needs on or off");
        }
        return;
    }
    const auto limits = [&]() -> std::pair<int, int> {
        if (name == "depth") {
            return { 1, 60 };
        }
        if (name == "level") {
            return { 0, MaxLevel };
        }
        if (name == "threads") {
            return { 1, MaxSearchThreads };
        }
        return { 0, MaxClockMs };
    }();
    const auto number = parseNumber(value, limits.first, limits.second);
    if (name != "depth" && name != "level" && name != "movetime" && name != "threads") {
        error("unknown setting '" + std::string(name) + "'");
    } else if (!number) {
        error("set " + std::string(name) + " needs a number from " + std::to_string(limits.first)
            + " to " + std::to_string(limits.second));
    } else if (name == "depth") {
        m_engine.setDepth(*number);
    } else if (name == "level") {
        m_engine.setLevel(*number);
    } else if (name == "threads") {
        m_engine.setThreads(*number);
    } else {
        m_engine.setMovetime(*number);
    }
}

void NBoardSession::setGame(std::string_view ggf)
{
    RecordResult result = readGgf(ggf);
    if (!result.game) {
        error(result.error);
        return;
    }
    m_game = *result.game;
    // A new game: the clock starts again.
    m_engine.setClock(m_clock);
}

void NBoardSession::setClock(std::string_view text)
{
    std::string_view incrementText;
    const auto remaining = parseNumber(firstWord(text, incrementText), 0, MaxClockMs);
    const auto increment
        = incrementText.empty() ? std::optional<int>(0) : parseNumber(incrementText, 0, MaxClockMs);
    if (!remaining || !increment) {
        error("set clock needs the milliseconds left (0 to " + std::to_string(MaxClockMs)
            + ") and optionally the increment");
        return;
    }
    m_clock = *remaining > 0 ? std::optional<GameClock>({ *remaining, *increment }) : std::nullopt;
    m_engine.setClock(m_clock);
}

void NBoardSession::move(std::string_view text)
{
    const std::string_view square = text.substr(0, text.find('/'));
    const Move move = parseMove(trimmed(square));
    if (move == NoMove) {
        error("move: cannot read '" + std::string(text) + "'");
    } else if (!m_game.playWithImpliedPass(move)) {
        error("move: " + upperMove(move) + " is not legal here");
    }
}

void NBoardSession::go()
{
    const Board &board = m_game.position();
    if (board.isGameOver()) {
        error("go: the game is over");
        return;
    }
    const auto start = std::chrono::steady_clock::now();
    const SearchResult result = m_engine.play(board);
    m_out << "nodestats " << result.nodes << ' ' << result.seconds << '\n';
    m_out << "=== " << upperMove(result.move) << '/' << discText(result.score) << '/'
          << discText(static_cast<int>(result.seconds * 100)) << '\n';
    m_out.flush();
    if (const std::optional<GameClock> &clock = m_engine.clock()) {
        // The whole answer is charged, in whole milliseconds rounded up.
        const auto elapsed = std::chrono::ceil<std::chrono::milliseconds>(
            std::chrono::steady_clock::now() - start);
        m_engine.setClock(chargeMove(*clock, static_cast<int>(elapsed.count())));
    }
}

void NBoardSession::hint(std::string_view count)
{
    const auto wanted = parseNumber(count, 1, 64);
    if (!wanted) {
        error("hint needs a number of moves from 1 to 64");
        return;
    }
    const Board &board = m_game.position();
    m_out << "status Thinking\n";
    const SearchLimits limits = m_engine.limits();
    const std::vector<SearchResult> ranked = m_engine.search().rankMoves(board, limits);
    for (std::size_t i = 0; i < ranked.size() && i < static_cast<std::size_t>(*wanted); ++i) {
        const SearchResult &result = ranked[i];
        m_out << "search " << upperMove(result.move) << ' ' << discText(result.score) << " 0 "
              << (result.exact ? std::string("100%") : std::to_string(result.depth + 1)) << '\n';
    }
    m_out << "status\n";
}

void NBoardSession::analyze()
{
    SearchLimits limits;
    limits.depth = AnalyzeDepth;
    limits.exactEmpties = AnalyzeExactEmpties;
    m_out << "status Analyzing\n";
    for (std::size_t ply = m_game.moves().size() + 1; ply-- > 0;) {
        const Board board = m_game.positionAt(ply);
        const SearchResult result = m_engine.search().think(board, limits);
        // NBoard wants the value for Black.
        const int score = board.sideToMove() == Color::Black ? result.score : -result.score;
        m_out << "analysis " << ply << ' ' << discText(score) << '\n';
    }
    m_out << "status\n";
}

void NBoardSession::perft(std::string_view rest)
{
    std::string_view position;
    const auto depth = parseNumber(firstWord(rest, position), 0, MaxPerftDepth);
    if (!depth) {
        error("perft needs a depth from 0 to " + std::to_string(MaxPerftDepth));
        return;
    }
    const auto board
        = position.empty() ? std::optional<Board>(Board::start()) : Board::fromText(position);
    if (!board) {
        error("perft: cannot read the board (64 squares of X, O, - and the side X or O)");
        return;
    }
    m_out << "Nodes searched: " << reversi::perft(*board, *depth) << '\n';
}

void NBoardSession::bench()
{
    const BenchResult result = runBench();
    m_out << "Nodes searched: " << result.nodes << '\n'
          << "Nodes/second: "
          << static_cast<std::uint64_t>(result.nodes / std::max(result.seconds, 1e-9)) << '\n';
}

void NBoardSession::error(std::string_view message)
{
    m_err << "reversi-engine: error: " << message << '\n';
    m_err.flush();
}

} // namespace reversi
