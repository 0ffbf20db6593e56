#include "app/reversi/reversimode.h"

#include "app/appsettings.h"
#include "app/prompter.h"
#include "app/reversi/reversiai.h"
#include "app/reversi/reversiview.h"

#include "reversi/levels.h"
#include "reversi/recordformats.h"

#include <QActionGroup>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>

namespace {

constexpr int ComputerMovetimeMs = 1000;
const QString GgfSuffix = QStringLiteral("ggf");
const QString TranscriptSuffix = QStringLiteral("otr");

QString squareName(reversi::Move move)
{
    return QString::fromStdString(reversi::moveName(move));
}

} // namespace

ReversiMode::ReversiMode(GameHost &host, QObject *parent)
    : GameMode(host, parent), m_ai(new ReversiAi(this))
{
    AppSettings &settings = host.settings();
    m_level = std::clamp(settings.gameValue(id(), "level", 4).toInt(), 0, reversi::MaxLevel);
    m_players = static_cast<ReversiPlayers>(
        std::clamp(settings.gameValue(id(), "players", 0).toInt(), 0, 3));
    buildPage();
    buildMenus();
    connect(m_ai, &ReversiAi::moveChosen, this, &ReversiMode::computerMoved);
    connect(m_ai, &ReversiAi::idle, this, &ReversiMode::refresh);
    refresh();
}

ReversiMode::~ReversiMode() = default;

QWidget *ReversiMode::statusWidget()
{
    return m_thinking;
}

QString ReversiMode::displayName() const
{
    return tr("Reversi (黑白棋)");
}

void ReversiMode::buildPage()
{
    m_page = new QWidget;
    m_view = new ReversiView(m_page);
    m_panel = new QLabel(m_page);
    m_panel->setMinimumWidth(180);
    m_panel->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_panel->setWordWrap(true);
    m_thinking = new QLabel(m_page); // the window moves it into its status bar
    auto *layout = new QHBoxLayout(m_page);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_panel);
    connect(m_view, &ReversiView::squareClicked, this, &ReversiMode::squareClicked);
}

void ReversiMode::buildMenus()
{
    auto *game = new QMenu(tr("&Game"));
    game->addAction(tr("Save &As..."), QKeySequence::SaveAs, this, &ReversiMode::saveAs);
    game->addSeparator();
    game->addAction(tr("&Undo"), QKeySequence::Undo, this, &ReversiMode::undo);
    game->addAction(tr("&Redo"), QKeySequence::Redo, this, &ReversiMode::redo);
    game->addAction(tr("&Hint"), QKeySequence(Qt::Key_H), this, &ReversiMode::hint);
    game->addAction(tr("Move &Now"), QKeySequence(Qt::Key_Space), m_ai, &ReversiAi::moveNow);
    m_menus = { game, buildPlayMenu() };
}

QMenu *ReversiMode::buildPlayMenu()
{
    auto *play = new QMenu(tr("&Play"));
    auto *players = new QActionGroup(play);
    const QList<std::pair<QString, ReversiPlayers>> choices = {
        { tr("Play as &Black"), ReversiPlayers::HumanBlack },
        { tr("Play as &White"), ReversiPlayers::HumanWhite },
        { tr("&Two Players"), ReversiPlayers::TwoPlayers },
        { tr("&Computer vs Computer"), ReversiPlayers::ComputerVsComputer },
    };
    for (const auto &[text, choice] : choices) {
        QAction *action = play->addAction(text, this, [this, choice] { setPlayers(choice); });
        action->setCheckable(true);
        action->setChecked(choice == m_players);
        players->addAction(action);
    }
    QMenu *levels = play->addMenu(tr("&Level"));
    auto *levelGroup = new QActionGroup(levels);
    for (int level = 0; level <= reversi::MaxLevel; ++level) {
        const QString text = level == 0  ? tr("%1 (beginner)").arg(level)
            : level == reversi::MaxLevel ? tr("%1 (full strength)").arg(level)
                                         : QString::number(level);
        QAction *action = levels->addAction(text, this, [this, level] { setLevel(level); });
        action->setCheckable(true);
        action->setChecked(level == m_level);
        levelGroup->addAction(action);
    }
    QAction *legal = play->addAction(tr("Show &Legal Moves"));
    legal->setCheckable(true);
    legal->setChecked(m_view->showLegalMoves());
    connect(legal, &QAction::toggled, m_view, &ReversiView::setShowLegalMoves);
    return play;
}

bool ReversiMode::opensFile(const QString &path) const
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == GgfSuffix || suffix == TranscriptSuffix;
}

bool ReversiMode::openFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        host().prompter().failure(host().dialogParent(), tr("Open"),
            tr("Cannot open %1: %2").arg(path, file.errorString()));
        return false;
    }
    const std::string text = file.readAll().toStdString();
    const bool ggf = QFileInfo(path).suffix().toLower() == GgfSuffix;
    const reversi::RecordResult result
        = ggf ? reversi::readGgf(text) : reversi::readTranscript(text);
    if (!result.game) {
        host().prompter().failure(host().dialogParent(), tr("Open"),
            tr("%1 is not a Reversi game: %2").arg(path, QString::fromStdString(result.error)));
        return false;
    }
    startGame(*result.game, path);
    return true;
}

