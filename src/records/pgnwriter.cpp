// Writes PGN move text without recursion: a variation is a frame on an explicit stack, so a
// deeply nested record cannot overflow the call stack.

#include "records/pgn.h"
#include "records/pgnwords.h"

#include <cctype>

namespace xq {

namespace {

constexpr std::size_t LineWidth = 80;

/// Collects tokens into lines of about LineWidth characters.
class TokenWriter {
public:
    void token(std::string_view text)
    {
        const std::size_t width = displayWidth(text);
        // Parentheses hug what they enclose: "(2. 兵七进一 ...)".
        const bool glued = m_out.ends_with('(') || text == ")";
        if (m_column > 0 && m_column + 1 + width > LineWidth) {
            lineBreak();
        } else if (m_column > 0 && !glued) {
            m_out += ' ';
            ++m_column;
        }
        m_out += text;
        m_column += width;
    }
    void lineBreak()
    {
        if (m_column > 0) {
            m_out += '\n';
            m_column = 0;
        }
    }
    std::string finish()
    {
        if (m_column > 0) {
            m_out += '\n';
        }
        return std::move(m_out);
    }

private:
    static std::size_t displayWidth(std::string_view text)
    {
        std::size_t width = 0;
        for (char c : text) {
            width += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
        }
        return width;
    }
    std::string m_out;
    std::size_t m_column = 0;
};

std::string pgnMoveText(const Board &board, Move m, Notation notation)
{
    std::string text = formatMove(board, m, notation);
    if (notation == Notation::Iccs && text.size() == 4) {
        // PGN files write ICCS as "H2-E2".
        for (char &c : text) {
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        }
        text = text.substr(0, 2).append("-").append(text.substr(2));
    }
    return text;
}

/// A comment as PGN can hold it: braces cannot be escaped, so closing ones become full-width.
std::string pgnComment(std::string_view comment)
{
    std::string text = "{";
    for (char c : comment) {
        if (c == '}') {
            text += "\xEF\xBD\x9D"; // U+FF5D
        } else {
            text += c;
        }
    }
    return text + "}";
}

std::string tagLine(std::string_view key, std::string_view value)
{
    std::string line(1, '[');
    line.append(key).append(" \"");
    for (char c : value) {
        if (c == '"' || c == '\\') {
            line += '\\';
        }
        line += static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
    }
    return line + "\"]\n";
}

class MoveTextWriter {
public:
    MoveTextWriter(const GameTree &game, Notation notation, MarkStyle marks)
        : m_game(game), m_notation(notation), m_marks(marks), m_board(game.startBoard())
    {
    }

    std::string write()
    {
        if (!m_game.comment(GameTree::Root).empty()) {
            m_out.token(pgnComment(m_game.comment(GameTree::Root)));
        }
        writeLines(m_game.next(GameTree::Root));
        m_out.token(resultText(m_game.result()));
        return m_out.finish();
    }

private:
    struct Frame {
        NodeId node;
        std::size_t variation; ///< next sibling to write as a variation; 0: move not yet written
    };

    void writeLines(NodeId first)
    {
        if (first == NoNode) {
            return;
        }
        std::vector<Frame> stack { { first, 0 } };
        m_numberNext = true;
        while (!stack.empty()) {
            Frame &f = stack.back();
            if (f.node == NoNode) {
                stack.pop_back();
                if (!stack.empty()) {
                    m_out.token(")");
                    m_numberNext = true;
                }
                continue;
            }
            if (f.variation == 0) {
                m_depth = stack.size();
                writeMove(f.node);
                f.variation = 1;
            }
            const auto &siblings = m_game.children(m_game.parent(f.node));
            if (siblings.front() == f.node && f.variation < siblings.size()) {
                const NodeId variation = siblings[f.variation++];
                m_out.token("(");
                m_numberNext = true;
                stack.push_back({ variation, 0 });
                continue;
            }
            f.node = m_game.next(f.node);
            f.variation = 0;
        }
    }

    void writeMove(NodeId node)
    {
        const NodeId parent = m_game.parent(node);
        m_game.walk(m_board, m_boardNode, parent);
        m_boardNode = parent;
        std::string number = std::to_string(m_board.moveNumber());
        if (m_board.sideToMove() == Side::Red) {
            // Each move of the main line starts a line, as XiangQi Wizard writes it.
            if (m_depth == 1) {
                m_out.lineBreak();
            }
            m_out.token(number.append("."));
        } else if (m_numberNext) {
            m_out.token(number.append("..."));
        }
        const int nag = m_game.nag(node);
        const std::string_view glyph = m_marks == MarkStyle::Symbols ? pgn::nagGlyph(nag) : "";
        m_out.token(pgnMoveText(m_board, m_game.move(node), m_notation).append(glyph));
        if (nag != 0 && glyph.empty()) {
            std::string nagText(1, '$');
            nagText += std::to_string(nag);
            m_out.token(nagText);
        }
        m_numberNext = false;
        if (!m_game.comment(node).empty()) {
            m_out.token(pgnComment(m_game.comment(node)));
            m_numberNext = true;
        }
    }

    const GameTree &m_game;
    Notation m_notation;
    MarkStyle m_marks;
    Board m_board;
    NodeId m_boardNode = GameTree::Root;
    TokenWriter m_out;
    bool m_numberNext = true;
    std::size_t m_depth = 0; ///< 1 on the main line, more inside variations
};

} // namespace

std::string_view pgnFormatName(Notation notation)
{
    switch (notation) {
    case Notation::Wxf: return "WXF";
    case Notation::Iccs: return "ICCS";
    case Notation::Chinese: break;
    }
    return "Chinese";
}

std::string writePgn(const GameTree &game, Notation notation, MarkStyle marks)
{
    std::string out = tagLine("Game", "Chinese Chess");
    for (const auto &[key, value] : game.tags().all()) {
        // These are written from the record itself, whatever the tag list says.
        if (key != "Game" && key != "Result" && key != "FEN" && key != "Format") {
            out += tagLine(key, value);
        }
    }
    out += tagLine("Result", resultText(game.result()));
    const std::string fen = game.startBoard().fen();
    if (fen != Board::StartFen) {
        out += tagLine("FEN", fen);
    }
    out += tagLine("Format", pgnFormatName(notation));
    out += '\n';
    return out + MoveTextWriter(game, notation, marks).write();
}

} // namespace xq
