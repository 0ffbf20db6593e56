// Writes CCBridge XML records: the head, then every line of the tree in pre-order.

#include "records/binaryfields.h"
#include "records/cbf.h"
#include "records/cbflayout.h"
#include "records/ubblayout.h"
#include "records/xmlelement.h"

#include <algorithm>

namespace xq {

namespace {

using namespace cbf;

std::string element(std::string_view name, std::string_view text)
{
    return "    <" + std::string(name) + ">" + xmlEscape(text) + "</" + std::string(name) + ">\n";
}

std::string head(const GameTree &game)
{
    std::string out = "  <Head>\n";
    for (const HeadField &field : HeadFields) {
        if (game.tags().contains(field.tag)) {
            out += element(field.element, game.tags().value(field.tag));
        }
    }
    out += element(ResultDigitElement, std::to_string(byteFromResult(game.result())));
    out += element(FenElement, game.startBoard().fen());
    return out + "  </Head>\n";
}

std::string moveElement(
    std::string_view value, const std::string &comment, int branchPly, bool lineEnds)
{
    std::string out = "    <Move value=\"" + std::string(value) + "\"";
    if (branchPly > 0) {
        out += " ply=\"" + std::to_string(branchPly) + "\"";
    }
    if (lineEnds) {
        out += " end=\"1\"";
    }
    // The comment is the element's text, as CCBridge saves it.
    return out + (comment.empty() ? "/>\n" : ">" + xmlEscape(comment) + "</Move>\n");
}

/// Every move in pre-order: a move, the lines that follow it, then the moves standing in for it.
std::string moveList(const GameTree &game)
{
    std::string out = "  <MoveList>\n";
    out += moveElement(StartMove, game.comment(GameTree::Root), 0, false);
    std::vector<NodeId> pending(
        game.children(GameTree::Root).rbegin(), game.children(GameTree::Root).rend());
    while (!pending.empty()) {
        const NodeId node = pending.back();
        pending.pop_back();
        const Move move = game.move(node);
        const auto &siblings = game.children(game.parent(node));
        // A side line says at which ply it branches, so that reading needs no guess.
        const int branchPly = siblings.front() == node ? 0 : game.ply(node);
        const auto &children = game.children(node);
        out += moveElement(ubb::pointDigits(move.from()) + "-" + ubb::pointDigits(move.to()),
            game.comment(node), branchPly, children.empty());
        pending.insert(pending.end(), children.rbegin(), children.rend());
    }
    return out + "  </MoveList>\n";
}

} // namespace

std::string writeCbf(const GameTree &game)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<" + std::string(RootName)
        + " Version=\"1.0\">\n" + head(game) + moveList(game) + "</" + std::string(RootName)
        + ">\n";
}

} // namespace xq
