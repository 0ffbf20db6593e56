#include "app/reversi/reversimode.h"

#include "app/appsettings.h"
#include "app/computerstatus.h"
#include "app/linereplay.h"
#include "app/menuchoices.h"
#include "app/movelistpanel.h"
#include "app/movespanel.h"
#include "app/prompter.h"
#include "app/reversi/reversiai.h"
#include "app/reversi/reversilevels.h"
#include "app/reversi/reversiview.h"

#include "reversi/evaluation.h"
#include "reversi/levels.h"
#include "reversi/recordformats.h"

#include <QFile>
#include <QHBoxLayout>

#include <algorithm>
#include <utility>

namespace {

const QString GgfSuffix = QStringLiteral("ggf");
const QString TranscriptSuffix = QStringLiteral("otr");

QString squareName(reversi::Move move)
{
    return QString::fromStdString(reversi::moveName(move));
}

// The moves of a game as Othello players count them: every disc one, a pass none.
int discsPlayed(const std::vector<reversi::Move> &moves)
{
    return static_cast<int>(std::count_if(
        moves.begin(), moves.end(), [](reversi::Move move) { return move != reversi::PassMove; }));
}

} // namespace

ReversiMode::ReversiMode(GameHost &host, QObject *parent)
    : BoardGameMode(host, QStringLiteral("reversi"), { GgfSuffix, TranscriptSuffix }, parent),
      m_ai(new ReversiAi(this))
{
    m_level = std::clamp(setting("level", 4).toInt(), 0, reversi::MaxLevel);
    m_players = static_cast<ReversiPlayers>(std::clamp(setting("players", 0).toInt(), 0, 3));
    buildPage();
    buildMenus();
    showPlayers();
    connect(m_ai, &ReversiAi::moveChosen, this, &ReversiMode::computerMoved);
    connect(m_ai, &ReversiAi::progress, this, &ReversiMode::showProgress);
    connect(m_ai, &ReversiAi::idle, this, &ReversiMode::refresh);
    refresh();
}

ReversiMode::~ReversiMode() = default;

bool ReversiMode::hasGameInProgress() const
{
    return m_game.isModified() && !m_game.position().isGameOver();
}

void ReversiMode::buildPage()
{
    QWidget *page = pageWidget();
    m_view = new ReversiView(page);
    m_panel = new MovesPanel(page);
    m_replay = new LineReplay(*m_panel->moveList(), host().settings(), this);
    m_replay->stopAutoplayOnClicks(m_view);
    connect(m_replay, &LineReplay::shownPlyChanged, this, &ReversiMode::showPosition);
    m_status = new ComputerStatus(page); // the window moves it into its status bar
    setStatusWidget(m_status);
    connect(m_status, &ComputerStatus::moveNowClicked, this, &ReversiMode::moveNow);
    auto *layout = new QHBoxLayout(page);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_panel);
    connect(m_view, &ReversiView::squareClicked, this, &ReversiMode::squareClicked);
    connect(m_view, &ReversiView::discsTurning, this,
        [this] { playSound(SoundPlayer::Sound::Capture); });
    connect(m_view, &ReversiView::animationFinished, this, &ReversiMode::animationFinished);
}

void ReversiMode::buildMenus()
{
    m_levelChoices = addLevelChoices(
        difficultyMenu(), levels(moveTimeMs()), m_level, [this](int level) { setLevel(level); });
    addMoveTimeChoices([this](int ms) { setChoiceTexts(m_levelChoices, levels(ms)); });
    addPlayAsChoices<ReversiPlayers>(playAsMenu(), tr("&Black (you move first)"), tr("&White"),
        m_players, [this](ReversiPlayers players) { setPlayers(players); });
    // A transcript (f5d6c3...), as Othello players paste games to each other; a GGF game pasted
    // is known by its opening bracket.
    addEditMenu([this] { return reversi::writeTranscript(m_game.record()); },
        [this](const std::string &text) {
            const bool ggf = text.find("(;") != std::string::npos;
            openRecord(ggf ? reversi::readGgf(text) : reversi::readTranscript(text), QString());
        });
    buildViewMenu();
}

