#include "gomoku/analysis.h"

#include "gomoku/position.h"
#include "gomoku/searcher.h"
#include "gomoku/threatsearch.h"

#include <sstream>

namespace gomoku {

namespace {

constexpr int LineLength = 40;
constexpr int VcfDepth = 30;
constexpr int VctDepth = 12;

std::string lineText(const std::vector<int> &line, int size)
{
    std::string text;
    for (const int move : line) {
        if (!text.empty()) {
            text += ' ';
        }
        text += pointName(Board::pointOf(move), size);
    }
    return text;
}

std::string_view colourName(Stone stone)
{
    return stone == Stone::Black ? "black" : "white";
}

// The side's VCF and VCT as if it were to move (a tempo given to the side waiting shows the
// threats the other side must answer).
void writeThreats(std::ostream &out, Position &position, Stone side, std::uint64_t budget)
{
    const Stone toMove = position.sideToMove();
    position.setSideToMove(side);
    out << colourName(side) << (side == toMove ? " (to move)" : " (if it moved now)") << ':';
    for (const bool threes : { false, true }) {
        ThreatSearch search(position, budget);
        const int move = threes ? search.findVct(VctDepth) : search.findVcf(VcfDepth);
        out << (threes ? " vct " : " vcf ")
            << (move >= 0 ? lineText(search.line(), position.size()) : std::string("none")) << " ("
            << search.nodes() << " nodes)" << (threes ? "" : ";");
    }
    out << '\n';
    position.setSideToMove(toMove);
}

} // namespace

std::optional<std::vector<Point>> parseAnalysisMoves(
    std::string_view text, int size, std::string &error)
{
    std::vector<Point> moves;
    std::istringstream tokens { std::string(text) };
    for (std::string token; tokens >> token;) {
        std::optional<Point> point;
        if (const auto comma = token.find(','); comma != std::string::npos) {
            std::istringstream xy(token.substr(0, comma) + ' ' + token.substr(comma + 1));
            Point p;
            if (xy >> p.x >> p.y && p.x >= 0 && p.y >= 0 && p.x < size && p.y < size) {
                point = p;
            }
        } else {
            point = parsePointName(token, size);
        }
        if (!point) {
            error = "not a point of the " + std::to_string(size) + "x" + std::to_string(size)
                + " board: " + token;
            return std::nullopt;
        }
        moves.push_back(*point);
    }
    return moves;
}

bool analyse(std::ostream &out, const AnalysisRequest &request)
{
    Position position(request.size, request.rule);
    bool over = false;
    for (const Point p : request.moves) {
        const int index = Board::indexOf(p);
        if (over || position.board().cell(index) != Stone::Empty) {
            out << "illegal move: " << pointName(p, request.size)
                << (over ? " after a five" : " is taken") << '\n';
            return false;
        }
        over = position.bestPattern(position.sideToMove(), index) == Pattern::Five;
        position.play(index);
    }
    if (over) {
        out << "the game is over: the last move made five\n";
        return false;
    }
    const Stone side = position.sideToMove();
    out << "position: " << request.moves.size() << " stones, " << colourName(side) << " to move\n";
    writeThreats(out, position, side, request.threatBudget);
    writeThreats(out, position, opponent(side), request.threatBudget);
    Searcher searcher(64);
    SearchLimits limits;
    limits.hardMs = request.timeMs;
    limits.softMs = request.timeMs / 2;
    limits.maxDepth = request.maxDepth;
    limits.onIteration = [&](const SearchLimits::Iteration &iteration) {
        out << "depth " << iteration.depth << " score " << iteration.score << " nodes "
            << iteration.nodes << " time " << iteration.timeMs << " pv "
            << lineText(
                   searcher.principalVariation(position, iteration.move, LineLength), request.size)
            << std::endl;
    };
    const SearchResult result = searcher.search(position, limits);
    out << "move " << pointName(Board::pointOf(result.move), request.size) << " (" << result.how
        << ") depth " << result.depth << " score " << result.score << " nodes " << result.nodes
        << " time " << result.timeMs << '\n';
    return true;
}

} // namespace gomoku
