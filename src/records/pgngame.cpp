// Reads one game of Xiangqi PGN: a tag section, then move text with comments and nested
// variations. The position follows the text with make/unmake, so a variation costs only the
// moves it climbs.

#include "records/pgngame.h"

#include "records/fenstart.h"
#include "records/pgn.h"
#include "records/pgnwords.h"
#include "records/readwarnings.h"
#include "records/sanmove.h"
#include "records/textcursor.h"
#include "records/textencoding.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <optional>
#include <vector>

namespace xq::pgn {

namespace {

/// Reads one game from the cursor on and leaves the cursor where the game stopped.
class PgnParser {
public:
    PgnParser(TextCursor &in, const ReadOptions &options) : m_in(in), m_options(options) { }

    Result<GameTree> parse()
    {
        if (auto error = readTags()) {
            m_failedInTags = true;
            return fail(*error);
        }
        if (auto error = setUpStart()) {
            return fail(*error);
        }
        if (auto error = readMoveText()) {
            return fail(*error);
        }
        if (!m_sawTag && m_game.moveCount() == 0 && m_game.comment(GameTree::Root).empty()) {
            return fail("no PGN tags or moves found");
        }
        return std::move(m_game);
    }

    /// True when the game's tag section could not be read.
    bool failedInTags() const { return m_failedInTags; }
    /// True when the game ended at the '[' of the next game's tags.
    bool stoppedAtNextTags() const { return m_stoppedAtTags; }

private:
    using Error = std::optional<std::string>;

    static Result<GameTree> fail(const std::string &error)
    {
        return Result<GameTree>::failure(error);
    }

    Error readTags()
    {
        for (m_in.skipSpace(); m_in.peek() == '['; m_in.skipSpace()) {
            if (auto error = readTag()) {
                return error;
            }
        }
        return std::nullopt;
    }

    Error readTag()
    {
        const std::string where = m_in.where();
        m_in.take(); // '['
        m_sawTag = true;
        std::string key;
        while (!m_in.atEnd() && !isSpace(m_in.peek()) && m_in.peek() != '"' && m_in.peek() != ']') {
            key += m_in.take();
        }
        m_in.skipSpace();
        if (key.empty() || m_in.peek() != '"') {
            return m_in.where() + ": expected a tag name and a quoted value after '['";
        }
        m_in.take();
        std::string value;
        bool innerQuotes = false;
        while (!m_in.atEnd() && m_in.peek() != '\n'
            && (m_in.peek() != '"' || (!m_options.strict && !closesTagValue(m_in.rest())))) {
            innerQuotes = innerQuotes || m_in.peek() == '"';
            char c = m_in.take();
            if (c == '\\' && !m_in.atEnd() && m_in.peek() != '\n') {
                c = m_in.take();
            }
            value += c;
        }
        if (m_in.peek() != '"') {
            return where + ": the value of tag " + key + " has no closing quote";
        }
        m_in.take();
        m_in.skipSpace();
        if (m_in.peek() != ']') {
            return m_in.where() + ": expected ']' to close tag " + key;
        }
        m_in.take();
        if (innerQuotes) {
            m_game.addReadWarning(where + ": the value of tag " + key
                + " holds quotes that are not escaped; read as part of it");
        }
        storeTag(key, cleanTagValue(value), where);
        return std::nullopt;
    }

    void storeTag(const std::string &key, std::string value, const std::string &where)
    {
        if (key == "Game") {
            return;
        }
        if (key == "Format") {
            m_notation = notationFromFormatTag(value);
        } else if (key == "FEN") {
            m_fen = std::move(value);
            m_fenWhere = where;
        } else if (key == "Result") {
            m_tagResult = parseResultText(value);
        } else if (key == "White" && !m_game.tags().contains("Red")) {
            m_game.tags().set("Red", std::move(value)); // WinBoard names Red White
        } else {
            m_game.tags().set(key, std::move(value));
        }
    }

