#include "app/puzzles/puzzlemode.h"

#include "app/appsettings.h"
#include "app/prompter.h"
#include "app/puzzles/gomokupuzzleboard.h"
#include "app/puzzles/reversipuzzleboard.h"
#include "app/puzzles/xiangqipuzzleboard.h"
#include "app/xiangqi/recordfiles.h"

#include "puzzles/continuation.h"
#include "puzzles/themes.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLocale>
#include <QMenu>
#include <QStackedWidget>
#include <QTimer>

using puzzles::PuzzleAttempt;
using puzzles::Standing;

namespace {

/// A goal as the length filter keys it: as collection files write it ("vct 3"), empty for any.
QString goalKey(const std::optional<puzzles::Goal> &goal)
{
    return goal ? QString::fromStdString(puzzles::goalText(*goal)) : QString();
}

QString themeName(const std::string &key)
{
    const bool chinese = QLocale().language() == QLocale::Chinese;
    return QString::fromStdString(puzzles::themeName(key, chinese));
}

} // namespace

PuzzleMode::PuzzleMode(GameHost &host, QObject *parent)
    : GameMode(host, parent), m_page(new QWidget), m_boardStack(new QStackedWidget(m_page)),
      m_panel(new PuzzlePanel(m_page)), m_menu(new QMenu(tr("&Puzzles"), m_page)),
      m_replyTimer(new QTimer(this)), m_importer(new PuzzleImporter(this)),
      m_rules(new RulesHelp(
          host, [] { return puzzlesName(); }, [this] { return rulesText(); }, this)),
      m_engine(new WorkerThread(QStringLiteral("puzzle engine"), this)),
      m_opened(host.settings(), id())
{
    auto *layout = new QHBoxLayout(m_page);
    layout->addWidget(m_boardStack, 1);
    layout->addWidget(m_panel);
    m_replyTimer->setSingleShot(true);
    connect(m_replyTimer, &QTimer::timeout, this, &PuzzleMode::playReply);
    makeBoards();
    buildMenu();
    connect(m_panel, &PuzzlePanel::collectionChosen, this, &PuzzleMode::chooseCollection);
    connect(m_panel, &PuzzlePanel::filterChosen, this, &PuzzleMode::setFilter);
    connect(m_panel, &PuzzlePanel::hintAsked, this, &PuzzleMode::hint);
    connect(m_panel, &PuzzlePanel::showMoveAsked, this, &PuzzleMode::showMove);
    connect(m_panel, &PuzzlePanel::restartAsked, this, &PuzzleMode::restart);
    connect(m_panel, &PuzzlePanel::previousAsked, this, &PuzzleMode::previous);
    connect(m_panel, &PuzzlePanel::nextAsked, this, &PuzzleMode::next);
    connect(m_importer, &PuzzleImporter::imported, this, &PuzzleMode::onImported);
    connect(
        m_importer, &PuzzleImporter::failed, this, [this](const QString &path, const QString &why) {
            this->host().prompter().failure(
                this->host().dialogParent(), tr("Import Records"), tr("%1: %2").arg(path, why));
        });

    m_progress = puzzles::PuzzleProgress::fromText(
        host.settings().gameValue(id(), QStringLiteral("progress"), {}).toString().toStdString());
    m_filter.goal = puzzles::parseGoal(
        host.settings().gameValue(id(), QStringLiteral("goal"), {}).toString().toStdString());
    m_filter.theme
        = host.settings().gameValue(id(), QStringLiteral("theme"), {}).toString().toStdString();
    loadBuiltins();
    reopenCollections();
    const QString chosen
        = host.settings().gameValue(id(), QStringLiteral("collection"), {}).toString();
    const auto found = std::find_if(m_collections.begin(), m_collections.end(),
        [&chosen](const Collection &collection) { return collection.key == chosen; });
    showCollection(found == m_collections.end() ? 0 : int(found - m_collections.begin()));
}

