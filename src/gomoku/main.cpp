// gomoku-engine: the Gomocup (Piskvork) protocol brain on stdin/stdout; `gomoku-engine bench
// [depth]` prints the search signature and exits.

#include "gomoku/bench.h"
#include "gomoku/gomocupsession.h"

#include <cstdlib>
#include <iostream>
#include <string>

int main(int argc, char *argv[])
{
    std::ios::sync_with_stdio(false);
    if (argc >= 2 && std::string(argv[1]) == "bench") {
        const int depth = argc >= 3 ? std::atoi(argv[2]) : gomoku::DefaultBenchDepth;
        const auto result = gomoku::runBench(depth > 0 && depth <= 12 ? depth : 6);
        std::cout << "bench: " << result.nodes << " nodes " << result.timeMs << " ms "
                  << result.nps() << " nps\n";
        return 0;
    }
    gomoku::GomocupSession session(std::cin, std::cout);
    session.run();
    return 0;
}
