#include "app/xiangqi/xiangqimode.h"

#include "app/autoplayer.h"
#include "app/computerstatus.h"
#include "app/movelistpanel.h"
#include "app/prompter.h"
#include "app/xiangqi/boardview.h"
#include "app/xiangqi/commentbox.h"
#include "app/xiangqi/engineplayer.h"
#include "app/xiangqi/foldingpage.h"
#include "app/xiangqi/gamemenus.h"
#include "app/xiangqi/keptgame.h"
#include "app/xiangqi/play/clockview.h"
#include "app/xiangqi/play/playcontroller.h"
#include "app/xiangqi/play/playerchoice.h"
#include "app/xiangqi/playerdetails.h"
#include "app/xiangqi/positioneditor.h"
#include "app/xiangqi/recordautoplay.h"
#include "app/xiangqi/recordcolumn.h"
#include "app/xiangqi/recordcontroller.h"
#include "app/xiangqi/recordfiles.h"
#include "app/xiangqi/reviewbar.h"
#include "app/xiangqi/singlegame.h"
#include "app/xiangqi/uitext.h"
#include "app/xiangqi/variationpanel.h"
#include "app/xiangqi/xiangqievaluation.h"
#include "app/xiangqi/xiangqirules.h"

#include <QAction>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>

#include <algorithm>

namespace {
constexpr int ComputerGamePauseMs = 600; // so people can follow a computer-only game
// Pixels of the status bar the computer's words leave to the turn, the clocks, the Record button
// and a passing message.
constexpr int StatusReservedWidth = 680;

} // namespace

// Save proposes PGN; opensFile() takes every kind of record the records library reads.
XiangqiMode::XiangqiMode(GameHost &host, QObject *parent)
    : BoardGameMode(host, QStringLiteral("xiangqi"), { QStringLiteral("pgn") }, parent),
      m_game(new SingleGame(this)), m_menus(buildMenus()),
      m_records(new RecordController(*m_game, *m_menus, host, this)),
      m_kept(host.settings().autosavePath(), *m_game, *m_records, [this] { return m_playMode; }),
      m_details(new PlayerDetails(*m_game, host, pageWidget(), this)),
      m_board(new BoardView(pageWidget())),
      m_moveList(new MoveListPanel(
          UiText::side(xq::Side::Red), UiText::side(xq::Side::Black), pageWidget())),
      m_variations(
          new VariationPanel(m_menus->promoteVariation, m_menus->deleteMove, pageWidget())),
      m_comment(new CommentBox(pageWidget())), m_status(new QWidget(pageWidget())),
      m_thinking(new ComputerStatus(m_status)), m_review(new ReviewBar(pageWidget())),
      m_autoplay(new RecordAutoplay(
          *m_game, *m_moveList, *m_board, *m_comment->viewport(), host.settings(), this)),
      m_play(new PlayController(*m_game, *m_menus, host, this))
{
    setStatusWidget(m_status);
    m_records->setAbandonQuestion([this] { return askToAbandon(); });
    m_play->setConfirmAbandon([this] { return m_records->confirmAbandon(); });
    connect(m_records, &RecordController::message, this, &XiangqiMode::showMessage);
    connect(m_records, &RecordController::originChanged, this, [this] {
        emit stateChanged();
        m_kept.save(); // the game kept remembers its file
    });
    connect(m_records, &RecordController::diagramRead, this, &XiangqiMode::editPositionFrom);
    connect(m_records, &RecordController::aboutToShowRecord, this, &XiangqiMode::showRecord);
    connect(m_review, &ReviewBar::playRequested, this, [this](xq::Side side) {
        setPlayMode(side == xq::Side::Red ? PlayMode::Red : PlayMode::Black);
        showMessage(tr("You play %1 against the computer from here").arg(UiText::side(side)));
    });
    // Abandoned means not offered back at the next start either.
    connect(m_records, &RecordController::abandoned, this, [this] { m_kept.clear(); });
    m_recordColumn = new RecordColumn(*m_game, *m_board, { m_moveList, m_variations, m_comment },
        m_play->clockView(), m_details->label(), settings(), m_menus->engines, pageWidget());
    auto *status = new QHBoxLayout(m_status);
    status->setContentsMargins(0, 0, 0, 0);
    status->addWidget(m_thinking);
    m_thinking->setReservedWidth(StatusReservedWidth);
    new FoldingPage(pageWidget(), m_review, m_board, m_recordColumn, m_play->clockView(), status);
    pageWidget()->addActions(m_moveList->stepActions()); // the keys work with the column folded

    m_board->setBoard(&m_game->board());
    connectMenus();
    connectGame();
    connectPlay();
    applySettings();
    // The window opens on a game nobody has touched yet: when the computer moves first it waits
    // for the player to start it (P), rather than think behind the first questions.
    m_game->setPaused(m_game->isComputer(m_game->board().sideToMove()));
    onPositionChanged(xq::Move::none());
}

