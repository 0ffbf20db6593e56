// xiangqi-match: plays Xiangqi engine tournaments (see --help and docs/match.md).

#include "match/matchconfig.h"
#include "match/tournament.h"

#include <atomic>
#include <csignal>
#include <ctime>
#include <iostream>
#include <unistd.h>

namespace {

std::atomic<bool> g_stop { false };

extern "C" void onSignal(int)
{
    g_stop.store(true);
}

std::string programDir()
{
    char path[4096];
    const auto n = readlink("/proc/self/exe", path, sizeof path - 1);
    if (n <= 0) {
        return ".";
    }
    const std::string exe(path, static_cast<std::size_t>(n));
    return exe.substr(0, exe.rfind('/'));
}

} // namespace

int main(int argc, char **argv)
{
    using namespace xq::match;
    const std::vector<std::string> args(argv + 1, argv + argc);
    auto config = parseMatchArguments(args, programDir());
    if (!config) {
        std::cerr << "xiangqi-match: " << config.error() << '\n';
        return 2;
    }
    if (config->help || args.empty()) {
        std::cout << matchUsage();
        return 0;
    }
    if (config->version) {
        std::cout << "xiangqi-match 1.0\n";
        return 0;
    }
    OpeningBook openings;
    if (!config->openingsFile.empty()) {
        auto loaded = OpeningBook::load(
            config->openingsFile, config->openingsFormat, config->openingsPlies);
        if (!loaded) {
            std::cerr << "xiangqi-match: " << loaded.error() << '\n';
            return 2;
        }
        openings = std::move(*loaded);
        if (config->openingsRandom) {
            std::mt19937 random(
                config->seed != 0 ? config->seed : static_cast<unsigned>(std::time(nullptr)));
            openings.shuffle(random);
        }
        openings.rotate(config->openingsStart);
    }
    struct sigaction action { };
    action.sa_handler = onSignal;
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    Tournament tournament(std::move(*config), std::move(openings), std::cout);
    return tournament.run(g_stop);
}
