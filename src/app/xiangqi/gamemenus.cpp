#include "app/xiangqi/gamemenus.h"

#include "app/menuchoices.h"
#include "app/playcommands.h"
#include "app/xiangqi/engineplayer.h"

#include <QActionGroup>
#include <QMenu>

namespace {
// Engine memory choices: the small ones are for embedded boards with little RAM.
constexpr int HashSizesMb[] = { 4, 16, 64, 256 };
// The computer's time a move, in seconds: all that limits the full-strength level.
constexpr int MoveTimesS[] = { 1, 3, 10, 30 };
// Fewer threads than cores leave the others to the rest of the machine.
constexpr int ThreadCounts[] = { 1, 2, 4 };
} // namespace

GameMenus::GameMenus(QWidget *parent, QMenu *recentFiles) : QObject(parent)
{
    buildGameMenu(parent, recentFiles);
    buildEditMenu(parent);
    buildDifficultyMenu(parent);
    buildPlayAsMenu(parent);
    buildViewMenu(parent);
    buildSettingsMenu(parent);
    rules = new QAction(tr("&Rules of Xiangqi"), this);
    rules->setShortcut(QKeySequence::HelpContents);
}

QMenu *GameMenus::addMenu(QWidget *parent, const QString &title)
{
    auto *menu = new QMenu(title, parent);
    m_menus.append(menu);
    return menu;
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

void GameMenus::buildGameMenu(QWidget *parent, QMenu *recentFiles)
{
    QMenu *menu = addMenu(parent, tr("&Game"));
    open = addAction(menu, tr("&Open Record…"), QKeySequence::Open);
    openRecent = recentFiles;
    menu->addMenu(recentFiles);
    save = addAction(menu, tr("&Save Record"), QKeySequence::Save);
    saveAs
        = addAction(menu, tr("Save Record &As…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    menu->addSeparator();
    editPosition = addAction(menu, tr("&Edit Position…"), QKeySequence(Qt::CTRL | Qt::Key_E));
    menu->addSeparator();
    const PlayCommands commands = PlayCommands::addTo(menu);
    undo = commands.undo;
    redo = commands.redo;
    hint = commands.hint;
    moveNow = commands.moveNow;
    resign = addAction(menu, tr("Resi&gn"), QKeySequence(Qt::CTRL | Qt::Key_R));
    offerDraw = addAction(menu, tr("Offer or Claim a &Draw"), QKeySequence(Qt::CTRL | Qt::Key_D));
    menu->addSeparator();
    properties = addAction(menu, tr("Propert&ies…"), QKeySequence());
    flip = addAction(menu, tr("&Flip Board"), QKeySequence(Qt::Key_F));
    network = addAction(menu, tr("Ne&twork…"), QKeySequence());
    network->setObjectName(QStringLiteral("networkAction"));
}

void GameMenus::buildEditMenu(QWidget *parent)
{
    QMenu *menu = addMenu(parent, tr("&Edit"));
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
}

void GameMenus::buildDifficultyMenu(QWidget *parent)
{
    QMenu *menu = addMenu(parent, tr("&Difficulty"));
    m_levels = new QActionGroup(this);
    const QStringList names = EnginePlayer::levelNames();
    for (int level = 0; level < names.size(); ++level) {
        QAction *action = addChoice(menu, m_levels, names[level], level);
        if (level < 9) {
            action->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + level)));
        }
    }
    connect(m_levels, &QActionGroup::triggered, this,
        [this](QAction *action) { emit levelChosen(action->data().toInt()); });

    menu->addSeparator();
    QMenu *times = menu->addMenu(tr("&Time per Move"));
    m_moveTimes = new QActionGroup(this);
    for (int seconds : MoveTimesS) {
        addChoice(times, m_moveTimes, tr("%n second(s)", "", seconds), seconds * 1000);
    }
    connect(m_moveTimes, &QActionGroup::triggered, this, [this](QAction *action) {
        showMoveTime(action->data().toInt());
        emit moveTimeChosen(action->data().toInt());
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

void GameMenus::buildPlayAsMenu(QWidget *parent)
{
    QMenu *menu = addMenu(parent, tr("&Play As"));
    m_playModes = new QActionGroup(this);
    addChoice(menu, m_playModes, tr("&Red (you move first)"), static_cast<int>(PlayMode::Red));
    addChoice(menu, m_playModes, tr("&Black"), static_cast<int>(PlayMode::Black));
    addChoice(menu, m_playModes, tr("&Two Players"), static_cast<int>(PlayMode::TwoPlayers));
    addChoice(menu, m_playModes, tr("&Computer against Computer"),
        static_cast<int>(PlayMode::ComputerVsComputer));
    connect(m_playModes, &QActionGroup::triggered, this, [this](QAction *action) {
        emit playModeChosen(static_cast<PlayMode>(action->data().toInt()));
    });
}

void GameMenus::buildViewMenu(QWidget *parent)
{
    QMenu *menu = addMenu(parent, tr("&View"));
    destinations = addAction(menu, tr("Show &Legal Moves"), QKeySequence(Qt::Key_L));
    destinations->setCheckable(true);
    coordinates = addAction(menu, tr("Show &Coordinates"), QKeySequence(Qt::Key_C));
    coordinates->setCheckable(true);
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
    menu->addSeparator();
    sound = addAction(menu, tr("&Sound"), QKeySequence(Qt::Key_M));
    sound->setCheckable(true);
}

void GameMenus::buildSettingsMenu(QWidget *parent)
{
    QMenu *menu = addMenu(parent, tr("&Settings"));
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
    sound->setChecked(settings.sound());
}

void GameMenus::showMoveTime(int ms)
{
    checkChoice(m_moveTimes, ms);
    const QStringList names = EnginePlayer::levelNames();
    for (QAction *action : m_levels->actions()) {
        const int level = action->data().toInt();
        action->setText(
            tr("%1 (%2)").arg(names.value(level), EnginePlayer::levelStrength(level, ms)));
    }
}

void GameMenus::showPlayMode(PlayMode mode)
{
    checkChoice(m_playModes, static_cast<int>(mode));
}