PuzzleMode::~PuzzleMode()
{
    // The window takes the page (and the menu with it) and deletes it first.
    if (m_page && !m_page->parent()) {
        delete m_page;
    }
}

void PuzzleMode::makeBoards()
{
    // Every game with puzzles, once; a collection is shown on the board that reads it.
    m_boards = { new XiangqiPuzzleBoard(this), new GomokuPuzzleBoard(this),
        new ReversiPuzzleBoard(this) };
    for (PuzzleBoard *board : m_boards) {
        m_boardStack->addWidget(board->widget());
        connect(board, &PuzzleBoard::moveChosen, this, &PuzzleMode::onMoveChosen);
        connect(board, &PuzzleBoard::moveRefused, this,
            [this](const QString &why) { m_panel->setFeedback(why, PuzzlePanel::Tone::Bad); });
    }
}

void PuzzleMode::buildMenu()
{
    m_menu->addAction(
        tr("&Open Collection…"), QKeySequence::Open, this, [this] { host().chooseFileToOpen(); });
    m_menu->addAction(
        tr("&Import Records as Puzzles…"), this, [this] { chooseRecordsToImport(false); });
    m_menu->addAction(
        tr("Import a &Folder of Records…"), this, [this] { chooseRecordsToImport(true); });
    m_menu->addSeparator();
    m_menu->addAction(tr("&Hint"), QKeySequence(Qt::Key_H), this, &PuzzleMode::hint);
    m_menu->addAction(tr("Show &Move"), this, &PuzzleMode::showMove);
    m_menu->addAction(
        tr("&Restart Puzzle"), QKeySequence(Qt::CTRL | Qt::Key_R), this, &PuzzleMode::restart);
    m_menu->addAction(
        tr("&Previous Puzzle"), QKeySequence(Qt::Key_PageUp), this, &PuzzleMode::previous);
    m_menu->addAction(tr("Ne&xt Puzzle"), QKeySequence(Qt::Key_PageDown), this, &PuzzleMode::next);
    m_menu->addSeparator();
}

QString PuzzleMode::displayName() const
{
    // Named in Chinese as well, as the games are in Switch Game.
    return tr("Puzzles 习题");
}

QString PuzzleMode::puzzlesName()
{
    return tr("Puzzles");
}

QString PuzzleMode::rulesText() const
{
    return tr(
        "<h2>Puzzles (习题)</h2>"
        "<p>Each puzzle is a position and a goal for the side to move, shown beside the "
        "board. You play that side; the computer answers with the best defence.</p>"
        "<ul>"
        "<li><b>Xiangqi mates</b> (杀局): mate in the number of moves given, whatever the "
        "defence does. Any move that still mates as fast is taken.</li>"
        "<li><b>Xiangqi tactics</b>: win material by playing the line the engine proved the "
        "only good one.</li>"
        "<li><b>Xiangqi endgames</b> (实用残局): win, or hold the draw, against the engine "
        "to the end of the game, by the rules of Xiangqi (mate, repetition, 60 moves each "
        "without a capture, no material left to mate with).</li>"
        "<li><b>Gomoku</b> (五子棋): make five by continuous fours (VCF), or by threes and "
        "fours (VCT), in the number of moves given. The computer blocks a four at its five "
        "point and answers a three where it resists longest (an end or a gap of the three's "
        "line, or a four of its own); any three or four that still wins in the moves left is "
        "taken.</li>"
        "<li><b>Reversi</b> (黑白棋): play the endgame to its last disc and win by the number "
        "of discs given, the most perfect play can keep: any move keeping that score is "
        "taken, one giving discs away is told at once.</li>"
        "</ul>"
        "<h3>Playing here</h3>"
        "<p>A move that lets the goal go is told at once and may be tried again. "
        "<b>Hint</b> (H) tells where to look (the piece to move; in Gomoku the column, in "
        "Reversi the row), a second hint shows the move; "
        "<b>Show Move</b> plays it for you (the puzzle then counts as failed). Restart "
        "(Ctrl+R) sets the puzzle up again; Page Up and Page Down go to the previous and "
        "next puzzle; New Game (Ctrl+N) goes to the next one not solved yet. The lists beside "
        "the board choose the collection, the length and the theme.</p>"
        "<p>Puzzles solved, failed and skipped are remembered, with your streak of puzzles "
        "solved at the first try without help. Puzzles ▸ Open Collection opens a puzzle "
        "file, and Import Records as Puzzles makes puzzles of the set-up positions of a "
        "record file.</p>");
}

