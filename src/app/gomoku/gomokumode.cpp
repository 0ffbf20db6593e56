#include "app/gomoku/gomokumode.h"

#include "app/appsettings.h"
#include "app/computerstatus.h"
#include "app/gomoku/gomokuboardview.h"
#include "app/gomoku/gomokulevels.h"
#include "app/linereplay.h"
#include "app/menuchoices.h"
#include "app/movelistpanel.h"
#include "app/movespanel.h"
#include "app/prompter.h"
#include "app/redoline.h"

#include "gomoku/levels.h"

#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>

using namespace gomoku;

namespace {
const QString GameId = QStringLiteral("gomoku");
const QString PsqSuffix = QStringLiteral("psq");
// Move lists take an extension of their own: Xiangqi reads .txt files.
const QString MoveListSuffix = QStringLiteral("gomoku");
// The boards Options ▸ Board Size offers.
constexpr int BoardSizes[] = { 15, 20 };

bool isPsq(const QString &path)
{
    return QFileInfo(path).suffix().toLower() == PsqSuffix;
}

} // namespace

GomokuMode::GomokuMode(GameHost &host, QObject *parent)
    : BoardGameMode(host, GameId, { PsqSuffix, MoveListSuffix }, parent),
      m_game(new GomokuGame(this)), m_board(new GomokuBoardView(*m_game, pageWidget())),
      m_panel(new MovesPanel(pageWidget())),
      m_replay(new LineReplay(*m_panel->moveList(), host.settings(), this)),
      m_status(new ComputerStatus(pageWidget()))
{
    setStatusWidget(m_status);
    auto *layout = new QHBoxLayout(pageWidget());
    layout->addWidget(m_board, 1);
    layout->addWidget(m_panel);
    m_replay->stopAutoplayOnClicks(m_board);
    connect(m_replay, &LineReplay::shownPlyChanged, this, &GomokuMode::showShownPly);
    m_game->setComputerMs(moveTimeMs());
    m_game->setSearchThreads(fullStrengthThreads());
    m_game->setLevel(setting("level", LevelCount - 2).toInt());
    m_game->setPlayers(GomokuPlayers(setting("players", 0).toInt()));
    m_game->newGame(savedSize(), savedRule());
    buildGameMenu();
    // A move list, as players paste games to each other.
    addEditMenu([this] { return writeMoveList(m_game->record()); },
        [this](const std::string &text) { paste(text); });
    buildChoiceMenus();
    buildViewMenu();
    connect(m_board, &GomokuBoardView::pointClicked, this, &GomokuMode::pointClicked);
    connect(m_game, &GomokuGame::changed, this, &GomokuMode::onChanged);
    connect(m_game, &GomokuGame::gameOver, this, &GomokuMode::onGameOver);
    connect(m_game, &GomokuGame::moveRefused, this, &GomokuMode::message);
    connect(m_game, &GomokuGame::hintReady, this, [this](Point p, const GomokuThought &thought) {
        m_board->setHint(p);
        // In words too, as the other games give theirs.
        emit message(ComputerStatus::hintText(
            QString::fromStdString(pointName(p, m_game->board().size())), evaluationText(thought)));
    });
    connect(m_game, &GomokuGame::computerThought, this,
        [this](const GomokuThought &thought) { m_status->setEvaluation(evaluationText(thought)); });
    connect(m_game, &GomokuGame::thinkingChanged, this, [this](bool thinking) {
        if (thinking && !m_game->isHinting()) {
            m_status->setEvaluation({}); // the last one was for another position
        }
        refreshActions();
        emit stateChanged();
    });
    connect(
        m_game, &GomokuGame::stonePlaced, this, [this] { playSound(SoundPlayer::Sound::Move); });
    connect(m_status, &ComputerStatus::moveNowClicked, this, &GomokuMode::moveNow);
    // The computer may have begun before the connections: the actions follow the game as it is.
    // Nothing is autosaved yet: the file still holds the game kept from the last run.
    refreshActions();
    showPlayers();
    showPanel();
}

GomokuMode::~GomokuMode()
{
    // The page and its widgets may be gone already (the window deletes them first): the mode no
    // longer follows the game it stops.
    disconnect(m_game, nullptr, this, nullptr);
    m_game->stopThinking();
}

