#pragma once

// Reads the games of a record file one at a time. A PGN collection is read piece by piece from
// the file, a game or a few at a time, so memory stays near the size of the largest game
// whatever the size of the file; the other formats are read whole (they are small).

#include "records/gametree.h"
#include "records/readoptions.h"
#include "records/records.h"
#include "records/textencoding.h"

#include <deque>
#include <istream>
#include <memory>
#include <optional>
#include <string>

namespace xq {

class RecordReader {
public:
    /// Opens `path`, or standard input for "-". Fails (with the reason, without the path) for a
    /// folder or a file that cannot be opened.
    static Result<RecordReader> open(const std::string &path, const ReadOptions &options = {});

    /// The next game: the record or why it could not be read ("line 45, ..."); nullopt after
    /// the last. A file always gives at least one entry.
    std::optional<Result<GameTree>> next();

    /// True once the file is known to hold more than one game (one game ahead is read).
    bool holdsSeveral() const { return m_several; }
    RecordFormat format() const { return m_format; }
    /// The encoding of the text read so far: GBK once a piece of it is not UTF-8.
    TextEncoding encoding() const { return m_encoding; }
    /// The encoding of a binary file's texts (fileTextEncoding); empty for text.
    std::string_view binaryTextEncoding() const { return m_binaryTextEncoding; }

private:
    explicit RecordReader(const std::string &path, const ReadOptions &options);
    void detect();
    void readWhole();
    bool fill();
    bool readLine(std::string &line);
    bool readPiece();
    void queue(std::vector<Result<GameTree>> games);

    std::string m_path;
    ReadOptions m_options;
    std::unique_ptr<std::istream> m_file;
    std::istream *m_in = nullptr;
    std::string m_buffer; ///< bytes read from the stream and not yet split into lines
    std::size_t m_bufferPos = 0;
    std::string m_nextPieceStart; ///< the tag line that begins the next piece
    TextPlace m_place; ///< where the next piece starts
    bool m_streaming = false;
    RecordFormat m_format = RecordFormat::Pgn;
    TextEncoding m_encoding = TextEncoding::Utf8;
    std::string_view m_binaryTextEncoding;
    std::deque<Result<GameTree>> m_ready;
    int m_returned = 0;
    bool m_several = false;
};

/// The format of a file named `path` holding `bytes`: its extension's, unless it has none of ours
/// or is a .txt (DhtmlXQ and other text alike), then the one its bytes show.
RecordFormat fileFormat(std::string_view path, std::string_view bytes);

/// How a file of `format` holding `bytes` is saved as text again: GBK for text that is not
/// UTF-8; binary formats name the encoding of their texts themselves, which says nothing about
/// how to save them as text.
TextEncoding savedTextEncoding(RecordFormat format, std::string_view bytes);

} // namespace xq
