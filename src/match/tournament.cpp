#include "match/tournament.h"

#include "records/pgn.h"

#include <cmath>
#include <cstdio>
#include <ctime>
#include <sys/resource.h>
#include <thread>

namespace xq::match {

namespace {

constexpr int StartAttempts = 2;

std::string jsonString(std::string_view text)
{
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
            out += escaped;
        } else {
            out += c;
        }
    }
    return out + "\"";
}

std::string today()
{
    const std::time_t now = std::time(nullptr);
    std::tm utc {};
    gmtime_r(&now, &utc);
    char text[16];
    std::strftime(text, sizeof text, "%Y.%m.%d", &utc);
    return text;
}

GameResult gameResult(Outcome outcome)
{
    switch (outcome) {
    case Outcome::RedWins: return GameResult::RedWins;
    case Outcome::BlackWins: return GameResult::BlackWins;
    case Outcome::Draw: return GameResult::Draw;
    case Outcome::Ongoing: break;
    }
    return GameResult::Unknown;
}

/// The runner's own CPU time so far (user + system, its threads but not the engines), seconds.
double ownCpuSeconds()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_utime.tv_sec + usage.ru_stime.tv_sec
        + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

std::string format(const char *pattern, double a, double b = 0, double c = 0)
{
    char text[128];
    std::snprintf(text, sizeof text, pattern, a, b, c);
    return text;
}

} // namespace

std::vector<ScheduledGame> makeSchedule(const MatchConfig &config, int openingCount)
{
    std::vector<std::pair<int, int>> pairs;
    const int engines = static_cast<int>(config.engines.size());
    for (int a = 0; a < engines; ++a) {
        for (int b = a + 1; b < engines; ++b) {
            if (config.tournament == TournamentKind::RoundRobin || a == 0) {
                pairs.emplace_back(a, b);
            }
        }
    }
    std::vector<ScheduledGame> schedule;
    int index = 0;
    for (int round = 0; round < config.rounds; ++round) {
        for (const auto &[a, b] : pairs) {
            for (int g = 0; g < config.games; ++g, ++index) {
                const bool swap = g % 2 == 1;
                schedule.push_back({ index + 1, round + 1, swap ? b : a, swap ? a : b,
                    (index / config.repeat) % openingCount });
            }
        }
    }
    return schedule;
}

Tournament::Tournament(MatchConfig config, OpeningBook openings, std::ostream &out)
    : m_config(std::move(config)), m_openings(std::move(openings)), m_out(out)
{
    m_schedule = makeSchedule(m_config, m_openings.size());
    if (!m_config.pgnOut.empty()) {
        m_pgn.open(m_config.pgnOut, std::ios::app);
    }
    if (!m_config.jsonOut.empty()) {
        m_json.open(m_config.jsonOut, std::ios::app);
    }
}

int Tournament::run(std::atomic<bool> &stop)
{
    std::vector<std::thread> workers;
    const int threads = std::min<int>(m_config.concurrency, static_cast<int>(m_schedule.size()));
    for (int i = 0; i < threads; ++i) {
        workers.emplace_back([this, &stop] { worker(stop); });
    }
    for (auto &thread : workers) {
        thread.join();
    }
    if (stop.load() && m_stopReason.empty()) {
        m_stopReason = "interrupted";
    }
    printSummary();
    return m_startFailed ? 1 : 0;
}

client::EngineClient *Tournament::engine(Clients &clients, int index, std::string &error)
{
    auto &slot = clients[index];
    if (slot && slot->isRunning()) {
        return slot.get();
    }
    slot = std::make_unique<client::EngineClient>();
    for (int attempt = 0; attempt < StartAttempts; ++attempt) {
        const auto started = slot->start(m_config.engines[index].client);
        if (started) {
            std::lock_guard lock(m_mutex);
            for (const auto &warning : slot->warnings()) {
                m_out << "Warning: " << m_config.engines[index].client.name << ": " << warning
                      << '\n';
            }
            return slot.get();
        }
        error = started.error();
    }
    return nullptr;
}

