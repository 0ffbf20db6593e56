// Reads DhtmlXQ: first every [DhtmlXQ_name]value[/DhtmlXQ_name] pair with its line, then the
// start position, the main line and the variations. A variation hangs on the node that branch
// P reached after ply N-1; one that names a branch not read yet waits until it is.

#include "records/readwarnings.h"
#include "records/textencoding.h"
#include "records/ubb.h"
#include "records/ubblayout.h"
#include "records/ubbtext.h"

#include <deque>
#include <limits>
#include <map>
#include <optional>
#include <set>
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

/// The tags of one game: those between "[DhtmlXQ]" and "[/DhtmlXQ]" markers, or of the whole
/// text when it has none.
struct UbbGameText {
    std::vector<UbbTag> tags;
    /// Set when a tag of this game is never closed and reading is strict: the text ends there
    /// for every game.
    std::optional<std::string> error;
    /// Tags never closed, skipped: what is wrong with each.
    std::vector<std::string> unclosed;
};

constexpr std::string_view GameOpen = "[DhtmlXQ]";
constexpr std::string_view GameClose = "[/DhtmlXQ]";

bool isTagNameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/// Finds the tags left to right. A tag's value runs to its first closing tag, so a tag or
/// marker inside a value is part of that value; "[DhtmlXQ_" not followed by a name and ']' is
/// text.
class TagScanner {
public:
    TagScanner(std::string_view text, bool strict) : m_text(text), m_strict(strict) { }

    std::vector<UbbGameText> scan()
    {
        m_games.emplace_back();
        for (std::size_t pos = m_text.find('['); pos != std::string_view::npos;
             pos = m_text.find('[', pos)) {
            pos = scanAt(pos);
            if (m_games.back().error) {
                break;
            }
        }
        std::erase_if(m_games,
            [](const UbbGameText &g) { return g.tags.empty() && !g.error && g.unclosed.empty(); });
        return std::move(m_games);
    }

private:
    /// Reads what starts at the '[' at `pos`; returns where to go on.
    std::size_t scanAt(std::size_t pos)
    {
        const std::string_view rest = m_text.substr(pos);
        if (rest.starts_with(GameOpen) || rest.starts_with(GameClose)) {
            if (!m_games.back().tags.empty()) {
                m_games.emplace_back();
            }
            return pos + (rest.starts_with(GameOpen) ? GameOpen.size() : GameClose.size());
        }
        const std::size_t nameStart = pos + 1 + TagPrefix.size();
        if (!rest.substr(1).starts_with(TagPrefix)) {
            return pos + 1;
        }
        std::size_t nameEnd = nameStart;
        while (nameEnd < m_text.size() && isTagNameChar(m_text[nameEnd])) {
            ++nameEnd;
        }
        if (nameEnd == nameStart || nameEnd == m_text.size() || m_text[nameEnd] != ']') {
            return nameStart;
        }
        UbbTag tag;
        tag.line = lineAt(pos);
        tag.name = std::string(m_text.substr(nameStart, nameEnd - nameStart));
        const std::string close = "[/" + std::string(TagPrefix) + tag.name + "]";
        const std::size_t valueEnd = m_text.find(close, nameEnd + 1);
        if (valueEnd == std::string_view::npos) {
            // An export with one tag left open ("[DhtmlXQ_blacktime][/DhtmlXQ_time]") reads
            // without it.
            const std::string error = "line " + std::to_string(tag.line) + ": ["
                + std::string(TagPrefix) + tag.name + "] is never closed";
            if (m_strict) {
                m_games.back().error = error;
                return m_text.size();
            }
            m_games.back().unclosed.push_back(error);
            return nameEnd + 1;
        }
        tag.value = std::string(m_text.substr(nameEnd + 1, valueEnd - nameEnd - 1));
        m_games.back().tags.push_back(std::move(tag));
        return valueEnd + close.size();
    }

    int lineAt(std::size_t pos)
    {
        for (; m_countedTo < pos; ++m_countedTo) {
            m_line += m_text[m_countedTo] == '\n' ? 1 : 0;
        }
        return m_line;
    }

