#include "engine/nnuenetwork.h"

#include "common/embeddedfile.h"

// The built-in net: the file src/engine/nets/xiangqi.nnue (its recipe in docs/engine.md), put
// into the program's read-only data by the assembler, byte for byte, and read once on first use
// like any net file.

XQ_EMBED_FILE(xqEmbeddedNet, XQ_EMBEDDED_NET_FILE);

namespace xq {

const NnueNetwork *NnueNetwork::builtIn()
{
    static const auto net = fromBytes(std::span<const std::uint8_t>(
        xqEmbeddedNet, static_cast<std::size_t>(xqEmbeddedNetEnd - xqEmbeddedNet)));
    return net ? &*net : nullptr;
}

} // namespace xq
