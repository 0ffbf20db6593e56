// Three games, one product: every game's Game menu has the same file commands with the same keys
// (Open Ctrl+O, Save Ctrl+S, Save As Ctrl+Shift+S), and Open offers the files of every game and
// routes each file to the game that reads it, whichever game is shown.

#include "app/gomoku/gomokugame.h"
#include "app/gomoku/gomokumode.h"
#include "app/reversi/reversimode.h"
#include "app/singlegame.h"

#include "apptestsupport.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QRegularExpression>
#include <QTranslator>

#include <functional>

namespace {
/// The game files of each game the test writes, by the id of the game that reads it.
const QStringList FileOf = { QStringLiteral("xiangqi:game.pgn"), QStringLiteral("gomoku:game.psq"),
    QStringLiteral("reversi:game.otr") };
} // namespace

class TstThreeGames : public WindowTest {
    Q_OBJECT

private slots:
    void init() { newSettings(PlayMode::TwoPlayers); }
    void cleanup() { closeWindow(); }

    void fileCommandsAreTheSame_data();
    void fileCommandsAreTheSame();
    void openRoutesEveryFile_data();
    void openRoutesEveryFile();
    void menuKeysAreDistinct_data();
    void menuKeysAreDistinct();

private:
    GameMode *modeWithId(const QString &id) const
    {
        for (GameMode *mode : m_window->modes()) {
            if (mode->id() == id) {
                return mode;
            }
        }
        return nullptr;
    }
    /// The action of the game's Game menu bound to `keys`; nullptr when there is none.
    static QAction *gameMenuAction(GameMode *mode, const QKeySequence &keys)
    {
        for (QAction *action : mode->menus().front()->actions()) {
            if (action->shortcut() == keys) {
                return action;
            }
        }
        return nullptr;
    }
    /// A file of each game, with a move or two in it.
    void writeGameFiles();
};

void TstThreeGames::fileCommandsAreTheSame_data()
{
    QTest::addColumn<QString>("game");
    QTest::newRow("Xiangqi") << QStringLiteral("xiangqi");
    QTest::newRow("Gomoku") << QStringLiteral("gomoku");
    QTest::newRow("Reversi") << QStringLiteral("reversi");
}

void TstThreeGames::fileCommandsAreTheSame()
{
    QFETCH(QString, game);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    QVERIFY(mode);
    for (const QKeySequence &keys : { QKeySequence(QKeySequence::Open),
             QKeySequence(QKeySequence::Save), QKeySequence(QKeySequence::SaveAs) }) {
        QVERIFY2(gameMenuAction(mode, keys), qPrintable(keys.toString()));
    }
}

void TstThreeGames::writeGameFiles()
{
    auto window = makeWindow();
    XiangqiMode *xiangqi = window->xiangqi();
    QVERIFY(xiangqi->game()->play(*xq::Move::fromIccs("h2e2")));
    QVERIFY(xiangqi->records()->saveRecord(m_dir->filePath(QStringLiteral("game.pgn"))));
    QFile otr(m_dir->filePath(QStringLiteral("game.otr")));
    QVERIFY(otr.open(QIODevice::WriteOnly));
    otr.write("f5d6c3\n");
    otr.close();
    for (GameMode *mode : window->modes()) {
        if (auto *gomoku = qobject_cast<GomokuMode *>(mode)) {
            QVERIFY(gomoku->game()->play({ 7, 7 }));
            QVERIFY(gomoku->saveTo(m_dir->filePath(QStringLiteral("game.psq"))));
        }
    }
    window->close();
}

void TstThreeGames::openRoutesEveryFile_data()
{
    QTest::addColumn<QString>("shown");
    QTest::addColumn<QString>("file");
    for (const QString &shown : { "xiangqi", "gomoku", "reversi" }) {
        for (const QString &file : FileOf) {
            QTest::addRow("%s opens %s", qPrintable(shown), qPrintable(file.section(':', 1)))
                << shown << file;
        }
    }
}

void TstThreeGames::openRoutesEveryFile()
{
    QFETCH(QString, shown);
    QFETCH(QString, file);
    writeGameFiles();
    QVERIFY(openWindow());
    m_window->activate(modeWithId(shown));
    QAction *open = gameMenuAction(m_window->activeMode(), QKeySequence::Open);
    QVERIFY(open);
    const QString name = file.section(':', 1);
    m_prompter->openChoice = m_dir->filePath(name);
    open->trigger();
    // Every game's files are offered, and all files.
    QCOMPARE(m_prompter->openFiltersOffered.size(), 1);
    const QString filters = m_prompter->openFiltersOffered.front().join(QStringLiteral(";;"));
    for (const QString &suffix : { "*.pgn", "*.xqf", "*.psq", "*.gomoku", "*.ggf", "*.otr", "*" }) {
        QVERIFY2(filters.contains(suffix), qPrintable(filters));
    }
    QCOMPARE(m_window->activeMode()->id(), file.section(':', 0, 0));
    QCOMPARE(m_window->activeMode()->documentName(), name);
    QVERIFY(m_prompter->failures.isEmpty());
}

void TstThreeGames::menuKeysAreDistinct_data()
{
    QTest::addColumn<bool>("chinese");
    QTest::newRow("English") << false;
    QTest::newRow("Chinese") << true;
}

/// In every menu of every game (and their submenus) no two items answer the same Alt key.
void TstThreeGames::menuKeysAreDistinct()
{
    QFETCH(bool, chinese);
    QTranslator translator;
    if (chinese) {
        QVERIFY(
            translator.load(QLocale(QLocale::Chinese, QLocale::China), "xiangqi", "_", ":/i18n"));
        QCoreApplication::installTranslator(&translator);
    }
    QVERIFY(openWindow());
    QStringList clashes;
    std::function<void(QMenu *)> check = [&](QMenu *menu) {
        QMap<QChar, QString> taken;
        for (QAction *action : menu->actions()) {
            const QString text = action->text();
            const qsizetype at = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
            if (at >= 0) {
                const QChar key = text.at(at + 1).toLower();
                if (taken.contains(key)) {
                    clashes << QStringLiteral("%1: %2 / %3").arg(menu->title(), taken[key], text);
                }
                taken[key] = text;
            }
            if (action->menu()) {
                check(action->menu());
            }
        }
    };
    for (GameMode *mode : m_window->modes()) {
        m_window->activate(mode); // the window's New Game and Switch Game join its Game menu
        for (QMenu *menu : mode->menus()) {
            check(menu);
        }
    }
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("\n"))));
}

QTEST_MAIN(TstThreeGames)
#include "tst_threegames.moc"
