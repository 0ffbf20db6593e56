#include "reversi/patternweights.h"

#include "reversi/binaryfile.h"

#include "common/embeddedfile.h"

// The built-in weights: the file src/reversi/weights/reversi.eval (its recipe in
// docs/reversi.md), put into the program's read-only data by the assembler, byte for byte, and
// read once on first use like any weights file.

XQ_EMBED_FILE(xqReversiWeights, XQ_REVERSI_WEIGHTS_FILE);

namespace reversi {

const PatternWeights &PatternWeights::builtIn()
{
    static const PatternWeights weights = binaryfile::readEmbedded<PatternWeights>(
        xqReversiWeights, xqReversiWeightsEnd, "Reversi weights");
    return weights;
}

} // namespace reversi