QString GomokuMode::displayName() const
{
    return tr("Gomoku 五子棋");
}

QString GomokuMode::gameName() const
{
    return tr("Gomoku");
}

QString GomokuMode::aboutText() const
{
    return tr(
        "<b>Gomoku</b> (五子棋): free-style, standard or renju, on 15x15 or 20x20, against "
        "an AI with an evaluation learned from its own games and a search that knows threats: "
        "forced wins by fours (VCF) and by threes and fours (VCT), at six levels. It also "
        "runs on its own as <i>gomoku-engine</i> (Gomocup protocol).");
}

bool GomokuMode::hasGameInProgress() const
{
    return m_game->board().stoneCount() > 0 && !m_game->outcome().over;
}

void GomokuMode::buildGameMenu()
{
    // What Xiangqi's rules leave no choice in: the rule and the board, each a new game.
    gameMenu()->addSeparator();
    m_ruleChoices = addChoices<Rule>(gameMenu()->addMenu(tr("Ru&les")), ruleChoices(),
        m_game->rule(), [this](Rule rule) { setRule(rule); });
    m_sizeChoices = addChoices<int>(gameMenu()->addMenu(tr("Board Si&ze")),
        { { tr("15 x 15"), 15 }, { tr("20 x 20"), 20 } }, m_game->board().size(),
        [this](int size) { setBoardSize(size); });
}

void GomokuMode::buildChoiceMenus()
{
    m_levelChoices = addLevelChoices(difficultyMenu(), levels(moveTimeMs()), m_game->level(),
        [this](int level) { setLevel(level); });
    addMoveTimeChoices([this](int ms) {
        m_game->setComputerMs(ms);
        setChoiceTexts(m_levelChoices, levels(ms));
    });
    addPlayAsChoices<GomokuPlayers>(playAsMenu(), tr("&Black (you move first)"), tr("&White"),
        m_game->players(), [this](GomokuPlayers players) { setPlayers(players); });
}

QList<std::pair<QString, int>> GomokuMode::levels(int moveTimeMs)
{
    return namedLevels(1, GomokuLevels::meanings(moveTimeMs));
}

void GomokuMode::buildViewMenu()
{
    addViewSwitch(tr("Show &Coordinates"), QKeySequence(Qt::Key_C), QStringLiteral("coordinates"),
        true, [this](bool show) { m_board->setShowCoordinates(show); });
    addViewSwitch(tr("Show Move &Numbers"), QKeySequence(), QStringLiteral("numbers"), false,
        [this](bool show) { m_board->setShowNumbers(show); });
    addSoundSwitch();
}

void GomokuMode::setPlayers(GomokuPlayers players)
{
    setSetting("players", int(players));
    m_game->setPlayers(players);
    showPlayers();
}

void GomokuMode::setLevel(int level)
{
    setSetting("level", level);
    m_game->setLevel(level);
    showPlayers();
}

void GomokuMode::showPlayers()
{
    // Levels count from 1.
    m_panel->setPlayers(PlayerNames::of(
        PlayAs(m_game->players()), levelNamesOf(LevelCount).value(m_game->level() - 1)));
}

void GomokuMode::setActive(bool active)
{
    BoardGameMode::setActive(active);
    if (active) {
        m_game->setSearchThreads(fullStrengthThreads());
    }
}

// A rule or size the player declines to abandon the game for is neither saved nor ticked.
void GomokuMode::setRule(Rule rule)
{
    if (startNewGame(savedSize(), rule)) {
        setSetting("rule", int(rule));
    }
    showGameChoices();
}

void GomokuMode::setBoardSize(int size)
{
    if (startNewGame(size, savedRule())) {
        setSetting("size", size);
    }
    showGameChoices();
}

void GomokuMode::newGame()
{
    startNewGame(savedSize(), savedRule());
}

bool GomokuMode::startNewGame(int size, Rule rule)
{
    if (!confirmAbandon()) {
        return false;
    }
    m_replay->showEnd();
    m_status->setEvaluation({});
    setPath({});
    m_savedMoves.clear();
    m_board->setHint(std::nullopt);
    m_game->newGame(size, rule);
    return true;
}

QString GomokuMode::countedMoves(int moves) const
{
    return tr("%n move(s)", "every stone counts one", moves);
}

