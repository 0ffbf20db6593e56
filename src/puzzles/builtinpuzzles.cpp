#include "puzzles/builtinpuzzles.h"

#include "common/embeddedfile.h"

// The collection files, assembled into read-only data as they are.
XQ_EMBED_FILE(xqBuiltinXiangqiPuzzles, XQ_XIANGQI_PUZZLES_FILE);

namespace puzzles {

const std::vector<BuiltinCollection> &builtinCollections()
{
    static const std::vector<BuiltinCollection> collections {
        { "builtin-xiangqi",
            std::string_view(reinterpret_cast<const char *>(xqBuiltinXiangqiPuzzles),
                static_cast<std::size_t>(xqBuiltinXiangqiPuzzlesEnd - xqBuiltinXiangqiPuzzles)) },
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