    Error setUpStart()
    {
        if (m_fen.empty()) {
            return std::nullopt;
        }
        auto board = Board::fromFen(m_fen);
        const auto repaired = board.ok() ? std::nullopt : withMoveNumberOne(m_fen);
        if (auto renumbered = repaired ? Board::fromFen(*repaired) : board;
            !board.ok() && renumbered.ok()) {
            if (m_options.strict) {
                return m_fenWhere + ": FEN tag: " + board.error();
            }
            m_game.addReadWarning(m_fenWhere + ": FEN tag: move number 0 read as 1");
            m_fen = *repaired;
            board = std::move(renumbered);
        }
        if (!board.ok()) {
            return setUpDiagram(board.error());
        }
        m_game.reset(*board);
        m_board = *board;
        return std::nullopt;
    }

    /// A FEN no game reaches (the side that just moved in check) is kept as a diagram to look
    /// at, without its moves; anything else wrong with the FEN is an error.
    Error setUpDiagram(const std::string &whyNotAGame)
    {
        auto diagram = bothInCheckDiagram(m_fen);
        if (!diagram || m_options.strict) {
            return m_fenWhere
                + ": FEN tag: " + (diagram ? std::string(DiagramRefusal) : whyNotAGame);
        }
        m_game.reset(*diagram);
        m_game.markAsDiagram();
        m_game.addReadWarning(m_fenWhere + ": " + std::string(DiagramWarning));
        m_board = *diagram;
        m_skipMoves = true;
        return std::nullopt;
    }

    Error readMoveText()
    {
        for (m_in.skipSpace(); !m_in.atEnd() && !m_finished; m_in.skipSpace()) {
            if (auto error = readElement()) {
                return error;
            }
        }
        if (!m_stack.empty()) {
            return m_in.where() + ": the text ends inside a variation (missing ')')";
        }
        if (m_tagResult) {
            m_game.setResult(*m_tagResult);
        }
        return std::nullopt;
    }

    Error readElement()
    {
        const std::string where = m_in.where();
        switch (m_in.peek()) {
        case '{': return readBraceComment(where);
        case ';': readLineComment(); return std::nullopt;
        case '(': m_in.take(); return openVariation(where);
        case ')': m_in.take(); return closeVariation(where);
        case '}': return where + ": '}' without a comment to close";
        case '[':
            if (isMoveTextTag(m_in.rest())) {
                return skipMoveTextTag(where);
            }
            // The tags of the next game.
            if (!m_stack.empty()) {
                return where + ": '[' inside a variation";
            }
            m_finished = true;
            m_stoppedAtTags = true;
            return std::nullopt;
        default: return readWord(where);
        }
    }

    /// A tag annotating the move before it (an engine's score) is read and not kept.
    Error skipMoveTextTag(const std::string &where)
    {
        while (!m_in.atEnd() && m_in.peek() != ']' && m_in.peek() != '\n') {
            m_in.take();
        }
        if (m_in.peek() != ']') {
            return where + ": tag '[' is never closed";
        }
        m_in.take();
        return std::nullopt;
    }

    Error readBraceComment(const std::string &where)
    {
        m_in.take();
        std::string text;
        while (!m_in.atEnd() && m_in.peek() != '}') {
            text += m_in.take();
        }
        if (m_in.atEnd()) {
            return where + ": comment '{' is never closed";
        }
        m_in.take();
        addComment(text);
        return std::nullopt;
    }

    void readLineComment()
    {
        std::string text;
        while (!m_in.atEnd() && m_in.peek() != '\n') {
            text += m_in.take();
        }
        // The writer puts comments in braces, where a closing brace cannot appear.
        std::string comment;
        for (char c : std::string_view(text).substr(1)) {
            comment += c == '}' ? std::string("\xEF\xBD\x9D") : std::string(1, c);
        }
        addComment(comment);
    }

    void addComment(std::string_view text)
    {
        while (!text.empty() && isSpace(text.front())) {
            text.remove_prefix(1);
        }
        while (!text.empty() && isSpace(text.back())) {
            text.remove_suffix(1);
        }
        if (text.empty()) {
            return;
        }
        std::string comment = m_game.comment(m_node);
        if (!comment.empty()) {
            comment += '\n';
        }
        comment += text;
        m_game.setComment(m_node, std::move(comment));
    }

