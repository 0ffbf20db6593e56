#pragma once

// The descriptive tags of a game record (Event, Date, Red, Black, ...) as ordered key/value
// pairs: files keep their order, and keys are compared exactly as PGN does.

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace xq {

class TagList {
public:
    using Tag = std::pair<std::string, std::string>;

    /// The value of `key`, or an empty string when there is none.
    std::string value(std::string_view key) const;
    bool contains(std::string_view key) const;
    /// Replaces the value of `key`, or appends the tag when it is new.
    void set(std::string_view key, std::string value);
    void remove(std::string_view key);
    const std::vector<Tag> &all() const { return m_tags; }
    bool empty() const { return m_tags.empty(); }
    bool operator==(const TagList &) const = default;

private:
    std::vector<Tag> m_tags;
};

} // namespace xq