QString PuzzleMode::documentName() const
{
    if (m_current < 0 || !QFileInfo(m_collections[m_current].key).isAbsolute()) {
        return {};
    }
    return QFileInfo(m_collections[m_current].key).fileName();
}

PuzzleBoard *PuzzleMode::board() const
{
    return m_current < 0 ? nullptr : m_collections[m_current].board;
}

QStringList PuzzleMode::collectionTitles() const
{
    QStringList titles;
    for (const Collection &collection : m_collections) {
        titles << collection.title;
    }
    return titles;
}

void PuzzleMode::chooseCollection(int index)
{
    if (index >= 0 && index < int(m_collections.size()) && index != m_current) {
        leavePuzzle();
        showCollection(index);
    }
}

void PuzzleMode::showCollection(int index)
{
    if (index < 0 || index >= int(m_collections.size())) {
        return;
    }
    m_current = index;
    const Collection &collection = m_collections[index];
    m_boardStack->setCurrentWidget(collection.board->widget());
    host().settings().setGameValue(id(), QStringLiteral("collection"), collection.key);
    m_panel->setCollections(collectionTitles(), index);
    QList<std::pair<QString, QString>> lengths { { QString(), tr("Any length") } };
    for (const puzzles::Goal &goal : puzzles::goalsOf(collection.puzzles)) {
        lengths.push_back({ goalKey(goal), collection.board->lengthText(goal) });
    }
    QList<std::pair<QString, QString>> themes { { QString(), tr("Any theme") } };
    for (const std::string &theme : puzzles::themesOf(collection.puzzles)) {
        themes.push_back({ QString::fromStdString(theme), themeName(theme) });
    }
    m_panel->setFilters(
        lengths, themes, goalKey(m_filter.goal), QString::fromStdString(m_filter.theme));
    m_shown = m_filter.select(collection.puzzles);
    if (m_shown.empty()) {
        // A filter kept from another collection lets nothing through here: show them all.
        m_filter = {};
        m_panel->setFilters(lengths, themes, {}, {});
        m_shown = m_filter.select(collection.puzzles);
    }
    const int remembered
        = host().settings().gameValue(id(), QStringLiteral("at/") + collection.key, 0).toInt();
    const auto at = std::find(m_shown.begin(), m_shown.end(), remembered);
    showPuzzle(at == m_shown.end() ? 0 : int(at - m_shown.begin()));
}

void PuzzleMode::setFilter(const QString &goal, const QString &theme)
{
    leavePuzzle();
    m_filter.goal = puzzles::parseGoal(goal.toStdString());
    m_filter.theme = theme.toStdString();
    host().settings().setGameValue(id(), QStringLiteral("goal"), goal);
    host().settings().setGameValue(id(), QStringLiteral("theme"), theme);
    m_shown = m_filter.select(m_collections[m_current].puzzles);
    showPuzzle(0);
}

const puzzles::Puzzle *PuzzleMode::puzzle() const
{
    return m_attempt ? &m_attempt->puzzle() : nullptr;
}