QString GomokuMode::rulesText() const
{
    return tr("<h2>Gomoku (五子棋)</h2>"
              "<p>Black and White take turns placing a stone on an empty point; Black begins. "
              "Five stones of one colour in a row, across, down or diagonally, win.</p>"
              "<p><b>Free-style</b>: five or more in a row wins.<br>"
              "<b>Standard</b>: only exactly five wins; six or more does not.<br>"
              "<b>Renju</b>: White wins with five or more; Black only with exactly five, and "
              "Black may not play a double-three, a double-four or an overline (six or more). "
              "A five comes first: a move that makes five is never forbidden. A three counts only "
              "if it can become an open four by a move that is itself allowed. Black's forbidden "
              "points are marked with a red cross.</p>"
              "<p>A full board is a draw.</p>");
}

QList<std::pair<QString, Rule>> GomokuMode::ruleChoices()
{
    return { { tr("Free-style (five or more)"), Rule::FreeStyle },
        { tr("Standard (exactly five)"), Rule::Standard },
        { tr("Renju (black's forbidden moves)"), Rule::Renju } };
}

RecordResult GomokuMode::readRecord(std::string_view text, bool psq) const
{
    if (psq) {
        return readPsq(text); // its header names the size
    }
    // A move list names points only: the board in use if they fit on it, else the first that
    // holds them.
    RecordResult record = readMoveList(text, m_game->board().size());
    for (const int size : BoardSizes) {
        if (!record.ok()) {
            record = readMoveList(text, size);
        }
    }
    return record;
}

std::optional<Rule> GomokuMode::askRule(const QString &name) const
{
    const QList<std::pair<QString, Rule>> rules = ruleChoices();
    QStringList names;
    int current = 0;
    for (const auto &[ruleName, rule] : rules) {
        if (rule == m_game->rule()) {
            current = static_cast<int>(names.size());
        }
        names << ruleName;
    }
    // Neither a Piskvork file nor a move list says which rule its game was played under.
    const auto chosen = host().prompter().chooseItem(host().dialogParent(), tr("Open"),
        tr("Under which rule was %1 played?").arg(name), names, current);
    if (!chosen || *chosen < 0 || *chosen >= rules.size()) {
        return std::nullopt;
    }
    return rules[*chosen].second;
}

bool GomokuMode::openFile(const QString &path)
{
    const auto bytes = readFile(path);
    const RecordResult record = bytes
        ? readRecord(std::string_view(bytes->constData(), std::size_t(bytes->size())), isPsq(path))
        : RecordResult { std::nullopt, tr("the file cannot be read").toStdString() };
    return openRecord(record, QFileInfo(path).fileName(), path);
}

void GomokuMode::paste(const std::string &text)
{
    // Pasted text has no extension to tell its kind: a Piskvork game is known by its header.
    RecordResult record = readPsq(text);
    if (!record.ok()) {
        record = readRecord(text, false);
    }
    openRecord(record, tr("the pasted game"), QString());
}

bool GomokuMode::openRecord(const RecordResult &record, const QString &name, const QString &path)
{
    const std::optional<Rule> rule = record.ok() ? askRule(name) : std::nullopt;
    if (record.ok() && !rule) {
        return false; // the player cancelled: the game shown stays
    }
    if (record.ok() && !confirmAbandon()) {
        return false;
    }
    if (!record.ok() || !m_game->load(*record.game, *rule)) {
        const QString why = QString::fromStdString(record.error);
        host().prompter().failure(host().dialogParent(), tr("Open"),
            path.isEmpty() ? tr("The clipboard holds no Gomoku game: %1").arg(why)
                           : tr("%1 is not a Gomoku game: %2").arg(name, why));
        return false;
    }
    m_replay->showEnd();
    m_status->setEvaluation({});
    // A pasted game has no file: Save must not write it over the file of the game it replaced.
    setPath(path);
    m_savedMoves = path.isEmpty() ? std::vector<Point>() : record.game->moves;
    m_board->setHint(std::nullopt);
    onChanged();
    return true;
}

