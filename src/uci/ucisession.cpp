#include "ucisession.h"

#include "core/perft.h"

#include <chrono>
#include <iostream>

namespace xq {

UciSession::UciSession(std::ostream &out) : m_out(out), m_board(Board::startPosition())
{
    m_handlers = {
        {"uci",
         [this](std::istringstream &) {
             m_out << "id name Xiangqi\nid author the Xiangqi developers\nuciok" << std::endl;
         }},
        {"isready", [this](std::istringstream &) { m_out << "readyok" << std::endl; }},
        {"ucinewgame", [this](std::istringstream &) { m_board = Board::startPosition(); }},
        {"position", [this](std::istringstream &args) { position(args); }},
        {"go", [this](std::istringstream &args) { go(args); }},
        {"d", [this](std::istringstream &) { display(); }},
    };
}

void UciSession::run(std::istream &in)
{
    std::string line;
    while (std::getline(in, line) && execute(line)) {
    }
}

bool UciSession::execute(const std::string &line)
{
    std::istringstream args(line);
    std::string command;
    if (!(args >> command)) {
        return true;
    }
    if (command == "quit") {
        return false;
    }
    const auto handler = m_handlers.find(command);
    if (handler == m_handlers.end()) {
        error("unknown command '" + command + "'");
        return true;
    }
    handler->second(args);
    return true;
}

void UciSession::error(const std::string &message)
{
    m_out << "info string error: " << message << std::endl;
}

void UciSession::position(std::istringstream &args)
{
    std::string word;
    args >> word;
    std::string fen;
    if (word == "startpos") {
        fen = Board::StartFen;
        args >> word;
    } else if (word == "fen") {
        while (args >> word && word != "moves") {
            fen += (fen.empty() ? "" : " ") + word;
        }
    } else {
        error("position needs 'startpos' or 'fen <FEN>'");
        return;
    }
    auto board = Board::fromFen(fen);
    if (!board) {
        error("bad FEN: " + board.error());
        return;
    }
    if (word == "moves") {
        while (args >> word) {
            const auto move = Move::fromIccs(word);
            if (!move || !board->canMove(move->from(), move->to())) {
                error("illegal move '" + word + "'; position unchanged");
                return;
            }
            board->makeMove(*move);
        }
    }
    m_board = std::move(*board);
}

void UciSession::go(std::istringstream &args)
{
    std::string mode;
    args >> mode;
    if (mode == "perft") {
        goPerft(args);
        return;
    }
    error("unsupported go mode '" + mode + "'");
}

void UciSession::goPerft(std::istringstream &args)
{
    int depth = 0;
    if (!(args >> depth) || depth < 1 || depth > 12) {
        error("go perft needs a depth from 1 to 12");
        return;
    }
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t total = 0;
    for (const auto &[move, nodes] : perftDivide(m_board, depth)) {
        m_out << move.toIccs() << ": " << nodes << '\n';
        total += nodes;
    }
    const auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - start);
    m_out << "\nNodes searched: " << total << std::endl;
    std::cerr << "perft " << depth << ": " << elapsed.count() << " ms" << std::endl;
}

void UciSession::display()
{
    for (int rank = RankCount - 1; rank >= 0; --rank) {
        m_out << rank << "  ";
        for (int file = 0; file < FileCount; ++file) {
            const Stone stone = m_board.stoneAt(makeSquare(file, rank));
            m_out << (stone ? stone.fenLetter() : '.') << ' ';
        }
        m_out << '\n';
    }
    m_out << "   a b c d e f g h i\n\nFen: " << m_board.fen() << "\nKey: " << std::hex
          << m_board.key() << std::dec << "\nCheckers:";
    for (Square s : m_board.checkers()) {
        m_out << ' ' << squareName(s);
    }
    m_out << std::endl;
}

} // namespace xq