void PuzzleMode::showPuzzle(int position)
{
    m_replyTimer->stop();
    m_engine->cancel(); // its word on a move of this attempt's would come too late
    m_attempt.reset();
    m_goalText.clear();
    m_position = -1;
    if (position < 0 || position >= int(m_shown.size())) {
        m_panel->setFeedback(tr("No puzzle of this length and theme."), PuzzlePanel::Tone::Neutral);
        refresh();
        return;
    }
    const Collection &collection = m_collections[m_current];
    const int index = m_shown[position];
    m_position = position;
    const puzzles::Puzzle &chosen = collection.puzzles[index];
    m_attempt.emplace(chosen, puzzles::engineJudges(chosen.goal));
    collection.board->setPosition(m_attempt->puzzle().fen);
    // Named while the solver is to move: the goal stays the solver's once the board moves on.
    m_goalText = collection.board->goalText(m_attempt->puzzle().goal);
    host().settings().setGameValue(id(), QStringLiteral("at/") + collection.key, index);
    m_panel->setFeedback({}, PuzzlePanel::Tone::Neutral);
    refresh();
}

void PuzzleMode::leavePuzzle()
{
    if (m_attempt && !m_attempt->isSolved()) {
        m_progress.skipped(m_attempt->puzzle());
        saveProgress();
    }
}

void PuzzleMode::next()
{
    if (m_position + 1 < shownCount()) {
        leavePuzzle();
        showPuzzle(m_position + 1);
    }
}

void PuzzleMode::previous()
{
    if (m_position > 0) {
        leavePuzzle();
        showPuzzle(m_position - 1);
    }
}

void PuzzleMode::newGame()
{
    const Collection &collection = m_collections[m_current];
    for (int step = 1; step <= shownCount(); ++step) {
        const int position = (m_position + step) % shownCount();
        if (m_progress.standing(collection.puzzles[m_shown[position]]) != Standing::Solved) {
            leavePuzzle();
            showPuzzle(position);
            return;
        }
    }
    emit message(tr("Every puzzle shown here is solved."));
}

void PuzzleMode::restart()
{
    if (m_position >= 0) {
        showPuzzle(m_position);
    }
}

void PuzzleMode::hint()
{
    if (!m_attempt) {
        return;
    }
    const int level = m_attempt->askHint();
    if (level == 0) {
        return;
    }
    const std::string move = *m_attempt->nextMove();
    board()->showHint(move, level == 1);
    m_panel->setFeedback(board()->hintText(move, level == 1), PuzzlePanel::Tone::Neutral);
    refresh();
}

void PuzzleMode::showMove()
{
    if (!m_attempt || !m_attempt->nextMove()) {
        return;
    }
    m_progress.failed(m_attempt->puzzle());
    saveProgress();
    const std::string move = *m_attempt->nextMove();
    answer(m_attempt->showMove(), move);
}

void PuzzleMode::onMoveChosen(const std::string &move)
{
    if (!m_attempt || !m_attempt->solverToMove()) {
        return;
    }
    const puzzles::Goal &goal = m_attempt->puzzle().goal;
    if (board()->endsShortOfGoalWhateverIsPlayed(move, goal)) {
        answer(m_attempt->playLastMove(move), move);
        return;
    }
    answer(m_attempt->play(move, board()->reachesGoal(move, goal)), move);
}

void PuzzleMode::answer(PuzzleAttempt::Answer result, const std::string &move)
{
    switch (result) {
    case PuzzleAttempt::Answer::Wrong: refuse(move); break;
    case PuzzleAttempt::Answer::Judging: judge(move); break;
    case PuzzleAttempt::Answer::Right:
    case PuzzleAttempt::Answer::Solved: {
        const QString text = board()->moveText(move);
        board()->play(move);
        accepted(result, text);
        break;
    }
    case PuzzleAttempt::Answer::Lost: {
        const QString text = board()->moveText(move);
        board()->play(move);
        const auto end = board()->gameEnd(m_attempt->puzzle().goal);
        lost(text, end ? end->text : QString());
        refresh();
        break;
    }
    case PuzzleAttempt::Answer::NotNow: break;
    }
}