bool GomokuMode::saveTo(const QString &path)
{
    GameRecord record = m_game->record();
    const std::string text = isPsq(path) ? writePsq(record) : writeMoveList(record);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(text.data(), qint64(text.size())) != qint64(text.size())) {
        host().prompter().failure(host().dialogParent(), tr("Save"),
            tr("%1 cannot be written.").arg(QFileInfo(path).fileName()));
        return false;
    }
    setPath(path);
    m_savedMoves = record.moves;
    emit stateChanged();
    return true;
}

QStringList GomokuMode::saveFilters() const
{
    return { tr("Piskvork game (*.psq)"), tr("Move list (*.gomoku)") };
}

// The game's commands act on the game as it stands: its end is shown first.
void GomokuMode::undo()
{
    m_replay->showEnd();
    m_status->setEvaluation({});
    m_game->undo();
}

void GomokuMode::redo()
{
    m_replay->showEnd();
    m_status->setEvaluation({});
    m_game->redo();
}

void GomokuMode::hint()
{
    m_replay->showEnd();
    m_game->hint();
}

void GomokuMode::pointClicked(Point point)
{
    if (!m_replay->isLookingBack()) {
        m_game->play(point);
        return;
    }
    const int ply = m_replay->shownPly();
    if (m_game->record().moves[std::size_t(ply)] == point) {
        m_replay->showPly(ply + 1); // the recorded move: the line goes on, as in Xiangqi
    } else if (m_game->isComputer(GomokuGame::sideToMoveAt(ply))) {
        emit message(LineReplay::refusal());
    } else if (m_game->playFrom(ply, point)) {
        m_replay->showEnd();
        m_status->setEvaluation({});
        const RedoLine &line = m_game->redoLine();
        if (line.leftALine()) {
            emit message(LineReplay::newLineText(ply, int(line.movesLeft())));
        }
    }
}

void GomokuMode::showShownPly(int ply)
{
    m_board->setShownStones(
        m_replay->isLookingBack() ? std::optional<int>(ply) : std::optional<int>());
    showSummary();
}

void GomokuMode::moveNow()
{
    m_game->moveNow();
}

bool GomokuMode::offerAutosave()
{
    const auto kept = readAutosave();
    m_autosaveOwned = true; // offered once: from now on the file follows the game shown
    // Gomoku players count every stone a move.
    if (kept && askToContinue(int(kept->first.moves.size()))
        && m_game->load(kept->first, kept->second)) {
        return true; // written back as the game shown by onChanged()
    }
    writeAutosave();
    return false;
}

std::optional<std::pair<GameRecord, Rule>> GomokuMode::readAutosave() const
{
    const auto bytes = readFile(autosavePath());
    if (!bytes) {
        return std::nullopt;
    }
    const QList<QByteArray> lines = bytes->split('\n');
    const auto rule = parseRule(lines.value(0).toStdString());
    const auto record = readMoveList(lines.value(2).toStdString(), lines.value(1).toInt());
    if (!rule || !record.ok() || record.game->moves.empty()) {
        return std::nullopt;
    }
    return std::pair { *record.game, *rule };
}

bool GomokuMode::prepareToQuit()
{
    m_game->stopThinking();
    autosave();
    return true;
}

bool GomokuMode::isModified() const
{
    return m_game->record().moves != m_savedMoves;
}

QString GomokuMode::turnText() const
{
    if (m_game->outcome().over) {
        return outcomeText();
    }
    const bool black = m_game->board().sideToMove() == Stone::Black;
    if (m_game->isThinking()) {
        return black ? tr("Black (computer) is thinking...")
                     : tr("White (computer) is thinking...");
    }
    return black ? tr("Black to move") : tr("White to move");
}

QString GomokuMode::evaluationText(const GomokuThought &thought)
{
    const QString side = thought.side == Stone::Black ? tr("Black") : tr("White");
    const int plies = WinScore - std::abs(thought.score);
    // The winner's own moves to the five: the side searched moves first.
    const int winnerMoves = thought.score > 0 ? (plies + 1) / 2 : std::max(1, plies / 2);
    if (thought.how == QLatin1String("opening")) {
        return {}; // the centre: nothing searched
    }
    QString value;
    if (thought.how == QLatin1String("block")) {
        value = tr("blocks a four");
    } else if (thought.how == QLatin1String("five")) {
        value = tr("wins: five in a row");
    } else if (thought.how == QLatin1String("vcf")) {
        value = tr("wins in %n move(s) by fours (VCF)", "", winnerMoves);
    } else if (thought.how == QLatin1String("vct")) {
        value = tr("wins in %n move(s) by threes and fours (VCT)", "", winnerMoves);
    } else if (std::abs(thought.score) > WinBound) {
        value = (thought.score > 0 ? tr("wins in %n move(s), depth %1", "", winnerMoves)
                                   : tr("loses in %n move(s), depth %1", "", winnerMoves))
                    .arg(thought.depth);
    } else {
        value = tr("%1, depth %2")
                    .arg(thought.score > 0 ? QStringLiteral("+%1").arg(thought.score)
                                           : QString::number(thought.score))
                    .arg(thought.depth);
    }
    return ComputerStatus::sideEvaluation(side, value);
}

