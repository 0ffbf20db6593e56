#include "app/gomoku/gomokugame.h"

#include <QTimer>

namespace {
constexpr int ComputerPauseMs = 300; // so a computer-only game can be followed
} // namespace

using namespace gomoku;

GomokuGame::GomokuGame(QObject *parent)
    : QObject(parent), m_position(std::make_unique<Position>(15, Rule::FreeStyle)),
      m_thinker(new GomokuThinker(this))
{
    connect(m_thinker, &GomokuThinker::moveFound, this, &GomokuGame::onMoveFound);
}

GomokuGame::~GomokuGame()
{
    m_thinker->cancel();
}

bool GomokuGame::isComputer(Stone side) const
{
    switch (m_players) {
    case GomokuPlayers::Black: return side == Stone::White;
    case GomokuPlayers::White: return side == Stone::Black;
    case GomokuPlayers::TwoPlayers: return false;
    case GomokuPlayers::ComputerVsComputer: return true;
    }
    return false;
}

Stone GomokuGame::sideToMoveAt(int ply)
{
    return ply % 2 == 0 ? Stone::Black : Stone::White; // a game starts on the empty board
}

std::vector<Point> GomokuGame::forbiddenPoints() const
{
    std::vector<Point> points;
    if (rule() != Rule::Renju || board().sideToMove() != Stone::Black || m_outcome.over) {
        return points;
    }
    for (const int index : m_position->points()) {
        if (board().cell(index) == Stone::Empty && m_position->isForbidden(Stone::Black, index)) {
            points.push_back(Board::pointOf(index));
        }
    }
    return points;
}

Foul GomokuGame::foulAt(Point point) const
{
    if (rule() != Rule::Renju || board().sideToMove() != Stone::Black) {
        return Foul::None;
    }
    return RenjuJudge::foul(board(), Board::indexOf(point));
}

QString GomokuGame::refusal(Foul foul)
{
    switch (foul) {
    case Foul::DoubleThree:
        return tr("Black may not play there under renju: it makes a double-three (two open "
                  "threes at once).");
    case Foul::DoubleFour:
        return tr("Black may not play there under renju: it makes a double-four (two fours at "
                  "once).");
    case Foul::Overline:
        return tr("Black may not play there under renju: it makes an overline (six or more in a "
                  "row).");
    case Foul::None: break;
    }
    return {};
}

GameRecord GomokuGame::record() const
{
    GameRecord record;
    record.size = board().size();
    for (const auto &stone : board().history()) {
        record.moves.push_back(Board::pointOf(stone.index));
    }
    return record;
}

void GomokuGame::newGame(int size, Rule rule)
{
    stopThinking();
    m_position = std::make_unique<Position>(size, rule);
    m_redo.clear();
    m_outcome = {};
    emit changed();
    startComputer(false);
}

bool GomokuGame::load(const GameRecord &record, Rule rule)
{
    auto loaded = std::make_unique<Position>(record.size, rule);
    for (const Point p : record.moves) {
        const int index = Board::indexOf(p);
        if (!loaded->board().contains(p) || loaded->board().cell(index) != Stone::Empty) {
            return false;
        }
        loaded->play(index);
    }
    stopThinking();
    m_position = std::move(loaded);
    m_redo.clear();
    m_outcome = {};
    if (!record.moves.empty()) {
        judge(Board::indexOf(record.moves.back()));
    }
    emit changed();
    startComputer(false); // the computer to move plays on, as in a new game
    return true;
}

bool GomokuGame::play(Point point)
{
    if (m_outcome.over || m_thinking || computerToMove() || !board().contains(point)) {
        return false;
    }
    const int index = Board::indexOf(point);
    if (board().cell(index) != Stone::Empty) {
        emit moveRefused(tr("That point is taken."));
        return false;
    }
    if (const Foul foul = foulAt(point); foul != Foul::None) {
        emit moveRefused(refusal(foul));
        return false;
    }
    m_redo.played(moveIndices(), index);
    place(index);
    return true;
}