QList<std::pair<QString, int>> ReversiMode::levels(int moveTimeMs)
{
    return namedLevels(0, ReversiLevels::meanings(moveTimeMs));
}

void ReversiMode::buildViewMenu()
{
    addViewSwitch(tr("Show &Coordinates"), QKeySequence(Qt::Key_C), QStringLiteral("coordinates"),
        true, [this](bool show) { m_view->setShowCoordinates(show); });
    addViewSwitch(tr("Show &Legal Moves"), QKeySequence(Qt::Key_L), QStringLiteral("legalMoves"),
        true, [this](bool show) { m_view->setShowLegalMoves(show); });
    addViewSwitch(tr("&Animate Flips"), QKeySequence(), QStringLiteral("animate"), true,
        [this](bool animated) { setAnimated(animated); });
    addSoundSwitch();
}

bool ReversiMode::openFile(const QString &path)
{
    QString error;
    const std::optional<QByteArray> bytes = readFile(path, &error);
    if (!bytes) {
        host().prompter().failure(
            host().dialogParent(), tr("Open"), tr("Cannot open %1: %2").arg(path, error));
        return false;
    }
    const std::string text = bytes->toStdString();
    const bool ggf = suffixOf(path) == GgfSuffix;
    return openRecord(ggf ? reversi::readGgf(text) : reversi::readTranscript(text), path);
}

bool ReversiMode::openRecord(const reversi::RecordResult &result, const QString &path)
{
    if (!result.game) {
        const QString why = QString::fromStdString(result.error);
        host().prompter().failure(host().dialogParent(), tr("Open"),
            path.isEmpty() ? tr("The clipboard holds no Reversi game: %1").arg(why)
                           : tr("%1 is not a Reversi game: %2").arg(path, why));
        return false;
    }
    if (!confirmAbandon()) {
        return false;
    }
    startGame(*result.game, path);
    return true;
}

bool ReversiMode::saveTo(const QString &path)
{
    QFile file(path);
    const bool ggf = suffixOf(path) == GgfSuffix;
    const std::string text
        = ggf ? reversi::writeGgf(namedRecord()) : reversi::writeTranscript(m_game.record());
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || file.write(QByteArray::fromStdString(text + '\n')) < 0) {
        host().prompter().failure(host().dialogParent(), tr("Save"),
            tr("Cannot write %1: %2").arg(path, file.errorString()));
        return false;
    }
    setPath(path);
    m_game.setSaved();
    emit stateChanged();
    return true;
}

QStringList ReversiMode::saveFilters() const
{
    return { tr("GGF game (*.ggf)"), tr("Transcript, f5d6c3... (*.%1)").arg(TranscriptSuffix) };
}

bool ReversiMode::offerAutosave()
{
    const QString path = host().settings().autosavePath(id());
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return false;
    }
    const reversi::RecordResult result = reversi::readGgf(file.readAll().toStdString());
    file.close();
    QFile::remove(path);
    if (!result.game || result.game->moves().empty()
        || !askToContinue(discsPlayed(result.game->moves()))) {
        return false;
    }
    startGame(*result.game, QString());
    return true;
}

bool ReversiMode::prepareToQuit()
{
    stopComputer();
    const QString path = host().settings().autosavePath(id());
    if (m_game.record().moves().empty() || m_game.position().isGameOver()) {
        QFile::remove(path);
        return true;
    }
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        file.write(QByteArray::fromStdString(reversi::writeGgf(m_game.record())));
    }
    return true;
}

void ReversiMode::newGame()
{
    if (!confirmAbandon()) {
        return;
    }
    startGame(reversi::GameRecord(), QString());
}

