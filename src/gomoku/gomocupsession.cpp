#include "gomoku/gomocupsession.h"

#include "gomoku/bench.h"

#include <algorithm>
#include <charconv>
#include <istream>
#include <ostream>

namespace gomoku {

namespace {

constexpr int MaxLineLength = 4096;

std::string_view trim(std::string_view text)
{
    const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (!text.empty() && isSpace(text.front())) {
        text.remove_prefix(1);
    }
    while (!text.empty() && isSpace(text.back())) {
        text.remove_suffix(1);
    }
    return text;
}

std::optional<long long> parseNumber(std::string_view text)
{
    text = trim(text);
    long long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

// Splits "x,y[,z]" into numbers; nothing if a field is not a number.
std::optional<std::vector<long long>> parseFields(std::string_view text)
{
    std::vector<long long> fields;
    while (true) {
        const auto comma = text.find(',');
        const auto value = parseNumber(text.substr(0, comma));
        if (!value) {
            return std::nullopt;
        }
        fields.push_back(*value);
        if (comma == std::string_view::npos) {
            return fields;
        }
        text.remove_prefix(comma + 1);
    }
}

int clampMs(long long value)
{
    return int(std::clamp<long long>(value, 0, 1LL << 30));
}

} // namespace

GomocupSession::GomocupSession(std::istream &in, std::ostream &out) : m_in(in), m_out(out)
{
}

void GomocupSession::run()
{
    std::string line;
    while (std::getline(m_in, line)) {
        if (line.size() > MaxLineLength) {
            error("line too long");
            continue;
        }
        if (!handle(line)) {
            break;
        }
    }
}

bool GomocupSession::handle(std::string_view line)
{
    m_requestStart = std::chrono::steady_clock::now(); // a move's time runs from its request
    line = trim(line);
    const auto space = line.find(' ');
    std::string command(line.substr(0, space));
    std::transform(command.begin(), command.end(), command.begin(),
        [](unsigned char c) { return char(std::toupper(c)); });
    const std::string_view arguments
        = space == std::string_view::npos ? std::string_view() : trim(line.substr(space + 1));
    if (command.empty()) {
        return true;
    }
    if (command == "END") {
        return false;
    }
    if (command == "ABOUT") {
        m_out << "name=\"xiangqi-gomoku\", version=\"0.1\", author=\"Xiangqi project\", "
                 "country=\"CN\"\n";
    } else if (command == "START") {
        const auto size = parseNumber(arguments);
        if (!size || *size < MinSize || *size > MaxSize) {
            error("unsupported board size (5..20)");
        } else {
            start(int(*size));
            m_out << "OK\n";
        }
    } else if (command == "RECTSTART") {
        const auto fields = parseFields(arguments);
        if (!fields || fields->size() != 2 || (*fields)[0] != (*fields)[1] || (*fields)[0] < MinSize
            || (*fields)[0] > MaxSize) {
            error("only square boards of 5..20 are supported");
        } else {
            start(int((*fields)[0]));
            m_out << "OK\n";
        }
    } else if (command == "RESTART") {
        start(m_position ? m_position->size() : 15);
        m_out << "OK\n";
    } else if (command == "INFO") {
        const auto split = arguments.find(' ');
        info(arguments.substr(0, split),
            split == std::string_view::npos ? std::string_view() : trim(arguments.substr(split)));
    } else if (command == "BENCH") {
        bench(arguments);
    } else if (!m_position) {
        error("no board yet: send START first");
    } else if (command == "BEGIN") {
        think();
    } else if (command == "TURN" || command == "PLAY") {
        placeAndAnswer(command, arguments);
    } else if (command == "BOARD") {
        readBoard(false);
    } else if (command == "YXBOARD") {
        readBoard(true);
    } else if (command == "YXSHOWFORBID") {
        showForbidden();
    } else if (command == "TAKEBACK") {
        takeback(arguments);
    } else {
        m_out << "UNKNOWN command " << command.substr(0, 32) << "\n";
    }
    m_out.flush();
    return true;
}

void GomocupSession::start(int size)
{
    m_position = std::make_unique<Position>(size, m_rule);
    m_searcher.clear();
}

void GomocupSession::error(const std::string &text)
{
    m_out << "ERROR " << text << "\n";
    m_out.flush();
}

std::optional<int> GomocupSession::readPoint(std::string_view text, std::string &why) const
{
    const auto fields = parseFields(text);
    if (!fields || fields->size() != 2) {
        why = "expected x,y";
        return std::nullopt;
    }
    const Point p { int(std::clamp<long long>((*fields)[0], -1, 99)),
        int(std::clamp<long long>((*fields)[1], -1, 99)) };
    if (!m_position->board().contains(p)) {
        why = "point outside the board";
        return std::nullopt;
    }
    const int index = Board::indexOf(p);
    if (m_position->board().cell(index) != Stone::Empty) {
        why = "point already occupied";
        return std::nullopt;
    }
    return index;
}

// TURN x,y (their stone, then our move) and PLAY x,y (our stone, echoed).
void GomocupSession::placeAndAnswer(std::string_view command, std::string_view arguments)
{
    std::string why;
    const auto index = readPoint(arguments, why);
    if (!index) {
        error(std::string(command) + " " + std::string(arguments.substr(0, 32)) + ": " + why);
        return;
    }
    m_position->play(*index);
    if (command == "TURN") {
        think();
    } else {
        const Point p = Board::pointOf(*index);
        m_out << p.x << "," << p.y << "\n";
    }
}

void GomocupSession::takeback(std::string_view arguments)
{
    const auto fields = parseFields(arguments);
    const auto &history = m_position->board().history();
    if (!fields || fields->size() != 2 || history.empty()
        || Board::pointOf(history.back().index)
            != Point { int(std::clamp<long long>((*fields)[0], -1, 99)),
                int(std::clamp<long long>((*fields)[1], -1, 99)) }) {
        error("TAKEBACK: not the last stone played");
        return;
    }
    m_position->undo();
    m_out << "OK\n";
}

// BOARD ... DONE: stones in move order; field 1 is ours, 2 the opponent's. The owner of the
// first stone is black. A bad line spoils the board: it is cleared and the error reported.
// YXBOARD (Yixin's extension) sets up a position without a move: 1 black, 2 white.
void GomocupSession::readBoard(bool setupOnly)
{
    const int size = m_position->size();
    start(size);
    long long firstOwner = setupOnly ? 1 : 0;
    std::string problem;
    std::string line;
    while (std::getline(m_in, line)) {
        const auto text = trim(line);
        if (text == "DONE" || text == "done") {
            break;
        }
        if (problem.empty()) {
            problem = placeBoardLine(text, firstOwner);
        }
    }
    if (problem.empty() && !setupOnly) {
        const Stone own = firstOwner == 2 ? Stone::White : Stone::Black;
        if (m_position->sideToMove() != own) {
            problem = "BOARD: the stones do not leave me to move";
        }
    }
    if (!problem.empty()) {
        start(size);
        error(problem);
        return;
    }
    if (!setupOnly) {
        think();
    }
}

// Yixin's YXSHOWFORBID: black's forbidden points as "FORBID xxyyxxyy...." (two digits each).
void GomocupSession::showForbidden()
{
    m_out << "FORBID ";
    for (const int index : m_position->points()) {
        if (m_position->board().cell(index) == Stone::Empty
            && m_position->isForbidden(Stone::Black, index)) {
            const Point p = Board::pointOf(index);
            m_out << char('0' + p.x / 10) << char('0' + p.x % 10) << char('0' + p.y / 10)
                  << char('0' + p.y % 10);
        }
    }
    m_out << ".\n";
}

// One "x,y,owner" line of BOARD; the error text, or nothing when the stone is placed.
std::string GomocupSession::placeBoardLine(std::string_view text, long long &firstOwner)
{
    const auto fields = parseFields(text);
    std::string why = "expected x,y,1 or x,y,2";
    if (fields && fields->size() == 3 && ((*fields)[2] == 1 || (*fields)[2] == 2)) {
        if (const auto index = readPoint(text.substr(0, text.rfind(',')), why)) {
            firstOwner = firstOwner == 0 ? (*fields)[2] : firstOwner;
            m_position->place(*index, firstOwner == (*fields)[2] ? Stone::Black : Stone::White);
            return {};
        }
    }
    return "BOARD line \"" + std::string(text.substr(0, 32)) + "\": " + why;
}

void GomocupSession::info(std::string_view key, std::string_view value)
{
    const auto number = parseNumber(value);
    if (!number) {
        return; // unknown or textual values (INFO folder) are allowed to pass unanswered
    }
    if (key == "timeout_turn") {
        m_clock.turnMs = clampMs(*number);
    } else if (key == "timeout_match") {
        m_clock.matchMs = clampMs(*number);
    } else if (key == "time_left") {
        m_clock.leftMs = clampMs(*number);
    } else if (key == "max_node") {
        m_maxNodes = std::uint64_t(std::max<long long>(*number, 0));
    } else if (key == "max_memory" && *number > 0) {
        m_searcher.setHashSize(std::clamp<long long>(*number / (4 * 1024 * 1024), 1, 256));
    } else if (key == "rule") {
        // Bit 0 exact five, bit 2 renju; others (continuous, caro) are played as free-style.
        m_rule = (*number & 4) ? Rule::Renju : ((*number & 1) ? Rule::Standard : Rule::FreeStyle);
        if (m_position && m_position->rule() != m_rule && m_position->board().stoneCount() == 0) {
            start(m_position->size());
        }
    } else if (key == "thread_num") {
        m_searcher.setThreads(int(std::clamp<long long>(*number, 1, MaxSearchThreads)));
    } else if (key == "level") {
        m_searcher.setLevel(int(std::clamp<long long>(*number, 1, LevelCount)));
    }
}

SearchLimits GomocupSession::limits() const
{
    const MoveTime time = m_timeManager.plan(m_clock);
    SearchLimits limits;
    limits.hardMs = time.hardMs;
    limits.softMs = time.softMs;
    limits.maxNodes = m_maxNodes;
    return limits;
}

void GomocupSession::think()
{
    if (m_position->board().isFull()) {
        error("the board is full");
        return;
    }
    const SearchLimits searchLimits = limits();
    const SearchResult result = m_searcher.search(*m_position, searchLimits);
    const Point p = Board::pointOf(result.move);
    m_out << "MESSAGE " << result.how << " depth " << result.depth << " score " << result.score
          << " nodes " << result.nodes << " time " << result.timeMs << "ms threads "
          << result.threads << "\n";
    m_position->play(result.move);
    m_out << p.x << "," << p.y << std::endl;
    const auto used = std::chrono::steady_clock::now() - m_requestStart;
    m_timeManager.record(searchLimits.hardMs,
        int(std::chrono::duration_cast<std::chrono::milliseconds>(used).count()));
}

void GomocupSession::bench(std::string_view arguments)
{
    const auto depth = parseNumber(arguments);
    const BenchResult result
        = runBench(depth ? int(std::clamp<long long>(*depth, 1, 12)) : DefaultBenchDepth);
    m_out << "bench: " << result.nodes << " nodes " << result.timeMs << " ms " << result.nps()
          << " nps\n";
}

} // namespace gomoku
