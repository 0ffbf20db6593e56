#include "tools/filescan.h"

#include "records/readwarnings.h"
#include "records/recordreader.h"

namespace xq::cli {

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
    while (auto game = reader->next()) {
        if (!game->ok()) {
            // A file that holds no game (prose, binary data, a header cut short) counts none.
            scan.games += countsNoGame(game->error()) ? 0 : 1;
            scan.errors.push_back(shown + ": " + game->error());
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