void ReversiMode::startGame(const reversi::GameRecord &record, const QString &path)
{
    m_replay->showEnd();
    stopComputer();
    m_hintPending = false;
    m_game.reset(record);
    setPath(path);
    showPlayers(); // a record's own players, when it names them
    m_announcement.clear();
    // A record that opens already ended shows its result in the panel, without the dialog an
    // end in play gets.
    m_endAnnounced = m_game.position().isGameOver();
    refresh();
}

void ReversiMode::setPlayers(ReversiPlayers players)
{
    m_players = players;
    setSetting("players", static_cast<int>(players));
    stopComputer();
    showPlayers();
    refresh();
}

void ReversiMode::setLevel(int level)
{
    m_level = std::clamp(level, 0, reversi::MaxLevel);
    setSetting("level", m_level);
    showPlayers();
}

PlayerNames::Pair ReversiMode::players() const
{
    return PlayerNames::of(PlayAs(m_players), levelNamesOf(reversi::MaxLevel + 1).value(m_level));
}

void ReversiMode::showPlayers()
{
    const reversi::GameRecord named = namedRecord();
    m_panel->setPlayers(
        { QString::fromStdString(named.blackName), QString::fromStdString(named.whiteName) });
}

// A record read with its players' names keeps them, above its moves and in the file saved; one
// that names nobody (a game played here) is named after who plays it here, as Xiangqi's are.
reversi::GameRecord ReversiMode::namedRecord() const
{
    reversi::GameRecord record = m_game.record();
    if (record.blackName.empty() && record.whiteName.empty()) {
        const auto [black, white] = players();
        record.blackName = black.toStdString();
        record.whiteName = white.toStdString();
    }
    return record;
}

void ReversiMode::setAnimated(bool animated)
{
    m_view->setFlipMs(animated ? ReversiView::DefaultFlipMs : 0);
}

// The game's commands act on the game as it stands: its end is shown first.
void ReversiMode::undo()
{
    m_replay->showEnd();
    stopComputer();
    m_game.undo();
    // Against the computer, take back to the player's own turn.
    while (m_game.canUndo() && (computerToMove() || m_game.position().mustPass())) {
        m_game.undo();
    }
    m_announcement.clear();
    m_endAnnounced = false;
    refresh();
}

void ReversiMode::redo()
{
    m_replay->showEnd();
    stopComputer();
    m_game.redo();
    m_announcement.clear();
    // An end reached again by Redo shows its result, without the dialog a second time.
    m_endAnnounced = m_game.position().isGameOver();
    refresh();
}

void ReversiMode::moveNow()
{
    m_ai->moveNow();
}

void ReversiMode::hint()
{
    if (computerToMove() || m_game.position().isGameOver() || m_ai->isThinking()) {
        return;
    }
    m_replay->showEnd();
    m_hintPending = true;
    think(reversi::MaxLevel);
    showPlayCommands();
}

void ReversiMode::think(int level)
{
    m_ai->think(m_game.position(), level, moveTimeMs(), searchThreads(level));
}

int ReversiMode::searchThreads(int level) const
{
    return level < reversi::MaxLevel ? 1 : fullStrengthThreads();
}

QString ReversiMode::evaluationText(int score, bool exact)
{
    if (exact) {
        const int discs = std::abs(score) / reversi::DiscScale;
        return score > 0 ? tr("wins by %n disc(s)", "", discs)
            : score < 0  ? tr("loses by %n disc(s)", "", discs)
                         : tr("draws");
    }
    const QString value = QString::number(score / double(reversi::DiscScale), 'f', 1);
    return tr("%1 discs").arg(score >= 0 ? u'+' + value : value);
}

void ReversiMode::showProgress(int score, int depth, bool exact, bool fromBook)
{
    if (m_hintPending) {
        return; // a hint speaks for the player, in the status bar's messages
    }
    m_status->setEvaluation(exact ? sideEvaluation(score, true)
            : fromBook            ? tr("%1, from the book").arg(sideEvaluation(score, false))
                       : tr("%1, depth %2").arg(sideEvaluation(score, false)).arg(depth));
    showThinking(m_ai->isThinking());
}

