#pragma once

// A read point in UTF-8 text that knows its line and column, for the PGN reader's messages.

#include "records/pgnwords.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace xq {

/// Walks through UTF-8 text keeping the line and column (in characters) of the read point.
class TextCursor {
public:
    /// Reads `text`, whose first line is line `firstLine` of its file.
    TextCursor(std::string_view text, int firstLine) : m_text(text), m_line(firstLine) { }

    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text[m_pos]; }
    char take()
    {
        const char c = m_text[m_pos++];
        if (c == '\n') {
            ++m_line;
            m_column = 1;
        } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++m_column;
        }
        return c;
    }
    /// True at a blank, the ideographic space U+3000 included: Chinese editors put it
    /// between moves.
    bool atSpace() const
    {
        return !atEnd()
            && (pgn::isSpace(peek()) || m_text.substr(m_pos, 3) == pgn::IdeographicSpace);
    }
    void skipSpace()
    {
        while (atSpace()) {
            for (std::size_t n = pgn::isSpace(peek()) ? 1 : pgn::IdeographicSpace.size(); n > 0;
                 --n) {
                take();
            }
        }
    }
    std::size_t position() const { return m_pos; }
    /// The text from the read point on.
    std::string_view rest() const { return m_text.substr(m_pos); }
    /// Moves forward to `pos`, counting lines on the way.
    void advanceTo(std::size_t pos)
    {
        while (m_pos < pos && !atEnd()) {
            take();
        }
    }
    std::string where() const
    {
        return "line " + std::to_string(m_line) + ", column " + std::to_string(m_column);
    }

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line = 1;
    int m_column = 1;
};

} // namespace xq
