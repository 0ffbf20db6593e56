#pragma once

// Just enough XML for record files (CCBridge's .cbf): elements, attributes, text, comments,
// CDATA, the declaration and character references. No namespaces, DTDs or entities of its own.

#include "core/result.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace xq {

struct XmlElement {
    std::string name;
    std::vector<std::pair<std::string, std::string>> attributes; ///< values decoded
    std::string text; ///< the text directly inside, decoded
    std::vector<XmlElement> children;
    int line = 1;

    /// The first child of that name, or null.
    const XmlElement *child(std::string_view childName) const;
    std::optional<std::string> attribute(std::string_view attributeName) const;
};

/// Elements nested deeper than this are refused, so no input can exhaust the stack.
constexpr int MaxXmlDepth = 64;

/// The root element of UTF-8 XML text; errors name the line ("line 4: ...").
Result<XmlElement> parseXml(std::string_view text);

/// Element content: & < > as references (as .NET's XmlWriter writes them), the rest as it is.
std::string xmlEscape(std::string_view text);

/// `text` as CDATA sections: one, or several where the text holds "]]>".
std::string xmlCdata(std::string_view text);

} // namespace xq
