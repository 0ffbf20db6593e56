#pragma once

// A game record: the start position, the moves as a tree (the main line and its variations, any
// number deep), a comment on every move and one before the first, the tags and the result.
// Nodes are named by NodeId, which stays valid until that node is removed; the root (the start
// position, before any move) is GameTree::Root.

#include "core/board.h"
#include "core/result.h"
#include "records/taglist.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xq {

using NodeId = std::int32_t;
constexpr NodeId NoNode = -1;

enum class GameResult { Unknown, RedWins, BlackWins, Draw };

/// "1-0", "0-1", "1/2-1/2" or "*", as PGN writes results.
std::string_view resultText(GameResult result);
/// Reads the PGN result forms; nullopt for anything else.
std::optional<GameResult> parseResultText(std::string_view text);

/// Where addMove puts a move that is new at its parent.
enum class AddMode { Variation, MainLine };

/// How PGN writes a move's assessment NAG: as the glyph after the move ("??") or as "$4".
enum class MarkStyle { Symbols, Nags };

class GameTree {
public:
    static constexpr NodeId Root = 0;

    /// An empty record from the standard start position.
    GameTree();
    /// An empty record from `start` (its history is dropped: the record starts there).
    explicit GameTree(const Board &start);

    /// The record of the game played on `board`: the position it was set up from, then every
    /// move of its history as the main line.
    static GameTree fromPlayedGame(const Board &board);

    /// Sets a new start position; removes every move and comment, keeps tags and result.
    void reset(const Board &start);
    /// The position at the root.
    const Board &startBoard() const { return m_start; }

    TagList &tags() { return m_tags; }
    const TagList &tags() const { return m_tags; }
    GameResult result() const { return m_result; }
    void setResult(GameResult result) { m_result = result; }

    // Structure.
    bool contains(NodeId node) const;
    NodeId parent(NodeId node) const { return m_nodes[node].parent; }
    /// The move leading to `node`; none for the root.
    Move move(NodeId node) const { return m_nodes[node].move; }
    /// Plies from the root: 0 for the root, 1 for a first move.
    int ply(NodeId node) const { return m_nodes[node].ply; }
    /// The continuations of `node`; the first is its main line, the others its variations.
    const std::vector<NodeId> &children(NodeId node) const { return m_nodes[node].children; }
    /// The main continuation of `node`, or NoNode at the end of a line.
    NodeId next(NodeId node) const;
    /// The last node reached by following main continuations from `node`.
    NodeId lastInLine(NodeId node) const;
    /// The child of `parent` reached by `m`, or NoNode.
    NodeId findChild(NodeId parent, Move m) const;
    /// True when every node from the root to `node` is a first child.
    bool isOnMainLine(NodeId node) const;
    /// The nodes from the first move down to `node` (empty for the root).
    std::vector<NodeId> path(NodeId node) const;
    /// The moves from the root to `node`.
    std::vector<Move> movesTo(NodeId node) const;
    /// The main line from the first move to its end.
    std::vector<NodeId> mainLine() const { return path(lastInLine(Root)); }
    /// Moves in the whole tree (the root not counted).
    int moveCount() const { return m_liveCount - 1; }

    const std::string &comment(NodeId node) const { return m_nodes[node].comment; }
    void setComment(NodeId node, std::string comment)
    {
        m_nodes[node].comment = std::move(comment);
    }
    /// The move's assessment as a PGN NAG: 1 `!`, 2 `?`, 3 `!!`, 4 `??`, 5 `!?`, 6 `?!`;
    /// 0 for none. Formats without NAGs (XQF, DhtmlXQ) drop it.
    int nag(NodeId node) const { return m_nodes[node].nag; }
    void setNag(NodeId node, int nag) { m_nodes[node].nag = nag; }

    // Positions.
    /// The position at `node`, its history being the moves from the root.
    Board boardAt(NodeId node) const;
    /// Brings `board`, standing at node `from`, to node `to` by taking back and playing moves.
    void walk(Board &board, NodeId from, NodeId to) const;

    // Editing.
    /// Adds `m` after `parent`, checked for legality. A move already there is not added twice:
    /// its node is returned (and made the main continuation with AddMode::MainLine).
    Result<NodeId> addMove(NodeId parent, Move m, AddMode mode = AddMode::Variation);
    /// The same for readers that keep the position themselves: `atParent` must be the position
    /// at `parent`, and `m` legal there (asserted).
    NodeId addMove(const Board &atParent, NodeId parent, Move m, AddMode mode = AddMode::Variation);
    /// Moves `node` one place toward the front of its siblings.
    void promote(NodeId node);
    /// Makes `node` and all its ancestors first children, so it lies on the main line.
    void promoteToMainLine(NodeId node);
    /// Removes `node` and everything after it; for the root, removes every move.
    void remove(NodeId node);

    /// Same start, moves, comments, tags and result (node numbering may differ).
    bool sameGame(const GameTree &other) const;

    // What reading forgave.
    /// One sentence for each fault a lenient reader let pass in the file this record came from
    /// (a move naming its stone ambiguously, a side line dropped for an illegal move, a
    /// diagram); empty for a record read without fault. Not part of the game: never written.
    const std::vector<std::string> &readWarnings() const { return m_readWarnings; }
    void addReadWarning(std::string warning) { m_readWarnings.push_back(std::move(warning)); }
    /// True for a position no legal game reaches (the side that just moved is in check: both
    /// generals attacked, as XQF mate diagrams are drawn). It can be looked at and edited (set
    /// up as a position), not played from.
    bool isDiagram() const { return m_diagram; }
    void markAsDiagram() { m_diagram = true; }

private:
    struct Node {
        Move move;
        NodeId parent = NoNode;
        int ply = 0;
        bool alive = true;
        std::vector<NodeId> children;
        std::string comment;
        int nag = 0;
    };

    NodeId insertChild(NodeId parent, Move m, AddMode mode);
    void markRemoved(NodeId node);

    Board m_start;
    std::vector<Node> m_nodes;
    int m_liveCount = 1;
    TagList m_tags;
    GameResult m_result = GameResult::Unknown;
    std::vector<std::string> m_readWarnings;
    bool m_diagram = false;
};

} // namespace xq