GameMenus *XiangqiMode::buildMenus()
{
    auto *menus = new GameMenus({ gameMenu(), difficultyMenu(), playAsMenu(), viewMenu(),
                                    fileCommands(), playCommands(), host().recentFilesMenu() },
        settings(), pageWidget());
    insertMenu(menus->editMenu(), difficultyMenu());
    insertMenu(menus->settingsMenu());
    menus->sound = addSoundSwitch();
    return menus;
}

bool XiangqiMode::opensFile(const QString &path) const
{
    return xq::formatForPath(QFile::encodeName(path).toStdString()).has_value();
}

QStringList XiangqiMode::openFilters() const
{
    return { RecordFiles::openFilter() };
}

bool XiangqiMode::openFile(const QString &path)
{
    return m_records->openRecord(path);
}

void XiangqiMode::save()
{
    m_records->save();
}

void XiangqiMode::saveAs()
{
    m_records->chooseRecordToSave();
}

bool XiangqiMode::saveTo(const QString &path)
{
    return m_records->saveRecord(path);
}

QStringList XiangqiMode::saveFilters() const
{
    return RecordFiles::saveFilters();
}

void XiangqiMode::undo()
{
    m_game->undo();
}

void XiangqiMode::redo()
{
    m_game->redo();
}

void XiangqiMode::hint()
{
    m_game->hint();
}

void XiangqiMode::moveNow()
{
    m_game->moveNow();
}

QString XiangqiMode::documentName() const
{
    return m_records->origin().displayName();
}

bool XiangqiMode::isModified() const
{
    return m_game->isModified();
}

AutoPlayer *XiangqiMode::autoPlayer() const
{
    return m_autoplay->player();
}

QWidget *XiangqiMode::recordColumn() const
{
    return m_recordColumn;
}

void XiangqiMode::connectMenus()
{
    connect(m_menus->editPosition, &QAction::triggered, this, &XiangqiMode::editPosition);
    connect(m_menus->properties, &QAction::triggered, m_details, &PlayerDetails::edit);
    connect(m_menus->promoteVariation, &QAction::triggered, m_game, &Game::promoteToMainLine);
    connect(m_menus->deleteMove, &QAction::triggered, this, &XiangqiMode::deleteShownMove);
    connect(m_menus->flip, &QAction::triggered, this,
        [this] { m_board->setFlipped(!m_board->isFlipped()); });
    connect(m_menus->destinations, &QAction::toggled, this, [this](bool on) {
        settings().setShowDestinations(on);
        m_board->setShowDestinations(on);
    });
    connect(m_menus->coordinates, &QAction::toggled, this, [this](bool on) {
        settings().setShowCoordinates(on);
        setNotation(settings().notation()); // the coordinates follow the notation's style
    });
    connect(m_menus, &GameMenus::levelChosen, this, &XiangqiMode::setLevel);
    connect(m_menus, &GameMenus::playModeChosen, this, &XiangqiMode::setPlayMode);
    connect(m_menus, &GameMenus::notationChosen, this, &XiangqiMode::setNotation);
    connect(m_menus, &GameMenus::styleChosen, this, [this](BoardPainter::Style style) {
        settings().setBoardStyle(static_cast<int>(style));
        m_board->setStyle(style);
    });
    connect(m_menus, &GameMenus::moveTimeChosen, this, [this](int ms) {
        settings().setMoveTimeMs(ms);
        m_game->setMoveTimeMs(ms);
    });
    connect(m_menus, &GameMenus::hashChosen, this, [this](int megabytes) {
        settings().setHashMb(megabytes);
        m_game->setHashMb(megabytes);
    });
    connect(m_menus, &GameMenus::threadsChosen, this, [this](int threads) {
        settings().setSearchThreads(threads);
        m_game->setThreads(threads);
    });
}

