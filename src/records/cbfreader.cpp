// Reads CCBridge XML records: the head's texts and start, then the move list in pre-order.

#include "records/cbf.h"
#include "records/cbflayout.h"
#include "records/fenstart.h"
#include "records/readwarnings.h"
#include "records/textencoding.h"
#include "records/ubblayout.h"
#include "records/xmlelement.h"

#include <algorithm>

namespace xq {

namespace {

using namespace cbf;

std::string trimmedText(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) {
        return {};
    }
    return std::string(text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1));
}

/// PGN's results, the Chinese words DhtmlXQ uses, or XQF's digits (1 Red wins, 2 Black, 3 draw).
GameResult resultFrom(const std::string &text)
{
    if (const auto result = parseResultText(text)) {
        return *result;
    }
    for (const auto &name : ubb::ResultNames) {
        if (name.text == text) {
            return name.result;
        }
    }
    return text == "1" ? GameResult::RedWins
        : text == "2"  ? GameResult::BlackWins
        : text == "3"  ? GameResult::Draw
                       : GameResult::Unknown;
}

/// "77-47" (or "7747"): two points as DhtmlXQ numbers them.
std::optional<Move> moveFrom(std::string_view value)
{
    std::string digits;
    std::copy_if(value.begin(), value.end(), std::back_inserter(digits),
        [](char c) { return c != '-' && c != ' '; });
    if (digits.size() != 4) {
        return std::nullopt;
    }
    const auto from = ubb::pointFromDigits(digits[0], digits[1]);
    const auto to = ubb::pointFromDigits(digits[2], digits[3]);
    if (!from || !to) {
        return std::nullopt;
    }
    return Move(*from, *to);
}

bool isSet(const std::optional<std::string> &flag)
{
    return flag && (*flag == "1" || *flag == "true" || *flag == "yes");
}

/// The text of the move element (CDATA as CCBridge saves it), else a `comment` attribute or a
/// <Comment> child; trimmed alike wherever it comes from, so a comment read from an attribute
/// reads the same once written back as the element's text.
std::string commentOf(const XmlElement &move)
{
    if (std::string text = trimmedText(move.text); !text.empty()) {
        return text;
    }
    if (auto comment = move.attribute("comment")) {
        return trimmedText(*comment);
    }
    const XmlElement *child = move.child("Comment");
    return child ? trimmedText(child->text) : std::string();
}

/// Grows the tree from the move list. A move after one marked `end` starts a side line: at the
/// ply its `ply` attribute names, or else at the deepest move of the line just ended where it
/// can be played.
class MoveListReader {
public:
    MoveListReader(GameTree &game, const ReadOptions &options)
        : m_game(game), m_options(options), m_board(game.startBoard())
    {
    }

    std::optional<std::string> read(const XmlElement &list)
    {
        bool first = true;
        for (const XmlElement &element : list.children) {
            if (element.name != MoveElement) {
                continue;
            }
            const std::string value = element.attribute("value").value_or("");
            const auto move = moveFrom(value);
            const std::string where = "line " + std::to_string(element.line);
            if (first && move && move->from() == move->to()) {
                m_game.setComment(GameTree::Root, commentOf(element)); // the start
                first = false;
                continue;
            }
            first = false;
            if (auto error = readMove(element, value, move, where)) {
                return error;
            }
        }
        return std::nullopt;
    }

private:
    std::optional<std::string> readMove(const XmlElement &element, const std::string &value,
        std::optional<Move> move, const std::string &where)
    {
        const bool end = isSet(element.attribute("end"));
        if (m_skipping) {
            m_skipping = !end;
            return std::nullopt;
        }
        if (m_lineEnded) {
            branchFor(move, element.attribute("ply"));
        }
        m_lineEnded = end;
        if (!move || !isLegal(*move)) {
            const std::string error = where + ": " + illegalMoveText(m_board, value)
                + (move ? "" : ": not two points such as 77-47");
            const bool mainLine = m_game.isOnMainLine(m_node) && m_game.children(m_node).empty();
            if (mainLine || m_options.strict) {
                return error;
            }
            m_game.addReadWarning(error + "; the rest of this side line is left out");
            m_skipping = !end;
            m_lineEnded = true;
            return std::nullopt;
        }
        m_node = m_game.addMove(m_board, m_node, *move);
        m_board.makeMove(*move);
        if (const std::string comment = commentOf(element); !comment.empty()) {
            m_game.setComment(m_node, comment);
        }
        return std::nullopt;
    }