void PuzzleMode::judge(const std::string &move)
{
    m_judgedText = board()->moveText(move);
    board()->play(move);
    m_panel->setFeedback(tr("%1: thinking…").arg(m_judgedText), PuzzlePanel::Tone::Neutral);
    // The engine's search (up to a second) runs on its thread; its word comes back queued and is
    // dropped if the player has left the attempt meanwhile (showPuzzle cancels it).
    m_engine->run([this, puzzle = m_attempt->puzzle(), played = m_attempt->judging()](quint64) {
        const puzzles::Continuation rest = puzzles::continueLine(puzzle, played);
        return WorkerThread::Answer([this, rest] { onJudged(rest); });
    });
    refresh();
}

void PuzzleMode::onJudged(const puzzles::Continuation &rest)
{
    const std::string move = m_attempt->judging().back();
    const PuzzleAttempt::Answer result = m_attempt->judged(rest);
    if (result == PuzzleAttempt::Answer::Wrong) {
        showPlayed();
        refuse(move);
        return;
    }
    accepted(result, m_judgedText);
}

void PuzzleMode::showPlayed()
{
    board()->setPosition(m_attempt->puzzle().fen);
    for (const std::string &move : m_attempt->played()) {
        board()->play(move);
    }
}

void PuzzleMode::refuse(const std::string &move)
{
    m_progress.failed(m_attempt->puzzle());
    saveProgress();
    board()->showHint({}, false);
    const QString text = board()->moveText(move);
    const puzzles::Goal &goal = m_attempt->puzzle().goal;
    m_panel->setFeedback(goal.kind == puzzles::GoalKind::WinByDiscs
            ? tr("%1 gives discs away: perfect play would no longer win by %n disc(s). Try "
                 "another move.",
                nullptr, goal.length)
                  .arg(text)
            : goal.playedToTheEnd()
            ? tr("%1 would end the game short of the goal. Try another move.").arg(text)
            : tr("%1 is not the solution. Try again.").arg(text),
        PuzzlePanel::Tone::Bad);
    refresh();
}

void PuzzleMode::accepted(PuzzleAttempt::Answer result, const QString &text)
{
    if (result == PuzzleAttempt::Answer::Solved) {
        solved(text);
    } else {
        m_panel->setFeedback(tr("%1: right.").arg(text), PuzzlePanel::Tone::Good);
        m_replyTimer->start(m_replyDelayMs);
    }
    refresh();
}

void PuzzleMode::solved(const QString &lastMove)
{
    // A line the player was shown is not theirs: the puzzle stays failed, and the page says so
    // as its heading does.
    const bool shown = m_attempt->movesShown() > 0;
    if (!shown) {
        m_progress.solved(m_attempt->puzzle(), m_attempt->isClean());
    }
    saveProgress();
    QString text = shown
        ? tr("%1: the goal is reached with the solution shown; the puzzle counts as failed. "
             "Restart to solve it yourself.")
              .arg(lastMove)
        : m_attempt->isClean() ? tr("%1: solved at the first try!").arg(lastMove)
                               : tr("%1: solved.").arg(lastMove);
    if (const auto end = board()->gameEnd(m_attempt->puzzle().goal)) {
        text = tr("%1 %2").arg(end->text, text);
    }
    m_panel->setFeedback(text, shown ? PuzzlePanel::Tone::Neutral : PuzzlePanel::Tone::Good);
}

void PuzzleMode::endAfterReply(const QString &reply)
{
    const auto end = board()->gameEnd(m_attempt->puzzle().goal);
    if (!end) {
        return;
    }
    m_attempt->endAfterReply(end->reachesGoal);
    if (end->reachesGoal) {
        solved(reply);
        return;
    }
    lost(reply, end->text);
}

void PuzzleMode::lost(const QString &lastMove, const QString &ending)
{
    m_progress.failed(m_attempt->puzzle());
    saveProgress();
    m_panel->setFeedback(
        tr("%1 %2 The goal is missed: restart to try again.").arg(lastMove, ending),
        PuzzlePanel::Tone::Bad);
}

