#include "records/taglist.h"

#include <algorithm>

namespace xq {

std::string TagList::value(std::string_view key) const
{
    for (const auto &[k, v] : m_tags) {
        if (k == key) {
            return v;
        }
    }
    return {};
}

bool TagList::contains(std::string_view key) const
{
    return std::any_of(m_tags.begin(), m_tags.end(), [&](const Tag &t) { return t.first == key; });
}

void TagList::set(std::string_view key, std::string value)
{
    for (auto &[k, v] : m_tags) {
        if (k == key) {
            v = std::move(value);
            return;
        }
    }
    m_tags.emplace_back(std::string(key), std::move(value));
}

void TagList::remove(std::string_view key)
{
    std::erase_if(m_tags, [&](const Tag &t) { return t.first == key; });
}

} // namespace xq
