#include "net/lineframer.h"

namespace xq::net {

void LineFramer::append(std::string_view bytes)
{
    m_buffer.append(bytes);
}

void LineFramer::clear()
{
    m_buffer.clear();
    m_scanned = 0;
    m_discarding = false;
}

std::optional<LineFramer::Line> LineFramer::next()
{
    const std::size_t end = m_buffer.find('\n', m_scanned);
    if (end == std::string::npos) {
        if (m_buffer.size() > m_max + 1) { // + 1: room for a '\r' before the '\n'
            m_discarding = true;
            m_buffer.clear();
        }
        m_scanned = m_buffer.size();
        return std::nullopt;
    }
    Line line;
    line.text = m_buffer.substr(0, end);
    m_buffer.erase(0, end + 1);
    m_scanned = 0;
    if (!line.text.empty() && line.text.back() == '\r') {
        line.text.pop_back();
    }
    if (m_discarding || line.text.size() > m_max) {
        line.text.clear();
        line.tooLong = true;
        m_discarding = false;
    }
    return line;
}

} // namespace xq::net
