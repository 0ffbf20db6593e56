#include "puzzles/builtinpuzzles.h"

#include "common/embeddedfile.h"

#include <string>

// The collection files, assembled into read-only data as they are.
XQ_EMBED_FILE(xqBuiltinXiangqiPuzzles, XQ_XIANGQI_PUZZLES_FILE);
XQ_EMBED_FILE(xqBuiltinEndgamePuzzles, XQ_ENDGAME_PUZZLES_FILE);
XQ_EMBED_FILE(xqBuiltinXiangqiTactics, XQ_XIANGQI_TACTICS_FILE);
XQ_EMBED_FILE(xqBuiltinGomokuPuzzles, XQ_GOMOKU_PUZZLES_FILE);
XQ_EMBED_FILE(xqBuiltinGomokuVctPuzzles, XQ_GOMOKU_VCT_PUZZLES_FILE);
XQ_EMBED_FILE(xqBuiltinReversiPuzzles, XQ_REVERSI_PUZZLES_FILE);

namespace puzzles {

namespace {

std::string_view embedded(const unsigned char *begin, const unsigned char *end)
{
    return { reinterpret_cast<const char *>(begin), static_cast<std::size_t>(end - begin) };
}

/// The Gomoku set: the VCF puzzles, then the VCT ones (two files, each made by its own recipe).
std::string_view gomokuPuzzles()
{
    static const std::string text
        = std::string(embedded(xqBuiltinGomokuPuzzles, xqBuiltinGomokuPuzzlesEnd)) + '\n'
        + std::string(embedded(xqBuiltinGomokuVctPuzzles, xqBuiltinGomokuVctPuzzlesEnd));
    return text;
}

} // namespace

const std::vector<BuiltinCollection> &builtinCollections()
{
    static const std::vector<BuiltinCollection> collections {
        { "builtin-xiangqi", embedded(xqBuiltinXiangqiPuzzles, xqBuiltinXiangqiPuzzlesEnd) },
        { "builtin-endgames", embedded(xqBuiltinEndgamePuzzles, xqBuiltinEndgamePuzzlesEnd) },
        { "builtin-xiangqi-tactics",
            embedded(xqBuiltinXiangqiTactics, xqBuiltinXiangqiTacticsEnd) },
        { "builtin-gomoku", gomokuPuzzles() },
        { "builtin-reversi", embedded(xqBuiltinReversiPuzzles, xqBuiltinReversiPuzzlesEnd) },
    };
    return collections;
}

std::optional<std::string_view> builtinCollection(std::string_view name)
{
    for (const BuiltinCollection &collection : builtinCollections()) {
        if (collection.name == name) {
            return collection.text;
        }
    }
    return std::nullopt;
}

} // namespace puzzles
