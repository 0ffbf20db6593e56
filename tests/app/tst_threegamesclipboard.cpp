// Three games, one product: Edit, second in every game's menu bar, copies the game shown under
// Ctrl+C and pastes a game under Ctrl+V. A game copied pastes back as it was; a pasted game has no
// file, so Save does not write it over the file it replaced; an empty clipboard or text that is no
// game of this kind is told, and the game shown stays.

#include "threegamestest.h"

#include "app/apptranslations.h"

#include <QClipboard>
#include <QGuiApplication>

class TstThreeGamesClipboard : public ThreeGamesTest {
    Q_OBJECT

private slots:
    void initTestCase() { AppTranslations::install(*QCoreApplication::instance(), QLocale::c()); }
    void init() { newSettings(PlayMode::TwoPlayers); }
    void cleanup() { closeWindow(); }

    void editFollowsGame_data() { addGameRows(); }
    void editFollowsGame();
    void copiedGamePastesBack_data() { addGameRows(); }
    void copiedGamePastesBack();
    void pastedGameHasNoFile_data() { addGameRows(); }
    void pastedGameHasNoFile();
    void badPasteKeepsTheGame_data();
    void badPasteKeepsTheGame();

private:
    /// The item of the game's Edit menu bound to `keys`; nullptr when there is none.
    static QAction *editAction(GameMode *mode, const QKeySequence &keys)
    {
        if (QMenu *edit = menuTitled(mode, QStringLiteral("Edit"))) {
            for (QAction *action : edit->actions()) {
                if (action->shortcut() == keys) {
                    return action;
                }
            }
        }
        return nullptr;
    }
    /// Pastes the clipboard into the game shown through Edit's Ctrl+V.
    static bool paste(GameMode *mode)
    {
        QAction *action = editAction(mode, QKeySequence::Paste);
        if (action) {
            action->trigger();
        }
        return action;
    }
};

void TstThreeGamesClipboard::editFollowsGame()
{
    QFETCH(QString, game);
    GameMode *mode = openWindowOn(game);
    QVERIFY(mode);
    QCOMPARE(menuTitles(mode).value(1), QStringLiteral("Edit"));
    QVERIFY(editAction(mode, QKeySequence::Copy));
    QVERIFY(editAction(mode, QKeySequence::Paste));
}

void TstThreeGamesClipboard::copiedGamePastesBack()
{
    QFETCH(QString, game);
    GameMode *mode = openWindowOn(game);
    QVERIFY(mode);
    playAMove(mode);
    QGuiApplication::clipboard()->clear();
    editAction(mode, QKeySequence::Copy)->trigger();
    QVERIFY(!QGuiApplication::clipboard()->text().trimmed().isEmpty());
    mode->newGame();
    QCOMPARE(movesPlayed(mode), 0);
    QVERIFY(paste(mode));
    QVERIFY2(m_prompter->failures.isEmpty(), qPrintable(m_prompter->failures.join(u'\n')));
    QCOMPARE(movesPlayed(mode), 1);
}

void TstThreeGamesClipboard::pastedGameHasNoFile()
{
    QFETCH(QString, game);
    writeGameFiles();
    GameMode *mode = openWindowOn(game);
    QVERIFY(mode);
    const QString file = FileOf.filter(game + u':').value(0).section(u':', 1);
    QVERIFY(mode->openFile(m_dir->filePath(file)));
    QCOMPARE(mode->documentName(), file);
    editAction(mode, QKeySequence::Copy)->trigger();
    QVERIFY(paste(mode));
    QVERIFY2(m_prompter->failures.isEmpty(), qPrintable(m_prompter->failures.join(u'\n')));
    QCOMPARE(mode->documentName(), QString());
}

void TstThreeGamesClipboard::badPasteKeepsTheGame_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("text");
    for (const char *game : { "xiangqi", "gomoku", "reversi" }) {
        QTest::addRow("%s, nothing", game) << game << QString();
        QTest::addRow("%s, prose", game) << game << "Dear friend, the meeting is at noon.";
    }
    QTest::addRow("gomoku, a point off the board") << "gomoku"
                                                   << "h8 z99";
    QTest::addRow("gomoku, a point taken twice") << "gomoku"
                                                 << "h8 i9 h8";
    QTest::addRow("reversi, an illegal move") << "reversi"
                                              << "f5a1";
    QTest::addRow("reversi, a broken GGF game") << "reversi"
                                                << "(;GM[Othello]BO[8";
}

void TstThreeGamesClipboard::badPasteKeepsTheGame()
{
    QFETCH(QString, game);
    QFETCH(QString, text);
    GameMode *mode = openWindowOn(game);
    QVERIFY(mode);
    playAMove(mode);
    QGuiApplication::clipboard()->setText(text);
    QVERIFY(paste(mode));
    QCOMPARE(m_prompter->failures.size(), 1);
    QCOMPARE(movesPlayed(mode), 1);
}

QTEST_MAIN(TstThreeGamesClipboard)
#include "tst_threegamesclipboard.moc"
