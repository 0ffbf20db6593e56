#include "puzzles/builtinpuzzles.h"

#include <cstdint>

// The collection files, assembled into read-only data as they are.
asm(".section .rodata\n"
    ".global xqBuiltinXiangqiPuzzles\n"
    "xqBuiltinXiangqiPuzzles:\n"
    ".incbin \"" XQ_XIANGQI_PUZZLES_FILE "\"\n"
    ".global xqBuiltinXiangqiPuzzlesEnd\n"
    "xqBuiltinXiangqiPuzzlesEnd:\n"
    ".previous\n");

extern "C" const char xqBuiltinXiangqiPuzzles[];
extern "C" const char xqBuiltinXiangqiPuzzlesEnd[];

namespace puzzles {

const std::vector<BuiltinCollection> &builtinCollections()
{
    static const std::vector<BuiltinCollection> collections {
        { "builtin-xiangqi",
            std::string_view(xqBuiltinXiangqiPuzzles,
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
