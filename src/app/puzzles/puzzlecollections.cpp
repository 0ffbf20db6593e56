#include "app/puzzles/puzzlemode.h"

#include "app/appsettings.h"
#include "app/prompter.h"
#include "app/puzzles/puzzleboard.h"
#include "app/xiangqi/recordfiles.h"

#include "puzzles/builtinpuzzles.h"
#include "puzzles/puzzleset.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>

#include <algorithm>

// Where the puzzle page's collections come from: the built-in ones, those reopened from the
// last run, puzzle files opened and record files imported as puzzles.

namespace {

const QString Suffix = QStringLiteral("puzzles");

} // namespace

QString PuzzleMode::collectionTitle(const QString &name, int count) const
{
    QString title = name;
    if (name == QLatin1String("builtin-xiangqi")) {
        title = tr("Xiangqi mates");
    } else if (name == QLatin1String("builtin-endgames")) {
        title = tr("Xiangqi endgames");
    } else if (name == QLatin1String("builtin-xiangqi-tactics")) {
        title = tr("Xiangqi tactics");
    } else if (name == QLatin1String("builtin-gomoku")) {
        title = tr("Gomoku VCF/VCT");
    } else if (name == QLatin1String("builtin-reversi")) {
        title = tr("Reversi endgames");
    }
    return tr("%1 (%2)").arg(title).arg(count);
}

void PuzzleMode::loadBuiltins()
{
    for (const puzzles::BuiltinCollection &builtin : puzzles::builtinCollections()) {
        auto read = puzzles::readPuzzleSet(builtin.text);
        PuzzleBoard *board = read ? boardFor(*read) : nullptr;
        if (!board) {
            continue; // the tests of the built-in collections say why
        }
        const QString name = QString::fromUtf8(builtin.name.data(), qsizetype(builtin.name.size()));
        const int count = static_cast<int>(read->size());
        m_collections.push_back({ collectionTitle(name, count), name, std::move(*read), board });
    }
}

void PuzzleMode::reopenCollections()
{
    for (OpenedCollections::Reopened &opened : m_opened.reopen()) {
        PuzzleBoard *board = boardFor(opened.puzzles);
        if (board) {
            const QString title
                = fileCollectionTitle(opened.key, opened.imported, int(opened.puzzles.size()));
            m_collections.push_back({ title, opened.key, std::move(opened.puzzles), board });
        }
    }
}

QString PuzzleMode::fileCollectionTitle(const QString &path, bool imported, int count) const
{
    const QFileInfo info(path);
    return collectionTitle(imported ? info.fileName() : info.completeBaseName(), count);
}

PuzzleBoard *PuzzleMode::boardFor(const std::vector<puzzles::Puzzle> &puzzles) const
{
    if (puzzles.empty()) {
        return nullptr;
    }
    for (PuzzleBoard *board : m_boards) {
        if (board->readsPosition(puzzles.front().fen)) {
            return board;
        }
    }
    return nullptr;
}

bool PuzzleMode::opensFile(const QString &path) const
{
    return QFileInfo(path).suffix().compare(Suffix, Qt::CaseInsensitive) == 0;
}

QStringList PuzzleMode::openFilters() const
{
    return { tr("Puzzle collections (*.%1)").arg(Suffix) };
}

bool PuzzleMode::openFile(const QString &path)
{
    QFile file(path);
    const auto fail = [&](const QString &why) {
        host().prompter().failure(
            host().dialogParent(), tr("Open Collection"), tr("%1: %2").arg(path, why));
        return false;
    };
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(file.errorString());
    }
    auto read = puzzles::readPuzzleSet(file.readAll().toStdString());
    if (!read) {
        return fail(QString::fromStdString(read.error()));
    }
    PuzzleBoard *board = boardFor(*read);
    if (!board) {
        return fail(tr("no puzzle of a game this program plays"));
    }
    const QString key = QFileInfo(path).absoluteFilePath();
    const QString title = fileCollectionTitle(key, false, int(read->size()));
    addCollection({ title, key, std::move(*read), board });
    m_opened.rememberFile(key);
    return true;
}

void PuzzleMode::addCollection(Collection collection)
{
    auto same = std::find_if(m_collections.begin(), m_collections.end(),
        [&collection](const Collection &each) { return each.key == collection.key; });
    if (same == m_collections.end()) {
        same = m_collections.insert(m_collections.end(), Collection {});
    }
    *same = std::move(collection);
    showCollection(int(same - m_collections.begin()));
}

void PuzzleMode::chooseRecordsToImport(bool folder)
{
    const QString start = host().settings().recordFolder();
    const QString path = folder
        ? QFileDialog::getExistingDirectory(
            host().dialogParent(), tr("Import a Folder of Records"), start)
        : host().prompter().chooseOpenFile(host().dialogParent(), tr("Import Records as Puzzles"),
            start, { RecordFiles::openFilter(), tr("All files (*)") });
    if (!path.isEmpty()) {
        importRecords(path);
    }
}

bool PuzzleMode::importRecords(const QString &path)
{
    if (!m_importer->start(path)) {
        return false;
    }
    m_panel->setFeedback(
        tr("Reading %1 as puzzles…").arg(QFileInfo(path).fileName()), PuzzlePanel::Tone::Neutral);
    return true;
}

void PuzzleMode::onImported(const QString &path, const puzzles::ImportedCollection &imported)
{
    const QString key = QFileInfo(path).absoluteFilePath();
    const QString title = fileCollectionTitle(key, true, int(imported.puzzles.size()));
    addCollection({ title, key, imported.puzzles, boardFor(imported.puzzles) });
    m_opened.rememberImport(key, imported.puzzles);
    if (!imported.unsolved.empty()) {
        m_panel->setFeedback(tr("%n record(s) became no puzzle; the first: %1", nullptr,
                                 int(imported.unsolved.size()))
                                 .arg(QString::fromStdString(imported.unsolved.front())),
            PuzzlePanel::Tone::Neutral);
    }
}
