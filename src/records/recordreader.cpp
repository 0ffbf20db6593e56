#include "records/recordreader.h"

#include "records/formatregistry.h"
#include "records/pgn.h"
#include "records/pgnwords.h"
#include "records/textencoding.h"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace xq {

namespace {

constexpr std::size_t BlockSize = 1u << 16;

/// A line that opens a PGN tag section: '[', then a tag name (not one annotating a move).
bool isTagLine(std::string_view line)
{
    line = withoutUtf8Bom(line);
    if (pgn::isMoveTextTag(line)) {
        return false;
    }
    const std::size_t first = line.find_first_not_of(" \t");
    return first != std::string_view::npos && line[first] == '[' && first + 1 < line.size()
        && std::isalpha(static_cast<unsigned char>(line[first + 1]));
}

bool isBlank(std::string_view text)
{
    return text.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

} // namespace

RecordReader::RecordReader(const std::string &path, const ReadOptions &options)
    : m_path(path), m_options(options)
{
}

Result<RecordReader> RecordReader::open(const std::string &path, const ReadOptions &options)
{
    RecordReader reader(path, options);
    if (path == "-") {
        reader.m_in = &std::cin;
    } else {
        std::error_code error;
        if (std::filesystem::is_directory(path, error)) {
            return Result<RecordReader>::failure("is a folder, not a record file");
        }
        reader.m_file = std::make_unique<std::ifstream>(path, std::ios::binary);
        if (!*reader.m_file) {
            return Result<RecordReader>::failure("cannot open the file");
        }
        reader.m_in = reader.m_file.get();
    }
    reader.detect();
    return reader;
}

/// PGN by name and by content is read piece by piece; anything else is read whole, as
/// loadGames reads it.
void RecordReader::detect()
{
    fill();
    const std::string_view start(m_buffer);
    const bool named = m_path != "-" && formatForPath(m_path).has_value();
    const bool pgnByName = !named || formatForPath(m_path) == RecordFormat::Pgn
        || std::filesystem::path(m_path).extension() == ".txt";
    const RecordFormat detected = detectFormat(start);
    // Binary data, and a file that starts blank (that may be all it holds), are read whole,
    // to be refused as a whole.
    m_streaming = pgnByName && detected == RecordFormat::Pgn && !looksBinary(start)
        && !isBlank(withoutUtf8Bom(start));
    if (!m_streaming) {
        readWhole();
    }
}

void RecordReader::readWhole()
{
    while (m_buffer.size() <= MaxRecordBytes && fill()) { }
    if (m_buffer.size() > MaxRecordBytes) {
        m_ready.push_back(Result<GameTree>::failure(
            "the file is larger than a record can be (64 MiB; PGN collections have no limit)"));
        return;
    }
    const std::string name = m_path == "-" ? std::string() : m_path;
    m_format = fileFormat(name, m_buffer);
    m_encoding = savedTextEncoding(m_format, m_buffer);
    m_binaryTextEncoding = fileTextEncoding(m_format, m_buffer);
    queue(readFileGames(m_buffer, name, m_options));
    m_buffer.clear();
    m_buffer.shrink_to_fit();
}

/// Reads another block from the stream; false at its end.
bool RecordReader::fill()
{
    if (!m_in || !*m_in) {
        return false;
    }
    const std::size_t old = m_buffer.size();
    m_buffer.resize(old + BlockSize);
    m_in->read(m_buffer.data() + old, BlockSize);
    m_buffer.resize(old + static_cast<std::size_t>(m_in->gcount()));
    return m_buffer.size() > old;
}

/// The next line without its '\n'; false at the end of the stream.
bool RecordReader::readLine(std::string &line)
{
    for (;;) {
        const std::size_t end = m_buffer.find('\n', m_bufferPos);
        if (end != std::string::npos) {
            line.assign(m_buffer, m_bufferPos, end - m_bufferPos);
            m_bufferPos = end + 1;
            return true;
        }
        m_buffer.erase(0, m_bufferPos);
        m_bufferPos = 0;
        if (!fill()) {
            line = m_buffer;
            m_buffer.clear();
            return !line.empty();
        }
    }
}

/// Reads the games of the next piece of the collection: lines up to one that opens a tag
/// section after move text. False when nothing is left.
bool RecordReader::readPiece()
{
    std::string piece = std::move(m_nextPieceStart);
    m_nextPieceStart.clear();
    const TextPlace place = m_place;
    bool sawMoveText = false;
    int lines = piece.empty() ? 0 : 1;
    if (!piece.empty()) {
        piece += '\n';
    }
    std::string line;
    while (readLine(line)) {
        if (sawMoveText && isTagLine(line)) {
            m_nextPieceStart = std::move(line);
            break;
        }
        sawMoveText = sawMoveText || (!isBlank(line) && !isTagLine(line));
        piece += line;
        piece += '\n';
        ++lines;
    }
    const bool readBefore = m_returned > 0 || !m_ready.empty();
    if (isBlank(piece) && readBefore) {
        return false; // blank lines after the last game
    }
    m_place.line += lines;
    m_place.byte += piece.size();
    if (!isValidUtf8(withoutUtf8Bom(piece))) {
        m_encoding = TextEncoding::Gbk;
    }
    queue(readPgnGames(piece, m_options, place));
    return true;
}

void RecordReader::queue(std::vector<Result<GameTree>> games)
{
    for (auto &game : games) {
        m_ready.push_back(std::move(game));
    }
}

std::optional<Result<GameTree>> RecordReader::next()
{
    // One game ahead: whether the file holds several decides how errors are named.
    while (m_streaming && m_ready.size() < 2 && readPiece()) { }
    if (m_ready.empty()) {
        return std::nullopt;
    }
    m_several = m_several || m_ready.size() > 1;
    auto game = std::move(m_ready.front());
    m_ready.pop_front();
    ++m_returned;
    return game;
}

RecordFormat fileFormat(std::string_view path, std::string_view bytes)
{
    const auto format = formatForPath(path);
    const bool trusted = format && std::filesystem::path(path).extension() != ".txt";
    return trusted ? *format : detectFormat(bytes);
}

TextEncoding savedTextEncoding(RecordFormat format, std::string_view bytes)
{
    const bool binary = !formatTextEncoding(format).empty();
    return binary || isValidUtf8(withoutUtf8Bom(bytes)) ? TextEncoding::Utf8 : TextEncoding::Gbk;
}

} // namespace xq
