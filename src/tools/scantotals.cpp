#include "tools/scantotals.h"

#include "tools/jsontext.h"

namespace xq::cli {

namespace {

std::string counted(long long count, const char *noun)
{
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

} // namespace

void ScanTotals::add(const FileScan &scan)
{
    ++m_files;
    m_games += scan.games;
    m_moves += scan.moves;
    m_warnings += scan.warnings;
    m_errors += static_cast<int>(scan.errors.size());
}

std::string ScanTotals::line() const
{
    return counted(m_files, "file") + ", " + counted(m_games, "game") + ", "
        + counted(m_moves, "move") + ", " + counted(m_warnings, "warning") + ", "
        + counted(m_errors, "error");
}

std::string ScanTotals::json() const
{
    return "{\"files\":" + std::to_string(m_files) + ",\"games\":" + std::to_string(m_games)
        + ",\"moves\":" + std::to_string(m_moves) + ",\"warnings\":" + std::to_string(m_warnings)
        + ",\"errors\":" + std::to_string(m_errors) + "}";
}

std::string jsonFileFields(const FileScan &scan)
{
    const std::string format
        = scan.format ? jsonString(formatName(*scan.format)) : std::string("null");
    return "\"path\":" + jsonString(scan.path) + ",\"format\":" + format
        + ",\"encoding\":" + jsonString(scan.encodingName())
        + ",\"games\":" + std::to_string(scan.games) + ",\"read\":" + std::to_string(scan.read)
        + ",\"moves\":" + std::to_string(scan.moves) + ",\"errors\":" + jsonStrings(scan.errors);
}

} // namespace xq::cli
