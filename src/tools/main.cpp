// xiangqi-cli: record conversion, validation and information from the command line.

#include "tools/commands.h"

#include "records/records.h"

#include <iostream>
#include <string>
#include <string_view>

namespace {

/// The usage, with the formats written and the extensions read as the format table has them.
std::string usage()
{
    return "usage:\n"
           "  xiangqi-cli convert IN OUT [--format chinese|wxf|iccs] [--encoding utf8|gbk]\n"
           "                             [--to "
        + xq::writtenFormatList("|")
        + "]\n"
          "                             [--name PATTERN] [--force] [--strict]\n"
          "      IN and OUT files: converts every game (OUT is never IN; an existing OUT\n"
          "        only with --force); a collection into XQF or FEN gives OUT-1.xqf, ...\n"
          "      IN a folder, OUT a folder: each record (--to picks the format; name clashes get\n"
          "        -2, -3; existing files are kept unless --force)\n"
          "      IN a folder, OUT.pgn or OUT.ubb: every game of the folder in one collection\n"
          "      IN a file, OUT/ a folder: a file per game, named by --name over the tags, e.g.\n"
          "        \"{Red}-{Black}-{Date}\"; {n} is the game number (the default, zero-padded)\n"
          "  xiangqi-cli validate [--strict] [--json] FILE-OR-FOLDER...\n"
          "  xiangqi-cli info [--strict] [--json] FILE-OR-FOLDER...\n"
          "  xiangqi-cli analyse IN OUT [--engine builtin|COMMAND] [--protocol uci|uci-fsf|ucci]\n"
          "                             [--movetime MS] [--format chinese|wxf|iccs]\n"
          "      reviews every game with an engine: marks ?!, ?, ?? and better lines in OUT\n"
          "  xiangqi-cli puzzles make|check|list|export ...\n"
          "      mate puzzles from games, proven by the engine; 'xiangqi-cli puzzles' tells more\n"
          "  xiangqi-cli --version | --help\n"
          "'-' is standard input (IN, FILE) or standard output (OUT, in the --to format, pgn by\n"
          "default). Folders are searched through for the files of every format read:\n"
          "  "
        + xq::recordFilePatterns()
        + "\n"
          "Reading forgives what real collections contain (a stone named by a shared file\n"
          "when only one can move, an illegal move in a side line, a mate diagram) with a\n"
          "warning; --strict refuses it.\n"
          "exit codes: 0 success, 1 a record could not be read or written, 2 usage error\n";
}

} // namespace

int main(int argc, char **argv)
{
    using namespace xq::cli;
    if (argc < 2) {
        std::cerr << usage();
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
    if (command == "analyse") {
        return analyseCommand(args);
    }
    if (command == "puzzles") {
        return puzzlesCommand(args);
    }
    if (command == "--version" || command == "version") {
        std::cout << "xiangqi-cli " << XQ_VERSION << "\n";
        return ExitOk;
    }
    if (command == "--help" || command == "-h" || command == "help") {
        std::cout << usage();
        return ExitOk;
    }
    std::cerr << "unknown command " << command << "\n" << usage();
    return ExitUsage;
}
