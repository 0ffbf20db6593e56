#include "app/mainwindow.h"

#include "app/gamemodes.h"
#include "app/network/networkdialog.h"
#include "app/prompter.h"
#include "app/recentfilesmenu.h"
#include "app/screenfit.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>

namespace {
constexpr int MessageMs = 5000;
// The first start's size: the board and the record column side by side on a desktop.
constexpr QSize DefaultSize(1000, 760);
} // namespace

MainWindow::MainWindow(AppSettings &settings, QWidget *parent)
    : QMainWindow(parent), m_settings(settings), m_prompter(std::make_unique<Prompter>()),
      m_pages(new QStackedWidget(this)), m_statuses(new QStackedWidget(this)),
      m_turn(new QLabel(this)), m_recentFiles(new RecentFilesMenu(settings, this))
{
    setAcceptDrops(true);
    setCentralWidget(m_pages);
    // Permanent, so no passing message ever covers whose turn it is.
    statusBar()->addPermanentWidget(m_turn);
    statusBar()->addPermanentWidget(m_statuses);
    // No wider than the game's status needs: the rest is the passing messages'.
    m_statuses->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred);
    buildWindowMenus();
    m_modes = createGameModes(*this, this);
    for (GameMode *mode : m_modes) {
        m_pages->addWidget(mode->page());
        // Each game's status widget stays in the bar on a page of its own, inside a holder: the
        // stack shows and hides the holders, and the game alone decides whether its widget is
        // shown (the thinking display hides itself while nobody thinks).
        auto *holder = new QWidget(m_statuses);
        auto *holderLayout = new QHBoxLayout(holder);
        holderLayout->setContentsMargins(0, 0, 0, 0);
        if (QWidget *status = mode->statusWidget()) {
            holderLayout->addWidget(status);
        }
        m_statuses->addWidget(holder);
        // Switching shows the other game as it was left (or offers its game kept from the last
        // run); a new game is the other command, so switching never asks to abandon anything.
        QAction *item = m_switchMenu->addAction(mode->displayName());
        item->setObjectName(QStringLiteral("switchTo_") + mode->id());
        item->setCheckable(true);
        item->setActionGroup(m_switchGroup);
        item->setData(QVariant::fromValue(static_cast<QObject *>(mode)));
        connect(item, &QAction::triggered, this, [this, mode] { activate(mode); });
        connect(mode, &GameMode::stateChanged, this, [this, mode] {
            if (mode == m_active) {
                refreshState();
            }
        });
        connect(mode, &GameMode::message, this, [this, mode](const QString &text) {
            if (mode == m_active) {
                statusBar()->showMessage(text, MessageMs);
            }
        });
    }
    const QString remembered = m_settings.activeGame();
    const auto chosen = std::find_if(m_modes.begin(), m_modes.end(),
        [&remembered](const GameMode *mode) { return mode->id() == remembered; });
    activate(chosen != m_modes.end() ? *chosen : m_modes.front());
    if (!restoreGeometry(m_settings.windowGeometry())) {
        resize(DefaultSize);
    }
    fitToScreen();
}

void MainWindow::fitToScreen()
{
    // A size saved on a larger screen (or the default on a small board's panel) would put the
    // side panel or half a Gomoku board out of reach.
    const QSize fitted = sizeWithinScreen(*this, size());
    if (fitted != size()) {
        resize(fitted);
        move(screen()->availableGeometry().topLeft());
    }
}

MainWindow::~MainWindow() = default;

void MainWindow::buildWindowMenus()
{
    connect(m_recentFiles, &RecentFilesMenu::fileChosen, this, &MainWindow::openRecentFile);
    m_newGame = new QAction(tr("&New Game"), this);
    m_newGame->setObjectName(QStringLiteral("newGameAction"));
    m_newGame->setShortcut(QKeySequence::New);
    connect(m_newGame, &QAction::triggered, this, [this] { m_active->newGame(); });
    m_switchMenu = new QMenu(tr("S&witch Game"), this);
    m_switchGroup = new QActionGroup(this);
    m_quit = new QAction(tr("&Quit"), this);
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &MainWindow::close);
    m_helpMenu = new QMenu(tr("&Help"), this);
    m_about = new QAction(tr("&About Xiangqi"), this);
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::setPrompter(std::unique_ptr<Prompter> prompter)
{
    m_prompter = std::move(prompter);
}

int MainWindow::statusIndex(const GameMode *mode) const
{
    return static_cast<int>(std::find(m_modes.begin(), m_modes.end(), mode) - m_modes.begin());
}

bool MainWindow::offerAutosave()
{
    m_startOffered = true;
    return offerKeptGame(m_active);
}

bool MainWindow::offerKeptGame(GameMode *mode)
{
    // A game first shown after the start (Game ▸ New ▸ Gomoku) still has the game kept from
    // the last run it was played in: it is offered before anything is played over it.
    if (!m_offered.insert(mode).second) {
        return false;
    }
    return mode->offerAutosave();
}

void MainWindow::offerNetworkGame()
{
    NetworkDialog::offerResume(this, prompter());
}

void MainWindow::activate(GameMode *mode)
{
    if (mode == m_active) {
        return;
    }
    if (m_active) {
        showMode(m_active, false);
    }
    m_active = mode;
    showMode(mode, true);
    m_settings.setActiveGame(mode->id());
    refreshState();
    if (m_startOffered) {
        offerKeptGame(mode);
    }
}