    Error openVariation(const std::string &where)
    {
        if (m_node == GameTree::Root) {
            return where + ": a variation '(' before any move";
        }
        if (static_cast<int>(m_stack.size()) >= MaxPgnVariationDepth) {
            return where + ": variations nested deeper than "
                + std::to_string(MaxPgnVariationDepth);
        }
        // A variation replaces the move just read.
        m_stack.push_back(m_node);
        m_node = m_game.parent(m_node);
        m_childrenBefore.push_back(m_game.children(m_node).size());
        m_board.unmakeMove();
        return std::nullopt;
    }

    Error closeVariation(const std::string &where)
    {
        if (m_stack.empty()) {
            return where + ": ')' without a variation to close";
        }
        m_game.walk(m_board, m_node, m_stack.back());
        m_node = m_stack.back();
        m_stack.pop_back();
        m_childrenBefore.pop_back();
        return std::nullopt;
    }

    Error readWord(const std::string &where)
    {
        std::string word;
        while (!m_in.atEnd() && !m_in.atSpace()
            && std::string_view("{}();[").find(m_in.peek()) == std::string_view::npos) {
            word += m_in.take();
        }
        if (const auto result = parseResultText(word)) {
            if (!m_stack.empty()) {
                return where + ": result " + word + " inside a variation";
            }
            m_game.setResult(*result);
            m_finished = true;
            return std::nullopt;
        }
        const std::string_view unnumbered = withoutMoveNumber(word);
        m_sawMoveNumber = m_sawMoveNumber || unnumbered.size() != word.size();
        const std::string_view text = withoutAnnotation(unnumbered);
        const int glyphNag = pgn::glyphNag(unnumbered.substr(text.size()));
        if (const auto nag = parseNag(text)) {
            markMove(*nag);
            return std::nullopt;
        }
        if (text.empty() || text.find_first_not_of('.') == std::string_view::npos
            || text == "\xE2\x80\xA6" || text.front() == '$') {
            markMove(glyphNag); // a glyph on its own marks the move before it
            return std::nullopt; // move numbers, "...", other NAG-like words
        }
        if (m_skipMoves) {
            return std::nullopt;
        }
        const NodeId before = m_node;
        auto error = playMove(text, where);
        if (!error && m_node != before) {
            markMove(glyphNag);
        }
        return error;
    }

    /// Gives the move just read its assessment NAG (a later one replaces it); other NAGs
    /// (positions, time) are not kept.
    void markMove(int nag)
    {
        constexpr int LastAssessment = 6;
        if (nag >= 1 && nag <= LastAssessment && m_node != GameTree::Root && !m_skipMoves) {
            m_game.setNag(m_node, nag);
        }
    }

    Result<LenientMove> readMove(std::string_view text) const
    {
        auto move = m_notation ? parseMoveLeniently(m_board, text, *m_notation)
                               : parseMoveLeniently(m_board, text);
        if (!move.ok() && m_notation) {
            move = parseMoveLeniently(m_board, text);
        }
        if (const auto san = move.ok() ? Result<Move>(Move()) : parseSanMove(m_board, text);
            !move.ok() && san.ok()) {
            return LenientMove { *san }; // WinBoard's notation: "Che2"
        }
        if (move.ok() && move->byFileAmongSeveral && m_options.strict) {
            return Result<LenientMove>::failure(ambiguityNote(text, move->move));
        }
        return move;
    }

    std::string ambiguityNote(std::string_view text, Move move) const
    {
        return "move " + std::to_string(m_board.moveNumber()) + " " + std::string(text)
            + " names its stone by a file two of them share; only one can make the move ("
            + move.toIccs() + ")";
    }

    void play(LenientMove move, std::string_view text, const std::string &where)
    {
        if (move.byFileAmongSeveral) {
            m_game.addReadWarning(where + ": " + ambiguityNote(text, move.move) + ", read as that");
        }
        m_node = m_game.addMove(m_board, m_node, move.move);
        m_board.makeMove(move.move);
    }

