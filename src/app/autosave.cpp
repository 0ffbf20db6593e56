#include "app/autosave.h"

#include "app/game.h"

#include "records/records.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringList>

namespace {
const QByteArray ModeKey = "mode ";
const QByteArray AtKey = "at ";
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

void AutoSave::save(const Game &game, PlayMode mode)
{
    if (!keeps(game)) {
        clear();
        return;
    }
    const auto pgn = xq::writeRecord(game.tree(), xq::RecordFormat::Pgn, { xq::Notation::Iccs });
    if (!pgn) {
        return; // PGN holds every record; nothing better to keep than the last save
    }
    write(ModeKey + QByteArray::number(static_cast<int>(mode)) + '\n' + AtKey
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
    std::optional<xq::GameTree> tree;
    qsizetype lineStart = 0;
    while (lineStart < contents.size() && !tree) {
        qsizetype lineEnd = contents.indexOf('\n', lineStart);
        lineEnd = lineEnd < 0 ? contents.size() : lineEnd;
        const QByteArray line = contents.mid(lineStart, lineEnd - lineStart);
        lineStart = lineEnd + 1;
        if (line.startsWith(ModeKey)) {
            mode = line.mid(ModeKey.size()).toInt();
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
    return SavedGame { std::move(*tree), node.value_or(xq::GameTree::Root), playMode };
}
