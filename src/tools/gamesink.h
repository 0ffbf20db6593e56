#pragma once

// Where converted games go, one at a time: a file written atomically (replaced only when every
// game is in it) or standard output ("-").

#include "records/atomicfile.h"
#include "records/records.h"

#include <optional>
#include <string>

namespace xq::cli {

class GameSink {
public:
    /// Starts writing `path` ("-": standard output) in `format`.
    static Result<GameSink> open(
        const std::string &path, RecordFormat format, const WriteOptions &options);

    /// Writes a game; fails where the format cannot hold it or holds one game and has it.
    std::optional<std::string> add(const GameTree &game);
    /// Ends the output: the file replaces the target now.
    std::optional<std::string> finish();
    int count() const { return m_count; }

private:
    GameSink(std::string path, RecordFormat format, const WriteOptions &options,
        std::optional<AtomicFile> file);

    std::string m_path;
    RecordFormat m_format;
    WriteOptions m_options;
    std::optional<AtomicFile> m_file;
    int m_count = 0;
};

} // namespace xq::cli
