#include "app/xiangqi/gamemenus.h"

#include "app/menuchoices.h"
#include "app/xiangqi/engineplayer.h"

#include <QActionGroup>
#include <QMenu>

namespace {
// Engine memory choices: the small ones are for embedded boards with little RAM.
constexpr int HashSizesMb[] = { 4, 16, 64, 256 };
// Fewer threads than cores leave the others to the rest of the machine.
constexpr int ThreadCounts[] = { 1, 2, 4 };
} // namespace

GameMenus::GameMenus(const BoardMenus &board, const AppSettings &settings, QWidget *parent)
    : QObject(parent), m_menus { board.game, new QMenu(tr("&Edit"), parent), board.difficulty,
          board.playAs, board.view, new QMenu(tr("&Settings"), parent) }
{
    buildGameMenu(board);
    buildEditMenu(editMenu());
    buildDifficultyMenu(board.difficulty, settings.level(), settings.moveTimeMs());
    buildPlayAsMenu(board.playAs, settings.playMode());
    buildViewMenu(board.view);
    buildSettingsMenu(settingsMenu());
}

QAction *GameMenus::addAction(QMenu *menu, const QString &text, const QKeySequence &shortcut)
{
    QAction *action = menu->addAction(text);
    action->setShortcut(shortcut);
    return action;
}

QAction *GameMenus::addChoice(QMenu *menu, QActionGroup *group, const QString &text, int value)
{
    QAction *action = menu->addAction(text);
    action->setCheckable(true);
    action->setData(value);
    group->addAction(action);
    return action;
}

// The file and play commands are the board games' own; Xiangqi's items go around them.
void GameMenus::buildGameMenu(const BoardMenus &board)
{
    QMenu *menu = board.game;
    open = board.files.open;
    openRecent = board.recentFiles;
    save = board.files.save;
    saveAs = board.files.saveAs;
    undo = board.play.undo;
    redo = board.play.redo;
    hint = board.play.hint;
    moveNow = board.play.moveNow;
    resign = addAction(menu, tr("Resi&gn"), QKeySequence(Qt::CTRL | Qt::Key_R));
    offerDraw = addAction(menu, tr("Offer or Claim a &Draw"), QKeySequence(Qt::CTRL | Qt::Key_D));
}

