#include "book.h"

#include <sstream>

namespace xq {

namespace {

const std::vector<std::string> &bookLines()
{
    static const std::vector<std::string> lines = {
#include "book_data.inc"
    };
    return lines;
}

} // namespace

const Book &Book::builtIn()
{
    static const Book book = fromLines(bookLines());
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
        Board board = Board::startPosition();
        std::string text;
        while (words >> text) {
            const auto move = Move::fromIccs(text);
            if (!move || !board.canMove(move->from(), move->to())) {
                break;
            }
            book.add(board.key(), *move, weight);
            board.makeMove(*move);
        }
    }
    return book;
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
    list.push_back({move, weight});
}

std::vector<BookMove> Book::moves(const Board &board) const
{
    const auto found = m_entries.find(board.key());
    return found == m_entries.end() ? std::vector<BookMove>{} : found->second;
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
