#include "app/xiangqi/recordcontroller.h"

#include "app/gamemode.h"
#include "app/prompter.h"
#include "app/xiangqi/autosave.h"
#include "app/xiangqi/gamemenus.h"
#include "app/xiangqi/play/playerchoice.h"
#include "app/xiangqi/recordclipboard.h"
#include "app/xiangqi/recordfiles.h"
#include "app/xiangqi/singlegame.h"

#include <QAction>
#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>

namespace {
using TagList = QList<std::pair<QString, QString>>;

/// The tags `tree` lacks of those saying when and where a game played here was played, and by
/// whom when `players` are known: their names, and in a PGN file (the one format with tags of
/// any name) whether each is a person or the computer, as `game` is played now; in the order
/// the record formats keep them.
TagList firstSaveTags(
    const SingleGame &game, const std::optional<std::pair<QString, QString>> &players, bool pgn)
{
    const xq::GameTree &tree = game.tree();
    TagList tags;
    if (!tree.tags().contains("Date")) {
        tags.append({ QStringLiteral("Date"), QDate::currentDate().toString("yyyy.MM.dd") });
    }
    if (!tree.tags().contains("Site")) {
        tags.append({ QStringLiteral("Site"), QCoreApplication::applicationName() });
    }
    if (players && !tree.tags().contains("Red") && !tree.tags().contains("Black")) {
        tags.append({ QStringLiteral("Red"), players->first });
        tags.append({ QStringLiteral("Black"), players->second });
    }
    if (players && pgn) {
        PlayerChoice choice;
        choice.computer[xq::index(xq::Side::Red)] = game.isComputer(xq::Side::Red);
        choice.computer[xq::index(xq::Side::Black)] = game.isComputer(xq::Side::Black);
        tags.append(PlayerChoice::typeTags(choice.playMode()));
    }
    return tags;
}
} // namespace

RecordController::RecordController(
    SingleGame &game, GameMenus &menus, GameHost &host, QObject *parent)
    : QObject(parent), m_game(game), m_host(host)
{
    connectMenus(menus);
}

void RecordController::connectMenus(GameMenus &menus)
{
    // Open, Save and Save As are every board game's (BoardGameMode): XiangqiMode's save() and
    // saveAs() come here.
    connect(
        menus.copyPgn, &QAction::triggered, this, [this] { copyRecord(xq::RecordFormat::Pgn); });
    connect(
        menus.copyUbb, &QAction::triggered, this, [this] { copyRecord(xq::RecordFormat::Ubb); });
    connect(menus.copyFen, &QAction::triggered, this, [this] {
        RecordClipboard::copyPosition(m_game.board());
        emit message(tr("Position copied as FEN"));
    });
    connect(menus.paste, &QAction::triggered, this, &RecordController::pasteRecord);
}

void RecordController::setNewPlayers(std::optional<std::pair<QString, QString>> names)
{
    m_newPlayers = std::move(names);
}

void RecordController::forgetOrigin()
{
    setOrigin({});
}

bool RecordController::openRecord(const QString &path)
{
    auto contents = RecordFiles::load(path);
    if (!contents) {
        reportFailure(tr("Cannot open the record"), QString::fromStdString(contents.error()));
        return false;
    }
    GamesRead &games = contents->games;
    const auto chosen = showOneOf(games, tr("Open a Game of %1").arg(QFileInfo(path).fileName()));
    if (!chosen) {
        return false;
    }
    const int count = static_cast<int>(games.size());
    setOrigin(count == 1 ? RecordOrigin(path, contents->encoding)
                         : RecordOrigin::collection(
                             path, contents->encoding, static_cast<int>(*chosen) + 1, count));
    m_host.rememberFile(path);
    emit message(tr("Opened %1").arg(m_origin.displayName()));
    return true;
}

bool RecordController::pasteRecord()
{
    auto games = RecordClipboard::paste();
    if (!games) {
        reportFailure(tr("Cannot paste"), QString::fromStdString(games.error()));
        return false;
    }
    if (!showOneOf(*games, tr("Paste a Game"))) {
        return false;
    }
    setOrigin({});
    emit message(tr("Record pasted: two players look through it"));
    return true;
}

std::optional<std::size_t> RecordController::showOneOf(GamesRead &read, const QString &title)
{
    const auto chosen = pickGame(read, title);
    if (!chosen || !confirmAbandon()) {
        return std::nullopt;
    }
    const xq::GameTree &game = *read[*chosen];
    reportReadWarnings(game);
    if (game.isDiagram()) {
        // A position no game reaches cannot be played on; it can be looked at and edited.
        emit message(tr("This record is a diagram no game can reach; it opens in the position "
                        "editor."));
        emit diagramRead(game.startBoard());
        return std::nullopt;
    }
    emit aboutToShowRecord(game);
    m_game.load(std::move(read[*chosen]).value());
    return chosen;
}

bool RecordController::gameInProgress() const
{
    return AutoSave::keeps(m_game) && (m_game.isModified() || m_origin.path().isEmpty());
}

