#include "uci/ucisession.h"

#include "engine/bench.h"
#include "engine/score.h"
#include "uci/diagnostics.h"
#include "uci/textparsing.h"

#include <algorithm>
#include <limits>

namespace xq {

namespace {

constexpr int MaxPerftDepth = 12;
constexpr int MaxBenchDepth = 30;
constexpr int MillisecondsPerSecond = 1000;
constexpr int MinimumTimeMs = 1;

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
        { "uci", [this](std::istringstream &) { identify(Uci); } },
        { "ucci", [this](std::istringstream &) { identify(Ucci); } },
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
        { "d", [this](std::istringstream &) { send(boardDiagram(m_board)); } },
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

void UciSession::identify(const Dialect &dialect)
{
    m_dialect = &dialect;
    send("id name Xiangqi\nid author the Xiangqi developers\n" + optionLines(dialect)
        + std::string(dialect.handshakeDone));
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
    OptionState state { m_engine.options(), m_milliseconds, false };
    const auto applied = applyOption(state, name, value);
    if (!applied) {
        error("bad option '" + name + "' value '" + value + "'");
        return;
    }
    m_engine.stop();
    m_milliseconds = applied->milliseconds;
    if (const auto failed = m_engine.setOptions(applied->engine)) {
        error("EvalFile not loaded, the evaluation stays as it was: " + *failed);
    }
    if (applied->newGame) {
        m_engine.newGame();
    }
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
    const int timeScale = m_dialect->timesInSeconds && !m_milliseconds ? MillisecondsPerSecond : 1;
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
    if (m_dialect->scoreWithUnit) {
        text << " multipv " << info.multiPv;
    }
    if (!m_dialect->scoreWithUnit) {
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
        return std::string(m_dialect->noMove);
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
    send(perftReport(m_board, depth));
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
    send(benchReport(depth, m_engine.network()));
}

} // namespace xq