QString ReversiMode::sideEvaluation(int score, bool exact) const
{
    const QString side
        = m_game.position().sideToMove() == reversi::Color::Black ? tr("Black") : tr("White");
    return ComputerStatus::sideEvaluation(side, evaluationText(score, exact));
}

void ReversiMode::squareClicked(int square)
{
    if (m_replay->isLookingBack()) {
        playFromShown(square);
        return;
    }
    // The position is the game's even while discs still turn: a click is judged on it.
    if (!computerToMove() && !m_ai->isThinking() && !playMove(square)) {
        explainRefusal(m_game.position(), square);
    }
}

void ReversiMode::playFromShown(reversi::Move move)
{
    const std::size_t ply = std::size_t(m_replay->shownPly());
    const reversi::Board shown = m_game.record().positionAt(ply);
    if (m_game.record().moves()[ply] == move) {
        m_replay->showPly(int(ply) + 1); // the recorded move: the line goes on, as in Xiangqi
    } else if (isComputer(shown.sideToMove())) {
        emit message(LineReplay::refusal());
    } else if (!m_game.playFrom(ply, move)) {
        explainRefusal(shown, move);
    } else {
        stopComputer();
        m_hintPending = false;
        m_announcement.clear();
        m_endAnnounced = false;
        m_replay->showEnd();
        playSound(SoundPlayer::Sound::Move);
        refresh();
        if (m_game.redoLine().leftALine()) {
            emit message(LineReplay::newLineText(int(ply), int(m_game.redoLine().movesLeft())));
        }
    }
}

void ReversiMode::explainRefusal(const reversi::Board &board, reversi::Move move)
{
    const bool taken = ~board.empty() & reversi::squareBit(move);
    emit message(taken ? tr("%1 is taken.").arg(squareName(move))
                       : tr("A disc on %1 would turn no disc over.").arg(squareName(move)));
}

bool ReversiMode::playMove(reversi::Move move)
{
    if (!m_game.play(move)) {
        return false;
    }
    playSound(SoundPlayer::Sound::Move);
    m_announcement.clear();
    refresh();
    return true;
}

void ReversiMode::computerMoved(int move, int score, bool exact)
{
    if (m_hintPending) {
        m_hintPending = false;
        m_view->setHint(move);
        emit message(ComputerStatus::hintText(squareName(move), sideEvaluation(score, exact)));
        showPlayCommands();
        return;
    }
    if (!computerToMove()) {
        return;
    }
    if (m_view->isAnimating()) {
        m_waitingReply = move; // played once the player has seen their own move turn
        return;
    }
    playMove(move);
}

void ReversiMode::animationFinished()
{
    const std::optional<reversi::Move> reply = std::exchange(m_waitingReply, std::nullopt);
    if (!reply || !computerToMove() || !playMove(*reply)) {
        refresh(); // the end of the game may have waited for the discs
    }
}

void ReversiMode::stopComputer()
{
    m_ai->cancel();
    m_waitingReply.reset();
    m_status->setEvaluation({});
}

bool ReversiMode::computerToMove() const
{
    return isComputer(m_game.position().sideToMove());
}

bool ReversiMode::isComputer(reversi::Color side) const
{
    const bool black = side == reversi::Color::Black;
    switch (m_players) {
    case ReversiPlayers::HumanBlack: return !black;
    case ReversiPlayers::HumanWhite: return black;
    case ReversiPlayers::TwoPlayers: return false;
    case ReversiPlayers::ComputerVsComputer: return true;
    }
    return false;
}

