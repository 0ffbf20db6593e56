#include "engine/nnuenetwork.h"

// The built-in net: the file src/engine/nets/xiangqi.nnue (its recipe in docs/engine.md), put
// into the program's read-only data by the assembler, byte for byte, and read once on first use
// like any net file.

asm(".section .rodata\n"
    ".balign 16\n"
    ".global xqEmbeddedNet\n"
    "xqEmbeddedNet:\n"
    ".incbin \"" XQ_EMBEDDED_NET_FILE "\"\n"
    ".global xqEmbeddedNetEnd\n"
    "xqEmbeddedNetEnd:\n"
    ".previous\n");

extern "C" const std::uint8_t xqEmbeddedNet[];
extern "C" const std::uint8_t xqEmbeddedNetEnd[];

namespace xq {

const NnueNetwork *NnueNetwork::builtIn()
{
    static const auto net = fromBytes(std::span<const std::uint8_t>(
        xqEmbeddedNet, static_cast<std::size_t>(xqEmbeddedNetEnd - xqEmbeddedNet)));
    return net ? &*net : nullptr;
}

} // namespace xq
