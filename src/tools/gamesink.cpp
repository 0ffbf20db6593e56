#include "tools/gamesink.h"

#include <iostream>

namespace xq::cli {

GameSink::GameSink(std::string path, RecordFormat format, const WriteOptions &options,
    std::optional<AtomicFile> file)
    : m_path(std::move(path)), m_format(format), m_options(options), m_file(std::move(file))
{
}

Result<GameSink> GameSink::open(
    const std::string &path, RecordFormat format, const WriteOptions &options)
{
    if (path == "-") {
        return GameSink(path, format, options, std::nullopt);
    }
    auto file = AtomicFile::create(path);
    if (!file.ok()) {
        return Result<GameSink>::failure(file.error());
    }
    return GameSink(path, format, options, std::move(file).value());
}

std::optional<std::string> GameSink::add(const GameTree &game)
{
    if (m_count > 0 && !holdsSeveralGames(m_format)) {
        return m_path + ": " + std::string(formatName(m_format)) + " holds one game";
    }
    auto bytes = writeRecord(game, m_format, m_options);
    if (!bytes.ok()) {
        return m_path + ": " + bytes.error();
    }
    // A blank line between PGN games, as collections are written.
    if (m_format == RecordFormat::Pgn) {
        *bytes += '\n';
    }
    ++m_count;
    if (!m_file) {
        std::cout.write(bytes->data(), static_cast<std::streamsize>(bytes->size()));
        return std::cout ? std::nullopt : std::optional<std::string>("cannot write the output");
    }
    m_file->write(*bytes);
    return std::nullopt;
}

std::optional<std::string> GameSink::finish()
{
    if (!m_file) {
        std::cout.flush();
        return std::nullopt;
    }
    return m_file->commit();
}

} // namespace xq::cli
