// xiangqi-cli: record conversion, validation and information from the command line.

#include "tools/commands.h"

#include <iostream>
#include <string_view>

namespace {

void printUsage()
{
    std::cerr << "usage:\n"
                 "  xiangqi-cli convert IN OUT [--format chinese|wxf|iccs] [--encoding utf8|gbk]\n"
                 "                             [--to pgn|xqf|ubb|fen]   (folders: --to picks the "
                 "format)\n"
                 "  xiangqi-cli validate FILE...\n"
                 "  xiangqi-cli info FILE\n"
                 "formats by extension: .pgn .xqf .ubb/.txt (DhtmlXQ) .fen\n"
                 "exit codes: 0 success, 1 a record could not be read or written, 2 usage error\n";
}

} // namespace

int main(int argc, char **argv)
{
    using namespace xq::cli;
    if (argc < 2) {
        printUsage();
        return ExitUsage;
    }
    const std::string_view command = argv[1];
    const std::vector<std::string> args(argv + 2, argv + argc);
    if (command == "convert") {
        return convertCommand(args);
    }
    if (command == "validate") {
        return validateCommand(args);
    }
    if (command == "info") {
        return infoCommand(args);
    }
    if (command != "--help" && command != "-h" && command != "help") {
        std::cerr << "unknown command " << command << "\n";
    }
    printUsage();
    return command == "--help" || command == "-h" || command == "help" ? ExitOk : ExitUsage;
}
