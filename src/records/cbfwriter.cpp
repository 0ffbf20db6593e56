// Writes CCBridge XML records in the shape CCBridge saves them: a UTF-8 BOM, the declaration,
// every <Head> element in its order, then every line of the tree in pre-order.

#include "records/binaryfields.h"
#include "records/cbf.h"
#include "records/cbflayout.h"
#include "records/ubblayout.h"
#include "records/xmlelement.h"

#include <algorithm>

namespace xq {

namespace {

using namespace cbf;

/// CCBridge indents by one blank a level.
std::string indent(int level)
{
    return std::string(static_cast<std::size_t>(level), ' ');
}

/// `<Name>text</Name>`, or `<Name />` when empty, as .NET writes them.
std::string element(std::string_view name, std::string_view text)
{
    const std::string open = indent(2) + "<" + std::string(name);
    if (text.empty()) {
        return open + " />\n";
    }
    return open + ">" + xmlEscape(text) + "</" + std::string(name) + ">\n";
}

/// The text of a <Head> element: the tag it maps, the result, the start or the record type.
std::string headText(std::string_view name, const GameTree &game)
{
    if (name == FenElement) {
        return game.startBoard().fen();
    }
    if (name == ResultDigitElement) {
        return std::to_string(byteFromResult(game.result()));
    }
    if (name == RecordTypeElement) {
        return std::string(SavedRecordType);
    }
    const auto field = std::find_if(HeadFields.begin(), HeadFields.end(),
        [name](const HeadField &f) { return f.element == name; });
    return field == HeadFields.end() ? std::string() : game.tags().value(field->tag);
}

std::string head(const GameTree &game)
{
    std::string out = indent(1) + "<Head>\n";
    for (const std::string_view name : SavedHeadElements) {
        out += element(name, headText(name, game));
    }
    return out + indent(1) + "</Head>\n";
}

std::string moveElement(
    std::string_view value, const std::string &comment, int branchPly, bool lineEnds)
{
    std::string out = indent(2) + "<Move value=\"" + std::string(value) + "\"";
    if (branchPly > 0) {
        out += " ply=\"" + std::to_string(branchPly) + "\"";
    }
    if (lineEnds) {
        out += " end=\"1\"";
    }
    // The comment is the element's text, in CDATA, as CCBridge saves it.
    return out + (comment.empty() ? " />\n" : ">" + xmlCdata(comment) + "</Move>\n");
}

/// Every move in pre-order: a move, the lines that follow it, then the moves standing in for it.
std::string moveList(const GameTree &game)
{
    std::string out = indent(1) + "<MoveList>\n";
    out += moveElement(StartMove, game.comment(GameTree::Root), 0, false);
    std::vector<NodeId> pending(
        game.children(GameTree::Root).rbegin(), game.children(GameTree::Root).rend());
    NodeId lineEnd = GameTree::Root; // the last move of the line written last
    while (!pending.empty()) {
        const NodeId node = pending.back();
        pending.pop_back();
        const Move move = game.move(node);
        // A side line says at which ply it branches only where reading would place it elsewhere
        // (CCBridge's files have no such attribute).
        const bool sideLine = game.children(game.parent(node)).front() != node;
        const bool guessed = !sideLine
            || guessedBranchPoint(game, lineEnd, game.boardAt(lineEnd), move) == game.parent(node);
        const auto &children = game.children(node);
        out += moveElement(ubb::pointDigits(move.from()) + "-" + ubb::pointDigits(move.to()),
            game.comment(node), guessed ? 0 : game.ply(node), children.empty());
        if (children.empty()) {
            lineEnd = node;
        }
        pending.insert(pending.end(), children.rbegin(), children.rend());
    }
    return out + indent(1) + "</MoveList>\n";
}

} // namespace

std::string writeCbf(const GameTree &game)
{
    return "\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<" + std::string(RootName)
        + " Version=\"1.0\">\n" + head(game) + moveList(game) + "</" + std::string(RootName)
        + ">\n";
}

} // namespace xq
