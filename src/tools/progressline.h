#pragma once

// "[12/400] path" on standard error while files are read, only when it is a terminal: scripts
// and logs get no progress noise.

#include <string>

namespace xq::cli {

class ProgressLine {
public:
    explicit ProgressLine(std::size_t total);
    ~ProgressLine();
    ProgressLine(const ProgressLine &) = delete;
    ProgressLine &operator=(const ProgressLine &) = delete;

    /// Shows that file `index` (from 0) is being read.
    void show(std::size_t index, const std::string &path);
    /// Clears the line, so that a message can be printed in its place.
    void clear();

private:
    std::size_t m_total;
    bool m_shown = false;
    bool m_terminal;
};

} // namespace xq::cli
