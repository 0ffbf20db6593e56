#pragma once

// What the game-window tests share: settings in a temporary file, a prompter that answers for
// the player and remembers what it was shown, the window made on them, and mouse play on the
// board.

#include "app/appsettings.h"
#include "app/gamemode.h"
#include "app/mainwindow.h"
#include "app/prompter.h"
#include "app/xiangqi/boardview.h"
#include "app/xiangqi/recordcontroller.h"
#include "app/xiangqi/xiangqimode.h"

#include "core/board.h"

#include <QMenu>
#include <QMouseEvent>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

/// The window's Xiangqi game, found through the games it hosts (the window names no game).
inline XiangqiMode *xiangqiOf(const MainWindow &window)
{
    for (GameMode *mode : window.modes()) {
        if (auto *xiangqi = qobject_cast<XiangqiMode *>(mode)) {
            return xiangqi;
        }
    }
    return nullptr;
}

/// The test rows of a test that reads the window in each language: English, and Chinese
/// (`chinese` true).
inline void addLanguageRows()
{
    QTest::addColumn<bool>("chinese");
    QTest::newRow("English") << false;
    QTest::newRow("Chinese") << true;
}

/// The Chinese interface while it lives, when `chinese`: the window's catalogue installed (made
/// before the window it translates), and taken out again.
class ChineseInterface {
public:
    explicit ChineseInterface(bool chinese)
        : m_loaded(chinese
            && m_translator.load(
                QLocale(QLocale::Chinese, QLocale::China), "xiangqi", "_", ":/i18n")),
          m_asked(chinese)
    {
        if (m_loaded) {
            QCoreApplication::installTranslator(&m_translator);
        }
    }
    ~ChineseInterface() { QCoreApplication::removeTranslator(&m_translator); }
    ChineseInterface(const ChineseInterface &) = delete;
    ChineseInterface &operator=(const ChineseInterface &) = delete;
    /// False when Chinese was asked for and its catalogue did not load.
    bool ok() const { return m_loaded == m_asked; }

private:
    QTranslator m_translator;
    bool m_loaded;
    bool m_asked;
};

class TestPrompter : public Prompter {
public:
    bool answer = true;
    QStringList questions;
    /// The questions of those whose yes loses something (confirmDiscard, No by default).
    QStringList discardQuestions;
    /// Their titles, in the same order.
    QStringList discardTitles;
    /// The headings of the result dialogs shown: who won.
    QStringList gameOvers;
    /// What the result dialogs said under their headings (the headings go to gameOvers).
    QStringList resultTexts;
    /// What each result dialog was to leave in sight.
    QList<QRect> resultAreas;
    /// The answer the result dialog shown last waits for; answerResult() gives it.
    std::function<void(ResultChoice)> pendingResult;
    QStringList failures;
    /// The titles and texts of the pages Help showed (a game's rules, About), in turn.
    QStringList pageTitles;
    QStringList pageTexts;
    /// The game picked from each collection offered; nullopt cancels.
    std::optional<int> gameChoice = 0;
    /// The games of each collection offered, in turn.
    std::vector<std::vector<GameSummary>> gameLists;
    /// Where Save As writes; nullopt cancels.
    std::optional<SaveFileChoice> saveChoice;
    /// The file Save As proposed and the filter it preselected, each time it asked.
    QStringList saveSuggestions;
    QList<int> saveFiltersOffered;
    /// The item chooseItem() picks; nullopt picks the current one.
    std::optional<int> itemChoice;
    /// The items each chooseItem() offered, and which was current.
    QList<QStringList> itemLists;
    QList<int> itemsCurrent;
    /// The file Open picks; empty cancels.
    QString openChoice;
    /// The kinds of file each Open offered.
    QList<QStringList> openFiltersOffered;

    bool confirm(QWidget *, const QString &, const QString &question) override
    {
        questions << question;
        return answer;
    }
    bool confirmDiscard(QWidget *parent, const QString &title, const QString &question) override
    {
        discardQuestions << question;
        discardTitles << title;
        return confirm(parent, title, question);
    }
    void gameResult(QWidget *, const QString &title, const QString &text, const QRect &keepClear,
        std::function<void(ResultChoice)> choose) override
    {
        resultAreas << keepClear;
        gameOvers << title;
        resultTexts << text;
        pendingResult = std::move(choose);
    }
    /// Presses a button of the result dialog shown last, as a player would, later on.
    void answerResult(ResultChoice choice) { std::exchange(pendingResult, nullptr)(choice); }
    void failure(QWidget *, const QString &, const QString &text) override { failures << text; }
    void showRules(QWidget *, const QString &title, const QString &html) override
    {
        pageTitles << title;
        pageTexts << html;
    }
    void about(QWidget *, const QString &title, const QString &html) override
    {
        pageTitles << title;
        pageTexts << html;
    }
    std::optional<int> chooseGame(
        QWidget *, const QString &, const std::vector<GameSummary> &games) override
    {
        gameLists.push_back(games);
        return gameChoice;
    }
    std::optional<int> chooseItem(
        QWidget *, const QString &, const QString &, const QStringList &items, int current) override
    {
        itemLists << items;
        itemsCurrent << current;
        return itemChoice.value_or(current);
    }
    QString chooseOpenFile(
        QWidget *, const QString &, const QString &, const QStringList &filters) override
    {
        openFiltersOffered << filters;
        return openChoice;
    }
    std::optional<SaveFileChoice> chooseSaveFile(QWidget *, const QString &,
        const QString &suggested, const QStringList &, int filter) override
    {
        saveSuggestions << suggested;
        saveFiltersOffered << filter;
        return saveChoice;
    }
};