QString GomokuMode::outcomeText() const
{
    switch (m_game->outcome().winner) {
    case Stone::Black: return tr("Black wins: five in a row");
    case Stone::White: return tr("White wins: five in a row");
    default: return tr("Draw: the board is full");
    }
}

void GomokuMode::onChanged()
{
    refreshActions();
    showPanel();
    showGameChoices();
    m_board->setHint(std::nullopt);
    autosave();
    emit stateChanged();
}

void GomokuMode::showPanel()
{
    QStringList moves;
    for (const Point point : m_game->record().moves) {
        moves << QString::fromStdString(pointName(point, m_game->board().size()));
    }
    m_replay->setMoves(moves);
    showSummary();
}

void GomokuMode::showSummary()
{
    const int size = m_game->board().size();
    QString rule;
    for (const auto &[name, value] : ruleChoices()) {
        if (value == m_game->rule()) {
            rule = name;
        }
    }
    const QString lookingBack = m_replay->lookingBackText();
    m_panel->setSummary(tr("Rule: %1\nBoard: %2 x %2").arg(rule).arg(size)
        + (lookingBack.isEmpty() ? QString() : u'\n' + lookingBack));
}

void GomokuMode::refreshActions()
{
    playCommands().show({ .canUndo = m_game->canUndo(),
        .canRedo = m_game->canRedo(),
        .personToMove = !m_game->outcome().over && !m_game->computerToMove(),
        .thinking = m_game->isThinking() });
    // The status bar's Move now only hurries the computer while it thinks, as the menu's does.
    m_status->setThinking(m_game->isThinking());
}

// A file opened or the kept game brings its own rule and size, and a new game the player declined
// keeps the old ones: the menus show the game's, not the setting's.
void GomokuMode::showGameChoices()
{
    checkChoice(m_ruleChoices, int(m_game->rule()));
    checkChoice(m_sizeChoices, m_game->board().size());
}

void GomokuMode::onGameOver()
{
    announceResult(outcomeText(),
        tr("%n move(s) played.", nullptr, static_cast<int>(m_game->record().moves.size())),
        m_board->lineArea(m_game->outcome().line));
}

// As in Xiangqi: a board nobody has played on in this run (the start, a new game) must not take
// the place of the game kept from the last run before that game has been offered.
void GomokuMode::autosave()
{
    m_autosaveOwned = m_autosaveOwned || isModified();
    if (m_autosaveOwned) {
        writeAutosave();
    }
}

// The game in progress beside the settings: the rule, the size and the moves. As in the other
// games, an empty or finished game is not kept.
void GomokuMode::writeAutosave() const
{
    const GameRecord record = m_game->record();
    if (record.moves.empty() || m_game->outcome().over) {
        QFile::remove(autosavePath());
        return;
    }
    QFile file(autosavePath());
    if (!file.open(QIODevice::WriteOnly)) {
        return;
    }
    file.write(QByteArray::fromStdString(std::string(ruleName(m_game->rule())) + "\n"
        + std::to_string(record.size) + "\n" + writeMoveList(record)));
}

QString GomokuMode::autosavePath() const
{
    return host().settings().autosavePath(GameId);
}

int GomokuMode::savedSize() const
{
    return setting("size", 15).toInt();
}

Rule GomokuMode::savedRule() const
{
    const int value = setting("rule", int(Rule::FreeStyle)).toInt();
    return value == int(Rule::Renju)
        ? Rule::Renju
        : (value == int(Rule::Standard) ? Rule::Standard : Rule::FreeStyle);
}
