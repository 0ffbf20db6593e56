#include "match/openingbook.h"

#include "engineclient/engineoption.h"
#include "records/pgn.h"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace xq::match {

namespace {

/// Reads one line: `startpos|FEN [moves m...] [; EPD operations] [# name]`.
Result<Opening> readLine(std::string_view line, int maxPlies)
{
    Opening opening;
    if (const auto hash = line.find('#'); hash != std::string_view::npos) {
        const auto words = client::splitWords(line.substr(hash + 1));
        for (const auto word : words) {
            opening.name += (opening.name.empty() ? "" : " ") + std::string(word);
        }
        line = line.substr(0, hash);
    }
    if (const auto semicolon = line.find(';'); semicolon != std::string_view::npos) {
        line = line.substr(0, semicolon);
    }
    const auto words = client::splitWords(line);
    const auto movesAt = std::find(words.begin(), words.end(), "moves");
    if (words.empty() || words[0] != "startpos") {
        std::string fen;
        for (auto it = words.begin(); it != movesAt; ++it) {
            fen += (fen.empty() ? "" : " ") + std::string(*it);
        }
        // EPD has four fields; add the counters a FEN needs.
        if (movesAt - words.begin() == 4) {
            fen += " 0 1";
        }
        auto board = Board::fromFen(fen);
        if (!board) {
            return Result<Opening>::failure(board.error());
        }
        opening.start = *board;
    }
    Board board = opening.start;
    for (auto it = movesAt == words.end() ? movesAt : movesAt + 1; it != words.end(); ++it) {
        const auto move = Move::fromIccs(*it);
        if (!move || !board.canMove(move->from(), move->to())) {
            return Result<Opening>::failure("illegal move '" + std::string(*it) + "'");
        }
        if (maxPlies > 0 && static_cast<int>(opening.moves.size()) >= maxPlies) {
            break;
        }
        board.makeMove(*move);
        opening.moves.push_back(*move);
    }
    return opening;
}

using Openings = std::vector<Opening>;

Result<Openings> fromPgn(std::string_view bytes, int maxPlies)
{
    Openings openings;
    int number = 0;
    for (const auto &game : readPgnGames(bytes)) {
        ++number;
        if (!game) {
            return Result<Openings>::failure(
                "game " + std::to_string(number) + ": " + game.error());
        }
        Opening opening;
        opening.start = game->startBoard();
        opening.moves = game->movesTo(game->lastInLine(GameTree::Root));
        if (maxPlies > 0 && static_cast<int>(opening.moves.size()) > maxPlies) {
            opening.moves.resize(maxPlies);
        }
        opening.name = game->tags().value("Opening");
        openings.push_back(std::move(opening));
    }
    return openings;
}

} // namespace

OpeningBook::OpeningBook() : m_openings(1)
{
}

Result<OpeningBook> OpeningBook::fromLines(std::string_view text, int maxPlies)
{
    OpeningBook book;
    book.m_openings.clear();
    std::istringstream lines { std::string(text) };
    std::string line;
    int number = 0;
    while (std::getline(lines, line)) {
        ++number;
        const auto words = client::splitWords(line);
        if (words.empty() || words[0].front() == '#') {
            continue;
        }
        auto opening = readLine(line, maxPlies);
        if (!opening) {
            return Result<OpeningBook>::failure(
                "line " + std::to_string(number) + ": " + opening.error());
        }
        book.m_openings.push_back(std::move(*opening));
    }
    if (book.m_openings.empty()) {
        return Result<OpeningBook>::failure("no openings");
    }
    return book;
}

Result<OpeningBook> OpeningBook::load(const std::string &path, OpeningFormat format, int maxPlies)
{
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        return Result<OpeningBook>::failure(path + ": cannot open");
    }
    std::stringstream bytes;
    bytes << file.rdbuf();
    const std::string text = bytes.str();
    const bool pgn = format == OpeningFormat::Pgn
        || (format == OpeningFormat::Auto && path.size() > 4
            && path.substr(path.size() - 4) == ".pgn");
    Result<OpeningBook> loaded = OpeningBook();
    if (pgn) {
        auto games = fromPgn(text, maxPlies);
        if (!games) {
            return Result<OpeningBook>::failure(path + ": " + games.error());
        }
        loaded->m_openings = std::move(*games);
    } else {
        loaded = fromLines(text, maxPlies);
    }
    if (!loaded) {
        return Result<OpeningBook>::failure(path + ": " + loaded.error());
    }
    if (loaded->m_openings.empty()) {
        return Result<OpeningBook>::failure(path + ": no openings");
    }
    return loaded;
}

void OpeningBook::shuffle(std::mt19937 &random)
{
    std::shuffle(m_openings.begin(), m_openings.end(), random);
}

void OpeningBook::rotate(int start)
{
    if (start > 1) {
        std::rotate(
            m_openings.begin(), m_openings.begin() + (start - 1) % size(), m_openings.end());
    }
}

} // namespace xq::match
