#include "uci/ucisession.h"

#include "core/perft.h"
#include "engine/bench.h"
#include "engine/score.h"

#include <algorithm>
#include <chrono>
#include <iostream>
#include <limits>

namespace xq {

namespace {

constexpr int MaxHashMb = 4096;
constexpr int MaxThreads = 64;
constexpr int MaxMultiPv = 32;
constexpr int MaxPerftDepth = 12;
constexpr int MaxBenchDepth = 30;
constexpr int MillisecondsPerSecond = 1000;
constexpr int MinimumTimeMs = 1;

std::string lowerCase(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
        [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

/// Reads a whole number within [low, high]; nothing on garbage or overflow.
std::optional<long long> parseNumber(const std::string &text, long long low, long long high)
{
    try {
        std::size_t used = 0;
        const long long value = std::stoll(text, &used);
        if (used != text.size() || value < low || value > high) {
            return std::nullopt;
        }
        return value;
    } catch (const std::exception &) {
        return std::nullopt;
    }
}

std::optional<bool> parseBool(const std::string &text)
{
    const std::string lower = lowerCase(text);
    if (lower == "true" || lower == "on" || lower == "1") {
        return true;
    }
    if (lower == "false" || lower == "off" || lower == "0") {
        return false;
    }
    return std::nullopt;
}

std::string joinMoves(const std::vector<Move> &moves)
{
    std::string text;
    for (Move m : moves) {
        text += ' ' + m.toIccs();
    }
    return text;
}

} // namespace

UciSession::UciSession(std::ostream &out) : m_out(out), m_board(Board::startPosition())
{
    m_handlers = {
        { "uci", [this](std::istringstream &) { identify(false); } },
        { "ucci", [this](std::istringstream &) { identify(true); } },
        { "isready", [this](std::istringstream &) { send("readyok"); } },
        { "ucinewgame",
            [this](std::istringstream &) {
                m_engine.stop();
                m_engine.newGame();
                m_board = Board::startPosition();
                m_banMoves.clear();
            } },
        { "setoption", [this](std::istringstream &args) { setOption(args); } },
        { "position", [this](std::istringstream &args) { position(args); } },
        { "banmoves", [this](std::istringstream &args) { banMoves(args); } },
        { "go", [this](std::istringstream &args) { go(args); } },
        { "stop", [this](std::istringstream &) { m_engine.stop(); } },
        { "ponderhit", [this](std::istringstream &) { ponderHit(); } },
        { "bench", [this](std::istringstream &args) { bench(args); } },
        { "d", [this](std::istringstream &) { display(); } },
    };
}

UciSession::~UciSession()
{
    m_engine.stop();
}

void UciSession::run(std::istream &in)
{
    // A tied input stream flushes the output before every read, from this thread and without
    // the output lock, while the search thread may be writing: every line is flushed by send().
    in.tie(nullptr);
    std::string line;
    while (std::getline(in, line) && execute(line)) { }
    m_engine.stop();
    waitForSearch();
}

void UciSession::waitForSearch()
{
    m_engine.wait();
}

bool UciSession::execute(const std::string &line)
{
    std::istringstream args(line);
    std::string command;
    if (!(args >> command)) {
        return true;
    }
    if (command == "quit" || command == "bye") {
        m_engine.stop();
        waitForSearch();
        if (command == "bye") {
            send("bye");
        }
        return false;
    }
    const auto handler = m_handlers.find(command);
    if (handler == m_handlers.end()) {
        error("unknown command '" + command + "'");
        return true;
    }
    handler->second(args);
    return true;
}

void UciSession::send(const std::string &line)
{
    const std::lock_guard lock(m_outMutex);
    m_out << line << std::endl;
}

void UciSession::error(const std::string &message)
{
    send("info string error: " + message);
}

void UciSession::identify(bool ucci)
{
    m_ucci = ucci;
    const EngineOptions defaults;
    const int maxLevel = static_cast<int>(Engine::levels().size()) - 1;
    std::ostringstream text;
    text << "id name Xiangqi\nid author the Xiangqi developers\n";
    if (ucci) {
        text << "option usemillisec type check default false\n"
             << "option hashsize type spin default " << defaults.hashMb << " min 1 max "
             << MaxHashMb << "\noption threads type spin default 1 min 1 max " << MaxThreads
             << "\noption usebook type check default true\n"
             << "option level type spin default " << maxLevel << " min 0 max " << maxLevel
             << "\noption newgame type button\nucciok";
    } else {
        text << "option name Hash type spin default " << defaults.hashMb << " min 1 max "
             << MaxHashMb << "\noption name Threads type spin default 1 min 1 max " << MaxThreads
             << "\noption name MultiPV type spin default 1 min 1 max " << MaxMultiPv
             << "\noption name OwnBook type check default true"
             << "\noption name Level type spin default " << maxLevel << " min 0 max " << maxLevel
             << "\noption name Ponder type check default false\nuciok";
    }
    send(text.str());
}

void UciSession::setOption(std::istringstream &args)
{
    // UCI: setoption name <name words> [value <value words>]; UCCI: setoption <name> [<value>].
    std::vector<std::string> words;
    for (std::string w; args >> w;) {
        words.push_back(w);
    }
    std::string name;
    std::string value;
    if (!words.empty() && lowerCase(words[0]) == "name") {
        auto it = words.begin() + 1;
        for (; it != words.end() && lowerCase(*it) != "value"; ++it) {
            name += (name.empty() ? "" : " ") + *it;
        }
        for (it = it == words.end() ? it : it + 1; it != words.end(); ++it) {
            value += (value.empty() ? "" : " ") + *it;
        }
    } else if (!words.empty()) {
        name = words[0];
        value = words.size() > 1 ? words[1] : "";
    }
    if (!applyOption(lowerCase(name), value)) {
        error("bad option '" + name + "' value '" + value + "'");
    }
}

bool UciSession::applyOption(const std::string &name, const std::string &value)
{
    m_engine.stop();
    EngineOptions options = m_engine.options();
    const int maxLevel = static_cast<int>(Engine::levels().size()) - 1;
    const auto setNumber = [&value](int &target, int low, int high) {
        const auto number = parseNumber(value, low, high);
        if (number) {
            target = static_cast<int>(*number);
        }
        return number.has_value();
    };
    const auto setFlag = [&value](bool &target) {
        const auto flag = parseBool(value);
        if (flag) {
            target = *flag;
        }
        return flag.has_value();
    };
    bool ok = false;
    if (name == "hash" || name == "hashsize") {
        ok = setNumber(options.hashMb, 1, MaxHashMb);
    } else if (name == "threads") {
        ok = setNumber(options.threads, 1, MaxThreads);
    } else if (name == "multipv") {
        ok = setNumber(options.multiPv, 1, MaxMultiPv);
    } else if (name == "ownbook" || name == "usebook") {
        ok = setFlag(options.ownBook);
    } else if (name == "level") {
        ok = setNumber(options.level, 0, maxLevel);
        // The top level is full strength under the GUI's own time limits.
        options.level = options.level == maxLevel ? -1 : options.level;
    } else if (name == "usemillisec") {
        return setFlag(m_ucciMilliseconds);
    } else if (name == "newgame") {
        m_engine.newGame();
        return true;
    } else if (name == "ponder") {
        return parseBool(value).has_value();
    }
    if (ok) {
        m_engine.setOptions(options);
    }
    return ok;
}

void UciSession::position(std::istringstream &args)
{
    std::string word;
    args >> word;
    std::string fen;
    if (word == "startpos") {
        fen = Board::StartFen;
        args >> word;
    } else if (word == "fen") {
        while (args >> word && word != "moves") {
            fen += (fen.empty() ? "" : " ") + word;
        }
    } else {
        error("position needs 'startpos' or 'fen <FEN>'");
        return;
    }
    auto board = Board::fromFen(fen);
    if (!board) {
        error("bad FEN: " + board.error());
        return;
    }
    if (word == "moves") {
        while (args >> word) {
            const auto move = Move::fromIccs(word);
            if (!move || !board->canMove(move->from(), move->to())) {
                error("illegal move '" + word + "'; position unchanged");
                return;
            }
            board->makeMove(*move);
        }
    }
    m_engine.stop();
    m_board = std::move(*board);
    m_banMoves.clear();
}

void UciSession::banMoves(std::istringstream &args)
{
    std::vector<Move> banned;
    if (parseMoves(args, "banmoves", banned)) {
        m_banMoves = banned;
    }
}

bool UciSession::parseLimits(std::istringstream &args, SearchLimits &limits, bool &ponder)
{
    const int us = index(m_board.sideToMove());
    const int them = index(opposite(m_board.sideToMove()));
    const int timeScale = m_ucci && !m_ucciMilliseconds ? MillisecondsPerSecond : 1;
    // A clock or move time given as 0 still limits the search (0 means "no limit" to the engine).
    const auto clock = [](int ms) { return std::max(ms, MinimumTimeMs); };
    using Setter = std::function<void(int)>;
    struct Field {
        bool isTime;
        Setter set;
    };
    const std::map<std::string, Field> fields = {
        { "depth", { false, [&](int n) { limits.depth = std::min(n, MaxPly - 1); } } },
        { "mate", { false, [&](int n) { limits.mateInMoves = n; } } },
        { "movestogo", { false, [&](int n) { limits.movesToGo = n; } } },
        { "movetime", { true, [&](int ms) { limits.moveTimeMs = clock(ms); } } },
        { "wtime", { true, [&](int ms) { limits.timeMs[0] = clock(ms); } } },
        { "btime", { true, [&](int ms) { limits.timeMs[1] = clock(ms); } } },
        { "winc", { true, [&](int ms) { limits.incrementMs[0] = ms; } } },
        { "binc", { true, [&](int ms) { limits.incrementMs[1] = ms; } } },
        // UCCI: the side to move's clock and the opponent's.
        { "time", { true, [&](int ms) { limits.timeMs[us] = clock(ms); } } },
        { "opptime", { true, [&](int ms) { limits.timeMs[them] = clock(ms); } } },
        { "increment", { true, [&](int ms) { limits.incrementMs[us] = ms; } } },
        { "oppincrement", { true, [&](int ms) { limits.incrementMs[them] = ms; } } },
    };
    const auto number = [&](const std::string &key, long long high) -> std::optional<long long> {
        std::string text;
        args >> text;
        const auto value = parseNumber(text, 0, high);
        if (!value) {
            error("go " + key + " needs a number, got '" + text + "'");
        }
        return value;
    };
    for (std::string key; args >> key;) {
        if (key == "searchmoves") {
            if (!parseMoves(args, "go searchmoves", limits.searchMoves)) {
                return false;
            }
        } else if (key == "infinite") {
            limits.infinite = true;
        } else if (key == "ponder") {
            ponder = true;
        } else if (key == "draw") {
            // UCCI: the opponent offers a draw; the engine plays on.
        } else if (key == "nodes") {
            const auto nodes = number(key, std::numeric_limits<long long>::max());
            if (!nodes) {
                return false;
            }
            limits.nodes = static_cast<std::uint64_t>(*nodes);
        } else if (const auto field = fields.find(key); field != fields.end()) {
            const int scale = field->second.isTime ? timeScale : 1;
            const auto value = number(key, std::numeric_limits<int>::max() / MillisecondsPerSecond);
            if (!value) {
                return false;
            }
            field->second.set(static_cast<int>(*value * scale));
        } else {
            error("unknown go parameter '" + key + "'");
            return false;
        }
    }
    return true;
}

bool UciSession::parseMoves(
    std::istringstream &args, const std::string &command, std::vector<Move> &moves)
{
    for (std::string word; args >> word;) {
        const auto move = Move::fromIccs(word);
        if (!move || !m_board.canMove(move->from(), move->to())) {
            error(command + ": illegal move '" + word + "'");
            return false;
        }
        moves.push_back(*move);
    }
    return true;
}

void UciSession::go(std::istringstream &args)
{
    const auto start = args.tellg();
    std::string mode;
    if (args >> mode && mode == "perft") {
        goPerft(args);
        return;
    }
    args.clear();
    args.seekg(start);
    SearchLimits limits;
    bool ponder = false;
    if (!parseLimits(args, limits, ponder)) {
        return;
    }
    limits.banMoves = m_banMoves;
    m_pondering = ponder;
    if (ponder) {
        m_ponderLimits = limits;
        limits = SearchLimits {};
        limits.infinite = true;
        limits.searchMoves = m_ponderLimits.searchMoves;
        limits.banMoves = m_ponderLimits.banMoves;
    }
    startSearch(limits);
}

void UciSession::startSearch(const SearchLimits &limits)
{
    m_engine.stop();
    m_engine.wait();
    m_engine.setPosition(m_board);
    m_engine.go(
        limits, [this](const SearchInfo &info) { send(formatInfo(info)); },
        [this](const BestMove &best) {
            if (!m_suppressBestMove) {
                send(formatBestMove(best));
            }
        });
}

void UciSession::ponderHit()
{
    if (!m_pondering) {
        return;
    }
    // The pondering search has filled the table: search again under the real limits.
    m_pondering = false;
    m_suppressBestMove = true;
    m_engine.stop();
    m_engine.wait();
    m_suppressBestMove = false;
    startSearch(m_ponderLimits);
}

std::string UciSession::formatInfo(const SearchInfo &info) const
{
    std::ostringstream text;
    text << "info depth " << info.depth << " seldepth " << info.selDepth;
    if (!m_ucci) {
        text << " multipv " << info.multiPv;
    }
    if (m_ucci) {
        text << " score " << info.scoreCp;
    } else if (info.mateInMoves) {
        text << " score mate " << *info.mateInMoves;
    } else {
        text << " score cp " << info.scoreCp;
    }
    text << " nodes " << info.nodes << " nps " << info.nps << " time " << info.timeMs
         << " hashfull " << info.hashFullPermill << " pv" << joinMoves(info.pv);
    return text.str();
}

std::string UciSession::formatBestMove(const BestMove &best) const
{
    if (!best.move) {
        return m_ucci ? "nobestmove" : "bestmove (none)";
    }
    std::string text = "bestmove " + best.move.toIccs();
    if (best.ponder) {
        text += " ponder " + best.ponder.toIccs();
    }
    return text;
}

void UciSession::goPerft(std::istringstream &args)
{
    int depth = 0;
    if (!(args >> depth) || depth < 1 || depth > MaxPerftDepth) {
        error("go perft needs a depth from 1 to 12");
        return;
    }
    m_engine.stop();
    m_engine.wait();
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t total = 0;
    std::ostringstream text;
    for (const auto &[move, nodes] : perftDivide(m_board, depth)) {
        text << move.toIccs() << ": " << nodes << '\n';
        total += nodes;
    }
    const auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - start);
    text << "\nNodes searched: " << total;
    send(text.str());
    std::cerr << "perft " << depth << ": " << elapsed.count() << " ms" << std::endl;
}

void UciSession::bench(std::istringstream &args)
{
    int depth = DefaultBenchDepth;
    std::string text;
    if (args >> text) {
        const auto value = parseNumber(text, 1, MaxBenchDepth);
        if (!value) {
            error("bench needs a depth from 1 to 30");
            return;
        }
        depth = static_cast<int>(*value);
    }
    m_engine.stop();
    m_engine.wait();
    const BenchResult result = runBench(depth);
    send("Nodes searched: " + std::to_string(result.nodes) + "\nTime (ms): "
        + std::to_string(result.timeMs) + "\nNodes/second: " + std::to_string(result.nps()));
}

void UciSession::display()
{
    std::ostringstream text;
    for (int rank = RankCount - 1; rank >= 0; --rank) {
        text << rank << "  ";
        for (int file = 0; file < FileCount; ++file) {
            const Stone stone = m_board.stoneAt(makeSquare(file, rank));
            text << (stone ? stone.fenLetter() : '.') << ' ';
        }
        text << '\n';
    }
    text << "   a b c d e f g h i\n\nFen: " << m_board.fen() << "\nKey: " << std::hex
         << m_board.key() << std::dec << "\nCheckers:";
    for (Square s : m_board.checkers()) {
        text << ' ' << squareName(s);
    }
    send(text.str());
}

} // namespace xq