    std::string_view m_text;
    bool m_strict = false;
    std::vector<UbbGameText> m_games;
    std::size_t m_countedTo = 0;
    int m_line = 1;
};

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
    UbbParser(std::vector<UbbTag> tags, const ReadOptions &options)
        : m_tags(std::move(tags)), m_options(options)
    {
    }

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

    /// Files repeat tags (several boards pasted together, edits appended): the first of each
    /// name counts, and later ones are ignored.
    void sort(const UbbTag &tag)
    {
        const std::string_view name = tag.name;
        if (name.starts_with("move_")) {
            m_variationTags.push_back(&tag); // repeated branch numbers are dropped when read
            return;
        }
        if (name.starts_with("comment")) {
            storeComment(tag);
            return;
        }
        if (!m_seenNames.insert(tag.name).second) {
            return;
        }
        if (name == "movelist") {
            m_mainLine = &tag;
        } else if (name == "binit") {
            m_binit = &tag;
        } else if (name == "fen") {
            m_fen = &tag;
        } else if (name == "result") {
            const std::string text = unescapeText(tag.value);
            for (const ResultName &r : ResultNames) {
                if (text == r.text) {
                    m_result = r.result;
                    break;
                }
            }
        } else {
            storeRecordTag(tag);
        }
    }

    void storeRecordTag(const UbbTag &tag)
    {
        for (const TagName &t : TagNames) {
            if (tag.name == t.ubb) {
                if (std::string value = unescapeText(tag.value); !value.empty()) {
                    m_recordTags.set(t.record, std::move(value));
                }
            }
        }
    }

    /// commentN and comment0_N name the same node; the first of them counts.
    void storeComment(const UbbTag &tag)
    {
        const auto id = numbers(std::string_view(tag.name).substr(7));
        if (!id || id->size() > 2) {
            return; // not a comment tag this reader knows; harmless to skip
        }
        const NodeKey key
            = id->size() == 1 ? NodeKey { 0, (*id)[0] } : NodeKey { (*id)[0], (*id)[1] };
        m_comments.emplace(key, unescapeComment(tag.value));
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
        std::set<int> branches { 0 }; // branch 0 is the movelist
        for (const UbbTag *tag : m_variationTags) {
            const auto id = numbers(std::string_view(tag->name).substr(5));
            if (!id || id->size() != 3 || (*id)[1] < 1) {
                return where(*tag) + ": expected move_P_N_B (parent branch, first ply, branch)";
            }
            // A branch number names one branch: the first tag with it counts.
            if (branches.insert((*id)[2]).second) {
                ready.push_back({ (*id)[0], (*id)[1], (*id)[2], tag });
            }
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
        dropOrphans(waiting);
        if (!waiting.empty()) {
            const Variation &v = waiting.begin()->second;
            return where(*v.tag) + ": branch " + std::to_string(v.parentBranch) + " has no ply "
                + std::to_string(v.firstPly - 1) + " to branch from";
        }
        return std::nullopt;
    }

    /// Variations that hang on the part of a side line cut at an illegal move go with it.
    void dropOrphans(std::multimap<NodeKey, Variation> &waiting)
    {
        for (auto it = waiting.begin(); it != waiting.end();) {
            if (!m_cutBranches.contains(it->first.first)) {
                ++it;
                continue;
            }
            m_game.addReadWarning(where(*it->second.tag)
                + ": the side line hangs on a move left "
                  "out; it is left out too");
            it = waiting.erase(it);
        }
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
            if (!node.ok() && (branch == 0 || m_options.strict)) {
                return node.error();
            }
            if (!node.ok()) {
                m_game.addReadWarning(node.error() + " at ply " + std::to_string(ply)
                    + "; the rest of the side line "
                    + variationPath(m_game, m_boardNode, m_game.children(m_boardNode).size())
                    + " is left out");
                m_cutBranches.insert(branch);
                m_lastBranchLength = static_cast<int>(i / 4);
                return std::nullopt;
            }
            m_boardNode = *node;
            m_nodes[{ branch, ply }] = *node;
            // A node two branches share keeps the comment it was given first.
            const auto c = m_comments.find({ branch, ply });
            if (c != m_comments.end() && m_game.comment(*node).empty()) {
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
    std::set<std::string> m_seenNames;
    std::map<NodeKey, std::string> m_comments;
    TagList m_recordTags;
    GameResult m_result = GameResult::Unknown;

    GameTree m_game;
    Board m_board = Board::startPosition();
    NodeId m_boardNode = GameTree::Root;
    std::map<NodeKey, NodeId> m_nodes;
    int m_lastBranchLength = 0;
    const ReadOptions &m_options;
    std::set<int> m_cutBranches; ///< side lines cut at an illegal move
};

/// One game of the text; a game whose only tag is never closed is that error.
Result<GameTree> readGame(UbbGameText game, const ReadOptions &options)
{
    if (game.tags.empty() && !game.unclosed.empty()) {
        game.error = game.unclosed.front();
    }
    if (game.error) {
        return Result<GameTree>::failure(*game.error);
    }
    auto read = UbbParser(std::move(game.tags), options).parse();
    for (const std::string &unclosed : game.unclosed) {
        if (read.ok()) {
            read->addReadWarning(unclosed + "; the tag is skipped");
        }
    }
    return read;
}

/// Reads up to `maxGames` games of the text.
std::vector<Result<GameTree>> readGames(
    std::string_view bytes, std::size_t maxGames, const ReadOptions &options)
{
    auto text = decodeRecordTextLeniently(bytes, options.strict);
    if (!text.ok()) {
        return { Result<GameTree>::failure(text.error()) };
    }
    std::vector<UbbGameText> games = TagScanner(text->text, options.strict).scan();
    if (games.empty()) {
        return { Result<GameTree>::failure("no [DhtmlXQ_...] tags found") };
    }
    std::vector<Result<GameTree>> read;
    for (std::size_t i = 0; i < games.size() && i < maxGames; ++i) {
        read.push_back(readGame(std::move(games[i]), options));
    }
    if (!text->warning.empty() && read.front().ok()) {
        read.front()->addReadWarning(text->warning);
    }
    return read;
}

} // namespace

std::vector<Result<GameTree>> readUbbGames(std::string_view bytes, const ReadOptions &options)
{
    return readGames(bytes, std::numeric_limits<std::size_t>::max(), options);
}

Result<GameTree> readUbb(std::string_view bytes, const ReadOptions &options)
{
    return std::move(readGames(bytes, 1, options).front());
}

} // namespace xq