bool GomokuGame::playFrom(int ply, Point point)
{
    const std::vector<Point> line = record().moves;
    if (ply < 0 || ply >= int(line.size())) {
        return play(point);
    }
    const RedoLine redo = m_redo;
    const GomokuOutcome outcome = m_outcome;
    const bool wasThinking = m_thinking && !m_hinting;
    stopThinking();
    while (board().stoneCount() > ply) {
        takeBack();
    }
    m_outcome = {};
    if (play(point)) {
        return true;
    }
    // Refused: the game as it was, the computer thinking again if it was.
    for (std::size_t i = std::size_t(ply); i < line.size(); ++i) {
        m_position->play(Board::indexOf(line[i]));
    }
    m_redo = redo;
    m_outcome = outcome;
    if (wasThinking) {
        startComputer(false);
    }
    return false;
}

RedoLine::Moves GomokuGame::moveIndices() const
{
    RedoLine::Moves moves;
    for (const auto &stone : board().history()) {
        moves.push_back(stone.index);
    }
    return moves;
}

void GomokuGame::takeBack()
{
    m_redo.undone(moveIndices());
    m_position->undo();
}

void GomokuGame::place(int index)
{
    m_position->play(index);
    judge(index);
    emit stonePlaced();
    emit changed();
    if (m_outcome.over) {
        emit gameOver();
    } else if (computerToMove()) {
        QTimer::singleShot(m_players == GomokuPlayers::ComputerVsComputer ? ComputerPauseMs : 0,
            this, [this, request = m_request] {
                if (request == m_request) {
                    startComputer(false);
                }
            });
    }
}

void GomokuGame::judge(int index)
{
    m_outcome = {};
    if (const auto line = board().winningLine(index, rule()); !line.empty()) {
        m_outcome = { true, board().cell(index), line };
    } else if (board().isFull()) {
        m_outcome.over = true;
    }
}

void GomokuGame::undo()
{
    stopThinking();
    // Against the computer, back to the player's own turn.
    do {
        if (!canUndo()) {
            break;
        }
        takeBack();
    } while (computerToMove() && m_players != GomokuPlayers::ComputerVsComputer);
    m_outcome = {};
    emit changed();
}

void GomokuGame::redo()
{
    if (!m_redo.canRedo() || m_outcome.over) {
        return;
    }
    stopThinking();
    const int index = m_redo.next();
    m_redo.played(moveIndices(), index);
    m_position->play(index);
    judge(index);
    emit changed();
}

void GomokuGame::hint()
{
    if (!m_outcome.over && !m_thinking && !computerToMove()) {
        startComputer(true);
    }
}

void GomokuGame::moveNow()
{
    if (m_thinking) {
        m_thinker->moveNow();
    }
}

void GomokuGame::setPlayers(GomokuPlayers players)
{
    m_players = players;
    if (!m_thinking) {
        startComputer(false);
    }
}

void GomokuGame::setLevel(int level)
{
    m_level = level;
}

void GomokuGame::startComputer(bool forHint)
{
    if (m_outcome.over || m_thinking || board().isFull() || (!forHint && !computerToMove())) {
        return;
    }
    m_thinking = true;
    m_hinting = forHint;
    emit thinkingChanged(true);
    m_thinker->think(
        *m_position, forHint ? LevelCount : m_level, m_computerMs, m_searchThreads, ++m_request);
}

void GomokuGame::stopThinking()
{
    ++m_request; // an answer on its way is for a position that is gone
    m_thinker->cancel();
    if (m_thinking) {
        m_thinking = false;
        emit thinkingChanged(false);
    }
}

void GomokuGame::onMoveFound(int request, const GomokuThought &thought)
{
    const int index = thought.move;
    if (request != m_request || !m_thinking) {
        return;
    }
    m_thinking = false;
    emit thinkingChanged(false);
    if (index < 0) {
        return;
    }
    if (m_hinting) {
        emit hintReady(Board::pointOf(index), thought);
    } else {
        emit computerThought(thought);
        m_redo.played(moveIndices(), index);
        place(index);
    }
}
