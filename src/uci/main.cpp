#include "uci/ucisession.h"

#include <iostream>

int main(int argc, char **argv)
{
    std::ios::sync_with_stdio(false);
    xq::UciSession session(std::cout);
    // Arguments on the command line run as commands, then the engine exits (e.g. "bench").
    if (argc > 1) {
        std::string line;
        for (int i = 1; i < argc; ++i) {
            line += (i > 1 ? " " : "") + std::string(argv[i]);
        }
        session.execute(line);
        session.waitForSearch();
        return 0;
    }
    session.run(std::cin);
    return 0;
}
