#include "app/boardgamemode.h"

#include "app/appsettings.h"
#include "app/menuchoices.h"
#include "app/network/networkdialog.h"
#include "app/prompter.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QThread>

#include <algorithm>

namespace {
// The computer's time a move until the player chooses another.
constexpr int DefaultMoveTimeMs = 1000;
const QString MoveTimeKey = QStringLiteral("moveTimeMs");
// Ctrl+Shift+S everywhere: QKeySequence::SaveAs is empty on platforms without a desktop's theme.
const QKeySequence SaveAsKeys(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
} // namespace

BoardGameMode::BoardGameMode(
    GameHost &host, const QString &id, const QStringList &suffixes, QObject *parent)
    : GameMode(host, parent), m_id(id), m_suffixes(suffixes), m_page(new QWidget),
      m_gameMenu(new QMenu(tr("&Game"), m_page)),
      m_difficultyMenu(new QMenu(tr("&Difficulty"), m_page)),
      m_playAsMenu(new QMenu(tr("&Play As"), m_page)),
      m_viewMenu(new QMenu(tr("&View"), m_page)), m_menus { m_gameMenu, m_difficultyMenu,
          m_playAsMenu, m_viewMenu },
      m_rules(new RulesHelp(
          host, [this] { return gameName(); }, [this] { return rulesText(); }, this)),
      m_sound(new SoundPlayer(this))
{
    addFileCommands();
    m_gameMenu->addSeparator();
    addNetworkCommand();
    m_gameMenu->addSeparator();
    addPlayCommands();
}

BoardGameMode::~BoardGameMode()
{
    if (m_page && !m_page->parent()) {
        delete m_page;
    }
}

bool BoardGameMode::opensFile(const QString &path) const
{
    return m_suffixes.contains(suffixOf(path));
}

QString BoardGameMode::documentName() const
{
    return m_path.isEmpty() ? QString() : QFileInfo(m_path).fileName();
}

void BoardGameMode::saveAs()
{
    // A new game is proposed in the folder of the last record, named after the game in the
    // player's language, as Xiangqi's is.
    const QString suggested = m_path.isEmpty()
        ? QDir(host().settings().recordFolder())
              .filePath(gameName().toLower() + u'.' + m_suffixes.value(0))
        : m_path;
    const auto choice = host().prompter().chooseSaveFile(
        host().dialogParent(), tr("Save As"), suggested, saveFilters(), 0);
    if (choice) {
        saveTo(choice->path);
    }
}

void BoardGameMode::save()
{
    if (m_path.isEmpty()) {
        saveAs();
    } else {
        saveTo(m_path);
    }
}

bool BoardGameMode::confirmAbandon()
{
    return !hasGameInProgress() || askToAbandon();
}

bool BoardGameMode::askToAbandon()
{
    return host().prompter().confirmDiscard(host().dialogParent(), tr("New Game"),
        tr("Abandon the %1 game in progress?").arg(gameName()));
}

bool BoardGameMode::askToContinue(int moves)
{
    return host().prompter().confirm(host().dialogParent(), tr("Continue the last game?"),
        tr("An unfinished %1 game of %2 was saved. Continue it?")
            .arg(gameName(), countedMoves(moves)));
}

void BoardGameMode::setPath(const QString &path)
{
    m_path = path;
    if (!path.isEmpty()) {
        host().rememberFile(path);
    }
}

void BoardGameMode::addFileCommands()
{
    QMenu *menu = m_gameMenu;
    m_fileCommands.open = menu->addAction(
        tr("&Open…"), QKeySequence::Open, this, [this] { host().chooseFileToOpen(); });
    menu->addMenu(host().recentFilesMenu());
    m_fileCommands.save
        = menu->addAction(tr("&Save"), QKeySequence::Save, this, &BoardGameMode::save);
    m_fileCommands.saveAs
        = menu->addAction(tr("Save &As…"), SaveAsKeys, this, &BoardGameMode::saveAs);
}

// Network play (docs/network.md) opens in a window of its own proposing this game; the game shown
// here is left alone.
void BoardGameMode::addNetworkCommand()
{
    QAction *network = m_gameMenu->addAction(tr("Ne&twork…"), this, [this] {
        auto *dialog = new NetworkDialog(host().dialogParent());
        dialog->setPrompter(host().prompter());
        if (const auto game = xq::net::parseGameName(m_id.toStdString())) {
            dialog->proposeGame(*game);
        }
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    network->setObjectName(QStringLiteral("networkAction"));
}

void BoardGameMode::addPlayCommands()
{
    m_playCommands = PlayCommands::addTo(m_gameMenu);
    connect(m_playCommands.undo, &QAction::triggered, this, &BoardGameMode::undo);
    connect(m_playCommands.redo, &QAction::triggered, this, &BoardGameMode::redo);
    connect(m_playCommands.hint, &QAction::triggered, this, &BoardGameMode::hint);
    connect(m_playCommands.moveNow, &QAction::triggered, this, &BoardGameMode::moveNow);
}

void BoardGameMode::insertMenu(QMenu *menu, QMenu *before)
{
    const qsizetype at = before ? m_menus.indexOf(before) : -1;
    m_menus.insert(at < 0 ? m_menus.size() : at, menu);
}

void BoardGameMode::addEditMenu(
    std::function<std::string()> record, std::function<void(const std::string &)> open)
{
    auto *menu = new QMenu(tr("&Edit"), m_page);
    menu->addAction(tr("&Copy Game"), QKeySequence::Copy, this, [record = std::move(record)] {
        QGuiApplication::clipboard()->setText(QString::fromStdString(record()));
    });
    menu->addAction(tr("&Paste Game"), QKeySequence::Paste, this, [this, open = std::move(open)] {
        const QString text = QGuiApplication::clipboard()->text();
        if (text.trimmed().isEmpty()) {
            host().prompter().failure(
                host().dialogParent(), tr("Paste Game"), tr("The clipboard holds no text."));
            return;
        }
        open(text.toStdString());
    });
    insertMenu(menu, m_difficultyMenu);
}

void BoardGameMode::setActive(bool active)
{
    if (active && m_soundSwitch) {
        m_soundSwitch->setChecked(host().settings().sound()); // toggled() applies it, if it changed
    }
}

int BoardGameMode::moveTimeMs() const
{
    const int ms = setting(MoveTimeKey, DefaultMoveTimeMs).toInt();
    return ms > 0 ? ms : DefaultMoveTimeMs;
}

void BoardGameMode::addMoveTimeChoices(const std::function<void(int)> &apply)
{
    ::addMoveTimeChoices(m_difficultyMenu, moveTimeMs(), [this, apply](int ms) {
        setSetting(MoveTimeKey, ms);
        apply(ms);
    });
}

int BoardGameMode::fullStrengthThreads() const
{
    const int cores = std::max(1, QThread::idealThreadCount());
    const int chosen = host().settings().searchThreads();
    return chosen > 0 ? std::min(chosen, cores) : cores;
}

QList<QAction *> BoardGameMode::helpActions()
{
    return { m_rules->action() };
}

QString BoardGameMode::suffixOf(const QString &path)
{
    return QFileInfo(path).suffix().toLower();
}

std::optional<QByteArray> BoardGameMode::readFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) {
            *error = file.errorString();
        }
        return std::nullopt;
    }
    return file.readAll();
}

