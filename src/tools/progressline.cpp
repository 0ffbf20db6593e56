#include "tools/progressline.h"

#include <cstdio>
#include <unistd.h>

namespace xq::cli {

namespace {

constexpr std::size_t Width = 79;

} // namespace

ProgressLine::ProgressLine(std::size_t total)
    : m_total(total), m_terminal(total > 1 && isatty(STDERR_FILENO) == 1)
{
}

ProgressLine::~ProgressLine()
{
    clear();
}

void ProgressLine::show(std::size_t index, const std::string &path)
{
    if (!m_terminal) {
        return;
    }
    std::string line
        = "[" + std::to_string(index + 1) + "/" + std::to_string(m_total) + "] " + path;
    if (line.size() > Width) {
        line = line.substr(0, Width);
    }
    std::fprintf(stderr, "\r%-*s", static_cast<int>(Width), line.c_str());
    std::fflush(stderr);
    m_shown = true;
}

void ProgressLine::clear()
{
    if (m_shown) {
        std::fprintf(stderr, "\r%*s\r", static_cast<int>(Width), "");
        std::fflush(stderr);
        m_shown = false;
    }
}

} // namespace xq::cli
