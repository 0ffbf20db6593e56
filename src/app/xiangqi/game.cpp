#include "app/xiangqi/game.h"

#include "app/xiangqi/uitext.h"

#include "core/notation.h"
#include "records/embeddedcommand.h"
#include "records/pgnwords.h"

#include <QRegularExpression>

#include <algorithm>

namespace {

xq::GameResult resultOf(const xq::Verdict &verdict)
{
    switch (verdict.outcome) {
    case xq::Outcome::RedWins: return xq::GameResult::RedWins;
    case xq::Outcome::BlackWins: return xq::GameResult::BlackWins;
    case xq::Outcome::Draw: return xq::GameResult::Draw;
    case xq::Outcome::Ongoing: break;
    }
    return xq::GameResult::Unknown;
}

} // namespace

Game::Game(QObject *parent) : QObject(parent), m_board(m_tree.startBoard())
{
}

void Game::newGame(const xq::Board &start)
{
    load(xq::GameTree(start), xq::GameTree::Root);
}

void Game::load(xq::GameTree tree, xq::NodeId node)
{
    m_tree = std::move(tree);
    m_node = m_tree.contains(node) ? node : m_tree.lastInLine(xq::GameTree::Root);
    m_lineEnd = m_tree.lastInLine(m_node);
    m_board = m_tree.boardAt(m_node);
    m_browsing = false;
    m_modified = false;
    m_ended.reset();
    emit recordChanged();
    announce(xq::Move::none(), VerdictNews::Loaded);
}

xq::Verdict Game::verdict() const
{
    return verdictAt(m_node, m_board);
}

xq::Verdict Game::verdictAt(xq::NodeId node, const xq::Board &board) const
{
    if (m_ended && m_ended->first == node) {
        return m_ended->second;
    }
    return xq::RulesJudge::judge(board);
}

std::vector<LineMove> Game::lineTexts(xq::Notation notation) const
{
    std::vector<LineMove> texts;
    xq::Board board = m_tree.startBoard();
    for (const xq::NodeId node : line()) {
        const xq::Move move = m_tree.move(node);
        texts.push_back({ QString::fromStdString(xq::formatMove(board, move, notation)),
            QString::fromUtf8(xq::pgn::nagGlyph(m_tree.nag(node))),
            m_tree.children(m_tree.parent(node)).size() > 1, shownComment(m_tree.comment(node)) });
        board.makeMove(move);
    }
    return texts;
}

std::vector<xq::NodeId> Game::alternatives() const
{
    if (m_node == xq::GameTree::Root) {
        return {};
    }
    return m_tree.children(m_tree.parent(m_node));
}

QStringList Game::alternativeTexts(xq::Notation notation) const
{
    QStringList texts;
    if (m_node == xq::GameTree::Root) {
        return texts;
    }
    const xq::Board before = m_tree.boardAt(m_tree.parent(m_node));
    for (const xq::NodeId node : alternatives()) {
        texts << QString::fromStdString(xq::formatMove(before, m_tree.move(node), notation));
    }
    return texts;
}

QString Game::comment() const
{
    return shownComment(m_tree.comment(m_node));
}

QString Game::shownComment(const std::string &comment)
{
    return QString::fromStdString(comment).remove(embeddedCommand());
}

const QRegularExpression &Game::embeddedCommand()
{
    // A command and the one space that parts it from what follows: the words stay exactly as
    // the player typed them.
    static const QRegularExpression command(QStringLiteral(R"(\[%\w+[^\]]*\] ?)"));
    return command;
}

void Game::setEmbeddedCommand(const QString &command)
{
    static const QRegularExpression parts(QStringLiteral(R"(^\[%(\w+) (.*)\]$)"));
    const QRegularExpressionMatch match = parts.match(command);
    // The command of the same name is replaced; the player's words and other commands stay.
    writeComment(QString::fromStdString(xq::withEmbeddedCommand(
        m_tree.comment(m_node), match.captured(1).toStdString(), match.captured(2).toStdString())));
}

bool Game::play(xq::Move move)
{
    if (isOver()) {
        emit moveRefused(UiText::gameIsOver());
        return false;
    }
    if (!m_board.canMove(move.from(), move.to())) {
        emit moveRefused(UiText::refusal(xq::refusalOf(m_board, move), m_board.sideToMove()));
        return false;
    }
    const MoveEffect effect { !m_board.stoneAt(move.to()).isEmpty(), false };
    const std::vector<xq::NodeId> shownLine = line();
    xq::NodeId next = m_tree.findChild(m_node, move);
    const bool recorded = next != xq::NoNode;
    if (!recorded) {
        next = m_tree.addMove(m_board, m_node, move);
    }
    // Following the shown line keeps it; anything else shows the line of the move played.
    const bool onShownLine = std::find(shownLine.begin(), shownLine.end(), next) != shownLine.end();
    m_lineEnd = onShownLine ? m_lineEnd : m_tree.lastInLine(next);
    m_node = next;
    m_board.makeMove(move);
    m_browsing = false;
    if (!recorded) {
        if (m_tree.isOnMainLine(next)) {
            judgeMainLine();
        }
        edited();
    }
    emit moveMade(move, { effect.capture, m_board.inCheck() });
    announce(move, VerdictNews::Played);
    return true;
}

void Game::announce(xq::Move played, VerdictNews news)
{
    emit positionChanged(played);
    if (news != VerdictNews::Keep && isOver()) {
        emit gameOver(verdict(), news == VerdictNews::Played ? Ending::Now : Ending::InRecord);
    }
    afterPositionChange();
}

