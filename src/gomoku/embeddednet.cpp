#include "gomoku/evalnet.h"

#include "common/embeddedfile.h"

// The built-in net: the file src/gomoku/nets/freestyle.net (its recipe in docs/gomoku.md,
// "Evaluation, eleventh round"), put into the program's read-only data by the assembler, byte
// for byte, and read on first use like any net file.

XQ_EMBED_FILE(gomokuEmbeddedNet, GOMOKU_EMBEDDED_NET_FILE);

namespace gomoku {

std::optional<EvalNet> EvalNet::builtIn()
{
    std::string error;
    return parse(std::string_view(reinterpret_cast<const char *>(gomokuEmbeddedNet),
                     std::size_t(gomokuEmbeddedNetEnd - gomokuEmbeddedNet)),
        error);
}

} // namespace gomoku