void GameMenus::buildEditMenu(QMenu *menu)
{
    // In the comment box the same keys copy and paste its text: a focused text field
    // claims the standard shortcuts before the window's actions see them.
    copyPgn = addAction(menu, tr("&Copy PGN"), QKeySequence::Copy);
    copyFen = addAction(menu, tr("Copy &FEN"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copyUbb = addAction(menu, tr("Copy &UBB (DhtmlXQ)"), QKeySequence());
    paste = addAction(menu, tr("&Paste Record or Position"), QKeySequence::Paste);
    menu->addSeparator();
    promoteVariation = addAction(menu, tr("Pro&mote to Main Line"), QKeySequence());
    promoteVariation->setIconText(tr("Promote"));
    promoteVariation->setToolTip(tr("Make the line of the shown move the main line"));
    deleteMove = addAction(menu, tr("&Delete Move"), QKeySequence());
    deleteMove->setIconText(tr("Delete"));
    deleteMove->setToolTip(tr("Delete the shown move and every move after it"));
    // What edits the record's position and its details: the Game menu keeps what every game's
    // has and so fits an 800x480 screen in Chinese.
    menu->addSeparator();
    editPosition = addAction(menu, tr("&Edit Position…"), QKeySequence(Qt::CTRL | Qt::Key_E));
    properties = addAction(menu, tr("Propert&ies…"), QKeySequence());
}

void GameMenus::buildDifficultyMenu(QMenu *menu, int level, int moveTimeMs)
{
    QList<std::pair<QString, int>> levels;
    for (const QString &name : EnginePlayer::levelNames()) {
        levels.append({ name, static_cast<int>(levels.size()) });
    }
    m_levels
        = addLevelChoices(menu, levels, level, [this](int chosen) { emit levelChosen(chosen); });

    m_moveTimes = addMoveTimeChoices(menu, moveTimeMs, [this](int ms) {
        showMoveTime(ms);
        emit moveTimeChosen(ms);
    });
    QMenu *memory = menu->addMenu(tr("Engine &Memory"));
    m_hashSizes = new QActionGroup(this);
    for (int megabytes : HashSizesMb) {
        addChoice(memory, m_hashSizes, tr("%1 MB").arg(megabytes), megabytes);
    }
    connect(m_hashSizes, &QActionGroup::triggered, this,
        [this](QAction *action) { emit hashChosen(action->data().toInt()); });
    buildThreadsMenu(menu);
}

void GameMenus::buildThreadsMenu(QMenu *parent)
{
    QMenu *menu = parent->addMenu(tr("Engine T&hreads"));
    menu->setToolTip(tr("How many cores the full-strength level and hints search on"));
    m_threadCounts = new QActionGroup(this);
    const int cores = EnginePlayer::coreCount();
    addChoice(menu, m_threadCounts, tr("&All Cores (%1)").arg(cores), 0);
    for (int threads : ThreadCounts) {
        if (threads < cores) {
            addChoice(menu, m_threadCounts, tr("%n thread(s)", "", threads), threads);
        }
    }
    connect(m_threadCounts, &QActionGroup::triggered, this,
        [this](QAction *action) { emit threadsChosen(action->data().toInt()); });
}

void GameMenus::buildPlayAsMenu(QMenu *menu, PlayMode mode)
{
    m_playModes = addPlayAsChoices<PlayMode>(menu, tr("&Red (you move first)"), tr("&Black"), mode,
        [this](PlayMode chosen) { emit playModeChosen(chosen); });
}

void GameMenus::buildViewMenu(QMenu *menu)
{
    destinations = addAction(menu, tr("Show &Legal Moves"), QKeySequence(Qt::Key_L));
    destinations->setCheckable(true);
    coordinates = addAction(menu, tr("Show &Coordinates"), QKeySequence(Qt::Key_C));
    coordinates->setCheckable(true);
    flip = addAction(menu, tr("&Flip Board"), QKeySequence(Qt::Key_F));
    menu->addSeparator();
    QMenu *notation = menu->addMenu(tr("&Notation"));
    m_notations = new QActionGroup(this);
    addChoice(
        notation, m_notations, tr("C&hinese (炮二平五)"), static_cast<int>(xq::Notation::Chinese));
    addChoice(notation, m_notations, tr("&WXF (C2.5)"), static_cast<int>(xq::Notation::Wxf));
    addChoice(notation, m_notations, tr("&ICCS (h2e2)"), static_cast<int>(xq::Notation::Iccs));
    connect(m_notations, &QActionGroup::triggered, this, [this](QAction *action) {
        emit notationChosen(static_cast<xq::Notation>(action->data().toInt()));
    });
    QMenu *style = menu->addMenu(tr("St&yle"));
    m_styles = new QActionGroup(this);
    using Style = BoardPainter::Style;
    addChoice(style, m_styles, tr("&Simplified characters (车马炮)"),
        static_cast<int>(Style::Simplified));
    addChoice(style, m_styles, tr("&Traditional characters (俥傌炮 / 車馬砲)"),
        static_cast<int>(Style::Traditional));
    addChoice(style, m_styles, tr("&High contrast"), static_cast<int>(Style::HighContrast));
    connect(m_styles, &QActionGroup::triggered, this, [this](QAction *action) {
        emit styleChosen(static_cast<BoardPainter::Style>(action->data().toInt()));
    });
}

void GameMenus::buildSettingsMenu(QMenu *menu)
{
    engines = addAction(menu, tr("&Engines…"), QKeySequence());
    engines->setToolTip(tr("Add, remove and set up the engines that analyse"));
}

void GameMenus::showSettings(const AppSettings &settings)
{
    checkChoice(m_levels, settings.level());
    checkChoice(m_hashSizes, settings.hashMb());
    // A count saved on a machine with more cores than this one is all of this one's.
    const int threads = settings.searchThreads();
    checkChoice(m_threadCounts, threads < EnginePlayer::coreCount() ? threads : 0);
    showMoveTime(settings.moveTimeMs());
    showPlayMode(settings.playMode());
    checkChoice(m_notations, static_cast<int>(settings.notation()));
    checkChoice(m_styles, settings.boardStyle());
    destinations->setChecked(settings.showDestinations());
    coordinates->setChecked(settings.showCoordinates());
}

void GameMenus::showMoveTime(int ms)
{
    checkChoice(m_moveTimes, ms);
    const QStringList names = EnginePlayer::levelNames();
    for (QAction *action : m_levels->actions()) {
        const int level = action->data().toInt();
        action->setText(levelItem(names.value(level), EnginePlayer::levelStrength(level, ms)));
    }
}

void GameMenus::showPlayMode(PlayMode mode)
{
    checkChoice(m_playModes, static_cast<int>(mode));
}