void Game::goTo(xq::NodeId node, xq::NodeId lineEnd, bool browsing)
{
    const bool sameLine = lineEnd == m_lineEnd;
    m_browsing = browsing;
    if (node == m_node && sameLine) {
        return;
    }
    const bool resignationTakenBack = m_ended.has_value();
    if (resignationTakenBack) {
        // Leaving the position resigned in (or drawn in by agreement) takes that back.
        const xq::NodeId resignedAt = m_ended->first;
        m_ended.reset();
        if (resignedAt == m_tree.lastInLine(xq::GameTree::Root)) {
            judgeMainLine();
        }
    }
    m_tree.walk(m_board, m_node, node);
    m_node = node;
    m_lineEnd = lineEnd;
    if (resignationTakenBack) {
        emit recordChanged();
    }
    announce(xq::Move::none(), VerdictNews::Keep);
}

void Game::moveCursor(int target, bool browsing)
{
    target = std::clamp(target, 0, length());
    const std::vector<xq::NodeId> shownLine = line();
    goTo(target == 0 ? xq::GameTree::Root : shownLine[target - 1], m_lineEnd,
        browsing && target < length());
}

xq::Side Game::sideAtPly(int ply) const
{
    return ply % 2 == 0 ? startBoard().sideToMove() : xq::opposite(startBoard().sideToMove());
}

void Game::undo()
{
    moveCursor(ply() - 1, false);
}

void Game::redo()
{
    moveCursor(ply() + 1, false);
}

void Game::showPly(int ply)
{
    moveCursor(ply, true);
}

void Game::showNode(xq::NodeId node)
{
    if (!m_tree.contains(node)) {
        return;
    }
    const std::vector<xq::NodeId> shownLine = line();
    const bool onShownLine = node == xq::GameTree::Root
        || std::find(shownLine.begin(), shownLine.end(), node) != shownLine.end();
    goTo(node, onShownLine ? m_lineEnd : m_tree.lastInLine(node), true);
}

void Game::resign(xq::Side loser)
{
    endHere({ loser == xq::Side::Red ? xq::Outcome::BlackWins : xq::Outcome::RedWins,
        xq::EndReason::Resignation });
}

void Game::drawHere(xq::EndReason reason)
{
    endHere({ xq::Outcome::Draw, reason });
}

void Game::forfeitOnTime(xq::Side flagged)
{
    endHere(xq::RulesJudge::timeForfeit(m_board, flagged));
}

void Game::endHere(const xq::Verdict &ending)
{
    if (isOver()) {
        return;
    }
    m_browsing = false;
    m_ended = { m_node, ending };
    if (m_node == m_tree.lastInLine(xq::GameTree::Root)) {
        judgeMainLine();
    }
    edited();
    emit gameOver(verdict(), Ending::Now);
    afterPositionChange();
}

void Game::setComment(const QString &comment)
{
    // The commands embedded in the comment (a clock's [%clk]) are kept, before the words: the
    // player sees and edits only the words.
    QStringList commands;
    const QString old = QString::fromStdString(m_tree.comment(m_node));
    for (const QRegularExpressionMatch &match : embeddedCommand().globalMatch(old)) {
        commands << match.captured(0).trimmed();
    }
    if (!commands.isEmpty() && !comment.isEmpty()) {
        commands << comment;
    }
    writeComment(commands.isEmpty() ? comment : commands.join(QLatin1Char(' ')));
}

void Game::writeComment(const QString &comment)
{
    std::string text = comment.toStdString();
    if (text == m_tree.comment(m_node)) {
        return;
    }
    m_tree.setComment(m_node, std::move(text));
    edited();
}

void Game::setTag(const QString &key, const QString &value)
{
    const std::string name = key.toStdString();
    std::string text = value.toStdString();
    if (m_tree.tags().contains(name) && m_tree.tags().value(name) == text) {
        return;
    }
    m_tree.tags().set(name, std::move(text));
    edited();
}

void Game::annotate(const std::function<void(xq::GameTree &)> &edit)
{
    edit(m_tree);
    edited();
}

void Game::setResult(xq::GameResult result)
{
    if (result == m_tree.result()) {
        return;
    }
    m_tree.setResult(result);
    edited();
}

void Game::promoteToMainLine()
{
    if (m_node == xq::GameTree::Root || m_tree.isOnMainLine(m_node)) {
        return;
    }
    m_tree.promoteToMainLine(m_node);
    judgeMainLine();
    edited();
}

void Game::removeShownMove()
{
    if (m_node == xq::GameTree::Root) {
        return;
    }
    const xq::NodeId removed = m_node;
    const bool wasMainLine = m_tree.isOnMainLine(removed);
    m_node = m_tree.parent(removed);
    m_tree.remove(removed);
    m_board.unmakeMove();
    m_lineEnd = m_tree.lastInLine(m_node);
    m_ended.reset();
    if (wasMainLine) {
        judgeMainLine();
    }
    edited();
    announce(xq::Move::none(), VerdictNews::Keep);
}

void Game::markSaved()
{
    m_modified = false;
    emit recordChanged();
}

void Game::markUnsaved()
{
    edited();
}

void Game::edited()
{
    m_modified = true;
    emit recordChanged();
}

void Game::judgeMainLine()
{
    const xq::NodeId end = m_tree.lastInLine(xq::GameTree::Root);
    const xq::Board board = end == m_node ? m_board : m_tree.boardAt(end);
    m_tree.setResult(resultOf(verdictAt(end, board)));
}
