#include "engine/book.h"

#include <sstream>

namespace xq {

const std::vector<std::string> &Book::builtInLines()
{
    static const std::vector<std::string> lines = {
#include "engine/book_data.inc"
    };
    return lines;
}

const Book &Book::builtIn()
{
    static const Book book = fromLines(builtInLines());
    return book;
}

Book Book::fromLines(const std::vector<std::string> &lines)
{
    Book book;
    for (const std::string &line : lines) {
        std::istringstream words(line);
        int weight = 0;
        if (!(words >> weight) || weight <= 0) {
            continue;
        }
        std::vector<Move> moves;
        for (std::string text; words >> text;) {
            const auto move = Move::fromIccs(text);
            if (!move) {
                break;
            }
            moves.push_back(*move);
        }
        book.addLine(moves, weight, false);
        book.addLine(moves, weight, true);
    }
    return book;
}

std::size_t Book::addLine(const std::vector<Move> &moves, int weight, bool mirrored)
{
    const auto flip = [mirrored](Square s) {
        return mirrored ? makeSquare(FileCount - 1 - fileOf(s), rankOf(s)) : s;
    };
    Board board = Board::startPosition();
    std::size_t played = 0;
    for (Move original : moves) {
        const Move move(flip(original.from()), flip(original.to()));
        if (!board.canMove(move.from(), move.to())) {
            break;
        }
        add(board.key(), move, weight);
        board.makeMove(move);
        ++played;
    }
    return played;
}

void Book::add(Key key, Move move, int weight)
{
    auto &list = m_entries[key];
    for (BookMove &known : list) {
        if (known.move == move) {
            known.weight += weight;
            return;
        }
    }
    list.push_back({ move, weight });
}

std::vector<BookMove> Book::moves(const Board &board) const
{
    const auto found = m_entries.find(board.key());
    return found == m_entries.end() ? std::vector<BookMove> {} : found->second;
}

std::optional<Move> Book::pick(const Board &board, std::mt19937 &random) const
{
    const std::vector<BookMove> list = moves(board);
    if (list.empty()) {
        return std::nullopt;
    }
    std::vector<int> weights;
    for (const BookMove &m : list) {
        weights.push_back(m.weight);
    }
    std::discrete_distribution<std::size_t> draw(weights.begin(), weights.end());
    return list[draw(random)].move;
}

} // namespace xq
