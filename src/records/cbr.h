#pragma once

// CCBridge (象棋桥) binary records: a game (.cbr: "CCBridge Record", UTF-16LE texts, a 90-byte
// board, a pre-order stream of 4-byte move records with comments) and a library of them (.cbl:
// "CCBridgeLibrary", an index, then the records on 4096-byte slots; or the compressed kind,
// "CCBridge" and 21, then one zlib stream of an older layout). docs/formats.md says what is known
// of the layouts and where from.

#include "core/result.h"
#include "records/gametree.h"
#include "records/readoptions.h"

#include <string>
#include <string_view>
#include <vector>

namespace xq {

bool startsAsCbr(std::string_view bytes);
bool startsAsCbl(std::string_view bytes);

/// Reads a CBR record; bytes after its move stream (the rest of a library's slot) are ignored.
/// Errors name the byte offset; lenient reading leaves out a side line with an illegal move and
/// reads a mate diagram as a diagram, each with a warning.
Result<GameTree> readCbr(std::string_view bytes, const ReadOptions &options = {});

/// Writes a CBR record: the texts that have fields (cut to their width), the result, the start
/// position and every line with its comments. NAGs and other tags are not written.
std::string writeCbr(const GameTree &game);

/// Every game of a CBL library, each read as readCbr reads it (errors are led by the record's
/// offset in the file); one failure when the bytes are no library or it holds no game.
/// The compressed kind of library is read too (readCompressedCblGames).
std::vector<Result<GameTree>> readCblGames(std::string_view bytes, const ReadOptions &options = {});

bool startsAsCompressedCbl(std::string_view bytes);

/// Every game of a compressed CBL library: the zlib stream is inflated to the size its header
/// announces (64 MiB at most), then read as readInflatedCblGames reads it.
std::vector<Result<GameTree>> readCompressedCblGames(
    std::string_view bytes, const ReadOptions &options = {});

/// Every game of the data a compressed library inflates to; errors name offsets into that data.
std::vector<Result<GameTree>> readInflatedCblGames(
    std::string_view data, const ReadOptions &options = {});

} // namespace xq