    bool isLegal(Move move) const
    {
        MoveList legal;
        m_board.generateLegal(legal);
        return std::find(legal.begin(), legal.end(), move) != legal.end();
    }

    /// Goes back up the line just ended to where the side line starting with `move` branches.
    void branchFor(std::optional<Move> move, const std::optional<std::string> &ply)
    {
        if (ply) {
            const int at = std::atoi(ply->c_str());
            while (m_node != GameTree::Root && m_game.ply(m_node) >= std::max(at, 1)) {
                climb();
            }
            return;
        }
        const NodeId target = guessedBranchPoint(m_game, m_node, m_board, move);
        while (m_node != target) {
            climb();
        }
    }

    void climb()
    {
        m_board.unmakeMove();
        m_node = m_game.parent(m_node);
    }

    GameTree &m_game;
    const ReadOptions &m_options;
    Board m_board;
    NodeId m_node = GameTree::Root;
    bool m_lineEnded = false;
    bool m_skipping = false; ///< inside a side line left out, up to its end
};

void readHead(const XmlElement &head, GameTree &game)
{
    for (const HeadField &field : HeadFields) {
        if (const XmlElement *element = head.child(field.element)) {
            if (std::string text = trimmedText(element->text); !text.empty()) {
                game.tags().set(field.tag, std::move(text));
            }
        }
    }
    for (const std::string_view name : { ResultDigitElement, ResultElement }) {
        if (const XmlElement *result = head.child(name)) {
            game.setResult(resultFrom(trimmedText(result->text)));
            if (game.result() != GameResult::Unknown) {
                return;
            }
        }
    }
}

} // namespace

NodeId cbf::guessedBranchPoint(
    const GameTree &game, NodeId last, Board board, std::optional<Move> move)
{
    for (NodeId node = last; node != GameTree::Root; node = game.parent(node)) {
        board.unmakeMove();
        MoveList legal;
        board.generateLegal(legal);
        if (move && std::find(legal.begin(), legal.end(), *move) != legal.end()
            && game.move(node) != *move) {
            return game.parent(node);
        }
    }
    return GameTree::Root;
}

bool looksLikeCbf(std::string_view bytes)
{
    constexpr std::size_t Window = 1024;
    return bytes.substr(0, Window).find("<ChineseChessRecord") != std::string_view::npos;
}

Result<GameTree> readCbf(std::string_view bytes, const ReadOptions &options)
{
    using Failure = Result<GameTree>;
    auto text = decodeRecordTextLeniently(bytes, options.strict);
    if (!text.ok()) {
        return Failure::failure(text.error());
    }
    const auto root = parseXml(text->text);
    if (!root.ok()) {
        return Failure::failure(root.error());
    }
    if (root->name != RootName) {
        return Failure::failure("line " + std::to_string(root->line)
            + ": not a CCBridge record: the root element is <" + root->name + ">, not <"
            + std::string(RootName) + ">");
    }
    const XmlElement *head = root->child("Head");
    const XmlElement *fen = head ? head->child(FenElement) : nullptr;
    const std::string fenText = fen ? trimmedText(fen->text) : std::string();
    auto game = fenText.empty()
        ? Result<GameTree>(GameTree())
        : gameFromFen(fenText, options, "line " + std::to_string(fen->line));
    if (!game.ok()) {
        return game;
    }
    if (head) {
        readHead(*head, *game);
    }
    const XmlElement *list = root->child(MoveListElement);
    if (list && !game->isDiagram()) {
        if (auto error = MoveListReader(*game, options).read(*list)) {
            return Failure::failure(*error);
        }
    }
    if (!text->warning.empty()) {
        game->addReadWarning(text->warning);
    }
    return game;
}

} // namespace xq