void MainWindow::showMode(GameMode *mode, bool shown)
{
    const QList<QMenu *> menus = mode->menus();
    QMenu *gameMenu = menus.front();
    const QList<QAction *> help = mode->helpActions();
    if (shown) {
        m_pages->setCurrentWidget(mode->page());
        QAction *first = gameMenu->actions().value(0);
        gameMenu->insertAction(first, m_newGame);
        gameMenu->insertMenu(first, m_switchMenu);
        gameMenu->addAction(m_quit);
        for (QMenu *menu : menus) {
            menuBar()->addMenu(menu);
        }
        showStatusOf(mode);
        m_helpMenu->addActions(help);
        m_helpMenu->addAction(m_about);
        menuBar()->addMenu(m_helpMenu);
    } else {
        // Menus out of the menu bar take their shortcuts with them.
        gameMenu->removeAction(m_newGame);
        gameMenu->removeAction(m_switchMenu->menuAction());
        gameMenu->removeAction(m_quit);
        menuBar()->clear();
        m_helpMenu->clear();
    }
    for (QAction *item : m_switchMenu->actions()) {
        if (shown && item->data().value<QObject *>() == mode) {
            item->setChecked(true);
        }
    }
    mode->setActive(shown);
}

void MainWindow::refreshState()
{
    // The program's name is the application display name, which the platform adds to the title
    // itself; the first game is the one that names the program, so only the others are named.
    // "[*]" is where Qt shows the game's unsaved changes.
    const QString name = m_active->documentName();
    QStringList parts { (name.isEmpty() ? tr("New game") : name) + QStringLiteral("[*]") };
    if (m_active != m_modes.front()) {
        parts << m_active->displayName();
    }
    setWindowTitle(parts.join(QStringLiteral(" — ")));
    setWindowModified(m_active->isModified());
    m_turn->setText(m_active->turnText());
}

void MainWindow::showStatusOf(const GameMode *mode)
{
    // The stack takes the size of the game shown only: another game's wider status (Xiangqi's
    // thinking line) would squeeze the passing messages of this one.
    const int shown = statusIndex(mode);
    for (int i = 0; i < m_statuses->count(); ++i) {
        m_statuses->widget(i)->setSizePolicy(
            i == shown ? QSizePolicy::Preferred : QSizePolicy::Ignored, QSizePolicy::Preferred);
    }
    m_statuses->setCurrentIndex(shown);
}

QString MainWindow::statusText() const
{
    return statusBar()->currentMessage();
}

QString MainWindow::turnText() const
{
    return m_turn->text();
}

QWidget *MainWindow::turnIndicator() const
{
    return m_turn;
}

bool MainWindow::openFile(const QString &path)
{
    const auto reader = std::find_if(m_modes.begin(), m_modes.end(),
        [&path](const GameMode *mode) { return mode->opensFile(path); });
    if (reader == m_modes.end()) {
        const QString text = tr("%1 is not a game file this program reads.").arg(path);
        statusBar()->showMessage(text, MessageMs);
        m_prompter->failure(this, tr("Cannot open the file"), text);
        return false;
    }
    activate(*reader);
    return (*reader)->openFile(path);
}

void MainWindow::chooseFileToOpen()
{
    QStringList patterns;
    QStringList filters;
    for (const GameMode *mode : m_modes) {
        for (const QString &filter : mode->openFilters()) {
            filters << filter;
            // "Gomoku games (*.psq *.gomoku)": the patterns between the brackets.
            patterns << filter.section(u'(', 1).section(u')', 0, 0).split(u' ');
        }
    }
    filters.prepend(tr("Game files (%1)").arg(patterns.join(u' ')));
    filters << tr("All files (*)");
    const QString path
        = m_prompter->chooseOpenFile(this, tr("Open a Game"), m_settings.recordFolder(), filters);
    if (!path.isEmpty()) {
        openFile(path);
    }
}

QMenu *MainWindow::recentFilesMenu()
{
    return m_recentFiles;
}

void MainWindow::rememberFile(const QString &path)
{
    m_recentFiles->remember(path);
}

void MainWindow::openRecentFile(const QString &path)
{
    if (!QFileInfo::exists(path)) {
        m_recentFiles->forget(path);
        m_prompter->failure(this, tr("Cannot open the file"),
            tr("%1 is no longer there; it was taken off the recent files.")
                .arg(QDir::toNativeSeparators(path)));
        return;
    }
    openFile(path);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.front().isLocalFile()) {
        event->acceptProposedAction();
    }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.front().isLocalFile()) {
        return;
    }
    event->acceptProposedAction();
    // Opened once the drop is over: opening may ask a question, which must not block the drag.
    const QString path = urls.front().toLocalFile();
    QTimer::singleShot(0, this, [this, path] { openFile(path); });
}

void MainWindow::showAbout()
{
    QString games;
    for (const GameMode *mode : m_modes) {
        if (!mode->aboutText().isEmpty()) {
            games += QStringLiteral("<li>%1</li>").arg(mode->aboutText());
        }
    }
    m_prompter->about(this, tr("About Xiangqi"),
        tr("<h3>Xiangqi %1</h3><p>Board games against real engines, in one window:</p>")
                .arg(QCoreApplication::applicationVersion())
            + QStringLiteral("<ul>%1</ul>").arg(games)
            + tr("<p>Play any of them with someone on the same network (Game ▸ Network…), "
                 "open and save their records, in English or Chinese.</p>"));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    for (GameMode *mode : m_modes) {
        if (!mode->prepareToQuit()) {
            event->ignore();
            return;
        }
    }
    m_settings.setWindowGeometry(saveGeometry());
    event->accept();
}
