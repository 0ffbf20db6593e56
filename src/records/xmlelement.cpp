#include "records/xmlelement.h"

#include "records/ubbtext.h"

#include <algorithm>

namespace xq {

namespace {

bool isNameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'
        || c == '-' || c == '.' || c == ':' || static_cast<unsigned char>(c) >= 0x80;
}

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/// References as XML writes them; the DhtmlXQ decoder reads the same ones.
std::string decoded(std::string_view text)
{
    return ubb::unescapeText(text);
}

class XmlParser {
public:
    explicit XmlParser(std::string_view text) : m_text(text) { }

    Result<XmlElement> parse()
    {
        if (auto error = skipMarkup()) {
            return fail(*error);
        }
        if (!at("<")) {
            return fail("no XML element found");
        }
        XmlElement root;
        if (auto error = element(root, 1)) {
            return fail(*error);
        }
        return root;
    }

private:
    using Error = std::optional<std::string>;

    static Result<XmlElement> fail(const std::string &error)
    {
        return Result<XmlElement>::failure(error);
    }

    /// The line of the read point, counted on from where it was last asked (it only advances).
    int line()
    {
        for (; m_countedTo < std::min(m_pos, m_text.size()); ++m_countedTo) {
            m_line += m_text[m_countedTo] == '\n' ? 1 : 0;
        }
        return m_line;
    }

    std::string where() { return "line " + std::to_string(line()); }

    bool at(std::string_view s) const { return m_text.substr(m_pos).starts_with(s); }

    /// Moves past `close`; false when the text ends first.
    bool skipPast(std::string_view close)
    {
        const std::size_t end = m_text.find(close, m_pos);
        m_pos = end == std::string_view::npos ? m_text.size() : end + close.size();
        return end != std::string_view::npos;
    }

    /// Blanks, the declaration, comments and doctype before and between elements.
    Error skipMarkup()
    {
        for (;;) {
            while (m_pos < m_text.size() && isBlank(m_text[m_pos])) {
                ++m_pos;
            }
            std::string_view close;
            if (at("<?")) {
                close = "?>";
            } else if (at("<!--")) {
                close = "-->";
            } else if (at("<!") && !at("<![CDATA[")) {
                close = ">";
            } else {
                return std::nullopt;
            }
            const std::string place = where();
            if (!skipPast(close)) {
                return place + ": markup is never closed (no '" + std::string(close) + "')";
            }
        }
    }

    std::string name()
    {
        const std::size_t start = m_pos;
        while (m_pos < m_text.size() && isNameChar(m_text[m_pos])) {
            ++m_pos;
        }
        return std::string(m_text.substr(start, m_pos - start));
    }

    Error attributes(XmlElement &e)
    {
        for (;;) {
            while (m_pos < m_text.size() && isBlank(m_text[m_pos])) {
                ++m_pos;
            }
            if (m_pos >= m_text.size() || m_text[m_pos] == '>' || m_text[m_pos] == '/') {
                return std::nullopt;
            }
            std::string key = name();
            while (m_pos < m_text.size() && isBlank(m_text[m_pos])) {
                ++m_pos;
            }
            if (key.empty() || !at("=")) {
                return where() + ": expected an attribute in <" + e.name + ">";
            }
            ++m_pos;
            while (m_pos < m_text.size() && isBlank(m_text[m_pos])) {
                ++m_pos;
            }
            const char quote = m_pos < m_text.size() ? m_text[m_pos] : '\0';
            const std::size_t end
                = quote == '"' || quote == '\'' ? m_text.find(quote, m_pos + 1) : std::string::npos;
            if (end == std::string_view::npos) {
                return where() + ": the value of attribute " + key + " is not quoted and closed";
            }
            e.attributes.emplace_back(
                std::move(key), decoded(m_text.substr(m_pos + 1, end - m_pos - 1)));
            m_pos = end + 1;
        }
    }

    /// Reads the element whose '<' is at the read point.
    Error element(XmlElement &e, int depth)
    {
        if (depth > MaxXmlDepth) {
            return where() + ": elements nested deeper than " + std::to_string(MaxXmlDepth);
        }
        e.line = line();
        ++m_pos;
        e.name = name();
        if (e.name.empty()) {
            return where() + ": expected an element name after '<'";
        }
        if (auto error = attributes(e)) {
            return error;
        }
        if (at("/>")) {
            m_pos += 2;
            return std::nullopt;
        }
        if (!at(">")) {
            return where() + ": <" + e.name + "> is never closed";
        }
        ++m_pos;
        return content(e, depth);
    }

    Error content(XmlElement &e, int depth)
    {
        const std::string close = "</" + e.name;
        for (;;) {
            const std::size_t lt = m_text.find('<', m_pos);
            if (lt == std::string_view::npos) {
                return "line " + std::to_string(e.line) + ": <" + e.name + "> is never closed";
            }
            e.text += decoded(m_text.substr(m_pos, lt - m_pos));
            m_pos = lt;
            if (at("<![CDATA[")) {
                const std::size_t start = m_pos + 9;
                if (!skipPast("]]>")) {
                    return where() + ": CDATA is never closed";
                }
                e.text += m_text.substr(start, m_pos - 3 - start);
            } else if (at("<!--") || at("<?")) {
                if (auto error = skipMarkup()) {
                    return error;
                }
            } else if (at("</")) {
                if (!at(close) || !skipPast(">")) {
                    return where() + ": expected </" + e.name + ">";
                }
                return std::nullopt;
            } else {
                e.children.emplace_back();
                if (auto error = element(e.children.back(), depth + 1)) {
                    return error;
                }
            }
        }
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::size_t m_countedTo = 0;
    int m_line = 1;
};

} // namespace

const XmlElement *XmlElement::child(std::string_view childName) const
{
    const auto found = std::find_if(children.begin(), children.end(),
        [childName](const XmlElement &c) { return c.name == childName; });
    return found == children.end() ? nullptr : &*found;
}

std::optional<std::string> XmlElement::attribute(std::string_view attributeName) const
{
    for (const auto &[key, value] : attributes) {
        if (key == attributeName) {
            return value;
        }
    }
    return std::nullopt;
}

Result<XmlElement> parseXml(std::string_view text)
{
    return XmlParser(text).parse();
}

std::string xmlEscape(std::string_view text)
{
    std::string out;
    for (char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        default: out += c;
        }
    }
    return out;
}

std::string xmlCdata(std::string_view text)
{
    constexpr std::string_view End = "]]>";
    std::string out = "<![CDATA[";
    for (std::size_t end; (end = text.find(End)) != std::string_view::npos;) {
        // The section ends between "]]" and ">", which opens the next one.
        out += std::string(text.substr(0, end + 2)) + "]]><![CDATA[";
        text.remove_prefix(end + 2);
    }
    return out + std::string(text) + "]]>";
}

} // namespace xq
