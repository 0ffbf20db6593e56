#include "tools/outputnames.h"

#include <filesystem>

namespace xq::cli {

namespace {

namespace fs = std::filesystem;

std::string canonical(const std::string &path)
{
    std::error_code error;
    const fs::path full = fs::weakly_canonical(path, error);
    return error ? path : full.string();
}

/// `path` with "-N" before its extension.
std::string numbered(const std::string &path, int n)
{
    fs::path p(path);
    const std::string extension = p.extension().string();
    p.replace_extension();
    return p.string() + "-" + std::to_string(n) + extension;
}

std::string padded(int number, int width)
{
    std::string digits = std::to_string(number);
    return std::string(static_cast<std::size_t>(std::max(0, width - int(digits.size()))), '0')
        + digits;
}

bool fitsAFileName(unsigned char c)
{
    return c >= 0x20 && std::string_view("/\\:*?\"<>|").find(c) == std::string_view::npos;
}

} // namespace

OutputNames::OutputNames(const std::vector<std::string> &sources, bool force) : m_force(force)
{
    for (const std::string &source : sources) {
        m_sources.insert(canonical(source));
    }
}

Result<std::string> OutputNames::claim(const std::string &wanted)
{
    std::string candidate = wanted;
    for (int n = 2;
         m_claimed.contains(canonical(candidate)) || m_sources.contains(canonical(candidate));
         ++n) {
        candidate = numbered(wanted, n);
    }
    std::error_code error;
    if (!m_force && fs::exists(candidate, error)) {
        return Result<std::string>::failure(
            candidate + ": the file exists (--force replaces it); not written");
    }
    m_claimed.insert(canonical(candidate));
    return candidate;
}

std::string nameFromPattern(const std::string &pattern, const GameTree &game, int number, int width)
{
    std::string name;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const std::size_t close = pattern[i] == '{' ? pattern.find('}', i) : std::string::npos;
        if (close == std::string::npos) {
            name += pattern[i];
            continue;
        }
        const std::string tag = pattern.substr(i + 1, close - i - 1);
        name += tag == "n" ? padded(number, width) : game.tags().value(tag);
        i = close;
    }
    for (char &c : name) {
        c = fitsAFileName(static_cast<unsigned char>(c)) ? c : '_';
    }
    const bool empty = name.find_first_not_of(" ._-") == std::string::npos;
    return empty ? padded(number, width) : name;
}

} // namespace xq::cli