bool ReversiMode::saveTo(const QString &path)
{
    QFile file(path);
    const bool ggf = QFileInfo(path).suffix().toLower() == GgfSuffix;
    const std::string text
        = ggf ? reversi::writeGgf(m_game.record()) : reversi::writeTranscript(m_game.record());
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || file.write(QByteArray::fromStdString(text + '\n')) < 0) {
        host().prompter().failure(host().dialogParent(), tr("Save"),
            tr("Cannot write %1: %2").arg(path, file.errorString()));
        return false;
    }
    m_path = path;
    m_game.setSaved();
    emit stateChanged();
    return true;
}

void ReversiMode::saveAs()
{
    const QStringList filters
        = { tr("GGF game (*.ggf)"), tr("Transcript, f5d6c3... (*.%1)").arg(TranscriptSuffix) };
    const auto choice = host().prompter().chooseSaveFile(host().dialogParent(), tr("Save As"),
        m_path.isEmpty() ? QStringLiteral("reversi.ggf") : m_path, filters, 0);
    if (choice) {
        saveTo(choice->path);
    }
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
        || !host().prompter().confirm(
            host().dialogParent(), displayName(), tr("Continue the Reversi game you left?"))) {
        return false;
    }
    startGame(*result.game, QString());
    return true;
}

bool ReversiMode::prepareToQuit()
{
    m_ai->cancel();
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
    if (m_game.isModified() && !m_game.position().isGameOver()
        && !host().prompter().confirm(
            host().dialogParent(), displayName(), tr("Abandon the game in progress?"))) {
        return;
    }
    startGame(reversi::GameRecord(), QString());
}

void ReversiMode::startGame(const reversi::GameRecord &record, const QString &path)
{
    m_ai->cancel();
    m_hintPending = false;
    m_game.reset(record);
    m_path = path;
    m_announcement.clear();
    m_endAnnounced = false;
    refresh();
}

void ReversiMode::setPlayers(ReversiPlayers players)
{
    m_players = players;
    host().settings().setGameValue(id(), "players", static_cast<int>(players));
    m_ai->cancel();
    refresh();
}

void ReversiMode::setLevel(int level)
{
    m_level = std::clamp(level, 0, reversi::MaxLevel);
    host().settings().setGameValue(id(), "level", m_level);
}

void ReversiMode::undo()
{
    m_ai->cancel();
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
    m_ai->cancel();
    m_game.redo();
    m_announcement.clear();
    refresh();
}

void ReversiMode::hint()
{
    if (computerToMove() || m_game.position().isGameOver() || m_ai->isThinking()) {
        return;
    }
    m_hintPending = true;
    m_ai->think(m_game.position(), reversi::MaxLevel, ComputerMovetimeMs);
}

void ReversiMode::squareClicked(int square)
{
    if (computerToMove() || m_ai->isThinking() || !m_game.play(square)) {
        return;
    }
    m_announcement.clear();
    refresh();
}

void ReversiMode::computerMoved(int move, int score)
{
    if (m_hintPending) {
        m_hintPending = false;
        emit message(tr("Hint: %1 (%2 discs)").arg(squareName(move)).arg(score / 100.0, 0, 'f', 1));
        return;
    }
    if (!computerToMove() || !m_game.play(move)) {
        return;
    }
    m_announcement.clear();
    refresh();
}

bool ReversiMode::computerToMove() const
{
    const bool black = m_game.position().sideToMove() == reversi::Color::Black;
    switch (m_players) {
    case ReversiPlayers::HumanBlack: return !black;
    case ReversiPlayers::HumanWhite: return black;
    case ReversiPlayers::TwoPlayers: return false;
    case ReversiPlayers::ComputerVsComputer: return true;
    }
    return false;
}

void ReversiMode::refresh()
{
    // A side without a move passes at once; the pass is announced.
    if (m_game.position().mustPass()) {
        const bool black = m_game.position().sideToMove() == reversi::Color::Black;
        m_game.play(reversi::PassMove);
        m_announcement
            = black ? tr("Black has no move and passes.") : tr("White has no move and passes.");
        emit message(m_announcement);
    }
    m_view->setPosition(m_game.position(), m_game.lastMove());
    m_panel->setText(panelText());
    emit stateChanged();
    const reversi::Board &board = m_game.position();
    if (board.isGameOver()) {
        if (!m_endAnnounced && !m_game.record().moves().empty()) {
            m_endAnnounced = true;
            host().prompter().gameOver(host().dialogParent(), displayName(), turnText());
        }
        m_thinking->clear();
        return;
    }
    if (computerToMove() && !m_ai->isThinking()) {
        m_ai->think(board, m_level, ComputerMovetimeMs);
    }
    m_thinking->setText(m_ai->isThinking() ? tr("Thinking...") : QString());
}

QString ReversiMode::turnText() const
{
    const reversi::Board &board = m_game.position();
    const int black = reversi::popCount(board.discs(reversi::Color::Black));
    const int white = reversi::popCount(board.discs(reversi::Color::White));
    if (board.isGameOver()) {
        return black > white ? tr("Black wins %1-%2").arg(black).arg(white)
            : white > black  ? tr("White wins %1-%2").arg(white).arg(black)
                             : tr("Draw %1-%2").arg(black).arg(white);
    }
    return board.sideToMove() == reversi::Color::Black ? tr("Black to move") : tr("White to move");
}

QString ReversiMode::panelText() const
{
    const reversi::Board &board = m_game.position();
    QString text = tr("Black: %1\nWhite: %2\n\n%3")
                       .arg(reversi::popCount(board.discs(reversi::Color::Black)))
                       .arg(reversi::popCount(board.discs(reversi::Color::White)))
                       .arg(turnText());
    if (!m_announcement.isEmpty()) {
        text += u'\n' + m_announcement;
    }
    return text;
}