void Tournament::worker(std::atomic<bool> &stop)
{
    Clients clients(m_config.engines.size());
    for (;;) {
        ScheduledGame game;
        {
            std::lock_guard lock(m_mutex);
            if (stop.load() || m_next >= m_schedule.size()) {
                return;
            }
            game = m_schedule[m_next++];
            m_out << "Started game " << game.number << " of " << m_schedule.size() << " ("
                  << m_config.engines[game.red].client.name << " vs "
                  << m_config.engines[game.black].client.name << ")" << std::endl;
        }
        std::string error;
        client::EngineClient *red = engine(clients, game.red, error);
        client::EngineClient *black = red ? engine(clients, game.black, error) : nullptr;
        if (!red || !black) {
            std::lock_guard lock(m_mutex);
            m_out << "Error: cannot start "
                  << m_config.engines[red ? game.black : game.red].client.name << ": " << error
                  << std::endl;
            m_startFailed = true;
            m_stopReason = "an engine could not be started";
            stop = true;
            return;
        }
        GameSetup setup { &m_openings.at(game.opening), { red, &m_config.engines[game.red] },
            { black, &m_config.engines[game.black] }, m_config.draw, m_config.resign,
            m_config.maxMoves, &stop };
        const GameRecord result = GameRunner(setup).play();
        if (result.redFault) {
            red->quit();
        }
        if (result.blackFault) {
            black->quit();
        }
        record(game, result, stop);
    }
}

MatchScore &Tournament::pairScore(int a, int b)
{
    return m_scores[{ std::min(a, b), std::max(a, b) }];
}

void Tournament::record(
    const ScheduledGame &game, const GameRecord &result, std::atomic<bool> &stop)
{
    if (result.outcome == Outcome::Ongoing) {
        return; // stopped before its end: neither counted nor written
    }
    std::lock_guard lock(m_mutex);
    ++m_finished;
    ++m_reasons[result.reasonCode];
    m_durations.push_back(result.durationMs);
    MatchScore &score = pairScore(game.red, game.black);
    const bool lowIsRed = game.red < game.black;
    if (result.outcome == Outcome::Draw) {
        ++score.draws;
    } else if ((result.outcome == Outcome::RedWins) == lowIsRed) {
        ++score.wins;
    } else {
        ++score.losses;
    }
    m_out << "Finished game " << game.number << " (" << m_config.engines[game.red].client.name
          << " vs " << m_config.engines[game.black].client.name
          << "): " << resultText(gameResult(result.outcome)) << " {" << result.reason << "}"
          << std::endl;
    writePgn(game, result);
    writeJson(game, result);
    printPairScore(game.red, game.black);
    if (m_config.sprt && sprtState(score, *m_config.sprt) != SprtState::Continue) {
        m_stopReason = "SPRT decided";
        stop = true;
    }
}

void Tournament::writePgn(const ScheduledGame &game, const GameRecord &result)
{
    if (!m_pgn.is_open()) {
        return;
    }
    GameTree tree = GameTree::fromPlayedGame(result.finalBoard);
    const Opening &opening = m_openings.at(game.opening);
    tree.tags().set("Event", "xiangqi-match");
    tree.tags().set("Site", "?");
    tree.tags().set("Date", today());
    tree.tags().set("Round", std::to_string(game.number));
    tree.tags().set("Red", m_config.engines[game.red].client.name);
    tree.tags().set("Black", m_config.engines[game.black].client.name);
    tree.tags().set("Opening", opening.name);
    tree.tags().set("TimeControl", m_config.engines[game.red].tc.describe());
    tree.tags().set("Termination", result.reasonCode);
    tree.tags().set("Reason", result.reason);
    tree.tags().set("PlyCount", std::to_string(result.finalBoard.gamePly()));
    tree.setResult(gameResult(result.outcome));
    if (!m_config.pgnMin) {
        const auto nodes = tree.mainLine();
        const std::size_t book = opening.moves.size();
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            tree.setComment(nodes[i],
                i < book                                ? "book"
                    : i - book < result.comments.size() ? result.comments[i - book]
                                                        : "");
        }
    }
    m_pgn << xq::writePgn(tree, Notation::Iccs) << '\n';
    m_pgn.flush();
}

void Tournament::writeJson(const ScheduledGame &game, const GameRecord &result)
{
    if (!m_json.is_open()) {
        return;
    }
    m_json << "{\"game\":" << game.number << ",\"round\":" << game.round
           << ",\"red\":" << jsonString(m_config.engines[game.red].client.name)
           << ",\"black\":" << jsonString(m_config.engines[game.black].client.name)
           << ",\"opening\":" << game.opening
           << ",\"result\":" << jsonString(resultText(gameResult(result.outcome)))
           << ",\"termination\":" << jsonString(result.reasonCode)
           << ",\"reason\":" << jsonString(result.reason)
           << ",\"plies\":" << result.finalBoard.gamePly()
           << ",\"duration_ms\":" << result.durationMs
           << ",\"fen\":" << jsonString(result.finalBoard.fen()) << "}" << std::endl;
}

