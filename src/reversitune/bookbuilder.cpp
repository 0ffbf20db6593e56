#include "bookbuilder.h"

#include "reversi/evaluation.h"
#include "reversi/search.h"

#include <algorithm>
#include <map>

namespace reversi::tune {

namespace {

class BookBuilder {
public:
    BookBuilder(const BookSettings &settings, const std::function<void(std::size_t)> &progress)
        : m_settings(settings), m_progress(progress)
    {
        m_limits.depth = settings.depth;
        m_limits.exactEmpties = 0;
    }

    /// The negamax value of the position over the book's tree, for the side to move.
    int expand(const Board &board, int plies)
    {
        if (board.isGameOver()) {
            return board.finalScore() * DiscScale;
        }
        if (board.mustPass()) {
            Board passed = board;
            Undo undo;
            passed.makeMove(PassMove, undo);
            return -expand(passed, plies);
        }
        const OpeningBook::Position position
            = OpeningBook::canonical(board.player(), board.opponent());
        if (const auto known = m_done.find(position);
            known != m_done.end() && known->second.plies >= plies) {
            return known->second.score;
        }
        std::vector<SearchResult> ranked = m_search.rankMoves(board, m_limits);
        if (m_progress) {
            m_progress(++m_searched);
        }
        if (plies > 0) {
            const int threshold = ranked.front().score - m_settings.marginCentidiscs;
            const int count = std::min<int>(m_settings.width, int(ranked.size()));
            for (int i = 0; i < count && ranked[std::size_t(i)].score >= threshold; ++i) {
                SearchResult &move = ranked[std::size_t(i)];
                Board child = board;
                Undo undo;
                child.makeMove(move.move, undo);
                move.score = -expand(child, plies - 1);
            }
            std::stable_sort(ranked.begin(), ranked.end(),
                [](const SearchResult &a, const SearchResult &b) { return a.score > b.score; });
        }
        m_book.add(board.player(), board.opponent(), ranked.front().move, ranked.front().score);
        m_done[position] = { plies, ranked.front().score };
        return ranked.front().score;
    }

    OpeningBook &book() { return m_book; }

private:
    struct Expanded {
        int plies; // how far past it the book was expanded
        int score;
    };

    const BookSettings &m_settings;
    const std::function<void(std::size_t)> &m_progress;
    SearchLimits m_limits;
    Search m_search;
    OpeningBook m_book;
    std::map<OpeningBook::Position, Expanded> m_done;
    std::size_t m_searched = 0;
};

} // namespace

OpeningBook buildBook(const std::vector<BookRoot> &roots, const BookSettings &settings,
    const std::function<void(std::size_t)> &progress)
{
    BookBuilder builder(settings, progress);
    for (const BookRoot &root : roots) {
        builder.expand(root.board, root.plies);
    }
    return std::move(builder.book());
}

} // namespace reversi::tune
