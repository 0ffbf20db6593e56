// Three games, one product, as the player finds them: Game ▸ Switch Game names every page in
// English and Chinese alike; beside the board every game's move list is captioned alike, and above
// it every game names who plays each side and the computer's level, in Xiangqi's words, following
// Play As and Difficulty as the player changes them.

#include "threegamestest.h"

#include "app/movelistpanel.h"

#include <QLabel>
#include <QRegularExpression>

class TstThreeGamesColumn : public ThreeGamesTest {
    Q_OBJECT

private slots:
    void init() { newSettings(PlayMode::Red); }
    void cleanup() { closeWindow(); }

    void switchGameNamesEveryPage_data();
    void switchGameNamesEveryPage();
    void movesCaptionReadsAlike_data();
    void movesCaptionReadsAlike();
    void playersAreNamed_data();
    void playersAreNamed();

private:
    /// The label named `name` on the page of the game shown; nullptr if none is in sight.
    static QLabel *shownLabel(GameMode *mode, const QString &name)
    {
        auto *label = mode->page()->findChild<QLabel *>(name);
        return label && label->isVisible() ? label : nullptr;
    }
};

void TstThreeGamesColumn::switchGameNamesEveryPage_data()
{
    addLanguageRows();
}

/// Switch Game names every page, the puzzles' too, alike: in English with its Chinese name after
/// it ("Gomoku 五子棋"), in Chinese by its Chinese name only.
void TstThreeGamesColumn::switchGameNamesEveryPage()
{
    QFETCH(bool, chinese);
    const ChineseInterface language(chinese);
    QVERIFY(language.ok());
    QVERIFY(openWindow());
    const QRegularExpression named(
        chinese ? QStringLiteral("^\\p{Han}+$") : QStringLiteral("^[A-Z][a-z]+ \\p{Han}+$"));
    QCOMPARE(m_window->modes().size(), 4);
    for (GameMode *mode : m_window->modes()) {
        auto *item = m_window->findChild<QAction *>(QStringLiteral("switchTo_") + mode->id());
        QVERIFY2(item, qPrintable(mode->id()));
        QVERIFY2(named.match(item->text()).hasMatch(), qPrintable(item->text()));
    }
}

void TstThreeGamesColumn::movesCaptionReadsAlike_data()
{
    addLanguageRows();
}

/// The move list of every game stands under the one caption, the same words in every game.
void TstThreeGamesColumn::movesCaptionReadsAlike()
{
    QFETCH(bool, chinese);
    const ChineseInterface language(chinese);
    QVERIFY(language.ok());
    QVERIFY(openWindow());
    QStringList captions;
    for (const char *game : { "xiangqi", "gomoku", "reversi" }) {
        GameMode *mode = modeWithId(game);
        m_window->activate(mode);
        QLabel *caption = shownLabel(mode, QStringLiteral("movesCaption"));
        QVERIFY2(caption, game);
        QVERIFY2(caption->buddy() && caption->buddy()->parent()
                && qobject_cast<MoveListPanel *>(caption->buddy()->parent()),
            game);
        captions << caption->text();
    }
    QCOMPARE(captions, QStringList(3, chinese ? QStringLiteral("着法") : QStringLiteral("Moves")));
}

void TstThreeGamesColumn::playersAreNamed_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::newRow("Xiangqi") << QStringLiteral("xiangqi") << QStringLiteral("Red")
                             << QStringLiteral("Black");
    QTest::newRow("Gomoku") << QStringLiteral("gomoku") << QStringLiteral("Black")
                            << QStringLiteral("White");
    QTest::newRow("Reversi") << QStringLiteral("reversi") << QStringLiteral("Black")
                             << QStringLiteral("White");
}

/// Above the moves every game says who plays which side and at what level: "Black: Player — White:
/// Computer (Novice)", again as soon as Play As or Difficulty is changed.
void TstThreeGamesColumn::playersAreNamed()
{
    QFETCH(QString, game);
    QFETCH(QString, first);
    QFETCH(QString, second);
    QVERIFY(openWindow());
    GameMode *mode = modeWithId(game);
    m_window->activate(mode);
    const QList<QAction *> playAs = choicesOf(mode, QStringLiteral("Play As"));
    const QList<QAction *> levels = choicesOf(mode, QStringLiteral("Difficulty"));
    QVERIFY(playAs.size() == 4 && levels.size() >= 3);
    const auto levelName = [&levels](int index) {
        return levels[index]->text().section(QStringLiteral(" ("), 0, 0);
    };
    const auto line = [&]() {
        QLabel *label = shownLabel(mode, QStringLiteral("players"));
        return label ? label->text() : QStringLiteral("(no line in sight)");
    };
    levels[1]->trigger();
    const QString computer = QStringLiteral("Computer (%1)").arg(levelName(1));
    QCOMPARE(line(), QStringLiteral("%1: Player — %2: %3").arg(first, second, computer));
    levels[2]->trigger();
    const QString stronger = QStringLiteral("Computer (%1)").arg(levelName(2));
    QCOMPARE(line(), QStringLiteral("%1: Player — %2: %3").arg(first, second, stronger));
    playAs[1]->trigger();
    QCOMPARE(line(), QStringLiteral("%1: %3 — %2: Player").arg(first, second, stronger));
    playAs[2]->trigger();
    QCOMPARE(line(), QStringLiteral("%1: Player — %2: Player").arg(first, second));
}

QTEST_MAIN(TstThreeGamesColumn)
#include "tst_threegamescolumn.moc"