void Tournament::printPairScore(int a, int b)
{
    const int low = std::min(a, b);
    const int high = std::max(a, b);
    const MatchScore &score = pairScore(low, high);
    m_out << "Score of " << m_config.engines[low].client.name << " vs "
          << m_config.engines[high].client.name << ": " << score.wins << " - " << score.losses
          << " - " << score.draws << "  [" << format("%.3f", score.score()) << "] " << score.games()
          << std::endl;
    if (m_config.ratingInterval > 0 && m_finished % m_config.ratingInterval == 0) {
        if (const auto elo = eloEstimate(score)) {
            m_out << "Elo difference: " << format("%.1f +/- %.1f", elo->elo, elo->error95)
                  << ", LOS: " << format("%.1f %%", 100 * likelihoodOfSuperiority(score))
                  << std::endl;
        }
    }
}

std::string Tournament::pairJson(int a, int b, const MatchScore &score) const
{
    const auto elo = eloEstimate(score);
    return "{\"engine\":" + jsonString(m_config.engines[a].client.name) + ",\"opponent\":"
        + jsonString(m_config.engines[b].client.name) + ",\"wins\":" + std::to_string(score.wins)
        + ",\"losses\":" + std::to_string(score.losses) + ",\"draws\":"
        + std::to_string(score.draws) + ",\"score\":" + format("%.4f", score.score())
        + ",\"elo\":" + (elo ? format("%.2f", elo->elo) : "null") + ",\"elo_error95\":"
        + (elo && std::isfinite(elo->error95) ? format("%.2f", elo->error95) : "null")
        + ",\"los\":" + format("%.4f", likelihoodOfSuperiority(score)) + "}";
}

void Tournament::printSummary()
{
    std::lock_guard lock(m_mutex);
    m_out << "\nResults (" << m_finished << " games"
          << (m_stopReason.empty() ? "" : ", " + m_stopReason) << "):" << std::endl;
    std::string pairsJson;
    for (const auto &[pair, score] : m_scores) {
        const auto &[a, b] = pair;
        printPairScore(a, b);
        const auto elo = eloEstimate(score);
        const double draws = score.games() ? 100.0 * score.draws / score.games() : 0;
        m_out << "Elo difference: "
              << (elo ? format("%.1f +/- %.1f", elo->elo, elo->error95) : "n/a")
              << ", LOS: " << format("%.1f %%", 100 * likelihoodOfSuperiority(score))
              << ", DrawRatio: " << format("%.1f %%", draws) << std::endl;
        if (m_config.sprt) {
            const double llr = sprtLlr(score, m_config.sprt->elo0, m_config.sprt->elo1);
            const auto state = sprtState(score, *m_config.sprt);
            m_out << "SPRT: llr " << format("%.3f", llr) << ", lbound "
                  << format("%.3f", m_config.sprt->lowerBound()) << ", ubound "
                  << format("%.3f", m_config.sprt->upperBound()) << " - "
                  << (state == SprtState::AcceptH1          ? "H1 was accepted"
                             : state == SprtState::AcceptH0 ? "H0 was accepted"
                                                            : "no decision")
                  << std::endl;
        }
        pairsJson += std::string(pairsJson.empty() ? "" : ",") + pairJson(a, b, score);
    }
    long long gameMs = 0;
    for (const long long ms : m_durations) {
        gameMs += ms;
    }
    const double cpu = ownCpuSeconds();
    m_out << "Runner CPU: "
          << format("%.3f s over %.1f s of games (%.3f %%)", cpu, gameMs / 1000.0,
                 gameMs > 0 ? 100 * cpu / (gameMs / 1000.0) : 0)
          << std::endl;
    m_out << "Terminations:";
    for (const auto &[code, count] : m_reasons) {
        m_out << ' ' << code << '=' << count;
    }
    m_out << std::endl;
    if (m_json.is_open()) {
        m_json << "{\"summary\":{\"games\":" << m_finished
               << ",\"stopped\":" << jsonString(m_stopReason)
               << ",\"runner_cpu_s\":" << format("%.3f", cpu)
               << ",\"game_time_s\":" << format("%.3f", gameMs / 1000.0) << ",\"pairs\":["
               << pairsJson << "]}}" << std::endl;
    }
}

} // namespace xq::match
