#include "tools/filescan.h"

#include "records/readwarnings.h"
#include "records/recordreader.h"

namespace xq::cli {

namespace {

/// "PATH: CBL game 3: reason", or "PATH: XQF: reason" for the file's only game: a game that
/// does not read, named with the format it was read as. A file refused whole names its format
/// itself ("unreadable XQF file: ...") or says it holds no game record: no format is put before.
std::string gameError(const std::string &shown, RecordFormat format, int number, bool several,
    const std::string &error)
{
    const std::string game = several ? "game " + std::to_string(number) : std::string();
    if (countsNoGame(error)) {
        return shown + ": " + (several ? game + ": " : std::string()) + error;
    }
    return shown + ": " + std::string(formatName(format)) + (several ? " " + game : std::string())
        + ": " + error;
}

} // namespace

FileScan scanFile(const std::string &path, const ReadOptions &options, const GameVisitor &visit)
{
    FileScan scan;
    scan.path = path;
    const std::string shown = path == "-" ? std::string("(standard input)") : path;
    auto reader = RecordReader::open(path, options);
    if (!reader.ok()) {
        scan.errors.push_back(shown + ": " + reader.error());
        return scan;
    }
    scan.format = reader->format();
    int entries = 0;
    while (auto game = reader->next()) {
        ++entries;
        if (!game->ok()) {
            // A file that holds no game (prose, binary data, a header cut short) counts none.
            scan.games += countsNoGame(game->error()) ? 0 : 1;
            scan.errors.push_back(
                gameError(shown, reader->format(), entries, reader->holdsSeveral(), game->error()));
            continue;
        }
        ++scan.games;
        const GameTree &tree = **game;
        ++scan.read;
        scan.moves += static_cast<int>(tree.mainLine().size());
        scan.movesInAll += tree.moveCount();
        scan.warnings += static_cast<int>(tree.readWarnings().size());
        const bool several = reader->holdsSeveral();
        const std::string prefix
            = several ? shown + ": game " + std::to_string(scan.games) + ": " : shown + ": ";
        visit({ scan.games, tree, prefix, several });
    }
    scan.encoding = reader->encoding();
    scan.binaryTextEncoding = reader->binaryTextEncoding();
    return scan;
}

std::string FileScan::encodingName() const
{
    if (!binaryTextEncoding.empty()) {
        return binaryTextEncoding;
    }
    return encoding == TextEncoding::Gbk ? "GBK" : "UTF-8";
}

GameStats statsOf(const GameTree &game)
{
    GameStats stats;
    stats.mainLine = static_cast<int>(game.mainLine().size());
    stats.all = game.moveCount();
    std::vector<NodeId> pending { GameTree::Root };
    while (!pending.empty()) {
        const NodeId node = pending.back();
        pending.pop_back();
        const auto &kids = game.children(node);
        stats.variations += kids.empty() ? 0 : static_cast<int>(kids.size()) - 1;
        stats.comments += game.comment(node).empty() ? 0 : 1;
        pending.insert(pending.end(), kids.begin(), kids.end());
    }
    return stats;
}

} // namespace xq::cli