void XiangqiMode::connectGame()
{
    connect(m_board, &BoardView::moveRequested, this, &XiangqiMode::onMoveRequested);
    connect(m_board, &BoardView::stoneRefused, m_play, &PlayController::explainRefusal);
    connect(m_comment, &CommentBox::commentEdited, this, [this](const QString &comment) {
        m_typingComment = true;
        m_game->setComment(comment);
        m_typingComment = false;
    });
    connect(m_thinking, &ComputerStatus::moveNowClicked, this, &XiangqiMode::moveNow);

    connect(m_game, &Game::positionChanged, this, &XiangqiMode::onPositionChanged);
    connect(m_game, &Game::moveMade, this, &XiangqiMode::onMoveMade);
    connect(m_game, &Game::recordChanged, this, [this] {
        nameNewPlayers();
        refreshRecordViews();
        refreshActions();
        emit stateChanged();
        if (m_typingComment) {
            m_kept.saveSoon();
        } else {
            m_kept.save();
        }
    });
    connect(m_game, &Game::moveRefused, this, &XiangqiMode::showMessage);
    connect(m_game, &Game::gameOver, this, &XiangqiMode::onGameOver);
    connect(m_game, &SingleGame::hintReady, this, &XiangqiMode::onHint);
    connect(m_game, &SingleGame::thinkingChanged, this, [this](bool thinking) {
        if (thinking && m_game->isHinting()) {
            m_hintEvaluation.clear(); // a book move comes without one
        } else if (thinking) {
            m_thinking->setEvaluation({}); // the last one was for another position
        }
        m_thinking->setThinking(thinking);
        m_board->setInteractive(m_game->isHumanTurn());
        refreshActions();
    });
    connect(m_game, &SingleGame::thinkingInfo, this, [this](const xq::SearchInfo &info) {
        // A hint speaks for the player, in the status bar's messages.
        if (m_game->isHinting()) {
            m_hintEvaluation = XiangqiEvaluation::scoreAtDepth(info, m_game->board());
        } else {
            m_thinking->setEvaluation(
                XiangqiEvaluation::text(info, m_game->board(), settings().notation()));
        }
    });
}

void XiangqiMode::connectPlay()
{
    connect(m_play, &PlayController::message, this, &XiangqiMode::showMessage);
    connect(m_play, &PlayController::playersChosen, this, [this](bool newGameWanted) {
        setPlayMode(settings().playMode());
        if (newGameWanted) {
            startNewGame();
        }
    });
    connect(m_game, &SingleGame::pausedChanged, this, [this] {
        m_board->setInteractive(m_game->isHumanTurn());
        refreshActions();
    });
}

void XiangqiMode::applySettings()
{
    m_menus->showSettings(settings());
    m_game->setHashMb(settings().hashMb());
    m_game->setThreads(settings().searchThreads());
    m_game->setMoveTimeMs(settings().moveTimeMs());
    m_game->setLevel(settings().level());
    m_board->setShowDestinations(settings().showDestinations());
    const int style = std::clamp(
        settings().boardStyle(), 0, static_cast<int>(BoardPainter::Style::HighContrast));
    m_board->setStyle(static_cast<BoardPainter::Style>(style));
    setNotation(settings().notation());
    setPlayMode(settings().playMode());
}

bool XiangqiMode::offerAutosave()
{
    std::optional<SavedGame> saved = m_kept.load();
    if (!saved) {
        return false;
    }
    // Moves as players count them: a move of each side is one.
    const int plies = saved->tree.ply(saved->tree.lastInLine(saved->node));
    if (!askToContinue((plies + 1) / 2)) {
        m_kept.clear();
        return false;
    }
    setPlayMode(saved->mode);
    m_game->load(std::move(saved->tree), saved->node);
    m_records->setOrigin(saved->origin);
    if (saved->modified) {
        m_game->markUnsaved();
    }
    m_kept.takeUp();
    return true;
}

bool XiangqiMode::hasGameInProgress() const
{
    return m_records->gameInProgress();
}

void XiangqiMode::newGame()
{
    if (m_records->confirmAbandon()) {
        startNewGame();
    }
}

