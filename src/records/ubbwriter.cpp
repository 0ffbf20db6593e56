// Writes DhtmlXQ. Branches are numbered breadth first: branch 0 is the main line, and every
// variation met along a branch becomes the next number, hanging on that branch.

#include "records/ubb.h"
#include "records/ubblayout.h"
#include "records/ubbtext.h"

#include <deque>

namespace xq {

namespace {

using namespace ubb;

std::string tag(std::string_view name, std::string_view value)
{
    const std::string full = std::string(TagPrefix) + std::string(name);
    return "[" + full + "]" + std::string(value) + "[/" + full + "]\n";
}

std::string binit(const Board &board)
{
    std::array<std::string, BinitStones.size()> slots;
    slots.fill(std::string(CapturedPoint));
    std::array<bool, BinitStones.size()> used {};
    for (Square s = 0; s < SquareCount; ++s) {
        const Stone stone = board.stoneAt(s);
        for (std::size_t i = 0; stone && i < BinitStones.size(); ++i) {
            if (!used[i] && BinitStones[i] == stone.fenLetter()) {
                used[i] = true;
                slots[i] = pointDigits(s);
                break;
            }
        }
    }
    std::string out;
    for (const std::string &slot : slots) {
        out += slot;
    }
    return out;
}

std::string commentName(int branch, int ply)
{
    return branch == 0 ? "comment" + std::to_string(ply)
                       : "comment" + std::to_string(branch) + "_" + std::to_string(ply);
}

class BranchWriter {
public:
    explicit BranchWriter(const GameTree &game) : m_game(game) { }

    std::string write()
    {
        enqueueVariations(GameTree::Root, 0);
        const NodeId first = m_game.next(GameTree::Root);
        std::string out = tag("movelist", first == NoNode ? std::string() : branchMoves(first, 0));
        while (!m_queue.empty()) {
            const Pending p = m_queue.front();
            m_queue.pop_front();
            const std::string name = "move_" + std::to_string(p.parentBranch) + "_"
                + std::to_string(m_game.ply(p.first)) + "_" + std::to_string(p.branch);
            out += tag(name, branchMoves(p.first, p.branch));
        }
        if (!m_game.comment(GameTree::Root).empty()) {
            out += tag("comment0", escapeComment(m_game.comment(GameTree::Root)));
        }
        return out + m_comments;
    }

private:
    struct Pending {
        NodeId first;
        int parentBranch;
        int branch;
    };

    /// The moves of one branch from `first` to its end; queues the variations met.
    std::string branchMoves(NodeId first, int branch)
    {
        std::string moves;
        for (NodeId n = first; n != NoNode; n = m_game.next(n)) {
            moves += pointDigits(m_game.move(n).from()) + pointDigits(m_game.move(n).to());
            if (!m_game.comment(n).empty()) {
                m_comments
                    += tag(commentName(branch, m_game.ply(n)), escapeComment(m_game.comment(n)));
            }
            enqueueVariations(n, branch);
        }
        return moves;
    }

    void enqueueVariations(NodeId node, int branch)
    {
        const auto &kids = m_game.children(node);
        for (std::size_t i = 1; i < kids.size(); ++i) {
            m_queue.push_back({ kids[i], branch, ++m_lastBranch });
        }
    }

    const GameTree &m_game;
    std::deque<Pending> m_queue;
    int m_lastBranch = 0;
    std::string m_comments;
};

} // namespace

std::string writeUbb(const GameTree &game)
{
    std::string out = "[DhtmlXQ]\n" + tag("ver", "www_dpxq_com");
    for (const TagName &t : TagNames) {
        if (const std::string value = game.tags().value(t.record); !value.empty()) {
            out += tag(t.ubb, escapeText(value));
        }
    }
    for (const ResultName &r : ResultNames) {
        if (r.result == game.result()) {
            out += tag("result", r.text);
            break;
        }
    }
    const Board &start = game.startBoard();
    out += tag("binit", binit(start));
    if (start.fen() != Board::StartFen) {
        // binit cannot say whose move it is; readers that know the fen tag take it from there.
        out += tag("fen", start.fen());
    }
    return out + BranchWriter(game).write() + "[/DhtmlXQ]\n";
}

} // namespace xq
