#include "reversi/openingbook.h"

#include "reversi/binaryfile.h"

#include "common/embeddedfile.h"

// The built-in opening book: the file src/reversi/book/reversi.book (its recipe in
// docs/reversi.md), put into the program's read-only data by the assembler, byte for byte, and
// read once on first use like any book file.

XQ_EMBED_FILE(xqReversiBook, XQ_REVERSI_BOOK_FILE);

namespace reversi {

const OpeningBook &OpeningBook::builtIn()
{
    static const OpeningBook book = binaryfile::readEmbedded<OpeningBook>(
        xqReversiBook, xqReversiBookEnd, "Reversi opening book");
    return book;
}

} // namespace reversi