void XiangqiMode::startNewGame()
{
    m_records->forgetOrigin();
    m_reviewing = false;
    applyPlayMode(settings().playMode());
    m_game->newGame();
    showMessage(tr("New game: %1 moves first").arg(UiText::side(m_game->board().sideToMove())));
}

void XiangqiMode::editPosition()
{
    if (m_records->confirmAbandon()) {
        editPositionFrom(m_game->board());
    }
}

void XiangqiMode::editPositionFrom(const xq::Board &position)
{
    PositionEditor editor(position, dialogParent());
    editor.setPlayMode(settings().playMode());
    if (editor.exec() == QDialog::Accepted && editor.position()) {
        startFromPosition(*editor.position(), editor.playMode());
    }
}

void XiangqiMode::startFromPosition(const xq::Board &start, PlayMode mode)
{
    m_records->forgetOrigin();
    setPlayMode(mode);
    m_game->newGame(start);
    showMessage(tr("New game from the position set up: %1 moves first")
                    .arg(UiText::side(m_game->board().sideToMove())));
}

void XiangqiMode::showRecord(const xq::GameTree &record)
{
    m_kept.disown(); // the game kept stays kept until this record is changed
    // An unfinished game played here is played on by its players; any other record is looked
    // through by two. For this record only: the setting stays.
    const std::optional<PlayMode> players = record.result() == xq::GameResult::Unknown
        ? PlayerChoice::modeOfRecord(record.tags())
        : std::nullopt;
    applyPlayMode(players.value_or(PlayMode::TwoPlayers));
    m_reviewing = !players;
}

void XiangqiMode::setPlayMode(PlayMode mode)
{
    settings().setPlayMode(mode);
    m_reviewing = false;
    applyPlayMode(mode);
}

void XiangqiMode::applyPlayMode(PlayMode mode)
{
    m_playMode = mode;
    m_menus->showPlayMode(mode);
    m_board->setFlipped(mode == PlayMode::Black);
    m_game->setComputerPauseMs(mode == PlayMode::ComputerVsComputer ? ComputerGamePauseMs : 0);
    m_play->setPlayMode(mode);
    m_game->setComputerSides(PlayerChoice::computerPlays(mode, xq::Side::Red),
        PlayerChoice::computerPlays(mode, xq::Side::Black));
    onPositionChanged(xq::Move::none());
}

void XiangqiMode::setLevel(int level)
{
    settings().setLevel(level);
    m_game->setLevel(level);
    nameNewPlayers(); // the computer named above the moves plays at the level chosen from now on
}

void XiangqiMode::setNotation(xq::Notation notation)
{
    settings().setNotation(notation);
    using Coordinates = BoardPainter::Coordinates;
    m_board->setCoordinates(!settings().showCoordinates() ? Coordinates::None
            : notation == xq::Notation::Iccs              ? Coordinates::Iccs
                                                          : Coordinates::Traditional);
    refreshRecordViews();
}

void XiangqiMode::onMoveRequested(xq::Move move)
{
    m_board->setHint(xq::Move::none());
    m_game->play(move);
}

void XiangqiMode::onPositionChanged(xq::Move move)
{
    m_board->setHint(xq::Move::none());
    m_board->setInteractive(m_game->isHumanTurn());
    m_board->clearSelection();
    m_board->animateMove(move); // none stops a slide that belongs to a position now gone
    if (move.isNone()) {
        m_thinking->setEvaluation({}); // undo, redo, browsing: another position than the one judged
    }
    if (m_game->board().inCheck() && !m_game->isOver()) {
        showMessage(UiText::check());
    } else if (m_checkShown || m_hintShown) {
        showMessage({}); // the check was answered, the hint's position left: the words go too
    }
    refreshRecordViews();
    refreshActions();
    refreshReview();
    nameNewPlayers();
    m_kept.saveSoon(); // the position shown is kept too, once the player settles
}

void XiangqiMode::onMoveMade(xq::Move, const MoveEffect &effect)
{
    using Sound = SoundPlayer::Sound;
    playSound(effect.check ? Sound::Check : effect.capture ? Sound::Capture : Sound::Move);
}