    /// Plays a word that is not one move as collections write it: WXF in full-width letters
    /// ("Ｃ２＝５"), or a move pair glued together ("炮二平五马８进７"). False when it is neither.
    bool playWrittenOtherwise(std::string_view text, const std::string &where)
    {
        const std::string narrow = halfWidth(text);
        if (const auto move = readMove(narrow); move.ok()) {
            play(*move, narrow, where);
            return true;
        }
        const std::vector<std::string> pieces = gluedMoves(narrow);
        const Board before = m_board;
        const NodeId node = m_node;
        std::vector<LenientMove> moves;
        for (const std::string &piece : pieces) {
            const auto move = readMove(piece);
            if (!move.ok()) {
                break;
            }
            moves.push_back(*move);
            m_board.makeMove(move->move);
        }
        m_board = before;
        m_node = node;
        if (pieces.empty() || moves.size() != pieces.size()) {
            return false;
        }
        for (std::size_t i = 0; i < moves.size(); ++i) {
            play(moves[i], pieces[i], where);
        }
        return true;
    }

    Error playMove(std::string_view text, const std::string &where)
    {
        const auto move = readMove(text);
        if (move.ok()) {
            play(*move, text, where);
            return std::nullopt;
        }
        if (playWrittenOtherwise(text, where)) {
            return std::nullopt;
        }
        if (!m_sawTag && !m_sawMoveNumber && m_node == GameTree::Root && m_stack.empty()) {
            // Text without tags whose first word is no move: prose, not a record.
            return std::string("not a game record: no PGN tags, and it does not start with a ")
                + "move ('" + std::string(text) + "' at " + where + ")";
        }
        const bool red = m_board.sideToMove() == Side::Red;
        const std::string error = where + ": illegal move " + std::to_string(m_board.moveNumber())
            + (red ? ". " : "... ") + std::string(text) + " (" + (red ? "Red" : "Black")
            + ") at ply " + std::to_string(m_game.ply(m_node) + 1) + ": " + move.error();
        if (m_stack.empty() || m_options.strict) {
            return error;
        }
        return dropVariation(error);
    }

    /// Takes out the side line being read, up to its ')', after an illegal move in it: the rest
    /// of the game stays readable, as XQStudio reads such files.
    Error dropVariation(const std::string &error)
    {
        const NodeId openedAt = m_game.parent(m_stack.back());
        NodeId first = m_node;
        while (first != openedAt && m_game.parent(first) != openedAt) {
            first = m_game.parent(first);
        }
        m_game.walk(m_board, m_node, openedAt);
        m_node = openedAt;
        const auto &siblings = m_game.children(openedAt);
        const auto place = std::find(siblings.begin(), siblings.end(), first);
        const auto index = static_cast<std::size_t>(place - siblings.begin());
        m_game.addReadWarning(
            error + "; the side line " + variationPath(m_game, openedAt, index) + " is left out");
        if (first != openedAt && index >= m_childrenBefore.back()) {
            m_game.remove(first);
        }
        const std::string where = m_in.where();
        if (!skipToVariationEnd()) {
            return where + ": the text ends inside a variation (missing ')')";
        }
        return closeVariation(where);
    }

    /// Moves past the ')' closing the variation being read, over nested ones and comments.
    bool skipToVariationEnd()
    {
        int depth = 0;
        while (!m_in.atEnd()) {
            const char c = m_in.take();
            if (c == '{') {
                while (!m_in.atEnd() && m_in.take() != '}') { }
            } else if (c == '(') {
                ++depth;
            } else if (c == ')' && depth-- == 0) {
                return true;
            }
        }
        return false;
    }

    TextCursor &m_in;
    const ReadOptions &m_options;
    GameTree m_game;
    Board m_board = Board::startPosition();
    NodeId m_node = GameTree::Root;
    std::vector<NodeId> m_stack; ///< where each open variation resumes
    std::vector<std::size_t> m_childrenBefore; ///< lines at each variation's start before it
    std::optional<Notation> m_notation;
    std::optional<GameResult> m_tagResult;
    std::string m_fen;
    std::string m_fenWhere;
    bool m_finished = false;
    bool m_skipMoves = false; ///< a diagram's moves are not read
    bool m_sawTag = false;
    bool m_sawMoveNumber = false;
    bool m_failedInTags = false;
    bool m_stoppedAtTags = false;
};

} // namespace

GameRead readGame(TextCursor &in, const ReadOptions &options)
{
    PgnParser parser(in, options);
    auto game = parser.parse();
    return { std::move(game), parser.failedInTags(), parser.stoppedAtNextTags() };
}

} // namespace xq::pgn