QVariant BoardGameMode::setting(const QString &key, const QVariant &fallback) const
{
    return host().settings().gameValue(m_id, key, fallback);
}

void BoardGameMode::setSetting(const QString &key, const QVariant &value)
{
    host().settings().setGameValue(m_id, key, value);
}

void BoardGameMode::playSound(SoundPlayer::Sound sound)
{
    m_sound->setEnabled(host().settings().sound());
    m_sound->play(sound);
}

QAction *BoardGameMode::addViewSwitch(const QString &text, const QKeySequence &keys,
    const QString &key, bool fallback, const std::function<void(bool)> &apply)
{
    QAction *item = viewMenu()->addAction(text);
    item->setShortcut(keys);
    item->setCheckable(true);
    item->setChecked(setting(key, fallback).toBool());
    apply(item->isChecked());
    connect(item, &QAction::toggled, this, [this, key, apply](bool on) {
        setSetting(key, on);
        apply(on);
    });
    return item;
}

QAction *BoardGameMode::addSoundSwitch()
{
    QMenu *menu = viewMenu();
    menu->addSeparator();
    QAction *sound = menu->addAction(tr("&Sound"));
    m_soundSwitch = sound;
    sound->setShortcut(QKeySequence(Qt::Key_M)); // Xiangqi's key
    sound->setCheckable(true);
    sound->setChecked(host().settings().sound());
    // Another game may have turned it since: the menu shows the setting as it is now.
    connect(menu, &QMenu::aboutToShow, sound,
        [this, sound] { sound->setChecked(host().settings().sound()); });
    connect(sound, &QAction::toggled, this, [this](bool on) { host().settings().setSound(on); });
    return sound;
}

QRect BoardGameMode::screenArea(const QWidget &widget)
{
    return { widget.mapToGlobal(QPoint(0, 0)), widget.size() };
}

void BoardGameMode::announceResult(
    const QString &title, const QString &text, const QRect &keepClear)
{
    playSound(SoundPlayer::Sound::GameOver);
    // The mode may be gone by the time the player answers.
    host().prompter().gameResult(host().dialogParent(), title, text, keepClear,
        [mode = QPointer<BoardGameMode>(this)](ResultChoice choice) {
            if (!mode) {
                return;
            }
            if (choice == ResultChoice::NewGame) {
                mode->newGame();
            } else if (choice == ResultChoice::Undo) {
                mode->undo();
            }
        });
}