// A record that opens already ended shows its result without the sound and the result dialog that
// an end in play gets: the player is looking at a record, not finishing a game.
void XiangqiMode::onGameOver(const xq::Verdict &verdict, Game::Ending ending)
{
    const QString text = UiText::verdict(verdict);
    m_moveList->setResult(text);
    m_board->setInteractive(false);
    refreshActions();
    showMessage(text);
    if (ending == Game::Ending::Now) {
        // Moves as players count them: a move of each side is one.
        announceResult(text, tr("%n move(s) played.", "", (m_game->ply() + 1) / 2),
            screenArea(*m_board)); // the mate or the stalemate in sight
    }
}

void XiangqiMode::onHint(xq::Move move)
{
    m_board->setHint(move);
    const auto text = xq::formatMove(m_game->board(), move, settings().notation());
    showMessage(ComputerStatus::hintText(QString::fromStdString(text), m_hintEvaluation));
    m_hintShown = true;
}

void XiangqiMode::refreshRecordViews()
{
    m_recordColumn->showRecord(settings().notation());
}

void XiangqiMode::deleteShownMove()
{
    if (m_game->ply() == 0) {
        return;
    }
    const QString move = m_game->lineTexts(settings().notation())[m_game->ply() - 1].text;
    if (prompter().confirm(dialogParent(), tr("Delete Move"),
            tr("Delete %1 and every move after it?").arg(move))) {
        m_game->removeShownMove();
    }
}

void XiangqiMode::refreshTurn()
{
    const xq::Side side = m_game->board().sideToMove();
    QString text;
    if (m_game->isOver()) {
        text = UiText::verdict(m_game->verdict());
    } else if (m_game->isComputer(side)) {
        text = tr("%1 to move: the computer's turn").arg(UiText::side(side));
    } else {
        text = tr("%1 to move").arg(UiText::side(side));
    }
    if (m_game->isBrowsing()) {
        text = tr("Move %1 of %2 shown").arg(m_game->ply()).arg(m_game->length());
    } else if (m_game->isPaused() && !m_game->isOver()) {
        text = tr("%1 to move: paused (P resumes)").arg(UiText::side(side));
    }
    m_turnText = text;
    emit stateChanged();
}

void XiangqiMode::refreshActions()
{
    refreshTurn();
    const bool over = m_game->isOver();
    const bool computerGame = m_playMode == PlayMode::ComputerVsComputer;
    playCommands().show({ .canUndo = m_game->canUndo(),
        .canRedo = m_game->canRedo(),
        .personToMove = !over && m_game->isHumanTurn(),
        .thinking = m_game->isThinking() });
    m_menus->promoteVariation->setEnabled(!m_game->tree().isOnMainLine(m_game->node()));
    m_menus->deleteMove->setEnabled(m_game->ply() > 0);
    m_menus->resign->setEnabled(!over && !computerGame && m_game->ply() > 0);
    m_menus->offerDraw->setEnabled(!over && !computerGame && m_game->ply() > 0);
}

void XiangqiMode::nameNewPlayers()
{
    // A game played here, as opposed to a record looked through: its players are who sit here.
    std::optional<PlayerDetails::Names> names;
    if (!m_reviewing && m_records->origin().path().isEmpty()) {
        names = m_play->playerNames(m_playMode, settings().level());
    }
    m_records->setNewPlayers(names);
    m_details->nameNewPlayers(names);
}

void XiangqiMode::refreshReview()
{
    if (m_reviewing && !m_game->isOver()) {
        m_review->offer(m_game->board().sideToMove());
    } else {
        m_review->hide();
    }
}

void XiangqiMode::showMessage(const QString &text)
{
    m_checkShown = !text.isEmpty() && text == UiText::check();
    m_hintShown = false;
    emit message(text);
}

QString XiangqiMode::countedMoves(int moves) const
{
    return tr("%n move(s)", "a move of each side counts one", moves);
}

QString XiangqiMode::rulesText() const
{
    return xiangqiRules();
}

QString XiangqiMode::aboutText() const
{
    return tr("<b>Xiangqi</b> (象棋, Chinese chess) against the built-in engine: a neural "
              "evaluation, an opening book, seven levels from Beginner to Master. It also runs "
              "on its own as <i>xiangqi-engine</i> (UCI, UCCI), and any UCI or UCCI engine can "
              "play or analyse here.");
}

bool XiangqiMode::prepareToQuit()
{
    return m_kept.confirmQuit(prompter(), dialogParent());
}
