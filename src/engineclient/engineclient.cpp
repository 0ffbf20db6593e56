#include "engineclient/engineclient.h"

#include <algorithm>

namespace xq::client {

namespace {

constexpr auto QuitGrace = std::chrono::milliseconds(300);

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

bool isTrue(std::string_view value)
{
    return value == "true" || value == "on" || value == "1";
}

} // namespace

const char *describe(SearchStatus status)
{
    switch (status) {
    case SearchStatus::Move: return "move";
    case SearchStatus::NoMove: return "no move";
    case SearchStatus::Timeout: return "time forfeit";
    case SearchStatus::Crashed: return "engine crashed";
    case SearchStatus::Malformed: return "malformed move";
    case SearchStatus::Illegal: return "illegal move";
    }
    return "?";
}

EngineClient::~EngineClient()
{
    quit();
}

Result<bool> EngineClient::start(const EngineConfig &config)
{
    quit();
    m_config = config;
    m_dialect = &dialectFor(config.dialect.value_or(DialectKind::Uci));
    m_idName = config.name;
    m_options.clear();
    m_warnings.clear();
    m_ucciMilliseconds = false;
    const auto started = m_process.start(splitCommand(config.command), config.workingDir);
    if (!started) {
        return started;
    }
    if (auto shaken = handshake(); !shaken) {
        quit();
        return shaken;
    }
    applyOptions();
    if (auto ready = ping(config.startTimeout); !ready) {
        quit();
        return ready;
    }
    return true;
}

Result<bool> EngineClient::restart()
{
    const EngineConfig config = m_config;
    return start(config);
}

bool EngineClient::waitFor(std::string_view reply, Clock::time_point deadline, std::string &error)
{
    for (;;) {
        const ReadResult read = m_process.readLine(deadline);
        if (read.status == ReadStatus::Timeout) {
            error = "no '" + std::string(reply) + "' in time";
            return false;
        }
        if (read.status == ReadStatus::Closed) {
            error = "engine " + m_process.stop(std::chrono::milliseconds(0)) + " before '"
                + std::string(reply) + "'";
            return false;
        }
        if (read.line == reply) {
            return true;
        }
    }
}

Result<bool> EngineClient::handshake()
{
    m_process.writeLine(m_dialect->hello);
    const auto deadline = Clock::now() + m_config.startTimeout;
    for (;;) {
        const ReadResult read = m_process.readLine(deadline);
        if (read.status != ReadStatus::Line) {
            return Result<bool>::failure(read.status == ReadStatus::Timeout
                    ? "no '" + std::string(m_dialect->helloOk) + "' in time"
                    : "engine " + m_process.stop(std::chrono::milliseconds(0))
                        + " during the handshake");
        }
        if (read.line == m_dialect->helloOk) {
            return true;
        }
        if (startsWith(read.line, "id name ")) {
            m_idName = read.line.substr(8);
        } else if (auto option = parseOption(read.line, m_dialect->protocol)) {
            m_options.push_back(std::move(*option));
        }
    }
}

const EngineOption *EngineClient::findOption(std::string_view name) const
{
    const auto found = std::find_if(
        m_options.begin(), m_options.end(), [&](const EngineOption &o) { return o.name == name; });
    return found == m_options.end() ? nullptr : &*found;
}

void EngineClient::applyOptions()
{
    const bool listsVariant = findOption("UCI_Variant") != nullptr;
    if (!m_config.dialect && m_dialect->protocol == Protocol::Uci && listsVariant) {
        m_dialect = &dialectFor(DialectKind::UciFsf);
    }
    if (m_dialect->protocol == Protocol::Uci && listsVariant) {
        setOption("UCI_Variant", "xiangqi");
    }
    if (m_dialect->protocol == Protocol::Ucci && findOption("usemillisec")) {
        setOption("usemillisec", "true");
        m_ucciMilliseconds = true;
    }
    for (const auto &[name, value] : m_config.options) {
        const EngineOption *option = findOption(name);
        if (!option) {
            m_warnings.push_back("option '" + name + "' is not listed by the engine");
        } else if (const std::string why = option->check(value); !why.empty()) {
            m_warnings.push_back("option '" + name + "' value '" + value + "': " + why);
        }
        if (m_dialect->protocol == Protocol::Ucci && name == "usemillisec") {
            m_ucciMilliseconds = isTrue(value);
        }
        setOption(name, value);
    }
}

void EngineClient::setOption(const std::string &name, const std::string &value)
{
    const EngineOption *option = findOption(name);
    const bool button = option && option->type == OptionType::Button;
    std::string line = "setoption ";
    if (m_dialect->namedSetOption) {
        line += "name " + name + (button ? "" : " value " + value);
    } else {
        line += name + (button ? "" : " " + value);
    }
    m_process.writeLine(line);
}

Result<bool> EngineClient::ping(std::chrono::milliseconds timeout)
{
    m_process.writeLine("isready");
    std::string error;
    if (!waitFor("readyok", Clock::now() + timeout, error)) {
        return Result<bool>::failure(error);
    }
    return true;
}

Result<bool> EngineClient::newGame(std::chrono::milliseconds timeout)
{
    if (!m_dialect->newGame.empty()) {
        m_process.writeLine(m_dialect->newGame);
    } else if (findOption("newgame")) {
        setOption("newgame", "");
    }
    return ping(timeout);
}

std::string EngineClient::positionCommand(const Board &start, const std::vector<Move> &moves) const
{
    // UCCI wants the position after the last capture and the moves since (the reversible
    // part); UCI the whole game from its start.
    Board board = start;
    std::string fen = start.fen();
    std::size_t from = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        board.makeMove(moves[i]);
        if (m_dialect->positionSinceCapture && board.history().back().captured) {
            fen = board.fen();
            from = i + 1;
        }
    }
    // The standard start goes as `startpos`: an engine may spell FEN with other letters (Sjaak
    // II's xiangqi has h and e for the horse and the elephant).
    std::string command
        = fen == Board::startPosition().fen() ? "position startpos" : "position fen " + fen;
    if (from < moves.size()) {
        command += " moves";
        for (std::size_t i = from; i < moves.size(); ++i) {
            command += ' ' + formatEngineMove(moves[i], *m_dialect);
        }
    }
    return command;
}