/// The host of a game mode tested on its own, outside a window: settings of the
/// test's own, a TestPrompter, no window to open files in.
class TestGameHost : public GameHost {
public:
    explicit TestGameHost(AppSettings &settings) : m_settings(settings) { }
    AppSettings &settings() override { return m_settings; }
    Prompter &prompter() override { return testPrompter; }
    QWidget *dialogParent() override { return nullptr; }
    void chooseFileToOpen() override { } // no window here to open files in (tst_threegames)
    QMenu *recentFilesMenu() override { return &recentFiles; }
    void rememberFile(const QString &path) override { remembered << path; }

    TestPrompter testPrompter;
    QMenu recentFiles;
    QStringList remembered;

private:
    AppSettings &m_settings;
};

/// How many times slower than native the tests run: XIANGQI_TIME_SCALE (an integer, e.g. 10 under
/// qemu), 1 when unset or not a positive integer.
inline int timeScale()
{
    bool ok = false;
    const int scale = qEnvironmentVariableIntValue("XIANGQI_TIME_SCALE", &ok);
    return ok && scale > 0 ? scale : 1;
}

/// A time limit in milliseconds, stretched by timeScale().
inline int scaledMs(int ms)
{
    return ms * timeScale();
}

/// Settings kept in a file of `dir`, so a test never touches the user's.
inline std::unique_ptr<AppSettings> makeSettings(const QTemporaryDir &dir)
{
    auto store = std::make_unique<QSettings>(dir.filePath("settings.ini"), QSettings::IniFormat);
    auto settings = std::make_unique<AppSettings>(std::move(store));
    settings->setSound(false);
    return settings;
}

/// The base of the window tests: settings of their own in a temporary folder, and windows on
/// them whose questions a TestPrompter answers, stones placed at once rather than slid.
class WindowTest : public QObject {
protected:
    /// Fresh settings in a new folder: `mode` played, no sound.
    void newSettings(PlayMode mode)
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_settings = makeSettings(*m_dir);
        m_settings->setPlayMode(mode);
    }

    /// A window on the current settings (another one is the game started again);
    /// m_prompter answers its questions.
    std::unique_ptr<MainWindow> makeWindow()
    {
        auto window = std::make_unique<MainWindow>(*m_settings);
        auto prompter = std::make_unique<TestPrompter>();
        m_prompter = prompter.get();
        window->setPrompter(std::move(prompter));
        xiangqiOf(*window)->boardView()->setAnimationMs(0);
        return window;
    }

    /// m_window made and shown at the size a player first sees; false if it never appeared.
    [[nodiscard]] bool openWindow()
    {
        m_window = makeWindow();
        m_window->resize(1000, 760);
        m_window->show();
        return QTest::qWaitForWindowExposed(m_window.get());
    }

    /// Closes the window and forgets the settings and their folder.
    void closeWindow()
    {
        m_window.reset();
        m_settings.reset();
        m_dir.reset();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    TestPrompter *m_prompter = nullptr;
};

inline xq::Square sq(const char *name)
{
    return *xq::parseSquare(name);
}

inline xq::Move mv(const char *iccs)
{
    return *xq::Move::fromIccs(iccs);
}

inline xq::Board boardFromFen(const char *fen)
{
    auto board = xq::Board::fromFen(fen);
    if (!board) {
        qFatal("bad test FEN %s: %s", fen, board.error().c_str());
    }
    return *board;
}

inline void clickSquare(BoardView *view, xq::Square square)
{
    QTest::mouseClick(view, Qt::LeftButton, {}, view->squareRect(square).center().toPoint());
}

/// Presses on `from`, moves across the board with the button held, lets go on `to`.
inline void dragStone(BoardView *view, xq::Square from, xq::Square to)
{
    const QPointF start = view->squareRect(from).center();
    const QPointF end = view->squareRect(to).center();
    QTest::mousePress(view, Qt::LeftButton, {}, start.toPoint());
    for (int step = 1; step <= 4; ++step) {
        const QPointF at = start + (end - start) * (step / 4.0);
        QMouseEvent move(QEvent::MouseMove, at, view->mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
            Qt::NoModifier);
        QApplication::sendEvent(view, &move);
    }
    QTest::mouseRelease(view, Qt::LeftButton, {}, end.toPoint());
}
