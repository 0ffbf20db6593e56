#pragma once

// Cuts a byte stream into lines ('\n', an optional '\r' before it dropped). A line longer than
// the limit is never buffered whole: its bytes are dropped up to its end and it comes out as one
// "too long" item, so a peer cannot make this side hold more than the limit.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace xq::net {

class LineFramer {
public:
    explicit LineFramer(std::size_t maxLineBytes) : m_max(maxLineBytes) { }

    struct Line {
        std::string text;
        bool tooLong = false; ///< the line went over the limit; text is empty
    };

    void append(std::string_view bytes);
    /// The next complete line, or nullopt until more bytes arrive.
    std::optional<Line> next();
    void clear();

private:
    std::size_t m_max;
    std::string m_buffer;
    std::size_t m_scanned = 0; ///< bytes of m_buffer known to hold no '\n'
    bool m_discarding = false; ///< inside a line over the limit
};

} // namespace xq::net
