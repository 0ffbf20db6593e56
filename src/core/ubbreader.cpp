// Reads DhtmlXQ: first every [DhtmlXQ_name]value[/DhtmlXQ_name] pair with its line, then the
// start position, the main line and the variations. A variation hangs on the node that branch
// P reached after ply N-1; one that names a branch not read yet waits until it is.

#include "textencoding.h"
#include "ubb.h"
#include "ubblayout.h"

#include <deque>
#include <map>
#include <optional>
#include <vector>

namespace xq {

namespace {

using namespace ubb;

struct UbbTag {
    std::string name;
    std::string value;
    int line = 0;
};

/// (branch, ply) names the node a branch reached after that ply; (0, 0) is the root.
using NodeKey = std::pair<int, int>;

struct Variation {
    int parentBranch = 0;
    int firstPly = 0;
    int branch = 0;
    const UbbTag *tag = nullptr;
};

int lineAt(std::string_view text, std::size_t pos, std::size_t &countedTo, int &line)
{
    for (; countedTo < pos; ++countedTo) {
        line += text[countedTo] == '\n' ? 1 : 0;
    }
    return line;
}

Result<std::vector<UbbTag>> scanTags(std::string_view text)
{
    using Failure = Result<std::vector<UbbTag>>;
    std::vector<UbbTag> tags;
    const std::string open = std::string(1, '[').append(TagPrefix);
    std::size_t countedTo = 0;
    int line = 1;
    for (std::size_t pos = text.find(open); pos != std::string_view::npos;
         pos = text.find(open, pos)) {
        UbbTag tag;
        tag.line = lineAt(text, pos, countedTo, line);
        const std::size_t nameStart = pos + open.size();
        const std::size_t nameEnd = text.find(']', nameStart);
        if (nameEnd == std::string_view::npos) {
            return Failure::failure("line " + std::to_string(tag.line) + ": tag without ']'");
        }
        tag.name = std::string(text.substr(nameStart, nameEnd - nameStart));
        const std::string close = "[/" + std::string(TagPrefix) + tag.name + "]";
        const std::size_t valueEnd = text.find(close, nameEnd + 1);
        if (valueEnd == std::string_view::npos) {
            return Failure::failure("line " + std::to_string(tag.line) + ": ["
                + std::string(TagPrefix) + tag.name + "] is never closed");
        }
        tag.value = std::string(text.substr(nameEnd + 1, valueEnd - nameEnd - 1));
        pos = valueEnd + close.size();
        tags.push_back(std::move(tag));
    }
    if (tags.empty()) {
        return Failure::failure("no [DhtmlXQ_...] tags found");
    }
    return tags;
}

std::string where(const UbbTag &tag)
{
    return "line " + std::to_string(tag.line) + ": [" + std::string(TagPrefix) + tag.name + "]";
}

/// Reads "a_b_c" style numbers; nullopt unless every part is a small decimal number.
std::optional<std::vector<int>> numbers(std::string_view text)
{
    std::vector<int> values;
    for (;;) {
        const std::size_t end = std::min(text.find('_'), text.size());
        const std::string_view part = text.substr(0, end);
        if (part.empty() || part.size() > 6
            || part.find_first_not_of("0123456789") != std::string_view::npos) {
            return std::nullopt;
        }
        values.push_back(std::stoi(std::string(part)));
        if (end == text.size()) {
            return values;
        }
        text.remove_prefix(end + 1);
    }
}

std::string withNewlines(std::string_view text)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\r') {
            continue; // the writer cannot keep it, so it is not kept here either
        }
        if (text.substr(i, 2) == "||") {
            out += '\n';
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::optional<Square> pointFromDigits(char x, char y)
{
    if (x < '0' || x > '8' || y < '0' || y > '9') {
        return std::nullopt;
    }
    return makeSquare(x - '0', LastRank - (y - '0'));
}

/// The digits of a move list without the blanks some sites put in.
std::string compactDigits(std::string_view text)
{
    std::string out;
    for (char c : text) {
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
            out += c;
        }
    }
    return out;
}

class UbbParser {
public:
    explicit UbbParser(std::vector<UbbTag> tags) : m_tags(std::move(tags)) { }

    Result<GameTree> parse()
    {
        collect();
        if (auto error = setUpStart()) {
            return Result<GameTree>::failure(*error);
        }
        if (auto error = readBranches()) {
            return Result<GameTree>::failure(*error);
        }
        return std::move(m_game);
    }

private:
    using Error = std::optional<std::string>;

    void collect()
    {
        for (const UbbTag &tag : m_tags) {
            sort(tag);
        }
    }

