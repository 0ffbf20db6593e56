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
        if (r.move && isStray(*r.move) && !m_options.strict) {
            m_game.addReadWarning(byteOffsetText(r.offset) + ": the record of "
                + moveText(parent, r.move->toIccs()) + " moves from " + squareName(r.move->from())
                + ", where no stone stands; the record is left out, the moves after it read "
                  "from the position before it");
            return parent;
        }
        if (!r.move || !m_board.canMove(r.move->from(), r.move->to())) {
            return refuse(parent, r, r.move ? r.move->toIccs() : r.pointsText);
        }
        const NodeId node = m_game.addMove(m_board, parent, *r.move);
        if (!r.comment.empty()) {
            m_game.setComment(node, r.comment);
        }
        return node;
    }

    /// A record that moves from an empty point is no move of the game at all: real files hold
    /// such records where a move was saved twice, or left behind after the end of a line.
    /// Lenient reading skips it, as other readers do.
    bool isStray(Move m) const { return !m_board.stoneAt(m.from()); }

    /// "move 2. h2e2 (Red) at ply 3": the move `text` of a record after `parent`.
    std::string moveText(NodeId parent, const std::string &text) const
    {
        const bool red = m_board.sideToMove() == Side::Red;
        return "move " + std::to_string(m_board.moveNumber()) + (red ? ". " : "... ") + text + " ("
            + (red ? "Red" : "Black") + ") at ply " + std::to_string(m_game.ply(parent) + 1);
    }

    /// An illegal move fails the record on its main line; a side line is left out with a warning.
    Result<NodeId> refuse(NodeId parent, const PreorderMove &r, const std::string &text)
    {
        const std::string error = byteOffsetText(r.offset) + ": illegal " + moveText(parent, text);
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