SearchResult EngineClient::failure(SearchStatus status, std::string detail)
{
    SearchResult result;
    result.status = status;
    result.detail = std::move(detail);
    return result;
}

void EngineClient::readBestMove(std::string_view line, const Board &position, SearchResult &result)
{
    const auto words = splitWords(line);
    if (words[0] == m_dialect->noMove || words.size() < 2 || words[1] == "(none)"
        || words[1] == "0000") {
        result.status = SearchStatus::NoMove;
        result.detail = "the engine has no move: '" + std::string(line) + "'";
        return;
    }
    result.moveText = std::string(words[1]);
    for (std::size_t i = 2; i < words.size(); ++i) {
        result.offersDraw = result.offersDraw || words[i] == "draw";
        result.resigns = result.resigns || words[i] == "resign";
    }
    const auto move = parseEngineMove(words[1], *m_dialect);
    if (!move) {
        result.status = SearchStatus::Malformed;
        result.detail = "malformed move '" + result.moveText + "'";
    } else if (!position.canMove(move->from(), move->to())) {
        result.status = SearchStatus::Illegal;
        result.detail = "illegal move '" + result.moveText + "' in " + position.fen();
    } else {
        result.status = SearchStatus::Move;
        result.move = *move;
    }
}

SearchResult EngineClient::search(const Board &start, const std::vector<Move> &moves,
    const SearchLimits &limits, std::chrono::milliseconds timeout, const InfoHandler &onInfo)
{
    Board position = start;
    for (const Move m : moves) {
        position.makeMove(m);
    }
    if (!m_process.writeLine(positionCommand(start, moves))
        || !m_process.writeLine(
            goCommand(limits, position.sideToMove(), *m_dialect, m_ucciMilliseconds))) {
        return failure(
            SearchStatus::Crashed, "engine " + m_process.stop(std::chrono::milliseconds(0)));
    }
    const auto begin = Clock::now();
    const auto deadline = begin + timeout;
    SearchResult result;
    for (;;) {
        const ReadResult read = m_process.readLine(deadline);
        result.elapsed
            = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - begin);
        if (read.status == ReadStatus::Timeout) {
            result.status = SearchStatus::Timeout;
            result.detail = "no move after " + std::to_string(result.elapsed.count()) + " ms";
            return result;
        }
        if (read.status == ReadStatus::Closed) {
            result.status = SearchStatus::Crashed;
            result.detail = "engine " + m_process.stop(std::chrono::milliseconds(0));
            return result;
        }
        const std::string &line = read.line;
        if (startsWith(line, "bestmove") || line == m_dialect->noMove) {
            readBestMove(line, position, result);
            return result;
        }
        if (auto info = parseInfo(line)) {
            if (info->hasScore() && info->multiPv.value_or(1) == 1) {
                result.info = *info;
            }
            if (onInfo && !onInfo(*info)) {
                m_process.writeLine("stop");
            }
        } else {
            ++result.ignoredLines;
        }
    }
}

std::string EngineClient::quit()
{
    if (!m_process.isRunning()) {
        return {};
    }
    m_process.writeLine("quit");
    return m_process.stop(QuitGrace);
}

} // namespace xq::client