    void sort(const UbbTag &tag)
    {
        const std::string_view name = tag.name;
        if (name == "movelist") {
            m_mainLine = &tag;
        } else if (name == "binit") {
            m_binit = &tag;
        } else if (name == "fen") {
            m_fen = &tag;
        } else if (name == "result") {
            for (const ResultName &r : ResultNames) {
                if (tag.value == r.text) {
                    m_result = r.result;
                    break;
                }
            }
        } else if (name.starts_with("move_")) {
            m_variationTags.push_back(&tag);
        } else if (name.starts_with("comment")) {
            storeComment(tag);
        } else {
            for (const TagName &t : TagNames) {
                if (name == t.ubb && !tag.value.empty()) {
                    m_recordTags.set(t.record, tag.value);
                }
            }
        }
    }

    void storeComment(const UbbTag &tag)
    {
        const auto id = numbers(std::string_view(tag.name).substr(7));
        if (!id || id->size() > 2) {
            return; // not a comment tag this reader knows; harmless to skip
        }
        const NodeKey key
            = id->size() == 1 ? NodeKey { 0, (*id)[0] } : NodeKey { (*id)[0], (*id)[1] };
        m_comments[key] = withNewlines(tag.value);
    }

    Error setUpStart()
    {
        auto placement = m_fen ? fenPlacement()
            : m_binit          ? binitPlacement()
                               : Result<std::string>(std::string());
        if (!placement.ok()) {
            return placement.error();
        }
        if (placement->empty()) {
            m_game = GameTree();
        } else {
            auto board = boardFor(*placement);
            if (!board.ok()) {
                return board.error();
            }
            m_game = GameTree(*board);
        }
        m_game.tags() = m_recordTags;
        m_game.setResult(m_result);
        m_board = m_game.startBoard();
        return std::nullopt;
    }

    Result<std::string> fenPlacement()
    {
        auto board = Board::fromFen(m_fen->value);
        if (!board.ok()) {
            return Result<std::string>::failure(where(*m_fen) + ": " + board.error());
        }
        m_fenSide = board->sideToMove();
        const std::string fen = board->fen();
        return fen.substr(0, fen.find(' '));
    }

    Result<std::string> binitPlacement() const
    {
        const std::string digits = compactDigits(m_binit->value);
        if (digits.size() != 2 * BinitStones.size()) {
            return Result<std::string>::failure(where(*m_binit) + ": expected 64 digits, found "
                + std::to_string(digits.size()) + " characters");
        }
        std::array<Stone, SquareCount> points {};
        for (std::size_t i = 0; i < BinitStones.size(); ++i) {
            const std::string_view pair = std::string_view(digits).substr(2 * i, 2);
            if (pair == CapturedPoint) {
                continue;
            }
            const auto s = pointFromDigits(pair[0], pair[1]);
            if (!s || points[*s]) {
                return Result<std::string>::failure(where(*m_binit) + ": stone "
                    + std::to_string(i + 1) + " has a bad or taken point \"" + std::string(pair)
                    + "\"");
            }
            points[*s] = *Stone::fromFenLetter(BinitStones[i]);
        }
        return xq::fenPlacement(points);
    }

    /// The start: the side of the first move's stone, else the FEN's side, else whichever
    /// side makes a possible position.
    Result<Board> boardFor(const std::string &placement) const
    {
        Side side = m_fenSide.value_or(Side::Red);
        const std::string first = m_mainLine ? compactDigits(m_mainLine->value) : std::string();
        const auto probe = Board::fromFen(placement + " w");
        if (first.size() >= 2 && probe.ok()) {
            if (const auto s = pointFromDigits(first[0], first[1]); s && probe->stoneAt(*s)) {
                side = probe->stoneAt(*s).side();
            }
        }
        auto board = Board::fromFen(placement + (side == Side::Red ? " w" : " b"));
        if (!board.ok()) {
            board = Board::fromFen(placement + (side == Side::Red ? " b" : " w"));
        }
        if (!board.ok()) {
            const UbbTag *at = m_fen ? m_fen : m_binit;
            return Result<Board>::failure(
                where(*at) + ": impossible start position: " + board.error());
        }
        return board;
    }

    Error readBranches()
    {
        m_nodes[{ 0, 0 }] = GameTree::Root;
        m_game.setComment(GameTree::Root, m_comments[{ 0, 0 }]);
        if (m_mainLine) {
            if (auto error = addBranch(*m_mainLine, 0, GameTree::Root, 1)) {
                return error;
            }
        }
        return readVariations();
    }

