#pragma once

// A tournament: the schedule (round-robin or gauntlet, rounds, games per pairing, openings
// repeated with colours reversed), worker threads each owning its own engine processes, and the
// results: PGN, JSON lines, live standings, Elo with its error, LOS and SPRT.

#include "match/gamerunner.h"
#include "match/matchconfig.h"
#include "match/openingbook.h"

#include <atomic>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <ostream>

namespace xq::match {

struct ScheduledGame {
    int number = 0; ///< 1-based
    int round = 0;
    int red = 0; ///< engine indexes
    int black = 0;
    int opening = 0;
};

/// The games in the order they start.
std::vector<ScheduledGame> makeSchedule(const MatchConfig &config, int openingCount);

class Tournament {
public:
    Tournament(MatchConfig config, OpeningBook openings, std::ostream &out);

    /// Plays until the schedule ends, SPRT decides, an engine cannot be started or `stop` is
    /// set; then prints the summary. Returns 0, or 1 when an engine could not be started.
    int run(std::atomic<bool> &stop);

private:
    using Clients = std::vector<std::unique_ptr<client::EngineClient>>;

    void worker(std::atomic<bool> &stop);
    client::EngineClient *engine(Clients &clients, int index, std::string &error);
    void record(const ScheduledGame &game, const GameRecord &result, std::atomic<bool> &stop);
    void writePgn(const ScheduledGame &game, const GameRecord &result);
    void writeJson(const ScheduledGame &game, const GameRecord &result);
    void printPairScore(int a, int b);
    void printSummary();
    /// The summary's JSON object for the pairing (a, b), from a's side.
    std::string pairJson(int a, int b, const MatchScore &score) const;
    MatchScore &pairScore(int a, int b);

    MatchConfig m_config;
    OpeningBook m_openings;
    std::ostream &m_out;
    std::vector<ScheduledGame> m_schedule;
    std::mutex m_mutex;
    std::size_t m_next = 0;
    int m_finished = 0;
    std::map<std::pair<int, int>, MatchScore> m_scores; ///< (a, b), a < b, from a's side
    std::map<std::string, int> m_reasons;
    std::vector<long long> m_durations; ///< of the counted games, ms
    std::ofstream m_pgn;
    std::ofstream m_json;
    bool m_startFailed = false;
    std::string m_stopReason;
};

} // namespace xq::match
