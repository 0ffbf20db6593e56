#include "reversi/patternweights.h"

#include "common/embeddedfile.h"

#include <cstdlib>
#include <iostream>

// The built-in weights: the file src/reversi/weights/reversi.eval (its recipe in
// docs/reversi.md), put into the program's read-only data by the assembler, byte for byte, and
// read once on first use like any weights file.

XQ_EMBED_FILE(xqReversiWeights, XQ_REVERSI_WEIGHTS_FILE);

namespace reversi {

const PatternWeights &PatternWeights::builtIn()
{
    static const PatternWeights weights = [] {
        std::string error;
        auto loaded = fromBytes(std::span<const std::uint8_t>(xqReversiWeights,
                                    std::size_t(xqReversiWeightsEnd - xqReversiWeights)),
            error);
        if (!loaded) {
            // The build put a file of another layout in: nothing can play without it.
            std::cerr << "built-in Reversi weights: " << error << '\n';
            std::abort();
        }
        return std::move(*loaded);
    }();
    return weights;
}

} // namespace reversi