bool RecordController::confirmAbandon()
{
    // A game over before its first move (a flag fallen at once) in no file has nothing to lose.
    const bool nothingPlayed
        = m_game.tree().moveCount() == 0 && m_game.isOver() && m_origin.path().isEmpty();
    bool agreed = true;
    if (gameInProgress()) {
        agreed = m_askToAbandon();
    } else if (m_game.isModified() && !nothingPlayed) {
        agreed = m_host.prompter().confirmDiscard(m_host.dialogParent(), tr("New Game"),
            tr("Discard the changes to this record that are not saved?"));
    } else {
        return true;
    }
    if (agreed) {
        emit abandoned();
    }
    return agreed;
}

std::optional<std::size_t> RecordController::pickGame(const GamesRead &games, const QString &title)
{
    if (games.size() == 1) {
        return 0;
    }
    const auto choice
        = m_host.prompter().chooseGame(m_host.dialogParent(), title, summarizeGames(games));
    if (!choice || *choice < 0 || static_cast<std::size_t>(*choice) >= games.size()
        || !games[static_cast<std::size_t>(*choice)].ok()) {
        return std::nullopt;
    }
    return static_cast<std::size_t>(*choice);
}

bool RecordController::saveRecord(const QString &path, xq::TextEncoding encoding)
{
    if (m_origin.isCollectionFile(path)) {
        const QString error = tr("%1 holds the collection this game was taken from; saving the "
                                 "game there would lose the other games. Choose another file.")
                                  .arg(QDir::toNativeSeparators(path));
        reportFailure(tr("Cannot save the record"), error);
        return false;
    }
    const auto format = xq::formatForPath(QFile::encodeName(path).toStdString());
    if (format == xq::RecordFormat::Fen && m_game.tree().moveCount() > 0) {
        return savePosition(path);
    }
    // A game played here says when and where when first saved; a record opened from a file keeps
    // its own tags. The live record takes them only once they are written.
    const TagList stamps = m_origin.path().isEmpty()
        ? firstSaveTags(m_game, m_newPlayers, format == xq::RecordFormat::Pgn)
        : TagList();
    xq::GameTree record = m_game.recordToSave();
    for (const auto &[key, value] : stamps) {
        record.tags().set(key.toStdString(), value.toStdString());
    }
    if (const auto error
        = RecordFiles::save(record, path, { m_host.settings().notation(), encoding })) {
        reportFailure(tr("Cannot save the record"), *error);
        return false;
    }
    for (const auto &[key, value] : stamps) {
        m_game.setTag(key, value);
    }
    m_game.markSaved();
    setOrigin(RecordOrigin(path, encoding));
    m_host.rememberFile(path);
    emit message(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool RecordController::savePosition(const QString &path)
{
    // The record stays as it was, unsaved, so leaving it still asks before its moves are lost.
    if (const auto error = RecordFiles::save(xq::GameTree(m_game.board()), path, {})) {
        reportFailure(tr("Cannot save the record"), *error);
        return false;
    }
    m_host.rememberFile(path);
    emit message(tr("Saved the position shown to %1. A FEN file keeps no moves: the game itself "
                    "is not saved.")
                     .arg(QDir::toNativeSeparators(path)));
    return true;
}

void RecordController::copyRecord(xq::RecordFormat format)
{
    if (const auto error
        = RecordClipboard::copyRecord(m_game.tree(), format, m_host.settings().notation())) {
        emit message(*error);
        return;
    }
    emit message(tr("Record copied as %1").arg(QString::fromUtf8(xq::formatName(format).data())));
}

bool RecordController::save()
{
    const QString path = m_origin.savePath();
    return path.isEmpty() ? chooseRecordToSave() : saveRecord(path, m_origin.encoding());
}

void RecordController::setOrigin(const RecordOrigin &origin)
{
    m_origin = origin;
    emit originChanged();
}

bool RecordController::chooseRecordToSave()
{
    // A game in no file is proposed where the last record went, not where the program started.
    const QString suggested
        = QDir(m_host.settings().recordFolder()).filePath(m_origin.suggestedSavePath());
    const auto choice = m_host.prompter().chooseSaveFile(m_host.dialogParent(), tr("Save Record"),
        suggested, RecordFiles::saveFilters(), RecordFiles::saveFilterFor(m_origin.encoding()));
    return choice
        && saveRecord(RecordFiles::withRecordExtension(choice->path),
            RecordFiles::saveFilterEncoding(choice->filter));
}

void RecordController::reportReadWarnings(const xq::GameTree &game)
{
    const std::vector<std::string> &warnings = game.readWarnings();
    if (warnings.empty()) {
        return;
    }
    QStringList lines;
    for (const std::string &warning : warnings) {
        lines.append(QString::fromStdString(warning));
    }
    m_host.prompter().failure(m_host.dialogParent(), tr("Read with warnings"),
        tr("The record was read, but not all of it:\n%1").arg(lines.join(u'\n')));
}

void RecordController::reportFailure(const QString &title, const QString &text)
{
    emit message(text);
    m_host.prompter().failure(m_host.dialogParent(), title, text);
}
