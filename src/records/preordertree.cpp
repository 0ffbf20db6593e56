#include "records/preordertree.h"

#include "records/readwarnings.h"

namespace xq {

namespace {

class TreeBuilder {
public:
    TreeBuilder(GameTree &game, const ReadOptions &options)
        : m_game(game), m_board(game.startBoard()), m_options(options)
    {
    }

    std::optional<std::string> build(const std::vector<PreorderMove> &records)
    {
        m_game.setComment(GameTree::Root, records.front().comment);
        NodeId previous = GameTree::Root;
        bool previousHasNext = records.front().hasNext;
        // The parent of each record still owed its next sibling (a variation).
        std::vector<NodeId> pendingParents;
        for (std::size_t i = 1; i < records.size(); ++i) {
            NodeId parent = previous;
            if (!previousHasNext) {
                if (pendingParents.empty()) {
                    return byteOffsetText(records[i].offset) + ": a move record no line leads to";
                }
                parent = pendingParents.back();
                pendingParents.pop_back();
            }
            auto node = parent == Dropped ? Result<NodeId>(Dropped) : add(parent, records[i]);
            if (!node.ok()) {
                return node.error();
            }
            if (records[i].hasVariation) {
                pendingParents.push_back(parent);
            }
            previous = *node;
            previousHasNext = records[i].hasNext;
        }
        return std::nullopt;
    }

private:
    /// Stands for a record left out with its side line, and for everything that follows it.
    static constexpr NodeId Dropped = -2;

    Result<NodeId> add(NodeId parent, const PreorderMove &r)
    {
        m_game.walk(m_board, m_boardNode, parent);
        m_boardNode = parent;
        if (!r.move || !m_board.canMove(r.move->from(), r.move->to())) {
            return refuse(parent, r, r.move ? r.move->toIccs() : r.pointsText);
        }
        const NodeId node = m_game.addMove(m_board, parent, *r.move);
        if (!r.comment.empty()) {
            m_game.setComment(node, r.comment);
        }
        return node;
    }

    /// An illegal move fails the record on its main line; a side line is left out with a warning.
    Result<NodeId> refuse(NodeId parent, const PreorderMove &r, const std::string &text)
    {
        const bool red = m_board.sideToMove() == Side::Red;
        const std::string error = byteOffsetText(r.offset) + ": illegal move "
            + std::to_string(m_board.moveNumber()) + (red ? ". " : "... ") + text + " ("
            + (red ? "Red" : "Black") + ") at ply " + std::to_string(m_game.ply(parent) + 1);
        const bool mainLine = m_game.isOnMainLine(parent) && m_game.children(parent).empty();
        if (mainLine || m_options.strict) {
            return Result<NodeId>::failure(error);
        }
        m_game.addReadWarning(error + "; the side line "
            + variationPath(m_game, parent, m_game.children(parent).size()) + " is left out");
        return Dropped;
    }

    GameTree &m_game;
    Board m_board;
    const ReadOptions &m_options;
    NodeId m_boardNode = GameTree::Root;
};

} // namespace

std::optional<std::string> growPreorderTree(
    GameTree &game, const std::vector<PreorderMove> &records, const ReadOptions &options)
{
    return TreeBuilder(game, options).build(records);
}

} // namespace xq
