#include "records/gametree.h"

#include <algorithm>
#include <cassert>
#include <utility>

namespace xq {

namespace {

/// A copy of `board` without its history, so that the record starts there.
Board freshCopy(const Board &board)
{
    if (board.gamePly() == 0) {
        return board;
    }
    auto copy = Board::fromFen(board.fen());
    assert(copy.ok());
    return copy.value();
}

} // namespace

std::string_view resultText(GameResult result)
{
    switch (result) {
    case GameResult::RedWins: return "1-0";
    case GameResult::BlackWins: return "0-1";
    case GameResult::Draw: return "1/2-1/2";
    case GameResult::Unknown: break;
    }
    return "*";
}

std::optional<GameResult> parseResultText(std::string_view text)
{
    for (GameResult r :
        { GameResult::RedWins, GameResult::BlackWins, GameResult::Draw, GameResult::Unknown }) {
        if (text == resultText(r)) {
            return r;
        }
    }
    return std::nullopt;
}

GameTree::GameTree() : GameTree(Board::startPosition())
{
}

GameTree::GameTree(const Board &start) : m_start(freshCopy(start))
{
    m_nodes.emplace_back();
}

GameTree GameTree::fromPlayedGame(const Board &board)
{
    Board start = board;
    while (start.gamePly() > 0) {
        start.unmakeMove();
    }
    GameTree game(start);
    NodeId node = Root;
    for (std::size_t i = 1; i < board.history().size(); ++i) {
        const Move m = board.history()[i].move;
        node = game.addMove(start, node, m);
        start.makeMove(m);
    }
    return game;
}

void GameTree::reset(const Board &start)
{
    m_start = freshCopy(start);
    m_nodes.clear();
    m_nodes.emplace_back();
    m_liveCount = 1;
}

bool GameTree::contains(NodeId node) const
{
    return node >= 0 && node < static_cast<NodeId>(m_nodes.size()) && m_nodes[node].alive;
}

NodeId GameTree::next(NodeId node) const
{
    const auto &kids = m_nodes[node].children;
    return kids.empty() ? NoNode : kids.front();
}

NodeId GameTree::lastInLine(NodeId node) const
{
    for (NodeId n = next(node); n != NoNode; n = next(n)) {
        node = n;
    }
    return node;
}

NodeId GameTree::findChild(NodeId parent, Move m) const
{
    for (NodeId child : m_nodes[parent].children) {
        if (m_nodes[child].move == m) {
            return child;
        }
    }
    return NoNode;
}

bool GameTree::isOnMainLine(NodeId node) const
{
    for (; node != Root; node = parent(node)) {
        if (next(parent(node)) != node) {
            return false;
        }
    }
    return true;
}

std::vector<NodeId> GameTree::path(NodeId node) const
{
    std::vector<NodeId> nodes(static_cast<std::size_t>(ply(node)));
    for (auto it = nodes.rbegin(); it != nodes.rend(); ++it, node = parent(node)) {
        *it = node;
    }
    return nodes;
}

std::vector<Move> GameTree::movesTo(NodeId node) const
{
    std::vector<Move> moves;
    for (NodeId n : path(node)) {
        moves.push_back(move(n));
    }
    return moves;
}

Board GameTree::boardAt(NodeId node) const
{
    Board board = m_start;
    for (Move m : movesTo(node)) {
        board.makeMove(m);
    }
    return board;
}

void GameTree::walk(Board &board, NodeId from, NodeId to) const
{
    // Climb from both ends to the common ancestor, then play down to `to`.
    std::vector<Move> down;
    while (ply(to) > ply(from)) {
        down.push_back(move(to));
        to = parent(to);
    }
    while (ply(from) > ply(to)) {
        board.unmakeMove();
        from = parent(from);
    }
    while (from != to) {
        board.unmakeMove();
        from = parent(from);
        down.push_back(move(to));
        to = parent(to);
    }
    for (auto it = down.rbegin(); it != down.rend(); ++it) {
        board.makeMove(*it);
    }
}

Result<NodeId> GameTree::addMove(NodeId parent, Move m, AddMode mode)
{
    if (!contains(parent)) {
        return Result<NodeId>::failure("no such position in the game");
    }
    const Board board = boardAt(parent);
    if (m.isNone() || m.isNull() || !board.canMove(m.from(), m.to())) {
        return Result<NodeId>::failure("not a legal move: " + m.toIccs());
    }
    return addMove(board, parent, m, mode);
}

NodeId GameTree::addMove(const Board &atParent, NodeId parent, Move m, AddMode mode)
{
    assert(contains(parent));
    assert(atParent.canMove(m.from(), m.to()));
    (void)atParent;
    const NodeId existing = findChild(parent, m);
    if (existing == NoNode) {
        return insertChild(parent, m, mode);
    }
    if (mode == AddMode::MainLine) {
        auto &kids = m_nodes[parent].children;
        std::rotate(kids.begin(), std::find(kids.begin(), kids.end(), existing),
            std::find(kids.begin(), kids.end(), existing) + 1);
    }
    return existing;
}

NodeId GameTree::insertChild(NodeId parent, Move m, AddMode mode)
{
    const auto id = static_cast<NodeId>(m_nodes.size());
    Node node;
    node.move = m;
    node.parent = parent;
    node.ply = m_nodes[parent].ply + 1;
    m_nodes.push_back(std::move(node));
    auto &kids = m_nodes[parent].children;
    kids.insert(mode == AddMode::MainLine ? kids.begin() : kids.end(), id);
    ++m_liveCount;
    return id;
}

void GameTree::promote(NodeId node)
{
    if (node == Root) {
        return;
    }
    auto &kids = m_nodes[parent(node)].children;
    const auto it = std::find(kids.begin(), kids.end(), node);
    if (it != kids.begin()) {
        std::iter_swap(it, it - 1);
    }
}

void GameTree::promoteToMainLine(NodeId node)
{
    for (; node != Root; node = parent(node)) {
        auto &kids = m_nodes[parent(node)].children;
        const auto it = std::find(kids.begin(), kids.end(), node);
        std::rotate(kids.begin(), it, it + 1);
    }
}

void GameTree::remove(NodeId node)
{
    if (node == Root) {
        for (NodeId child : std::vector<NodeId>(children(Root))) {
            remove(child);
        }
        return;
    }
    std::erase(m_nodes[parent(node)].children, node);
    markRemoved(node);
}

void GameTree::markRemoved(NodeId node)
{
    // An explicit stack: lines can be thousands of moves long.
    std::vector<NodeId> pending { node };
    while (!pending.empty()) {
        const NodeId n = pending.back();
        pending.pop_back();
        Node &dead = m_nodes[n];
        dead.alive = false;
        --m_liveCount;
        pending.insert(pending.end(), dead.children.begin(), dead.children.end());
        dead.children.clear();
        dead.comment.clear();
        dead.nag = 0;
    }
}

bool GameTree::sameGame(const GameTree &other) const
{
    if (m_start.fen() != other.m_start.fen() || m_tags != other.m_tags || m_result != other.m_result
        || moveCount() != other.moveCount()) {
        return false;
    }
    std::vector<std::pair<NodeId, NodeId>> pending { { Root, Root } };
    while (!pending.empty()) {
        const auto [a, b] = pending.back();
        pending.pop_back();
        const auto &ka = children(a);
        const auto &kb = other.children(b);
        if (move(a) != other.move(b) || comment(a) != other.comment(b) || nag(a) != other.nag(b)
            || ka.size() != kb.size()) {
            return false;
        }
        for (std::size_t i = 0; i < ka.size(); ++i) {
            pending.emplace_back(ka[i], kb[i]);
        }
    }
    return true;
}

} // namespace xq