void PuzzleMode::playReply()
{
    if (!m_attempt) {
        return;
    }
    const std::optional<std::string> reply = m_attempt->pendingReply();
    if (!reply) {
        return;
    }
    const QString side = board()->sideToMove();
    const QString text = board()->moveText(*reply);
    board()->play(*reply);
    m_attempt->playReply();
    m_panel->setFeedback(
        tr("%1 answers %2. Your move.").arg(side, text), PuzzlePanel::Tone::Neutral);
    endAfterReply(text);
    refresh();
    // A solver without a move passes (Reversi): played for them, and the engine answers again.
    if (const std::optional<std::string> forced = board()->forcedMove();
        forced && m_attempt->solverToMove()) {
        onMoveChosen(*forced);
    }
}

void PuzzleMode::saveProgress()
{
    host().settings().setGameValue(
        id(), QStringLiteral("progress"), QString::fromStdString(m_progress.toText()));
}

void PuzzleMode::refresh()
{
    const bool solverToMove = m_attempt && m_attempt->solverToMove();
    if (PuzzleBoard *shown = board()) {
        shown->setInteractive(solverToMove);
    }
    m_panel->setHeading(headingText());
    m_panel->setGoal(m_goalText);
    m_panel->setDetails(detailsText());
    m_panel->setProgress(progressText());
    m_panel->setCommands(solverToMove, m_attempt && !m_attempt->played().empty(), m_position > 0,
        m_position + 1 < shownCount());
    emit stateChanged();
}

QString PuzzleMode::standingText(Standing standing) const
{
    switch (standing) {
    case Standing::Unseen: return {};
    case Standing::Skipped: return tr("skipped");
    case Standing::Failed: return tr("failed");
    case Standing::Solved: return tr("solved");
    }
    return {};
}

QString PuzzleMode::positionText() const
{
    return tr("Puzzle %1 of %2").arg(m_position + 1).arg(shownCount());
}

QString PuzzleMode::headingText() const
{
    if (!m_attempt) {
        return {};
    }
    const QString heading = positionText();
    const QString standing = standingText(m_progress.standing(m_attempt->puzzle()));
    return standing.isEmpty() ? heading : tr("%1 · %2").arg(heading, standing);
}

QString PuzzleMode::detailsText() const
{
    if (!m_attempt) {
        return {};
    }
    QStringList themes;
    for (const std::string &theme : m_attempt->puzzle().themes) {
        themes << themeName(theme);
    }
    QString text = tr("Difficulty %1").arg(m_attempt->puzzle().difficulty);
    if (!themes.isEmpty()) {
        text = tr("%1 · %2").arg(themes.join(QStringLiteral(", ")), text);
    }
    return text;
}

QString PuzzleMode::progressText() const
{
    if (m_current < 0) {
        return {};
    }
    int counts[4] = {};
    for (const puzzles::Puzzle &each : m_collections[m_current].puzzles) {
        ++counts[static_cast<int>(m_progress.standing(each))];
    }
    const int total = static_cast<int>(m_collections[m_current].puzzles.size());
    return tr("Solved %1 of %2, failed %3, skipped %4.\nStreak %5, best %6.")
        .arg(counts[int(Standing::Solved)])
        .arg(total)
        .arg(counts[int(Standing::Failed)])
        .arg(counts[int(Standing::Skipped)])
        .arg(m_progress.streak())
        .arg(m_progress.bestStreak());
}

QString PuzzleMode::turnText() const
{
    if (!m_attempt) {
        return puzzlesName();
    }
    if (m_attempt->isSolved()) {
        return m_attempt->movesShown() > 0 ? tr("%1: solution shown").arg(positionText())
                                           : tr("%1: solved").arg(positionText());
    }
    return tr("%1: %2").arg(headingText(), m_goalText);
}