void ReversiMode::showPosition()
{
    const reversi::GameRecord &record = m_game.record();
    const auto moveBefore = [&record](int ply) {
        return ply > 0 ? record.moves()[std::size_t(ply - 1)] : reversi::NoMove;
    };
    const auto show = [&](int ply) {
        m_view->setPosition(record.positionAt(std::size_t(ply)), moveBefore(ply));
    };
    const int ply = m_replay->shownPly();
    // A pass comes after the disc before it, which keeps its mark (and turns its discs over).
    if (moveBefore(ply) == reversi::PassMove) {
        show(ply - 1);
    }
    show(ply);
    m_view->setPersonToMove(!computerToMove() && !m_replay->isLookingBack());
    m_panel->setSummary(panelText());
}

void ReversiMode::refresh()
{
    playForcedPass();
    QStringList moves;
    for (const reversi::Move move : m_game.record().moves()) {
        moves << (move == reversi::PassMove ? tr("pass") : squareName(move));
    }
    m_replay->setMoves(moves, m_game.record().start().sideToMove() == reversi::Color::White);
    showPosition();
    emit stateChanged();
    const reversi::Board &board = m_game.position();
    if (board.isGameOver()) {
        announceEnd();
        showThinking(false);
        return;
    }
    if (computerToMove() && !m_ai->isThinking() && !m_waitingReply) {
        m_status->setEvaluation({});
        think(m_level);
    }
    showThinking(m_ai->isThinking());
}

void ReversiMode::showThinking(bool thinking)
{
    // The last evaluation stays in view after the move, until the next search or a new position.
    m_status->setThinking(thinking);
    showPlayCommands();
}

void ReversiMode::showPlayCommands()
{
    playCommands().show({ .canUndo = m_game.canUndo(),
        .canRedo = m_game.canRedo(),
        .personToMove = !computerToMove() && !m_game.position().isGameOver(),
        .thinking = m_ai->isThinking() });
}

// A side without a move passes at once; the pass is announced.
void ReversiMode::playForcedPass()
{
    if (!m_game.position().mustPass()) {
        return;
    }
    const bool black = m_game.position().sideToMove() == reversi::Color::Black;
    m_game.play(reversi::PassMove);
    m_announcement
        = black ? tr("Black has no move and passes.") : tr("White has no move and passes.");
    emit message(m_announcement);
    playSound(SoundPlayer::Sound::Check);
}

// The result waits for the last discs to turn, so the player sees the final board first.
void ReversiMode::announceEnd()
{
    if (m_endAnnounced || m_game.record().moves().empty() || m_view->isAnimating()) {
        return;
    }
    m_endAnnounced = true;
    const reversi::Board &board = m_game.position();
    announceResult(turnText(),
        tr("Black %1 discs, White %2 discs.")
            .arg(reversi::popCount(board.discs(reversi::Color::Black)))
            .arg(reversi::popCount(board.discs(reversi::Color::White))),
        screenArea(*m_view)); // the final position is the result
}

QString ReversiMode::turnText() const
{
    const reversi::Board &board = m_game.position();
    const int black = reversi::popCount(board.discs(reversi::Color::Black));
    const int white = reversi::popCount(board.discs(reversi::Color::White));
    if (board.isGameOver()) {
        return black > white ? tr("Black wins %1–%2").arg(black).arg(white)
            : white > black  ? tr("White wins %1–%2").arg(white).arg(black)
                             : tr("Draw %1–%2").arg(black).arg(white);
    }
    return board.sideToMove() == reversi::Color::Black ? tr("Black to move") : tr("White to move");
}

QString ReversiMode::panelText() const
{
    // The discs of the position on the board, an earlier one while the player looks back.
    const reversi::Board board = m_game.record().positionAt(std::size_t(m_replay->shownPly()));
    const QString where = m_replay->isLookingBack() ? m_replay->lookingBackText() : turnText();
    QString text = tr("Black: %1\nWhite: %2\n\n%3")
                       .arg(reversi::popCount(board.discs(reversi::Color::Black)))
                       .arg(reversi::popCount(board.discs(reversi::Color::White)))
                       .arg(where);
    if (!m_announcement.isEmpty()) {
        text += u'\n' + m_announcement;
    }
    return text;
}
