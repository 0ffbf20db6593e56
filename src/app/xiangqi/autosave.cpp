#include "app/xiangqi/autosave.h"

#include "app/xiangqi/game.h"

#include "records/records.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringList>

namespace {
const QByteArray ModeKey = "mode ";
const QByteArray AtKey = "at ";
const QByteArray FileKey = "file ";
const QByteArray EncodingKey = "encoding ";
const QByteArray CollectionKey = "game ";
const QByteArray ModifiedKey = "modified ";
const QByteArray RecordLine = "record";
// The first autosave format: the start position and the moves played, nothing else.
const QByteArray StartKey = "start ";
const QByteArray MovesKey = "moves ";

QByteArray iccsLine(const std::vector<xq::Move> &moves)
{
    QByteArrayList words;
    for (const xq::Move move : moves) {
        words << QByteArray::fromStdString(move.toIccs());
    }
    return words.join(' ');
}

/// Follows ICCS moves from `from` down the tree; nullopt when one is not there.
std::optional<xq::NodeId> followMoves(
    const xq::GameTree &tree, xq::NodeId from, const QByteArrayList &words)
{
    for (const QByteArray &word : words) {
        const auto move = xq::Move::fromIccs(word.toStdString());
        from = move ? tree.findChild(from, *move) : xq::NoNode;
        if (from == xq::NoNode) {
            return std::nullopt;
        }
    }
    return from;
}

/// A game in the first format: a main line from a start position.
std::optional<xq::GameTree> firstFormatGame(const QByteArray &fen, const QByteArrayList &moves)
{
    const auto start = xq::Board::fromFen(fen.toStdString());
    if (!start) {
        return std::nullopt;
    }
    xq::GameTree tree(*start);
    xq::NodeId node = xq::GameTree::Root;
    for (const QByteArray &word : moves) {
        const auto move = xq::Move::fromIccs(word.toStdString());
        if (!move) {
            return std::nullopt;
        }
        const auto added = tree.addMove(node, *move);
        if (!added) {
            return std::nullopt;
        }
        node = *added;
    }
    return tree;
}

} // namespace

AutoSave::AutoSave(QString filePath) : m_path(std::move(filePath))
{
    m_writer.setMaxThreadCount(1);
}

AutoSave::~AutoSave()
{
    flush();
}

void AutoSave::flush()
{
    m_writer.waitForDone();
}

bool AutoSave::keeps(const Game &game)
{
    return game.tree().moveCount() > 0 && !game.isOver();
}

namespace {

/// The lines that say which file the game belongs to; none for a game in no file.
QByteArray originLines(const RecordOrigin &origin)
{
    if (origin.path().isEmpty()) {
        return {};
    }
    QByteArray lines = FileKey + origin.path().toUtf8() + '\n' + EncodingKey
        + QByteArray::number(static_cast<int>(origin.encoding())) + '\n';
    if (origin.isCollection()) {
        lines += CollectionKey + QByteArray::number(origin.number()) + ' '
            + QByteArray::number(origin.count()) + '\n';
    }
    return lines;
}

/// The file named by the lines read, as originLines() wrote them.
RecordOrigin readOrigin(const QByteArray &file, int encoding, const QByteArrayList &collection)
{
    if (file.isEmpty()) {
        return {};
    }
    const QString path = QString::fromUtf8(file);
    const auto textEncoding = encoding == static_cast<int>(xq::TextEncoding::Gbk)
        ? xq::TextEncoding::Gbk
        : xq::TextEncoding::Utf8;
    const int number = collection.value(0).toInt();
    const int count = collection.value(1).toInt();
    return number > 0 && count >= number
        ? RecordOrigin::collection(path, textEncoding, number, count)
        : RecordOrigin(path, textEncoding);
}

} // namespace

void AutoSave::save(const Game &game, PlayMode mode, const RecordOrigin &origin)
{
    if (!keeps(game)) {
        clear();
        return;
    }
    const auto pgn
        = xq::writeRecord(game.recordToSave(), xq::RecordFormat::Pgn, { xq::Notation::Iccs });
    if (!pgn) {
        return; // PGN holds every record; nothing better to keep than the last save
    }
    write(ModeKey + QByteArray::number(static_cast<int>(mode)) + '\n' + originLines(origin)
        + ModifiedKey + (game.isModified() ? "1" : "0") + '\n' + AtKey
        + iccsLine(game.tree().movesTo(game.node())) + '\n' + RecordLine + '\n'
        + QByteArray::fromStdString(*pgn));
}

void AutoSave::clear()
{
    write({});
}

void AutoSave::write(QByteArray contents)
{
    if (contents == m_last) {
        return;
    }
    m_last = contents;
    m_writer.start([path = m_path, contents] {
        if (contents.isEmpty()) {
            QFile::remove(path);
            return;
        }
        QDir().mkpath(QFileInfo(path).absolutePath());
        QSaveFile file(path); // all or nothing: a crash mid-write keeps the previous save
        if (file.open(QIODevice::WriteOnly)) {
            file.write(contents);
            file.commit();
        }
    });
}

std::optional<SavedGame> AutoSave::load() const
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    const QByteArray contents = file.readAll();
    QByteArray fen;
    QByteArrayList moves;
    QByteArrayList at;
    int mode = 0;
    QByteArray originFile;
    int encoding = 0;
    QByteArrayList collection;
    bool modified = true; // a save from before the flag was kept
    std::optional<xq::GameTree> tree;
    qsizetype lineStart = 0;
    while (lineStart < contents.size() && !tree) {
        qsizetype lineEnd = contents.indexOf('\n', lineStart);
        lineEnd = lineEnd < 0 ? contents.size() : lineEnd;
        const QByteArray line = contents.mid(lineStart, lineEnd - lineStart);
        lineStart = lineEnd + 1;
        if (line.startsWith(ModeKey)) {
            mode = line.mid(ModeKey.size()).toInt();
        } else if (line.startsWith(FileKey)) {
            originFile = line.mid(FileKey.size());
        } else if (line.startsWith(EncodingKey)) {
            encoding = line.mid(EncodingKey.size()).toInt();
        } else if (line.startsWith(CollectionKey)) {
            collection = line.mid(CollectionKey.size()).split(' ');
        } else if (line.startsWith(ModifiedKey)) {
            modified = line.mid(ModifiedKey.size()) != "0";
        } else if (line.startsWith(AtKey)) {
            at = line.mid(AtKey.size()).split(' ');
        } else if (line.startsWith(StartKey)) {
            fen = line.mid(StartKey.size());
        } else if (line.startsWith(MovesKey)) {
            moves = line.mid(MovesKey.size()).split(' ');
        } else if (line == RecordLine) {
            auto record
                = xq::readRecord(contents.mid(lineStart).toStdString(), xq::RecordFormat::Pgn);
            if (!record) {
                return std::nullopt; // a damaged save is not worth offering
            }
            tree = std::move(*record);
        }
    }
    at.removeAll(QByteArray());
    moves.removeAll(QByteArray());
    if (!tree && !moves.isEmpty()) {
        tree = firstFormatGame(fen, moves);
        at = moves;
    }
    if (!tree || tree->moveCount() == 0) {
        return std::nullopt;
    }
    const std::optional<xq::NodeId> node = followMoves(*tree, xq::GameTree::Root, at);
    const PlayMode playMode = mode >= 0 && mode <= 3 ? static_cast<PlayMode>(mode) : PlayMode::Red;
    return SavedGame { std::move(*tree), node.value_or(xq::GameTree::Root), playMode,
        readOrigin(originFile, encoding, collection), modified };
}