    Error readVariations()
    {
        std::deque<Variation> ready;
        for (const UbbTag *tag : m_variationTags) {
            const auto id = numbers(std::string_view(tag->name).substr(5));
            if (!id || id->size() != 3 || (*id)[1] < 1) {
                return where(*tag) + ": expected move_P_N_B (parent branch, first ply, branch)";
            }
            ready.push_back({ (*id)[0], (*id)[1], (*id)[2], tag });
        }
        // Variations whose parent node does not exist yet wait for the branch that makes it.
        std::multimap<NodeKey, Variation> waiting;
        while (!ready.empty()) {
            const Variation v = ready.front();
            ready.pop_front();
            const NodeKey parentKey { v.parentBranch, v.firstPly - 1 };
            const auto parent = m_nodes.find(parentKey);
            if (parent == m_nodes.end()) {
                waiting.emplace(parentKey, v);
                continue;
            }
            if (auto error = addBranch(*v.tag, v.branch, parent->second, v.firstPly)) {
                return error;
            }
            // Wake the variations that hang on a node of the branch just read.
            for (int ply = v.firstPly; ply < v.firstPly + m_lastBranchLength; ++ply) {
                const auto [first, last] = waiting.equal_range({ v.branch, ply });
                for (auto it = first; it != last; ++it) {
                    ready.push_back(it->second);
                }
                waiting.erase(first, last);
            }
        }
        if (!waiting.empty()) {
            const Variation &v = waiting.begin()->second;
            return where(*v.tag) + ": branch " + std::to_string(v.parentBranch) + " has no ply "
                + std::to_string(v.firstPly - 1) + " to branch from";
        }
        return std::nullopt;
    }

    Error addBranch(const UbbTag &tag, int branch, NodeId parent, int firstPly)
    {
        const std::string digits = compactDigits(tag.value);
        if (digits.size() % 4 != 0) {
            return where(tag) + ": expected four digits per move, found "
                + std::to_string(digits.size()) + " characters";
        }
        m_game.walk(m_board, m_boardNode, parent);
        m_boardNode = parent;
        m_lastBranchLength = static_cast<int>(digits.size() / 4);
        for (std::size_t i = 0; i < digits.size(); i += 4) {
            const int ply = firstPly + static_cast<int>(i / 4);
            auto node = addMove(tag, std::string_view(digits).substr(i, 4));
            if (!node.ok()) {
                return node.error();
            }
            m_boardNode = *node;
            m_nodes[{ branch, ply }] = *node;
            if (const auto c = m_comments.find({ branch, ply }); c != m_comments.end()) {
                m_game.setComment(*node, c->second);
            }
        }
        return std::nullopt;
    }

    Result<NodeId> addMove(const UbbTag &tag, std::string_view code)
    {
        const auto from = pointFromDigits(code[0], code[1]);
        const auto to = pointFromDigits(code[2], code[3]);
        if (!from || !to || !m_board.canMove(*from, *to)) {
            const bool red = m_board.sideToMove() == Side::Red;
            const std::string text = from && to ? Move(*from, *to).toIccs() : std::string(code);
            return Result<NodeId>::failure(where(tag) + ": illegal move "
                + std::to_string(m_board.moveNumber()) + (red ? ". " : "... ") + text + " ("
                + (red ? "Red" : "Black") + ")");
        }
        const Move m(*from, *to);
        const NodeId node = m_game.addMove(m_board, m_boardNode, m);
        m_board.makeMove(m);
        return node;
    }

    std::vector<UbbTag> m_tags;
    const UbbTag *m_mainLine = nullptr;
    const UbbTag *m_binit = nullptr;
    const UbbTag *m_fen = nullptr;
    std::optional<Side> m_fenSide;
    std::vector<const UbbTag *> m_variationTags;
    std::map<NodeKey, std::string> m_comments;
    TagList m_recordTags;
    GameResult m_result = GameResult::Unknown;

    GameTree m_game;
    Board m_board = Board::startPosition();
    NodeId m_boardNode = GameTree::Root;
    std::map<NodeKey, NodeId> m_nodes;
    int m_lastBranchLength = 0;
};

} // namespace

Result<GameTree> readUbb(std::string_view bytes)
{
    auto text = decodeRecordText(bytes);
    if (!text.ok()) {
        return Result<GameTree>::failure(text.error());
    }
    auto tags = scanTags(*text);
    if (!tags.ok()) {
        return Result<GameTree>::failure(tags.error());
    }
    return UbbParser(std::move(tags).value()).parse();
}

} // namespace xq
