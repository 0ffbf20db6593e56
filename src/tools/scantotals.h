#pragma once

// The totals over every file a command read, for its summary line and its JSON.

#include "tools/filescan.h"

#include <string>

namespace xq::cli {

class ScanTotals {
public:
    void add(const FileScan &scan);
    bool anyError() const { return m_errors > 0; }
    /// "3 files, 120 games, 9,210 moves, 2 warnings, 1 error".
    std::string line() const;
    /// {"files":3,"games":120,"moves":9210,"warnings":2,"errors":1}
    std::string json() const;

private:
    int m_files = 0;
    int m_games = 0;
    long long m_moves = 0;
    int m_warnings = 0;
    int m_errors = 0;
};

/// The JSON fields every file report shares: "path", "format", "encoding", "games", "read",
/// "moves", "errors" (without braces).
std::string jsonFileFields(const FileScan &scan);

} // namespace xq::cli
